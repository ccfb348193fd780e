import { describe, expect, it } from 'vitest';
import { BRIEF_MESSAGES, earliestToday, isCalendarDate, postBriefRequest, suggestTags } from './briefs';

describe('suggestTags (spec part 2, section 5)', () => {
  it('suggests a listed tag whose word appears in the description', () => {
    expect(suggestTags('Something gritty and a little MYSTERIOUS')).toEqual(['Gritty', 'Mysterious']);
    expect(suggestTags('high-energy vibes')).toEqual(['High-energy']);
  });

  it('maps dance/move, relax/calm, retro/vintage and modern/fresh', () => {
    expect(suggestTags('People should dance')).toEqual(['High-energy']);
    expect(suggestTags('makes you move')).toEqual(['High-energy']);
    expect(suggestTags('Relaxing and calm')).toEqual(['Chill']);
    expect(suggestTags('a vintage, retro feel')).toEqual(['Throwback']);
    expect(suggestTags('fresh and modern')).toEqual(['Clean']);
    expect(suggestTags('dance, calm, retro, fresh')).toEqual(['Chill', 'High-energy', 'Clean', 'Throwback']);
  });

  it('matches at the start of a word only', () => {
    expect(suggestTags('remove the noise, unclean edges, the drawback')).toEqual([]);
    expect(suggestTags('movement and dancers')).toEqual(['High-energy']);
    expect(suggestTags('')).toEqual([]);
  });
});

const today = '2030-06-15';
const schema = postBriefRequest(() => today);
const valid = { title: 'Campus launch', description: 'Calm lo-fi', usageType: 'ugc', deadline: '2030-06-15' };

function fieldErrors(input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('PostBriefRequest', () => {
  it('fills the defaults: budget 500 to 1500, no details, no tags, any category', () => {
    expect(schema.parse(valid)).toEqual({
      ...valid,
      details: '',
      budgetMin: 500,
      budgetMax: 1500,
      tags: [],
      category: '',
    });
  });

  it('requires title, vibe description, usage type and deadline with the form’s messages', () => {
    expect(fieldErrors({ title: '  ', description: '', deadline: '' })).toEqual({
      title: BRIEF_MESSAGES.titleRequired,
      description: BRIEF_MESSAGES.descriptionRequired,
      usageType: BRIEF_MESSAGES.usageRequired,
      deadline: BRIEF_MESSAGES.deadlineRequired,
    });
    expect(fieldErrors({})).toMatchObject({ title: 'Brief Title is required' });
  });

  it('refuses a deadline before today and a date that does not exist', () => {
    expect(fieldErrors({ ...valid, deadline: '2030-06-14' })).toEqual({ deadline: BRIEF_MESSAGES.deadlinePast });
    expect(fieldErrors({ ...valid, deadline: '2030-02-30' })).toEqual({ deadline: BRIEF_MESSAGES.deadlineInvalid });
    expect(fieldErrors({ ...valid, deadline: 'soon' })).toEqual({ deadline: BRIEF_MESSAGES.deadlineInvalid });
  });

  it('takes whole-dollar budgets and refuses a minimum above the maximum', () => {
    expect(fieldErrors({ ...valid, budgetMin: 2000, budgetMax: 1000 })).toEqual({
      budgetMin: BRIEF_MESSAGES.budgetOrder,
    });
    expect(fieldErrors({ ...valid, budgetMin: 10.5 })).toEqual({ budgetMin: BRIEF_MESSAGES.budgetWhole });
    expect(fieldErrors({ ...valid, budgetMax: -1 })).toEqual({ budgetMax: BRIEF_MESSAGES.budgetRange });
    expect(schema.parse({ ...valid, budgetMin: 800, budgetMax: 800 }).budgetMin).toBe(800);
  });

  it('shows the budget order next to other fields’ messages', () => {
    expect(fieldErrors({ ...valid, title: '', budgetMin: 2000, budgetMax: 1000 })).toEqual({
      title: BRIEF_MESSAGES.titleRequired,
      budgetMin: BRIEF_MESSAGES.budgetOrder,
    });
  });

  it('accepts only listed tags, each once', () => {
    expect(schema.parse({ ...valid, tags: ['Chill', 'Chill', 'Raw'] }).tags).toEqual(['Chill', 'Raw']);
    expect(fieldErrors({ ...valid, tags: ['Loud'] })).toEqual({ 'tags.0': BRIEF_MESSAGES.tagsUnknown });
  });
});

describe('dates', () => {
  it('knows calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-1-2')).toBe(false);
  });

  it('takes the server’s today where the day started last (UTC-12)', () => {
    expect(earliestToday(Date.UTC(2030, 5, 15, 11, 59))).toBe('2030-06-14');
    expect(earliestToday(Date.UTC(2030, 5, 15, 12, 0))).toBe('2030-06-15');
  });
});
