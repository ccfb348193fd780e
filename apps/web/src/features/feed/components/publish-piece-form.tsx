import { PIECE_TAGS_MAX, PublishPieceRequest } from '@pulse/domain/piece-publishing';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { usePublishPiece } from '../api/publish-piece';

type Errors = Record<string, string>;

/** One of the creative's own snippets, as the studio lists them. */
export interface PublishableSnippet {
  id: string;
  title: string;
}

/** "Publish to the feed": pick one of your own snippets, title it, tag it, say your credit (decision 017). */
export function PublishPieceForm({ snippets }: { snippets: readonly PublishableSnippet[] }) {
  const publish = usePublishPiece();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (snippets.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-muted">Upload a snippet first, then publish it to the feed.</p>
        <ButtonLink to="/creator/upload">Upload a snippet</ButtonLink>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const raw = {
      snippetId: String(data.get('snippetId') ?? ''),
      title: String(data.get('title') ?? ''),
      description: String(data.get('description') ?? ''),
      tags: String(data.get('tags') ?? '')
        .split(',')
        .filter((t) => t.trim() !== ''),
      role: String(data.get('role') ?? ''),
    };
    const parsed = PublishPieceRequest.safeParse(raw);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        next[key] ??= issue.message;
      }
      setErrors(next);
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await publish.mutateAsync(parsed.data);
      toast.success('Published to the feed');
      navigate('/feed');
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields) setErrors(cause.fields);
      setFormError(cause instanceof Error ? cause.message : String(cause));
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      // A field's message goes once the creative edits that field.
      onChange={(event) => {
        const name = (event.target as unknown as { name?: string }).name ?? '';
        if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
      }}
      className="flex flex-col gap-5"
    >
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <SelectField label="Snippet" name="snippetId" error={errors.snippetId} defaultValue={snippets[0]?.id}>
        {snippets.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </SelectField>
      <TextField label="Title" name="title" error={errors.title} maxLength={120} />
      <TextAreaField label="Description (optional)" name="description" error={errors.description} />
      <TextField
        label="Tags"
        name="tags"
        hint={`Comma separated, up to ${PIECE_TAGS_MAX}: lo-fi, night`}
        error={errors.tags}
      />
      <SelectField label="Your credit" name="role" error={errors.role} defaultValue="producer">
        <option value="producer">Producer</option>
        <option value="filmmaker">Filmmaker</option>
      </SelectField>
      <Button type="submit" size="lg" pending={publish.isPending} pendingLabel="Publishing…">
        Publish to the feed
      </Button>
    </form>
  );
}
