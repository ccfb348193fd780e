import { BOARD_COLUMNS, boardStats, groupBriefs, NO_BRIEFS_YET } from '@pulse/domain/brief-board';
import type { Brief } from '@pulse/domain/briefs';
import { Plus } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';
import { BriefCard } from './brief-card';
import { formatDollars } from './format';
import { StatRow, StatTile } from './stat-tile';

const TEASERS = [
  { name: 'PulseMap Analytics', about: 'Where your briefs land across campuses' },
  { name: 'PulsePath Integration', about: 'Briefs into contract-ready plans' },
] as const;

/** The brief board (spec part 2, section 2): stats, teasers, drafts, and the Open, Matched and Closed columns. */
export function BriefBoard({ briefs }: { briefs: readonly Brief[] }) {
  const stats = boardStats(briefs);
  const groups = groupBriefs(briefs);
  const now = new Date();
  return (
    <div className="flex flex-col gap-6">
      <StatRow label="Brief stats">
        <StatTile label="Total Briefs" value={stats.totalBriefs} />
        <StatTile label="Active" value={stats.active} />
        <StatTile label="Total Matches" value={stats.totalMatches} />
        <StatTile label="Total Budget" value={formatDollars(stats.totalBudgetCents)} />
      </StatRow>

      <ul className="grid grid-cols-2 gap-3" aria-label="Coming soon">
        {TEASERS.map((t) => (
          <li key={t.name} className="rounded-card bg-surface p-4 ring-1 ring-line">
            <p className="text-[0.65rem] font-semibold tracking-wider text-accent uppercase">Coming Soon</p>
            <p className="mt-1 font-display text-sm font-bold">{t.name}</p>
            <p className="text-xs text-muted">{t.about}</p>
          </li>
        ))}
      </ul>

      {briefs.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-card bg-surface p-5 ring-1 ring-line">
          <p className="font-display text-lg font-bold">{NO_BRIEFS_YET}</p>
          <p className="text-sm text-muted">Describe the vibe you need and matched snippets come to you.</p>
          <ButtonLink to="/brand/new-brief">
            <Plus aria-hidden="true" className="size-4" /> New Brief
          </ButtonLink>
        </div>
      ) : null}

      {groups.draft.length > 0 ? (
        <section aria-labelledby="drafts-heading" className="flex flex-col gap-3">
          <h2 id="drafts-heading" className="font-display text-xl font-bold">
            Drafts <span className="text-muted">({groups.draft.length})</span>
          </h2>
          <div className="grid gap-3 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3">
            {groups.draft.map((b) => (
              <BriefCard key={b.id} brief={b} now={now} />
            ))}
          </div>
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        {BOARD_COLUMNS.map((column) => {
          const items = groups[column.id];
          return (
            <section key={column.id} aria-labelledby={`column-${column.id}`} className="flex flex-col gap-3">
              <h2 id={`column-${column.id}`} className="font-display text-xl font-bold">
                {column.title} <span className="text-muted">({items.length})</span>
              </h2>
              {items.length === 0 ? (
                <p className="rounded-card border border-dashed border-line p-4 text-sm text-muted">{column.empty}</p>
              ) : (
                items.map((b) => <BriefCard key={b.id} brief={b} now={now} />)
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
