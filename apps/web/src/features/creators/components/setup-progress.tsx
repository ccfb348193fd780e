import { CREATOR_SETUP_STEPS } from '@pulse/domain/creator-setup';

/** The wizard's progress bar with "step/7" (spec part 1, section 4); the current step is pink. */
export function SetupProgress({ step }: { step: number }) {
  const percent = Math.round((step / CREATOR_SETUP_STEPS) * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm font-semibold">
        <span className="text-muted">Creator setup</span>
        <span className="text-accent" data-testid="setup-step">
          {step}/{CREATOR_SETUP_STEPS}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Setup progress"
        aria-valuemin={1}
        aria-valuemax={CREATOR_SETUP_STEPS}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${CREATOR_SETUP_STEPS}`}
        className="h-2 overflow-hidden rounded-full bg-raised"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-500 ease-snap motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
