import { GENRES, VIBES } from '@pulse/domain/creative-onboarding';
import { ChoiceGrid } from './choice-grid';
import { type StepProps, useStepField } from './step-props';

const toChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Step 2: the genres you work in and the vibes you bring (the brief vibe tags); at least one of each. */
export function CalibrateStep({ form, disabled }: StepProps) {
  const genres = useStepField(form, 'genres', { visitOnChange: true });
  const vibes = useStepField(form, 'vibes', { visitOnChange: true });
  return (
    <div className="flex flex-col gap-8">
      <ChoiceGrid
        legend="Genres"
        name="genres"
        mode="multi"
        variant="pill"
        choices={toChoices(GENRES)}
        value={genres.value}
        onChange={genres.onChange}
        hint="Pick at least one."
        error={genres.error}
        disabled={disabled}
      />
      <ChoiceGrid
        legend="Vibes"
        name="vibes"
        mode="multi"
        variant="pill"
        choices={toChoices(VIBES)}
        value={vibes.value}
        onChange={vibes.onChange}
        hint="Pick at least one. Brands tag their briefs with these."
        error={vibes.error}
        disabled={disabled}
      />
    </div>
  );
}
