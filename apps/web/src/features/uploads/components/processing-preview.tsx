import type { MediaStatus, WorkMedia } from '@pulse/domain/media-contracts';
import { CheckCircle2, RefreshCw, Upload } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { MediaPlayer } from '../../../ui/media-player';
import { useMediaStatus } from '../api/get-media-status';
import { useRetryMedia } from '../api/retry-media';

/**
 * After an upload: the processing job's progress (polled), then the finished preview exactly as Pulse will
 * play or show it, before the creative saves. A failed job shows its reason with Retry and Replace.
 */
export function ProcessingPreview({
  mediaId,
  initial,
  title,
  onReplace,
  onStatus,
}: {
  mediaId: string;
  initial: WorkMedia | null;
  title: string;
  onReplace: () => void;
  onStatus?: (status: MediaStatus) => void;
}) {
  const status = useMediaStatus(mediaId, initial);
  const retry = useRetryMedia();
  const media = status.data?.media;
  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;
  useEffect(() => {
    if (media) onStatusRef.current?.(media.status);
  }, [media]);

  if (!media) {
    return status.isError ? null : (
      <p role="status" className="text-sm text-muted">
        Checking your file…
      </p>
    );
  }
  const name = title.trim() || 'Your upload';
  return (
    <section aria-label="Preview" className="flex flex-col gap-3">
      {media.status === 'processing' ? (
        <div className="flex flex-col gap-1.5" role="status">
          <div className="h-1.5 overflow-hidden rounded-full bg-raised" aria-hidden="true">
            <div className="h-full w-2/5 rounded-full bg-accent motion-safe:animate-progress" />
          </div>
          <p className="text-xs text-muted">Processing: making the versions every screen needs…</p>
        </div>
      ) : null}
      <div className="mx-auto w-full max-w-md">
        <MediaPlayer media={media} title={name} seed={mediaId} sizes="(min-width: 640px) 448px, 100vw" priority />
      </div>
      {media.status === 'ready' ? (
        <p className="flex items-center gap-1.5 text-sm text-success">
          <CheckCircle2 aria-hidden="true" className="size-4" /> Ready. This is how it plays on Pulse.
        </p>
      ) : null}
      {media.status === 'failed' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            pending={retry.isPending}
            pendingLabel="Retrying..."
            onClick={() => retry.mutate(mediaId)}
          >
            <RefreshCw aria-hidden="true" className="size-4" /> Retry
          </Button>
          <Button variant="ghost" onClick={onReplace}>
            <Upload aria-hidden="true" className="size-4" /> Replace file
          </Button>
        </div>
      ) : null}
      {retry.isError ? <Alert tone="danger">{errorMessage(retry.error)}</Alert> : null}
    </section>
  );
}
