import {
  CREATIVE_DASHBOARDS,
  CREATIVE_ONBOARDING_STEP_COUNT,
  CREATIVE_ROLE_CHOICE_PATH,
  type CreativeDraft,
  type CreativeOnboardingRole,
  type CreativeOnboardingStep,
  creativeOnboardingPath,
  creativeOnboardingStepSchema,
  draftValues,
  type FirstAction,
  type FirstActionOption,
  firstIncompleteStep,
  parseCreativeOnboardingRole,
  resumeStep,
  type StepErrors,
  saveCreativeDraftRequest,
  stepAt,
  stepFromSlug,
  stepNumber,
} from '@pulse/domain/creative-onboarding';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Page, PageHeading } from '../../../ui/page';
import { useCreativeDraft } from '../api/get-creative-draft';
import { useSaveCreativeDraft } from '../api/save-creative-draft';
import { BasicsStep } from './basics-step';
import { CalibrateStep } from './calibrate-step';
import { FirstActionStep } from './first-action-step';
import { readLocalDraft, rememberCreativeRole, removeLocalDraft, writeLocalDraft } from './local-draft';
import { OnboardingLoadError, OnboardingLoading } from './onboarding-status';
import { ProfileStep } from './profile-step';
import type { OnboardingSession } from './session';
import { StepProgress } from './step-progress';

const TITLE = 'Creative onboarding';
const ROLE_LABEL: Record<CreativeOnboardingRole, string> = { producer: 'Producer', filmmaker: 'Filmmaker' };

function heading(step: CreativeOnboardingStep, role: CreativeOnboardingRole): { title: string; lead: string } {
  switch (step) {
    case 'basics':
      return { title: 'The basics', lead: 'Start with how brands and fans will know you.' };
    case 'calibrate':
      return {
        title: role === 'producer' ? 'Calibrate your sound' : 'Calibrate your style',
        lead: 'Pick the genres you work in and the vibes you bring. Briefs are matched on these.',
      };
    case 'profile':
      return { title: 'Your profile', lead: 'A short bio, what you specialise in, and where to see more.' };
    case 'first-action':
      return { title: 'Your first move', lead: "You're set up. Start with one of these, or head to your dashboard." };
  }
}

/**
 * `/onboarding/creative/{basics,calibrate,profile,first-action}?role=producer|filmmaker` (spec part 1,
 * sections 2, 4 and 5). An invalid or missing role goes to /start/creative, an unknown subpath to basics.
 * Drafts live on the server for a signed-in user and in this browser for a guest.
 */
export function CreativeOnboarding({ session }: { session: OnboardingSession }) {
  const [searchParams] = useSearchParams();
  const params = useParams();
  const role = parseCreativeOnboardingRole(searchParams.get('role'));
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  const step = stepFromSlug(slug);

  useEffect(() => {
    if (role) rememberCreativeRole(role);
  }, [role]);

  if (!role) return <Navigate to={CREATIVE_ROLE_CHOICE_PATH} replace />;
  if (slug !== '' && step === null) return <Navigate to={creativeOnboardingPath(role, 'basics')} replace />;
  if (session.status === 'pending') return <OnboardingLoading title={TITLE} label="Loading your draft..." />;
  if (session.status === 'error') {
    return (
      <OnboardingLoadError
        title={TITLE}
        what="We couldn't check your session"
        message={session.message}
        retry={session.retry}
      />
    );
  }
  const storage = session.signedIn ? 'server' : 'local';
  return <DraftLoader key={`${role}-${storage}`} role={role} step={step} storage={storage} />;
}

type Storage = 'server' | 'local';

function DraftLoader({
  role,
  step,
  storage,
}: {
  role: CreativeOnboardingRole;
  step: CreativeOnboardingStep | null;
  storage: Storage;
}) {
  const server = useCreativeDraft(role, { enabled: storage === 'server' });
  // A guest's draft; for a signed-in user it is the one kept before signing up, used when the server has none.
  const [local] = useState(() => readLocalDraft(role));

  if (storage === 'server' && server.isPending)
    return <OnboardingLoading title={TITLE} label="Loading your draft..." />;
  if (storage === 'server' && server.isError) {
    return (
      <OnboardingLoadError
        title={TITLE}
        what="We couldn't load your draft"
        message={errorMessage(server.error)}
        retry={() => server.refetch()}
      />
    );
  }
  const initial = storage === 'server' ? (server.data?.draft ?? local) : local;
  return <CreativeFlow role={role} step={step} storage={storage} initialDraft={initial} />;
}

type Busy = 'continue' | 'exit' | 'complete' | FirstAction | null;

function CreativeFlow({
  role,
  step,
  storage,
  initialDraft,
}: {
  role: CreativeOnboardingRole;
  step: CreativeOnboardingStep | null;
  storage: Storage;
  initialDraft: CreativeDraft | null;
}) {
  const navigate = useNavigate();
  const saveOnServer = useSaveCreativeDraft(role);
  const [completed, setCompleted] = useState(initialDraft?.completed ?? false);
  const [completedAt, setCompletedAt] = useState(initialDraft?.completedAt ?? null);
  const [firstAction, setFirstAction] = useState<FirstAction | null>(initialDraft?.firstAction ?? null);
  const [busy, setBusy] = useState<Busy>(null);
  // The draft lives in one form checked by the server's rule for moving on from the current step: a field's message
  // shows once it was visited (then as it changes), and a refused save's field messages land on their fields.
  const schema = useMemo(() => creativeOnboardingStepSchema(role, step ?? 'basics'), [role, step]);
  const form = useSchemaForm(schema, { defaultValues: draftValues(initialDraft), mode: 'onTouched' });
  const {
    watch,
    getValues,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    showServerErrors,
    formState: { errors },
  } = form;
  const values = watch();

  // A new step starts with a clean slate of messages.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    reset(undefined, { keepValues: true, keepDefaultValues: true });
  }, [step, reset]);

  if (step === null) return <Navigate to={creativeOnboardingPath(role, resumeStep(initialDraft, role))} replace />;
  const furthest = firstIncompleteStep(values, role);
  if (stepNumber(step) > stepNumber(furthest)) return <Navigate to={creativeOnboardingPath(role, furthest)} replace />;

  const number = stepNumber(step);
  // Continue is enabled only when the step passes the rule the form checks its fields with (spec section 4).
  const valid = schema.safeParse(values).success;
  const { title, lead } = heading(step, role);

  /** Saves the draft where it lives; on failure shows why (the same messages on both paths) and returns false. */
  async function persist(next: { currentStep: number; complete?: boolean; firstAction?: FirstAction }) {
    const isCompleted = completed || next.complete === true;
    const request = {
      ...getValues(),
      currentStep: isCompleted ? CREATIVE_ONBOARDING_STEP_COUNT : next.currentStep,
      firstAction: next.firstAction ?? firstAction,
      completed: isCompleted,
    };
    clearErrors('root');
    try {
      if (storage === 'server') {
        const { draft } = await saveOnServer.mutateAsync(request);
        removeLocalDraft(role);
        setCompletedAt(draft.completedAt);
      } else {
        const parsed = saveCreativeDraftRequest(role).safeParse(request);
        if (!parsed.success) {
          const fields: StepErrors = {};
          for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
          throw new ApiError(400, 'validation_failed', Object.values(fields)[0] ?? 'Invalid draft', fields);
        }
        const now = new Date().toISOString();
        const stamp = isCompleted ? (completedAt ?? now) : null;
        writeLocalDraft({ ...parsed.data, role, completedAt: stamp, updatedAt: now });
        setCompletedAt(stamp);
      }
      setCompleted(isCompleted);
      setFirstAction(request.firstAction);
      return true;
    } catch (error) {
      const message = errorMessage(error);
      // Every message of the step shows, as after a try to send it, then the server's on their fields.
      await handleSubmit(
        () => {},
        () => {},
      )();
      showServerErrors(error);
      // The request's message heads the buttons too, as the one the field shows or the one no field holds.
      setError('root.server', { type: 'server', message });
      toast.error(message);
      return false;
    }
  }

  async function run(kind: Exclude<Busy, null>, work: () => Promise<boolean>, to: string) {
    setBusy(kind);
    const ok = await work();
    setBusy(null);
    if (ok) navigate(to);
  }

  const dashboard = CREATIVE_DASHBOARDS[role];
  const saveAndExit = () => run('exit', () => persist({ currentStep: number }), dashboard);
  const goContinue = () =>
    run('continue', () => persist({ currentStep: number + 1 }), creativeOnboardingPath(role, stepAt(number + 1)));
  const complete = () => run('complete', () => persist({ currentStep: number, complete: true }), dashboard);
  const choose = (option: FirstActionOption) =>
    run(option.action, () => persist({ currentStep: number, complete: true, firstAction: option.action }), option.to);
  const goBack = () =>
    navigate(number === 1 ? CREATIVE_ROLE_CHOICE_PATH : creativeOnboardingPath(role, stepAt(number - 1)));

  const stepProps = { role, form, disabled: busy !== null };
  const formError = errors.root?.server?.message;
  const isLast = step === 'first-action';

  return (
    <Page title={`${title} · ${TITLE}`}>
      <div className="flex flex-col gap-6">
        <div className="flex items-center justify-between gap-3">
          <Chip tone="accent">{ROLE_LABEL[role]}</Chip>
          <span className="text-sm text-muted">
            Step {number} of {CREATIVE_ONBOARDING_STEP_COUNT}
          </span>
        </div>
        <StepProgress step={step} />
        <div key={step} className="motion-safe:animate-rise">
          <PageHeading lead={lead}>{title}</PageHeading>
          <form
            noValidate
            aria-label={title}
            onSubmit={handleSubmit(() => {
              if (!isLast && busy === null) void goContinue();
            })}
          >
            {step === 'basics' ? <BasicsStep {...stepProps} /> : null}
            {step === 'calibrate' ? <CalibrateStep {...stepProps} /> : null}
            {step === 'profile' ? <ProfileStep {...stepProps} /> : null}
            {step === 'first-action' ? (
              <FirstActionStep
                role={role}
                values={values}
                completed={completed}
                busy={busy === 'first-piece' || busy === 'browse-briefs' ? busy : null}
                onChoose={choose}
              />
            ) : null}
            {formError ? (
              <Alert tone="danger" className="mt-6">
                {formError}
              </Alert>
            ) : null}
            <div className="mt-8 grid grid-cols-2 gap-3 sm:flex sm:items-center">
              {isLast ? (
                <Button
                  size="lg"
                  className="col-span-2 sm:order-3"
                  onClick={complete}
                  disabled={busy !== null && busy !== 'complete'}
                  pending={busy === 'complete'}
                  pendingLabel="Completing..."
                >
                  Complete
                </Button>
              ) : (
                <Button
                  type="submit"
                  size="lg"
                  className="col-span-2 sm:order-3"
                  disabled={!valid || (busy !== null && busy !== 'continue')}
                  pending={busy === 'continue'}
                  pendingLabel="Saving..."
                >
                  Continue
                </Button>
              )}
              <Button variant="secondary" size="lg" className="sm:order-1" onClick={goBack} disabled={busy !== null}>
                Back
              </Button>
              <Button
                variant="ghost"
                size="lg"
                className="ring-1 ring-line sm:order-2 sm:ms-auto"
                onClick={saveAndExit}
                disabled={busy !== null && busy !== 'exit'}
                pending={busy === 'exit'}
                pendingLabel="Saving..."
              >
                Save &amp; Exit
              </Button>
            </div>
          </form>
        </div>
      </div>
    </Page>
  );
}
