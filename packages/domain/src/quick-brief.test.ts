import { describe, expect, it } from 'vitest';
import { PostBriefRequest, postBriefRequest } from './briefs';
import { canPostQuickBrief, QUICK_BRIEF_PRESETS, quickBriefRequest, quickBriefTitle } from './quick-brief';

describe('quick brief', () => {
  it('disables Post Brief on empty or whitespace text', () => {
    expect(canPostQuickBrief('')).toBe(false);
    expect(canPostQuickBrief('  \n\t')).toBe(false);
    expect(canPostQuickBrief('x')).toBe(true);
  });

  it('offers Podcast Intro, Film Score and Custom Brief', () => {
    expect(QUICK_BRIEF_PRESETS.map((p) => p.label)).toEqual(['Podcast Intro', 'Film Score', 'Custom Brief']);
  });

  it('turns a preset into a valid brief from the quiz answers', () => {
    const preset = QUICK_BRIEF_PRESETS[0];
    const body = quickBriefRequest({
      text: preset.text,
      presetId: preset.id,
      preferences: { project_type: 'youtube', budget_range: '100-500', timeline_urgency: 'within-week' },
      today: '2030-12-28',
    });
    expect(body).toMatchObject({
      title: 'Podcast Intro',
      usageType: 'podcast',
      budgetMin: 100,
      budgetMax: 500,
      deadline: '2031-01-04',
      category: 'producer',
      tags: ['Clean', 'Uplifting'],
    });
    expect(postBriefRequest(() => '2030-12-28').safeParse(body).success).toBe(true);
  });

  it('takes a custom brief’s usage from the project type and defaults the rest', () => {
    const body = quickBriefRequest({
      text: 'Retro synth loop for our game trailer',
      presetId: 'custom',
      preferences: { project_type: 'video-game' },
      today: '2030-01-01',
    });
    expect(body).toMatchObject({
      title: 'Retro synth loop for our game trailer',
      usageType: 'sync',
      budgetMin: 500,
      budgetMax: 1500,
      deadline: '2030-01-22',
      tags: ['Throwback'],
    });
    expect(PostBriefRequest.safeParse(body).success).toBe(true);
  });

  it('cuts a long custom title at a word', () => {
    const title = quickBriefTitle(`${'word '.repeat(30)}\nsecond line`, 'custom');
    expect(title.length).toBeLessThanOrEqual(63);
    expect(title.endsWith('...')).toBe(true);
    expect(quickBriefTitle('Short one\nmore', 'custom')).toBe('Short one');
  });
});
