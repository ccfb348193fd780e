import { z } from 'zod';
import { CreatorCard } from './creators-contracts';

/** Spec part 1, section 9: the default save list. */
export const DEFAULT_SAVE_LIST = 'Discoveries';
export const LIST_NAME_MAX = 50;
export const LIST_NAME_MESSAGE = `List names are 1 to ${LIST_NAME_MAX} characters`;
export const UNKNOWN_CREATOR_TO_SAVE_MESSAGE = 'This creator is no longer on Pulse.';

/** POST /api/me/saved: save a creator to a named list (created on first use). */
export const SaveCreatorRequest = z.object({
  creatorId: z.string().min(1).max(200),
  listName: z
    .string()
    .trim()
    .min(1, LIST_NAME_MESSAGE)
    .max(LIST_NAME_MAX, LIST_NAME_MESSAGE)
    .default(DEFAULT_SAVE_LIST),
});
export type SaveCreatorRequest = z.input<typeof SaveCreatorRequest>;

export const SavedList = z.object({
  id: z.string(),
  name: z.string(),
  creators: z.array(CreatorCard),
});
export type SavedList = z.infer<typeof SavedList>;

export const SavedListsResponse = z.object({ lists: z.array(SavedList) });
export type SavedListsResponse = z.infer<typeof SavedListsResponse>;

export const FollowingResponse = z.object({ items: z.array(CreatorCard) });
export type FollowingResponse = z.infer<typeof FollowingResponse>;

/** GET /api/me/library: which creators the caller saved (in any list), follows, co-signed and skipped. */
export const LibraryState = z.object({
  savedCreatorIds: z.array(z.string()),
  followedCreatorIds: z.array(z.string()),
  cosignedCreatorIds: z.array(z.string()),
  skippedCreatorIds: z.array(z.string()),
});
export type LibraryState = z.infer<typeof LibraryState>;
