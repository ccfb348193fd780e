import { z } from 'zod';

/** The fan taste quiz at /onboarding/explorer (spec part 1, sections 2 and 3): 3 questions, one choice each. */
export const FAN_QUIZ_QUESTIONS = [
  {
    id: 'energy',
    question: "What's your energy?",
    description: 'Pick the pace you want your discoveries to move at.',
    choices: [
      { value: 'dance', label: 'Dance', description: 'Up and moving, volume high' },
      { value: 'chill', label: 'Chill', description: 'Kick back and let it breathe' },
    ],
  },
  {
    id: 'production',
    question: 'How do you like it made?',
    description: 'The sound and look of the work you keep coming back to.',
    choices: [
      { value: 'natural', label: 'Natural', description: 'Live instruments, real rooms, film grain' },
      { value: 'digital', label: 'Digital', description: 'Synths, samples and screens' },
    ],
  },
  {
    id: 'focus',
    question: 'What grabs you first?',
    description: 'The part of a track or clip you would replay.',
    choices: [
      { value: 'beat', label: 'The beat', description: 'Drums that make your head nod' },
      { value: 'voice', label: 'The voice', description: 'A vocal or a story that gives you chills' },
    ],
  },
] as const;

export type FanQuizQuestion = (typeof FAN_QUIZ_QUESTIONS)[number];
export type FanQuizQuestionId = FanQuizQuestion['id'];
export const FAN_QUIZ_LENGTH = FAN_QUIZ_QUESTIONS.length;

/** The spec's derived vibes, exactly: each answer adds these to `preferred_vibes`, in quiz order. */
export const FAN_QUIZ_DERIVED_VIBES = {
  dance: ['High-energy', 'Dance'],
  chill: ['Chill', 'Mellow'],
  natural: ['Organic', 'Raw'],
  digital: ['Digital', 'Electronic'],
  beat: ['Beat-driven'],
  voice: ['Vocal-focused'],
} as const satisfies Record<FanQuizQuestion['choices'][number]['value'], readonly string[]>;

export const FAN_QUIZ_MESSAGES = {
  energy: 'Pick Dance or Chill',
  production: 'Pick Natural or Digital',
  focus: 'Pick The beat or The voice',
} as const satisfies Record<FanQuizQuestionId, string>;

/** The three answers (the spec's `tasteResponses {energy, production, focus}`); all are required to save. */
export const FanQuizAnswers = z.strictObject(
  {
    energy: z.enum(['dance', 'chill'], { error: FAN_QUIZ_MESSAGES.energy }),
    production: z.enum(['natural', 'digital'], { error: FAN_QUIZ_MESSAGES.production }),
    focus: z.enum(['beat', 'voice'], { error: FAN_QUIZ_MESSAGES.focus }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'The quiz has only energy, production and focus' : undefined,
  },
);
export type FanQuizAnswers = z.infer<typeof FanQuizAnswers>;

/** Answers given so far (the quiz in progress, or a profile that never took it). */
export type PartialFanQuizAnswers = Partial<FanQuizAnswers>;

/** The derived vibes of the answers given, in question order (energy, production, focus). */
export function deriveQuizVibes(answers: PartialFanQuizAnswers): string[] {
  const vibes: string[] = [];
  for (const question of FAN_QUIZ_QUESTIONS) {
    const answer = answers[question.id];
    if (answer !== undefined) vibes.push(...FAN_QUIZ_DERIVED_VIBES[answer]);
  }
  return vibes;
}

/** The question to show after a reload: the first unanswered one, or the last when all are answered. */
export function fanQuizResumeIndex(answers: PartialFanQuizAnswers): number {
  const index = FAN_QUIZ_QUESTIONS.findIndex((q) => answers[q.id] === undefined);
  return index === -1 ? FAN_QUIZ_LENGTH - 1 : index;
}
