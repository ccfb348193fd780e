import { z } from 'zod';
import { formatCents } from './ledger';

/**
 * Leaving with one's data (issue 36 item 7, decision 051; GDPR articles 15, 17 and 20): the download of
 * everything Pulse holds about a person, and the deletion of their account. The messages a person reads, the
 * request and the reasons a deletion is refused, the same words on the client and the server.
 */

// ---- Download my data ---------------------------------------------------------------------------------------

/** Version of the export's `data.json` layout; a change of layout raises it. */
export const DATA_EXPORT_FORMAT = 1;
/** Downloads one person may start in DATA_EXPORT_WINDOW_SECONDS: each one reads every upload they made. */
export const DATA_EXPORTS_PER_WINDOW = 3;
export const DATA_EXPORT_WINDOW_SECONDS = 10 * 60;

/** `pulse-data-2026-11-29.zip`: the day the file was made (UTC). */
export function dataExportFileName(at: Date): string {
  return `pulse-data-${at.toISOString().slice(0, 10)}.zip`;
}

export const DATA_EXPORT_MESSAGES = {
  signInRequired: 'Sign in to download your data.',
  guest: 'A guest session has no account to download. Sign up to keep what you do on Pulse.',
  tooMany: 'You asked for your data a few times just now. Please wait ten minutes and try again.',
  preparing: 'Preparing your file...',
  ready: 'Your data is downloaded: a ZIP with data.json and the files you uploaded.',
} as const;

// ---- Delete my account --------------------------------------------------------------------------------------

/** What a deleted account is called wherever what it did stays (threads, deals, reviews, the ledger). */
export const DELETED_ACCOUNT_NAME = 'Deleted account';
/** A reserved domain (RFC 2606): the unique address a deleted account keeps can never receive mail. */
export const DELETED_EMAIL_DOMAIN = 'deleted.pulse.invalid';

export function deletedAccountEmail(userId: string): string {
  return `${userId}@${DELETED_EMAIL_DOMAIN}`;
}

export const DeleteAccountRequest = z.object({
  password: z
    .string({ error: 'Enter your password to delete your account' })
    .min(1, 'Enter your password to delete your account')
    .max(128, 'That password is too long'),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const DeleteAccountResponse = z.object({ deleted: z.literal(true) });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

/** Why an account cannot be deleted yet: each one says what the person should do first. */
export const DeletionBlocker = z.discriminatedUnion('kind', [
  /** A deal (as partner, creative or one of its splits) that is not complete, cancelled or refunded. */
  z.object({ kind: z.literal('open_deal'), dealTitle: z.string(), otherParty: z.string().nullable() }),
  /** Earnings on the creative's payable balance not yet paid out. */
  z.object({ kind: z.literal('earnings'), amountCents: z.number().int().positive() }),
  /** Money left in a finished deal's escrow (the books say it is still held). */
  z.object({ kind: z.literal('escrow'), dealTitle: z.string(), amountCents: z.number().int() }),
  /** A charge or payout of theirs the payment provider has not answered yet. */
  z.object({ kind: z.literal('payment_in_flight') }),
  /** A share of another producer's published beat: its sales would still pay them. */
  z.object({ kind: z.literal('beat_split'), beatTitle: z.string() }),
  /** Tips on their tab not yet charged (decision 054): they owe them, or they are being charged. */
  z.object({ kind: z.literal('open_tab'), amountCents: z.number().int().positive() }),
  /** Fans' tips to them waiting on those fans' tabs. */
  z.object({ kind: z.literal('pending_tips'), amountCents: z.number().int().positive() }),
]);
export type DeletionBlocker = z.infer<typeof DeletionBlocker>;

/** One blocker in the spec's plain, second-person tone. */
export function deletionBlockerMessage(blocker: DeletionBlocker): string {
  switch (blocker.kind) {
    case 'open_deal':
      return `Finish or cancel your open deal "${blocker.dealTitle}"${blocker.otherParty ? ` with ${blocker.otherParty}` : ''} first.`;
    case 'earnings':
      return `Withdraw your ${formatCents(blocker.amountCents)} earnings first.`;
    case 'escrow':
      return `${formatCents(Math.abs(blocker.amountCents))} is still held in escrow for "${blocker.dealTitle}". Contact Pulse support to settle it first.`;
    case 'payment_in_flight':
      return 'A payment of yours is still going through. Please try again in a few minutes.';
    case 'beat_split':
      return `Ask the producer of "${blocker.beatTitle}" to take you off its splits first.`;
    case 'open_tab':
      return `Settle the ${formatCents(blocker.amountCents)} of tips on your tab first.`;
    case 'pending_tips':
      return `${formatCents(blocker.amountCents)} of fans' tips to you are waiting on their tabs. Try again once they are paid.`;
  }
}

/** At most this many blockers are named; the rest are counted. */
const NAMED_BLOCKERS = 3;

/**
 * The refusal a person reads: what to do first, then why. Null when nothing blocks the deletion. Blockers
 * come in the order the server found them (deals first, then money).
 */
export function deletionRefusalMessage(blockers: readonly DeletionBlocker[]): string | null {
  if (blockers.length === 0) return null;
  const named = blockers.slice(0, NAMED_BLOCKERS).map(deletionBlockerMessage);
  const more = blockers.length - named.length;
  if (more > 0) named.push(`And ${more} more ${more === 1 ? 'thing' : 'things'} to settle.`);
  named.push('Your account can be deleted once no deal is open and no money is held for you.');
  return named.join(' ');
}

export const DELETE_ACCOUNT_MESSAGES = {
  signInRequired: 'Sign in to delete your account.',
  guest: 'A guest session has no account to delete. Home clears what a guest did.',
  wrongPassword: 'That password is not right. Try again.',
  /** An account without a password (none today): it cannot confirm with one. */
  noPassword: 'This account has no password to confirm with. Contact Pulse support to delete it.',
  deleting: 'Deleting...',
  deleted: 'Your account is deleted. A confirmation is on its way to your e-mail.',
} as const;

export const ACCOUNT_DELETED_EMAIL_SUBJECT = 'Your Pulse account is deleted';
export function accountDeletedEmailBody(name: string): string {
  return [
    `Hi ${name},`,
    '',
    'Your Pulse account was deleted just now, as you asked. Your profile, uploads, taste, saved lists and',
    'sign-in are erased, and your public pages are gone. Messages you sent, your deals, reviews and the',
    `payment records the books need stay, under the name "${DELETED_ACCOUNT_NAME}".`,
    '',
    'This is the last e-mail Pulse sends to this address. If you did not delete your account, reply to tell us.',
  ].join('\n');
}
