import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveQuizVibes,
  FAN_QUIZ_DERIVED_VIBES,
  FAN_QUIZ_LENGTH,
  FAN_QUIZ_QUESTIONS,
  FanQuizAnswers,
  fanQuizResumeIndex,
  type PartialFanQuizAnswers,
} from './taste-quiz';

const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const answerArb: fc.Arbitrary<PartialFanQuizAnswers> = fc.record(
  {
    energy: fc.constantFrom('dance' as const, 'chill' as const),
    production: fc.constantFrom('natural' as const, 'digital' as const),
    focus: fc.constantFrom('beat' as const, 'voice' as const),
  },
  { requiredKeys: [] },
);

describe('fan quiz (spec part 1, section 3)', () => {
  it('has 3 questions with two choices each: energy, production, focus', () => {
    expect(FAN_QUIZ_LENGTH).toBe(3);
    expect(FAN_QUIZ_QUESTIONS.map((q) => [q.id, q.choices.map((c) => c.value)])).toEqual([
      ['energy', ['dance', 'chill']],
      ['production', ['natural', 'digital']],
      ['focus', ['beat', 'voice']],
    ]);
  });

  it('derives the vibes exactly as the spec lists them', () => {
    expect(FAN_QUIZ_DERIVED_VIBES).toEqual({
      dance: ['High-energy', 'Dance'],
      chill: ['Chill', 'Mellow'],
      natural: ['Organic', 'Raw'],
      digital: ['Digital', 'Electronic'],
      beat: ['Beat-driven'],
      voice: ['Vocal-focused'],
    });
    expect(deriveQuizVibes({ energy: 'dance', production: 'natural', focus: 'beat' })).toEqual([
      'High-energy',
      'Dance',
      'Organic',
      'Raw',
      'Beat-driven',
    ]);
    expect(deriveQuizVibes({ energy: 'chill', production: 'digital', focus: 'voice' })).toEqual([
      'Chill',
      'Mellow',
      'Digital',
      'Electronic',
      'Vocal-focused',
    ]);
  });

  it('derives 2 vibes per energy and production answer and 1 per focus answer, never repeating', () => {
    fc.assert(
      fc.property(answerArb, (answers) => {
        const vibes = deriveQuizVibes(answers);
        const expected = (answers.energy ? 2 : 0) + (answers.production ? 2 : 0) + (answers.focus ? 1 : 0);
        expect(vibes).toHaveLength(expected);
        expect(new Set(vibes).size).toBe(vibes.length);
      }),
    );
  });

  it('resumes at the first unanswered question, or the last when all are answered', () => {
    expect(fanQuizResumeIndex({})).toBe(0);
    expect(fanQuizResumeIndex({ energy: 'dance' })).toBe(1);
    expect(fanQuizResumeIndex({ energy: 'dance', production: 'digital' })).toBe(2);
    expect(fanQuizResumeIndex({ energy: 'dance', production: 'digital', focus: 'voice' })).toBe(2);
    expect(fanQuizResumeIndex({ production: 'digital' })).toBe(0);
    fc.assert(
      fc.property(answerArb, (answers) => {
        const i = fanQuizResumeIndex(answers);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(FAN_QUIZ_LENGTH);
      }),
    );
  });

  it('needs all three answers to save, with a message per missing or wrong answer', () => {
    expect(FanQuizAnswers.safeParse({ energy: 'dance', production: 'natural', focus: 'beat' }).success).toBe(true);
    expect(messages(FanQuizAnswers.safeParse({}))).toEqual({
      energy: 'Pick Dance or Chill',
      production: 'Pick Natural or Digital',
      focus: 'Pick The beat or The voice',
    });
    expect(messages(FanQuizAnswers.safeParse({ energy: 'loud', production: 'natural', focus: 'beat' }))).toEqual({
      energy: 'Pick Dance or Chill',
    });
    expect(
      messages(FanQuizAnswers.safeParse({ energy: 'dance', production: 'natural', focus: 'beat', mood: 'x' })),
    ).toEqual({ '': 'The quiz has only energy, production and focus' });
  });
});
