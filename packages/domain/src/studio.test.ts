import { describe, expect, it } from 'vitest';
import { formatCents } from './ledger';
import {
  budgetLabel,
  durationLabel,
  matchScoreOf,
  mergeRecent,
  parseTagList,
  RECENT_LIMIT,
  type RecentItem,
  rightsSummary,
  SendSignalRequest,
  SIGNAL_MAX,
  SIGNAL_MESSAGES,
} from './studio';

describe('Send The Signal', () => {
  const message = (input: unknown) => {
    const r = SendSignalRequest.safeParse(input);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it('needs non-blank content of at most 500 characters, from a profile', () => {
    expect(message({ content: '   ', context: 'profile' })).toBe(SIGNAL_MESSAGES.required);
    expect(message({ context: 'profile' })).toBe(SIGNAL_MESSAGES.required);
    expect(message({ content: 'x'.repeat(SIGNAL_MAX + 1), context: 'profile' })).toBe(SIGNAL_MESSAGES.tooLong);
    expect(message({ content: 'hi', context: 'feed' })).toBe(SIGNAL_MESSAGES.context);
    expect(SendSignalRequest.parse({ content: '  New drop Friday  ', context: 'profile' }).content).toBe(
      'New drop Friday',
    );
  });
});

describe('dashboard labels', () => {
  it('summarises rights as the number of usage tiers', () => {
    expect(rightsSummary([])).toBe('No rights set');
    expect(rightsSummary(['ugc'])).toBe('1 usage tier');
    expect(rightsSummary(['ugc', 'sync'])).toBe('2 usage tiers');
  });

  it('shows duration in whole seconds', () => {
    expect(durationLabel(8)).toBe('8s');
    expect(durationLabel(null)).toBeNull();
  });

  it('formats cents as dollars', () => {
    expect(formatCents(125000)).toBe('$1,250');
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(0)).toBe('$0');
  });

  it('reads a comma-separated tag list', () => {
    expect(parseTagList(' lo-fi, Chill,,lo-fi , chill ')).toEqual(['lo-fi', 'Chill']);
    expect(parseTagList('')).toEqual([]);
  });
});

describe('Recent', () => {
  it('puts the newest first and keeps at most the limit', () => {
    const items: RecentItem[] = Array.from({ length: RECENT_LIMIT + 3 }, (_, i) => ({
      type: 'signal',
      id: `s${String(i).padStart(2, '0')}`,
      content: 'x',
      at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    const merged = mergeRecent(items);
    expect(merged).toHaveLength(RECENT_LIMIT);
    expect(merged[0]?.id).toBe(`s${RECENT_LIMIT + 2}`);
  });
});

describe('Match Score and budgets', () => {
  it('averages the best three scores', () => {
    expect(matchScoreOf([])).toBeNull();
    expect(matchScoreOf([40])).toBe(40);
    expect(matchScoreOf([90, 10, 80, 71])).toBe(80);
  });

  it('shows a budget range', () => {
    expect(budgetLabel(null, null)).toBe('Budget open');
    expect(budgetLabel(50000, 150000)).toBe('$500–$1,500');
    expect(budgetLabel(null, 80000)).toBe('$800');
    expect(budgetLabel(20000, null)).toBe('From $200');
  });
});
