import { ROLE_LABELS } from '@pulse/domain/roles';
import {
  heldMoneyLine,
  MODERATION_NOTE_MAX,
  type ModerationAction,
  REPORT_TARGET_LABELS,
  SAFETY_MESSAGES,
} from '@pulse/domain/safety';
import { type AdminReport, moderationNoteError } from '@pulse/domain/safety-contracts';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { TextAreaField } from '../../../ui/field';
import { useModerateReport, useReports } from '../api/reports';
import { ReportQueuePage } from './report-queue-page';

/**
 * `/admin/reports` (decision 050): what people reported (profiles, messages, pieces, briefs, reviews), oldest
 * first. An admin dismisses a report, hides the content, warns the account or suspends it; every action but
 * dismiss carries a note the account reads.
 */
export function ReportQueue() {
  const reports = useReports();
  return (
    <ReportQueuePage
      title="Reports"
      lead="What people reported, oldest first. Hide takes content off Pulse; warn sends the account your note; suspend signs it out, takes its pages down and holds its money."
      reports={reports}
      empty={SAFETY_MESSAGES.empty}
      emptyHint={SAFETY_MESSAGES.emptyHint}
      card={(item) => <ReportCard item={item} />}
    />
  );
}

const ACTION_LABEL: Record<ModerationAction, (item: AdminReport) => string> = {
  dismiss: () => 'Dismiss',
  hide: (item) => `Hide ${REPORT_TARGET_LABELS[item.targetKind]}`,
  warn: () => 'Warn account',
  suspend: () => 'Suspend account',
};

const PENDING_LABEL: Record<ModerationAction, string> = {
  dismiss: 'Dismissing...',
  hide: 'Hiding...',
  warn: 'Warning...',
  suspend: 'Suspending...',
};

function doneMessage(action: ModerationAction, item: AdminReport, closed: number, held: string | null): string {
  const more = closed > 1 ? ` ${closed} reports closed.` : '';
  switch (action) {
    case 'dismiss':
      return 'Report dismissed. Nothing changed.';
    case 'hide':
      return `${REPORT_TARGET_LABELS[item.targetKind].replace(/^./, (c) => c.toUpperCase())} hidden.${more}`;
    case 'warn':
      return `${item.account?.name ?? 'The account'} was warned.${more}`;
    case 'suspend':
      return `${item.account?.name ?? 'The account'} is suspended. ${held ?? ''}`.trim();
  }
}

function ReportCard({ item }: { item: AdminReport }) {
  const moderate = useModerateReport();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [armed, setArmed] = useState(false);
  const what = REPORT_TARGET_LABELS[item.targetKind];
  const label = `Report of ${what}: ${item.target.title}`;

  async function act(action: ModerationAction) {
    setFailure(null);
    const problem = moderationNoteError(action, note);
    if (problem) {
      setError(problem);
      return;
    }
    // Suspending is asked twice: the first press arms it.
    if (action === 'suspend' && !armed) {
      setArmed(true);
      return;
    }
    setError(null);
    try {
      const result = await moderate.mutateAsync({ reportId: item.id, action, note });
      toast.success(doneMessage(action, item, result.closedReports, result.held ? heldMoneyLine(result.held) : null));
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields?.note) setError(cause.fields.note);
      else setFailure(errorMessage(cause));
    } finally {
      setArmed(false);
    }
  }

  const pendingAction = moderate.isPending ? moderate.variables?.action : undefined;
  return (
    <article
      aria-label={label}
      className="flex w-full flex-col gap-4 rounded-card bg-surface p-4 ring-1 ring-line sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-accent uppercase">{what}</p>
          <h3 className="font-display text-lg font-bold break-words">{item.target.title}</h3>
          <p className="text-sm text-muted">
            Reported by {item.reporter.name} · {relativeTime(item.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {item.otherOpenReports > 0 ? (
            <Chip tone="danger">
              {item.otherOpenReports} more {item.otherOpenReports === 1 ? 'report' : 'reports'}
            </Chip>
          ) : null}
          {item.target.hidden ? <Chip>Already hidden</Chip> : null}
          {item.target.gone ? <Chip>Gone</Chip> : null}
        </div>
      </header>
      <blockquote className="rounded-field bg-danger-soft px-3 py-2 text-sm break-words whitespace-pre-wrap">
        “{item.reason}”
      </blockquote>
      {item.target.excerpt ? (
        <div className="rounded-field bg-raised px-3 py-2 text-sm text-fg/90 ring-1 ring-line">
          <p className="text-xs text-muted">What it says</p>
          <p className="break-words whitespace-pre-wrap">{item.target.excerpt}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {item.account ? (
          <>
            <span className="text-muted">Account:</span>
            <span className="font-semibold">{item.account.name}</span>
            {item.account.role ? <Chip>{ROLE_LABELS[item.account.role]}</Chip> : null}
            {item.account.suspended ? <Chip tone="danger">Suspended</Chip> : null}
            {item.account.warnings > 0 ? (
              <Chip tone="danger">
                Warned {item.account.warnings} {item.account.warnings === 1 ? 'time' : 'times'}
              </Chip>
            ) : null}
          </>
        ) : (
          <span className="text-muted">The account has left Pulse.</span>
        )}
        {item.target.link ? (
          <Link
            to={item.target.link}
            className="ml-auto inline-flex min-h-11 items-center gap-1 font-semibold text-accent underline-offset-2 hover:underline"
          >
            Open <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      <form
        noValidate
        aria-label={`Decide: ${label}`}
        className="flex flex-col gap-3 border-t border-line pt-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextAreaField
          label="Note to the account (they read it)"
          rows={2}
          className="min-h-20"
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
          hint={`${note.trim().length} / ${MODERATION_NOTE_MAX} characters · not needed to dismiss`}
        />
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        {armed ? (
          <Alert tone="danger">
            Suspending signs {item.account?.name ?? 'the account'} out everywhere, takes their pages down and holds
            their money in escrow and earnings. Press Confirm suspension to go ahead.
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {item.actions.map((action) => (
            <Button
              key={action}
              variant={action === 'dismiss' ? 'ghost' : action === 'warn' ? 'secondary' : 'danger'}
              onClick={() => void act(action)}
              disabled={moderate.isPending}
              pending={pendingAction === action}
              pendingLabel={PENDING_LABEL[action]}
            >
              {action === 'suspend' && armed ? 'Confirm suspension' : ACTION_LABEL[action](item)}
            </Button>
          ))}
        </div>
      </form>
    </article>
  );
}
