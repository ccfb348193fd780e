import { INVITE_MESSAGE_MAX } from '@pulse/domain/creator-search';
import { useId } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { TextAreaField } from '../../../ui/field';
import { Loading } from '../../../ui/spinner';
import { usePartnerBriefs } from '../api/partner-briefs';

/** Briefs a creative can still answer: the only ones that take invitations (the server checks too). */
const INVITABLE = new Set(['open', 'matched', 'posted']);

/** The partner's open briefs, for Invite All and the Invite Creator screen. */
export function useOpenBriefs(enabled = true) {
  const briefs = usePartnerBriefs({ enabled });
  return { briefs, openBriefs: (briefs.data?.items ?? []).filter((b) => INVITABLE.has(b.status)) };
}

/** Pick one open brief and add an optional note. */
export function InviteBriefPicker({
  briefs,
  openBriefs,
  briefId,
  setBriefId,
  message,
  setMessage,
  messageError,
}: {
  briefs: ReturnType<typeof useOpenBriefs>['briefs'];
  openBriefs: ReturnType<typeof useOpenBriefs>['openBriefs'];
  briefId: string | null;
  setBriefId: (id: string) => void;
  message: string;
  setMessage: (message: string) => void;
  /** The note's message (the server's rule for it), shown beside the note. */
  messageError?: string;
}) {
  const name = useId();
  return (
    <>
      {briefs.isPending ? (
        <Loading>Loading your briefs...</Loading>
      ) : briefs.isError ? (
        <Alert tone="danger">
          Could not load your briefs: {errorMessage(briefs.error)}{' '}
          <button type="button" className="underline" onClick={() => briefs.refetch()}>
            Try again
          </button>
        </Alert>
      ) : openBriefs.length === 0 ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-raised p-4 text-sm">
          <p className="font-semibold text-fg">You have no open briefs yet.</p>
          <p className="text-muted">Post a brief first, then invite your shortlist to it.</p>
          <Link to="/brand/new-brief" className="font-semibold text-accent underline underline-offset-2">
            Post a brief
          </Link>
        </div>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-fg">Brief</legend>
          {openBriefs.map((b) => (
            <label
              key={b.id}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 ring-1 ring-inset',
                briefId === b.id ? 'bg-accent-soft ring-accent' : 'bg-raised ring-line',
              )}
            >
              <input
                type="radio"
                name={name}
                value={b.id}
                checked={briefId === b.id}
                onChange={() => setBriefId(b.id)}
                className="size-4 accent-[var(--color-accent)]"
              />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-semibold text-fg">{b.title}</span>
                <span className="text-xs text-muted">
                  {b.deadline ? `Due ${b.deadline}` : 'No deadline'} · {b.matchCount} matches
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}

      {openBriefs.length > 0 ? (
        <TextAreaField
          label="Note (optional)"
          value={message}
          maxLength={INVITE_MESSAGE_MAX}
          onChange={(e) => setMessage(e.target.value)}
          error={messageError}
          className="min-h-20"
          placeholder="Why you think they fit"
        />
      ) : null}
    </>
  );
}
