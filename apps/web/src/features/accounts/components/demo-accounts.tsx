import type { DemoAccount, DemoAccountKey } from '@pulse/domain/demo-accounts';
import { BriefcaseBusiness, Clapperboard, Headphones, type LucideIcon, ShieldCheck, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Chip } from '../../../ui/chip';
import { Spinner } from '../../../ui/spinner';
import { useDemoAccounts } from '../api/get-demo-accounts';
import { useSignInDemoAccount } from '../api/sign-in-demo-account';
import { afterAuthDestination } from './after-auth';

const ICONS: Record<DemoAccountKey, LucideIcon> = {
  partner: BriefcaseBusiness,
  creative: Clapperboard,
  producer: Headphones,
  fan: Sparkles,
  admin: ShieldCheck,
};

/**
 * "Try a demo account" on the sign-in page (decision 053): one button per side of Pulse, each signing in to a
 * sample account and landing where that role lands. Only where the server has demo accounts; nothing at all
 * where it answers 404 (demo data off, production).
 */
export function DemoAccounts({ next }: { next: string | null }) {
  const accounts = useDemoAccounts();
  const signIn = useSignInDemoAccount();
  const navigate = useNavigate();

  if (!accounts.data || accounts.data.length === 0) return null;

  async function choose(account: DemoAccount) {
    try {
      const { user } = await signIn.mutateAsync(account.key);
      navigate(afterAuthDestination(user, next), { replace: true });
    } catch {
      // The message shows below the buttons.
    }
  }

  return (
    <section aria-labelledby="demo-accounts-heading" className="mt-6 border-t border-line pt-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="demo-accounts-heading" className="font-display text-lg font-semibold">
          Try a demo account
        </h2>
        <Chip tone="info">Demo</Chip>
      </div>
      <p className="mt-1 text-sm text-muted">
        Sample accounts with sample data, one click each. They are made fresh on a new start; what you do in them stays
        until then.
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {accounts.data.map((account) => {
          const Icon = ICONS[account.key];
          const pending = signIn.isPending && signIn.variables === account.key;
          return (
            // The whole card answers a click; the button's own words are its name, the card's line describes it.
            <li
              key={account.key}
              className="relative flex h-full items-start gap-3 rounded-field bg-raised p-3 ring-1 ring-line transition duration-200 ease-snap hover:ring-fg/60 has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-accent"
            >
              <span className="mt-0.5 text-accent" aria-hidden="true">
                {pending ? <Spinner /> : <Icon className="size-5" />}
              </span>
              <span className="flex min-w-0 flex-col">
                <button
                  type="button"
                  onClick={() => choose(account)}
                  disabled={signIn.isPending || signIn.isSuccess}
                  aria-busy={pending || undefined}
                  aria-describedby={`demo-account-${account.key}`}
                  className="flex flex-col text-left after:absolute after:inset-0 after:rounded-field focus-visible:outline-none disabled:cursor-not-allowed"
                >
                  <span className="font-semibold">{pending ? `Signing in as ${account.label}...` : account.label}</span>
                  <span className="text-sm text-muted">
                    {account.name} · {account.title}
                  </span>
                </button>
                <span id={`demo-account-${account.key}`} className="mt-1 text-xs text-muted">
                  {account.shows}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {signIn.isError ? (
        <Alert tone="danger" className="mt-3">
          {errorMessage(signIn.error)}
        </Alert>
      ) : null}
    </section>
  );
}
