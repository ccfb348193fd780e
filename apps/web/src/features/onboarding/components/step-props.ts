import type { CreativeOnboardingRole, CreativeOnboardingValues } from '@pulse/domain/creative-onboarding';
import { type FieldPath, get, type UseFormReturn, useController } from 'react-hook-form';

/** The flow's one form: its values are the draft, checked by the current step's rule (`creativeOnboardingStepSchema`). */
export type OnboardingForm = UseFormReturn<CreativeOnboardingValues, unknown, CreativeOnboardingValues>;

/** What every creative onboarding step gets from the flow that holds the draft. */
export interface StepProps {
  role: CreativeOnboardingRole;
  form: OnboardingForm;
  disabled: boolean;
}

type FieldName = FieldPath<CreativeOnboardingValues>;

/** The first message the form holds at a path (a list's own, or one on an item of it). */
function messageIn(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const part of Object.values(error)) {
    const message = messageIn(part);
    if (message) return message;
  }
  return undefined;
}

/** The message to show for a field now: the step's rule once it was visited (or a save was tried), or the server's. */
export function messageAt(form: OnboardingForm, name: FieldName): string | undefined {
  return messageIn(get(form.formState.errors, name));
}

/** A change drops the message a failed save left: the server's on the field, and the one above the buttons. */
function changed(form: OnboardingForm, name: FieldName) {
  const error: unknown = get(form.formState.errors, name);
  if (error && typeof error === 'object' && 'type' in error && error.type === 'server') form.clearErrors(name);
  if (form.formState.errors.root) form.clearErrors('root');
}

/** A text input of the draft, registered on the form. */
export function textField(form: OnboardingForm, name: 'displayName' | 'location' | 'bio') {
  return form.register(name, { onChange: () => changed(form, name) });
}

/**
 * A field whose control takes a value and a setter (a web address that gets https:// while typing, a choice
 * grid). `visitOnChange` shows its message from the first change, as a group of choices has no blur of its own.
 */
export function useStepField<N extends 'portfolioLink' | `links.${number}` | 'genres' | 'vibes' | 'specialties'>(
  form: OnboardingForm,
  name: N,
  { visitOnChange = false }: { visitOnChange?: boolean } = {},
) {
  const { field } = useController({ control: form.control, name });
  return {
    value: field.value,
    onChange: (value: typeof field.value) => {
      field.onChange(value);
      changed(form, name);
      if (visitOnChange) field.onBlur();
    },
    onBlur: field.onBlur,
    error: messageAt(form, name),
  };
}
