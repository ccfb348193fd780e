import { BIO_MAX, BIO_MIN, EXTRA_LINKS_MAX, SPECIALTIES, SPECIALTIES_MAX } from '@pulse/domain/creative-onboarding';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { ChoiceGrid } from './choice-grid';
import type { StepProps } from './step-props';
import { UrlField } from './url-field';

/** Step 3: a short bio, specialties from the role's category list, and up to three more links. */
export function ProfileStep({ role, values, onChange, errorFor, touch, disabled }: StepProps) {
  const bioLength = values.bio.trim().length;
  const specialtyLabel = role === 'producer' ? 'Specialties' : 'Specialties (what you shoot)';

  function setLink(index: number, value: string) {
    onChange({ links: values.links.map((link, i) => (i === index ? value : link)) });
  }

  return (
    <div className="flex flex-col gap-8">
      <TextAreaField
        label="Bio"
        name="bio"
        rows={4}
        value={values.bio}
        onChange={(e) => onChange({ bio: e.target.value })}
        onBlur={() => touch('bio')}
        error={errorFor('bio')}
        hint={`${bioLength} / ${BIO_MAX} characters, at least ${BIO_MIN}. What you make, who for, and what sets it apart.`}
        placeholder={
          role === 'producer'
            ? 'Lo-fi and boom-bap from a dorm room in Austin. I score student films and podcast intros.'
            : 'Documentary-style shorts and event recaps around Atlanta. I cut fast and keep it real.'
        }
        disabled={disabled}
      />
      <ChoiceGrid
        legend={specialtyLabel}
        name="specialties"
        mode="multi"
        variant="pill"
        choices={SPECIALTIES[role].map((value) => ({ value, label: value }))}
        value={values.specialties}
        onChange={(specialties) => {
          touch('specialties');
          onChange({ specialties });
        }}
        hint={`Pick 1 to ${SPECIALTIES_MAX}.`}
        error={errorFor('specialties')}
        disabled={disabled}
      />
      <fieldset className="flex flex-col gap-4" disabled={disabled}>
        <legend className="mb-3 text-sm font-semibold text-fg">More links (optional)</legend>
        {values.links.length === 0 ? (
          <p className="text-sm text-muted">Instagram, YouTube, Vimeo, a second site: anywhere people can see more.</p>
        ) : null}
        {values.links.map((link, index) => (
          // Rows are positional: the index is the identity of each link field.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-renders the rest.
          <div key={index} className="flex items-start gap-2">
            <div className="flex-1">
              <UrlField
                label={`Link ${index + 1}`}
                name={`links.${index}`}
                placeholder="instagram.com/yourname"
                value={link}
                onValueChange={(next) => setLink(index, next)}
                onBlur={() => touch(`links.${index}`)}
                error={errorFor(`links.${index}`)}
              />
            </div>
            <button
              type="button"
              aria-label={`Remove link ${index + 1}`}
              title={`Remove link ${index + 1}`}
              className="mt-7 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-muted ring-1 ring-line transition hover:bg-raised hover:text-fg"
              onClick={() => onChange({ links: values.links.filter((_, i) => i !== index) })}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        ))}
        {values.links.length < EXTRA_LINKS_MAX ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => onChange({ links: [...values.links, ''] })}
            disabled={disabled}
          >
            <Plus aria-hidden="true" className="size-4" /> Add a link
          </Button>
        ) : null}
      </fieldset>
    </div>
  );
}
