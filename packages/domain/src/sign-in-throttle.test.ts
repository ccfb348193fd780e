import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURES_BEFORE_LOCK,
  ACCOUNT_LOCK_MAX_SECONDS,
  accountLockSeconds,
  signInLockedMessage,
} from './sign-in-throttle';

describe('account lock after wrong passwords', () => {
  it('does not lock before the fifth wrong password, then 1, 2, 4, 8 and 15 minutes', () => {
    expect([1, 2, 3, 4].map(accountLockSeconds)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10].map(accountLockSeconds)).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('never shrinks as failures grow and never passes the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const lock = accountLockSeconds(n);
        expect(lock).toBeGreaterThanOrEqual(accountLockSeconds(n - 1));
        expect(lock).toBeLessThanOrEqual(ACCOUNT_LOCK_MAX_SECONDS);
        expect(lock > 0).toBe(n >= ACCOUNT_FAILURES_BEFORE_LOCK);
      }),
    );
  });

  it('says how long to wait in whole minutes', () => {
    expect(signInLockedMessage(60)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(signInLockedMessage(61)).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
    expect(signInLockedMessage(0)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
  });
});
