import { cn } from '../../../lib/cn';

/** One figure of the dashboard's stat row; a tile without data says so in muted text. */
export function StatTile({ label, value, empty = false }: { label: string; value: string; empty?: boolean }) {
  return (
    <div className="flex min-h-24 flex-col justify-between rounded-card bg-surface p-4 ring-1 ring-line">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className={cn('mt-1 font-bold tabular-nums', empty ? 'text-sm text-muted' : 'font-display text-2xl text-fg')}>
        {value}
      </dd>
    </div>
  );
}
