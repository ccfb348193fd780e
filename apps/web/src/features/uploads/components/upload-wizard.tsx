import type { CreativeRole } from '@pulse/domain/roles-contracts';
import {
  acceptFor,
  categoriesFor,
  describeRule,
  FILE_REQUIRED_MESSAGE,
  formatMegabytes,
  rightsApply,
  TITLE_MAX,
  TITLE_REQUIRED_MESSAGE,
  uploadRuleFor,
} from '@pulse/domain/uploads';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type UploadedMedia, type UploadHandle, uploadMedia } from '../../../lib/upload-media';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextField } from '../../../ui/field';
import { ToggleChips, toggled } from '../../../ui/toggle-chips';
import { useCreateSnippet } from '../api/create-snippet';
import { deleteMedia } from '../api/delete-media';
import { precheckFile } from '../lib/precheck-file';
import { emptyRightsDraft, type RightsDraft, type RightsErrors, readRights } from '../lib/rights-draft';
import { ProcessingPreview } from './processing-preview';
import { RightsFields } from './rights-fields';
import { UploadProgress } from './upload-progress';

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; fraction: number }
  | { status: 'done'; media: UploadedMedia }
  | { status: 'error'; message: string };

/**
 * The upload flow (spec part 1, section 4): step 1 file and title, step 2 categories, step 3 rights for
 * producers; Save Work adds the item, clears the form and returns to step 1. The file uploads as soon as
 * it is chosen (with progress), so the server's type, size and duration verdict arrives on step 1.
 */
export function UploadWizard({ creativeRole }: { creativeRole: CreativeRole | null }) {
  const rule = uploadRuleFor('snippet', creativeRole)!;
  const withRights = rightsApply(creativeRole);
  const stepCount = withRights ? 3 : 2;
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const inFlight = useRef<UploadHandle | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [step, setStep] = useState(1);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [categories, setCategories] = useState<string[]>([]);
  const [rights, setRights] = useState<RightsDraft>(emptyRightsDraft);
  const [rightsErrors, setRightsErrors] = useState<RightsErrors>({});
  const [processingFailed, setProcessingFailed] = useState(false);
  const save = useCreateSnippet();

  useEffect(() => () => inFlight.current?.abort(), []);
  useEffect(() => {
    if (step > 1) headingRef.current?.focus();
  }, [step]);

  function dropUnsaved() {
    inFlight.current?.abort();
    inFlight.current = null;
    // A file uploaded for this form and not saved: nobody will use it. Best effort.
    if (upload.status === 'done') void deleteMedia(upload.media.id).catch(() => {});
  }

  async function chooseFile(chosen: File | null) {
    dropUnsaved();
    setUpload({ status: 'idle' });
    setProcessingFailed(false);
    setFile(null);
    if (!chosen) return;
    const problem = await precheckFile(chosen, rule);
    if (problem) {
      setFileError(problem);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setFileError(null);
    setFile(chosen);
    if (title.trim() === '') setTitle(chosen.name.replace(/\.[^.]+$/, '').slice(0, TITLE_MAX));
    const handle = uploadMedia(chosen, 'snippet', (fraction) => setUpload({ status: 'uploading', fraction }));
    inFlight.current = handle;
    setUpload({ status: 'uploading', fraction: 0 });
    try {
      const media = await handle.promise;
      if (inFlight.current === handle) setUpload({ status: 'done', media });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (inFlight.current !== handle) return;
      setUpload({ status: 'error', message: errorMessage(error) });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } finally {
      if (inFlight.current === handle) inFlight.current = null;
    }
  }

  function reset() {
    setStep(1);
    setFile(null);
    setUpload({ status: 'idle' });
    setTitle('');
    setCategories([]);
    setRights(emptyRightsDraft());
    setRightsErrors({});
    setProcessingFailed(false);
    if (fileInput.current) fileInput.current.value = '';
  }

  function next(event: FormEvent) {
    event.preventDefault();
    if (step === 1) {
      if (!file) setFileError(FILE_REQUIRED_MESSAGE);
      if (title.trim() === '') setTitleError(TITLE_REQUIRED_MESSAGE);
      if (!file || title.trim() === '' || upload.status !== 'done' || processingFailed) return;
      setStep(2);
    } else if (step === 2 && withRights) {
      setStep(3);
    } else {
      void saveWork();
    }
  }

  async function saveWork() {
    if (upload.status !== 'done') return;
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
      await save.mutateAsync({ mediaId: upload.media.id, kind: 'snippet', title, categories, ...rightsFields });
      toast.success(`Saved “${title.trim()}”`);
      reset();
      save.reset();
    } catch {
      // The alert below shows the server's message.
    }
  }

  const uploading = upload.status === 'uploading';
  const lastStep = step === stepCount;

  return (
    <Card className="flex flex-col gap-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="font-display text-xl font-bold focus:outline-none">
          {step === 1 ? 'Add your work' : step === 2 ? 'Pick categories' : 'Set your rights'}
        </h2>
        <p className="text-sm text-muted">
          Step {step} of {stepCount}
        </p>
      </div>

      <form noValidate onSubmit={next} className="flex flex-col gap-5">
        {step === 1 ? (
          <>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={fileInputId} className="text-sm font-semibold text-fg">
                File
              </label>
              <input
                ref={fileInput}
                id={fileInputId}
                type="file"
                accept={acceptFor(rule)}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={`${fileInputId}-hint`}
                onChange={(e) => void chooseFile(e.target.files?.[0] ?? null)}
                className="w-full rounded-field bg-raised px-3 py-3 text-sm text-fg ring-1 ring-line-strong file:mr-3 file:rounded-full file:border-0 file:bg-accent file:px-4 file:py-2 file:font-semibold file:text-ink"
              />
              <p id={`${fileInputId}-hint`} className="text-xs text-muted">
                {describeRule(rule)}
              </p>
              {fileError ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  {fileError}
                </p>
              ) : null}
              {upload.status === 'uploading' ? (
                <UploadProgress fraction={upload.fraction} label="Upload progress" />
              ) : null}
              {upload.status === 'done' ? (
                <p className="flex items-center gap-1.5 text-sm text-success">
                  <Check aria-hidden="true" className="size-4" /> Uploaded · {formatMegabytes(upload.media.sizeBytes)}
                  {upload.media.durationSeconds !== null ? ` · ${upload.media.durationSeconds}s` : ''}
                </p>
              ) : null}
              {upload.status === 'error' ? <Alert tone="danger">{upload.message}</Alert> : null}
            </div>
            {upload.status === 'done' ? (
              <ProcessingPreview
                key={upload.media.id}
                mediaId={upload.media.id}
                initial={upload.media.workMedia}
                title={title}
                onReplace={() => fileInput.current?.click()}
                onStatus={(s) => setProcessingFailed(s === 'failed')}
              />
            ) : null}
            <TextField
              label="Title"
              value={title}
              maxLength={TITLE_MAX}
              onChange={(e) => {
                setTitle(e.target.value);
                if (e.target.value.trim() !== '') setTitleError(null);
              }}
              error={titleError ?? undefined}
            />
          </>
        ) : null}

        {step === 2 ? (
          <ToggleChips
            legend="Categories"
            options={categoriesFor(creativeRole)}
            selected={categories}
            onToggle={(c) => setCategories((list) => toggled(list, c))}
          />
        ) : null}

        {step === 3 ? <RightsFields draft={rights} onChange={setRights} errors={rightsErrors} /> : null}

        {save.isError ? <Alert tone="danger">{errorMessage(save.error)}</Alert> : null}

        <div className="flex flex-wrap items-center justify-between gap-3">
          {step > 1 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              <ArrowLeft aria-hidden="true" className="size-4" /> Back
            </Button>
          ) : (
            <span />
          )}
          {lastStep && step > 1 ? (
            <Button type="submit" pending={save.isPending} pendingLabel="Saving...">
              Save Work
            </Button>
          ) : (
            <Button
              type="submit"
              disabled={step === 1 && (!file || title.trim() === '' || processingFailed)}
              pending={step === 1 && uploading}
              pendingLabel="Uploading..."
            >
              Next <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
