import {
  BEAT_KEYS,
  BEAT_LICENSE_TYPES,
  BEAT_MOODS,
  type BeatField,
  beatErrors,
  dollarsToCents,
} from '@pulse/domain/beats';
import type { BeatInput } from '@pulse/domain/beats-contracts';
import { beatSplitRules } from '@pulse/domain/splits';
import type { UploadPurpose } from '@pulse/domain/uploads';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useMediaAnalysis } from '../../../lib/media-analysis';
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
  const [title, setTitle] = useState('');
  const [bpm, setBpm] = useState('');
  const [key, setKey] = useState('');
  /** What the person typed or chose themselves: the analysis never overwrites it. */
  const typed = useRef({ bpm: false, key: false });
  const analysis = useMediaAnalysis(audio.status === 'done' ? audio.id : null);
  const [moods, setMoods] = useState<string[]>([]);
  const [licenseTypes, setLicenseTypes] = useState<string[]>([]);
  const [nonExclusive, setNonExclusive] = useState('');
  const [exclusive, setExclusive] = useState('');
  const [collaborators, setCollaborators] = useState<SplitRow[]>([]);
  const [errors, setErrors] = useState<Partial<Record<BeatField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const publishing = useRef(false);

  function input(): BeatInput {
    const bpmNumber = bpm.trim() === '' ? null : Number(bpm);
    return {
      mediaId: audio.status === 'done' ? audio.id : '',
      previewMediaId: preview.status === 'done' ? preview.id : '',
      title,
      bpm: bpmNumber !== null && Number.isFinite(bpmNumber) ? bpmNumber : null,
      key,
      moods,
      licenseTypes,
      nonExclusivePriceCents: dollarsToCents(nonExclusive),
      exclusivePriceCents: dollarsToCents(exclusive),
      peaks,
      // Left out without collaborators: a new beat is the producer's alone, an edit keeps its splits.
      ...(collaborators.length > 0
        ? { splits: splitPartiesOf(producerId, collaborators, beatSplitRules(producerId)) }
        : {}),
    };
  }

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
    if (title.trim() === '') setTitle(file.name.replace(/\.[^.]+$/, ''));
  }

  // The server's analysis prefills BPM and key once heard, unless the producer has typed their own.
  const heardBpm = analysis?.status === 'ready' ? analysis.bpm : null;
  const heardKey = analysis?.status === 'ready' ? analysis.key : null;
  useEffect(() => {
    if (heardBpm !== null && !typed.current.bpm)
      setBpm((current) => (current.trim() === '' ? String(heardBpm) : current));
  }, [heardBpm]);
  useEffect(() => {
    if (heardKey !== null && BEAT_KEYS.includes(heardKey) && !typed.current.key) {
      setKey((current) => (current === '' ? heardKey : current));
    }
  }, [heardKey]);
  const moodSuggestions = (analysis?.suggestions ?? []).filter((s) =>
    (BEAT_MOODS as readonly string[]).includes(s.tag),
  );

  async function submit(publish: boolean) {
    publishing.current = publish;
    const values = input();
    const found = beatErrors(values);
    // The field's own rule first, so the message is the one shown beside the rows.
    const splitError = splitRowsError(producerId, collaborators, beatSplitRules(producerId));
    if (splitError) found.splits = splitError;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      const beat = await save.mutateAsync({ input: values, publish });
      toast.success(publish ? `${beat.title} is live` : `${beat.title} saved as a draft`);
      navigate('/producer/dashboard');
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields as Partial<Record<BeatField, string>>);
      setFailure(errorMessage(err));
    }
  }

  const busy = save.isPending || audio.status === 'uploading' || preview.status === 'uploading' || measuring;
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(true);
      }}
    >
      <AudioUpload
        label="Audio file"
        hint="The full-quality beat: WAV, MP3, M4A or AIFF up to 50 MB. Only license holders download it."
        purpose="track"
        state={audio}
        error={errors.mediaId}
        onChange={setAudio}
        onFile={suggestTitle}
      />
      <AudioUpload
        label="Preview clip"
        hint="5 to 10 seconds that play in the beat list."
        purpose="snippet"
        state={preview}
        error={errors.previewMediaId}
        onChange={setPreview}
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
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
      <div className="grid gap-4 grid-cols-1 sm:grid-cols-2">
        <TextField
          label="BPM"
          type="number"
          inputMode="numeric"
          value={bpm}
          onChange={(e) => {
            typed.current.bpm = true;
            setBpm(e.target.value);
          }}
          error={errors.bpm}
          hint={heardBpm !== null ? `From the audio: ${heardBpm} BPM` : undefined}
        />
        <SelectField
          label="Key"
          value={key}
          onChange={(e) => {
            typed.current.key = true;
            setKey(e.target.value);
          }}
          error={errors.key}
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
          onToggle={(m) => setMoods((list) => toggled(list, m))}
        />
        {errors.moods ? <p className="text-sm font-medium text-danger">{errors.moods}</p> : null}
        {audio.status === 'done' ? (
          <SoundSuggestions
            analysis={analysis}
            suggestions={moodSuggestions}
            isAdded={(tag) => moods.includes(tag)}
            onAdd={(tag) => setMoods((list) => (list.includes(tag) ? list : [...list, tag]))}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <ToggleChips
          legend="License types"
          options={BEAT_LICENSE_TYPES}
          selected={licenseTypes as (typeof BEAT_LICENSE_TYPES)[number][]}
          onToggle={(t) => setLicenseTypes((list) => toggled(list, t))}
        />
        {errors.licenseTypes ? <p className="text-sm font-medium text-danger">{errors.licenseTypes}</p> : null}
      </div>
      <div className="grid gap-4 grid-cols-1 sm:grid-cols-2">
        <TextField
          label="Non-exclusive price ($)"
          inputMode="decimal"
          placeholder="149"
          value={nonExclusive}
          onChange={(e) => setNonExclusive(e.target.value)}
          error={errors.nonExclusivePriceCents}
        />
        <TextField
          label="Exclusive price ($)"
          inputMode="decimal"
          placeholder="1499"
          value={exclusive}
          onChange={(e) => setExclusive(e.target.value)}
          error={errors.exclusivePriceCents}
        />
      </div>
      {producer ? (
        <SplitsField
          label="Collaborator splits (optional)"
          hint="Share license income with Pulse creatives who worked on the beat. Amounts are for a non-exclusive license."
          owner={{ id: producer.id, name: producer.name }}
          rows={collaborators}
          onChange={setCollaborators}
          rules={beatSplitRules(producer.id)}
          amountCents={dollarsToCents(nonExclusive)}
          error={
            errors.splits && !splitRowsError(producer.id, collaborators, beatSplitRules(producer.id))
              ? errors.splits
              : null
          }
        />
      ) : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {Object.keys(errors).length > 0 && !failure ? <Alert tone="danger">Check the highlighted fields.</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          pending={save.isPending && !publishing.current}
          pendingLabel="Saving..."
          onClick={() => void submit(false)}
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
