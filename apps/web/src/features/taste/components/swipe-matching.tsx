import type { CreatorCard } from '@pulse/domain/creators-contracts';
import { SWIPE_AUTOPLAY_DELAY_MS } from '@pulse/domain/swipe';
import { tagKey } from '@pulse/domain/tags';
import { Heart, MapPin, X } from 'lucide-react';
import { motion, type PanInfo, useMotionValue, useReducedMotion, useTransform } from 'motion/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { MediaPlayer } from '../../../ui/media-player';
import { MediaPrefetch } from '../../../ui/media-prefetch';
import { Picture } from '../../../ui/picture';

const CARD_SIZES = '(min-width: 640px) 640px, 100vw';

/** Each Like or Skip fades the card out for 500 ms before the next one (spec part 1, section 4). */
export const SWIPE_FADE_MS = 500;
/** A drag commits past 100 px or 500 px/s (the spec's swipe constants). */
const COMMIT_DISTANCE = 100;
const COMMIT_SPEED = 500;

/** The card's tags that the fan's answers point to, else its first three. */
function sharedTags(card: CreatorCard, vibes: readonly string[]): { tags: string[]; shared: boolean } {
  const wanted = new Set(vibes.map(tagKey));
  const shared = card.vibeTags.filter((t) => wanted.has(tagKey(t)));
  return shared.length > 0
    ? { tags: shared.slice(0, 3), shared: true }
    : { tags: card.vibeTags.slice(0, 3), shared: false };
}

/**
 * Swipe matching over the matched creatives, one card at a time: Like keeps the id, Skip does not; after
 * the last card `onFinish` gets the liked ids. Buttons, arrow keys or a horizontal drag decide.
 */
export function SwipeMatching({
  cards,
  preferredVibes,
  onFinish,
}: {
  cards: readonly CreatorCard[];
  preferredVibes: readonly string[];
  onFinish: (liked: string[]) => void;
}) {
  const reduceMotion = useReducedMotion() ?? false;
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState<'like' | 'skip' | null>(null);
  const liked = useRef<string[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const x = useMotionValue(0);
  const rotate = useTransform(x, [-200, 200], [-10, 10]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const card = cards[index];

  function decide(choice: 'like' | 'skip') {
    if (!card || leaving) return;
    if (choice === 'like') liked.current = [...liked.current, card.id];
    const advance = () => {
      setLeaving(null);
      x.set(0);
      if (index + 1 >= cards.length) onFinish(liked.current);
      else setIndex(index + 1);
    };
    if (reduceMotion) {
      advance();
      return;
    }
    setLeaving(choice);
    timer.current = window.setTimeout(advance, SWIPE_FADE_MS);
  }

  function onDragEnd(_: unknown, info: PanInfo) {
    if (info.offset.x > COMMIT_DISTANCE || info.velocity.x > COMMIT_SPEED) decide('like');
    else if (info.offset.x < -COMMIT_DISTANCE || info.velocity.x < -COMMIT_SPEED) decide('skip');
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') decide('like');
    if (event.key === 'ArrowLeft') decide('skip');
  }

  if (!card) return null;
  const { tags, shared } = sharedTags(card, preferredVibes);
  const titleId = `match-${card.id}-name`;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-semibold text-muted" aria-live="polite">
        Match {index + 1} of {cards.length}
      </p>
      <motion.article
        key={card.id}
        aria-labelledby={titleId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        drag={leaving ? false : 'x'}
        dragConstraints={{ left: 0, right: 0 }}
        dragElastic={0.6}
        onDragEnd={onDragEnd}
        style={{ x, rotate: reduceMotion ? 0 : rotate }}
        initial={reduceMotion ? false : { opacity: 0, y: 12 }}
        animate={{ opacity: leaving ? 0 : 1, y: 0 }}
        transition={{ duration: leaving ? SWIPE_FADE_MS / 1000 : 0.25, ease: 'easeOut' }}
        className="relative flex cursor-grab touch-pan-y flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line shadow-float active:cursor-grabbing"
        aria-describedby={`${titleId}-hint`}
      >
        <div className="relative h-64 w-full bg-raised sm:h-80">
          {card.work ? (
            <MediaPlayer
              media={card.work.media}
              title={card.work.title}
              seed={card.id}
              variant="card"
              sizes={CARD_SIZES}
              priority
              autoPlayMuted
              delayMs={SWIPE_AUTOPLAY_DELAY_MS}
            />
          ) : (
            <Picture media={null} alt={`${card.name}: no work uploaded yet`} seed={card.id} fill />
          )}
          {leaving ? (
            <span
              className={
                leaving === 'like'
                  ? 'absolute top-4 left-4 rounded-full bg-success px-4 py-1.5 font-display text-lg font-bold text-ink'
                  : 'absolute top-4 right-4 rounded-full bg-danger px-4 py-1.5 font-display text-lg font-bold text-ink'
              }
            >
              {leaving === 'like' ? 'LIKED' : 'SKIPPED'}
            </span>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 p-5">
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-3">
              <Avatar src={card.avatarUrl} size={36} eager draggable={false} className="size-9 ring-2 ring-line" />
              <h2 id={titleId} className="font-display text-2xl font-bold">
                {card.name}
              </h2>
            </div>
            {card.work ? <p className="text-sm text-muted">{card.work.title}</p> : null}
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
              <span>{card.niche}</span>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5" />
                {card.location}
              </span>
            </p>
          </div>
          {card.focus ? <p className="text-fg">{card.focus}</p> : null}
          {card.snippet ? <p className="text-sm text-muted">“{card.snippet.description}”</p> : null}
          <div className="flex flex-col gap-2">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              {shared ? 'Matches your taste' : 'Their vibe'}
            </p>
            <ul className="flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag}>
                  <Chip tone={shared ? 'accent' : 'neutral'}>{tag}</Chip>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p id={`${titleId}-hint`} className="sr-only">
          Press the right arrow to like, the left arrow to skip.
        </p>
      </motion.article>
      <MediaPrefetch media={cards[index + 1]?.work?.media} sizes={CARD_SIZES} />
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          size="lg"
          onClick={() => decide('skip')}
          disabled={leaving !== null}
          className="text-danger ring-danger/50 hover:ring-danger"
        >
          <X aria-hidden="true" className="size-5" /> Skip
        </Button>
        <Button
          size="lg"
          onClick={() => decide('like')}
          disabled={leaving !== null}
          className="bg-success text-ink shadow-none hover:bg-success hover:brightness-110"
        >
          <Heart aria-hidden="true" className="size-5" /> Like
        </Button>
      </div>
      <p className="text-center text-xs text-muted">
        Like the creatives you want more of · Swipe right to like, left to skip
      </p>
    </div>
  );
}
