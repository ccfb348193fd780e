import type { CreativeRole } from '@pulse/domain/roles-contracts';
import { type DashboardSnippet, durationLabel, rightsSummary } from '@pulse/domain/studio';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { DeleteSnippetDialog } from './delete-snippet-dialog';
import { SnippetEditor } from './snippet-editor';

/** A snippet on My Snippets: title, duration, ownership, usage tiers, tags, Edit and Delete. */
export function SnippetItem({
  snippet,
  creativeRole,
}: {
  snippet: DashboardSnippet;
  creativeRole: CreativeRole | null;
}) {
  const [editing, setEditing] = useState(false);
  const duration = durationLabel(snippet.durationSeconds);
  return (
    <li className="flex flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
      <article aria-label={snippet.title} className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-display text-lg font-bold break-words">{snippet.title}</h3>
          {duration ? <span className="shrink-0 text-sm font-semibold text-muted tabular-nums">{duration}</span> : null}
        </div>
        <p className="text-sm text-muted">
          <span className="text-fg">{snippet.ownershipPercentage}% ownership</span> ·{' '}
          {rightsSummary(snippet.usageTiers)}
        </p>
        {snippet.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {snippet.tags.map((tag) => (
              <li key={tag}>
                <Chip>{tag}</Chip>
              </li>
            ))}
          </ul>
        ) : null}
        {editing ? null : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <DeleteSnippetDialog id={snippet.id} title={snippet.title} />
          </div>
        )}
      </article>
      {editing ? (
        <SnippetEditor snippet={snippet} creativeRole={creativeRole} onDone={() => setEditing(false)} />
      ) : null}
    </li>
  );
}
