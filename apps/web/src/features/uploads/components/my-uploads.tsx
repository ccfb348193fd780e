import type { CreativeRole } from '@pulse/domain/roles-contracts';
import type { Snippet } from '@pulse/domain/uploads';
import { Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { MediaPlayer } from '../../../ui/media-player';
import { Spinner } from '../../../ui/spinner';
import { useDeleteSnippet } from '../api/delete-snippet';
import { useMySnippets } from '../api/get-my-snippets';
import { SnippetEditForm } from './snippet-edit-form';

function rightsSummary(snippet: Snippet): string {
  if (snippet.usageTiers.length === 0) return 'No rights set';
  return `${snippet.usageTiers.length} usage tier${snippet.usageTiers.length === 1 ? '' : 's'}`;
}

function UploadItem({ snippet, creativeRole }: { snippet: Snippet; creativeRole: CreativeRole | null }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSnippet();

  async function confirmDelete() {
    try {
      await remove.mutateAsync(snippet.id);
      toast.success(`Deleted “${snippet.title}”`);
    } catch {
      // Shown below.
    }
  }

  return (
    <li>
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate font-display text-lg font-bold">{snippet.title}</h3>
            <p className="text-sm text-muted">
              {snippet.durationSeconds !== null ? `${snippet.durationSeconds}s · ` : ''}
              {snippet.ownershipPercentage}% ownership · {rightsSummary(snippet)}
              {snippet.splits.length > 0
                ? ` · ${snippet.splits.length} split${snippet.splits.length === 1 ? '' : 's'}`
                : ''}
            </p>
          </div>
          {snippet.kind === 'track' ? <Chip tone="info">Full track</Chip> : null}
        </div>
        {[...snippet.categories, ...snippet.tags].length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {snippet.categories.map((c) => (
              <Chip key={`c-${c}`} tone="accent">
                {c}
              </Chip>
            ))}
            {snippet.tags.map((t) => (
              <Chip key={`t-${t}`}>{t}</Chip>
            ))}
          </div>
        ) : null}
        {snippet.media ? (
          <MediaPlayer
            media={snippet.media}
            title={snippet.title}
            seed={snippet.id}
            preload="none"
            sizes="(min-width: 640px) 560px, 100vw"
          />
        ) : (
          <p className="text-xs text-muted">No file attached.</p>
        )}
        {editing ? (
          <SnippetEditForm snippet={snippet} creativeRole={creativeRole} onDone={() => setEditing(false)} />
        ) : confirming ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-field bg-danger-soft px-4 py-3">
            <p className="text-sm font-semibold text-danger">Delete “{snippet.title}” and its file?</p>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button variant="danger" pending={remove.isPending} pendingLabel="Deleting..." onClick={confirmDelete}>
                Yes, Delete
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${snippet.title}`}>
              <Pencil aria-hidden="true" className="size-4" /> Edit
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${snippet.title}`}>
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
          </div>
        )}
        {remove.isError ? <Alert tone="danger">{errorMessage(remove.error)}</Alert> : null}
      </Card>
    </li>
  );
}

/** The uploads list under the wizard; `footer` gets the number of items (Complete Setup needs one). */
export function MyUploads({
  creativeRole,
  footer,
}: {
  creativeRole: CreativeRole | null;
  footer?: (count: number) => ReactNode;
}) {
  const mine = useMySnippets();
  if (mine.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="text-accent" /> Loading your uploads...
      </p>
    );
  }
  if (mine.isError) {
    return (
      <Alert tone="danger">
        We couldn't load your uploads: {errorMessage(mine.error)}{' '}
        <button type="button" className="underline underline-offset-2" onClick={() => mine.refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  const items = mine.data.items;
  return (
    <section aria-labelledby="my-uploads-title" className="flex flex-col gap-4">
      <h2 id="my-uploads-title" className="font-display text-xl font-bold">
        Your uploads ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="text-muted">No snippets yet</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((s) => (
            <UploadItem key={s.id} snippet={s} creativeRole={creativeRole} />
          ))}
        </ul>
      )}
      {footer?.(items.length)}
    </section>
  );
}
