import { z } from 'zod';
import { REVIEW_CRITERIA } from './reviews';
import { ReviewView } from './reviews-contracts';

/** The API's shapes of a creative's reputation; how it is computed is in `reputation.ts` (decision 043). */

const RateView = z.object({ rate: z.number().nullable(), hits: z.number().int(), count: z.number().int() });

export const ReputationResponse = z.object({
  userId: z.string(),
  side: z.enum(['creator', 'brand']),
  /** Null while there is nothing to judge (no review and no signed deal). Creatives only. */
  pulseScore: z.number().int().min(0).max(100).nullable(),
  /** "Why this score?": one line per part with the points it earned. */
  explanation: z.array(z.object({ key: z.string(), points: z.number(), max: z.number(), text: z.string() })),
  rating: z.object({
    average: z.number(),
    count: z.number().int(),
    criteria: z.array(
      z.object({
        criterion: z.enum(REVIEW_CRITERIA),
        label: z.string(),
        average: z.number(),
        mean: z.number().nullable(),
        count: z.number().int(),
      }),
    ),
    distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  }),
  rates: z.object({ onTime: RateView, completion: RateView, dispute: RateView }),
  /** Revealed reviews, newest first (at most 20). */
  reviews: z.array(ReviewView),
});
export type ReputationResponse = z.infer<typeof ReputationResponse>;
