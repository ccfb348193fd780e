import { z } from 'zod';
import { WorkMedia } from './media-contracts';

/**
 * Held uploads (issue 32 item 4, decision 058): a work whose audio is another account's recording waits for an
 * admin instead of going public; a deal's delivery that matches someone else's catalogue is flagged to the
 * partner before they approve it.
 */

/** What a hold is about: a beat waiting to be published, or a deal's delivered file. */
export const HOLD_SUBJECTS = ['beat', 'delivery'] as const;
export type HoldSubject = (typeof HOLD_SUBJECTS)[number];

/** pending (an admin decides), released, rejected; flagged: a delivery's warning to the partner (no decision). */
export const HOLD_STATUSES = ['pending', 'released', 'rejected', 'flagged'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

export const HOLD_MESSAGES = {
  heldTitle: (title: string) => `“${title}” is held for review`,
  heldBody: (title: string, original: string, owner: string) =>
    `Your audio for “${title}” matches “${original}” by ${owner}, so it was not published. An admin will review it and release it or reject it. If you made it together, add them to the splits.`,
  ownerTitle: (original: string) => `An upload matches your “${original}”`,
  ownerBody: (original: string, title: string) =>
    `Someone else uploaded audio that matches your “${original}” as “${title}”. We held it before it went public, and an admin will review it.`,
  releasedTitle: (title: string) => `“${title}” is published`,
  releasedBody: (title: string) => `An admin reviewed “${title}” and released it. It is on sale now.`,
  rejectedTitle: (title: string) => `“${title}” was not published`,
  rejectedBody: (title: string, original: string) =>
    `An admin reviewed “${title}” and found it is “${original}”, another creative's work, so it stays unpublished.`,
  stillHeld: 'This beat is held for review: an admin decides whether it can be published.',
  rejected: 'An admin found this beat matches another creative’s work, so it cannot be published.',
  notPending: 'This upload has already been reviewed.',
  notFound: 'We couldn’t find that held upload.',
  adminsOnly: 'Only admins review held uploads.',
  deliveryFlag: (original: string, owner: string) =>
    `The delivered audio matches “${original}” by ${owner}. Check the rights before you approve.`,
} as const;

export const HoldWork = z.object({
  mediaId: z.string(),
  title: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  media: WorkMedia.nullable(),
});
export type HoldWork = z.infer<typeof HoldWork>;

export const HeldUpload = z.object({
  id: z.string(),
  subject: z.enum(HOLD_SUBJECTS),
  subjectId: z.string(),
  status: z.enum(HOLD_STATUSES),
  /** Landmarks that lined up, and their share of the shorter recording (0..1). */
  score: z.number().int(),
  ratio: z.number(),
  /** Where the upload starts in the original, in seconds (negative: the upload has more before it). */
  offsetSeconds: z.number(),
  upload: HoldWork,
  original: HoldWork,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type HeldUpload = z.infer<typeof HeldUpload>;

export const HeldUploadsResponse = z.object({ holds: z.array(HeldUpload) });
export type HeldUploadsResponse = z.infer<typeof HeldUploadsResponse>;
export const HeldUploadResponse = z.object({ hold: HeldUpload });

/** The uploader's own holds: the state their beat screens show. */
export const MyHold = z.object({
  id: z.string(),
  subject: z.enum(HOLD_SUBJECTS),
  subjectId: z.string(),
  status: z.enum(HOLD_STATUSES),
  message: z.string(),
  createdAt: z.string(),
});
export type MyHold = z.infer<typeof MyHold>;
export const MyHoldsResponse = z.object({ holds: z.array(MyHold) });
export type MyHoldsResponse = z.infer<typeof MyHoldsResponse>;

/** A flag on a deal's delivery, for the partner who approves it. */
export const DeliveryFlag = z.object({ mediaId: z.string(), message: z.string(), ratio: z.number() });
export type DeliveryFlag = z.infer<typeof DeliveryFlag>;
