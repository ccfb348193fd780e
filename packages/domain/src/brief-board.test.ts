import { describe, expect, it } from 'vitest';
import {
  boardStats,
  briefStatusAfterSubmission,
  canLicense,
  canShortlist,
  cardTags,
  dueInDays,
  dueLabel,
  filterMatches,
  groupBriefs,
  matchStats,
} from './brief-board';

describe('the brief board (spec part 2, section 9)', () => {
  const briefs = [
    { id: 'a', status: 'open', budgetMaxCents: 150_000, matchCount: 0 },
    { id: 'b', status: 'matched', budgetMaxCents: 300_000, matchCount: 3 },
    { id: 'c', status: 'closed', budgetMaxCents: 50_000, matchCount: 2 },
    { id: 'd', status: 'draft', budgetMaxCents: null, matchCount: 0 },
    { id: 'e', status: 'posted', budgetMaxCents: 100_000, matchCount: 0 },
  ] as const;

  it('counts totals, active (not closed), matches and the sum of budget maximums', () => {
    expect(boardStats(briefs)).toEqual({
      totalBriefs: 5,
      active: 4,
      totalMatches: 5,
      totalBudgetCents: 600_000,
    });
    expect(boardStats([])).toEqual({ totalBriefs: 0, active: 0, totalMatches: 0, totalBudgetCents: 0 });
  });

  it('puts drafts above the columns and posted briefs in Open', () => {
    const groups = groupBriefs(briefs);
    expect(groups.draft.map((b) => b.id)).toEqual(['d']);
    expect(groups.open.map((b) => b.id)).toEqual(['a', 'e']);
    expect(groups.matched.map((b) => b.id)).toEqual(['b']);
    expect(groups.closed.map((b) => b.id)).toEqual(['c']);
  });

  it('shows up to 3 tags on a card', () => {
    expect(cardTags(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
  });

  it('counts due-in-days as the ceiling of days until the deadline', () => {
    const now = new Date(2030, 5, 15, 18, 0); // local time
    expect(dueInDays('2030-06-16', now)).toBe(1);
    expect(dueInDays('2030-06-20', now)).toBe(5);
    expect(dueInDays('2030-06-15', now)).toBe(-0);
    expect(dueInDays('2030-06-14', now)).toBe(-1);
    expect(dueInDays(null, now)).toBeNull();
    expect(dueInDays('2030-06-20', new Date(2030, 5, 15, 0, 0))).toBe(5);
    expect(dueLabel(5)).toBe('Due in 5 days');
    expect(dueLabel(1)).toBe('Due in 1 day');
    expect(dueLabel(0)).toBe('Due today');
    expect(dueLabel(-2)).toBe('Past due');
    expect(dueLabel(null)).toBe('No deadline');
  });

  it('moves an open brief to matched with its first submission, nothing else', () => {
    expect(briefStatusAfterSubmission('open')).toBe('matched');
    expect(briefStatusAfterSubmission('matched')).toBe('matched');
    expect(briefStatusAfterSubmission('closed')).toBe('closed');
  });
});

describe('match review (spec part 2, sections 4 and 9)', () => {
  const matches = [
    { id: '1', status: 'pending', matchScore: 91 },
    { id: '2', status: 'shortlisted', matchScore: 80 },
    { id: '3', status: 'licensed', matchScore: 70 },
    { id: '4', status: 'pending', matchScore: 60 },
  ] as const;

  it('counts matches, shortlisted, licensed and the rounded mean score', () => {
    expect(matchStats(matches)).toEqual({ totalMatches: 4, shortlisted: 1, licensed: 1, avgMatch: 75 });
    expect(
      matchStats([
        { status: 'pending', matchScore: 1 },
        { status: 'pending', matchScore: 2 },
      ]).avgMatch,
    ).toBe(2);
    expect(matchStats([]).avgMatch).toBe(0);
  });

  it('filters by the chips All, Pending and Shortlisted', () => {
    expect(filterMatches(matches, 'all')).toHaveLength(4);
    expect(filterMatches(matches, 'pending').map((m) => m.id)).toEqual(['1', '4']);
    expect(filterMatches(matches, 'shortlisted').map((m) => m.id)).toEqual(['2']);
  });

  it('shortlists only from pending and licenses from pending or shortlisted', () => {
    expect(canShortlist('pending')).toBe(true);
    expect(canShortlist('shortlisted')).toBe(false);
    expect(canShortlist('licensed')).toBe(false);
    expect(canLicense('pending')).toBe(true);
    expect(canLicense('shortlisted')).toBe(true);
    expect(canLicense('licensed')).toBe(false);
    expect(canLicense('declined')).toBe(false);
  });
});
