import { z } from 'zod';
import { email, password } from './fields-contracts';

/**
 * Account recovery, e-mail verification, two-factor sign-in and sessions (issue 36, decision 049): the
 * requests, the answers and every message a person sees, the same words on the client and the server.
 */

/** How long a password-reset link works (the issue: one hour). */
export const RESET_LINK_SECONDS = 60 * 60;
/** How long an e-mail verification link works. */
export const VERIFY_LINK_SECONDS = 24 * 60 * 60;
/** Resends of the verification e-mail one account may ask for per hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 5;
/** Reset e-mails one address (and one e-mail) may ask for per hour. */
export const RESET_REQUESTS_PER_HOUR = 5;
/** Wrong second-factor codes before the second factor locks for a while (as wrong passwords do). */
export const TWO_FACTOR_FAILURES_BEFORE_LOCK = 5;
export const TWO_FACTOR_LOCK_SECONDS = 15 * 60;

// Forgot password.
export const ForgotPasswordRequest = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;
/** The same answer whether or not the e-mail has an account. */
export const RESET_LINK_SENT_MESSAGE =
  'If an account uses that e-mail, a reset link is on its way. It works for one hour.';

export const ResetPasswordRequest = z.object({
  token: z.string({ error: 'This reset link is not valid. Ask for a new one.' }).min(1).max(512),
  newPassword: password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const RESET_LINK_INVALID_MESSAGE = 'This reset link has expired or was already used. Ask for a new one.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password is changed. Sign in with the new one.';

export const PASSWORD_CHANGED_EMAIL_SUBJECT = 'Your Pulse password was changed';
export function passwordChangedEmailBody(signInUrl: string): string {
  return [
    'The password of your Pulse account was just changed, and every other device was signed out.',
    '',
    `If this was you, there is nothing to do. If it was not, reset your password now: ${signInUrl}`,
  ].join('\n');
}
export const RESET_EMAIL_SUBJECT = 'Reset your Pulse password';
export function resetEmailBody(url: string): string {
  return [
    'Someone (hopefully you) asked to reset the password of your Pulse account.',
    '',
    `Choose a new password here (the link works once, for one hour): ${url}`,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
}

// E-mail verification.
export const VERIFY_EMAIL_SUBJECT = 'Confirm your e-mail for Pulse';
export function verifyEmailBody(url: string): string {
  return [
    'Welcome to Pulse. Confirm that this e-mail is yours, so you can pay, get paid and recover your account:',
    '',
    url,
    '',
    'The link works for 24 hours. If you did not sign up for Pulse, ignore this e-mail.',
  ].join('\n');
}
export const CHANGE_EMAIL_SUBJECT = 'Confirm your new e-mail for Pulse';
export function changeEmailBody(url: string): string {
  return [
    'Confirm this address as the new e-mail of your Pulse account. Until you do, the old one stays in use:',
    '',
    url,
    '',
    'The link works for 24 hours. If you did not ask for this, ignore this e-mail.',
  ].join('\n');
}
export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Your Pulse e-mail is being changed';
export function emailChangeNoticeBody(newEmail: string): string {
  return [
    `Someone signed in to your Pulse account asked to change its e-mail to ${newEmail}.`,
    'The change takes effect only when the new address is confirmed.',
    '',
    'If this was not you, reset your password from the sign-in page and turn on two-factor sign-in.',
  ].join('\n');
}
/** Money moves need a verified e-mail (issue 36 item 3). */
export const VERIFY_EMAIL_FIRST_MESSAGE = 'Verify your e-mail first: we sent you a link when you signed up.';
export const VERIFICATION_SENT_MESSAGE = 'Verification e-mail sent. Check your inbox.';
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your e-mail is already verified.';
export const VERIFICATION_RESEND_LIMIT_MESSAGE = 'Too many verification e-mails. Try again in an hour.';
export const ChangeEmailRequest = z.object({ newEmail: email });
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;
export const SAME_EMAIL_MESSAGE = 'That is already your e-mail.';
export const CHANGE_EMAIL_SENT_MESSAGE = 'Check your new inbox: the change takes effect once you confirm it.';

// Password change.
export const ChangePasswordRequest = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: password,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right.';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Your other devices were signed out.';

// Two-factor sign-in (TOTP from any authenticator app, with backup codes).
export const twoFactorCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
export const backupCode = z
  .string({ error: 'Enter one of your backup codes' })
  .trim()
  .min(6, 'Enter one of your backup codes')
  .max(32, 'Enter one of your backup codes');

export const EnableTwoFactorRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export const EnableTwoFactorResponse = z.object({
  /** otpauth:// URI for the authenticator app (shown as a QR code and as the secret). */
  totpUri: z.string(),
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type EnableTwoFactorResponse = z.infer<typeof EnableTwoFactorResponse>;
export const ConfirmTwoFactorRequest = z.object({ code: twoFactorCode });
export const DisableTwoFactorRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export const SignInSecondFactorRequest = z.union([
  z.object({ code: twoFactorCode, trustDevice: z.boolean().optional() }),
  z.object({ backupCode, trustDevice: z.boolean().optional() }),
]);
export type SignInSecondFactorRequest = z.infer<typeof SignInSecondFactorRequest>;

export const WRONG_CODE_MESSAGE = 'That code is not right. Check your authenticator app and try again.';
export const CODE_REUSED_MESSAGE = 'That code was just used. Wait for the next one.';
export const TWO_FACTOR_LOCKED_MESSAGE = 'Too many wrong codes. Try again in 15 minutes, or use a backup code.';
export const SECOND_FACTOR_EXPIRED_MESSAGE = 'Your sign-in timed out. Enter your e-mail and password again.';
export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on.';
export const TWO_FACTOR_ON_MESSAGE = 'Two-factor sign-in is on. Keep your backup codes somewhere safe.';
export const TWO_FACTOR_OFF_MESSAGE = 'Two-factor sign-in is off.';
/** The second factor is required where money moves and for admins (issue 36 item 5). */
export const TWO_FACTOR_FOR_PAYOUTS_MESSAGE =
  'Turn on two-factor sign-in in Settings before adding or changing a payout account.';
export const TWO_FACTOR_FOR_ADMINS_MESSAGE = 'Admins need two-factor sign-in. Turn it on in Settings first.';
export const ADMIN_TWO_FACTOR_OFF_MESSAGE = 'Admins keep two-factor sign-in on.';

// Sessions (signed-in devices).
export const AccountSession = z.object({
  id: z.string(),
  /** A readable device, from the user agent ("Chrome on macOS"). */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;
export const SessionsResponse = z.object({ sessions: z.array(AccountSession) });
export const SESSION_ENDED_MESSAGE = 'Signed out of that device.';
export const OTHER_SESSIONS_ENDED_MESSAGE = 'Signed out of every other device.';

/** What the settings screen shows of the account's security. */
export const AccountSecurity = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Admins must keep it on; creatives need it to add or change a payout account. */
  twoFactorRequired: z.boolean(),
});
export type AccountSecurity = z.infer<typeof AccountSecurity>;

/** A readable device name from a user agent: the browser and the system, as a person calls them. */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (ua === '') return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
