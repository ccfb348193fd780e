import {
  type AdminApplication,
  APPLICATION_KIND_LABELS,
  REVIEW_PROMISE_HOURS,
  reviewAge,
} from '@pulse/domain/applications';
import { AVAILABILITY_LABELS } from '@pulse/domain/creator-setup';
import { Check, Clock3, ExternalLink, TriangleAlert, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { VerifiedStudentBadge } from '../../../ui/verified-student-badge';
import { RejectDialog } from './reject-dialog';

const SOURCE_LABELS: Record<string, string> = {
  creator_setup: 'Creator setup',
  creative_onboarding_new: 'Creative chat',
  pulsepartner_onboarding: 'PulsePartner chat',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-sm text-fg">{children}</dd>
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One pending application: who, what they sent, its age against 48 hours, and the two decisions. */
export function ApplicationCard({
  application,
  now,
  onApprove,
  onReject,
  approving,
}: {
  application: AdminApplication;
  now: Date;
  onApprove: () => void;
  onReject: (reason: string) => Promise<unknown>;
  approving: boolean;
}) {
  const [rejecting, setRejecting] = useState(false);
  const { details, applicant } = application;
  const age = reviewAge(application.submittedAt, now);
  const name = details.name || applicant.name;
  const titleId = `application-${application.id}`;
  const availability = details.availability
    ? (AVAILABILITY_LABELS[details.availability as keyof typeof AVAILABILITY_LABELS] ?? details.availability)
    : null;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-card bg-surface p-5 ring-1',
        age.overdue ? 'ring-2 ring-danger/70' : 'ring-line',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <Chip tone={application.kind === 'creative' ? 'accent' : 'info'}>
              {APPLICATION_KIND_LABELS[application.kind]}
            </Chip>
            {details.source ? <Chip>{SOURCE_LABELS[details.source] ?? details.source}</Chip> : null}
            {application.verifiedStudent ? (
              <VerifiedStudentBadge student={application.verifiedStudent} variant="full" />
            ) : null}
          </div>
          <h2 id={titleId} className="font-display text-2xl font-bold break-words">
            {name}
          </h2>
          <p className="text-sm text-muted">
            {applicant.email ?? (applicant.isGuest ? 'Guest (no account yet)' : '')}
            {details.email && details.email !== applicant.email ? ` · contact ${details.email}` : ''}
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end sm:text-right">
          {age.overdue ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-danger px-3 py-1 text-sm font-bold text-ink">
              <TriangleAlert aria-hidden="true" className="size-4" /> Overdue
            </span>
          ) : null}
          <span
            className={cn(
              'inline-flex items-center gap-1.5 text-sm font-semibold tabular-nums',
              age.overdue ? 'text-danger' : 'text-fg',
            )}
            title={`Waiting ${age.hours} hours of the ${REVIEW_PROMISE_HOURS}-hour promise`}
          >
            <Clock3 aria-hidden="true" className="size-4" /> {age.label}
          </span>
          <span className="text-xs text-muted">
            Submitted{' '}
            <time dateTime={application.submittedAt}>{dateFormat.format(new Date(application.submittedAt))}</time>
          </span>
        </div>
      </header>

      {details.bio ? <p className="whitespace-pre-line text-fg">{details.bio}</p> : null}

      <dl className="grid gap-3 grid-cols-1 sm:grid-cols-2">
        {details.company ? <Row label="Company">{details.company}</Row> : null}
        {details.needs ? <Row label="Needs">{details.needs}</Row> : null}
        {details.location ? <Row label="Location">{details.location}</Row> : null}
        {details.creativeTypes.length > 0 ? (
          <Row label="Creative types">{details.creativeTypes.join(' · ')}</Row>
        ) : null}
        {details.experience ? <Row label="Experience">{details.experience}</Row> : null}
        {details.specialties.length > 0 ? <Row label="Specialties">{details.specialties.join(' · ')}</Row> : null}
        {details.genres.length > 0 ? <Row label="Genres">{details.genres.join(' · ')}</Row> : null}
        {availability ? <Row label="Availability">{availability}</Row> : null}
        {details.rates.length > 0 ? (
          <Row label="Rates">
            {details.rates.map((r) => (
              <span key={r.label} className="block">
                {r.label}: {r.value}
              </span>
            ))}
          </Row>
        ) : null}
      </dl>

      {application.conversation ? (
        <details className="rounded-field bg-raised p-3 ring-1 ring-line">
          <summary className="cursor-pointer text-sm font-semibold text-fg">
            Conversation with Lou ({application.conversation.messages.length} messages)
          </summary>
          <ol className="mt-3 flex flex-col gap-2">
            {application.conversation.messages.map((m, i) => (
              <li
                // Messages are an immutable transcript; their order is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={i}
                className={cn(
                  'max-w-[85%] rounded-card px-3 py-2 text-sm',
                  m.sender === 'lou' ? 'bg-surface text-fg' : 'self-end bg-accent-soft text-fg',
                )}
              >
                <span className="block text-xs font-semibold text-muted">{m.sender === 'lou' ? 'Lou' : name}</span>
                {m.content}
              </li>
            ))}
          </ol>
        </details>
      ) : null}

      <div className="flex flex-col gap-1.5">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Portfolio links</h3>
        {details.links.length > 0 ? (
          <ul className="flex flex-col gap-1.5">
            {details.links.map((l) => (
              <li key={l.url}>
                <a
                  href={l.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm font-semibold break-all text-accent underline underline-offset-4"
                >
                  {l.label}: {l.url}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No links given.</p>
        )}
      </div>

      <div className="flex flex-wrap gap-3 border-t border-line pt-4">
        <Button onClick={onApprove} pending={approving} pendingLabel="Approving..." aria-describedby={titleId}>
          <Check aria-hidden="true" className="size-4" /> Approve
        </Button>
        <Button variant="secondary" onClick={() => setRejecting(true)} disabled={approving} aria-describedby={titleId}>
          <X aria-hidden="true" className="size-4" /> Reject
        </Button>
      </div>
      <RejectDialog open={rejecting} onOpenChange={setRejecting} applicantName={name} onReject={onReject} />
    </article>
  );
}
