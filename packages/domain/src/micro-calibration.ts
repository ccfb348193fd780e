import type { MicroCalibrationAnswers } from './micro-calibration-contracts';
import { tagKey } from './tags';

/**
 * The explorer's micro-calibration (spec part 1, sections 2, 3 and 9): 7 questions, one choice each.
 * A question is {id, question, description, choices {value, label, visual}}; `visual` is the scene the
 * choice paints, shown under its label. Every choice maps to vibe tags that creatives carry, so the
 * answers can score creatives (`matchCreators`).
 */
export interface CalibrationChoice {
  readonly value: string;
  readonly label: string;
  readonly visual: string;
  readonly tags: readonly string[];
}

export interface CalibrationQuestion {
  readonly id: string;
  readonly question: string;
  readonly description: string;
  readonly choices: readonly CalibrationChoice[];
}

export const MICRO_CALIBRATION_QUESTIONS = [
  {
    id: 'pace',
    question: 'Pick a pace.',
    description: 'How fast should the work you discover move?',
    choices: [
      {
        value: 'full-send',
        label: 'Full send',
        visual: 'Stadium lights and a drop you feel in your chest',
        tags: ['High-energy', 'Dance'],
      },
      {
        value: 'slow-burn',
        label: 'Slow burn',
        visual: 'Rain on the window, headphones on',
        tags: ['Chill', 'Mellow'],
      },
      {
        value: 'golden-hour',
        label: 'Golden hour',
        visual: 'Windows down, sun low, good news on the way',
        tags: ['Uplifting', 'Playful'],
      },
    ],
  },
  {
    id: 'texture',
    question: 'What texture pulls you in?',
    description: 'Every piece has a feel before it has a meaning.',
    choices: [
      {
        value: 'handmade',
        label: 'Handmade',
        visual: 'Live keys, film grain, a little hiss',
        tags: ['Organic', 'Raw'],
      },
      {
        value: 'synthetic',
        label: 'Synthetic',
        visual: 'Neon synths and glitchy edges',
        tags: ['Digital', 'Electronic'],
      },
      {
        value: 'polished',
        label: 'Polished',
        visual: 'Clean lines, nothing out of place',
        tags: ['Clean', 'Sophisticated'],
      },
      { value: 'gritty', label: 'Gritty', visual: 'Crunchy drums and worn-in samples', tags: ['Gritty', 'Throwback'] },
    ],
  },
  {
    id: 'first-hit',
    question: 'What hits you first?',
    description: 'The part of a track or a clip you would replay.',
    choices: [
      {
        value: 'the-beat',
        label: 'The beat',
        visual: 'Drums that make your head nod',
        tags: ['Beat-driven', 'Hip-hop'],
      },
      {
        value: 'the-voice',
        label: 'The voice',
        visual: 'A vocal that gives you chills',
        tags: ['Vocal-focused', 'R&B'],
      },
      {
        value: 'the-picture',
        label: 'The picture',
        visual: 'A frame you would screenshot',
        tags: ['Cinematic', 'Documentary'],
      },
    ],
  },
  {
    id: 'mood',
    question: 'Pick a mood for tonight.',
    description: 'We will lean your first matches toward it.',
    choices: [
      {
        value: 'euphoric',
        label: 'Euphoric',
        visual: 'Arms up, everyone singing along',
        tags: ['Uplifting', 'High-energy'],
      },
      {
        value: 'mysterious',
        label: 'Mysterious',
        visual: 'Fog, low light, something about to happen',
        tags: ['Mysterious', 'Cinematic'],
      },
      {
        value: 'nostalgic',
        label: 'Nostalgic',
        visual: 'Tape decks and throwback jerseys',
        tags: ['Throwback', 'Lo-fi'],
      },
      { value: 'playful', label: 'Playful', visual: 'Bright colors and inside jokes', tags: ['Playful', 'Shortform'] },
    ],
  },
  {
    id: 'format',
    question: 'What do you actually finish?',
    description: 'The format that keeps you watching, listening or scrolling.',
    choices: [
      {
        value: 'loops',
        label: 'Loops on repeat',
        visual: 'A five-second loop you cannot stop playing',
        tags: ['Lo-fi', 'Beat-driven'],
      },
      {
        value: 'quick-clips',
        label: 'Quick clips',
        visual: 'Thirty seconds, straight to the point',
        tags: ['Shortform', 'Product'],
      },
      {
        value: 'deep-stories',
        label: 'Stories with depth',
        visual: 'A mini-doc you watch twice',
        tags: ['Documentary', 'Vocal-focused'],
      },
      {
        value: 'visual-drops',
        label: 'Visual drops',
        visual: 'Posters, type and merch you would pin up',
        tags: ['Poster', 'Typography', 'Merch'],
      },
    ],
  },
  {
    id: 'scene',
    question: 'Pick your scene.',
    description: 'Where would the work you love live?',
    choices: [
      {
        value: 'game-day',
        label: 'Game day',
        visual: 'Student section, tunnel walk, hype reel',
        tags: ['Sports', 'High-energy'],
      },
      {
        value: 'study-session',
        label: 'Study session',
        visual: 'Library corner, beats on low',
        tags: ['Lo-fi', 'Chill'],
      },
      {
        value: 'gallery-night',
        label: 'Gallery night',
        visual: 'Minimal prints and soft light',
        tags: ['Minimal', 'Sophisticated', 'Brand Identity'],
      },
      {
        value: 'club-night',
        label: 'Club night',
        visual: 'Bass, strobes and a packed floor',
        tags: ['Dance', 'Electronic'],
      },
    ],
  },
  {
    id: 'reach',
    question: 'How far out should we go?',
    description: 'Tell us how adventurous your matches should be.',
    choices: [
      {
        value: 'familiar',
        label: 'Keep it familiar',
        visual: 'Feels like your favorite playlist',
        tags: ['Mellow', 'Clean'],
      },
      {
        value: 'a-little-further',
        label: 'A little further',
        visual: 'Familiar, with one unexpected twist',
        tags: ['Organic', 'Uplifting'],
      },
      { value: 'way-out', label: 'Way out there', visual: 'Weird in the best way', tags: ['Mysterious', 'Digital'] },
    ],
  },
] as const satisfies readonly CalibrationQuestion[];

export const MICRO_CALIBRATION_LENGTH = MICRO_CALIBRATION_QUESTIONS.length;
/** Micro-calibration returns the top 5 creators; swipe matching shows 5 cards (spec part 1, section 9). */
export const MATCHED_ARTISTS_COUNT = 5;

type Question = (typeof MICRO_CALIBRATION_QUESTIONS)[number];
export type CalibrationQuestionId = Question['id'];

export const CALIBRATION_CHOICE_MESSAGE = 'Pick one of the answers shown';

/**
 * The optional taste anchor after the questions: one thing that sums up your taste. Its tags count as one
 * more answer when creatives are scored (decision 004).
 */
export const TASTE_ANCHORS = [
  {
    value: 'late-night-loops',
    label: 'Late-night loops',
    visual: 'Dusty keys at 2 a.m.',
    tags: ['Lo-fi', 'Chill'],
  },
  {
    value: 'game-day-hype',
    label: 'Game-day hype',
    visual: 'The roar before kickoff',
    tags: ['Sports', 'High-energy'],
  },
  { value: 'neon-futures', label: 'Neon futures', visual: 'Synths, glitches, chrome', tags: ['Electronic', 'Digital'] },
  { value: 'real-stories', label: 'Real stories', visual: 'A camera that just listens', tags: ['Documentary', 'Raw'] },
  {
    value: 'soulful-voices',
    label: 'Soulful voices',
    visual: 'A hook you hum all week',
    tags: ['R&B', 'Vocal-focused'],
  },
  {
    value: 'bold-design',
    label: 'Bold design',
    visual: 'Type that shouts from across the quad',
    tags: ['Typography', 'Poster'],
  },
  {
    value: 'throwback-heat',
    label: 'Throwback heat',
    visual: 'Boom-bap and block parties',
    tags: ['Hip-hop', 'Throwback'],
  },
] as const satisfies readonly CalibrationChoice[];

export const TASTE_ANCHOR_MESSAGE = 'Pick one of the anchors shown, or skip';
/** The tags of one micro-calibration answer; none for an unknown question or value. */
export function calibrationChoiceTags(questionId: string, value: string): readonly string[] {
  const question = MICRO_CALIBRATION_QUESTIONS.find((q) => q.id === questionId);
  const choice = question?.choices.find((c) => c.value === value);
  return choice?.tags ?? [];
}

export function anchorTags(anchor: string | null | undefined): readonly string[] {
  return TASTE_ANCHORS.find((a) => a.value === anchor)?.tags ?? [];
}

/**
 * Each answer as the list of tags it points to, in question order, then the anchor when one was chosen.
 * Unknown answers are left out.
 */
export function answerTagLists(answers: MicroCalibrationAnswers, anchor?: string | null): string[][] {
  const lists: string[][] = [];
  const given = answers as Record<string, string | undefined>;
  for (const question of MICRO_CALIBRATION_QUESTIONS) {
    const value = given[question.id];
    if (value === undefined) continue;
    const tags = calibrationChoiceTags(question.id, value);
    if (tags.length > 0) lists.push([...tags]);
  }
  const anchored = anchorTags(anchor);
  if (anchored.length > 0) lists.push([...anchored]);
  return lists;
}

export interface ScorableCreator {
  id: string;
  vibeTags: readonly string[];
}

export interface ScoredCreator {
  id: string;
  /** How many answers point to the creator. */
  score: number;
}

/**
 * Scores creators by the number of answers that point to them (an answer points to a creator when one of
 * its tags is among the creator's vibe tags, case-insensitive). Highest score first; ties by id, so the
 * order never depends on the input order.
 */
export function scoreCreators(
  creators: readonly ScorableCreator[],
  answers: readonly (readonly string[])[],
): ScoredCreator[] {
  const answerKeys = answers.map((tags) => tags.map(tagKey));
  return creators
    .map((creator) => {
      const own = new Set(creator.vibeTags.map(tagKey));
      const score = answerKeys.filter((keys) => keys.some((key) => own.has(key))).length;
      return { id: creator.id, score };
    })
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The top 5 creator ids for the answers (and anchor): the `matchedArtists`. */
export function matchCreators(
  creators: readonly ScorableCreator[],
  answers: MicroCalibrationAnswers,
  anchor?: string | null,
  count = MATCHED_ARTISTS_COUNT,
): string[] {
  return scoreCreators(creators, answerTagLists(answers, anchor))
    .slice(0, count)
    .map((c) => c.id);
}

/** The question to show after a reload: the first unanswered one, or the last when all are answered. */
export function calibrationResumeIndex(answers: MicroCalibrationAnswers): number {
  const given = answers as Record<string, string | undefined>;
  const index = MICRO_CALIBRATION_QUESTIONS.findIndex((q) => given[q.id] === undefined);
  return index === -1 ? MICRO_CALIBRATION_LENGTH - 1 : index;
}

/** The answers with `questionId` answered (or re-answered after Back); the other answers stay. */
export function answersWith(
  answers: MicroCalibrationAnswers,
  questionId: CalibrationQuestionId,
  value: string,
): MicroCalibrationAnswers {
  return { ...answers, [questionId]: value } as MicroCalibrationAnswers;
}
