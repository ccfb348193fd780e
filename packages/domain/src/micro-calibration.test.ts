import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anchorTags,
  answerTagLists,
  CALIBRATION_CHOICE_MESSAGE,
  calibrationResumeIndex,
  MATCHED_ARTISTS_COUNT,
  MICRO_CALIBRATION_LENGTH,
  MICRO_CALIBRATION_QUESTIONS,
  matchCreators,
  type ScorableCreator,
  scoreCreators,
  TASTE_ANCHORS,
} from './micro-calibration';
import { MicroCalibrationAnswers, TasteAnchor } from './micro-calibration-contracts';

const TAGS = ['Chill', 'High-energy', 'Dance', 'Lo-fi', 'Raw', 'Organic', 'Digital', 'Mysterious', 'Clean', 'Sports'];

const creatorsArb = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
    vibeTags: fc.uniqueArray(fc.constantFrom(...TAGS, 'lo-fi', 'CHILL'), { maxLength: 5 }),
  }),
  { selector: (c) => c.id, maxLength: 25 },
);
const answersArb = fc.array(fc.uniqueArray(fc.constantFrom(...TAGS), { minLength: 1, maxLength: 3 }), {
  maxLength: 8,
});
const calibrationArb = fc.record(
  Object.fromEntries(MICRO_CALIBRATION_QUESTIONS.map((q) => [q.id, fc.constantFrom(...q.choices.map((c) => c.value))])),
  { requiredKeys: [] },
) as fc.Arbitrary<MicroCalibrationAnswers>;

describe('micro-calibration questions', () => {
  it('are 7, each with an id, a question, a description and choices {value, label, visual}', () => {
    expect(MICRO_CALIBRATION_LENGTH).toBe(7);
    expect(new Set(MICRO_CALIBRATION_QUESTIONS.map((q) => q.id)).size).toBe(7);
    for (const q of MICRO_CALIBRATION_QUESTIONS) {
      expect(q.question.length).toBeGreaterThan(0);
      expect(q.description.length).toBeGreaterThan(0);
      expect(q.choices.length).toBeGreaterThanOrEqual(2);
      expect(new Set(q.choices.map((c) => c.value)).size).toBe(q.choices.length);
      for (const c of q.choices) {
        expect(c.label.length).toBeGreaterThan(0);
        expect(c.visual.length).toBeGreaterThan(0);
        expect(c.tags.length).toBeGreaterThan(0);
      }
    }
  });

  it('accept any subset of answers, one known choice per question', () => {
    expect(MicroCalibrationAnswers.safeParse({}).success).toBe(true);
    expect(MicroCalibrationAnswers.safeParse({ pace: 'full-send', texture: 'gritty' }).success).toBe(true);
    fc.assert(
      fc.property(calibrationArb, (answers) => {
        expect(MicroCalibrationAnswers.safeParse(answers).success).toBe(true);
      }),
    );
  });

  it('reject an unknown choice or question with a message', () => {
    const wrongChoice = MicroCalibrationAnswers.safeParse({ pace: 'sideways' });
    expect(wrongChoice.error?.issues).toMatchObject([{ path: ['pace'], message: CALIBRATION_CHOICE_MESSAGE }]);
    const wrongQuestion = MicroCalibrationAnswers.safeParse({ colour: 'red' });
    expect(wrongQuestion.error?.issues).toMatchObject([{ message: 'That is not one of the questions' }]);
  });

  it('resume at the first unanswered question', () => {
    expect(calibrationResumeIndex({})).toBe(0);
    expect(calibrationResumeIndex({ pace: 'slow-burn', texture: 'handmade' })).toBe(2);
    const all = Object.fromEntries(MICRO_CALIBRATION_QUESTIONS.map((q) => [q.id, q.choices[0].value]));
    expect(calibrationResumeIndex(all as MicroCalibrationAnswers)).toBe(6);
  });
});

describe('taste anchors', () => {
  it('are optional choices mapped to tags', () => {
    expect(TASTE_ANCHORS.length).toBeGreaterThanOrEqual(4);
    for (const anchor of TASTE_ANCHORS) expect(anchorTags(anchor.value).length).toBeGreaterThan(0);
    expect(anchorTags(null)).toEqual([]);
    expect(anchorTags('nope')).toEqual([]);
    expect(TasteAnchor.safeParse('nope').error?.issues[0]?.message).toBe('Pick one of the anchors shown, or skip');
  });
});

describe('answer tags', () => {
  it('list each answer in question order, then the anchor', () => {
    expect(answerTagLists({ texture: 'handmade', pace: 'full-send' }, 'neon-futures')).toEqual([
      ['High-energy', 'Dance'],
      ['Organic', 'Raw'],
      ['Electronic', 'Digital'],
    ]);
    expect(answerTagLists({})).toEqual([]);
  });
});

describe('scoring creators (spec part 1, section 9)', () => {
  const creators: ScorableCreator[] = [
    { id: 'c-maya', vibeTags: ['Lo-fi', 'Chill', 'Mellow', 'Organic', 'Beat-driven'] },
    { id: 'c-jordan', vibeTags: ['High-energy', 'Sports', 'Cinematic', 'Raw', 'Dance'] },
    { id: 'c-theo', vibeTags: ['Electronic', 'Digital', 'Cinematic', 'Mysterious', 'High-energy'] },
    { id: 'b-lena', vibeTags: ['Clean', 'Sophisticated', 'Minimal', 'Chill'] },
    { id: 'a-none', vibeTags: [] },
    { id: 'c-kwame', vibeTags: ['Hip-hop', 'Throwback', 'Beat-driven', 'Gritty', 'Dance'] },
  ];

  it('counts the answers that point to each creator, case-insensitively, once per answer', () => {
    const scored = scoreCreators(creators, [['high-energy', 'DANCE'], ['Organic', 'Raw'], ['Chill']]);
    expect(scored).toEqual([
      { id: 'c-jordan', score: 2 },
      { id: 'c-maya', score: 2 },
      { id: 'b-lena', score: 1 },
      { id: 'c-kwame', score: 1 },
      { id: 'c-theo', score: 1 },
      { id: 'a-none', score: 0 },
    ]);
  });

  it('returns the top 5 ids as matchedArtists, filling with the rest when few answers point anywhere', () => {
    expect(matchCreators(creators, { pace: 'full-send', texture: 'synthetic', scene: 'club-night' })).toEqual([
      'c-theo',
      'c-jordan',
      'c-kwame',
      'a-none',
      'b-lena',
    ]);
    expect(matchCreators(creators, {})).toEqual(['a-none', 'b-lena', 'c-jordan', 'c-kwame', 'c-maya']);
    expect(matchCreators(creators.slice(0, 2), {})).toHaveLength(2);
  });

  it('counts the anchor as one more answer', () => {
    expect(matchCreators(creators, {}, 'late-night-loops')[0]).toBe('b-lena');
    expect(scoreCreators(creators, answerTagLists({}, 'late-night-loops')).slice(0, 2)).toEqual([
      { id: 'b-lena', score: 1 },
      { id: 'c-maya', score: 1 },
    ]);
  });

  it('orders by score then id, whatever the input order', () => {
    fc.assert(
      fc.property(creatorsArb, answersArb, fc.integer(), (list, answers, seed) => {
        const scored = scoreCreators(list, answers);
        const shuffled = [...list].sort((a, b) => ((a.id.length * seed) % 7) - ((b.id.length * seed) % 7));
        expect(scoreCreators(shuffled, answers)).toEqual(scored);
        for (let i = 1; i < scored.length; i++) {
          const [p, c] = [scored[i - 1]!, scored[i]!];
          expect(p.score > c.score || (p.score === c.score && p.id < c.id)).toBe(true);
        }
      }),
    );
  });

  it('gives each creator a score between 0 and the number of answers', () => {
    fc.assert(
      fc.property(creatorsArb, answersArb, (list, answers) => {
        const scored = scoreCreators(list, answers);
        expect(scored).toHaveLength(list.length);
        for (const s of scored) {
          expect(s.score).toBeGreaterThanOrEqual(0);
          expect(s.score).toBeLessThanOrEqual(answers.length);
        }
      }),
    );
  });

  it('never returns more than 5, always distinct, and the top scores', () => {
    fc.assert(
      fc.property(creatorsArb, calibrationArb, (list, answers) => {
        const top = matchCreators(list, answers);
        expect(top.length).toBe(Math.min(MATCHED_ARTISTS_COUNT, list.length));
        expect(new Set(top).size).toBe(top.length);
        const scores = new Map(scoreCreators(list, answerTagLists(answers)).map((s) => [s.id, s.score]));
        const lowestPicked = Math.min(...top.map((id) => scores.get(id)!));
        for (const c of list) if (!top.includes(c.id)) expect(scores.get(c.id)!).toBeLessThanOrEqual(lowestPicked);
      }),
    );
  });

  it('adding an answer never lowers a score', () => {
    fc.assert(
      fc.property(
        creatorsArb,
        answersArb,
        fc.uniqueArray(fc.constantFrom(...TAGS), { minLength: 1 }),
        (list, answers, extra) => {
          const before = new Map(scoreCreators(list, answers).map((s) => [s.id, s.score]));
          for (const s of scoreCreators(list, [...answers, extra]))
            expect(s.score).toBeGreaterThanOrEqual(before.get(s.id)!);
        },
      ),
    );
  });
});
