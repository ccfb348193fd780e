import { z } from 'zod';
import { ROLES } from './roles';
import {
  MODERATION_ACTIONS,
  MODERATION_NOTE_MAX,
  REPORT_REASON_MAX,
  REPORT_TARGET_KINDS,
  SAFETY_MESSAGES,
  SAFETY_REPORT_STATUSES,
} from './safety';

/** The API's shapes of blocks, reports and moderation; the rules and messages are in `safety.ts` (decision 043). */

const Id = z.string().trim().min(1).max(100);

// ---- Blocks ---------------------------------------------------------------------------------------------------

export const BlockRequest = z.object({ userId: Id });
export type BlockRequest = z.infer<typeof BlockRequest>;

export const BlockUserParams = z.object({ userId: Id });

/** Someone the caller blocked, as the settings list shows them. */
export const BlockedPerson = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof BlockedPerson>;

export const BlockResponse = z.object({ block: BlockedPerson });
export type BlockResponse = z.infer<typeof BlockResponse>;

export const BlocksResponse = z.object({ items: z.array(BlockedPerson) });
export type BlocksResponse = z.infer<typeof BlocksResponse>;

// ---- Reports --------------------------------------------------------------------------------------------------

/** The reporter's own words: required, at most 1,000 characters once trimmed. */
export const ReportReasonText = z
  .string({ error: SAFETY_MESSAGES.reasonRequired })
  .trim()
  .min(1, SAFETY_MESSAGES.reasonRequired)
  .max(REPORT_REASON_MAX, SAFETY_MESSAGES.reasonTooLong);

export const PostReportRequest = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS, { error: SAFETY_MESSAGES.kindRequired }),
  targetId: Id,
  reason: ReportReasonText,
});
export type PostReportRequest = z.infer<typeof PostReportRequest>;

export const PostReportResponse = z.object({
  report: z.object({
    id: z.string(),
    targetKind: z.enum(REPORT_TARGET_KINDS),
    targetId: z.string(),
    status: z.enum(SAFETY_REPORT_STATUSES),
    createdAt: z.string(),
  }),
});
export type PostReportResponse = z.infer<typeof PostReportResponse>;

// ---- The admin's queue ----------------------------------------------------------------------------------------

/** Money a suspended account holds, from the ledger's balances (nothing moves when an account is suspended). */
export const HeldMoney = z.object({ escrowCents: z.number().int(), earningsCents: z.number().int() });
export type HeldMoney = z.infer<typeof HeldMoney>;

/** One open report with what it is about, as the admin's queue shows it. */
export const AdminReport = z.object({
  id: z.string(),
  targetKind: z.enum(REPORT_TARGET_KINDS),
  targetId: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reporter: z.object({ id: z.string(), name: z.string() }),
  /** Other open reports about the same thing (so the admin sees a pattern). */
  otherOpenReports: z.number().int(),
  /** What was reported, as it reads now; `gone` when it no longer exists. */
  target: z.object({
    title: z.string(),
    excerpt: z.string(),
    /** Where it is shown in the app (a piece's page, a creator page, a brief); null for a private thread. */
    link: z.string().nullable(),
    hidden: z.boolean(),
    gone: z.boolean(),
  }),
  /** The account the content belongs to; null when it has left Pulse. */
  account: z
    .object({
      id: z.string(),
      name: z.string(),
      role: z.enum(ROLES).nullable(),
      suspended: z.boolean(),
      /** Earlier reports about this account that ended in a warning. */
      warnings: z.number().int(),
    })
    .nullable(),
  actions: z.array(z.enum(MODERATION_ACTIONS)),
});
export type AdminReport = z.infer<typeof AdminReport>;

export const AdminReportsResponse = z.object({ items: z.array(AdminReport) });
export type AdminReportsResponse = z.infer<typeof AdminReportsResponse>;

export const ModerationParams = z.object({ id: Id, action: z.enum(MODERATION_ACTIONS) });

/** The admin's note: what the account reads (required for every action but dismiss). */
export const ModerationNote = z
  .string()
  .trim()
  .max(MODERATION_NOTE_MAX, SAFETY_MESSAGES.noteTooLong)
  .optional()
  .transform((v) => v ?? '');

export const ModerateReportRequest = z.object({ note: ModerationNote });
export type ModerateReportRequest = z.input<typeof ModerateReportRequest>;

/** The form's check: a note for every action but dismiss. */
export function moderationNoteError(action: (typeof MODERATION_ACTIONS)[number], note: string): string | null {
  const trimmed = note.trim();
  if (trimmed.length > MODERATION_NOTE_MAX) return SAFETY_MESSAGES.noteTooLong;
  if (action !== 'dismiss' && trimmed === '') return SAFETY_MESSAGES.noteRequired;
  return null;
}

export const ModerateReportResponse = z.object({
  report: z.object({ id: z.string(), status: z.enum(SAFETY_REPORT_STATUSES) }),
  /** Reports this decision closed (acting on content or an account closes the other reports about it). */
  closedReports: z.number().int(),
  /** After a suspension: what the account holds, now held. */
  held: HeldMoney.nullable(),
});
export type ModerateReportResponse = z.infer<typeof ModerateReportResponse>;
