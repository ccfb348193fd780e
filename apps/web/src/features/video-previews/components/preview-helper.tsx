import {
  estimateVideoCost,
  VIDEO_ASPECT_RATIOS,
  VIDEO_DURATIONS,
  VIDEO_FORMATS,
  VIDEO_PREVIEWS_NOT_CONFIGURED_MESSAGE,
  type VideoPreview,
  VideoPreviewRequest,
} from '@pulse/domain/video-previews';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { useRequestVideoPreview, useVideoPreviews } from '../api/video-previews';

type Errors = Partial<Record<'prompt' | 'style' | 'duration' | 'aspectRatio' | 'format', string>>;

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
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState('');
  const [duration, setDuration] = useState<string>(String(VIDEO_DURATIONS[0]));
  const [aspectRatio, setAspectRatio] = useState<string>(VIDEO_ASPECT_RATIOS[0]);
  const [format, setFormat] = useState<string>(VIDEO_FORMATS[0]);
  const [errors, setErrors] = useState<Errors>({});
  const configured = previews.data?.configured ?? true;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = VideoPreviewRequest.safeParse({
      creatorId,
      prompt,
      style,
      duration: Number(duration),
      aspectRatio,
      format,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    request.mutate(parsed.data);
  }

  return (
    <div className="flex flex-col gap-6">
      {!configured ? <Alert tone="info">{VIDEO_PREVIEWS_NOT_CONFIGURED_MESSAGE}</Alert> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={`Preview with ${creatorName}`}>
        <TextAreaField
          label="Prompt"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          error={errors.prompt}
          placeholder="What should the preview show?"
        />
        <TextField label="Style" value={style} onChange={(e) => setStyle(e.target.value)} error={errors.style} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <SelectField
            label="Duration"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
            error={errors.duration}
          >
            {VIDEO_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d} s
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Aspect ratio"
            value={aspectRatio}
            onChange={(e) => setAspectRatio(e.target.value)}
            error={errors.aspectRatio}
          >
            {VIDEO_ASPECT_RATIOS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </SelectField>
          <SelectField label="Format" value={format} onChange={(e) => setFormat(e.target.value)} error={errors.format}>
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
        {request.isError ? <Alert tone="danger">{errorMessage(request.error)}</Alert> : null}
        <Button type="submit" disabled={!configured || request.isPending}>
          {request.isPending ? <Spinner /> : null} Generate Preview
        </Button>
      </form>

      <section aria-labelledby="previews-heading" className="flex flex-col gap-3">
        <h2 id="previews-heading" className="font-display text-xl font-bold text-fg">
          Your previews
        </h2>
        {previews.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted">
            <Spinner className="text-accent" /> Loading...
          </p>
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
