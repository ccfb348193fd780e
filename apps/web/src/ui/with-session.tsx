import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../lib/api-client';
import { useMe } from '../lib/session';
import { Alert } from './alert';
import { ButtonLink } from './button';
import { Page, PageHeading } from './page';
import { Spinner } from './spinner';

/** Screens that need a session (an account, or a guest who picked a role); others are offered sign-in. */
export function WithSession({
  title,
  lead = 'Sign in to read and answer your conversations.',
  children,
}: {
  title: string;
  /** Why to sign in, under the title. */
  lead?: string;
  children: (viewerId: string) => ReactNode;
}) {
  const { pathname } = useLocation();
  const me = useMe();
  if (me.isPending) {
    return (
      <Page title={title}>
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading…
        </p>
      </Page>
    );
  }
  if (me.isError) {
    return (
      <Page title={title}>
        <Alert tone="danger">
          We couldn't load your session: {errorMessage(me.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => me.refetch()}>
            Try again
          </button>
        </Alert>
      </Page>
    );
  }
  const user = me.data.user;
  if (!user) {
    return (
      <Page title={title}>
        <PageHeading lead={lead}>{title}</PageHeading>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={`/signin?next=${encodeURIComponent(pathname)}`}>Sign in</ButtonLink>
          <ButtonLink to="/start" variant="secondary">
            Get started
          </ButtonLink>
        </div>
      </Page>
    );
  }
  return children(user.id);
}
