import type { ReactNode } from 'react';

/** One figure of a screen's stat row. */
export function StatTile({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-card bg-surface p-4 ring-1 ring-line">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-bold text-fg tabular-nums">{value}</dd>
    </div>
  );
}

export function StatRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 grid-cols-1 sm:grid-cols-4">
      {children}
    </dl>
  );
}
