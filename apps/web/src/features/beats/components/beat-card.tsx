import { LICENSE_KIND_LABELS } from '@pulse/domain/beats';
import type { BeatView } from '@pulse/domain/beats-contracts';
import { formatDuration } from '@pulse/domain/cosign-limit';
import { formatCents } from '@pulse/domain/ledger';
import { AudioLines } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { MediaPlayer } from '../../../ui/media-player';

/** The license dialog (its form, the payment fields, the dialog itself) loads when License is first pressed. */
const LicenseDialog = lazyWithPreload(async () => (await import('./license-dialog')).LicenseDialog);

/**
 * One beat in the list: the preview in the one player, facts, prices and License; in "Sounds like this" results
 * also why it came up (`why`), and More like this.
 */
export function BeatCard({
  beat,
  why,
  onMoreLikeThis,
}: {
  beat: BeatView;
  why?: ReactNode;
  onMoreLikeThis?: () => void;
}) {
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
      {/* The player plays the preview clip, never the full beat: say how long the clip is. */}
      {beat.previewSeconds != null ? (
        <p className="-mb-1 text-xs text-muted">Preview · {formatDuration(beat.previewSeconds)}</p>
      ) : null}
      {beat.preview ? (
        <MediaPlayer
          media={beat.preview}
          title={beat.title}
          seed={beat.id}
          aspect="aspect-[5/2]"
          preload="none"
          sizes="(min-width: 1024px) 440px, 100vw"
        />
      ) : (
        <p className="text-sm text-muted">The preview is not available right now.</p>
      )}
      {why}
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
        <div className="flex flex-wrap gap-2">
          {onMoreLikeThis ? (
            <Button variant="ghost" onClick={onMoreLikeThis}>
              <AudioLines aria-hidden="true" className="size-4" /> More like this
              <span className="sr-only"> {beat.title}</span>
            </Button>
          ) : null}
          <Button
            onClick={() => setOpen(true)}
            onPointerEnter={() => void LicenseDialog.preload()}
            onFocus={() => void LicenseDialog.preload()}
          >
            License<span className="sr-only"> {beat.title}</span>
          </Button>
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <LicenseDialog beat={beat} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </li>
  );
}
