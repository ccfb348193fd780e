import type { ReactNode } from 'react';

/** One titled block of the settings screen; each feature that owns a part of the account fills one. */
export function SettingsSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-card bg-surface p-5 ring-1 ring-line sm:p-6">
      <h2 id={`${id}-title`} className="font-display text-xl font-bold text-fg">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-muted">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
