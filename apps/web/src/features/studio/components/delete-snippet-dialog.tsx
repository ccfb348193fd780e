import { SNIPPET_DELETE_CONFIRM } from '@pulse/domain/studio';
import { AlertDialog } from 'radix-ui';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button, buttonClasses } from '../../../ui/button';
import { useDeleteSnippet } from '../api/delete-snippet';

/** Delete asks first; the snippet goes only on Delete Snippet, and a failure stays on screen. */
export function DeleteSnippetDialog({ id, title }: { id: string; title: string }) {
  const remove = useDeleteSnippet();
  return (
    <AlertDialog.Root onOpenChange={(open) => (open ? remove.reset() : undefined)}>
      <AlertDialog.Trigger className={buttonClasses('ghost', 'md', 'text-danger')}>Delete</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/80 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-card bg-surface p-6 shadow-float ring-1 ring-line sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
          <AlertDialog.Title className="font-display text-2xl font-bold">Delete “{title}”?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{SNIPPET_DELETE_CONFIRM}</AlertDialog.Description>
          {remove.isError ? <Alert tone="danger">{errorMessage(remove.error)}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('secondary')} disabled={remove.isPending}>
              Keep It
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the answer comes back. */}
            <Button
              variant="danger"
              pending={remove.isPending}
              pendingLabel="Deleting..."
              onClick={() => remove.mutate(id)}
            >
              Delete Snippet
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
