import { BEAT_KEYS, BEAT_LICENSE_TYPES, BEAT_MOODS, beatErrors, dollarsToCents } from '@pulse/domain/beats';
import type { BeatInput } from '@pulse/domain/beats-contracts';
import { beatSplitRules } from '@pulse/domain/splits';
import type { UploadPurpose } from '@pulse/domain/uploads';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { useMediaAnalysis } from '../../../lib/media-analysis';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { uploadMedia } from '../../../lib/upload-media';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField, TextField } from '../../../ui/field';
import { SoundSuggestions } from '../../../ui/sound-suggestions';
import { type SplitRow, SplitsField, splitPartiesOf, splitRowsError } from '../../../ui/splits-field';
import { ToggleChips, toggled } from '../../../ui/toggle-chips';
import { Waveform } from '../../../ui/waveform';
import { useSaveBeat } from '../api/beats';
import { previewPeaks } from '../lib/preview-peaks';

type FileState =
  | { status: 'empty' }
  | { status: 'uploading'; name: string }
  | { status: 'done'; name: string; id: string; seconds: number | null }
  | { status: 'failed'; message: string };

/** One audio upload of the form: uploads at once, reports the result, keeps the media id. */
function AudioUpload({
  label,
  hint,
  purpose,
  state,
  error,
  onChange,
  onFile,
}: {
  label: string;
  hint: string;
  purpose: UploadPurpose;
  state: FileState;
  error?: string;
  onChange: (state: FileState) => void;
  onFile?: (file: File) => void;
}) {
  async function pick(file: File | undefined) {
    if (!file) return;
    onFile?.(file);
    onChange({ status: 'uploading', name: file.name });
    try {
      const media = await uploadMedia(file, purpose, () => {}).promise;
      onChange({ status: 'done', name: file.name, id: media.id, seconds: media.durationSeconds });
    } catch (err) {
      onChange({ status: 'failed', message: errorMessage(err) });
    }
  }
  const message = state.status === 'failed' ? state.message : error;
  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        label={label}
        hint={hint}
        error={message}
        type="file"
        accept="audio/*,.wav,.mp3,.m4a,.aiff"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {state.status === 'uploading' ? (
        <p role="status" className="text-sm text-muted">
          Uploading {state.name}...
        </p>
      ) : state.status === 'done' ? (
        <p role="status" className="text-sm text-success">
          Uploaded {state.name}
          {state.seconds !== null ? ` · ${state.seconds}s` : ''}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The beat as the form holds it, named as the server names its fields (prices in dollars as typed, BPM as
 * typed, the collaborators' rows): checked by the server's own rule, `beatErrors`, with the splits field's
 * rule first so its message is the one shown beside the rows; the output is the request.
 */
function beatFormSchema(producerId: string) {
  const rules = beatSplitRules(producerId);
  const toInput = (form: BeatFields): BeatInput => {
    const bpm = form.bpm.trim() === '' ? null : Number(form.bpm);
    return {
      mediaId: form.mediaId,
      previewMediaId: form.previewMediaId,
      title: form.title,
      bpm: bpm !== null && Number.isFinite(bpm) ? bpm : null,
      key: form.key,
      moods: form.moods,
      licenseTypes: form.licenseTypes,
      nonExclusivePriceCents: dollarsToCents(form.nonExclusivePriceCents),
      exclusivePriceCents: dollarsToCents(form.exclusivePriceCents),
      // Left out without collaborators: a new beat is the producer's alone, an edit keeps its splits.
      ...(form.splits.length > 0 ? { splits: splitPartiesOf(producerId, form.splits, rules) } : {}),
    };
  };
  return z
    .object({
      mediaId: z.string(),
      previewMediaId: z.string(),
      title: z.string(),
      bpm: z.string(),
      key: z.string(),
      moods: z.array(z.string()),
      licenseTypes: z.array(z.string()),
      nonExclusivePriceCents: z.string(),
      exclusivePriceCents: z.string(),
      splits: z.custom<SplitRow[]>(),
    })
    .superRefine((form, ctx) => {
      const found = beatErrors(toInput(form));
      const splitError = splitRowsError(producerId, form.splits, rules);
      if (splitError) found.splits = splitError;
      for (const [field, message] of Object.entries(found)) ctx.addIssue({ code: 'custom', path: [field], message });
    })
    .transform(toInput);
}
type BeatFields = {
  mediaId: string;
  previewMediaId: string;
  title: string;
  bpm: string;
  key: string;
  moods: string[];
  licenseTypes: string[];
  nonExclusivePriceCents: string;
  exclusivePriceCents: string;
  splits: SplitRow[];
};

/** `/upload/beat/new`: a producer lists a sync-ready beat (issue 10), as a draft or published at once. */
export function BeatForm({ producer }: { producer: { id: string; name: string } | null }) {
  const producerId = producer?.id ?? '';
  const navigate = useNavigate();
  const save = useSaveBeat();
  const [audio, setAudio] = useState<FileState>({ status: 'empty' });
  const [preview, setPreview] = useState<FileState>({ status: 'empty' });
  /** The preview's waveform from the browser: null until computed, or when the browser cannot decode it. */
  const [peaks, setPeaks] = useState<number[] | null>(null);
  const [measuring, setMeasuring] = useState(false);
  const previewFile = useRef<File | null>(null);
  const schema = useMemo(() => beatFormSchema(producerId), [producerId]);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    showServerErrors,
    formState: { errors, isSubmitted },
  } = useSchemaForm(schema, {
    defaultValues: {
      mediaId: '',
      previewMediaId: '',
      title: '',
      bpm: '',
      key: '',
      moods: [],
      licenseTypes: [],
      nonExclusivePriceCents: '',
      exclusivePriceCents: '',
      splits: [],
    },
  });
  /** What the person typed or chose themselves: the analysis never overwrites it. */
  const typed = useRef({ bpm: false, key: false });
  const analysis = useMediaAnalysis(audio.status === 'done' ? audio.id : null);
  const moods = watch('moods');
  const licenseTypes = watch('licenseTypes');
  const collaborators = watch('splits');
  const nonExclusive = watch('nonExclusivePriceCents');
  const publishing = useRef(false);
  /** A value set by a control that is not an input, checked again once the form was submitted. */
  const set = <K extends 'mediaId' | 'previewMediaId' | 'moods' | 'licenseTypes' | 'splits'>(
    name: K,
    value: BeatFields[K],
  ) => setValue(name, value as never, { shouldValidate: isSubmitted, shouldDirty: true });

  async function measure(file: File) {
    previewFile.current = file;
    setPeaks(null);
    setMeasuring(true);
    try {
      const computed = await previewPeaks(file);
      if (previewFile.current === file) setPeaks(computed);
    } catch {
      // Not decodable here: the server reads WAV itself; other formats list with a flat line.
    } finally {
      if (previewFile.current === file) setMeasuring(false);
    }
  }

  function suggestTitle(file: File) {
    if (getValues('title').trim() === '') setValue('title', file.name.replace(/\.[^.]+$/, ''));
  }

  // The server's analysis prefills BPM and key once heard, unless the producer has typed their own.
  const heardBpm = analysis?.status === 'ready' ? analysis.bpm : null;
  const heardKey = analysis?.status === 'ready' ? analysis.key : null;
  useEffect(() => {
    if (heardBpm !== null && !typed.current.bpm && getValues('bpm').trim() === '') setValue('bpm', String(heardBpm));
  }, [heardBpm, getValues, setValue]);
  useEffect(() => {
    if (heardKey !== null && BEAT_KEYS.includes(heardKey) && !typed.current.key && getValues('key') === '') {
      setValue('key', heardKey);
    }
  }, [heardKey, getValues, setValue]);
  const moodSuggestions = (analysis?.suggestions ?? []).filter((s) =>
    (BEAT_MOODS as readonly string[]).includes(s.tag),
  );

  async function onSubmit(input: BeatInput, publish: boolean) {
    publishing.current = publish;
    try {
      const beat = await save.mutateAsync({ input: { ...input, peaks }, publish });
      toast.success(publish ? `${beat.title} is live` : `${beat.title} saved as a draft`);
      navigate('/producer/dashboard');
    } catch (err) {
      showServerErrors(err);
    }
  }
  const submit = (publish: boolean) => handleSubmit((input) => onSubmit(input, publish));
  const fieldErrors = Object.keys(errors).some((name) => name !== 'root');

  const busy = save.isPending || audio.status === 'uploading' || preview.status === 'uploading' || measuring;
  return (
    <form noValidate className="flex flex-col gap-6" onSubmit={submit(true)}>
      <AudioUpload
        label="Audio file"
        hint="The full-quality beat: WAV, MP3, M4A or AIFF up to 50 MB. Only license holders download it."
        purpose="track"
        state={audio}
        error={errors.mediaId?.message}
        onChange={(state) => {
          setAudio(state);
          set('mediaId', state.status === 'done' ? state.id : '');
        }}
        onFile={suggestTitle}
      />
      <AudioUpload
        label="Preview clip"
        hint="5 to 10 seconds that play in the beat list."
        purpose="snippet"
        state={preview}
        error={errors.previewMediaId?.message}
        onChange={(state) => {
          setPreview(state);
          set('previewMediaId', state.status === 'done' ? state.id : '');
        }}
        onFile={(file) => void measure(file)}
      />
      {measuring ? (
        <p role="status" className="-mt-4 text-sm text-muted">
          Reading the waveform...
        </p>
      ) : peaks ? (
        <div role="img" aria-label="Waveform of your preview" className="-mt-4">
          <Waveform peaks={peaks} className="h-10" />
        </div>
      ) : null}
      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <div className="grid gap-4 grid-cols-1 sm:grid-cols-2">
        <TextField
          label="BPM"
          type="number"
          inputMode="numeric"
          error={errors.bpm?.message}
          {...register('bpm', {
            onChange: () => {
              typed.current.bpm = true;
            },
          })}
          hint={heardBpm !== null ? `From the audio: ${heardBpm} BPM` : undefined}
        />
        <SelectField
          label="Key"
          error={errors.key?.message}
          {...register('key', {
            onChange: () => {
              typed.current.key = true;
            },
          })}
          hint={heardKey !== null ? `From the audio: ${heardKey}` : undefined}
        >
          <option value="">Choose a key</option>
          {BEAT_KEYS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-col gap-1.5">
        <ToggleChips
          legend="Moods"
          options={BEAT_MOODS}
          selected={moods as (typeof BEAT_MOODS)[number][]}
          onToggle={(m) => set('moods', toggled(getValues('moods'), m))}
        />
        {errors.moods ? <p className="text-sm font-medium text-danger">{errors.moods.message}</p> : null}
        {audio.status === 'done' ? (
          <SoundSuggestions
            analysis={analysis}
            suggestions={moodSuggestions}
            isAdded={(tag) => moods.includes(tag)}
            onAdd={(tag) => {
              const list = getValues('moods');
              if (!list.includes(tag)) set('moods', [...list, tag]);
            }}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <ToggleChips
          legend="License types"
          options={BEAT_LICENSE_TYPES}
          selected={licenseTypes as (typeof BEAT_LICENSE_TYPES)[number][]}
          onToggle={(t) => set('licenseTypes', toggled(getValues('licenseTypes'), t))}
        />
        {errors.licenseTypes ? <p className="text-sm font-medium text-danger">{errors.licenseTypes.message}</p> : null}
      </div>
      <div className="grid gap-4 grid-cols-1 sm:grid-cols-2">
        <TextField
          label="Non-exclusive price ($)"
          inputMode="decimal"
          placeholder="149"
          error={errors.nonExclusivePriceCents?.message}
          {...register('nonExclusivePriceCents')}
        />
        <TextField
          label="Exclusive price ($)"
          inputMode="decimal"
          placeholder="1499"
          error={errors.exclusivePriceCents?.message}
          {...register('exclusivePriceCents')}
        />
      </div>
      {producer ? (
        <SplitsField
          label="Collaborator splits (optional)"
          hint="Share license income with Pulse creatives who worked on the beat. Amounts are for a non-exclusive license."
          owner={{ id: producer.id, name: producer.name }}
          rows={collaborators}
          onChange={(rows) => set('splits', rows)}
          rules={beatSplitRules(producer.id)}
          amountCents={dollarsToCents(nonExclusive)}
          error={
            errors.splits?.message && !splitRowsError(producer.id, collaborators, beatSplitRules(producer.id))
              ? errors.splits.message
              : null
          }
        />
      ) : null}
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      {fieldErrors && !errors.root?.server ? <Alert tone="danger">Check the highlighted fields.</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          pending={save.isPending && !publishing.current}
          pendingLabel="Saving..."
          onClick={(e) => void submit(false)(e)}
        >
          Save Draft
        </Button>
        <Button
          type="submit"
          disabled={busy}
          pending={save.isPending && publishing.current}
          pendingLabel="Publishing..."
        >
          Publish Beat
        </Button>
      </div>
    </form>
  );
}
