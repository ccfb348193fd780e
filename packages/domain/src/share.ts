import { z } from 'zod';

/**
 * How a creative's public page looks when its link is shared (issue 21, decision 033): what a chat app or a
 * search engine reads from the page's head right now. `isPublic` is false until the creative is approved; the
 * link then shows Pulse's own card, never their unreviewed profile.
 */
export const SharePreviewResponse = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  isPublic: z.boolean(),
});
export type SharePreviewResponse = z.infer<typeof SharePreviewResponse>;

export const SHARE_PREVIEW_SESSION_MESSAGE = 'Sign in to see how your link looks when shared.';
