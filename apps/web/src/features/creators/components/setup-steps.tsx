import {
  AVAILABILITY_LABELS,
  BIO_ADVISED_MAX,
  BIO_ADVISED_MIN,
  bioGuidance,
  CREATIVE_TYPES,
  creativeTypesGuidance,
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  nameGuidance,
  rateBenchmark,
  rateGuidance,
  SPECIALTIES,
} from '@pulse/domain/creator-setup';
import { AVAILABILITIES } from '@pulse/domain/creators';
import { formatCount } from '@pulse/domain/numbers';
import { RATE_LABELS, type RateKey, rateKeysFor } from '@pulse/domain/rates';
import { useId } from 'react';
import { type FieldPath, get, type UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../ui/alert';
import { TextAreaField, TextField } from '../../../ui/field';
import { ToggleChips } from '../../../ui/toggle-chips';
import { ChoiceList } from './choice-list';
import { GuidanceNote } from './guidance-note';
import type { SetupDraft } from './setup-draft';

/** The wizard's one form: its values are the draft, checked step by step by the domain's `setupStepErrors`. */
export type SetupForm = UseFormReturn<SetupDraft, unknown, SetupDraft>;

export interface StepProps {
  /** The draft as it stands (the form's watched values). */
  draft: SetupDraft;
  form: SetupForm;
}

/** The message the form holds for a field path ("socialLinks.website"): its step's rule once visited, or the server's. */
function messageAt(form: SetupForm, path: string): string | undefined {
  const error: unknown = get(form.formState.errors, path);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}

/** A text field of the draft; a message the server put on it goes as soon as it changes. */
function field(form: SetupForm, path: FieldPath<SetupDraft>) {
  return form.register(path, {
    onChange: () => {
      const error: unknown = get(form.formState.errors, path);
      if (error && typeof error === 'object' && 'type' in error && error.type === 'server') form.clearErrors(path);
    },
  });
}

/** A value set by a control that is not an input (chips, choice rows). */
function choose<K extends 'creativeTypes' | 'experience' | 'specialties' | 'availability'>(
  form: SetupForm,
  name: K,
  value: SetupDraft[K],
) {
  form.setValue(name, value as never, { shouldDirty: true });
}

function toggle(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Step 1: display name, bio and location, all required. */
export function BasicsStep({ draft, form }: StepProps) {
  const bioLength = draft.bio.trim().length;
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Display name"
        autoComplete="nickname"
        error={messageAt(form, 'displayName')}
        {...field(form, 'displayName')}
        hint={<GuidanceNote guidance={nameGuidance(draft.displayName)} />}
      />
      <TextAreaField
        label="Bio"
        rows={4}
        error={messageAt(form, 'bio')}
        placeholder="What you make, who you make it for, and what makes your work yours."
        hint={
          <span className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <GuidanceNote guidance={bioGuidance(draft.bio)} />
            <span className="tabular-nums" aria-hidden="true">
              {bioLength} characters ({BIO_ADVISED_MIN}-{BIO_ADVISED_MAX} advised)
            </span>
          </span>
        }
        {...field(form, 'bio')}
      />
      <TextField
        label="Location"
        autoComplete="address-level2"
        placeholder="City, State or Remote"
        error={messageAt(form, 'location')}
        {...field(form, 'location')}
      />
    </div>
  );
}

/** Step 2: at least one of the twelve creative types. */
export function CreativeTypesStep({ draft, form }: StepProps) {
  const noteId = useId();
  return (
    <div className="flex flex-col gap-4">
      <ToggleChips
        legend="Creative types"
        options={CREATIVE_TYPES}
        selected={draft.creativeTypes}
        onToggle={(type) => choose(form, 'creativeTypes', toggle(draft.creativeTypes, type))}
        describedBy={noteId}
      />
      <p id={noteId} aria-live="polite">
        <GuidanceNote guidance={creativeTypesGuidance(draft.creativeTypes.length)} />
      </p>
    </div>
  );
}

/** Step 3: one of the five experience levels. */
export function ExperienceStep({ draft, form }: StepProps) {
  return (
    <ChoiceList
      legend="Experience level"
      name="experience"
      value={draft.experience}
      onChange={(experience) => choose(form, 'experience', experience)}
      choices={EXPERIENCE_LEVELS.map((level) => ({
        value: level,
        label: EXPERIENCE_LABELS[level].label,
        detail: EXPERIENCE_LABELS[level].years,
      }))}
    />
  );
}

const RATE_PLACEHOLDERS: Record<RateKey, string> = {
  customBeat: '$150-400',
  mixingMastering: '$75 per song',
  photoShoot: '$150-300',
  videoProject: '$400-800',
  designWork: '$200-500',
  consultation: '$50 per hour',
};

/** Step 4: four free-text rate ranges, judged against $500 scaled by experience. */
export function RatesStep({ draft, form }: StepProps) {
  const benchmark = rateBenchmark(draft.experience);
  const level = draft.experience ? EXPERIENCE_LABELS[draft.experience].label : null;
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="info">
        {level ? `${level} creatives` : 'Creatives'} on Pulse usually charge around ${formatCount(benchmark)} per
        project. Ranges like $200-400 are easiest for partners to compare.
      </Alert>
      {rateKeysFor({ creativeTypes: draft.creativeTypes, rates: draft.rates }).map((key) => {
        const guidance = rateGuidance(draft.rates[key], draft.experience);
        return (
          <TextField
            key={key}
            label={RATE_LABELS[key]}
            placeholder={RATE_PLACEHOLDERS[key]}
            error={messageAt(form, `rates.${key}`)}
            hint={guidance ? <GuidanceNote guidance={guidance} /> : 'Optional'}
            {...field(form, `rates.${key}`)}
          />
        );
      })}
    </div>
  );
}

/** Step 5: specialties (any of twenty) and availability (Available by default). */
export function SpecialtiesStep({ draft, form }: StepProps) {
  return (
    <div className="flex flex-col gap-6">
      <ToggleChips
        legend="Specialties (optional)"
        options={SPECIALTIES}
        selected={draft.specialties}
        onToggle={(s) => choose(form, 'specialties', toggle(draft.specialties, s))}
      />
      <ChoiceList
        legend="Availability"
        name="availability"
        layout="row"
        value={draft.availability}
        onChange={(availability) => choose(form, 'availability', availability)}
        choices={AVAILABILITIES.map((a) => ({ value: a, label: AVAILABILITY_LABELS[a] }))}
      />
    </div>
  );
}

/** Step 6: social links; portfolio and website must be web addresses. */
export function SocialLinksStep({ form }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Instagram"
        placeholder="@yourhandle"
        autoCapitalize="none"
        error={messageAt(form, 'socialLinks.instagram')}
        {...field(form, 'socialLinks.instagram')}
        hint="Optional"
      />
      <TextField
        label="Portfolio"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        placeholder="yourname.portfolio.com"
        error={messageAt(form, 'socialLinks.portfolio')}
        {...field(form, 'socialLinks.portfolio')}
        hint="Optional. The first link reviewers open."
      />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        placeholder="yourname.com"
        error={messageAt(form, 'socialLinks.website')}
        {...field(form, 'socialLinks.website')}
        hint="Optional"
      />
    </div>
  );
}
