import { z } from 'zod';
import type { DealStatus } from './deal-lifecycle';
import { WorkMedia } from './media-contracts';
import { normalizePieceTags, PIECE_TAG_MAX, PIECE_TAGS_MAX, PIECE_TITLE_MAX } from './piece-publishing';
import type { CreativeRole } from './roles-contracts';

/**
 * Delivered deal work on the public feed, with the partner's consent (issue 11 item 1, decision 017).
 *
 * - PUT  /api/deals/:id/showcase-consent   the deal's partner only, once delivered: {consent} → { deal }
 * - POST /api/pieces/from-deal/:dealId     a creative of the deal (its creative or a split collaborator),
 *                                          approved, with consent given: one piece per deal → 201 { piece }
 * Withdrawing consent takes the piece down; the delivered file plays for anyone only while a piece shows it.
 */

/** The deal has been delivered: delivered, paid or complete. */
export const SHOWCASE_STATUSES = ['delivered', 'paid', 'complete'] as const satisfies readonly DealStatus[];

export function canShowcase(status: DealStatus): boolean {
  return (SHOWCASE_STATUSES as readonly DealStatus[]).includes(status);
}

export const SHOWCASE_MESSAGES = {
  partnerOnly: 'Only the partner on this deal can allow showcasing its work.',
  notDelivered: 'The work can be showcased once it has been delivered.',
  noConsent: 'The partner has not agreed to show this work on the feed yet.',
  alreadyPublished: 'This deal’s work is already on the feed.',
  noFile: 'This delivery has no audio or video file to show on the feed.',
  mediaNotFound: 'Upload the file again: we could not find it in your uploads.',
} as const;

/** What the screens say (the spec has no copy for this; decision 017). */
export const SHOWCASE_COPY = {
  allow: 'Allow showcase',
  withdraw: 'Withdraw showcase',
  allowing: 'Allowing...',
  withdrawing: 'Withdrawing...',
  explainOff: 'Let the creative publish this delivered work on the public feed. You can withdraw it at any time.',
  explainOn: 'The creative may show this work on the public feed. Withdrawing takes it down.',
  publish: 'Publish to feed',
  publishing: 'Publishing...',
  published: 'Published',
  viewPiece: 'View piece',
  awaiting: 'Awaiting partner consent',
  needsFile: 'Deliver an audio or video file to publish this work to the feed.',
  allowedNote: 'Partner allowed showing this work on the public feed',
  withdrawnNote: 'Partner withdrew showcase consent; the work is off the public feed',
  allowedTitle: 'Showcase allowed',
  withdrawnTitle: 'Showcase withdrawn',
} as const;

export const ShowcaseConsentRequest = z.object({ consent: z.boolean() });
export type ShowcaseConsentRequest = z.infer<typeof ShowcaseConsentRequest>;

/** The showcase state a deal's parties see on the deal. */
export const DealShowcase = z.object({
  consentAt: z.string().nullable(),
  pieceId: z.string().nullable(),
  /** The delivered file, when one was uploaded at Deliver. */
  media: WorkMedia.nullable(),
});
export type DealShowcase = z.infer<typeof DealShowcase>;

/** Producer and filmmaker of a deal's piece by the creatives' roles; an empty slot is the publisher's. */
export function dealPieceCredits(
  publisherId: string,
  creatives: readonly { userId: string; creativeRole: CreativeRole | null }[],
): { producerId: string; filmmakerId: string } {
  const producer = creatives.find((c) => c.creativeRole === 'producer');
  const filmmaker = creatives.find((c) => c.creativeRole === 'videographer' || c.creativeRole === 'filmmaker');
  return { producerId: producer?.userId ?? publisherId, filmmakerId: filmmaker?.userId ?? publisherId };
}

const TAG = /^[a-z0-9][a-z0-9-]*$/;

/** A deal piece's tags: the brief's (normalised, valid ones, at most 8), else the file's kind. */
export function dealPieceTags(briefTags: readonly string[], mediaKind: 'image' | 'audio' | 'video'): string[] {
  const tags = normalizePieceTags(briefTags)
    .filter((t) => t.length <= PIECE_TAG_MAX && TAG.test(t))
    .slice(0, PIECE_TAGS_MAX);
  return tags.length > 0 ? tags : [mediaKind];
}

/** A deal piece's title: the deal's, cut to the feed's limit. */
export function dealPieceTitle(title: string): string {
  const t = title.trim();
  return t.length <= PIECE_TITLE_MAX ? t : `${t.slice(0, PIECE_TITLE_MAX - 1).trimEnd()}…`;
}
