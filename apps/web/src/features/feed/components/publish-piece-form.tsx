import { PIECE_MESSAGES, PIECE_TAGS_MAX, PublishPieceRequest } from '@pulse/domain/piece-publishing';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { usePublishPiece } from '../api/publish-piece';

/**
 * The tags as the field types them (comma separated), checked by the server's rule for the list; a message
 * about one tag shows on the field.
 */
const PublishForm = PublishPieceRequest.extend({
  tags: z.string().transform((tags, ctx) => {
    const list = PublishPieceRequest.shape.tags.safeParse(tags.split(',').filter((t) => t.trim() !== ''));
    if (list.success) return list.data;
    ctx.addIssue({ code: 'custom', message: list.error.issues[0]?.message ?? PIECE_MESSAGES.tagInvalid });
    return z.NEVER;
  }),
});
type PublishForm = z.output<typeof PublishForm>;

/** One of the creative's own snippets, as the studio lists them. */
export interface PublishableSnippet {
  id: string;
  title: string;
}

/** "Publish to the feed": pick one of your own snippets, title it, tag it, say your credit (decision 017). */
export function PublishPieceForm({ snippets }: { snippets: readonly PublishableSnippet[] }) {
  if (snippets.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-muted">Upload a snippet first, then publish it to the feed.</p>
        <ButtonLink to="/creator/upload">Upload a snippet</ButtonLink>
      </div>
    );
  }
  return <PublishPieceFields snippets={snippets} />;
}

function PublishPieceFields({ snippets }: { snippets: readonly PublishableSnippet[] }) {
  const publish = usePublishPiece();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(PublishForm, {
    defaultValues: { snippetId: snippets[0]?.id ?? '', title: '', description: '', tags: '', role: 'producer' },
  });

  async function onSubmit(values: PublishForm) {
    try {
      await publish.mutateAsync(values);
      toast.success('Published to the feed');
      navigate('/feed');
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <SelectField label="Snippet" error={errors.snippetId?.message} {...register('snippetId')}>
        {snippets.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </SelectField>
      <TextField label="Title" error={errors.title?.message} maxLength={120} {...register('title')} />
      <TextAreaField label="Description (optional)" error={errors.description?.message} {...register('description')} />
      <TextField
        label="Tags"
        hint={`Comma separated, up to ${PIECE_TAGS_MAX}: lo-fi, night`}
        error={errors.tags?.message}
        {...register('tags')}
      />
      <SelectField label="Your credit" error={errors.role?.message} {...register('role')}>
        <option value="producer">Producer</option>
        <option value="filmmaker">Filmmaker</option>
      </SelectField>
      <Button type="submit" size="lg" pending={isSubmitting} pendingLabel="Publishing…">
        Publish to the feed
      </Button>
    </form>
  );
}
