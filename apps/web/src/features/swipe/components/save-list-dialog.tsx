import { DEFAULT_SAVE_LIST, LIST_NAME_MAX, SaveCreatorRequest } from '@pulse/domain/library';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '../../../lib/cn';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';

/** Save to list: a list name (default "Discoveries"), with the fan's existing lists one tap away. */
export function SaveListDialog({
  creator,
  listNames,
  onOpenChange,
  onSave,
}: {
  /** Open while set. */
  creator: { id: string; name: string } | null;
  listNames: readonly string[];
  onOpenChange: (open: boolean) => void;
  onSave: (creatorId: string, listName: string) => Promise<unknown> | unknown;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    showServerErrors,
    formState: { errors, isSubmitting, isSubmitted },
  } = useSchemaForm(SaveCreatorRequest, { defaultValues: { creatorId: '', listName: DEFAULT_SAVE_LIST } });
  const listName = useWatch({ control, name: 'listName' }) ?? '';
  const choices = [...new Set([DEFAULT_SAVE_LIST, ...listNames])];

  useEffect(() => {
    if (creator) reset({ creatorId: creator.id, listName: DEFAULT_SAVE_LIST });
  }, [creator, reset]);

  function change(open: boolean) {
    if (isSubmitting) return;
    onOpenChange(open);
  }

  async function onSubmit(values: z.output<typeof SaveCreatorRequest>) {
    try {
      await onSave(values.creatorId, values.listName);
      onOpenChange(false);
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <Dialog
      open={creator !== null}
      onOpenChange={change}
      busy={isSubmitting}
      title={`Save ${creator?.name ?? ''}`}
      description="Pick a list or name a new one. Your lists show on your profile."
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <ul className="flex flex-wrap gap-2" aria-label="Your lists">
          {choices.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-pressed={listName.trim() === name}
                onClick={() => setValue('listName', name, { shouldValidate: isSubmitted })}
                className={cn(
                  'min-h-10 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors',
                  listName.trim() === name
                    ? 'bg-accent-soft text-accent ring-accent/50'
                    : 'bg-raised text-fg ring-line',
                )}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
        <TextField
          label="List name"
          maxLength={LIST_NAME_MAX + 10}
          error={errors.listName?.message}
          {...register('listName')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => change(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" pending={isSubmitting} pendingLabel="Saving...">
            Save to list
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
