import { backupCode, twoFactorCode } from '@pulse/domain/account-security';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useSignInSecondFactor } from '../api/sign-in-second-factor';

/**
 * The step's one field is the authenticator code or a backup code, each checked by the server's rule and
 * named as the server names it, so a wrong code shows on the field.
 */
const CodeForm = z.discriminatedUnion('useBackup', [
  z.object({ useBackup: z.literal(false), code: twoFactorCode, backupCode: z.string(), trustDevice: z.boolean() }),
  z.object({ useBackup: z.literal(true), code: z.string(), backupCode, trustDevice: z.boolean() }),
]);
type CodeForm = z.output<typeof CodeForm>;

type Me = Awaited<ReturnType<ReturnType<typeof useSignInSecondFactor>['mutateAsync']>>['user'];

/**
 * The second step of a sign-in with two-factor on: the 6-digit code from the authenticator app, or one of the
 * backup codes. "Trust this device" skips the step on this browser for 30 days.
 */
export function SecondFactorForm({ onSignedIn, onRestart }: { onSignedIn: (user: Me) => void; onRestart: () => void }) {
  const verify = useSignInSecondFactor();
  const [expired, setExpired] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    clearErrors,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(CodeForm, {
    defaultValues: { useBackup: false, code: '', backupCode: '', trustDevice: false },
  });
  const useBackup = watch('useBackup');

  async function onSubmit(values: CodeForm) {
    try {
      const answer = await verify.mutateAsync(
        values.useBackup
          ? { backupCode: values.backupCode, trustDevice: values.trustDevice }
          : { code: values.code, trustDevice: values.trustDevice },
      );
      onSignedIn(answer.user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setExpired(true);
      showServerErrors(error);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Two-factor code">
      <p className="text-sm text-muted">
        {useBackup
          ? 'Enter one of the backup codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code for Pulse.'}
      </p>
      {errors.root?.server ? (
        <Alert tone="danger">
          {errors.root.server.message}{' '}
          {expired ? (
            <button type="button" className="underline underline-offset-2" onClick={onRestart}>
              Start again
            </button>
          ) : null}
        </Alert>
      ) : null}
      <TextField
        key={useBackup ? 'backup' : 'code'}
        label={useBackup ? 'Backup code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={useBackup ? 'text' : 'numeric'}
        maxLength={useBackup ? 32 : 6}
        autoFocus
        error={(useBackup ? errors.backupCode : errors.code)?.message}
        {...register(useBackup ? 'backupCode' : 'code')}
      />
      <label className="flex items-center gap-3 text-sm text-fg">
        <input type="checkbox" className="size-4 accent-accent" {...register('trustDevice')} />
        Trust this device for 30 days
      </label>
      <Button type="submit" size="lg" pending={isSubmitting} pendingLabel="Checking...">
        Verify and sign in
      </Button>
      <button
        type="button"
        className="self-center text-sm font-semibold text-muted underline underline-offset-4 hover:text-fg"
        onClick={() => {
          setValue('useBackup', !useBackup);
          setValue('code', '');
          setValue('backupCode', '');
          clearErrors(['code', 'backupCode']);
        }}
      >
        {useBackup ? 'Use the authenticator app instead' : 'Use a backup code instead'}
      </button>
    </form>
  );
}
