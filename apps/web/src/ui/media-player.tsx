import type { WorkMedia } from '@pulse/domain/media-contracts';
import { AlertTriangle, Film, Maximize2, Music, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useBrowserValue } from '../lib/browser-value';
import { cn } from '../lib/cn';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { claimPlayback, releasePlayback } from '../lib/playback';
import { prefersReducedMotion } from '../lib/reduced-motion';
import type { LightboxItem } from './lightbox';
import { formatMediaTime } from './media-time';
import { Picture } from './picture';
import { Spinner } from './spinner';
import { Waveform } from './waveform';

/** The lightbox and its dialog (10 KiB) load when a picture is first pointed at or opened, not with the page. */
const Lightbox = lazyWithPreload(async () => (await import('./lightbox')).Lightbox);

/** How far the arrow keys seek. */
export const SEEK_STEP_SECONDS = 5;

type Variant = 'inline' | 'card';

interface CommonProps {
  media: WorkMedia;
  /** The work's title: the buttons say "Play <title>", the picture's alt text. */
  title: string;
  /** Seeds the generated art behind audio and pictureless work. */
  seed?: string;
  /** `card` fills its positioned parent (a swipe card); `inline` keeps the work's own aspect ratio. */
  variant?: Variant;
  sizes?: string;
  priority?: boolean;
  /** An aspect-ratio class for the frame (a grid of equal cards); by default the work's own shape. */
  aspect?: string;
  className?: string;
}

/**
 * The one player for a piece of work (issue 17): video (fills its frame, poster from the picture), audio
 * (cover art with its waveform, live progress over the bars), pictures (a button that opens the lightbox),
 * and the processing and failed states instead of a broken player. One thing plays at a time.
 *
 * Cards pass `autoPlayMuted` with `active` (the card is on top): `delayMs` later it plays muted, and stops
 * when it ends or `active` turns false. Sound comes only from an explicit tap on Unmute (or on Play outside a
 * card). With prefers-reduced-motion nothing starts by itself.
 */
export function MediaPlayer({
  autoPlayMuted = false,
  active = true,
  delayMs = 800,
  preload,
  onPictureSettled,
  gallery,
  galleryIndex = 0,
  fullLength = false,
  ...common
}: CommonProps & {
  /** Plays the whole file instead of the preview clip (a partner reviewing a delivery hears all of it). */
  fullLength?: boolean;
  autoPlayMuted?: boolean;
  active?: boolean;
  delayMs?: number;
  /** `auto` for the card that comes next (so a swipe never waits), `none` far below the fold. */
  preload?: 'none' | 'metadata' | 'auto';
  /** The picture (or the art that stands for it) is on screen: a swipe stack shows its buttons then. */
  onPictureSettled?: () => void;
  /** Pictures of the same carousel, for the lightbox's previous/next; this one is `gallery[galleryIndex]`. */
  gallery?: readonly LightboxItem[];
  galleryIndex?: number;
}) {
  const { media } = common;
  const settledRef = useRef(onPictureSettled);
  settledRef.current = onPictureSettled;
  const pictureless =
    media.status !== 'ready' || media.kind === 'audio' || (media.kind === 'video' && media.images.length === 0);
  useEffect(() => {
    if (pictureless) settledRef.current?.();
  }, [pictureless]);

  if (media.status === 'processing') return <MediaState {...common} tone="processing" />;
  if (media.status === 'failed') return <MediaState {...common} tone="failed" />;
  if (media.kind === 'image' || media.kind === 'pdf') {
    return (
      <PictureView
        {...common}
        gallery={gallery ?? [{ media, title: common.title }]}
        galleryIndex={gallery ? galleryIndex : 0}
        onSettled={() => settledRef.current?.()}
      />
    );
  }
  if (!media.playUrl) return <MediaState {...common} tone="failed" />;
  return (
    <Playable
      {...common}
      src={fullLength && media.kind === 'audio' ? media.fullUrl : media.playUrl}
      autoPlayMuted={autoPlayMuted}
      active={active}
      delayMs={delayMs}
      preload={preload ?? (common.variant === 'card' ? 'auto' : 'metadata')}
      onSettled={() => settledRef.current?.()}
    />
  );
}

function frameClasses(variant: Variant | undefined, media: WorkMedia, className?: string, aspect?: string) {
  if (variant === 'card') return cn('absolute inset-0 overflow-hidden', className);
  const wide = media.kind === 'video' || media.kind === 'audio';
  return cn(
    'relative w-full overflow-hidden rounded-card bg-raised',
    aspect ?? (wide ? 'aspect-video' : 'aspect-[4/5]'),
    className,
  );
}

function MediaState({
  media,
  title,
  seed,
  variant,
  className,
  aspect,
  tone,
}: CommonProps & { tone: 'processing' | 'failed' }) {
  return (
    <div className={frameClasses(variant, media, className, aspect)}>
      <Picture media={null} alt="" seed={seed ?? media.id} fill className="opacity-50" />
      <div
        role="status"
        className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center"
        aria-label={tone === 'processing' ? `${title} is processing` : `${title} could not be processed`}
      >
        {tone === 'processing' ? (
          <>
            <Spinner className="size-6 text-fg" />
            <p className="text-sm font-semibold text-fg">Processing…</p>
            <p className="max-w-64 text-xs text-fg/80">
              Your file is being prepared for every screen. This takes a moment.
            </p>
          </>
        ) : (
          <>
            <AlertTriangle aria-hidden="true" className="size-6 text-danger" />
            <p className="text-sm font-semibold text-fg">This file could not be processed</p>
            <p className="max-w-72 text-xs text-fg/85">{media.failureReason ?? 'Nothing can be played from it.'}</p>
          </>
        )}
      </div>
    </div>
  );
}

function PictureView({
  media,
  title,
  seed,
  variant,
  sizes,
  priority,
  className,
  aspect,
  gallery,
  galleryIndex,
  onSettled,
}: CommonProps & { gallery: readonly LightboxItem[]; galleryIndex: number; onSettled: () => void }) {
  const [open, setOpen] = useState<number | null>(null);
  const card = variant === 'card';
  const picture = (
    <Picture
      media={media}
      // Every player is card-sized: its picture takes the AVIF at the card widths where it has them.
      sources={media.avifImages}
      alt={title}
      seed={seed ?? media.id}
      sizes={sizes}
      priority={priority}
      fill={card || aspect !== undefined}
      onLoad={onSettled}
      onError={onSettled}
      className={card ? undefined : 'rounded-card'}
    />
  );
  // A card is swiped, not opened: its picture stays a picture.
  if (card) return <div className={frameClasses(variant, media, className)}>{picture}</div>;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(galleryIndex)}
        onPointerEnter={() => void Lightbox.preload()}
        onFocus={() => void Lightbox.preload()}
        aria-label={`Open ${title}`}
        className={cn('group relative block w-full overflow-hidden rounded-card bg-raised', aspect, className)}
      >
        {picture}
        <span className="absolute right-2 bottom-2 inline-flex size-9 items-center justify-center rounded-full bg-ink/70 text-fg opacity-0 ring-1 ring-line-strong transition group-hover:opacity-100 group-focus-visible:opacity-100">
          <Maximize2 aria-hidden="true" className="size-4" />
        </span>
      </button>
      {open === null ? null : (
        <Suspense fallback={null}>
          <Lightbox items={gallery} index={open} onIndexChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

function Playable({
  media,
  title,
  seed,
  variant,
  sizes,
  priority,
  className,
  aspect,
  src,
  autoPlayMuted,
  active,
  delayMs,
  preload,
  onSettled,
}: CommonProps & {
  src: string;
  autoPlayMuted: boolean;
  active: boolean;
  delayMs: number;
  preload: 'none' | 'metadata' | 'auto';
  onSettled: () => void;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const [muted, setMuted] = useState(autoPlayMuted);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(media.durationSeconds ?? 0);
  // A page the server rendered fetches no sound or film before it has painted: on a phone's link those bytes
  // would hold up the first paint and the lead picture. The app asks for them once it has the page.
  const preloadNow = useBrowserValue(() => preload, 'none');
  const [announcement, setAnnouncement] = useState('');
  const card = variant === 'card';
  const video = media.kind === 'video';

  const paintProgress = useCallback(() => {
    const el = mediaRef.current;
    const root = rootRef.current;
    if (!el || !root) return;
    const total = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : duration;
    root.style.setProperty('--progress', String(total > 0 ? Math.min(1, el.currentTime / total) : 0));
  }, [duration]);

  // While playing, the bars and the progress line follow every frame, written straight to the DOM.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      paintProgress();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, paintProgress]);

  // The card's sample: muted, delayMs after the card is on top; stopped when the card changes.
  useEffect(() => {
    const el = mediaRef.current;
    if (!autoPlayMuted || !active || !el || prefersReducedMotion()) return;
    const timer = window.setTimeout(() => {
      el.muted = true;
      setMuted(true);
      try {
        // Autoplay policies may refuse: the indicator then stays idle and Play still works.
        void el.play()?.catch(() => setPlaying(false));
      } catch {
        setPlaying(false);
      }
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      try {
        el.pause();
      } catch {
        // Nothing was playing (jsdom, an element never loaded).
      }
    };
  }, [autoPlayMuted, active, delayMs]);

  useEffect(() => {
    const el = mediaRef.current;
    return () => {
      if (el) releasePlayback(el);
    };
  }, []);

  function toggle() {
    const el = mediaRef.current;
    if (!el) return;
    if (el.paused || el.ended) {
      // Outside a card, pressing Play is the explicit tap that brings sound.
      if (!autoPlayMuted) {
        el.muted = false;
        setMuted(false);
      }
      try {
        void el.play()?.catch(() => setAnnouncement(`${title} could not be played`));
      } catch {
        setAnnouncement(`${title} could not be played`);
      }
    } else {
      el.pause();
    }
  }

  function toggleMute() {
    const el = mediaRef.current;
    if (!el) return;
    el.muted = !el.muted;
    setMuted(el.muted);
    setAnnouncement(el.muted ? `${title} muted` : `${title} sound on`);
  }

  function seekTo(seconds: number) {
    const el = mediaRef.current;
    if (!el) return;
    const total = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : duration;
    el.currentTime = Math.max(0, Math.min(total || seconds, seconds));
    setCurrent(el.currentTime);
    paintProgress();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (event.key === ' ' && target.tagName !== 'BUTTON') {
      event.preventDefault();
      event.stopPropagation();
      toggle();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      // Inside the player the arrows seek (a swipe stack around it must not take them).
      event.preventDefault();
      event.stopPropagation();
      seekTo((mediaRef.current?.currentTime ?? 0) + (event.key === 'ArrowRight' ? 1 : -1) * SEEK_STEP_SECONDS);
    }
  }

  function onBarPointer(event: PointerEvent<HTMLDivElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return;
    const el = mediaRef.current;
    const total = el && Number.isFinite(el.duration) && el.duration > 0 ? el.duration : duration;
    seekTo(((event.clientX - rect.left) / rect.width) * total);
  }

  const events = {
    onPlay: (e: { currentTarget: HTMLMediaElement }) => claimPlayback(e.currentTarget),
    onPlaying: () => {
      setPlaying(true);
      setStarted(true);
      setAnnouncement(`Playing ${title}${mediaRef.current?.muted ? ', muted' : ''}`);
    },
    onPause: (e: { currentTarget: HTMLMediaElement }) => {
      setPlaying(false);
      releasePlayback(e.currentTarget);
      setAnnouncement(`Paused ${title}`);
    },
    onEnded: (e: { currentTarget: HTMLMediaElement }) => {
      setPlaying(false);
      releasePlayback(e.currentTarget);
      setAnnouncement(`${title} ended`);
    },
    onTimeUpdate: (e: { currentTarget: HTMLMediaElement }) => {
      setCurrent(e.currentTarget.currentTime);
      paintProgress();
    },
    onLoadedMetadata: (e: { currentTarget: HTMLMediaElement }) => {
      if (Number.isFinite(e.currentTarget.duration) && e.currentTarget.duration > 0)
        setDuration(e.currentTarget.duration);
    },
  };
  const setMediaRef = (el: HTMLMediaElement | null) => {
    mediaRef.current = el;
    if (el) el.muted = muted;
  };

  const stopDrag = (e: PointerEvent) => e.stopPropagation();
  const label = `${playing ? 'Pause' : 'Play'} ${title}`;
  const Kind = video ? Film : Music;

  const playButton = (
    <button
      type="button"
      onClick={toggle}
      onPointerDown={stopDrag}
      aria-label={label}
      className="pointer-events-auto inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-ink shadow-glow transition hover:bg-accent-hover motion-safe:active:scale-95"
    >
      {playing ? (
        <Pause aria-hidden="true" className="size-5" fill="currentColor" />
      ) : (
        <Play aria-hidden="true" className="size-5 translate-x-px" fill="currentColor" />
      )}
    </button>
  );
  const muteButton = (
    <button
      type="button"
      onClick={toggleMute}
      onPointerDown={stopDrag}
      aria-label={`${muted ? 'Unmute' : 'Mute'} ${title}`}
      aria-pressed={muted}
      className="pointer-events-auto inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink/40 text-fg ring-1 ring-white/25 backdrop-blur transition hover:bg-white/10"
    >
      {muted ? <VolumeX aria-hidden="true" className="size-4" /> : <Volume2 aria-hidden="true" className="size-4" />}
    </button>
  );
  const clock = (
    <span className="shrink-0 font-mono text-xs tabular-nums text-fg/90">
      {formatMediaTime(current)} / {formatMediaTime(duration)}
    </span>
  );
  const line = (
    <div className="h-1 w-full overflow-hidden rounded-full bg-white/25">
      <div className="h-full origin-left rounded-full bg-white" style={{ transform: 'scaleX(var(--progress, 0))' }} />
    </div>
  );
  const indicator = (
    <span
      data-playing={playing}
      className={cn(
        'pointer-events-none inline-flex min-w-0 items-center gap-1.5 truncate rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
        playing ? 'bg-accent text-ink ring-accent' : 'bg-ink/70 text-fg ring-line-strong backdrop-blur',
      )}
    >
      <Kind aria-hidden="true" className="size-3.5" />
      {/* Short on phones, where the clock and both buttons share the row. */}
      <span className="sm:hidden">{playing ? 'Playing' : 'Sample'}</span>
      <span className="hidden sm:inline">
        {playing ? `Playing ${video ? 'video' : 'audio'} sample` : `${video ? 'Video' : 'Audio'} sample`}
      </span>
      {playing ? (
        <span aria-hidden="true" className="flex h-3 items-end gap-0.5">
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              className="w-0.5 rounded-full bg-ink motion-safe:animate-pulse"
              style={{ height: `${50 + i * 25}%`, animationDelay: `${i * 150}ms` }}
            />
          ))}
        </span>
      ) : null}
    </span>
  );
  // In a card the middle stays free for the swipe: two buttons at the edges and a progress line, nothing to
  // catch a drag. Elsewhere a seek bar sits between them.
  const controls = card ? (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        {playButton}
        {clock}
        <span className="flex min-w-0 flex-1 justify-center">{indicator}</span>
        {muteButton}
      </div>
      <div aria-hidden="true">{line}</div>
    </div>
  ) : (
    <div className="flex items-center gap-2">
      {playButton}
      <div
        role="slider"
        tabIndex={0}
        aria-label={`Seek ${title}`}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(current)}
        aria-valuetext={`${formatMediaTime(current)} of ${formatMediaTime(duration)}`}
        onPointerDown={onBarPointer}
        className="pointer-events-auto relative flex h-6 min-w-0 flex-1 cursor-pointer items-center"
      >
        {line}
      </div>
      {clock}
      {muteButton}
    </div>
  );

  let body: ReactNode;
  if (video) {
    body = (
      <>
        <Picture
          media={media}
          sources={media.avifImages}
          alt={title}
          seed={seed ?? media.id}
          sizes={sizes}
          priority={priority}
          fill
          onLoad={onSettled}
          onError={onSettled}
        />
        <video
          ref={setMediaRef}
          src={src}
          playsInline
          preload={preloadNow}
          aria-label={title}
          className={cn(
            'absolute inset-0 size-full transition-opacity duration-300',
            card ? 'object-cover' : 'object-contain bg-ink',
            started ? 'opacity-100' : 'opacity-0',
          )}
          {...events}
        />
      </>
    );
  } else {
    body = (
      <>
        <Picture media={null} alt={title} seed={seed ?? media.id} fill />
        <div className="absolute inset-x-4 top-1/2 -translate-y-1/2 sm:inset-x-8">
          <Waveform peaks={media.peaks} bars={card ? 40 : 64} className={card ? 'h-24' : 'h-16 sm:h-20'} />
        </div>
        <audio ref={setMediaRef} src={src} preload={preloadNow} {...events} />
      </>
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of the player's controls.
    <div
      ref={rootRef}
      role="group"
      aria-label={`${video ? 'Video' : 'Audio'}: ${title}`}
      onKeyDown={onKeyDown}
      data-playing={playing}
      className={frameClasses(variant, media, className, aspect)}
    >
      {body}
      <div
        className={cn(
          'pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/90 via-ink/50 to-transparent px-3 pt-8 pb-3',
          card && 'pb-4',
        )}
      >
        {controls}
      </div>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
