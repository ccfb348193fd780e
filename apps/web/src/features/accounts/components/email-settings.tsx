import { ChangeEmailRequest } from '@pulse/domain/account-security';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useAccountSecurity, useChangeEmail, useResendVerification } from '../api/account-security';

/** The sign-in e-mail: whether it is verified (money moves need it), a resend, and a change of address. */
export function EmailSettings() {
  const security = useAccountSecurity();
  const resend = useResendVerification();
  const change = useChangeEmail();
  const [changing, setChanging] = useState(false);
  const {
    register,
    handleSubmit,
    showServerErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ChangeEmailRequest, { defaultValues: { newEmail: '' } });

  if (security.isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (security.isError) return <Alert tone="danger">{errorMessage(security.error)}</Alert>;
  const { email, emailVerified } = security.data;

  async function onSubmit(values: ChangeEmailRequest) {
    try {
      const { message } = await change.mutateAsync(values);
      toast.success(message);
      reset();
      setChanging(false);
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-semibold text-fg">{email}</p>
          {emailVerified ? (
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-success">
              <BadgeCheck aria-hidden="true" className="size-4" /> Verified
            </p>
          ) : (
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-muted">
              <MailWarning aria-hidden="true" className="size-4" /> Not verified yet
            </p>
          )}
        </div>
        <Button type="button" variant="secondary" onClick={() => setChanging(!changing)} aria-expanded={changing}>
          Change e-mail
        </Button>
      </div>
      {emailVerified ? null : (
        <Alert tone="info">
          Verify your e-mail to fund briefs, license beats, tip and get paid. Check your inbox for our link.
        </Alert>
      )}
      {emailVerified ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            pending={resend.isPending}
            pendingLabel="Sending..."
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: ({ message }) => toast.success(message),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          >
            Resend verification e-mail
          </Button>
          {resend.isSuccess ? <span className="text-sm text-muted">{resend.data.message}</span> : null}
        </div>
      )}
      {changing ? (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="Change e-mail">
          {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
          <TextField
            label="New e-mail"
            type="email"
            autoComplete="email"
            hint="We send a link to the new address. Your e-mail changes once you follow it."
            error={errors.newEmail?.message}
            {...register('newEmail')}
          />
          <div className="flex gap-3">
            <Button type="submit" pending={isSubmitting} pendingLabel="Sending link...">
              Send confirmation link
            </Button>
            <Button type="button" variant="ghost" onClick={() => setChanging(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
