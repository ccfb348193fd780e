import { describe, expect, it } from 'vitest';
import {
  cardBio,
  clampDrag,
  quotedReason,
  releaseVelocity,
  SWIPE_CARDS_BEHIND,
  SWIPE_EXIT_MS,
  SWIPE_KEYS,
  swipeDecision,
  swipeHint,
  swipeKeyAction,
} from './swipe';

describe('swipe physics (spec part 1, sections 4 and 9)', () => {
  it('commits past 100 px either way and snaps back at or under it', () => {
    expect(swipeDecision(101, 0)).toBe('cosign');
    expect(swipeDecision(-101, 0)).toBe('skip');
    expect(swipeDecision(100, 0)).toBeNull();
    expect(swipeDecision(-100, 0)).toBeNull();
    expect(swipeDecision(60, 120)).toBeNull();
  });

  it('commits a flick faster than 500 px/s however short, in the flick direction', () => {
    expect(swipeDecision(20, 501)).toBe('cosign');
    expect(swipeDecision(-20, -501)).toBe('skip');
    expect(swipeDecision(20, 500)).toBeNull();
    // Flung back across the start after a long drag: the flick wins.
    expect(swipeDecision(140, -800)).toBe('skip');
  });

  it('hints past 50 px and clamps the visible drag to -100..100 px', () => {
    expect(swipeHint(50)).toBeNull();
    expect(swipeHint(51)).toBe('cosign');
    expect(swipeHint(-51)).toBe('skip');
    expect(clampDrag(250)).toBe(100);
    expect(clampDrag(-250)).toBe(-100);
    expect(clampDrag(42)).toBe(42);
  });

  it('measures the release speed over the last 100 ms with a one-frame floor', () => {
    expect(releaseVelocity([])).toBe(0);
    expect(
      releaseVelocity([
        { x: 0, t: 0 },
        { x: 10, t: 200 },
        { x: 40, t: 250 },
        { x: 70, t: 300 },
      ]),
    ).toBe(600);
    // A 3 px jitter within one millisecond is 187.5 px/s, not 3000 px/s.
    expect(
      releaseVelocity([
        { x: 0, t: 0 },
        { x: 3, t: 1 },
      ]),
    ).toBe(187.5);
  });

  it('keeps the spec numbers', () => {
    expect(SWIPE_EXIT_MS).toBe(300);
    expect(SWIPE_CARDS_BEHIND).toBe(2);
  });
});

describe('card text', () => {
  it('removes double quotes from the bio', () => {
    expect(cardBio('"Beats for "late" nights" “always”')).toBe('Beats for late nights always');
  });

  it('puts the reason in quotes, turning inner quotes single', () => {
    expect(quotedReason('Because you like “Lo-fi”')).toBe('“Because you like ‘Lo-fi’”');
    expect(quotedReason('Trending on Pulse')).toBe('“Trending on Pulse”');
  });
});

describe('swipe keys (decision 028)', () => {
  it('co-signs with the right arrow, skips with the left, D dives deeper and S saves, anywhere on the page', () => {
    expect(['ArrowRight', 'ArrowLeft', 'd', 'D', 's', 'S'].map((k) => swipeKeyAction(k, false))).toEqual([
      'cosign',
      'skip',
      'dive_deeper',
      'dive_deeper',
      'save',
      'save',
    ]);
    expect(swipeKeyAction('Enter', true)).toBeNull();
  });

  it('takes up and down only while the stack has focus, so they scroll the page elsewhere', () => {
    expect([swipeKeyAction('ArrowUp', true), swipeKeyAction('ArrowDown', true)]).toEqual(['dive_deeper', 'save']);
    expect([swipeKeyAction('ArrowUp', false), swipeKeyAction('ArrowDown', false)]).toEqual([null, null]);
  });

  it('lists one key per button, in the buttons’ order, each doing what the legend says', () => {
    expect(SWIPE_KEYS.map((k) => k.action)).toEqual(['skip', 'dive_deeper', 'cosign', 'save']);
    const typed: Record<string, string> = { '←': 'ArrowLeft', '→': 'ArrowRight', D: 'd', S: 's' };
    for (const k of SWIPE_KEYS) expect(swipeKeyAction(typed[k.key] as string, false)).toBe(k.action);
  });
});
