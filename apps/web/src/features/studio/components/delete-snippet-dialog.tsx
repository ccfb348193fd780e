import { SNIPPET_DELETE_CONFIRM } from '@pulse/domain/studio';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useDeleteSnippet } from '../api/delete-snippet';

/** Delete asks first; the snippet goes only on Delete Snippet, and a failure stays on screen. */
export function DeleteSnippetDialog({ id, title }: { id: string; title: string }) {
  const remove = useDeleteSnippet();
  const [open, setOpen] = useState(false);

  function change(next: boolean) {
    if (remove.isPending) return;
    if (next) remove.reset();
    setOpen(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      role="alertdialog"
      busy={remove.isPending}
      title={`Delete “${title}”?`}
      description={SNIPPET_DELETE_CONFIRM}
      trigger={
        <Button variant="ghost" className="text-danger">
          Delete
        </Button>
      }
    >
      {remove.isError ? <Alert tone="danger">{errorMessage(remove.error)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => change(false)} disabled={remove.isPending}>
          Keep It
        </Button>
        {/* The dialog stays open until the answer comes back: the list drops the snippet, or the failure shows. */}
        <Button
          variant="danger"
          pending={remove.isPending}
          pendingLabel="Deleting..."
          onClick={() => remove.mutate(id)}
        >
          Delete Snippet
        </Button>
      </div>
    </Dialog>
  );
}
