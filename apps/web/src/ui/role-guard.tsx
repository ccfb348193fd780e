import { ACCESS_REDIRECT_MS, ACCESS_RESTRICTED_TITLE, checkAccess } from '@pulse/domain/guards';
import type { Role } from '@pulse/domain/roles-contracts';
import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../lib/api-client';
import { useMe } from '../lib/session';
import { Alert } from './alert';
import { Button } from './button';
import { Page } from './page';
import { Spinner } from './spinner';

interface RoleGuardProps {
  /** Roles that may see the children. */
  allowed: readonly Role[];
  /** Where everyone else is sent after the Access Restricted notice. */
  redirectTo: string;
  children: ReactNode;
}

/** The generic allowed-roles guard (spec part 1, section 6). */
export function RoleGuard({ allowed, redirectTo, children }: RoleGuardProps) {
  const me = useMe();

  if (me.isPending) {
    return (
      <Page title="Loading">
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Checking your access...
        </p>
      </Page>
    );
  }
  if (me.isError) {
    return (
      <Page title="Something went wrong">
        <Alert tone="danger">
          We couldn't check your access: {errorMessage(me.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => me.refetch()}>
            Try again
          </button>
        </Alert>
      </Page>
    );
  }

  const decision = checkAccess(me.data.user?.role ?? null, allowed, redirectTo);
  if (decision.allowed) return children;
  return <AccessRestricted message={decision.message} redirectTo={decision.redirectTo} />;
}

function AccessRestricted({ message, redirectTo }: { message: string; redirectTo: string }) {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(redirectTo, { replace: true }), ACCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, redirectTo]);

  return (
    <Page title={ACCESS_RESTRICTED_TITLE}>
      <div className="flex flex-col items-start gap-5 rounded-card bg-surface p-6 ring-1 ring-line motion-safe:animate-rise">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
          <ShieldAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-display text-3xl font-bold">{ACCESS_RESTRICTED_TITLE}</h1>
        <p className="text-lg text-fg">{message}</p>
        <p className="text-sm text-muted" role="status">
          Taking you somewhere you can go in {Math.round(ACCESS_REDIRECT_MS / 1000)} seconds.
        </p>
        <Button size="lg" onClick={() => navigate('/')}>
          Return Home
        </Button>
      </div>
    </Page>
  );
}
