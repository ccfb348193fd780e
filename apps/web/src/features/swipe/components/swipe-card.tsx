import { cardBio, quotedReason } from '@pulse/domain/swipe';
import type { Ref } from 'react';
import { Chip } from '../../../ui/chip';
import { playableSample, SampleMedia } from './sample-media';
import type { SwipeCreator } from './swipe-creator';

const stamp =
  'pointer-events-none absolute top-6 rounded-xl border-4 px-4 py-1 font-display text-3xl font-black tracking-wider opacity-0 will-change-[opacity]';

/**
 * The face of one swipe card: image (or the playing video), the CO-SIGN and SKIP overlays (their opacity
 * is written by the stack during a drag), name, bio, reason and tags.
 */
export function SwipeCardFace({
  creator,
  top,
  onImageSettled,
  cosignOverlayRef,
  skipOverlayRef,
}: {
  creator: SwipeCreator;
  /** Only the top card plays its sample and carries the overlays' refs. */
  top: boolean;
  onImageSettled: (creatorId: string) => void;
  cosignOverlayRef?: Ref<HTMLSpanElement>;
  skipOverlayRef?: Ref<HTMLSpanElement>;
}) {
  const sample = playableSample(creator.snippet);
  const reason = creator.recommendation?.reason;
  const bio = cardBio(creator.bio);
  return (
    <div className="flex size-full flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line shadow-float">
      <div className="relative min-h-0 flex-[1.15] bg-raised">
        <img
          src={creator.avatarUrl}
          alt={`Portrait of ${creator.name}`}
          draggable={false}
          // The buttons wait for the image; a broken image must not leave the fan without them.
          onLoad={() => onImageSettled(creator.id)}
          onError={() => onImageSettled(creator.id)}
          className="absolute inset-0 size-full object-cover select-none"
        />
        {sample ? <SampleMedia snippet={sample} active={top} /> : null}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-surface to-transparent" />
        <span
          ref={cosignOverlayRef}
          aria-hidden="true"
          className={`${stamp} left-5 -rotate-12 border-success bg-success/15 text-success`}
        >
          CO-SIGN
        </span>
        <span
          ref={skipOverlayRef}
          aria-hidden="true"
          className={`${stamp} right-5 rotate-12 border-danger bg-danger/15 text-danger`}
        >
          SKIP
        </span>
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-2 overflow-hidden px-5 pt-2 pb-5">
        <h2 className="truncate font-display text-2xl leading-tight font-bold text-fg">{creator.name}</h2>
        {bio ? <p className="line-clamp-2 text-sm text-muted">{bio}</p> : null}
        {reason ? <p className="line-clamp-2 text-sm font-medium text-accent italic">{quotedReason(reason)}</p> : null}
        {creator.vibeTags.length > 0 ? (
          <ul className="mt-auto flex max-h-7 flex-wrap gap-1.5 overflow-hidden" aria-label="Vibe tags">
            {creator.vibeTags.slice(0, 5).map((tag) => (
              <li key={tag}>
                <Chip>{tag}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
