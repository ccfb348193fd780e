import {
  answersWith,
  type CalibrationQuestionId,
  calibrationResumeIndex,
  MICRO_CALIBRATION_LENGTH,
  MICRO_CALIBRATION_QUESTIONS,
} from '@pulse/domain/micro-calibration';
import type { MicroCalibrationAnswers } from '@pulse/domain/micro-calibration-contracts';
import { knownCalibrationAnswers, type TasteProfile } from '@pulse/domain/taste';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useSaveTaste } from '../api/save-taste';
import { ChoiceButtons } from './choice-buttons';
import { StepProgress } from './step-progress';

/**
 * The 7-question micro-calibration. Each answer is saved on the server as it is given (so a reload
 * resumes at the first unanswered question); answering the last one, or Skip All, completes it.
 */
export function MicroCalibration({ taste, onComplete }: { taste: TasteProfile; onComplete: () => void }) {
  const [answers, setAnswers] = useState<MicroCalibrationAnswers>(() =>
    knownCalibrationAnswers(taste.microCalibration),
  );
  const [index, setIndex] = useState(() => calibrationResumeIndex(answers));
  const [saving, setSaving] = useState<string | null>(null);
  const save = useSaveTaste();

  const question = MICRO_CALIBRATION_QUESTIONS[index]!;
  const isLast = index === MICRO_CALIBRATION_LENGTH - 1;
  const given = answers as Record<string, string | undefined>;

  function choose(value: string) {
    const next = answersWith(answers, question.id as CalibrationQuestionId, value);
    setSaving(value);
    save.mutate(
      { step: 'micro-calibration', microCalibration: next },
      {
        onSuccess: () => {
          setAnswers(next);
          if (isLast) onComplete();
          else setIndex(index + 1);
        },
        onSettled: () => setSaving(null),
      },
    );
  }

  function skipAll() {
    save.mutate({ step: 'micro-calibration', microCalibration: answers }, { onSuccess: onComplete });
  }

  const headingId = `calibration-${question.id}`;
  return (
    <div className="flex flex-col gap-6">
      <StepProgress current={index} total={MICRO_CALIBRATION_LENGTH} />
      <div key={question.id} className="flex flex-col gap-2 motion-safe:animate-rise">
        <h1 id={headingId} className="font-display text-3xl font-bold text-fg sm:text-4xl">
          {question.question}
        </h1>
        <p className="text-muted">{question.description}</p>
      </div>
      {save.isError ? <Alert tone="danger">We couldn't save that answer: {errorMessage(save.error)}</Alert> : null}
      <ChoiceButtons
        key={`${question.id}-choices`}
        labelledBy={headingId}
        choices={question.choices.map((c) => ({ value: c.value, label: c.label, detail: c.visual }))}
        selected={given[question.id]}
        saving={saving}
        disabled={save.isPending}
        onChoose={choose}
      />
      <div className="flex items-center justify-between gap-3">
        {index > 0 ? (
          <Button variant="secondary" onClick={() => setIndex(index - 1)} disabled={save.isPending}>
            <ArrowLeft aria-hidden="true" className="size-4" /> Back
          </Button>
        ) : (
          <span />
        )}
        <Button
          variant="ghost"
          onClick={skipAll}
          disabled={save.isPending && saving !== null}
          pending={save.isPending && saving === null}
          pendingLabel="Skipping..."
        >
          Skip All
        </Button>
      </div>
    </div>
  );
}
