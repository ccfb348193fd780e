import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DNA_SCAN_INTERVAL_MS,
  DNA_SCAN_STEPS,
  DNA_SCAN_TOTAL_MS,
  dnaScanState,
  TASTE_LOADING_MESSAGES,
  TASTE_LOADING_TOTAL_MS,
  tasteLoadingMessage,
  tasteLoadingState,
} from './taste-loading';

describe('Taste Profile loading (spec part 1, section 9)', () => {
  it('adds 2% every 100 ms', () => {
    expect(tasteLoadingState(0).progress).toBe(0);
    expect(tasteLoadingState(99).progress).toBe(0);
    expect(tasteLoadingState(100).progress).toBe(2);
    expect(tasteLoadingState(1_450).progress).toBe(28);
    expect(tasteLoadingState(4_900).progress).toBe(98);
    expect(tasteLoadingState(5_000).progress).toBe(100);
    expect(tasteLoadingState(60_000).progress).toBe(100);
  });

  it('changes its message below 30, 60 and 90%', () => {
    expect(tasteLoadingMessage(0)).toBe(TASTE_LOADING_MESSAGES.below30);
    expect(tasteLoadingMessage(28)).toBe(TASTE_LOADING_MESSAGES.below30);
    expect(tasteLoadingMessage(30)).toBe(TASTE_LOADING_MESSAGES.below60);
    expect(tasteLoadingMessage(58)).toBe(TASTE_LOADING_MESSAGES.below60);
    expect(tasteLoadingMessage(60)).toBe(TASTE_LOADING_MESSAGES.below90);
    expect(tasteLoadingMessage(88)).toBe(TASTE_LOADING_MESSAGES.below90);
    expect(tasteLoadingMessage(90)).toBe(TASTE_LOADING_MESSAGES.rest);
    expect(tasteLoadingMessage(100)).toBe(TASTE_LOADING_MESSAGES.rest);
  });

  it('pauses 500 ms at 100% before it is done', () => {
    expect(TASTE_LOADING_TOTAL_MS).toBe(5_500);
    expect(tasteLoadingState(5_000)).toMatchObject({ progress: 100, done: false });
    expect(tasteLoadingState(5_499).done).toBe(false);
    expect(tasteLoadingState(5_500).done).toBe(true);
  });

  it('never goes backwards and stays within 0-100 in steps of 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 20_000 }), fc.integer({ min: 0, max: 5_000 }), (t, dt) => {
        const a = tasteLoadingState(t);
        const b = tasteLoadingState(t + dt);
        expect(b.progress).toBeGreaterThanOrEqual(a.progress);
        expect(a.progress % 2).toBe(0);
        expect(a.progress).toBeGreaterThanOrEqual(0);
        expect(a.progress).toBeLessThanOrEqual(100);
        if (a.done) expect(b.done).toBe(true);
      }),
    );
  });
});

describe('DNA scan (spec part 1, section 9)', () => {
  it('has 8 steps 1200 ms apart and completes one interval after the last', () => {
    expect(DNA_SCAN_STEPS).toHaveLength(8);
    expect(DNA_SCAN_INTERVAL_MS).toBe(1_200);
    expect(DNA_SCAN_TOTAL_MS).toBe(9_600);
    expect(dnaScanState(0)).toEqual({ step: 0, completed: 0, done: false });
    expect(dnaScanState(1_199)).toEqual({ step: 0, completed: 0, done: false });
    expect(dnaScanState(1_200)).toEqual({ step: 1, completed: 1, done: false });
    expect(dnaScanState(8_400)).toEqual({ step: 7, completed: 7, done: false });
    expect(dnaScanState(9_599)).toEqual({ step: 7, completed: 7, done: false });
    expect(dnaScanState(9_600)).toEqual({ step: 7, completed: 8, done: true });
  });

  it('moves forward only, within its 8 steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 30_000 }), fc.integer({ min: 0, max: 5_000 }), (t, dt) => {
        const a = dnaScanState(t);
        const b = dnaScanState(t + dt);
        expect(b.step).toBeGreaterThanOrEqual(a.step);
        expect(b.completed).toBeGreaterThanOrEqual(a.completed);
        expect(a.step).toBeLessThan(8);
        expect(a.completed).toBeLessThanOrEqual(8);
        expect(a.done).toBe(a.completed === 8);
      }),
    );
  });
});
