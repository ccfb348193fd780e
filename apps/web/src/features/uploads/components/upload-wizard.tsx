import type { CreativeRole } from '@pulse/domain/roles-contracts';
import {
  acceptFor,
  CreateSnippetRequest,
  categoriesFor,
  describeRule,
  formatMegabytes,
  rightsApply,
  TITLE_MAX,
  uploadRuleFor,
} from '@pulse/domain/uploads';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { firstMessage, useSchemaForm } from '../../../lib/schema-form';
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
import { emptyRightsDraft } from '../lib/rights-draft';
import { rightsFormFields, rightsFormValues } from '../lib/rights-form';
import { FormRightsFields } from './form-rights-fields';
import { ProcessingPreview } from './processing-preview';
import { UploadProgress } from './upload-progress';

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; fraction: number }
  | { status: 'done'; media: UploadedMedia }
  | { status: 'error'; message: string };

/**
 * The new item named as the server names its fields and checked by the server's rules for Save Work: the uploaded
 * file's id (set once the upload is done), the title, the categories and the rights. Every step checks the whole
 * form: the fields of the steps not shown yet hold values that pass, so a step's own fields are the ones it stops on.
 */
const UploadWizardFields = z.object({
  mediaId: CreateSnippetRequest.shape.mediaId,
  title: CreateSnippetRequest.shape.title,
  categories: CreateSnippetRequest.shape.categories.unwrap(),
  ...rightsFormFields,
});
type UploadWizardFields = z.output<typeof UploadWizardFields>;

const emptyWork = () => ({ mediaId: '', title: '', categories: [], ...rightsFormValues(emptyRightsDraft()) });

/** The step that shows a field the server named ("splits.0.name" is on step 3). */
function stepOfField(field: string): number {
  const top = field.split('.')[0];
  if (top === 'mediaId' || top === 'title') return 1;
  if (top === 'categories') return 2;
  return 3;
}

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
  // The file, its upload and its processing are controls the form does not own; the form holds the uploaded id.
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [processingFailed, setProcessingFailed] = useState(false);
  const save = useCreateSnippet();
  const form = useSchemaForm(UploadWizardFields, { defaultValues: emptyWork() });
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    clearErrors,
    showServerErrors,
    formState: { errors, isSubmitted },
  } = form;
  const title = watch('title');
  const categories = watch('categories');
  const fileError = errors.mediaId?.message;

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
    setValue('mediaId', '');
    if (!chosen) return;
    const problem = await precheckFile(chosen, rule);
    if (problem) {
      setError('mediaId', { type: 'precheck', message: problem });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    clearErrors('mediaId');
    setFile(chosen);
    if (getValues('title').trim() === '') {
      setValue('title', chosen.name.replace(/\.[^.]+$/, '').slice(0, TITLE_MAX), { shouldValidate: isSubmitted });
    }
    const handle = uploadMedia(chosen, 'snippet', (fraction) => setUpload({ status: 'uploading', fraction }));
    inFlight.current = handle;
    setUpload({ status: 'uploading', fraction: 0 });
    try {
      const media = await handle.promise;
      if (inFlight.current === handle) {
        setUpload({ status: 'done', media });
        setValue('mediaId', media.id);
      }
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
    form.reset(emptyWork());
    setProcessingFailed(false);
    if (fileInput.current) fileInput.current.value = '';
  }

  /** Next on steps 1 and 2 once the form passes; Save Work on the last step. */
  async function next(work: UploadWizardFields) {
    if (step === 1) {
      if (upload.status !== 'done' || processingFailed) return;
      setStep(2);
    } else if (step === 2 && withRights) {
      setStep(3);
    } else {
      await saveWork(work);
    }
  }

  async function saveWork({ mediaId, title, categories, ownershipPercentage, usageTiers, splits }: UploadWizardFields) {
    try {
      await save.mutateAsync({
        mediaId,
        kind: 'snippet',
        title,
        categories,
        ...(withRights ? { ownershipPercentage, usageTiers, splits } : {}),
      });
      toast.success(`Saved “${title}”`);
      reset();
      save.reset();
    } catch (error) {
      // The server's field messages land on their fields, on the step that shows the first of them.
      if (error instanceof ApiError && error.fields) {
        const steps = Object.keys(error.fields).map(stepOfField);
        if (steps.length > 0) setStep(Math.min(...steps));
      }
      showServerErrors(error);
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

      <form
        noValidate
        onSubmit={(event) => {
          // While the file uploads there is no id to check yet: Next waits, as its button does.
          if (step === 1 && uploading) event.preventDefault();
          else void handleSubmit(next)(event);
        }}
        className="flex flex-col gap-5"
      >
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
            <TextField label="Title" maxLength={TITLE_MAX} error={errors.title?.message} {...register('title')} />
          </>
        ) : null}

        {step === 2 ? (
          <ToggleChips
            legend="Categories"
            options={categoriesFor(creativeRole)}
            selected={categories}
            onToggle={(c) =>
              setValue('categories', toggled(getValues('categories'), c), { shouldValidate: isSubmitted })
            }
          />
        ) : null}
        {step === 2 && errors.categories ? (
          <p className="text-sm font-medium text-danger">{firstMessage(errors.categories)}</p>
        ) : null}

        {/* The rights fields are shared with the snippet edit form: the same fields, schema and messages. */}
        {step === 3 ? <FormRightsFields form={form} /> : null}

        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}

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
