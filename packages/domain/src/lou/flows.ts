import { BUDGET_RANGES } from './parsing';

/** The three chat applications (spec part 1, section 5, "Chat questions"). */
export const LOU_FLOWS = ['creative', 'fan', 'partner'] as const;
export type LouFlow = (typeof LOU_FLOWS)[number];

/**
 * How an answer is read: free text, one option, several options (Send Selected), or one of the checked
 * fields. `suggest` offers quick replies without limiting the answer to them.
 */
export type LouAnswerKind = 'text' | 'choice' | 'multi' | 'email' | 'workEmail' | 'url' | 'budget' | 'deadline';

export interface LouQuestion {
  /** Name of the answer in the application or brief built from the chat. */
  field: string;
  prompt: string;
  kind: LouAnswerKind;
  options?: readonly string[];
  /** Needed to send the application or the brief: "skip" is refused. */
  required?: boolean;
  /** Human name of the field, for the "can't skip" line. */
  label: string;
}

export const CREATIVE_SPECIALTIES = ['Videographer', 'Graphic Designer', 'Producer'] as const;
export const FAN_INTERESTS = ['Music', 'Dance', 'Film', 'All creative content'] as const;
export const FAN_VIBES = ['Chill', 'High-energy', 'Raw', 'Throwback', 'Uplifting', 'Playful'] as const;

export const LOU_FLOW_QUESTIONS: Record<LouFlow, readonly LouQuestion[]> = {
  creative: [
    { field: 'name', label: 'Your full name', prompt: 'What’s your full name?', kind: 'text', required: true },
    {
      field: 'school',
      label: 'Your school',
      prompt: 'Which school do you go to, and what’s your grad year? (e.g., NYU 2027)',
      kind: 'text',
    },
    {
      field: 'specialties',
      label: 'Your role',
      prompt: 'What do you do? Pick all that apply.',
      kind: 'multi',
      options: CREATIVE_SPECIALTIES,
    },
    {
      field: 'portfolio',
      label: 'Your portfolio',
      prompt: 'Drop a link to your portfolio (a website, Instagram, YouTube, SoundCloud...).',
      kind: 'url',
    },
    {
      field: 'email',
      label: 'Your email',
      prompt: 'What email should we send your invite to?',
      kind: 'email',
      required: true,
    },
  ],
  fan: [
    {
      field: 'interests',
      label: 'Your interests',
      prompt: 'What kind of creative content are you into?',
      kind: 'choice',
      options: FAN_INTERESTS,
    },
    {
      field: 'vibes',
      label: 'Your vibes',
      prompt: 'What vibes do you like? Pick one or describe them in your own words.',
      kind: 'text',
      options: FAN_VIBES,
    },
    {
      field: 'links',
      label: 'Your links',
      prompt: 'Any platform links you’d like to share (Instagram, TikTok, SoundCloud)? This one’s optional: type skip.',
      kind: 'text',
    },
  ],
  partner: [
    {
      field: 'company',
      label: 'Your organisation’s name',
      prompt: 'What’s the name of your organisation?',
      kind: 'text',
      required: true,
    },
    {
      field: 'contactEmail',
      label: 'Your work email',
      prompt: 'What’s your work email?',
      kind: 'workEmail',
      required: true,
    },
    { field: 'goal', label: 'The project goal', prompt: 'In one sentence, what’s the project goal?', kind: 'text' },
    {
      field: 'budget',
      label: 'The budget',
      prompt: 'What’s your budget range?',
      kind: 'budget',
      options: BUDGET_RANGES,
    },
    { field: 'deadline', label: 'The deadline', prompt: 'When’s your deadline? (YYYY-MM-DD)', kind: 'deadline' },
  ],
};

/** Brief categories, as the post-brief form names them (spec part 2, section 5). */
export const BRIEF_CATEGORIES = [
  { value: 'producer', label: 'Music Producer' },
  { value: 'videographer', label: 'Videographer' },
  { value: 'graphic_designer', label: 'Graphic Designer' },
] as const;
export type BriefCategory = (typeof BRIEF_CATEGORIES)[number]['value'];

/** Brief-from-chat draft: title, goal, category, budget, deadline (spec part 1, section 5). */
export const LOU_BRIEF_QUESTIONS: readonly LouQuestion[] = [
  {
    field: 'title',
    label: 'The title',
    prompt: 'What should we call this brief? A short title works best.',
    kind: 'text',
    required: true,
  },
  { field: 'goal', label: 'The goal', prompt: 'What’s the goal, in one sentence?', kind: 'text' },
  {
    field: 'category',
    label: 'The category',
    prompt: 'Which kind of creative do you need?',
    kind: 'choice',
    options: BRIEF_CATEGORIES.map((c) => c.label),
  },
  { field: 'budget', label: 'The budget', prompt: 'What’s the budget?', kind: 'budget', options: BUDGET_RANGES },
  { field: 'deadline', label: 'The deadline', prompt: 'When’s the deadline? (YYYY-MM-DD)', kind: 'deadline' },
];

/** Where each flow lands (spec part 1, section 2). */
export const LOU_ASSISTANT_DESTINATIONS: Record<LouFlow, string> = {
  creative: '/pulspace',
  partner: '/pulse-iq',
  fan: '/fan/feed',
};
export const LOU_APPLICATION_DESTINATIONS: Record<LouFlow, string> = {
  creative: '/creative/application-submitted',
  partner: '/pulsepartner/application-submitted',
  fan: '/discover',
};
