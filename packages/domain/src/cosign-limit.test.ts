import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_DAILY_COSIGNS,
  type CosignState,
  cosignBlocked,
  cosignDay,
  decideCosign,
  formatDuration,
  LAST_COSIGN_NOTICE,
  NO_COSIGNS_LEFT_NOTICE,
  remainingCosigns,
} from './cosign-limit';

describe('co-sign toggle (spec part 2, section 4)', () => {
  it('uses one co-sign and adds one to the piece; the last one says so', () => {
    expect(decideCosign({ remaining: 3, cosigned: false }, true)).toMatchObject({
      kind: 'cosign',
      pieceDelta: 1,
      remainingAfter: 2,
      notice: null,
    });
    expect(decideCosign({ remaining: 1, cosigned: false }, true)).toMatchObject({
      kind: 'cosign',
      remainingAfter: 0,
      notice: LAST_COSIGN_NOTICE,
    });
  });

  it('un-co-signing removes it from the piece and gives nothing back', () => {
    expect(decideCosign({ remaining: 1, cosigned: true }, false)).toEqual({
      kind: 'uncosign',
      pieceDelta: -1,
      remainingAfter: 1,
    });
    expect(decideCosign({ remaining: 0, cosigned: true }, false)).toMatchObject({
      kind: 'uncosign',
      remainingAfter: 0,
    });
  });

  it('with none left blocks only pieces not yet co-signed', () => {
    expect(decideCosign({ remaining: 0, cosigned: false }, true)).toEqual({
      kind: 'blocked',
      notice: NO_COSIGNS_LEFT_NOTICE,
    });
    expect(cosignBlocked({ remaining: 0, cosigned: false })).toBe(true);
    expect(cosignBlocked({ remaining: 0, cosigned: true })).toBe(false);
    expect(cosignBlocked({ remaining: 1, cosigned: false })).toBe(false);
  });

  it('signed-in accounts have no daily limit', () => {
    expect(decideCosign({ remaining: null, cosigned: false }, true)).toMatchObject({
      kind: 'cosign',
      usesOne: false,
      remainingAfter: null,
      notice: null,
    });
    expect(cosignBlocked({ remaining: null, cosigned: false })).toBe(false);
  });

  it('repeating the current state is a no-op', () => {
    expect(decideCosign({ remaining: 0, cosigned: true }, true)).toEqual({ kind: 'noop' });
    expect(decideCosign({ remaining: 2, cosigned: false }, false)).toEqual({ kind: 'noop' });
  });

  it('property: any toggle sequence uses at most 3 a day, and the piece count matches the final state', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (wants) => {
        let state: CosignState = { remaining: ANONYMOUS_DAILY_COSIGNS, cosigned: false };
        let count = 0;
        let used = 0;
        for (const want of wants) {
          const d = decideCosign(state, want);
          if (d.kind === 'cosign') {
            count += d.pieceDelta;
            used += 1;
            state = { remaining: d.remainingAfter, cosigned: true };
          } else if (d.kind === 'uncosign') {
            count += d.pieceDelta;
            state = { remaining: d.remainingAfter, cosigned: false };
          }
          expect(state.remaining).toBeGreaterThanOrEqual(0);
        }
        expect(used).toBeLessThanOrEqual(ANONYMOUS_DAILY_COSIGNS);
        expect(count).toBe(state.cosigned ? 1 : 0);
        expect(state.remaining).toBe(ANONYMOUS_DAILY_COSIGNS - used);
      }),
    );
  });

  it('remaining is clamped to 0..3 and the day is the UTC date', () => {
    expect(remainingCosigns(0)).toBe(3);
    expect(remainingCosigns(5)).toBe(0);
    expect(remainingCosigns(-2)).toBe(3);
    expect(cosignDay(new Date('2026-11-23T23:59:59-05:00'))).toBe('2026-11-24');
  });

  it('formats durations as m:ss', () => {
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(9)).toBe('0:09');
  });
});
