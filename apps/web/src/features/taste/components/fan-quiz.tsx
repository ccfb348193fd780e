import { knownQuizAnswers } from '@pulse/domain/taste';
import {
  FAN_QUIZ_LENGTH,
  FAN_QUIZ_QUESTIONS,
  FanQuizAnswers,
  fanQuizResumeIndex,
  type PartialFanQuizAnswers,
} from '@pulse/domain/taste-quiz';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { LOCAL_TASTE_PREFIX } from '../../../lib/local-taste';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ChoiceButtons } from './choice-buttons';
import { StepProgress } from './step-progress';

/** Answers in progress live in this tab until the last one is saved (Home clears them with the rest). */
export const FAN_QUIZ_STORAGE_KEY = `${LOCAL_TASTE_PREFIX}.fan-quiz`;

export function readStoredQuizAnswers(): PartialFanQuizAnswers {
  try {
    const raw = window.sessionStorage.getItem(FAN_QUIZ_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    // Anything unreadable is ignored, as if the quiz had just started.
    if (typeof parsed !== 'object' || parsed === null) return {};
    return knownQuizAnswers(parsed as Record<string, string>);
  } catch {
    return {};
  }
}

function storeQuizAnswers(answers: PartialFanQuizAnswers | null): void {
  try {
    if (answers) window.sessionStorage.setItem(FAN_QUIZ_STORAGE_KEY, JSON.stringify(answers));
    else window.sessionStorage.removeItem(FAN_QUIZ_STORAGE_KEY);
  } catch {
    // Storage unavailable (privacy mode): the quiz still works, it just won't survive a reload.
  }
}

/**
 * The fan taste quiz: 3 questions, one choice each, Previous, a progress bar. Answering a question moves
 * on; the last answer calls `onSubmit` with all three (the caller saves them).
 */
export function FanQuiz({ onSubmit }: { onSubmit: (answers: FanQuizAnswers) => Promise<void> }) {
  const [answers, setAnswers] = useState<PartialFanQuizAnswers>(readStoredQuizAnswers);
  const [index, setIndex] = useState(() => fanQuizResumeIndex(answers));
  const [saving, setSaving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const question = FAN_QUIZ_QUESTIONS[index]!;

  async function choose(value: string) {
    const next = { ...answers, [question.id]: value } as PartialFanQuizAnswers;
    setAnswers(next);
    storeQuizAnswers(next);
    setError(null);
    if (index < FAN_QUIZ_LENGTH - 1) {
      setIndex(index + 1);
      return;
    }
    const complete = FanQuizAnswers.safeParse(next);
    if (!complete.success) {
      setIndex(fanQuizResumeIndex(next));
      return;
    }
    setSaving(value);
    try {
      await onSubmit(complete.data);
      storeQuizAnswers(null);
    } catch (cause) {
      setError(errorMessage(cause));
      setSaving(null);
    }
  }

  const headingId = `fan-quiz-${question.id}`;
  return (
    <div className="flex flex-col gap-6">
      <StepProgress current={index} total={FAN_QUIZ_LENGTH} />
      <div key={question.id} className="flex flex-col gap-2 motion-safe:animate-rise">
        <h1 id={headingId} className="font-display text-3xl font-bold sm:text-4xl">
          {question.question}
        </h1>
        <p className="text-muted">{question.description}</p>
      </div>
      {error ? <Alert tone="danger">We couldn't save your taste: {error}</Alert> : null}
      <ChoiceButtons
        key={`${question.id}-choices`}
        labelledBy={headingId}
        choices={question.choices.map((c) => ({ value: c.value, label: c.label, detail: c.description }))}
        selected={answers[question.id]}
        saving={saving}
        onChoose={(value) => void choose(value)}
      />
      {index > 0 ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setIndex(index - 1)}
          disabled={saving !== null}
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Previous
        </Button>
      ) : null}
    </div>
  );
}
