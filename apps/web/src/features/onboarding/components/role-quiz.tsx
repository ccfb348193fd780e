import {
  isQuestionAnswered,
  knownAnswers,
  type QuizAnswers,
  ROLE_QUIZZES,
  type RolePreferenceKind,
  type RoleQuiz as RoleQuizDefinition,
  resumeQuestionIndex,
} from '@pulse/domain/role-quizzes';
import { Check, CircleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useRolePreferences } from '../api/get-role-preferences';
import { ChoiceGrid } from './choice-grid';
import { OnboardingLoadError, OnboardingLoading } from './onboarding-status';
import type { OnboardingSession } from './session';
import { type SaveStatus, useAnswerSaver } from './use-answer-saver';

interface RoleQuizProps {
  kind: RolePreferenceKind;
  session: OnboardingSession;
  /** Starts a guest session for a visitor without one, before the first answer is stored. */
  startSession: () => Promise<unknown>;
}

/**
 * `/onboarding/producer` and `/onboarding/collaborator`: five questions, Next disabled until answered,
 * Back, and the last button storing the answers as completed before moving on (spec part 1, sections 2-5).
 */
export function RoleQuiz({ kind, session, startSession }: RoleQuizProps) {
  const quiz = ROLE_QUIZZES[kind];
  if (session.status === 'pending') return <OnboardingLoading title={quiz.title} label="Getting your quiz ready..." />;
  if (session.status === 'error') {
    return (
      <OnboardingLoadError
        title={quiz.title}
        what="We couldn't check your session"
        message={session.message}
        retry={session.retry}
      />
    );
  }
  return <RoleQuizLoader quiz={quiz} hasSession={session.hasSession} startSession={startSession} />;
}

function RoleQuizLoader({
  quiz,
  hasSession,
  startSession,
}: {
  quiz: RoleQuizDefinition;
  hasSession: boolean;
  startSession: () => Promise<unknown>;
}) {
  // Decided once: a session started by the first answer must not reload the quiz under the visitor.
  const [hadSession] = useState(hasSession);
  const saved = useRolePreferences(quiz.kind, { enabled: hadSession });

  if (hadSession && saved.isPending) return <OnboardingLoading title={quiz.title} label="Loading your answers..." />;
  if (hadSession && saved.isError) {
    return (
      <OnboardingLoadError
        title={quiz.title}
        what="We couldn't load your answers"
        message={errorMessage(saved.error)}
        retry={() => saved.refetch()}
      />
    );
  }
  const initial = knownAnswers(quiz, saved.data?.preferences ?? {});
  return <QuizFlow quiz={quiz} initialAnswers={initial} hasSession={hadSession} startSession={startSession} />;
}

function QuizFlow({
  quiz,
  initialAnswers,
  hasSession,
  startSession,
}: {
  quiz: RoleQuizDefinition;
  initialAnswers: QuizAnswers;
  hasSession: boolean;
  startSession: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<QuizAnswers>(initialAnswers);
  const [index, setIndex] = useState(() => resumeQuestionIndex(quiz, initialAnswers));
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const saver = useAnswerSaver({
    kind: quiz.kind,
    hasSession,
    startSession,
    currentAnswers: () => answersRef.current,
  });

  const question = quiz.questions[index]!;
  const answer = answers[question.id];
  const selected = answer === undefined ? [] : Array.isArray(answer) ? answer : [answer];
  const answered = isQuestionAnswered(question, answer);
  const isLast = index === quiz.questions.length - 1;
  const headingId = `quiz-question-${question.id}`;

  function choose(value: string[]) {
    setFinishError(null);
    const next = { ...answers };
    if (value.length === 0) {
      delete next[question.id];
      saver.forgetAnswer(question.id);
    } else {
      next[question.id] = question.mode === 'single' ? value[0]! : value;
      saver.saveAnswer(question.id, next[question.id]!, question.mode);
    }
    setAnswers(next);
  }

  async function goNext() {
    if (!answered) return;
    if (!isLast) {
      saver.flush();
      setIndex(index + 1);
      return;
    }
    setFinishing(true);
    setFinishError(null);
    try {
      await saver.finish(answers);
      navigate(quiz.finish.to);
    } catch (error) {
      const message = errorMessage(error);
      setFinishError(message);
      toast.error(message);
      setFinishing(false);
    }
  }

  return (
    <Page title={quiz.title}>
      <div className="flex flex-col gap-6">
        <QuizProgress quiz={quiz} index={index} />
        <header className="flex flex-col gap-2 motion-safe:animate-rise" key={question.id}>
          <h1 id={headingId} className="font-display text-3xl font-bold text-fg sm:text-4xl">
            {question.prompt}
          </h1>
          <p className="text-base text-muted">
            {question.help} {question.mode === 'multi' ? '(Pick all that apply.)' : null}
          </p>
        </header>
        <ChoiceGrid
          key={`choices-${question.id}`}
          legend={question.prompt}
          legendHidden
          name={question.id}
          mode={question.mode}
          choices={question.options}
          value={selected}
          onChange={choose}
          disabled={finishing}
        />
        <SaveState status={saver.status} onRetry={saver.retry} />
        {finishError ? <Alert tone="danger">{finishError}</Alert> : null}
        <div className="flex items-center justify-between gap-3 pt-2">
          {index > 0 ? (
            <Button variant="secondary" size="lg" onClick={() => setIndex(index - 1)} disabled={finishing}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button size="lg" onClick={goNext} disabled={!answered} pending={finishing} pendingLabel="Saving...">
            {isLast ? quiz.finish.label : 'Next'}
          </Button>
        </div>
      </div>
    </Page>
  );
}

function QuizProgress({ quiz, index }: { quiz: RoleQuizDefinition; index: number }) {
  const total = quiz.questions.length;
  const percent = Math.round(((index + 1) / total) * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold text-accent">{quiz.title}</span>
        <span className="text-muted">
          Question {index + 1} of {total}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`${quiz.title} progress`}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={`Question ${index + 1} of ${total}`}
        className="h-2 overflow-hidden rounded-full bg-raised"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-300 ease-snap motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      {index === 0 ? <p className="text-sm text-muted">{quiz.intro}</p> : null}
    </div>
  );
}

/** A quiet line under the choices: saving, saved, or a failure with a way to try again. */
function SaveState({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  if (status.state === 'error') {
    return (
      <Alert tone="danger">
        <span className="inline-flex items-start gap-2">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Your answer wasn't saved: {status.message}{' '}
            <button type="button" className="font-semibold underline underline-offset-2" onClick={onRetry}>
              Try again
            </button>
          </span>
        </span>
      </Alert>
    );
  }
  return (
    <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-muted">
      {status.state === 'saving' ? (
        <>
          <Spinner /> Saving your answer...
        </>
      ) : status.state === 'saved' ? (
        <>
          <Check aria-hidden="true" className="size-4 text-success" /> Saved. You can pick up here any time.
        </>
      ) : null}
    </p>
  );
}
