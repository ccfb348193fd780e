import { z } from 'zod';
import { DEAL_SPLIT_MAX_PARTIES, SPLIT_MESSAGES } from './splits';

/** The split API's schemas (decision 043), apart from the rules in splits.ts that a beat's page needs. */

export const UpdateDealSplitsRequest = z.object({
  /** Everyone who shares the deal, the creative included; replaces the deal's splits. */
  splits: z
    .array(
      z.object({
        userId: z.string({ error: SPLIT_MESSAGES.account }).trim().max(100),
        percentage: z.number({ error: SPLIT_MESSAGES.percent }),
      }),
      { error: SPLIT_MESSAGES.noParties },
    )
    .max(50, SPLIT_MESSAGES.tooMany(DEAL_SPLIT_MAX_PARTIES)),
});
export type UpdateDealSplitsRequest = z.infer<typeof UpdateDealSplitsRequest>;

export const CollaboratorSearchQuery = z.object({
  q: z.string().trim().max(80, SPLIT_MESSAGES.searchTooLong).default(''),
});

export const CollaboratorOption = z.object({
  id: z.string(),
  name: z.string(),
  /** Producer, Videographer, Graphic Designer, or empty. */
  type: z.string(),
});
export type CollaboratorOption = z.infer<typeof CollaboratorOption>;

export const CollaboratorSearchResponse = z.object({ items: z.array(CollaboratorOption) });
export type CollaboratorSearchResponse = z.infer<typeof CollaboratorSearchResponse>;
