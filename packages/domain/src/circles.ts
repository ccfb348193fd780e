import { z } from 'zod';

/** Spec part 2, section 3 (community): the category list. */
export const CIRCLE_CATEGORIES = [
  'Art & Design',
  'Photography',
  'Music',
  'Fashion',
  'Culture',
  'Professional',
  'Digital Art',
] as const;
export type CircleCategory = (typeof CIRCLE_CATEGORIES)[number];
export const CIRCLE_ACTIVITIES = ['Daily', 'Weekly', 'Active'] as const;
export const CIRCLE_ROLES = ['owner', 'member'] as const;

/** Generated covers (no external image hosts, DESIGN 1). */
export const CIRCLE_IMAGES = ['violet', 'amber', 'teal', 'rose', 'sky', 'lime'] as const;
export type CircleImage = (typeof CIRCLE_IMAGES)[number];

export const CIRCLE_NAME_MAX = 60;
export const CIRCLE_DESCRIPTION_MAX = 500;
export const CIRCLE_TAGS_MAX = 8;
export const CIRCLE_POST_MAX = 2000;

export const CIRCLE_NAME_MESSAGE = `Circle name is 2 to ${CIRCLE_NAME_MAX} characters`;
export const CIRCLE_DESCRIPTION_MESSAGE = `Description is 10 to ${CIRCLE_DESCRIPTION_MAX} characters`;
export const CIRCLE_CATEGORY_MESSAGE = 'Choose a category';
export const CIRCLE_IMAGE_MESSAGE = 'Choose a cover';
export const CIRCLE_TAGS_MESSAGE = `Up to ${CIRCLE_TAGS_MAX} tags of at most 30 characters`;
export const CIRCLE_POST_MESSAGE = `Posts are 1 to ${CIRCLE_POST_MAX} characters`;
export const CIRCLE_NOT_FOUND_MESSAGE = 'This circle does not exist.';
export const CIRCLE_MEMBERS_ONLY_MESSAGE = 'Only members can post in this circle. Join it first.';
export const CIRCLE_PRIVATE_MESSAGE = 'This circle is private. Ask a member for the invite link.';
export const CIRCLE_OWNER_LEAVE_MESSAGE = 'You created this circle, so you cannot leave it.';
export const CIRCLE_SESSION_MESSAGE = 'Choose a role to join Pulse Circles.';

/** Tags typed as "lo-fi, #Design, beats": trimmed, # removed, de-duplicated case-insensitively. */
export function parseCircleTags(input: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of input.split(',')) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** POST /api/circles (spec part 1, section 8: "circle payload"). */
export const CreateCircleRequest = z.object({
  name: z.string().trim().min(2, CIRCLE_NAME_MESSAGE).max(CIRCLE_NAME_MAX, CIRCLE_NAME_MESSAGE),
  description: z
    .string()
    .trim()
    .min(10, CIRCLE_DESCRIPTION_MESSAGE)
    .max(CIRCLE_DESCRIPTION_MAX, CIRCLE_DESCRIPTION_MESSAGE),
  category: z.enum(CIRCLE_CATEGORIES, { error: CIRCLE_CATEGORY_MESSAGE }),
  image: z.enum(CIRCLE_IMAGES, { error: CIRCLE_IMAGE_MESSAGE }),
  tags: z
    .array(z.string().trim().min(1, CIRCLE_TAGS_MESSAGE).max(30, CIRCLE_TAGS_MESSAGE), { error: CIRCLE_TAGS_MESSAGE })
    .max(CIRCLE_TAGS_MAX, CIRCLE_TAGS_MESSAGE)
    .default([]),
  isPrivate: z.boolean().default(false),
});
export type CreateCircleRequest = z.input<typeof CreateCircleRequest>;

export const JoinCircleRequest = z.object({ inviteCode: z.string().trim().max(100).optional() });
export const CirclePostRequest = z.object({
  body: z.string().trim().min(1, CIRCLE_POST_MESSAGE).max(CIRCLE_POST_MAX, CIRCLE_POST_MESSAGE),
});
export type CirclePostRequest = z.input<typeof CirclePostRequest>;

export const CircleSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  image: z.string(),
  tags: z.array(z.string()),
  activity: z.enum(CIRCLE_ACTIVITIES),
  isPrivate: z.boolean(),
  featured: z.boolean(),
  members: z.number().int(),
  isMember: z.boolean(),
  /** 0-100 from the viewer's taste profile against the circle's tags and category. */
  alignment: z.number().int(),
  /** "Because you like “lo-fi”", or "Trending on Pulse" with no shared taste. */
  reason: z.string(),
  recentActivity: z.string().nullable(),
});
export type CircleSummary = z.infer<typeof CircleSummary>;

export const CirclesResponse = z.object({ items: z.array(CircleSummary) });
export type CirclesResponse = z.infer<typeof CirclesResponse>;

export const CirclePost = z.object({
  id: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  body: z.string(),
  createdAt: z.string(),
});
export type CirclePost = z.infer<typeof CirclePost>;

export const CircleDetail = CircleSummary.extend({
  role: z.enum(CIRCLE_ROLES).nullable(),
  memberList: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(CIRCLE_ROLES) })),
  /** null when the circle is private and the viewer is not a member. */
  posts: z.array(CirclePost).nullable(),
  /** Members of a private circle see the invite code to share; null otherwise. */
  inviteCode: z.string().nullable(),
  createdAt: z.string(),
});
export type CircleDetail = z.infer<typeof CircleDetail>;

/** Circles ordered for Discover: featured first, then by alignment, then by members. */
export function discoverOrder(a: CircleSummary, b: CircleSummary): number {
  return Number(b.featured) - Number(a.featured) || b.alignment - a.alignment || b.members - a.members;
}
