import type { WorkMedia } from '@pulse/domain/media-contracts';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import { Picture } from './picture';

export interface LightboxItem {
  media: WorkMedia;
  title: string;
}

const control =
  'inline-flex size-11 items-center justify-center rounded-full bg-ink/70 text-fg ring-1 ring-line-strong backdrop-blur transition hover:bg-raised disabled:opacity-30';

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
    <Dialog.Root open={item !== undefined} onOpenChange={(open) => (open ? null : onIndexChange(null))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/95 backdrop-blur-sm" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-4 outline-none sm:p-10"
        >
          {item ? (
            <>
              <div className="flex w-full max-w-6xl items-center justify-between gap-3">
                <Dialog.Title className="truncate font-display text-lg font-semibold text-fg">
                  {item.title}
                  {many ? (
                    <span className="ml-2 text-sm font-normal text-muted">
                      {(index ?? 0) + 1} of {items.length}
                    </span>
                  ) : null}
                </Dialog.Title>
                <div className="flex shrink-0 gap-2">
                  <a href={item.media.fullUrl} download className={control} aria-label={`Download ${item.title}`}>
                    <Download aria-hidden="true" className="size-5" />
                  </a>
                  <Dialog.Close className={control} aria-label="Close">
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                </div>
              </div>
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
                      className={`${control} absolute left-2`}
                      aria-label="Previous"
                    >
                      <ChevronLeft aria-hidden="true" className="size-6" />
                    </button>
                    <button
                      type="button"
                      onClick={() => go(1)}
                      className={`${control} absolute right-2`}
                      aria-label="Next"
                    >
                      <ChevronRight aria-hidden="true" className="size-6" />
                    </button>
                  </>
                ) : null}
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
