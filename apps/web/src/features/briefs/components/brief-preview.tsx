import { dueInDays, dueLabel } from '@pulse/domain/brief-board';
import { Chip } from '../../../ui/chip';
import { formatBudget, usageLabel } from './format';

export interface BriefPreviewValues {
  title: string;
  description: string;
  usageType: string;
  deadline: string;
  budgetMin: number;
  budgetMax: number;
  tags: readonly string[];
}

const dollarsOrNull = (n: number) => (Number.isFinite(n) ? Math.round(n) * 100 : null);

/** The live preview: how creatives will see the brief. */
export function BriefPreview({ values }: { values: BriefPreviewValues }) {
  const days = values.deadline ? dueInDays(values.deadline, new Date()) : null;
  return (
    <section aria-label="Live preview" className="rounded-card bg-raised p-5 ring-1 ring-accent/40">
      <p className="text-[0.65rem] font-semibold tracking-wider text-accent uppercase">Live preview</p>
      <h2 className="mt-1 font-display text-xl font-bold break-words">{values.title}</h2>
      {values.description.trim() ? (
        <p className="mt-2 text-sm whitespace-pre-line text-muted">{values.description}</p>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">Budget</dt>
          <dd className="font-semibold">
            {formatBudget(dollarsOrNull(values.budgetMin), dollarsOrNull(values.budgetMax))}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Usage</dt>
          <dd className="font-semibold">{usageLabel(values.usageType)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Deadline</dt>
          <dd className="font-semibold">{values.deadline ? `${values.deadline} · ${dueLabel(days)}` : 'Not set'}</dd>
        </div>
      </dl>
      {values.tags.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Preview tags">
          {values.tags.map((tag) => (
            <li key={tag}>
              <Chip tone="accent">{tag}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
