import type { ReactNode } from 'react';

/** A list with nothing in it yet: the title, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card bg-surface px-5 py-8 text-center ring-1 ring-line">
      <p className="font-display text-lg font-bold">{title}</p>
      {children ? <div className="flex flex-col items-center gap-3 text-sm text-muted">{children}</div> : null}
    </div>
  );
}
