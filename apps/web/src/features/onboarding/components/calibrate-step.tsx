import { GENRES, VIBES } from '@pulse/domain/creative-onboarding';
import { ChoiceGrid } from './choice-grid';
import type { StepProps } from './step-props';

const toChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Step 2: the genres you work in and the vibes you bring (the brief vibe tags); at least one of each. */
export function CalibrateStep({ values, onChange, errorFor, touch, disabled }: StepProps) {
  return (
    <div className="flex flex-col gap-8">
      <ChoiceGrid
        legend="Genres"
        name="genres"
        mode="multi"
        variant="pill"
        choices={toChoices(GENRES)}
        value={values.genres}
        onChange={(genres) => {
          touch('genres');
          onChange({ genres });
        }}
        hint="Pick at least one."
        error={errorFor('genres')}
        disabled={disabled}
      />
      <ChoiceGrid
        legend="Vibes"
        name="vibes"
        mode="multi"
        variant="pill"
        choices={toChoices(VIBES)}
        value={values.vibes}
        onChange={(vibes) => {
          touch('vibes');
          onChange({ vibes });
        }}
        hint="Pick at least one. Brands tag their briefs with these."
        error={errorFor('vibes')}
        disabled={disabled}
      />
    </div>
  );
}
