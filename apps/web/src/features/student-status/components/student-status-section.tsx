import { STUDENT_LINK_HOURS, STUDENT_STATUS_MESSAGES } from '@pulse/domain/student-status';
import { SendStudentLinkRequest, type StudentStatus } from '@pulse/domain/student-status-contracts';
import { GraduationCap, MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { useMe } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { SettingsSection } from '../../../ui/settings-section';
import { studentUntilLabel, VerifiedStudentBadge } from '../../../ui/verified-student-badge';
import {
  useAskForSchoolReview,
  useRemoveStudentStatus,
  useSendStudentLink,
  useStudentStatus,
} from '../api/student-status';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const LEAD =
  'Verify the e-mail your school gave you for a "Verified student" badge on your profile, your cards and in partner search. It lasts until the academic year ends on July 31.';

/** A school the list lacks: the team hears about it and replies by e-mail (decision 052). */
function AskForReview({ schoolEmail }: { schoolEmail: string }) {
  const me = useMe().data?.user;
  const ask = useAskForSchoolReview();
  const [school, setSchool] = useState('');
  const fieldId = useId();
  if (ask.isSuccess) return <Alert tone="success">{STUDENT_STATUS_MESSAGES.reviewSent}</Alert>;
  const domain = schoolEmail.slice(schoolEmail.lastIndexOf('@') + 1);
  return (
    <form
      noValidate
      aria-label="Ask for a review"
      className="flex flex-col gap-3 rounded-field bg-raised p-4 ring-1 ring-line"
      onSubmit={(event) => {
        event.preventDefault();
        if (!me?.email) return;
        ask.mutate({
          name: me.name,
          email: me.email,
          topic: 'creatives',
          message: `Student status review: ${school.trim() || 'my school'} uses ${domain}, which is not on Pulse's list of school domains. My school e-mail is ${schoolEmail}.`,
        });
      }}
    >
      <p className="text-sm text-fg">
        Is <span className="font-semibold">{domain}</span> your school's? A person on the team can add it to the list.
      </p>
      <TextField
        id={fieldId}
        label="Your school's name"
        value={school}
        maxLength={120}
        onChange={(event) => setSchool(event.target.value)}
      />
      {ask.isError ? <Alert tone="danger">{errorMessage(ask.error)}</Alert> : null}
      <Button type="submit" variant="secondary" className="self-start" pending={ask.isPending} pendingLabel="Asking...">
        Ask for a review
      </Button>
    </form>
  );
}

/**
 * Enter a school e-mail and send the link; a non-school domain opens the way to a review. The server's own
 * rule checks the address before sending, so the form refuses what the API would, in the same words.
 */
function SendLinkForm({ initial, onCancel }: { initial?: string; onCancel?: () => void }) {
  const send = useSendStudentLink();
  const {
    register,
    handleSubmit,
    showServerErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useSchemaForm(SendStudentLinkRequest, { defaultValues: { schoolEmail: initial ?? '' } });
  const typed = watch('schoolEmail');
  const notSchool = errors.schoolEmail?.message === STUDENT_STATUS_MESSAGES.notSchool;

  async function onSubmit(values: z.output<typeof SendStudentLinkRequest>) {
    try {
      // The schema's answer: the address as the server keeps it (trimmed, the host in lower case).
      const { message } = await send.mutateAsync({ schoolEmail: values.schoolEmail.email });
      toast.success(message);
      onCancel?.();
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="flex flex-col gap-4"
        aria-label="Verify a school e-mail"
      >
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextField
          label="School e-mail"
          type="email"
          autoComplete="off"
          inputMode="email"
          placeholder="you@school.edu"
          hint={`We send a link to this address. It works once, for ${STUDENT_LINK_HOURS} hours.`}
          error={errors.schoolEmail?.message}
          {...register('schoolEmail')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={isSubmitting} pendingLabel="Sending link...">
            Send verification link
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
      {notSchool ? <AskForReview schoolEmail={typed.trim()} /> : null}
    </div>
  );
}

function ResendButton({ email, label }: { email: string; label: string }) {
  const send = useSendStudentLink();
  return (
    <Button
      type="button"
      pending={send.isPending}
      pendingLabel="Sending link..."
      onClick={() =>
        send.mutate(
          { schoolEmail: email },
          { onSuccess: ({ message }) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) },
        )
      }
    >
      {label}
    </Button>
  );
}

function StatusView({ status }: { status: StudentStatus }) {
  const [changing, setChanging] = useState(false);
  const remove = useRemoveStudentStatus();
  const email = status.schoolEmail ?? '';
  const school = status.school?.name ?? '';
  const linkWaiting = status.linkExpiresAt !== null && Date.parse(status.linkExpiresAt) > Date.now();

  if (status.state === 'none' || changing) {
    return <SendLinkForm onCancel={changing ? () => setChanging(false) : undefined} />;
  }

  const other = (
    <Button type="button" variant="ghost" onClick={() => setChanging(true)}>
      Use another address
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      {status.state === 'verified' && status.expiresAt ? (
        <div className="flex flex-col gap-2">
          <VerifiedStudentBadge student={{ school, until: status.expiresAt }} variant="full" className="self-start" />
          <p className="text-sm text-muted">
            {email} · verified {status.verifiedAt ? dateFormat.format(new Date(status.verifiedAt)) : ''} · shows through{' '}
            {studentUntilLabel(status.expiresAt)}
          </p>
        </div>
      ) : null}
      {status.state === 'expired' && status.expiresAt ? (
        <Alert tone="info">
          Your student status at {school} ended with the academic year ({studentUntilLabel(status.expiresAt)}). Verify{' '}
          {email} again, or a new school e-mail, to show the badge this year.
        </Alert>
      ) : null}
      {linkWaiting && status.linkExpiresAt ? (
        <p className="inline-flex items-start gap-2 text-sm text-fg">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>
            We sent a link to <span className="font-semibold">{email}</span>. It works until{' '}
            {timeFormat.format(new Date(status.linkExpiresAt))}.
          </span>
        </p>
      ) : null}
      {status.state === 'pending' && !linkWaiting ? (
        <Alert tone="info">The link to {email} has expired. Send a new one.</Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {status.state === 'verified' ? null : (
          <ResendButton email={email} label={linkWaiting ? 'Send a new link' : 'Send verification link'} />
        )}
        {other}
        {status.state === 'verified' || status.state === 'expired' ? (
          <Button
            type="button"
            variant="ghost"
            pending={remove.isPending}
            pendingLabel="Removing..."
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(STUDENT_STATUS_MESSAGES.removed),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            Remove student status
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The settings screen's "Student status" (issue 36 item 4): creatives with an account only; anyone else sees
 * nothing of it.
 */
export function StudentStatusSection() {
  const me = useMe().data?.user;
  const isCreative = me?.role === 'creator' && !me.isGuest;
  const status = useStudentStatus(isCreative);
  if (!isCreative) return null;
  return (
    <SettingsSection
      id="student-status"
      title="Student status"
      lead={
        <span className="inline-flex items-start gap-2">
          <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
          {LEAD}
        </span>
      }
    >
      {status.isPending ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : status.isError ? (
        <Alert tone="danger">{errorMessage(status.error)}</Alert>
      ) : (
        <StatusView status={status.data} />
      )}
    </SettingsSection>
  );
}
