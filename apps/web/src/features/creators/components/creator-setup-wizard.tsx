import {
  CREATOR_SETUP_STEPS,
  CREATOR_SETUP_SUBMIT_STEP,
  fillFromOnboarding,
  type OnboardingAnswers,
} from '@pulse/domain/creator-setup';
import type { MyCreativeProfileResponse } from '@pulse/domain/creator-setup-contracts';
import { SETUP_STEP_SCHEMAS, setupStepErrors } from '@pulse/domain/creator-setup-contracts';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useMyCreativeProfile } from '../api/get-my-creative-profile';
import { useSaveCreativeProfile } from '../api/save-creative-profile';
import { ProfileCard, ReviewStatusBox } from './profile-preview';
import {
  clearLocalDraft,
  draftFromProfile,
  emptyDraft,
  loadLocalDraft,
  requestFromDraft,
  type SetupDraft,
  saveLocalDraft,
  storageKey,
} from './setup-draft';
import { SetupProgress } from './setup-progress';
import {
  BasicsStep,
  CreativeTypesStep,
  ExperienceStep,
  RatesStep,
  SocialLinksStep,
  SpecialtiesStep,
  type StepProps,
} from './setup-steps';

const STEPS: Record<number, { title: string; lead: string; Body: ComponentType<StepProps> }> = {
  1: { title: 'The basics', lead: "How you'll appear to explorers, brands and agencies.", Body: BasicsStep },
  2: { title: 'What do you create?', lead: 'Pick every type that fits you.', Body: CreativeTypesStep },
  3: { title: 'Your experience', lead: 'It sets expectations and your rate guidance.', Body: ExperienceStep },
  4: { title: 'Your rates', lead: 'Free-text ranges, all optional. Change them any time.', Body: RatesStep },
  5: {
    title: 'Specialties & availability',
    lead: 'What you do best, and whether you can take work now.',
    Body: SpecialtiesStep,
  },
  6: { title: 'Social links', lead: 'Optional, but partners and reviewers look here first.', Body: SocialLinksStep },
};

/**
 * One step's check of the whole draft: the domain's `setupStepErrors` for that step (its zod schema), each message on
 * its field path. The draft passes through as it is: the request is built from it once, at Complete Setup.
 */
function setupStepSchema(step: number) {
  return z.custom<SetupDraft>().superRefine((draft, ctx) => {
    for (const [path, message] of Object.entries(setupStepErrors(step, draft))) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  });
}

/** Which step holds a field path ("socialLinks.website" is on step 6). */
function stepOfField(path: string): number | null {
  const top = path.split('.')[0] ?? '';
  for (const [step, schema] of Object.entries(SETUP_STEP_SCHEMAS)) {
    if (top in schema.shape) return Number(step);
  }
  return null;
}

export interface Viewer {
  id: string;
  /** The account name, offered as the display name to a signed-in user starting fresh. */
  name: string;
  isGuest: boolean;
}

export interface CreatorSetupWizardProps {
  /** The session's user; null for a visitor without a session yet. */
  viewer: Viewer | null;
  /** Starts a guest session as a Creative when there is none (app/ passes the accounts feature's role choice). */
  startSession: () => Promise<unknown>;
  /** Clears the active role (the top bar's Back from the wizard, spec part 1, section 4). */
  clearRole: () => Promise<unknown>;
  /** Called after Complete Setup saved the profile (app/ refreshes the session's role and name). */
  onSaved: () => void;
  /** What /onboarding/creative already asked (app/ reads the onboarding draft); fills the wizard's blanks. */
  onboarding?: OnboardingAnswers | null;
}

interface WizardStart {
  storageKeyAtStart: string;
  initialDraft: SetupDraft;
  initialStep: number;
  restored: boolean;
  /** Blanks were filled from the creative onboarding. */
  prefilled: boolean;
}

/** `/creator/setup` and `/creator/onboarding`: loads what was saved, then runs the wizard. */
export function CreatorSetupWizard(props: CreatorSetupWizardProps) {
  const mine = useMyCreativeProfile({ enabled: props.viewer !== null });
  const ready = props.viewer === null || mine.isSuccess;
  // Decided once: a session that starts later (Complete Setup as a visitor) must not restart the wizard.
  const [start, setStart] = useState<WizardStart | null>(null);
  let current = start;
  if (current === null && ready) {
    const key = storageKey(props.viewer?.id ?? null);
    const local = loadLocalDraft(key);
    const saved = mine.data?.profile ?? null;
    const onboarding = props.onboarding ?? null;
    let initialDraft: SetupDraft;
    if (local) initialDraft = fillFromOnboarding(local.draft, onboarding);
    else if (saved) initialDraft = draftFromProfile(saved);
    else {
      // The name typed at onboarding wins over the account's name.
      const filled = fillFromOnboarding(emptyDraft(), onboarding);
      initialDraft = filled.displayName ? filled : { ...filled, displayName: startingName(props.viewer) };
    }
    current = {
      storageKeyAtStart: key,
      initialDraft,
      initialStep: local?.step ?? 1,
      restored: local !== null || saved !== null,
      prefilled: onboarding !== null && saved === null,
    };
    setStart(current);
  }

  if (current !== null) return <WizardSteps {...props} {...current} />;
  if (mine.isError) {
    return (
      <Page title="Creator setup">
        <Alert tone="danger">
          We couldn't load your profile: {errorMessage(mine.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => mine.refetch()}>
            Try again
          </button>
        </Alert>
      </Page>
    );
  }
  return (
    <Page title="Creator setup">
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner className="text-accent" /> Loading your profile...
      </p>
    </Page>
  );
}

function startingName(viewer: Viewer | null): string {
  return viewer && !viewer.isGuest ? viewer.name : '';
}

function WizardSteps({
  viewer,
  startSession,
  clearRole,
  onSaved,
  storageKeyAtStart,
  initialDraft,
  initialStep,
  restored,
  prefilled,
}: CreatorSetupWizardProps & WizardStart) {
  const navigate = useNavigate();
  const save = useSaveCreativeProfile();
  const [step, setStep] = useState(initialStep);
  const [result, setResult] = useState<MyCreativeProfileResponse | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(initialStep);
  // The draft lives in one form checked by the current step's rule: a field's message shows once it was visited
  // (then as it changes), and the server's field messages land on their fields.
  const schema = useMemo(() => setupStepSchema(step), [step]);
  const form = useSchemaForm(schema, { defaultValues: initialDraft, mode: 'onTouched' });
  const {
    watch,
    trigger,
    setError,
    clearErrors,
    getValues,
    showServerErrors,
    formState: { errors },
  } = form;
  const draft = watch();

  // Keep the unfinished wizard in this browser (not the preview: by then it is saved).
  useEffect(() => {
    if (step <= CREATOR_SETUP_SUBMIT_STEP && result === null) saveLocalDraft(storageKeyAtStart, { step, draft });
  });

  // A new step takes focus, as a new page would.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  // The top bar's Back leads to /onboarding: the role is cleared on the way (spec part 1, section 4).
  const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname === '/onboarding');
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || leaving.current) return;
    leaving.current = true;
    clearRole()
      .catch((error: unknown) => toast.error(`Your role could not be cleared: ${errorMessage(error)}`))
      .finally(() => blocker.proceed());
  }, [blocker, clearRole]);

  // Continue is enabled once the step passes the same rule the form checks its fields with.
  const canContinue = step > CREATOR_SETUP_SUBMIT_STEP || Object.keys(setupStepErrors(step, draft)).length === 0;

  function back() {
    clearErrors('root');
    if (step === 1) navigate('/onboarding/role');
    else setStep(step - 1);
  }

  async function completeSetup() {
    clearErrors('root');
    try {
      if (viewer === null) await startSession();
      const saved = await save.mutateAsync(requestFromDraft(getValues()));
      clearLocalDraft(storageKeyAtStart, storageKey(null));
      setResult(saved);
      onSaved();
      setStep(CREATOR_SETUP_STEPS);
    } catch (error) {
      const message = errorMessage(error);
      toast.error(message);
      if (error instanceof ApiError && error.fields) {
        const steps = Object.keys(error.fields)
          .map(stepOfField)
          .filter((s): s is number => s !== null);
        if (steps.length > 0) setStep(Math.min(...steps));
      }
      showServerErrors(error);
      // The request's message heads the step too, as the one the field shows or the one no field holds.
      setError('root.server', { type: 'server', message });
    }
  }

  function next() {
    if (!canContinue) {
      // Not reachable with Continue disabled; shows every message of the step should the form be sent anyway.
      void trigger();
      return;
    }
    if (step === CREATOR_SETUP_SUBMIT_STEP) void completeSetup();
    else setStep(step + 1);
  }

  const serverError = errors.root?.server?.message;
  const current = STEPS[step];
  return (
    <Page title="Creator setup">
      <div className="flex flex-col gap-6">
        <SetupProgress step={step} />
        {current ? (
          <form
            noValidate
            aria-labelledby="setup-step-title"
            onSubmit={(e) => {
              e.preventDefault();
              next();
            }}
          >
            <Card className="flex flex-col gap-6 motion-safe:animate-rise" key={step}>
              <header className="flex flex-col gap-1.5">
                <h1
                  id="setup-step-title"
                  ref={headingRef}
                  tabIndex={-1}
                  className="font-display text-3xl font-bold focus:outline-none"
                >
                  {current.title}
                </h1>
                <p className="text-muted">{current.lead}</p>
                {restored && step === 1 ? (
                  <p className="text-sm text-info">We restored what you saved. Pick up where you left off.</p>
                ) : prefilled && step === 1 ? (
                  <p className="text-sm text-info">We brought over what you told us during onboarding.</p>
                ) : null}
              </header>
              {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
              <current.Body draft={draft} form={form} />
              <div className="flex items-center justify-between gap-3 pt-2">
                <Button variant="secondary" size="lg" onClick={back} disabled={save.isPending}>
                  <ArrowLeft aria-hidden="true" className="size-4" /> Back
                </Button>
                <Button
                  type="submit"
                  size="lg"
                  disabled={!canContinue}
                  pending={save.isPending}
                  pendingLabel="Saving profile..."
                >
                  {step === CREATOR_SETUP_SUBMIT_STEP ? (
                    'Complete Setup'
                  ) : (
                    <>
                      Continue <ArrowRight aria-hidden="true" className="size-4" />
                    </>
                  )}
                </Button>
              </div>
            </Card>
          </form>
        ) : result?.profile ? (
          <section aria-labelledby="setup-step-title" className="flex flex-col gap-5 motion-safe:animate-rise">
            <h1
              id="setup-step-title"
              ref={headingRef}
              tabIndex={-1}
              className="font-display text-3xl font-bold focus:outline-none"
            >
              Your profile preview
            </h1>
            <ReviewStatusBox status={result.creatorStatus} />
            <ProfileCard profile={result.profile} />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Button variant="secondary" size="lg" onClick={back}>
                <ArrowLeft aria-hidden="true" className="size-4" /> Back
              </Button>
              {/* The upload completion screen (decision: media): add work before or after the studio. */}
              <Button variant="secondary" size="lg" onClick={() => navigate('/creator/upload')}>
                Upload Your Work
              </Button>
              <Button size="lg" onClick={() => navigate('/pulspace')}>
                Continue to PulseStudio <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </section>
        ) : null}
      </div>
    </Page>
  );
}
