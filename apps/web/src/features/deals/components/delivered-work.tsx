import type { DealView } from '@pulse/domain/deals';
import { Download } from 'lucide-react';
import { Alert } from '../../../ui/alert';
import { MediaPlayer } from '../../../ui/media-player';

/**
 * The delivered file as the partner reviews it before approving (issue 17): played or viewed in place, with
 * the original to download, and a warning when its audio matches someone else's catalogue (decision 058).
 * Nothing when no file was uploaded at Deliver.
 */
export function DeliveredWork({ deal }: { deal: DealView }) {
  const media = deal.showcase.media;
  if (!media) return null;
  const title = deal.deliverables[0] ?? deal.title;
  return (
    <section aria-labelledby={`delivered-${deal.id}`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`delivered-${deal.id}`} className="text-sm font-semibold">
          Delivered work
        </h3>
        <a
          href={media.fullUrl}
          download
          aria-label={`Download original: ${title}`}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          Download original
        </a>
      </div>
      {deal.deliveryFlag ? (
        <Alert tone="danger">
          <strong className="font-semibold">Possible copy.</strong> {deal.deliveryFlag.message}
        </Alert>
      ) : null}
      <MediaPlayer media={media} title={title} seed={deal.id} fullLength sizes="(min-width: 1024px) 640px, 100vw" />
    </section>
  );
}
