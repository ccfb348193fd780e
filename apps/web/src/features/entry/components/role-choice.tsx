import { ROLE_LABELS } from '@pulse/domain/roles';
import type { PickableRole } from '@pulse/domain/roles-contracts';
import { Clapperboard, Compass, Handshake, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { type ChooseRole, useChooseRoleThenGo } from './use-choose-role';

interface RoleOption {
  role: PickableRole;
  description: string;
  icon: LucideIcon;
}

const OPTIONS: readonly RoleOption[] = [
  {
    role: 'fan',
    description:
      'Find student talent through a quick taste quiz, swipe cards and feeds. Co-sign, save and tip the people you believe in.',
    icon: Compass,
  },
  {
    role: 'creator',
    description:
      'Videographers, designers and producers. Apply to join (we review within 48 hours), build your profile and land paid briefs.',
    icon: Clapperboard,
  },
  {
    role: 'brand',
    description:
      'Startups, nonprofits, clubs and collectives. Post paid briefs and license work from curated student talent. Selective approval.',
    icon: Handshake,
  },
];

/** `/start`: Explorer, Creative or PulsePartner. Picking one sets the role (a guest session if needed). */
export function RoleChoice({ chooseRole }: { chooseRole: ChooseRole }) {
  const [searchParams] = useSearchParams();
  const [picked, setPicked] = useState<PickableRole | null>(null);
  const { submit, pending: submitting, error } = useChooseRoleThenGo(chooseRole);
  const pending = submitting ? picked : null;

  function destination(role: PickableRole): string {
    if (role === 'fan') return '/onboarding/explorer';
    if (role === 'brand') return '/start/brand';
    return searchParams.get('setup') === 'lou' ? '/start/creative?setup=lou' : '/start/creative';
  }

  function pick(role: PickableRole) {
    setPicked(role);
    submit({ role }, destination(role));
  }

  return (
    <Page title="Choose your role">
      <PageHeading lead="Pick how you want to use Pulse. You can switch roles any time.">
        Who are you here as?
      </PageHeading>
      {error ? (
        <Alert tone="danger" className="mb-4">
          {error}
        </Alert>
      ) : null}
      <ul className="flex flex-col gap-4">
        {OPTIONS.map((option, index) => {
          const Icon = option.icon;
          const isPending = pending === option.role;
          const descriptionId = `role-${option.role}-description`;
          return (
            <li
              key={option.role}
              className={cn(
                'group relative flex items-start gap-4 rounded-card bg-surface p-5 ring-1 ring-line transition duration-200 motion-safe:animate-rise',
                'hover:bg-raised hover:ring-accent/60 motion-safe:hover:-translate-y-0.5 motion-safe:has-[button:active]:scale-[0.99]',
                'has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-accent',
                isPending && 'ring-2 ring-accent',
                pending !== null && !isPending && 'opacity-50',
              )}
              style={{ animationDelay: `${index * 70}ms` }}
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent transition group-hover:bg-accent group-hover:text-ink">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex flex-col gap-1">
                {/*
                  The button's name is its visible label, the role (axe: label-content-name-mismatch); its
                  stretched ::after makes the whole card the target, and the description is read as its description.
                */}
                <button
                  type="button"
                  onClick={() => pick(option.role)}
                  disabled={pending !== null}
                  aria-busy={isPending || undefined}
                  aria-describedby={descriptionId}
                  className="text-left font-display text-xl font-bold text-fg outline-none after:absolute after:inset-0 after:rounded-card disabled:cursor-not-allowed"
                >
                  {ROLE_LABELS[option.role]}
                </button>
                <span id={descriptionId} className="text-sm text-muted">
                  {option.description}
                </span>
                {isPending ? (
                  <span className="mt-1 flex items-center gap-2 text-sm font-semibold text-accent" role="status">
                    <Spinner /> Setting up...
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
