import {
  CREATIVE_ONBOARDING_STEPS,
  type CreativeOnboardingStep,
  STEP_TITLES,
  stepNumber,
} from '@pulse/domain/creative-onboarding';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The four steps: done ones green with a check, the current one pink, the rest quiet. */
export function StepProgress({ step }: { step: CreativeOnboardingStep }) {
  const current = stepNumber(step);
  return (
    <nav aria-label="Onboarding steps">
      <ol className="grid grid-cols-4 gap-2">
        {CREATIVE_ONBOARDING_STEPS.map((s) => {
          const n = stepNumber(s);
          const state = n < current ? 'done' : n === current ? 'current' : 'upcoming';
          return (
            <li key={s} aria-current={state === 'current' ? 'step' : undefined} className="flex min-w-0 flex-col gap-2">
              <span
                aria-hidden="true"
                className={cn(
                  'h-1.5 rounded-full transition-colors duration-300 motion-reduce:transition-none',
                  state === 'done' && 'bg-success',
                  state === 'current' && 'bg-accent',
                  state === 'upcoming' && 'bg-raised',
                )}
              />
              <span
                className={cn(
                  'flex items-center gap-1 truncate text-xs font-semibold',
                  state === 'done' && 'text-success',
                  state === 'current' && 'text-accent',
                  state === 'upcoming' && 'text-muted',
                )}
              >
                {state === 'done' ? <Check aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={3} /> : null}
                <span className={cn('truncate', state !== 'current' && 'max-sm:sr-only')}>{STEP_TITLES[s]}</span>
                <span className="sr-only">
                  {state === 'done' ? ' (done)' : state === 'current' ? ' (current step)' : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
