import { STUDENT_STATUS_MESSAGES } from '@pulse/domain/student-status';
import { CheckCircle2, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { isSignedIn, useMe } from '../../../lib/session';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { VerifiedStudentBadge } from '../../../ui/verified-student-badge';
import { useVerifyStudentLink } from '../api/student-status';

function Card({ children }: { children: ReactNode }) {
  return <div className="rounded-card bg-surface p-6 ring-1 ring-line motion-safe:animate-rise">{children}</div>;
}

/**
 * `/student-status/verify?token=...`: where the link in a school e-mail lands. It posts the token once for the
 * signed-in creative and shows the outcome; signed out, it asks to sign in and comes back here.
 */
export function VerifyStudentLinkRoute() {
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const token = searchParams.get('token') ?? '';
  const me = useMe();
  const verify = useVerifyStudentLink();
  const sent = useRef(false);
  const signedIn = isSignedIn(me.data);

  useEffect(() => {
    if (!signedIn || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [signedIn, token, verify]);

  if (me.isPending || (signedIn && (verify.isIdle || verify.isPending))) {
    return (
      <Page title="Verifying your school e-mail">
        <Card>
          <p role="status" className="flex items-center gap-3 text-muted">
            <Spinner className="text-accent" /> Verifying your school e-mail…
          </p>
        </Card>
      </Page>
    );
  }

  if (!signedIn) {
    return (
      <Page title="Verify your school e-mail">
        <Card>
          <PageHeading lead={STUDENT_STATUS_MESSAGES.signIn}>Verify your school e-mail</PageHeading>
          <ButtonLink to={`/signin?next=${encodeURIComponent(`${pathname}${search}`)}`}>Sign in</ButtonLink>
        </Card>
      </Page>
    );
  }

  if (verify.isError) {
    return (
      <Page title="Verification failed">
        <Card>
          <XCircle aria-hidden="true" className="mb-4 size-10 text-danger" />
          <PageHeading lead={errorMessage(verify.error)}>We could not verify your school e-mail</PageHeading>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/settings">Open Settings</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Go home
            </ButtonLink>
          </div>
        </Card>
      </Page>
    );
  }

  const { status, message } = verify.data ?? { status: null, message: '' };
  const userId = me.data?.user?.id ?? '';
  return (
    <Page title="School e-mail verified">
      <Card>
        <CheckCircle2 aria-hidden="true" className="mb-4 size-10 text-success" />
        <PageHeading lead={message}>Your school e-mail is verified</PageHeading>
        {status?.school && status.expiresAt ? (
          <VerifiedStudentBadge
            student={{ school: status.school.name, until: status.expiresAt }}
            variant="full"
            className="mb-5"
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={`/creator/${encodeURIComponent(userId)}`}>View your profile</ButtonLink>
          <ButtonLink to="/settings" variant="secondary">
            Open Settings
          </ButtonLink>
        </div>
      </Card>
    </Page>
  );
}
