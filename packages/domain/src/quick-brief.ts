import type { PostBriefInput } from './briefs';
import { suggestTags } from './briefs';
import type { UsageTier } from './matching';

/**
 * The collaborator brief board's Create a Quick Brief (spec part 1, section 2): a preset or custom text
 * becomes a real licensing brief, filled in from the collaborator quiz's answers (decision: briefs).
 */

export const QUICK_BRIEF_PRESETS = [
  {
    id: 'podcast-intro',
    label: 'Podcast Intro',
    text: 'A 10-second intro for our podcast: warm, uplifting and modern, with a clean ending we can talk over.',
    usageType: 'podcast',
  },
  {
    id: 'film-score',
    label: 'Film Score',
    text: 'An original score for a short film: mysterious and cinematic, building slowly to an uplifting finish.',
    usageType: 'sync',
  },
  { id: 'custom', label: 'Custom Brief', text: '', usageType: null },
] as const satisfies readonly { id: string; label: string; text: string; usageType: UsageTier | null }[];
export type QuickBriefPresetId = (typeof QUICK_BRIEF_PRESETS)[number]['id'];

export const QUICK_BRIEF_TITLE_MAX = 60;

/** Post Brief is disabled when the text is empty or whitespace. */
export function canPostQuickBrief(text: string): boolean {
  return text.trim().length > 0;
}

const USAGE_BY_PROJECT: Record<string, UsageTier> = {
  podcast: 'podcast',
  'indie-film': 'sync',
  'ad-campaign': 'commercial',
  'video-game': 'sync',
  youtube: 'ugc',
  app: 'commercial',
  education: 'ugc',
  other: 'ugc',
};

/** Whole-dollar budget bounds for the quiz's budget ranges; the new-brief defaults otherwise. */
const BUDGET_BY_RANGE: Record<string, [number, number]> = {
  free: [0, 0],
  'under-100': [0, 100],
  '100-500': [100, 500],
  '500-plus': [500, 1500],
  varies: [500, 1500],
};

/** Days until the deadline for the quiz's timelines; about 21 days otherwise (spec part 2, section 9). */
const DAYS_BY_TIMELINE: Record<string, number> = {
  immediate: 3,
  'within-week': 7,
  flexible: 21,
  'planning-ahead': 42,
};

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A preset's label, else the text's first line cut at a word to fit. */
export function quickBriefTitle(text: string, presetId: QuickBriefPresetId): string {
  const preset = QUICK_BRIEF_PRESETS.find((p) => p.id === presetId);
  if (preset && preset.id !== 'custom') return preset.label;
  const line = (text.trim().split(/\r?\n/)[0] ?? '').trim();
  if (line.length <= QUICK_BRIEF_TITLE_MAX) return line;
  const cut = line.slice(0, QUICK_BRIEF_TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

export interface QuickBriefOptions {
  text: string;
  presetId: QuickBriefPresetId;
  preferences: Record<string, string | string[]>;
  /** The partner's local date, YYYY-MM-DD. */
  today: string;
}

/** The POST /api/briefs body for a quick brief. The collaborator quiz is about music: category producer. */
export function quickBriefRequest({ text, presetId, preferences, today }: QuickBriefOptions): PostBriefInput {
  const preset = QUICK_BRIEF_PRESETS.find((p) => p.id === presetId);
  const projectType = typeof preferences.project_type === 'string' ? preferences.project_type : '';
  const budgetRange = typeof preferences.budget_range === 'string' ? preferences.budget_range : '';
  const timeline = typeof preferences.timeline_urgency === 'string' ? preferences.timeline_urgency : '';
  const [budgetMin, budgetMax] = BUDGET_BY_RANGE[budgetRange] ?? [500, 1500];
  return {
    title: quickBriefTitle(text, presetId),
    description: text.trim(),
    usageType: preset?.usageType ?? USAGE_BY_PROJECT[projectType] ?? 'ugc',
    deadline: addDays(today, DAYS_BY_TIMELINE[timeline] ?? 21),
    details: '',
    budgetMin,
    budgetMax,
    tags: suggestTags(text),
    category: 'producer',
  };
}
