/**
 * Sign-in guessing (issue 19 item 2, OWASP ASVS V6.3): limits that hold per account across addresses, per
 * address across accounts, and on sign-ups per address. Pure rules; the server keeps the counters (Redis
 * when REDIS_URL is set, so they hold across instances).
 */

/** Wrong passwords for one account before it is locked for a while. */
export const ACCOUNT_FAILURES_BEFORE_LOCK = 5;
/** How long an account's failures are remembered after the last one. */
export const ACCOUNT_FAILURE_WINDOW_SECONDS = 60 * 60;
/** The first lock, doubled with every further wrong password, never longer than the cap. */
export const ACCOUNT_LOCK_FIRST_SECONDS = 60;
export const ACCOUNT_LOCK_MAX_SECONDS = 15 * 60;

/** Wrong passwords from one address, over any accounts (password spraying), within the window. */
export const ADDRESS_FAILURES_MAX = 30;
export const ADDRESS_FAILURE_WINDOW_SECONDS = 15 * 60;

/** New accounts from one address within the window. */
export const SIGN_UPS_PER_ADDRESS = 10;
export const SIGN_UP_WINDOW_SECONDS = 60 * 60;

/**
 * Seconds an account stays locked after its `failures`-th wrong password in a row: none before the fifth,
 * then 1, 2, 4, 8 minutes, then 15. A lock ends by itself, so whoever knows the password is never out long.
 */
export function accountLockSeconds(failures: number): number {
  if (!Number.isFinite(failures) || failures < ACCOUNT_FAILURES_BEFORE_LOCK) return 0;
  const doublings = Math.min(failures - ACCOUNT_FAILURES_BEFORE_LOCK, 10);
  return Math.min(ACCOUNT_LOCK_MAX_SECONDS, ACCOUNT_LOCK_FIRST_SECONDS * 2 ** doublings);
}

/** What a locked sign-in says: how long to wait, in whole minutes. */
export function signInLockedMessage(secondsLeft: number): string {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export const SIGN_IN_ADDRESS_BLOCKED_MESSAGE =
  'Too many sign-in attempts from your network. Please wait a few minutes and try again.';
export const SIGN_UP_LIMIT_MESSAGE = 'Too many new accounts from your network. Please try again later.';

export const ACCOUNT_GUESSED_EMAIL_SUBJECT = 'Someone is trying to sign in to your Pulse account';
export function accountGuessedEmailBody(lockMinutes: number): string {
  return [
    `We stopped sign-ins to your Pulse account for ${lockMinutes} minute${lockMinutes === 1 ? '' : 's'} after several wrong passwords in a row.`,
    'If this was you, wait and try again. If it was not, nobody got in: your password was never entered correctly. Choose a long password you use nowhere else.',
  ].join('\n\n');
}
