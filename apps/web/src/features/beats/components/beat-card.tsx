import { type BeatView, LICENSE_KIND_LABELS } from '@pulse/domain/beats';
import { formatCents } from '@pulse/domain/ledger';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { LicenseDialog } from './license-dialog';

/** Bars of a decorative waveform, stable per beat (the audio element below does the playing). */
function bars(seed: string, count = 40): number[] {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return Array.from({ length: count }, (_, i) => {
    h = (h * 1_103_515_245 + 12_345) >>> 0;
    const envelope = Math.sin((Math.PI * (i + 1)) / (count + 1));
    return 20 + Math.round(((h % 1000) / 1000) * 60 * envelope + 20 * envelope);
  });
}

export function BeatPreview({ beat }: { beat: Pick<BeatView, 'id' | 'title' | 'audioUrl'> }) {
  return (
    <div className="flex flex-col gap-2">
      <div aria-hidden="true" className="flex h-10 items-center gap-[2px]">
        {bars(beat.id).map((height, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
          <span key={i} className="w-full rounded-full bg-accent/60" style={{ height: `${height}%` }} />
        ))}
      </div>
      <audio
        controls
        preload="none"
        src={beat.audioUrl}
        aria-label={`Play preview of ${beat.title}`}
        className="w-full"
      >
        <track kind="captions" />
      </audio>
    </div>
  );
}

/** One beat in the list: preview, facts, prices and License. */
export function BeatCard({ beat }: { beat: BeatView }) {
  const [open, setOpen] = useState(false);
  const minutes = beat.durationSeconds !== null ? Math.floor(beat.durationSeconds / 60) : null;
  const seconds = beat.durationSeconds !== null ? String(beat.durationSeconds % 60).padStart(2, '0') : null;
  return (
    <li className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-display text-xl font-bold break-words">{beat.title}</h2>
          <p className="text-sm text-muted">
            {beat.producer.name} · {beat.bpm} BPM · {beat.key}
            {minutes !== null ? ` · ${minutes}:${seconds}` : ''}
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
