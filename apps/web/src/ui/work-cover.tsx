import type { Work } from '@pulse/domain/media-contracts';
import { FileText, Film, Music } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { formatMediaTime } from './media-time';
import { Picture } from './picture';
import { Waveform } from './waveform';

/**
 * A card's lead: the work's cover, not a player (explore, discover, search, match previews). A picture for
 * images, PDFs and videos (the poster frame); generated art with the waveform for audio; generated art with
 * the title when there is no work yet. Fills its positioned parent, which sets the aspect ratio.
 */
export function WorkCover({
  work,
  seed,
  alt,
  sizes,
  priority = false,
  showKind = true,
  landscape = false,
  className,
}: {
  work: Work | null | undefined;
  seed: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
  /** The kind badge (duration, PDF); off on thumbnails too small to carry it. */
  showKind?: boolean;
  /** The parent's frame is a card's 4:3 or wider, so the picture's card cut (AVIF) shows the same and weighs less. */
  landscape?: boolean;
  className?: string;
}) {
  const media = work?.media;
  const ready = media?.status === 'ready';
  const picture = ready && media.kind !== 'audio' ? media : null;
  const Kind =
    media?.kind === 'video' ? Film : media?.kind === 'audio' ? Music : media?.kind === 'pdf' ? FileText : null;
  return (
    <div className={cn('absolute inset-0 overflow-hidden', className)}>
      <Picture
        media={picture}
        sources={landscape ? picture?.cardImages : undefined}
        alt={alt}
        seed={work?.id ?? seed}
        sizes={sizes}
        priority={priority}
        fill
        fallback={
          media?.kind === 'audio' ? (
            <div className="absolute inset-x-[12%] top-1/2 -translate-y-1/2">
              <Waveform peaks={media.peaks} bars={showKind ? 36 : 12} className={showKind ? 'h-14' : 'h-6'} />
            </div>
          ) : null
        }
      />
      {showKind && Kind && media ? (
        <span className="pointer-events-none absolute top-2.5 left-2.5 inline-flex items-center gap-1 rounded-full bg-ink/70 px-2 py-0.5 text-[11px] font-semibold text-fg ring-1 ring-white/15 backdrop-blur">
          <Kind aria-hidden="true" className="size-3" />
          {media.status === 'processing'
            ? 'Processing…'
            : media.durationSeconds
              ? formatMediaTime(media.durationSeconds)
              : media.kind === 'pdf'
                ? 'PDF'
                : media.kind === 'image'
                  ? null
                  : media.kind}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A creative card's lead: their work's cover, linking to their profile. The same link as the card's name, kept
 * out of the tab order so it is not announced twice.
 */
export function ProfileCover({
  creative,
  sizes,
  priority = false,
  className,
  coverClassName,
}: {
  creative: { id: string; name: string; work: Work | null | undefined };
  sizes: string;
  priority?: boolean;
  /** The frame: its aspect ratio and any bleed into the card's padding. */
  className: string;
  coverClassName?: string;
}) {
  const { work } = creative;
  return (
    <Link
      to={`/creator/${encodeURIComponent(creative.id)}`}
      tabIndex={-1}
      aria-hidden="true"
      className={cn('relative block overflow-hidden bg-raised', className)}
    >
      <WorkCover
        work={work}
        seed={creative.id}
        alt={work ? `${work.title} by ${creative.name}` : `${creative.name}'s work`}
        sizes={sizes}
        priority={priority}
        landscape
        className={coverClassName}
      />
    </Link>
  );
}
