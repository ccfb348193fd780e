import {
  ConfirmTwoFactorRequest,
  DisableTwoFactorRequest,
  EnableTwoFactorRequest,
  type EnableTwoFactorResponse,
} from '@pulse/domain/account-security';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import {
  useAccountSecurity,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
} from '../api/account-security';
import { QrCode } from './qr-code';

/** The secret in groups of four, as authenticator apps show it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Two-factor sign-in: the password starts it, the app scans the QR code (or takes the secret), the backup codes
 * are shown once, and the app's first code turns it on. Admins keep it on.
 */
export function TwoFactorSettings({ isAdmin }: { isAdmin: boolean }) {
  const security = useAccountSecurity();
  const [setup, setSetup] = useState<EnableTwoFactorResponse | null>(null);
  const [asking, setAsking] = useState<'enable' | 'disable' | null>(null);

  if (security.isPending) return <p className="text-sm text-muted">Loading…</p>;
  if (security.isError) return <Alert tone="danger">{errorMessage(security.error)}</Alert>;
  const on = security.data.twoFactorEnabled;

  if (setup) return <ConfirmForm setup={setup} onDone={() => setSetup(null)} />;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className={on ? 'inline-flex items-center gap-1.5 font-semibold text-success' : 'font-semibold text-fg'}>
          {on ? <ShieldCheck aria-hidden="true" className="size-5" /> : null}
          {on ? 'On: a code from your app is asked at sign-in' : 'Off'}
        </p>
        {on && isAdmin ? null : (
          <Button
            type="button"
            variant={on ? 'secondary' : 'primary'}
            onClick={() => setAsking(asking ? null : on ? 'disable' : 'enable')}
            aria-expanded={asking !== null}
          >
            {on ? 'Turn off' : 'Turn on'}
          </Button>
        )}
      </div>
      {!on && security.data.twoFactorRequired ? (
        <Alert tone="info">
          {isAdmin
            ? 'Admins need two-factor sign-in to use the review queues.'
            : 'You need two-factor sign-in to add or change a payout account.'}
        </Alert>
      ) : null}
      {asking ? (
        <PasswordForm
          key={asking}
          asking={asking}
          onStarted={(started) => {
            setSetup(started);
            setAsking(null);
          }}
          onTurnedOff={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}

type PasswordFields = z.output<typeof EnableTwoFactorRequest>;

/** Turning two-factor on or off starts with the password, checked by the server's rule for each. */
function PasswordForm({
  asking,
  onStarted,
  onTurnedOff,
}: {
  asking: 'enable' | 'disable';
  onStarted: (setup: EnableTwoFactorResponse) => void;
  onTurnedOff: () => void;
}) {
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(asking === 'enable' ? EnableTwoFactorRequest : DisableTwoFactorRequest, {
    defaultValues: { password: '' },
  });

  async function onSubmit({ password }: PasswordFields) {
    try {
      if (asking === 'enable') {
        onStarted(await enable.mutateAsync(password));
      } else {
        const { message } = await disable.mutateAsync(password);
        toast.success(message);
        onTurnedOff();
      }
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-4"
      aria-label={asking === 'enable' ? 'Confirm your password to start' : 'Confirm your password to turn off'}
    >
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        // The form's one field: a wrong password (no field named) shows here too.
        error={errors.password?.message ?? errors.root?.server?.message}
        {...register('password')}
      />
      <Button
        type="submit"
        className="self-start"
        variant={asking === 'disable' ? 'danger' : 'primary'}
        pending={isSubmitting}
        pendingLabel="Checking..."
      >
        {asking === 'enable' ? 'Continue' : 'Turn off two-factor'}
      </Button>
    </form>
  );
}

type CodeFields = z.output<typeof ConfirmTwoFactorRequest>;

/** The setup: the QR code and secret, the backup codes, and the app's first code (ConfirmTwoFactorRequest). */
function ConfirmForm({ setup, onDone }: { setup: EnableTwoFactorResponse; onDone: () => void }) {
  const confirm = useConfirmTwoFactor();
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ConfirmTwoFactorRequest, { defaultValues: { code: '' } });

  async function onSubmit({ code }: CodeFields) {
    try {
      const { message } = await confirm.mutateAsync(code);
      toast.success(message);
      onDone();
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-5"
      aria-label="Set up two-factor sign-in"
    >
      <ol className="flex flex-col gap-5 text-sm text-fg">
        <li className="flex flex-col gap-3">
          <span className="font-semibold">1. Scan this code with your authenticator app</span>
          <div className="flex flex-wrap items-center gap-4">
            <QrCode text={setup.totpUri} label="QR code for your authenticator app" />
            <div className="min-w-0 flex-1">
              <p className="text-muted">Can't scan? Enter this key instead:</p>
              <code data-testid="totp-secret" className="mt-1 block break-all font-mono text-base text-fg">
                {grouped(setup.secret)}
              </code>
            </div>
          </div>
        </li>
        <li className="flex flex-col gap-2">
          <span className="font-semibold">2. Save your backup codes</span>
          <span className="text-muted">
            Each works once if you lose your phone. Keep them somewhere safe: they are shown only now.
          </span>
          <ul
            aria-label="Backup codes"
            className="grid grid-cols-2 gap-2 rounded-lg bg-raised p-3 font-mono text-sm sm:grid-cols-3"
          >
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </li>
        <li className="flex flex-col gap-3">
          <span className="font-semibold">3. Enter the 6-digit code the app shows</span>
          <TextField
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            // The form's one field: a message with no field named shows here too.
            error={errors.code?.message ?? errors.root?.server?.message}
            {...register('code')}
          />
        </li>
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={isSubmitting} pendingLabel="Checking...">
          Turn on two-factor
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
