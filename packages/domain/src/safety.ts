import { formatCents } from './ledger';
import { formatCount } from './numbers';

/**
 * Blocking, reporting and suspension (issue 36 item 6, decision 050): the rules and messages both sides
 * share. The request and response shapes are in `safety-contracts.ts` (decision 043: a page that needs only a
 * message or a limit loads no zod).
 *
 * - GET    /api/blocks                          the people the caller blocked, newest first → BlocksResponse
 * - POST   /api/blocks                          block someone (BlockRequest) → 201 BlockResponse
 * - DELETE /api/blocks/:userId                  unblock → 204 (also when there was no block)
 * - POST   /api/reports                         report a profile, message, piece, brief or review → 201
 * - GET    /api/admin/reports                   admins: open reports, oldest first → AdminReportsResponse
 * - POST   /api/admin/reports/:id/:action       admins: dismiss, hide, warn or suspend (ModerateReportRequest)
 *
 * A block works both ways: neither person can message, offer to or invite the other, and neither appears in
 * the other's discovery or search. Only the blocker can lift it.
 */

/** What a suspended account is told when it tries to sign in (the accounts module refuses the sign-in). */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account is suspended. Contact Pulse support if you think this is a mistake.';

/** What a person can report, in the words a screen uses. */
export const REPORT_TARGET_KINDS = ['profile', 'message', 'piece', 'brief', 'review'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];
export const REPORT_TARGET_LABELS: Record<ReportTargetKind, string> = {
  profile: 'profile',
  message: 'message',
  piece: 'piece',
  brief: 'brief',
  review: 'review',
};

/** A report stays open until an admin dismisses it or acts: hides the content, warns or suspends the account. */
export const SAFETY_REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'warned', 'suspended'] as const;
export type SafetyReportStatus = (typeof SAFETY_REPORT_STATUSES)[number];

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The status each action leaves on the report. */
export const ACTION_STATUS: Record<ModerationAction, Exclude<SafetyReportStatus, 'open'>> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  warn: 'warned',
  suspend: 'suspended',
};

/** The reasons column allows 1 to 1,000 characters (the database checks it too). */
export const REPORT_REASON_MAX = 1000;
/** The admin's note to the account (a warning's text, the suspension's reason, why content was hidden). */
export const MODERATION_NOTE_MAX = 500;

export const SAFETY_MESSAGES = {
  reasonRequired: "Tell us what's wrong.",
  reasonTooLong: `Keep it under ${formatCount(REPORT_REASON_MAX)} characters.`,
  kindRequired: 'Pick what you are reporting.',
  signInToReport: 'Sign in to report something.',
  signInToBlock: 'Sign in to block someone.',
  blockSelf: "You can't block yourself.",
  personNotFound: 'Person not found',
  alreadyReported: "You've already reported this. Pulse will look at it.",
  alreadyRemoved: 'Pulse has already removed this.',
  cannotMessage: "You can't message this person.",
  cannotApply: "You can't send work to this brief.",
  reportNotFound: 'Report not found',
  reportClosed: 'This report has already been handled.',
  adminOnly: 'Only admins can handle reports.',
  noteRequired: 'Write a note: the account reads it.',
  noteTooLong: `Keep the note under ${MODERATION_NOTE_MAX} characters.`,
  profileCannotHide: 'A profile cannot be hidden: warn or suspend the account instead.',
  noAccount: 'This report is not about an account Pulse can act on.',
  cannotSuspendAdmin: 'An admin account cannot be warned or suspended from the reports queue.',
  alreadySuspended: 'This account is already suspended.',
  payoutsHeld:
    'Payouts are held while this account is suspended. The money stays in escrow and earnings, and nothing is lost.',
  empty: 'No open reports',
  emptyHint: 'Reports people send about profiles, messages, pieces and briefs appear here, oldest first.',
  noBlocks: "You haven't blocked anyone.",
  removedMessage: 'This message was removed by Pulse.',
} as const;

/** "You can't report your own piece." */
export function ownTargetMessage(kind: ReportTargetKind): string {
  return kind === 'profile' ? "You can't report yourself." : `You can't report your own ${REPORT_TARGET_LABELS[kind]}.`;
}

/** Invite All refused because one of the creatives and the partner blocked the other. */
export function cannotInviteMessage(name: string): string {
  return `You can't invite ${name} to a brief.`;
}

/** Who may report what: never their own thing. Returns the refusal's message, or null when allowed. */
export function reportRefusal(input: {
  reporterId: string;
  kind: ReportTargetKind;
  ownerIds: readonly string[];
}): string | null {
  return input.ownerIds.includes(input.reporterId) ? ownTargetMessage(input.kind) : null;
}

/** Which actions fit a report: hiding needs content (a profile is warned or suspended), acting needs an account. */
export function allowedActions(kind: ReportTargetKind, hasAccount: boolean): ModerationAction[] {
  const actions: ModerationAction[] = ['dismiss'];
  if (kind !== 'profile') actions.push('hide');
  if (hasAccount) actions.push('warn', 'suspend');
  return actions;
}

/** What the suspension notice and the admin say about the money a suspended account holds. */
export function heldMoneyLine(held: { escrowCents: number; earningsCents: number }): string {
  if (held.escrowCents === 0 && held.earningsCents === 0) return 'No money is held.';
  return `${formatCents(held.escrowCents)} in escrow and ${formatCents(held.earningsCents)} in earnings are held, never lost.`;
}
