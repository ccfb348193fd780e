import { type BeatView, LICENSE_KIND_LABELS } from '@pulse/domain/beats';
import { formatDuration } from '@pulse/domain/cosign-limit';
import { formatCents } from '@pulse/domain/ledger';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { LicenseDialog } from './license-dialog';

/**
 * The preview clip's waveform, drawn from the peaks the server stored (decision 016), with the played part
 * lit while it plays. A beat without peaks shows a flat line: no bars are invented.
 */
export function Waveform({ title, peaks, progress }: { title: string; peaks: number[] | null; progress: number }) {
  if (!peaks || peaks.length === 0) {
    return (
      <div role="img" aria-label={`No waveform for ${title}`} className="flex h-10 items-center">
        <span className="h-px w-full bg-line-strong" />
      </div>
    );
  }
  const played = Math.round(progress * peaks.length);
  return (
    <div role="img" aria-label={`Waveform of ${title}`} className="flex h-10 items-center gap-[2px]">
      {peaks.map((peak, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: one bar per slice of the clip, in order
          key={i}
          className={`w-full rounded-full transition-colors ${i < played ? 'bg-accent' : 'bg-muted/45'}`}
          // A floor of 6% keeps quiet slices visible as a dot rather than nothing.
          style={{ height: `${Math.max(6, Math.round(peak * 100))}%` }}
        />
      ))}
    </div>
  );
}

export function BeatPreview({
  beat,
}: {
  beat: Pick<BeatView, 'id' | 'title' | 'audioUrl' | 'peaks'> & Partial<Pick<BeatView, 'previewSeconds'>>;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [progress, setProgress] = useState(0);
  const [playing, setPlaying] = useState(false);

  // While playing, follow the clip every frame (timeupdate fires only a few times a second).
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      const el = audio.current;
      if (el && el.duration > 0) setProgress(Math.min(1, el.currentTime / el.duration));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const follow = () => {
    const el = audio.current;
    if (el && el.duration > 0) setProgress(Math.min(1, el.currentTime / el.duration));
  };

  return (
    <div className="flex flex-col gap-2">
      {/* The clip's own stored length: the player plays the preview, never the full beat. */}
      {beat.previewSeconds != null ? (
        <p className="text-xs text-muted">Preview · {formatDuration(beat.previewSeconds)}</p>
      ) : null}
      <Waveform title={beat.title} peaks={beat.peaks} progress={progress} />
      <audio
        ref={audio}
        controls
        preload="none"
        src={beat.audioUrl}
        aria-label={`Play preview of ${beat.title}`}
        className="w-full"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setProgress(0);
        }}
        onSeeked={follow}
        onTimeUpdate={follow}
      >
        <track kind="captions" />
      </audio>
    </div>
  );
}

/** One beat in the list: preview, facts, prices and License. */
export function BeatCard({ beat }: { beat: BeatView }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-display text-xl font-bold break-words">{beat.title}</h2>
          <p className="text-sm text-muted">
            {beat.producer.name} · {beat.bpm} BPM · {beat.key}
            {beat.durationSeconds !== null ? ` · ${formatDuration(beat.durationSeconds)} full beat` : ''}
          </p>
        </div>
        <p className="text-sm font-semibold tabular-nums">from {formatCents(beat.price.nonExclusiveCents)}</p>
      </div>
      <BeatPreview beat={beat} />
      <div className="flex flex-wrap gap-1.5">
        {beat.moods.map((m) => (
          <Chip key={m} tone="accent">
            {m}
          </Chip>
        ))}
        {beat.licenseTypes.map((t) => (
          <Chip key={t}>{t}</Chip>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-muted">
          {LICENSE_KIND_LABELS.non_exclusive} {formatCents(beat.price.nonExclusiveCents)} ·{' '}
          {LICENSE_KIND_LABELS.exclusive} {formatCents(beat.price.exclusiveCents)}
        </span>
        <Button onClick={() => setOpen(true)}>
          License<span className="sr-only"> {beat.title}</span>
        </Button>
      </div>
      {open ? <LicenseDialog beat={beat} onClose={() => setOpen(false)} /> : null}
    </li>
  );
}
