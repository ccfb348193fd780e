import type { CreativeOnboardingRole, CreativeOnboardingValues } from '@pulse/domain/creative-onboarding';

/** What every creative onboarding step gets from the flow that holds the draft. */
export interface StepProps {
  role: CreativeOnboardingRole;
  values: CreativeOnboardingValues;
  onChange: (patch: Partial<CreativeOnboardingValues>) => void;
  /** The message to show for a field now (after it was left, after a save attempt, or from the server). */
  errorFor: (field: string) => string | undefined;
  /** Marks a field as visited, so its message shows from then on. */
  touch: (field: string) => void;
  disabled: boolean;
}
