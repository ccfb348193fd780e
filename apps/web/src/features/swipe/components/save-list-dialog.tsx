import { DEFAULT_SAVE_LIST, LIST_NAME_MAX, SaveCreatorRequest } from '@pulse/domain/library';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
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
    <Dialog.Root open={creator !== null} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/80 backdrop-blur-sm motion-safe:animate-rise" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-card bg-surface p-6 shadow-float ring-1 ring-line sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 motion-safe:animate-rise">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="font-display text-2xl font-bold">Save {creator?.name}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label="Close"
                disabled={pending}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full ring-1 ring-line hover:bg-raised"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-muted">
            Pick a list or name a new one. Your lists show on your profile.
          </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
