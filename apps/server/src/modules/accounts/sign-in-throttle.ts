import {
  ACCOUNT_FAILURE_WINDOW_SECONDS,
  ACCOUNT_FAILURES_BEFORE_LOCK,
  ACCOUNT_GUESSED_EMAIL_SUBJECT,
  ADDRESS_FAILURE_WINDOW_SECONDS,
  ADDRESS_FAILURES_MAX,
  accountGuessedEmailBody,
  accountLockSeconds,
  SIGN_IN_ADDRESS_BLOCKED_MESSAGE,
  signInLockedMessage,
} from '@pulse/domain/sign-in-throttle';
import { AppError } from '../../lib/app-error';
import type { Counters } from '../../plugins/counters';
import type { AccountsRepository } from './accounts.repository';

export interface SignInAttempt {
  /** Lower-cased, trimmed. */
  email: string;
  address: string;
}

/**
 * Slows password guessing (issue 19 item 2): wrong passwords lock the account for a growing while, from any
 * address; many wrong passwords from one address block it across accounts (spraying). The owner is told by
 * e-mail when their account locks. Counters are per e-mail whether or not an account exists, so the answers
 * never tell which e-mails have accounts.
 */
export function createSignInThrottle(deps: {
  counters: Counters;
  repo: Pick<AccountsRepository, 'findUserByEmail' | 'notifyAccountGuessed'>;
}) {
  const { counters, repo } = deps;
  const failuresKey = (a: SignInAttempt) => `sign-in:fail:acct:${a.email}`;
  const lockKey = (a: SignInAttempt) => `sign-in:lock:acct:${a.email}`;
  const addressKey = (a: SignInAttempt) => `sign-in:fail:ip:${a.address}`;

  return {
    /** Refuses before the password is even checked while the account is locked or the address is blocked. */
    async check(attempt: SignInAttempt): Promise<void> {
      const locked = await counters.secondsLeft(lockKey(attempt));
      if (locked > 0) throw new AppError('rate_limited', signInLockedMessage(locked));
      if ((await counters.count(addressKey(attempt))) >= ADDRESS_FAILURES_MAX) {
        throw new AppError('rate_limited', SIGN_IN_ADDRESS_BLOCKED_MESSAGE);
      }
    },

    async failed(attempt: SignInAttempt): Promise<void> {
      await counters.hit(addressKey(attempt), ADDRESS_FAILURE_WINDOW_SECONDS);
      const failures = await counters.hit(failuresKey(attempt), ACCOUNT_FAILURE_WINDOW_SECONDS);
      const lock = accountLockSeconds(failures);
      if (lock === 0) return;
      await counters.set(lockKey(attempt), lock);
      // The owner hears of it once per run of failures (at the first lock), not on every further guess.
      if (failures !== ACCOUNT_FAILURES_BEFORE_LOCK) return;
      const owner = await repo.findUserByEmail(attempt.email);
      if (owner && !owner.isAnonymous) {
        await repo.notifyAccountGuessed(owner.email, ACCOUNT_GUESSED_EMAIL_SUBJECT, accountGuessedEmailBody(lock / 60));
      }
    },

    async succeeded(attempt: SignInAttempt): Promise<void> {
      await counters.remove(failuresKey(attempt));
    },

    /** The address part alone, for a second-factor code (the e-mail is not sent with it). */
    async checkAddress(address: string): Promise<void> {
      if ((await counters.count(addressKey({ email: '', address }))) >= ADDRESS_FAILURES_MAX) {
        throw new AppError('rate_limited', SIGN_IN_ADDRESS_BLOCKED_MESSAGE);
      }
    },

    async failedAddress(address: string): Promise<void> {
      await counters.hit(addressKey({ email: '', address }), ADDRESS_FAILURE_WINDOW_SECONDS);
    },

    /** A password reset proves the owner: the lock and the run of failures on the e-mail go (decision 024). */
    async lift(email: string): Promise<void> {
      await counters.remove(lockKey({ email, address: '' }));
      await counters.remove(failuresKey({ email, address: '' }));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
