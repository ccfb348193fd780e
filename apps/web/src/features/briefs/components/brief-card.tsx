import { cardTags, dueInDays, dueLabel } from '@pulse/domain/brief-board';
import type { Brief } from '@pulse/domain/briefs';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { formatBudget } from './format';

const STATUS_LABEL: Record<Brief['status'], string> = {
  draft: 'Draft',
  open: 'Open',
  matched: 'Matched',
  closed: 'Closed',
  posted: 'Posted',
};

/** A brief on the board: up to 3 tags, budget, due-in-days, matches, and the way in. */
export function BriefCard({ brief, now }: { brief: Brief; now: Date }) {
  const matches = brief.matchCount;
  return (
    <article aria-label={brief.title} className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-display text-lg leading-tight font-bold break-words">{brief.title}</h3>
        <Chip tone={brief.status === 'closed' ? 'neutral' : brief.status === 'matched' ? 'success' : 'accent'}>
          {STATUS_LABEL[brief.status]}
        </Chip>
      </div>
      {brief.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {cardTags(brief.tags).map((tag) => (
            <li key={tag}>
              <Chip>{tag}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">Budget</dt>
          <dd className="font-semibold">{formatBudget(brief.budgetMinCents, brief.budgetMaxCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Due</dt>
          <dd className="font-semibold">{dueLabel(dueInDays(brief.deadline, now))}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Matches</dt>
          <dd className="font-semibold tabular-nums">{matches}</dd>
        </div>
      </dl>
      <Link
        to={`/brand/briefs/${brief.id}`}
        className={buttonClasses(matches > 0 ? 'primary' : 'secondary', 'md', 'self-start')}
      >
        {matches > 0 ? 'View Matches' : 'View Brief'}
      </Link>
    </article>
  );
}
