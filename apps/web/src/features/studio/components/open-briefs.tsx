import type { MatchingBrief } from '@pulse/domain/briefs';
import { USAGE_TIER_LABELS } from '@pulse/domain/matching';
import { budgetLabel } from '@pulse/domain/studio';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { TextField } from '../../../ui/field';
import { ReportButton } from '../../../ui/report-button';
import { EmptyState } from './empty-state';

export interface SubmitMatchInput {
  briefId: string;
  snippetId: string;
  priceQuote: number;
}

const STATUS_LABEL: Record<NonNullable<MatchingBrief['submission']>['status'], string> = {
  pending: 'Submitted',
  shortlisted: 'Shortlisted',
  licensed: 'Licensed',
  selected: 'Selected',
  declined: 'Declined',
};

function usageLabel(tier: string | null): string {
  return tier ? ((USAGE_TIER_LABELS as Record<string, string>)[tier] ?? tier) : 'Any use';
}

function deadlineLabel(deadline: string | null): string {
  if (!deadline) return 'No deadline';
  return new Date(`${deadline}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

/** Submit Match asks for the price first (whole dollars, the brief's top budget to start with). */
function SubmitMatchForm({
  item,
  onSubmit,
  onCancel,
}: {
  item: MatchingBrief & { snippetId: string };
  onSubmit: (input: SubmitMatchInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const start = item.brief.budgetMaxCents ?? item.brief.budgetMinCents;
  const [price, setPrice] = useState(start ? String(Math.round(start / 100)) : '');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await onSubmit({ briefId: item.brief.id, snippetId: item.snippetId, priceQuote: Number(price.trim()) });
    } catch (error) {
      setFailure(errorMessage(error));
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-line pt-3">
      <TextField
        label="Your price (USD)"
        inputMode="numeric"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending} pendingLabel="Submitting...">
          Send Match
        </Button>
      </div>
    </form>
  );
}

function OpenBriefCard({
  item,
  onSubmit,
}: {
  item: MatchingBrief;
  onSubmit: (input: SubmitMatchInput) => Promise<unknown>;
}) {
  const [details, setDetails] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { brief } = item;
  const snippetId = item.snippetId;
  return (
    <li>
      <article aria-label={brief.title} className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-display text-lg font-bold break-words">{brief.title}</h3>
            <p className="text-sm text-muted">{brief.brand}</p>
          </div>
          <Chip tone={item.matchScore >= 50 ? 'success' : 'neutral'}>{item.matchScore}% match</Chip>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-xs text-muted">Budget</dt>
            <dd className="font-semibold">{budgetLabel(brief.budgetMinCents, brief.budgetMaxCents)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Deadline</dt>
            <dd className="font-semibold">{deadlineLabel(brief.deadline)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Matches</dt>
            <dd className="font-semibold tabular-nums">{brief.matchCount}</dd>
          </div>
        </dl>
        <p className={details ? 'text-sm' : 'line-clamp-2 text-sm'}>{brief.description}</p>
        <div className="flex flex-wrap gap-1.5">
          <Chip tone="info">{usageLabel(brief.usageType)}</Chip>
          {brief.tags.map((tag) => (
            <Chip key={tag}>{tag}</Chip>
          ))}
        </div>
        {details ? <p className="text-sm text-muted">Why: {item.reason}</p> : null}
        {item.submission ? (
          <p className="text-sm font-semibold text-success">
            {STATUS_LABEL[item.submission.status]} · {item.submission.matchScore}% match
          </p>
        ) : null}
        {!item.submission && !snippetId ? (
          <p className="text-sm text-muted">Upload a snippet to submit a match.</p>
        ) : null}
        {submitting && snippetId && !item.submission ? (
          <SubmitMatchForm
            item={{ ...item, snippetId }}
            onSubmit={(input) => onSubmit(input).then(() => setSubmitting(false))}
            onCancel={() => setSubmitting(false)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            {item.submission || !snippetId ? null : <Button onClick={() => setSubmitting(true)}>Submit Match</Button>}
            <Button variant="secondary" aria-expanded={details} onClick={() => setDetails((d) => !d)}>
              {details ? 'Hide Details' : 'View Details'}
            </Button>
            <ReportButton
              kind="brief"
              targetId={brief.id}
              subject={`“${brief.title}”`}
              label="Report brief"
              className="ml-auto"
            />
          </div>
        )}
      </article>
    </li>
  );
}

/** The Open Briefs tab: open briefs ranked for the creative, each with Submit Match and View Details. */
export function OpenBriefs({
  items,
  onSubmit,
}: {
  items: readonly MatchingBrief[];
  onSubmit: (input: SubmitMatchInput) => Promise<unknown>;
}) {
  if (items.length === 0) {
    return (
      <EmptyState title="No matching briefs">
        <p>When PulsePartners post briefs, the ones that fit your work show up here.</p>
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <OpenBriefCard key={item.brief.id} item={item} onSubmit={onSubmit} />
      ))}
    </ul>
  );
}
