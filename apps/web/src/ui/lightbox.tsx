import type { WorkMedia } from '@pulse/domain/media-contracts';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Dialog, mediaControl } from './dialog';
import { Picture } from './picture';

export interface LightboxItem {
  media: WorkMedia;
  title: string;
}

/**
 * Full-screen view of a work's pictures (images, PDF pages), with previous/next (buttons and arrow keys)
 * through a carousel. Controlled: `index` null is closed.
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
}: {
  items: readonly LightboxItem[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
}) {
  const item = index === null ? undefined : items[index];
  const many = items.length > 1;
  const go = (step: number) => {
    if (index === null || items.length === 0) return;
    onIndexChange((index + step + items.length) % items.length);
  };
  function onKeyDown(event: KeyboardEvent) {
    if (!many) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  }
  return (
    <Dialog
      open={item !== undefined}
      onOpenChange={(open) => (open ? null : onIndexChange(null))}
      variant="media"
      onKeyDown={onKeyDown}
      title={
        item ? (
          <>
            {item.title}
            {many ? (
              <span className="ml-2 text-sm font-normal text-muted">
                {(index ?? 0) + 1} of {items.length}
              </span>
            ) : null}
          </>
        ) : (
          ''
        )
      }
      actions={
        item ? (
          <a href={item.media.fullUrl} download className={mediaControl} aria-label={`Download ${item.title}`}>
            <Download aria-hidden="true" className="size-5" />
          </a>
        ) : null
      }
    >
      {item ? (
        <div className="relative flex min-h-0 w-full max-w-6xl flex-1 items-center justify-center">
          <Picture
            key={item.media.id}
            media={item.media}
            alt={item.title}
            seed={item.media.id}
            sizes="(min-width: 1280px) 1152px, 100vw"
            priority
            fill
            fit="contain"
            className="rounded-card bg-transparent"
          />
          {many ? (
            <>
              <button
                type="button"
                onClick={() => go(-1)}
                className={`${mediaControl} absolute left-2`}
                aria-label="Previous"
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => go(1)}
                className={`${mediaControl} absolute right-2`}
                aria-label="Next"
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
