import {
  estimateVideoCost,
  VIDEO_ASPECT_RATIOS,
  VIDEO_DURATIONS,
  VIDEO_FORMATS,
  VIDEO_PREVIEWS_NOT_CONFIGURED_MESSAGE,
  type VideoPreview,
  VideoPreviewRequest,
} from '@pulse/domain/video-previews';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { Loading, Spinner } from '../../../ui/spinner';
import { useRequestVideoPreview, useVideoPreviews } from '../api/video-previews';

/** The request as the fields hold it (the duration as its option's text), checked by the server's rules. */
const PreviewForm = VideoPreviewRequest.omit({ creatorId: true }).extend({
  duration: z.string().transform(Number).pipe(VideoPreviewRequest.shape.duration),
});
type PreviewForm = z.output<typeof PreviewForm>;

function formatCost(n: number): string {
  return `$${n.toFixed(2)}`;
}

function PreviewItem({ preview }: { preview: VideoPreview }) {
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Chip tone={preview.status === 'completed' ? 'success' : 'danger'}>
            {preview.status === 'completed' ? 'Ready' : 'Failed'}
          </Chip>
          <span className="text-sm text-muted">
            {preview.duration} s · {preview.aspectRatio} · {preview.format} · {formatCost(preview.estimatedCost)}
          </span>
        </div>
        <p className="text-fg">{preview.prompt}</p>
        {preview.style ? <p className="text-sm text-muted">Style: {preview.style}</p> : null}
        {preview.status === 'completed' && preview.url ? (
          // biome-ignore lint/a11y/useMediaCaption: generated previews have no captions
          <video
            src={preview.url}
            poster={preview.thumbnailUrl ?? undefined}
            controls
            preload="metadata"
            className="w-full rounded-field bg-raised"
          />
        ) : null}
        {preview.error ? <p className="text-sm font-medium text-danger">{preview.error}</p> : null}
      </Card>
    </li>
  );
}

/** The collaboration preview helper: prompt, style, duration, aspect ratio and format, with the cost shown first. */
export function PreviewHelper({ creatorId, creatorName }: { creatorId: string; creatorName: string }) {
  const previews = useVideoPreviews(creatorId);
  const request = useRequestVideoPreview(creatorId);
  const configured = previews.data?.configured ?? true;
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(PreviewForm, {
    defaultValues: {
      prompt: '',
      style: '',
      duration: String(VIDEO_DURATIONS[0]),
      aspectRatio: VIDEO_ASPECT_RATIOS[0],
      format: VIDEO_FORMATS[0],
    },
  });

  async function onSubmit(values: PreviewForm) {
    try {
      await request.mutateAsync({ creatorId, ...values });
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {!configured ? <Alert tone="info">{VIDEO_PREVIEWS_NOT_CONFIGURED_MESSAGE}</Alert> : null}
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="flex flex-col gap-4"
        aria-label={`Preview with ${creatorName}`}
      >
        <TextAreaField
          label="Prompt"
          error={errors.prompt?.message}
          placeholder="What should the preview show?"
          {...register('prompt')}
        />
        <TextField label="Style" error={errors.style?.message} {...register('style')} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField label="Duration" error={errors.duration?.message} {...register('duration')}>
            {VIDEO_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d} s
              </option>
            ))}
          </SelectField>
          <SelectField label="Aspect ratio" error={errors.aspectRatio?.message} {...register('aspectRatio')}>
            {VIDEO_ASPECT_RATIOS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </SelectField>
          <SelectField label="Format" error={errors.format?.message} {...register('format')}>
            {VIDEO_FORMATS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </SelectField>
        </div>
        <p className="text-sm text-muted" data-testid="video-cost">
          Estimated cost: {formatCost(estimateVideoCost(1))} per video
        </p>
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <Button type="submit" disabled={!configured || isSubmitting}>
          {isSubmitting ? <Spinner /> : null} Generate Preview
        </Button>
      </form>

      <section aria-labelledby="previews-heading" className="flex flex-col gap-3">
        <h2 id="previews-heading" className="font-display text-xl font-bold text-fg">
          Your previews
        </h2>
        {previews.isPending ? (
          <Loading>Loading...</Loading>
        ) : previews.isError ? (
          <Alert tone="danger">{errorMessage(previews.error)}</Alert>
        ) : previews.data.previews.length === 0 ? (
          <p className="text-muted">No previews yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {previews.data.previews.map((p) => (
              <PreviewItem key={p.id} preview={p} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
