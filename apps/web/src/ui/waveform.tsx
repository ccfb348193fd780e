import { cn } from '../lib/cn';

/** Resamples peaks (0..1) to `bars` values by taking each bucket's loudest. */
export function barsFrom(peaks: readonly number[] | null | undefined, bars: number): number[] {
  if (!peaks || peaks.length === 0)
    return Array.from({ length: bars }, (_, i) => 0.25 + 0.2 * Math.abs(Math.sin(i * 0.7)));
  const out: number[] = [];
  for (let i = 0; i < bars; i++) {
    const from = Math.floor((i * peaks.length) / bars);
    const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / bars));
    let max = 0;
    for (let j = from; j < to && j < peaks.length; j++) max = Math.max(max, peaks[j] ?? 0);
    out.push(Math.min(1, Math.max(0.06, max)));
  }
  return out;
}

/**
 * A track's waveform as bars. Progress is the CSS variable `--progress` (0..1) inherited from an ancestor,
 * so a player can move it every frame without a React render: bars left of it are lit.
 */
export function Waveform({
  peaks,
  bars = 48,
  className,
}: {
  peaks: readonly number[] | null | undefined;
  bars?: number;
  className?: string;
}) {
  const values = barsFrom(peaks, bars).map((v, i) => ({ v, key: `bar-${i}` }));
  const row = (tone: string) => (
    <div className="absolute inset-0 flex items-center gap-[2px]">
      {values.map(({ v, key }) => (
        <span
          key={key}
          className={cn('min-w-0 flex-1 rounded-full', tone)}
          style={{ height: `${Math.round(v * 100)}%` }}
        />
      ))}
    </div>
  );
  return (
    <div aria-hidden="true" data-waveform="" className={cn('relative h-12 w-full', className)}>
      {row('bg-white/35')}
      <div className="absolute inset-0" style={{ clipPath: 'inset(0 calc(100% - var(--progress, 0) * 100%) 0 0)' }}>
        {row('bg-white')}
      </div>
    </div>
  );
}
