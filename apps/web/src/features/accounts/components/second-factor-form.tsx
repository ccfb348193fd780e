import { backupCode, twoFactorCode } from '@pulse/domain/account-security';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useSignInSecondFactor } from '../api/sign-in-second-factor';

type Me = Awaited<ReturnType<ReturnType<typeof useSignInSecondFactor>['mutateAsync']>>['user'];

/**
 * The second step of a sign-in with two-factor on: the 6-digit code from the authenticator app, or one of the
 * backup codes. "Trust this device" skips the step on this browser for 30 days.
 */
export function SecondFactorForm({ onSignedIn, onRestart }: { onSignedIn: (user: Me) => void; onRestart: () => void }) {
  const verify = useSignInSecondFactor();
  const [useBackup, setUseBackup] = useState(false);
  const [value, setValue] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setFormError(undefined);
    const parsed = (useBackup ? backupCode : twoFactorCode).safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const answer = await verify.mutateAsync(
        useBackup ? { backupCode: parsed.data, trustDevice } : { code: parsed.data, trustDevice },
      );
      onSignedIn(answer.user);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setExpired(true);
      const field = error instanceof ApiError ? Object.values(error.fields ?? {})[0] : undefined;
      if (field) setFieldError(field);
      else setFormError(errorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Two-factor code">
      <p className="text-sm text-muted">
        {useBackup
          ? 'Enter one of the backup codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code for Pulse.'}
      </p>
      {formError ? (
        <Alert tone="danger">
          {formError}{' '}
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
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={fieldError}
      />
      <label className="flex items-center gap-3 text-sm text-fg">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.target.checked)}
        />
        Trust this device for 30 days
      </label>
      <Button type="submit" size="lg" pending={verify.isPending} pendingLabel="Checking...">
        Verify and sign in
      </Button>
      <button
        type="button"
        className="self-center text-sm font-semibold text-muted underline underline-offset-4 hover:text-fg"
        onClick={() => {
          setUseBackup(!useBackup);
          setValue('');
          setFieldError(undefined);
        }}
      >
        {useBackup ? 'Use the authenticator app instead' : 'Use a backup code instead'}
      </button>
    </form>
  );
}
