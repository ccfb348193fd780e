import { formatCents } from '@pulse/domain/ledger';
import type { ChatMessage, Negotiation } from '@pulse/domain/messaging';
import { CheckCircle2, FileText, Handshake, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { relativeTime } from '../../../lib/relative-time';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';

export interface AnswerActions {
  onAccept: (negotiation: Negotiation) => void;
  onDecline: (negotiation: Negotiation) => void;
  onCounter: (negotiation: Negotiation) => void;
  /** The answer being sent for this negotiation, if any. */
  pending: 'accept' | 'decline' | null;
}

interface MessageItemProps {
  message: ChatMessage;
  own: boolean;
  now: number;
  /** "Seen" under the viewer's newest message the other side has read. */
  seen: boolean;
  /** The negotiation this brief or contract message belongs to. */
  negotiation: Negotiation | null;
  /** Accept, Decline and Counter show here: this message holds the offer and the viewer answers it. */
  answer: AnswerActions | null;
  /** Report, beside the time of another person's message (decision 050). */
  report?: ReactNode;
}

function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

function Time({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={new Date(iso).toLocaleString()} className="text-xs text-muted">
      {relativeTime(iso, now)}
    </time>
  );
}

const STATUS = {
  open: { label: 'Open offer', tone: 'accent' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
} as const;

function Answers({ negotiation, answer }: { negotiation: Negotiation; answer: AnswerActions }) {
  const busy = answer.pending !== null;
  return (
    <fieldset className="flex flex-wrap gap-2 pt-1">
      <legend className="sr-only">Answer “{negotiation.title}”</legend>
      <Button
        onClick={() => answer.onAccept(negotiation)}
        pending={answer.pending === 'accept'}
        pendingLabel="Accepting..."
        disabled={busy}
      >
        Accept
      </Button>
      <Button variant="secondary" onClick={() => answer.onCounter(negotiation)} disabled={busy}>
        Counter
      </Button>
      <Button
        variant="ghost"
        onClick={() => answer.onDecline(negotiation)}
        pending={answer.pending === 'decline'}
        pendingLabel="Declining..."
        disabled={busy}
      >
        Decline
      </Button>
    </fieldset>
  );
}

/** One message: a text bubble, a project brief card, or a contract answer (accept, decline, counter). */
export function MessageItem({ message, own, now, seen, negotiation, answer, report }: MessageItemProps) {
  const meta = message.metadata;
  return (
    <li className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}>
      <span className="sr-only">{own ? 'You' : message.senderName}:</span>
      {message.removed ? (
        // Removed by Pulse after a report: its place stays, nothing of what it said.
        <p className="max-w-[85%] rounded-3xl px-4 py-2.5 border border-dashed border-line-strong text-sm text-muted italic sm:max-w-md">
          {message.content}
        </p>
      ) : message.messageType === 'project_brief' ? (
        <article
          aria-label={`Project brief: ${meta.title ?? ''}`}
          className={cn(
            'flex w-full max-w-sm flex-col gap-3 rounded-card p-4 ring-1',
            own ? 'bg-accent-soft ring-accent/40' : 'bg-raised ring-line-strong',
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent uppercase">
              <FileText aria-hidden="true" className="size-4" />
              Project Brief
            </span>
            {negotiation ? (
              <Chip tone={STATUS[negotiation.status].tone}>{STATUS[negotiation.status].label}</Chip>
            ) : null}
          </div>
          <h3 className="font-display text-lg font-bold text-fg">{meta.title}</h3>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted">Budget</dt>
              <dd className="font-medium text-fg">{meta.budget}</dd>
            </div>
            <div>
              <dt className="text-muted">Timeline</dt>
              <dd className="font-medium text-fg">{meta.deadline ? `Due ${formatDate(meta.deadline)}` : '—'}</dd>
            </div>
            {negotiation ? (
              <div className="col-span-2">
                <dt className="text-muted">{negotiation.status === 'accepted' ? 'Agreed' : 'On the table'}</dt>
                <dd className="font-display text-xl font-bold text-fg">{formatCents(negotiation.amountCents)}</dd>
              </div>
            ) : null}
          </dl>
          {meta.description ? <p className="text-sm whitespace-pre-wrap text-fg/90">{meta.description}</p> : null}
          {negotiation && answer ? <Answers negotiation={negotiation} answer={answer} /> : null}
        </article>
      ) : message.messageType === 'contract' ? (
        <div
          className={cn(
            'flex max-w-sm flex-col gap-2 rounded-card px-4 py-3 text-sm ring-1',
            meta.response === 'accept'
              ? 'bg-success-soft text-success ring-success/40'
              : meta.response === 'decline'
                ? 'bg-danger-soft text-danger ring-danger/40'
                : 'bg-info-soft text-info ring-info/40',
          )}
        >
          <p className="inline-flex items-center gap-2 font-semibold">
            {meta.response === 'accept' ? (
              <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            ) : meta.response === 'decline' ? (
              <XCircle aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Handshake aria-hidden="true" className="size-4 shrink-0" />
            )}
            {message.content}
          </p>
          {meta.response === 'accept' && meta.dealId ? (
            <p className="text-fg/80">A deal is open at posted; the partner funds it next.</p>
          ) : null}
          {negotiation && answer ? <Answers negotiation={negotiation} answer={answer} /> : null}
        </div>
      ) : (
        <p
          className={cn(
            'max-w-[85%] rounded-3xl px-4 py-2.5 text-base break-words whitespace-pre-wrap sm:max-w-md',
            own ? 'rounded-br-md bg-accent text-ink' : 'rounded-bl-md bg-raised text-fg',
          )}
        >
          {message.content}
        </p>
      )}
      <span className="flex items-center gap-2 px-1">
        <Time iso={message.timestamp} now={now} />
        {seen ? <span className="text-xs font-medium text-muted">Seen</span> : null}
        {report && !own && !message.removed ? report : null}
      </span>
    </li>
  );
}
