import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResendVerification } from '../api/account-security';

/**
 * A slim line under the top bar while an account's e-mail is not verified (issue 36): money moves wait for it,
 * so the way to the link is one press away on every screen.
 */
export function VerifyEmailBanner() {
  const resend = useResendVerification();
  return (
    <div role="status" className="border-b border-line bg-info-soft px-5 py-2 text-sm text-fg sm:px-8">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1">
        <MailWarning aria-hidden="true" className="size-4 shrink-0 text-info" />
        <span className="min-w-0 flex-1">Verify your e-mail to fund briefs, license, tip and get paid.</span>
        <button
          type="button"
          className="font-semibold text-info underline underline-offset-2 disabled:opacity-60"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: ({ message }) => toast.success(message),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Resend link'}
        </button>
        <Link to="/settings" className="font-semibold text-muted underline underline-offset-2 hover:text-fg">
          Settings
        </Link>
      </div>
    </div>
  );
}
