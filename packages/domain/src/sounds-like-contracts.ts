import { z } from 'zod';
import { BEAT_LICENSE_TYPES, PRICE_RANGE_IDS } from './beats';
import { BeatView } from './beats-contracts';
import { MEDIA_ANALYSIS_STATUSES } from './media-analysis-contracts';

/** "Sounds like this" (issue 32 item 3, decision 057): a reference clip, and the beats nearest to it or a beat. */

export const ReferenceClipView = z.object({
  id: z.string(),
  /** The analysis (decision 056): pending until heard; unanalysable says why in `message`. */
  status: z.enum(MEDIA_ANALYSIS_STATUSES),
  message: z.string().nullable(),
  originalName: z.string(),
  durationSeconds: z.number().int(),
  bpm: z.number().int().nullable(),
  key: z.string().nullable(),
  loudnessLufs: z.number().nullable(),
  /** When the clip and its bytes are deleted. */
  expiresAt: z.string(),
});
export type ReferenceClipView = z.infer<typeof ReferenceClipView>;
export const ReferenceClipResponse = z.object({ reference: ReferenceClipView });
export type ReferenceClipResponse = z.infer<typeof ReferenceClipResponse>;

/** `?reference=<clip id>` or `?beat=<beat id>`, with the list's license type and price range. */
export const SoundsLikeQuery = z.object({
  reference: z.string().trim().min(1).max(64).optional(),
  beat: z.string().trim().min(1).max(64).optional(),
  licenseType: z.enum(BEAT_LICENSE_TYPES).optional(),
  priceRange: z.enum(PRICE_RANGE_IDS).optional(),
});
export type SoundsLikeQuery = z.infer<typeof SoundsLikeQuery>;

export const SimilarityReasonSchema = z.object({
  aspect: z.enum(['tempo', 'key', 'energy', 'timbre']),
  closeness: z.enum(['same', 'close', 'different', 'unknown']),
  text: z.string(),
});

export const SoundsLikeMatch = z.object({
  beat: BeatView,
  /** 0..100: the weighted similarity of the feature vectors. */
  similarity: z.number().int(),
  /** Each part's similarity, 0..100. */
  parts: z.object({ timbre: z.number().int(), harmony: z.number().int(), rhythm: z.number().int() }),
  reasons: z.array(SimilarityReasonSchema),
});
export type SoundsLikeMatch = z.infer<typeof SoundsLikeMatch>;

export const SoundsLikeResponse = z.object({
  /** What the beats were compared with. */
  source: z.object({
    kind: z.enum(['reference', 'beat']),
    id: z.string(),
    title: z.string(),
    bpm: z.number().int().nullable(),
    key: z.string().nullable(),
  }),
  /** `ready`: `matches` is the answer; otherwise the source is not heard yet (pending) or cannot be. */
  status: z.enum(MEDIA_ANALYSIS_STATUSES),
  message: z.string().nullable(),
  matches: z.array(SoundsLikeMatch),
});
export type SoundsLikeResponse = z.infer<typeof SoundsLikeResponse>;
