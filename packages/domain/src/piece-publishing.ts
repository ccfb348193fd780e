import { z } from 'zod';
import { FeedPiece } from './cosign-limit-contracts';

/** Publishing a collaboration piece to the public feed (issue 11 item 1, decision 017). */
export const PIECE_TITLE_MAX = 80;
export const PIECE_DESCRIPTION_MAX = 500;
export const PIECE_TAGS_MAX = 8;
export const PIECE_TAG_MAX = 24;

export const PIECE_MESSAGES = {
  snippetRequired: 'Pick one of your snippets to publish.',
  titleRequired: 'Give your piece a title.',
  titleTooLong: `Keep the title to ${PIECE_TITLE_MAX} characters or fewer.`,
  descriptionTooLong: `Keep the description to ${PIECE_DESCRIPTION_MAX} characters or fewer.`,
  tagsRequired: 'Add at least one tag.',
  tooManyTags: `Use ${PIECE_TAGS_MAX} tags or fewer.`,
  tagInvalid: `Tags are 1-${PIECE_TAG_MAX} letters, numbers or dashes.`,
  roleRequired: 'Say whether you are the producer or the filmmaker on this piece.',
  collaboratorInvalid: 'Credit an approved creative other than yourself.',
  creativesOnly: 'Only creatives can publish to the feed.',
  notApproved: 'Your creative application must be approved before you publish to the feed.',
  snippetNotFound: 'We could not find that snippet in your studio.',
  notYourPiece: 'You can only unpublish your own pieces.',
} as const;

const TAG = /^[a-z0-9][a-z0-9-]*$/;

/** Lower-cases, trims and de-duplicates tags, keeping their order. */
export function normalizePieceTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase().replace(/\s+/g, '-');
    if (tag) seen.add(tag);
  }
  return [...seen];
}

export const PublishPieceRequest = z.object({
  snippetId: z.string({ error: PIECE_MESSAGES.snippetRequired }).trim().min(1, PIECE_MESSAGES.snippetRequired).max(100),
  title: z
    .string({ error: PIECE_MESSAGES.titleRequired })
    .trim()
    .min(1, PIECE_MESSAGES.titleRequired)
    .max(PIECE_TITLE_MAX, PIECE_MESSAGES.titleTooLong),
  description: z.string().trim().max(PIECE_DESCRIPTION_MAX, PIECE_MESSAGES.descriptionTooLong).default(''),
  tags: z
    .array(z.string().max(PIECE_TAG_MAX * 2, PIECE_MESSAGES.tagInvalid), { error: PIECE_MESSAGES.tagsRequired })
    .transform(normalizePieceTags)
    .pipe(
      z
        .array(z.string().max(PIECE_TAG_MAX, PIECE_MESSAGES.tagInvalid).regex(TAG, PIECE_MESSAGES.tagInvalid))
        .min(1, PIECE_MESSAGES.tagsRequired)
        .max(PIECE_TAGS_MAX, PIECE_MESSAGES.tooManyTags),
    ),
  /** The publisher's own credit; the other credit is the collaborator, or the publisher too when solo. */
  role: z.enum(['producer', 'filmmaker'], { error: PIECE_MESSAGES.roleRequired }),
  collaboratorId: z.string().trim().min(1).max(100).nullish(),
});
export type PublishPieceRequest = z.input<typeof PublishPieceRequest>;
export type PublishPieceInput = z.output<typeof PublishPieceRequest>;

/** Who is credited as producer and filmmaker: the publisher in their role, the collaborator (or themselves) in the other. */
export function pieceCredits(
  publisherId: string,
  role: 'producer' | 'filmmaker',
  collaboratorId: string | null | undefined,
): { producerId: string; filmmakerId: string } {
  const other = collaboratorId || publisherId;
  return role === 'producer'
    ? { producerId: publisherId, filmmakerId: other }
    : { producerId: other, filmmakerId: publisherId };
}

/** Either credited creative may unpublish a piece. */
export function canUnpublish(piece: { producerId: string; filmmakerId: string }, userId: string): boolean {
  return piece.producerId === userId || piece.filmmakerId === userId;
}

export const PublishedPieceResponse = z.object({ piece: FeedPiece });
export type PublishedPieceResponse = z.infer<typeof PublishedPieceResponse>;
