import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AskedThread,
  cachedPulseScore,
  cosignsLabel,
  earnedPulseScore,
  engagementOf,
  median,
  NO_RESPONSES_YET,
  NO_SCORE_YET,
  pulseScoreLine,
  pulseScoreText,
  RECENT_UPLOADS_DAYS,
  RESPONSE_LOOKBACK_DAYS,
  RESPONSE_WINDOW_HOURS,
  recentUploadsLabel,
  recentUploadsOf,
  responseFigures,
  responseRateText,
  responseSummary,
  responseTimeLabel,
  statsDueAt,
  wholePercent,
} from './earned-numbers';

const NOW = new Date('2026-11-29T12:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const thread = (askedAgo: number, replyAfter: number | null): AskedThread => ({
  askedAt: ago(askedAgo),
  repliedAt: replyAfter === null ? null : ago(askedAgo - replyAfter),
});

describe('the Pulse Score on cards', () => {
  it('reads "No score yet" until a score is earned, the same text everywhere', () => {
    expect(earnedPulseScore(0)).toBeNull();
    expect(pulseScoreText(earnedPulseScore(0))).toBe(NO_SCORE_YET);
    expect(pulseScoreText(94)).toBe('94%');
    expect(pulseScoreLine(94)).toBe('Pulse Score 94%');
    expect(pulseScoreLine(null)).toBe(NO_SCORE_YET);
    expect(NO_SCORE_YET).toBe('No score yet');
  });

  it('keeps a computed score apart from "none" in the cached column', () => {
    expect(cachedPulseScore(null)).toBe(0);
    expect(cachedPulseScore(0)).toBe(1);
    expect(cachedPulseScore(94)).toBe(94);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (score) => {
        const shown = earnedPulseScore(cachedPulseScore(score));
        expect(shown).not.toBeNull();
        expect(Math.abs((shown as number) - score)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('counts', () => {
  it('labels counts with their plural', () => {
    expect(recentUploadsLabel(0)).toBe('0 recent uploads');
    expect(recentUploadsLabel(1)).toBe('1 recent upload');
    expect(cosignsLabel(1240)).toBe('1,240 co-signs');
    expect(cosignsLabel(1)).toBe('1 co-sign');
  });

  it('counts works published in the last 30 days', () => {
    const uploads = [ago(0), ago(DAY), ago(29 * DAY), ago(RECENT_UPLOADS_DAYS * DAY), ago(90 * DAY)];
    expect(recentUploadsOf(uploads, NOW)).toBe(3);
    expect(recentUploadsOf([], NOW)).toBe(0);
  });

  it('adds co-signs, saves and piece co-signs into engagement, never below zero', () => {
    expect(engagementOf({ cosigns: 3, saves: 2, pieceCosigns: 5 })).toBe(10);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (cosigns, saves, pieceCosigns) => {
        const total = engagementOf({ cosigns, saves, pieceCosigns });
        expect(total).toBeGreaterThanOrEqual(Math.max(cosigns, saves, pieceCosigns));
        expect(engagementOf({ cosigns: cosigns + 1, saves, pieceCosigns })).toBe(total + 1);
      }),
    );
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it('lies between the smallest and largest and ignores the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 50 }), (values) => {
        const m = median(values) as number;
        expect(m).toBeGreaterThanOrEqual(Math.min(...values));
        expect(m).toBeLessThanOrEqual(Math.max(...values));
        expect(median([...values].reverse())).toBe(m);
      }),
    );
  });
});

describe('response rate and time', () => {
  it('has no figures before anyone has written', () => {
    expect(responseFigures([], NOW)).toEqual({ rate: null, medianMinutes: null, threads: 0 });
    expect(responseSummary({ rate: null, medianMinutes: null })).toBe(NO_RESPONSES_YET);
    expect(responseRateText(null)).toBe('No replies yet');
    expect(responseRateText(90)).toBe('90%');
  });

  it('does not count a question still inside its window as a miss', () => {
    expect(responseFigures([thread(2 * HOUR, null)], NOW)).toEqual({ rate: null, medianMinutes: null, threads: 0 });
    // Answered already: it counts at once.
    expect(responseFigures([thread(2 * HOUR, 30 * MIN)], NOW)).toEqual({ rate: 100, medianMinutes: 30, threads: 1 });
  });

  it('counts answers within 24 hours against every conversation that counts, and the median of all answers', () => {
    const threads = [
      thread(10 * DAY, 20 * MIN),
      thread(9 * DAY, 3 * HOUR),
      thread(8 * DAY, 30 * HOUR), // answered, but late
      thread(7 * DAY, null), // never answered
      thread(RESPONSE_LOOKBACK_DAYS * DAY + DAY, 5 * MIN), // too long ago
    ];
    expect(responseFigures(threads, NOW)).toEqual({ rate: 50, medianMinutes: 180, threads: 4 });
    expect(responseSummary({ rate: 50, medianMinutes: 180 })).toBe('Response rate 50% · Responds within a few hours');
  });

  it('says how fast as marketplaces do', () => {
    expect(responseTimeLabel(null)).toBeNull();
    expect(responseTimeLabel(12)).toBe('Responds within an hour');
    expect(responseTimeLabel(60)).toBe('Responds within an hour');
    expect(responseTimeLabel(61)).toBe('Responds within a few hours');
    expect(responseTimeLabel(20 * 60)).toBe('Responds within a day');
    expect(responseTimeLabel(3 * 24 * 60)).toBe('Responds within a few days');
  });

  it('rounds a whole percent half up with integers', () => {
    expect(wholePercent(1, 8)).toBe(13);
    expect(wholePercent(2, 3)).toBe(67);
    expect(wholePercent(0, 5)).toBe(0);
    expect(wholePercent(5, 5)).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), (count, n) => {
        const hits = n % (count + 1);
        const pct = wholePercent(hits, count);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
        expect(Math.abs(pct - (100 * hits) / count)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  const arbThread = fc
    .record({
      askedAgo: fc.integer({ min: -2 * DAY, max: (RESPONSE_LOOKBACK_DAYS + 5) * DAY }),
      reply: fc.option(fc.integer({ min: 0, max: 5 * DAY }), { nil: null }),
    })
    .map(({ askedAgo, reply }) => thread(askedAgo, reply));

  it('keeps the rate within 0-100 and an answer within the window never lowers it', () => {
    fc.assert(
      fc.property(fc.array(arbThread, { maxLength: 30 }), (threads) => {
        const before = responseFigures(threads, NOW);
        if (before.rate !== null) {
          expect(before.rate).toBeGreaterThanOrEqual(0);
          expect(before.rate).toBeLessThanOrEqual(100);
        }
        const quick = [...threads, thread(DAY, 10 * MIN)];
        const after = responseFigures(quick, NOW);
        expect(after.threads).toBe(before.threads + 1);
        expect(after.rate as number).toBeGreaterThanOrEqual(before.rate ?? 0);
      }),
    );
  });

  it('changes by time alone only at the moment statsDueAt names', () => {
    fc.assert(
      fc.property(
        fc.array(arbThread, { maxLength: 12 }),
        fc.array(fc.integer({ min: -DAY, max: 60 * DAY }), { maxLength: 8 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (threads, uploadsAgo, fraction) => {
          const uploads = uploadsAgo.map(ago);
          const due = statsDueAt({ uploads, threads }, NOW);
          const later = (ms: number) => new Date(NOW.getTime() + ms);
          const horizon = due === null ? 400 * DAY : due.getTime() - NOW.getTime();
          // Nothing in the future moves: replies and uploads not yet made stay out of the figures.
          const inFuture = (at: Date) => at.getTime() > NOW.getTime();
          if (threads.some((t) => inFuture(t.askedAt) || (t.repliedAt && inFuture(t.repliedAt)))) return;
          if (uploads.some(inFuture)) return;
          const t = later(Math.floor(horizon * fraction));
          expect(responseFigures(threads, t)).toEqual(responseFigures(threads, NOW));
          expect(recentUploadsOf(uploads, t)).toBe(recentUploadsOf(uploads, NOW));
        },
      ),
    );
  });

  it('names the first moment a question passes its window unanswered', () => {
    const due = statsDueAt({ uploads: [], threads: [thread(2 * HOUR, null)] }, NOW);
    expect(due).toEqual(new Date(NOW.getTime() + (RESPONSE_WINDOW_HOURS - 2) * HOUR));
    expect(statsDueAt({ uploads: [], threads: [] }, NOW)).toBeNull();
    expect(statsDueAt({ uploads: [ago(DAY)], threads: [] }, NOW)).toEqual(
      new Date(NOW.getTime() + (RECENT_UPLOADS_DAYS - 1) * DAY),
    );
  });
});
