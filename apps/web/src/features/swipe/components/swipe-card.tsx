import { cardBio, quotedReason, SWIPE_AUTOPLAY_DELAY_MS } from '@pulse/domain/swipe';
import { memo, type Ref, useEffect, useRef } from 'react';
import { Avatar } from '../../../ui/avatar';
import { Chip } from '../../../ui/chip';
import { MediaPlayer } from '../../../ui/media-player';
import { Picture } from '../../../ui/picture';
import type { SwipeCreator } from './swipe-creator';

const stamp =
  'pointer-events-none absolute top-6 rounded-xl border-4 px-4 py-1 font-display text-3xl font-black tracking-wider opacity-0 will-change-[opacity]';

/** The picture area: the phone card's width (max-w-sm), or the left 60% of the wide desktop card. */
const CARD_SIZES = '(min-width: 1024px) 540px, (min-width: 640px) 384px, 100vw';

/** Generated art stands in when a creative has no work yet: nothing to wait for. */
function NoWork({ creator, onSettled }: { creator: SwipeCreator; onSettled: () => void }) {
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => settled.current(), []);
  return <Picture media={null} alt={`${creator.name}: no work uploaded yet`} seed={creator.id} fill />;
}

/**
 * The face of one swipe card: the work leads (a video fills the card, a picture, or cover art with the live
 * waveform for audio), the CO-SIGN and SKIP overlays (their opacity is written by the stack during a drag),
 * name, bio, reason and tags. `depth` 0 is the top card: it plays its sample muted SWIPE_AUTOPLAY_DELAY_MS
 * after arriving on top; depth 1 preloads its media so the next swipe never waits. Memoised: the stack's own
 * state changes (the drag hint) do not re-render the faces.
 */
export const SwipeCardFace = memo(function SwipeCardFace({
  creator,
  depth,
  onImageSettled,
  cosignOverlayRef,
  skipOverlayRef,
}: {
  creator: SwipeCreator;
  depth: number;
  onImageSettled: (creatorId: string) => void;
  cosignOverlayRef?: Ref<HTMLSpanElement>;
  skipOverlayRef?: Ref<HTMLSpanElement>;
}) {
  const top = depth === 0;
  const reason = creator.recommendation?.reason;
  const bio = cardBio(creator.bio);
  const work = creator.work;
  const settle = () => onImageSettled(creator.id);
  return (
    <div className="flex size-full flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line shadow-float lg:flex-row">
      <div className="relative min-h-0 flex-[1.6] bg-raised lg:min-w-0 lg:flex-[1.5]">
        {work ? (
          <MediaPlayer
            media={work.media}
            title={work.title}
            seed={creator.id}
            variant="card"
            sizes={CARD_SIZES}
            priority={depth <= 1}
            preload={depth <= 1 ? 'auto' : 'metadata'}
            autoPlayMuted
            active={top}
            delayMs={SWIPE_AUTOPLAY_DELAY_MS}
            onPictureSettled={settle}
          />
        ) : (
          <NoWork creator={creator} onSettled={settle} />
        )}
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
      <div className="flex min-h-0 flex-1 flex-col gap-2 overflow-hidden px-5 pt-3 pb-5 lg:min-w-0 lg:gap-3 lg:p-7">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar src={creator.avatarUrl} size={36} eager={top} draggable={false} className="size-9 ring-2 ring-line" />
          <div className="min-w-0">
            <h2 className="truncate font-display text-2xl leading-tight font-bold text-fg">{creator.name}</h2>
            {work ? <p className="truncate text-xs text-muted">{work.title}</p> : null}
          </div>
        </div>
        {bio ? <p className="line-clamp-2 text-sm text-muted lg:line-clamp-5 lg:text-base">{bio}</p> : null}
        {reason ? <p className="line-clamp-2 text-sm font-medium text-accent italic">{quotedReason(reason)}</p> : null}
        {creator.vibeTags.length > 0 ? (
          <ul className="mt-auto flex max-h-7 flex-wrap gap-1.5 overflow-hidden lg:max-h-16" aria-label="Vibe tags">
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
});
