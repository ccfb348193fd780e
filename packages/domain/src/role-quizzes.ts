import { z } from 'zod';

/**
 * The producer and collaborator (brand) quizzes: 5 questions each, with the spec's option values and
 * single/multi rules (spec part 1, section 3 "Quiz options"). The answers are stored on the server as
 * `producerProfile.preferences` / `collaboratorProfile.preferences` (table role_preferences).
 */

export const ROLE_PREFERENCE_KINDS = ['producer', 'collaborator'] as const;
export const RolePreferenceKind = z.enum(ROLE_PREFERENCE_KINDS);
export type RolePreferenceKind = z.infer<typeof RolePreferenceKind>;

export const QUIZ_LENGTH = 5;

export const PICK_ONE_MESSAGE = 'Pick an option';
export const PICK_AT_LEAST_ONE_MESSAGE = 'Pick at least one option';
export const UNKNOWN_OPTION_MESSAGE = 'Pick one of the listed options';

// Producer options.
export const PRODUCTION_STYLES = [
  'boom-bap',
  'trap',
  'lo-fi',
  'experimental',
  'r&b',
  'electronic',
  'jazz',
  'ambient',
] as const;
export const TOOLS_DAW = [
  'ableton',
  'fl-studio',
  'logic',
  'pro-tools',
  'reaper',
  'cubase',
  'reason',
  'hardware',
] as const;
export const SHOWCASE_INTENTS = ['finished', 'wip', 'both'] as const;
export const COLLABORATION_OPENNESS = ['yes-both', 'collabs-only', 'placements-only', 'showcase-only'] as const;
export const SOUND_INSPIRATIONS = [
  'samples',
  'live-instruments',
  'digital-synths',
  'field-recordings',
  'analog-gear',
  'vocal-chops',
] as const;

// Brand (collaborator) options.
export const PROJECT_TYPES = [
  'podcast',
  'indie-film',
  'ad-campaign',
  'video-game',
  'youtube',
  'app',
  'education',
  'other',
] as const;
export const MUSIC_TYPES = [
  'background',
  'main-theme',
  'mood-based',
  'genre-specific',
  'intro-outro',
  'transition',
] as const;
export const LICENSING_PREFERENCES = ['exclusive', 'open', 'either'] as const;
export const BUDGET_RANGES = ['free', 'under-100', '100-500', '500-plus', 'varies'] as const;
export const TIMELINE_URGENCIES = ['immediate', 'within-week', 'flexible', 'planning-ahead'] as const;

function single<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: UNKNOWN_OPTION_MESSAGE });
}

/** A multi-select answer: at least one listed option; repeats are dropped, the order kept. */
function multi<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .array(z.enum(values, { error: UNKNOWN_OPTION_MESSAGE }), { error: PICK_AT_LEAST_ONE_MESSAGE })
    .min(1, PICK_AT_LEAST_ONE_MESSAGE)
    .max(50, UNKNOWN_OPTION_MESSAGE)
    .transform((list) => [...new Set(list)]);
}

export const ProducerPreferences = z.strictObject({
  production_style: multi(PRODUCTION_STYLES).optional(),
  tools_daw: multi(TOOLS_DAW).optional(),
  showcase_intent: single(SHOWCASE_INTENTS).optional(),
  collaboration_openness: single(COLLABORATION_OPENNESS).optional(),
  sound_inspiration: multi(SOUND_INSPIRATIONS).optional(),
});
export type ProducerPreferences = z.infer<typeof ProducerPreferences>;

export const CollaboratorPreferences = z.strictObject({
  project_type: single(PROJECT_TYPES).optional(),
  music_type: multi(MUSIC_TYPES).optional(),
  licensing_preference: single(LICENSING_PREFERENCES).optional(),
  budget_range: single(BUDGET_RANGES).optional(),
  timeline_urgency: single(TIMELINE_URGENCIES).optional(),
});
export type CollaboratorPreferences = z.infer<typeof CollaboratorPreferences>;

/** Answers of either quiz, keyed by question id: a single choice is a string, a multi choice a list. */
export type QuizAnswers = Record<string, string | string[]>;

export interface QuizOption {
  value: string;
  label: string;
  description?: string;
}

export interface QuizQuestion {
  id: string;
  mode: 'single' | 'multi';
  prompt: string;
  help: string;
  options: readonly QuizOption[];
}

export interface RoleQuiz {
  kind: RolePreferenceKind;
  title: string;
  intro: string;
  questions: readonly QuizQuestion[];
  /** The last question's button and where it leads once the answers are stored. */
  finish: { label: string; to: string };
}

function options<T extends string>(values: readonly T[], labels: Record<T, string | [string, string]>): QuizOption[] {
  return values.map((value) => {
    const label: string | [string, string] = labels[value];
    return typeof label === 'string' ? { value, label } : { value, label: label[0], description: label[1] };
  });
}

export const PRODUCER_QUIZ: RoleQuiz = {
  kind: 'producer',
  title: 'Producer setup',
  intro: 'Five quick questions so Pulse can put your beats in front of the right briefs.',
  finish: { label: 'Start Uploading', to: '/producer/upload' },
  questions: [
    {
      id: 'production_style',
      mode: 'multi',
      prompt: 'What does your sound live in?',
      help: 'Pick every style you produce. Briefs get matched on these.',
      options: options(PRODUCTION_STYLES, {
        'boom-bap': 'Boom-bap',
        trap: 'Trap',
        'lo-fi': 'Lo-fi',
        experimental: 'Experimental',
        'r&b': 'R&B',
        electronic: 'Electronic',
        jazz: 'Jazz',
        ambient: 'Ambient',
      }),
    },
    {
      id: 'tools_daw',
      mode: 'multi',
      prompt: "What's in your studio?",
      help: 'Your DAW and gear. Pick all that you use.',
      options: options(TOOLS_DAW, {
        ableton: 'Ableton Live',
        'fl-studio': 'FL Studio',
        logic: 'Logic Pro',
        'pro-tools': 'Pro Tools',
        reaper: 'Reaper',
        cubase: 'Cubase',
        reason: 'Reason',
        hardware: ['Hardware', 'MPCs, synths, drum machines'],
      }),
    },
    {
      id: 'showcase_intent',
      mode: 'single',
      prompt: 'What do you want to show first?',
      help: 'Pick one. You can change it whenever you upload.',
      options: options(SHOWCASE_INTENTS, {
        finished: ['Finished tracks', 'Mixed, mastered and ready to license'],
        wip: ['Works in progress', 'Sketches and loops, for early co-signs'],
        both: ['A bit of both', 'Polished drops and raw ideas side by side'],
      }),
    },
    {
      id: 'collaboration_openness',
      mode: 'single',
      prompt: 'How do you want to work on Pulse?',
      help: 'Pick one. It decides which opportunities we send your way.',
      options: options(COLLABORATION_OPENNESS, {
        'yes-both': ['Collabs and placements', 'Team up with creatives and license to brands'],
        'collabs-only': ['Collabs only', 'Make things with other creatives'],
        'placements-only': ['Placements only', 'License my music to brands, films and games'],
        'showcase-only': ['Just showcasing', 'Build a following first'],
      }),
    },
    {
      id: 'sound_inspiration',
      mode: 'multi',
      prompt: 'Where do your sounds start?',
      help: 'Pick everything that feeds your tracks.',
      options: options(SOUND_INSPIRATIONS, {
        samples: 'Samples',
        'live-instruments': 'Live instruments',
        'digital-synths': 'Digital synths',
        'field-recordings': 'Field recordings',
        'analog-gear': 'Analog gear',
        'vocal-chops': 'Vocal chops',
      }),
    },
  ],
};

export const COLLABORATOR_QUIZ: RoleQuiz = {
  kind: 'collaborator',
  title: 'Collaborator setup',
  intro: 'Five quick questions so Pulse can line up the right creatives for your project.',
  finish: { label: 'Create First Brief', to: '/collaborator/brief-board' },
  questions: [
    {
      id: 'project_type',
      mode: 'single',
      prompt: 'What are you making?',
      help: 'Pick the project you need music for.',
      options: options(PROJECT_TYPES, {
        podcast: 'Podcast',
        'indie-film': 'Indie film',
        'ad-campaign': 'Ad campaign',
        'video-game': 'Video game',
        youtube: 'YouTube channel',
        app: 'App or product',
        education: 'Education',
        other: 'Something else',
      }),
    },
    {
      id: 'music_type',
      mode: 'multi',
      prompt: 'What does it need?',
      help: 'Pick every kind of music the project calls for.',
      options: options(MUSIC_TYPES, {
        background: ['Background beds', 'Sits under voices and scenes'],
        'main-theme': ['A main theme', 'The sound people remember you by'],
        'mood-based': ['Mood pieces', 'Built around a feeling'],
        'genre-specific': ['A specific genre', 'You know the lane you want'],
        'intro-outro': ['Intros and outros', 'Open and close every episode'],
        transition: ['Transitions', 'Stingers and bumpers between segments'],
      }),
    },
    {
      id: 'licensing_preference',
      mode: 'single',
      prompt: 'How do you want to license it?',
      help: 'Pick one. Creatives own their work; you license what you use.',
      options: options(LICENSING_PREFERENCES, {
        exclusive: ['Exclusive', 'Only you can use the track'],
        open: ['Non-exclusive', 'Costs less; the creative can license it again'],
        either: ['Either works', 'Show me both and I will decide'],
      }),
    },
    {
      id: 'budget_range',
      mode: 'single',
      prompt: "What's your budget?",
      help: 'Pick the range for this project. Funds sit in escrow until delivery.',
      options: options(BUDGET_RANGES, {
        free: ['No budget yet', 'Credit and collaboration for now'],
        'under-100': 'Under $100',
        '100-500': '$100 to $500',
        '500-plus': '$500 or more',
        varies: ['It varies', 'Depends on the project'],
      }),
    },
    {
      id: 'timeline_urgency',
      mode: 'single',
      prompt: 'When do you need it?',
      help: 'Pick one. Creatives see it before they apply.',
      options: options(TIMELINE_URGENCIES, {
        immediate: ['Right away', 'This is urgent'],
        'within-week': ['Within a week', 'Soon, but there is room to breathe'],
        flexible: ['Flexible', 'Quality over speed'],
        'planning-ahead': ['Planning ahead', 'Lining things up for later'],
      }),
    },
  ],
};

export const ROLE_QUIZZES: Record<RolePreferenceKind, RoleQuiz> = {
  producer: PRODUCER_QUIZ,
  collaborator: COLLABORATOR_QUIZ,
};

export const ROLE_PREFERENCES_SCHEMAS = {
  producer: ProducerPreferences,
  collaborator: CollaboratorPreferences,
} as const;

/** Quiz Next is enabled once a single question has an answer or a multi question at least one (spec section 5). */
export function isQuestionAnswered(question: QuizQuestion, answer: string | string[] | undefined): boolean {
  if (answer === undefined) return false;
  if (question.mode === 'multi') {
    return Array.isArray(answer) && answer.some((v) => question.options.some((o) => o.value === v));
  }
  return typeof answer === 'string' && question.options.some((o) => o.value === answer);
}

export function isQuizComplete(quiz: RoleQuiz, answers: QuizAnswers): boolean {
  return quiz.questions.every((q) => isQuestionAnswered(q, answers[q.id]));
}

/** Where a returning visitor resumes: the first unanswered question, or the last one when all are answered. */
export function resumeQuestionIndex(quiz: RoleQuiz, answers: QuizAnswers): number {
  const index = quiz.questions.findIndex((q) => !isQuestionAnswered(q, answers[q.id]));
  return index === -1 ? quiz.questions.length - 1 : index;
}

/** The message for each question still unanswered (used when the last step is submitted). */
export function missingAnswers(quiz: RoleQuiz, answers: QuizAnswers): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const q of quiz.questions) {
    if (!isQuestionAnswered(q, answers[q.id])) {
      missing[q.id] = q.mode === 'multi' ? PICK_AT_LEAST_ONE_MESSAGE : PICK_ONE_MESSAGE;
    }
  }
  return missing;
}

/**
 * Stored answers as they can be shown again: only known questions and options survive, so a stored value
 * that a later release no longer offers is dropped instead of breaking the quiz.
 */
export function knownAnswers(quiz: RoleQuiz, raw: unknown): QuizAnswers {
  const answers: QuizAnswers = {};
  if (typeof raw !== 'object' || raw === null) return answers;
  const record = raw as Record<string, unknown>;
  for (const q of quiz.questions) {
    const value = record[q.id];
    const allowed = (v: unknown): v is string => typeof v === 'string' && q.options.some((o) => o.value === v);
    if (q.mode === 'single' && allowed(value)) answers[q.id] = value;
    if (q.mode === 'multi' && Array.isArray(value)) {
      const list = [...new Set(value.filter(allowed))];
      if (list.length > 0) answers[q.id] = list;
    }
  }
  return answers;
}

/** Saving answers: the answers given so far (merged into what is stored) and, on the last step, completion. */
function saveRequest<T extends z.ZodType>(preferences: T) {
  return z.object({
    answers: preferences,
    /** True on the last step: every question must then be answered (after merging with what is stored). */
    completed: z.boolean().default(false),
  });
}

export const SaveProducerPreferencesRequest = saveRequest(ProducerPreferences);
export const SaveCollaboratorPreferencesRequest = saveRequest(CollaboratorPreferences);
export const SAVE_ROLE_PREFERENCES_REQUESTS = {
  producer: SaveProducerPreferencesRequest,
  collaborator: SaveCollaboratorPreferencesRequest,
} as const;
export type SaveRolePreferencesRequest = { answers: QuizAnswers; completed?: boolean };

export const RolePreferencesResponse = z.object({
  kind: RolePreferenceKind,
  preferences: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  onboardingCompleted: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type RolePreferencesResponse = z.infer<typeof RolePreferencesResponse>;
