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
import { Alert } from '../../../ui/alert';
import { TextAreaField, TextField } from '../../../ui/field';
import { ToggleChips } from '../../../ui/toggle-chips';
import { ChoiceList } from './choice-list';
import { GuidanceNote } from './guidance-note';
import type { SetupDraft } from './setup-draft';

export interface StepProps {
  draft: SetupDraft;
  update: (patch: Partial<SetupDraft>) => void;
  /** The message to show for a field path ("socialLinks.website"), once it should be shown. */
  errorFor: (path: string) => string | undefined;
  /** Marks a field as visited, so its validation message shows. */
  touch: (path: string) => void;
}

function toggle(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Step 1: display name, bio and location, all required. */
export function BasicsStep({ draft, update, errorFor, touch }: StepProps) {
  const bioLength = draft.bio.trim().length;
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Display name"
        autoComplete="nickname"
        value={draft.displayName}
        onChange={(e) => update({ displayName: e.target.value })}
        onBlur={() => touch('displayName')}
        error={errorFor('displayName')}
        hint={<GuidanceNote guidance={nameGuidance(draft.displayName)} />}
      />
      <TextAreaField
        label="Bio"
        rows={4}
        value={draft.bio}
        onChange={(e) => update({ bio: e.target.value })}
        onBlur={() => touch('bio')}
        error={errorFor('bio')}
        placeholder="What you make, who you make it for, and what makes your work yours."
        hint={
          <span className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <GuidanceNote guidance={bioGuidance(draft.bio)} />
            <span className="tabular-nums" aria-hidden="true">
              {bioLength} characters ({BIO_ADVISED_MIN}-{BIO_ADVISED_MAX} advised)
            </span>
          </span>
        }
      />
      <TextField
        label="Location"
        autoComplete="address-level2"
        placeholder="City, State or Remote"
        value={draft.location}
        onChange={(e) => update({ location: e.target.value })}
        onBlur={() => touch('location')}
        error={errorFor('location')}
      />
    </div>
  );
}

/** Step 2: at least one of the twelve creative types. */
export function CreativeTypesStep({ draft, update }: StepProps) {
  const noteId = useId();
  return (
    <div className="flex flex-col gap-4">
      <ToggleChips
        legend="Creative types"
        options={CREATIVE_TYPES}
        selected={draft.creativeTypes}
        onToggle={(type) => update({ creativeTypes: toggle(draft.creativeTypes, type) })}
        describedBy={noteId}
      />
      <p id={noteId} aria-live="polite">
        <GuidanceNote guidance={creativeTypesGuidance(draft.creativeTypes.length)} />
      </p>
    </div>
  );
}

/** Step 3: one of the five experience levels. */
export function ExperienceStep({ draft, update }: StepProps) {
  return (
    <ChoiceList
      legend="Experience level"
      name="experience"
      value={draft.experience}
      onChange={(experience) => update({ experience })}
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
export function RatesStep({ draft, update, errorFor, touch }: StepProps) {
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
            value={draft.rates[key]}
            onChange={(e) => update({ rates: { ...draft.rates, [key]: e.target.value } })}
            onBlur={() => touch(`rates.${key}`)}
            error={errorFor(`rates.${key}`)}
            hint={guidance ? <GuidanceNote guidance={guidance} /> : 'Optional'}
          />
        );
      })}
    </div>
  );
}

/** Step 5: specialties (any of twenty) and availability (Available by default). */
export function SpecialtiesStep({ draft, update }: StepProps) {
  return (
    <div className="flex flex-col gap-6">
      <ToggleChips
        legend="Specialties (optional)"
        options={SPECIALTIES}
        selected={draft.specialties}
        onToggle={(s) => update({ specialties: toggle(draft.specialties, s) })}
      />
      <ChoiceList
        legend="Availability"
        name="availability"
        layout="row"
        value={draft.availability}
        onChange={(availability) => update({ availability })}
        choices={AVAILABILITIES.map((a) => ({ value: a, label: AVAILABILITY_LABELS[a] }))}
      />
    </div>
  );
}

/** Step 6: social links; portfolio and website must be web addresses. */
export function SocialLinksStep({ draft, update, errorFor, touch }: StepProps) {
  const set = (key: keyof SetupDraft['socialLinks'], value: string) =>
    update({ socialLinks: { ...draft.socialLinks, [key]: value } });
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Instagram"
        placeholder="@yourhandle"
        autoCapitalize="none"
        value={draft.socialLinks.instagram}
        onChange={(e) => set('instagram', e.target.value)}
        onBlur={() => touch('socialLinks.instagram')}
        error={errorFor('socialLinks.instagram')}
        hint="Optional"
      />
      <TextField
        label="Portfolio"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        placeholder="yourname.portfolio.com"
        value={draft.socialLinks.portfolio}
        onChange={(e) => set('portfolio', e.target.value)}
        onBlur={() => touch('socialLinks.portfolio')}
        error={errorFor('socialLinks.portfolio')}
        hint="Optional. The first link reviewers open."
      />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        placeholder="yourname.com"
        value={draft.socialLinks.website}
        onChange={(e) => set('website', e.target.value)}
        onBlur={() => touch('socialLinks.website')}
        error={errorFor('socialLinks.website')}
        hint="Optional"
      />
    </div>
  );
}
