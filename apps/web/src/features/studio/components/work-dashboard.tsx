import { type DashboardSubmission, durationLabel, NO_SNIPPETS, rightsSummary } from '@pulse/domain/studio';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Page, PageHeading } from '../../../ui/page';
import { Loading } from '../../../ui/spinner';
import { useCreatorDashboard } from '../api/get-creator-dashboard';
import { EmptyState } from './empty-state';

const STATUS: Record<
  DashboardSubmission['status'],
  { label: string; tone: 'neutral' | 'success' | 'info' | 'danger' }
> = {
  pending: { label: 'Pending', tone: 'neutral' },
  shortlisted: { label: 'Shortlisted', tone: 'info' },
  licensed: { label: 'Licensed', tone: 'success' },
  selected: { label: 'Selected', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `work-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-display text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SubmissionList({ items }: { items: DashboardSubmission[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((s) => (
        <li key={s.id} className="flex items-start justify-between gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
          <div className="min-w-0">
            <p className="font-semibold break-words">{s.briefTitle}</p>
            <p className="text-sm text-muted">
              {s.snippetTitle ? `${s.snippetTitle} · ` : ''}
              {s.matchScore}% match
            </p>
          </div>
          <Chip tone={STATUS[s.status].tone}>{STATUS[s.status].label}</Chip>
        </li>
      ))}
    </ul>
  );
}

/** `/producer/dashboard` and `/filmmaker/dashboard`: the person's real uploads, submissions and licenses. */
export function WorkDashboard({ title }: { title: string }) {
  const dashboard = useCreatorDashboard();
  const data = dashboard.data;
  const licenses = data?.submissions.filter((s) => s.status === 'licensed' || s.status === 'selected') ?? [];
  return (
    <Page title={title}>
      <PageHeading lead="Your uploads, the briefs you matched, and what got licensed.">{title}</PageHeading>
      <div className="mb-6 flex flex-wrap gap-2">
        <ButtonLink to="/creator/upload">Upload New</ButtonLink>
        <ButtonLink to="/creator" variant="secondary">
          Creator Dashboard
        </ButtonLink>
      </div>
      {dashboard.isPending ? (
        <Loading>Loading your work...</Loading>
      ) : dashboard.isError ? (
        <Alert tone="danger">
          We couldn't load your work: {errorMessage(dashboard.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => dashboard.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-8">
          <Section title="Uploads">
            {data && data.snippets.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {data.snippets.map((s) => (
                  <li
                    key={s.id}
                    className="flex items-start justify-between gap-3 rounded-card bg-surface p-4 ring-1 ring-line"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{s.title}</p>
                      <p className="text-sm text-muted">
                        {s.ownershipPercentage}% ownership · {rightsSummary(s.usageTiers)}
                      </p>
                    </div>
                    {s.durationSeconds !== null ? (
                      <span className="text-sm text-muted tabular-nums">{durationLabel(s.durationSeconds)}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title={NO_SNIPPETS} />
            )}
          </Section>
          <Section title="Submissions">
            {data && data.submissions.length > 0 ? (
              <SubmissionList items={data.submissions} />
            ) : (
              <EmptyState title="No submissions yet">
                <p>Submit a match from the Open Briefs tab of your Creator Dashboard.</p>
              </EmptyState>
            )}
          </Section>
          <Section title="Licenses">
            {licenses.length > 0 ? <SubmissionList items={licenses} /> : <EmptyState title="No licenses yet" />}
          </Section>
        </div>
      )}
    </Page>
  );
}
