import { z } from 'zod';
import { WorkMedia } from './media-contracts';

/** The API's shapes of the public feed and co-signs; the daily limit's rules are in `cosign-limit.ts` (decision 043). */

export const FeedPiece = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  producer: z.object({ id: z.string(), name: z.string() }),
  filmmaker: z.object({ id: z.string(), name: z.string() }),
  durationSeconds: z.number().int(),
  coSigns: z.number().int(),
  tags: z.array(z.string()),
  isCoSigned: z.boolean(),
  publishedAt: z.string(),
  /** The work to play (delivered deal work shown with the partner's consent, decision 017); absent otherwise. */
  media: WorkMedia.nullable(),
});
export type FeedPiece = z.infer<typeof FeedPiece>;

/** The caller's allowance: `remaining` null means unlimited (a signed-in account). */
export const CosignAllowance = z.object({
  remaining: z.number().int().nullable(),
  daily: z.number().int(),
});
export type CosignAllowance = z.infer<typeof CosignAllowance>;

export const FeedResponse = z.object({ items: z.array(FeedPiece), allowance: CosignAllowance });
export type FeedResponse = z.infer<typeof FeedResponse>;

export const PieceResponse = z.object({ piece: FeedPiece, allowance: CosignAllowance });
export type PieceResponse = z.infer<typeof PieceResponse>;

/** PUT/DELETE /api/pieces/{id}/cosign. `notice` is the spec's notice to show, when there is one. */
export const CosignResponse = z.object({
  piece: FeedPiece,
  allowance: CosignAllowance,
  notice: z.string().nullable(),
});
export type CosignResponse = z.infer<typeof CosignResponse>;
