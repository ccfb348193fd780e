import { BIO_MAX, BIO_MIN, EXTRA_LINKS_MAX, SPECIALTIES, SPECIALTIES_MAX } from '@pulse/domain/creative-onboarding';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { ChoiceGrid } from './choice-grid';
import { messageAt, type OnboardingForm, type StepProps, textField, useStepField } from './step-props';
import { UrlField } from './url-field';

/** Step 3: a short bio, specialties from the role's category list, and up to three more links. */
export function ProfileStep({ role, form, disabled }: StepProps) {
  const bioLength = form.watch('bio').trim().length;
  const links = form.watch('links');
  const specialties = useStepField(form, 'specialties', { visitOnChange: true });
  const specialtyLabel = role === 'producer' ? 'Specialties' : 'Specialties (what you shoot)';

  function setLinks(next: string[]) {
    form.setValue('links', next, { shouldDirty: true });
    // The rows' messages move with them.
    if (form.formState.errors.links) void form.trigger('links');
  }

  return (
    <div className="flex flex-col gap-8">
      <TextAreaField
        label="Bio"
        rows={4}
        {...textField(form, 'bio')}
        error={messageAt(form, 'bio')}
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
        value={specialties.value}
        onChange={specialties.onChange}
        hint={`Pick 1 to ${SPECIALTIES_MAX}.`}
        error={specialties.error}
        disabled={disabled}
      />
      <fieldset className="flex flex-col gap-4" disabled={disabled}>
        <legend className="mb-3 text-sm font-semibold text-fg">More links (optional)</legend>
        {links.length === 0 ? (
          <p className="text-sm text-muted">Instagram, YouTube, Vimeo, a second site: anywhere people can see more.</p>
        ) : null}
        {links.map((_, index) => (
          <LinkRow
            // Rows are positional: the index is the identity of each link field (`links.N`).
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-renders the rest.
            key={index}
            form={form}
            index={index}
            onRemove={() => setLinks(links.filter((_, i) => i !== index))}
          />
        ))}
        {links.length < EXTRA_LINKS_MAX ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => setLinks([...links, ''])}
            disabled={disabled}
          >
            <Plus aria-hidden="true" className="size-4" /> Add a link
          </Button>
        ) : null}
      </fieldset>
    </div>
  );
}

/** One more link: a web address field of the draft's `links.N`, and its remove button. */
function LinkRow({ form, index, onRemove }: { form: OnboardingForm; index: number; onRemove: () => void }) {
  const link = useStepField(form, `links.${index}`);
  return (
    <div className="flex items-start gap-2">
      <div className="flex-1">
        <UrlField
          label={`Link ${index + 1}`}
          name={`links.${index}`}
          placeholder="instagram.com/yourname"
          value={link.value}
          onValueChange={link.onChange}
          onBlur={link.onBlur}
          error={link.error}
        />
      </div>
      <button
        type="button"
        aria-label={`Remove link ${index + 1}`}
        title={`Remove link ${index + 1}`}
        className="mt-7 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-muted ring-1 ring-line transition hover:bg-raised hover:text-fg"
        onClick={onRemove}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
