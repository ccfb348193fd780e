import { z } from 'zod';

/** Collaboration preview helper (spec part 2, sections 2, 7 and 9; issue 11 item 6; decision 017). */
export const VIDEO_COST_PER_VIDEO = 3.5;
export const VIDEO_DURATIONS = [8, 6, 5] as const;
export const VIDEO_ASPECT_RATIOS = ['16:9', '9:16', '1:1', '4:3'] as const;
export const VIDEO_FORMATS = ['mp4', 'webm', 'mov'] as const;
export const VIDEO_PREVIEW_STATUSES = ['completed', 'failed'] as const;
export const VIDEO_PROMPT_MAX = 1000;
export const VIDEO_STYLE_MAX = 100;

export const VIDEO_PREVIEWS_NOT_CONFIGURED_MESSAGE = 'Video previews are not configured on this server.';
export const VIDEO_PREVIEW_PROVIDER_FAILED_MESSAGE = 'The video provider could not make the preview. Please try again.';
export const VIDEO_PREVIEW_BRANDS_ONLY_MESSAGE = 'Only partners can request collaboration previews.';
export const VIDEO_PREVIEW_CREATOR_NOT_FOUND_MESSAGE = 'Creator not found';
export const VIDEO_PREVIEW_NOT_FOUND_MESSAGE = 'Preview not found';
export const VIDEO_PREVIEW_MESSAGES = {
  promptRequired: 'Describe the preview you want.',
  promptTooLong: `Keep the prompt under ${VIDEO_PROMPT_MAX} characters.`,
  styleTooLong: `Keep the style under ${VIDEO_STYLE_MAX} characters.`,
  duration: 'Duration must be 8, 6 or 5 seconds.',
  aspectRatio: 'Aspect ratio must be 16:9, 9:16, 1:1 or 4:3.',
  format: 'Format must be mp4, webm or mov.',
} as const;

/** The estimate shown before asking: 3.5 per video (spec part 2, section 9), rounded to cents. */
export function estimateVideoCost(videos = 1): number {
  return Math.round(VIDEO_COST_PER_VIDEO * Math.max(0, Math.floor(videos)) * 100) / 100;
}

export const VideoPreviewRequest = z.object({
  creatorId: z.string().trim().min(1).max(100),
  prompt: z
    .string()
    .trim()
    .min(1, VIDEO_PREVIEW_MESSAGES.promptRequired)
    .max(VIDEO_PROMPT_MAX, VIDEO_PREVIEW_MESSAGES.promptTooLong),
  style: z.string().trim().max(VIDEO_STYLE_MAX, VIDEO_PREVIEW_MESSAGES.styleTooLong).default(''),
  duration: z.union(
    VIDEO_DURATIONS.map((d) => z.literal(d)),
    { error: VIDEO_PREVIEW_MESSAGES.duration },
  ),
  aspectRatio: z.enum(VIDEO_ASPECT_RATIOS, { error: VIDEO_PREVIEW_MESSAGES.aspectRatio }),
  format: z.enum(VIDEO_FORMATS, { error: VIDEO_PREVIEW_MESSAGES.format }),
});
export type VideoPreviewRequest = z.infer<typeof VideoPreviewRequest>;
export type VideoPreviewInput = z.input<typeof VideoPreviewRequest>;

export const VideoPreview = z.object({
  id: z.string(),
  creatorId: z.string(),
  prompt: z.string(),
  style: z.string(),
  duration: z.number(),
  aspectRatio: z.string(),
  format: z.string(),
  status: z.enum(VIDEO_PREVIEW_STATUSES),
  url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  providerId: z.string().nullable(),
  model: z.string().nullable(),
  estimatedCost: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type VideoPreview = z.infer<typeof VideoPreview>;

export const VideoPreviewResponse = z.object({ preview: VideoPreview });
export const VideoPreviewsResponse = z.object({ previews: z.array(VideoPreview), configured: z.boolean() });
export type VideoPreviewsResponse = z.infer<typeof VideoPreviewsResponse>;

/** What the provider must answer (spec part 2, section 7: id, url, thumbnail); anything else is a failure. */
export const ProviderVideoResult = z.object({
  id: z.string().min(1),
  url: z.url(),
  thumbnail: z.url().optional(),
  thumbnailUrl: z.url().optional(),
  model: z.string().optional(),
});
