import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { meQueryKey } from '../../../lib/session';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';

/** better-auth's error codes on a verification link, in words. */
function problemOf(error: string): string {
  if (error === 'TOKEN_EXPIRED' || error === 'token_expired')
    return 'This link has expired. Send a new one from Settings.';
  if (error === 'USER_NOT_FOUND' || error === 'user_not_found')
    return 'This link belongs to an account that no longer exists.';
  return 'This link is not valid. Open it again from the e-mail, or send a new one from Settings.';
}

/** `/email-verified`: where a verification link lands, with its outcome. */
export function EmailVerifiedRoute() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [queryClient]);

  return (
    <Page title={error ? 'Verification failed' : 'E-mail verified'}>
      <div className="rounded-card bg-surface p-6 ring-1 ring-line motion-safe:animate-rise">
        {error ? (
          <XCircle aria-hidden="true" className="mb-4 size-10 text-danger" />
        ) : (
          <CheckCircle2 aria-hidden="true" className="mb-4 size-10 text-success" />
        )}
        <PageHeading lead={error ? problemOf(error) : 'You can now pay, get paid and recover your account by e-mail.'}>
          {error ? 'We could not verify your e-mail' : 'Your e-mail is verified'}
        </PageHeading>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/settings">Open Settings</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Go home
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}
