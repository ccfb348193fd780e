import {
  COLLABORATION_TYPES,
  DIVERSITY_MARKERS,
  POSTING_FREQUENCIES,
  SEARCH_LANGUAGES,
  SEARCH_LOCATIONS,
  SEARCH_NICHES,
} from '@pulse/domain/creator-search';
import { AVAILABILITY_LABELS, EXPERIENCE_LABELS, EXPERIENCE_LEVELS, SPECIALTIES } from '@pulse/domain/creator-setup';
import { AVAILABILITIES } from '@pulse/domain/creators';
import {
  INTERESTS_MAX,
  PROFILE_MESSAGES,
  type ProfileResponse,
  TEAM_SIZES,
  type UpdateProfileInput,
  UpdateProfileRequest,
} from '@pulse/domain/profile';
import { RATE_LABELS } from '@pulse/domain/rates';
import { parseTagList } from '@pulse/domain/studio';
import { type ReactNode, useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { useSaveProfile } from '../api/save-profile';

type Input = z.input<typeof UpdateProfileRequest>;

function defaultsOf(profile: ProfileResponse): Input {
  return {
    name: profile.name,
    bio: profile.bio,
    location: profile.location,
    website: profile.website,
    instagram: profile.instagram,
    twitter: profile.twitter,
    email: profile.email,
    phone: profile.phone,
    // The server only sends values from its own lists; the casts narrow its plain strings to those lists.
    ...(profile.creator
      ? { creator: { ...profile.creator, rates: { ...profile.creator.rates } } as Input['creator'] }
      : {}),
    ...(profile.brand ? { brand: profile.brand as Input['brand'] } : {}),
    ...(profile.fan ? { fan: { interests: profile.fan.interests } } : {}),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-card bg-surface p-5 ring-1 ring-line">
      <legend className="px-1 font-display text-lg font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The server names a list's bad item ("creator.languages.0"); the form shows it on the list. */
const listOf = (field: string) => field.replace(/\.\d+$/, '');

/** A field's message, or the first of its items' (an array field reports per item). */
function listError(error: unknown, fallback: string): string | undefined {
  if (!error) return undefined;
  const e = error as FieldError & Partial<Record<number, FieldError>>;
  if (e.message) return e.message;
  return Array.isArray(error) ? ((error as (FieldError | undefined)[]).find(Boolean)?.message ?? fallback) : fallback;
}

/** A row of checkable chips over one list field. */
function ChipChecks({
  legend,
  options,
  error,
  registration,
}: {
  legend: string;
  options: readonly string[];
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-raised px-3 py-2 text-sm ring-1 ring-line has-[:checked]:bg-accent-soft has-[:checked]:text-accent has-[:checked]:ring-accent/50"
          >
            <input type="checkbox" value={o} className="size-4 accent-[var(--color-accent)]" {...registration} />
            {o}
          </label>
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}

/** `/profile/edit`: the shared fields and the role's own, checked with the server's schema. */
export function ProfileEditForm({
  profile,
  onCancel,
  onSaved,
}: {
  profile: ProfileResponse;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const save = useSaveProfile();
  const {
    register,
    handleSubmit,
    setValue,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(UpdateProfileRequest, { defaultValues: defaultsOf(profile) });
  const [interestsText, setInterestsText] = useState(profile.fan?.interests.join(', ') ?? '');
  const interests = parseTagList(interestsText);

  async function onSubmit(values: UpdateProfileInput) {
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (error) {
      showServerErrors(error, listOf);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Edit profile" className="flex flex-col gap-6">
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <Section title="About you">
        <TextField label="Display name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextAreaField label="Bio" error={errors.bio?.message} {...register('bio')} />
        <TextField
          label="Location"
          autoComplete="address-level2"
          error={errors.location?.message}
          {...register('location')}
        />
      </Section>

      <Section title="Links and contact">
        <TextField
          label="Website"
          inputMode="url"
          placeholder="yoursite.com"
          error={errors.website?.message}
          {...register('website')}
        />
        <TextField
          label="Instagram"
          placeholder="@handle"
          error={errors.instagram?.message}
          {...register('instagram')}
        />
        <TextField label="Twitter" placeholder="@handle" error={errors.twitter?.message} {...register('twitter')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      </Section>

      {profile.creator ? (
        <Section title="Your work">
          <SelectField
            label="Experience"
            error={errors.creator?.experience?.message}
            {...register('creator.experience', { setValueAs: (v) => (v === '' ? null : v) })}
          >
            <option value="">Not set</option>
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {EXPERIENCE_LABELS[level].label} ({EXPERIENCE_LABELS[level].years})
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Availability"
            error={errors.creator?.availability?.message}
            {...register('creator.availability')}
          >
            {AVAILABILITIES.map((a) => (
              <option key={a} value={a}>
                {AVAILABILITY_LABELS[a]}
              </option>
            ))}
          </SelectField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">Specialties</legend>
            <div className="flex flex-wrap gap-2">
              {SPECIALTIES.map((s) => (
                <label
                  key={s}
                  className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-raised px-3 py-2 text-sm ring-1 ring-line has-[:checked]:bg-accent-soft has-[:checked]:text-accent has-[:checked]:ring-accent/50"
                >
                  <input
                    type="checkbox"
                    value={s}
                    className="size-4 accent-[var(--color-accent)]"
                    {...register('creator.specialties')}
                  />
                  {s}
                </label>
              ))}
            </div>
            {errors.creator?.specialties ? (
              <p className="text-sm font-medium text-danger">
                {errors.creator.specialties.message ?? 'Pick specialties from the list'}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="grid gap-4 grid-cols-1 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Rates</legend>
            {profile.creator.rateKeys.map((key) => (
              <TextField
                key={key}
                label={RATE_LABELS[key]}
                placeholder="$200-400"
                error={errors.creator?.rates?.[key]?.message}
                {...register(`creator.rates.${key}`)}
              />
            ))}
          </fieldset>
        </Section>
      ) : null}

      {profile.creator ? (
        <Section title="How brands find you">
          <p className="text-sm text-muted">PulsePartners filter creator search by these. All optional.</p>
          <SelectField
            label="Niche"
            error={errors.creator?.niche?.message}
            {...register('creator.niche', { setValueAs: (v) => (v === '' ? null : v) })}
          >
            <option value="">Not set</option>
            {SEARCH_NICHES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
          <ChipChecks
            legend="Languages"
            options={SEARCH_LANGUAGES}
            error={listError(errors.creator?.languages, PROFILE_MESSAGES.languages)}
            registration={register('creator.languages')}
          />
          <SelectField
            label="Region"
            error={errors.creator?.region?.message}
            {...register('creator.region', { setValueAs: (v) => (v === '' ? null : v) })}
          >
            <option value="">Not set</option>
            {SEARCH_LOCATIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </SelectField>
          <ChipChecks
            legend="Diversity markers"
            options={DIVERSITY_MARKERS}
            error={listError(errors.creator?.diversityMarkers, PROFILE_MESSAGES.diversityMarkers)}
            registration={register('creator.diversityMarkers')}
          />
          <ChipChecks
            legend="Collaboration types"
            options={COLLABORATION_TYPES}
            error={listError(errors.creator?.collaborationTypes, PROFILE_MESSAGES.collaborationTypes)}
            registration={register('creator.collaborationTypes')}
          />
          <SelectField
            label="Posting frequency"
            error={errors.creator?.postingFrequency?.message}
            {...register('creator.postingFrequency', { setValueAs: (v) => (v === '' ? null : v) })}
          >
            <option value="">Not set</option>
            {POSTING_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </SelectField>
        </Section>
      ) : null}

      {profile.brand ? (
        <Section title="Your company">
          <TextField
            label="Company"
            autoComplete="organization"
            error={errors.brand?.company?.message}
            {...register('brand.company')}
          />
          <TextField label="Industry" error={errors.brand?.industry?.message} {...register('brand.industry')} />
          <SelectField label="Team size" error={errors.brand?.teamSize?.message} {...register('brand.teamSize')}>
            <option value="">Not set</option>
            {TEAM_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Budget"
            placeholder="$500-1,500 per project"
            error={errors.brand?.budget?.message}
            {...register('brand.budget')}
          />
        </Section>
      ) : null}

      {profile.fan ? (
        <Section title="Your interests">
          <TextField
            label="Interest tags"
            hint={`Separate tags with commas, up to ${INTERESTS_MAX}`}
            value={interestsText}
            onChange={(e) => {
              setInterestsText(e.target.value);
              setValue('fan.interests', parseTagList(e.target.value), { shouldValidate: Boolean(errors.fan) });
            }}
            error={
              errors.fan?.interests?.message ??
              (Array.isArray(errors.fan?.interests) ? errors.fan.interests.find(Boolean)?.message : undefined)
            }
          />
          {interests.length > 0 ? (
            <ul aria-label="Your interests" className="flex flex-wrap gap-1.5">
              {interests.map((tag) => (
                <li key={tag}>
                  <Chip tone="accent">{tag}</Chip>
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      ) : null}

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" pending={isSubmitting} pendingLabel="Saving...">
          Save Profile
        </Button>
      </div>
    </form>
  );
}
