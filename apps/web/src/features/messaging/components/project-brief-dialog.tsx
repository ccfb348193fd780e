import { localIsoDate } from '@pulse/domain/briefs';
import {
  addDays,
  PROJECT_BRIEF_TIMELINE_DAYS,
  PROJECT_BUDGET_OPTIONS,
  type ProjectBriefInput,
  projectBriefInput,
} from '@pulse/domain/messaging';
import { useMemo } from 'react';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';

function defaults(): ProjectBriefInput {
  const today = localIsoDate(new Date());
  return {
    title: '',
    budget: undefined as unknown as ProjectBriefInput['budget'],
    timeline: addDays(today, PROJECT_BRIEF_TIMELINE_DAYS),
    description: '',
  };
}

/**
 * The project brief modal (spec part 2, sections 5 and 9): title, budget range, timeline (about 21 days out)
 * and description, checked with the server's schema; errors show on the fields, never in an alert box.
 */
export function ProjectBriefDialog({
  open,
  onOpenChange,
  onSend,
  creatorName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (brief: ProjectBriefInput) => Promise<unknown>;
  creatorName: string;
}) {
  const schema = useMemo(() => projectBriefInput(() => localIsoDate(new Date())), []);
  const {
    register,
    handleSubmit,
    reset,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { defaultValues: defaults() });

  function change(next: boolean) {
    if (isSubmitting) return;
    if (!next) reset(defaults());
    onOpenChange(next);
  }

  async function submit(values: ProjectBriefInput) {
    try {
      await onSend(values);
      reset(defaults());
      onOpenChange(false);
    } catch (error) {
      // The server names the brief's fields inside the message it sends ("brief.title").
      showServerErrors(error, (field) => field.replace(/^brief\./, ''));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      busy={isSubmitting}
      title="Project Brief"
      description={`Tell ${creatorName} what you need. They can accept, decline or counter with their own price.`}
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-4" aria-label="Project brief">
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextField label="Project Title" error={errors.title?.message} {...register('title')} />
        <SelectField label="Budget Range" error={errors.budget?.message} {...register('budget')}>
          <option value="">Choose a budget range</option>
          {PROJECT_BUDGET_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Timeline"
          type="date"
          hint="When you need it delivered."
          min={localIsoDate(new Date())}
          error={errors.timeline?.message}
          {...register('timeline')}
        />
        <TextAreaField
          label="Project Description"
          rows={4}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => change(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" pending={isSubmitting} pendingLabel="Sending...">
            Send Brief
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
