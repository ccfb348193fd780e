import {
  type CreativeOnboardingRole,
  type CreativeOnboardingValues,
  type FirstAction,
  type FirstActionOption,
  firstActionOptions,
} from '@pulse/domain/creative-onboarding';
import { ArrowRight, Clapperboard, MapPin, Search, Upload } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Chip } from '../../../ui/chip';
import { Spinner } from '../../../ui/spinner';

const ROLE_LABEL: Record<CreativeOnboardingRole, string> = { producer: 'Producer', filmmaker: 'Filmmaker' };

/**
 * Step 4: what the profile looks like so far, and the first move. Each action finishes the onboarding and
 * goes there; Complete (in the footer) finishes it and goes to the dashboard.
 */
export function FirstActionStep({
  role,
  values,
  completed,
  busy,
  onChoose,
}: {
  role: CreativeOnboardingRole;
  values: CreativeOnboardingValues;
  completed: boolean;
  busy: FirstAction | null;
  onChoose: (option: FirstActionOption) => void;
}) {
  const options = firstActionOptions(role);
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="Your profile so far"
        className="flex flex-col gap-3 rounded-card bg-surface p-5 ring-1 ring-line"
      >
        <div className="flex items-center justify-between gap-3">
          <p className="font-display text-xl font-bold text-fg">{values.displayName.trim()}</p>
          <Chip tone={completed ? 'success' : 'accent'}>{completed ? 'Onboarding complete' : ROLE_LABEL[role]}</Chip>
        </div>
        {values.location.trim() ? (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4" /> {values.location.trim()}
          </p>
        ) : null}
        <p className="text-sm text-fg/90">{values.bio.trim()}</p>
        <ul aria-label="Your tags" className="flex flex-wrap gap-1.5">
          {[...values.genres, ...values.vibes, ...values.specialties]
            .filter((tag, i, all) => all.indexOf(tag) === i)
            .map((tag) => (
              <li key={tag}>
                <Chip>{tag}</Chip>
              </li>
            ))}
        </ul>
      </section>

      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-bold text-fg">Where to start</h2>
        {options.map((option, i) => {
          const Icon = option.action === 'browse-briefs' ? Search : role === 'producer' ? Upload : Clapperboard;
          const pending = busy === option.action;
          return (
            <button
              key={option.action}
              type="button"
              onClick={() => onChoose(option)}
              disabled={busy !== null}
              aria-busy={pending || undefined}
              className={cn(
                'group flex w-full items-center gap-4 rounded-card bg-surface p-5 text-left ring-1 ring-line transition duration-200 ease-snap',
                'hover:bg-raised disabled:cursor-not-allowed disabled:opacity-60',
                i === 0 && 'ring-accent/60',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-12 shrink-0 items-center justify-center rounded-2xl',
                  i === 0 ? 'bg-accent text-ink' : 'bg-accent-soft text-accent',
                )}
              >
                {pending ? <Spinner /> : <Icon aria-hidden="true" className="size-6" />}
              </span>
              <span className="flex flex-1 flex-col gap-1">
                <span className="font-display text-lg font-bold text-fg">
                  {pending ? 'Finishing up...' : option.title}
                </span>
                <span className="text-sm text-muted">{option.description}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-5 shrink-0 text-muted transition group-hover:translate-x-0.5 group-hover:text-fg motion-reduce:transition-none"
              />
            </button>
          );
        })}
      </div>
    </div>
  );
}
