import { DEFAULT_SAVE_LIST, LIST_NAME_MAX, SaveCreatorRequest } from '@pulse/domain/library';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
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
  const [listName, setListName] = useState(DEFAULT_SAVE_LIST);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const choices = [...new Set([DEFAULT_SAVE_LIST, ...listNames])];

  function change(open: boolean) {
    if (pending) return;
    if (!open) {
      setListName(DEFAULT_SAVE_LIST);
      setError(null);
      setFailure(null);
    }
    onOpenChange(open);
  }

  async function submit() {
    if (!creator) return;
    setFailure(null);
    const parsed = SaveCreatorRequest.safeParse({ creatorId: creator.id, listName });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onSave(creator.id, parsed.data.listName);
      setPending(false);
      setListName(DEFAULT_SAVE_LIST);
      onOpenChange(false);
    } catch (cause) {
      setPending(false);
      setFailure(errorMessage(cause));
    }
  }

  return (
    <Dialog
      open={creator !== null}
      onOpenChange={change}
      busy={pending}
      title={`Save ${creator?.name ?? ''}`}
      description="Pick a list or name a new one. Your lists show on your profile."
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <ul className="flex flex-wrap gap-2" aria-label="Your lists">
          {choices.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-pressed={listName.trim() === name}
                onClick={() => setListName(name)}
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
          value={listName}
          maxLength={LIST_NAME_MAX + 10}
          onChange={(e) => {
            setListName(e.target.value);
            if (error) setError(null);
          }}
          error={error ?? undefined}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => change(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} pendingLabel="Saving...">
            Save to list
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
