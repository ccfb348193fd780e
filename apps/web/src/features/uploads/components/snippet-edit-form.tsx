import type { CreativeRole } from '@pulse/domain/roles-contracts';
import { categoriesFor, rightsApply, type Snippet, TITLE_MAX, TITLE_REQUIRED_MESSAGE } from '@pulse/domain/uploads';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { ToggleChips, toggled } from '../../../ui/toggle-chips';
import { useUpdateSnippet } from '../api/update-snippet';
import { type RightsDraft, type RightsErrors, readRights, rightsDraftOf } from '../lib/rights-draft';
import { RightsFields } from './rights-fields';

/** Edit a saved item in place: title, categories and, for producers, the rights. */
export function SnippetEditForm({
  snippet,
  creativeRole,
  onDone,
}: {
  snippet: Snippet;
  creativeRole: CreativeRole | null;
  onDone: () => void;
}) {
  const withRights = rightsApply(creativeRole);
  const [title, setTitle] = useState(snippet.title);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [categories, setCategories] = useState(snippet.categories);
  const [rights, setRights] = useState<RightsDraft>(() => rightsDraftOf(snippet));
  const [rightsErrors, setRightsErrors] = useState<RightsErrors>({});
  const update = useUpdateSnippet();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setTitleError(TITLE_REQUIRED_MESSAGE);
      return;
    }
    let rightsFields = {};
    if (withRights) {
      const read = readRights(rights);
      if (!read.ok) {
        setRightsErrors(read.errors);
        return;
      }
      rightsFields = read.value;
    }
    setRightsErrors({});
    try {
      await update.mutateAsync({ id: snippet.id, title, categories, ...rightsFields });
      onDone();
    } catch {
      // Shown below.
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 border-t border-line pt-4">
      <TextField
        label="Title"
        value={title}
        maxLength={TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        error={titleError ?? undefined}
      />
      <ToggleChips
        legend="Categories"
        options={categoriesFor(creativeRole)}
        selected={categories}
        onToggle={(c) => setCategories((list) => toggled(list, c))}
      />
      {withRights ? <RightsFields draft={rights} onChange={setRights} errors={rightsErrors} /> : null}
      {update.isError ? <Alert tone="danger">{errorMessage(update.error)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={update.isPending} pendingLabel="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
