import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MICRO_CALIBRATION_QUESTIONS, TASTE_ANCHORS } from './micro-calibration';
import type { MicroCalibrationAnswers } from './micro-calibration-contracts';
import {
  derivePreferredVibes,
  emptyTasteProfile,
  knownCalibrationAnswers,
  knownQuizAnswers,
  onboardingTagWeights,
  rebaseTagWeights,
  SaveTasteRequest,
  type TasteAnswers,
  TasteProfile,
} from './taste';

const fields = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const answersArb: fc.Arbitrary<TasteAnswers> = fc.record({
  quizResponses: fc.record(
    {
      energy: fc.constantFrom('dance' as const, 'chill' as const),
      production: fc.constantFrom('natural' as const, 'digital' as const),
      focus: fc.constantFrom('beat' as const, 'voice' as const),
    },
    { requiredKeys: [] },
  ),
  microCalibration: fc.record(
    Object.fromEntries(
      MICRO_CALIBRATION_QUESTIONS.map((q) => [q.id, fc.constantFrom(...q.choices.map((c) => c.value))]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<MicroCalibrationAnswers>,
  anchor: fc.option(fc.constantFrom(...TASTE_ANCHORS.map((a) => a.value)), { nil: null }),
});
const none: TasteAnswers = { quizResponses: {}, microCalibration: {}, anchor: null };

describe('preferred vibes', () => {
  it('are exactly the derived vibes when only the fan quiz was answered', () => {
    expect(
      derivePreferredVibes({ ...none, quizResponses: { energy: 'dance', production: 'digital', focus: 'voice' } }),
    ).toEqual(['High-energy', 'Dance', 'Digital', 'Electronic', 'Vocal-focused']);
  });

  it('add the calibration and anchor tags without repeats (case-insensitive)', () => {
    expect(
      derivePreferredVibes({
        quizResponses: { energy: 'dance' },
        microCalibration: { pace: 'full-send', texture: 'handmade' },
        anchor: 'real-stories',
      }),
    ).toEqual(['High-energy', 'Dance', 'Organic', 'Raw', 'Documentary']);
    fc.assert(
      fc.property(answersArb, (answers) => {
        const vibes = derivePreferredVibes(answers);
        expect(new Set(vibes.map((v) => v.toLowerCase())).size).toBe(vibes.length);
        expect(Object.keys(onboardingTagWeights(answers)).sort()).toEqual(vibes.map((v) => v.toLowerCase()).sort());
      }),
    );
  });
});

describe('tag weights', () => {
  it('give +1 per answer that points to a tag, with lower-case keys', () => {
    expect(
      onboardingTagWeights({
        quizResponses: { energy: 'dance' },
        microCalibration: { pace: 'full-send' },
        anchor: null,
      }),
    ).toEqual({ 'high-energy': 2, dance: 2 });
  });

  it('rebase onto new answers and keep what co-signs and skips added', () => {
    const before: TasteAnswers = { ...none, quizResponses: { energy: 'dance' } };
    const after: TasteAnswers = { ...none, quizResponses: { energy: 'chill' } };
    const current = { 'high-energy': 1, dance: 1, sports: 3, chill: -1 };
    expect(rebaseTagWeights(current, before, after)).toEqual({ sports: 3, mellow: 1 });
  });

  it('are idempotent: saving the same answers again changes nothing', () => {
    fc.assert(
      fc.property(answersArb, answersArb, (a, b) => {
        const seeded = rebaseTagWeights({}, none, a);
        expect(seeded).toEqual(onboardingTagWeights(a));
        expect(rebaseTagWeights(seeded, a, a)).toEqual(seeded);
        // a -> b -> a returns to where it started.
        expect(rebaseTagWeights(rebaseTagWeights(seeded, a, b), b, a)).toEqual(seeded);
      }),
    );
  });
});

describe('stored answers', () => {
  it('keep only questions and choices that exist', () => {
    expect(knownCalibrationAnswers({ pace: 'full-send', pace2: 'x', texture: 'velvet' })).toEqual({
      pace: 'full-send',
    });
    expect(knownQuizAnswers({ energy: 'dance', production: 'loud', mood: 'x' })).toEqual({ energy: 'dance' });
  });
});

describe('POST /api/taste body', () => {
  it('accepts each step', () => {
    for (const body of [
      { step: 'quiz', quizResponses: { energy: 'chill', production: 'natural', focus: 'voice' } },
      { step: 'micro-calibration', microCalibration: {} },
      { step: 'micro-calibration', microCalibration: { pace: 'slow-burn', reach: 'way-out' } },
      { step: 'anchor', anchor: 'bold-design' },
      { step: 'anchor', anchor: null },
      { step: 'matching', likedCreators: [] },
      { step: 'matching', likedCreators: ['a', 'b', 'c', 'd', 'e'] },
    ]) {
      expect(SaveTasteRequest.safeParse(body).success, JSON.stringify(body)).toBe(true);
    }
  });

  it('explains what is wrong', () => {
    expect(fields(SaveTasteRequest.safeParse({ step: 'dance' }))).toEqual({ step: 'Unknown taste step' });
    expect(fields(SaveTasteRequest.safeParse({ step: 'quiz', quizResponses: { energy: 'dance' } }))).toEqual({
      'quizResponses.production': 'Pick Natural or Digital',
      'quizResponses.focus': 'Pick The beat or The voice',
    });
    expect(fields(SaveTasteRequest.safeParse({ step: 'anchor', anchor: 'moon' }))).toEqual({
      anchor: 'Pick one of the anchors shown, or skip',
    });
    expect(
      fields(SaveTasteRequest.safeParse({ step: 'matching', likedCreators: ['1', '2', '3', '4', '5', '6'] })),
    ).toEqual({ likedCreators: 'You can like at most 5 creators here' });
  });
});

describe('empty profile', () => {
  it('is a valid profile with nothing in it', () => {
    expect(TasteProfile.parse(emptyTasteProfile())).toEqual(emptyTasteProfile());
  });
});
