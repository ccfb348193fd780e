import { z } from 'zod';

/** Spec part 1, sections 2 and 10: an unknown (or someone else's private) playlist. */
export const PLAYLIST_NOT_FOUND_MESSAGE = 'Playlist Not Found';
export const SAVED_LIST_NOT_FOUND_MESSAGE = 'That saved list was not found.';
export const EMPTY_PLAYLIST_SOURCE_MESSAGE = 'None of the creatives in this list have published work yet.';
export const PLAYLIST_SESSION_MESSAGE = 'Choose a role first, so we have somewhere to keep your playlists.';
export const PLAYLIST_TITLE_MAX = 80;
export const PLAYLIST_TITLE_MESSAGE = `Playlist titles are 1 to ${PLAYLIST_TITLE_MAX} characters`;
/** How many of a saved creator's latest pieces a playlist built from a list takes, and the playlist's cap. */
export const WORKS_PER_CREATOR = 2;
export const PLAYLIST_MAX_ITEMS = 50;
export const PLAYLIST_TAGS_MAX = 6;
export const SIMILAR_VIBES_MAX = 4;

export const PLAYLIST_VISIBILITIES = ['public', 'private'] as const;
export const PlaylistVisibility = z.enum(PLAYLIST_VISIBILITIES);
export type PlaylistVisibility = z.infer<typeof PlaylistVisibility>;

/** POST /api/playlists: build a playlist from one of the caller's saved lists. */
export const CreatePlaylistRequest = z.object({
  savedListId: z.string().min(1).max(200),
  title: z.string().trim().min(1, PLAYLIST_TITLE_MESSAGE).max(PLAYLIST_TITLE_MAX, PLAYLIST_TITLE_MESSAGE).optional(),
  visibility: PlaylistVisibility.default('private'),
});
export type CreatePlaylistRequest = z.input<typeof CreatePlaylistRequest>;

/** PATCH /api/playlists/{id}: the owner renames it or changes who can see it. */
export const UpdatePlaylistRequest = z
  .object({
    title: z.string().trim().min(1, PLAYLIST_TITLE_MESSAGE).max(PLAYLIST_TITLE_MAX, PLAYLIST_TITLE_MESSAGE).optional(),
    visibility: PlaylistVisibility.optional(),
  })
  .refine((b) => b.title !== undefined || b.visibility !== undefined, 'Nothing to change');
export type UpdatePlaylistRequest = z.input<typeof UpdatePlaylistRequest>;

export const PLAYLIST_BOOKMARK_KINDS = ['save', 'favorite'] as const;
export const PlaylistBookmarkKind = z.enum(PLAYLIST_BOOKMARK_KINDS);

export const PlaylistItem = z.object({
  id: z.string(),
  title: z.string(),
  durationSeconds: z.number().int(),
  tags: z.array(z.string()),
  cosigns: z.number().int(),
  producer: z.object({ id: z.string(), name: z.string() }),
  filmmaker: z.object({ id: z.string(), name: z.string() }),
});
export type PlaylistItem = z.infer<typeof PlaylistItem>;

export const PlaylistSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  curated: z.boolean(),
  itemCount: z.number().int(),
});
export type PlaylistSummary = z.infer<typeof PlaylistSummary>;

export const PlaylistDetail = PlaylistSummary.extend({
  visibility: PlaylistVisibility,
  ownerName: z.string().nullable(),
  isOwner: z.boolean(),
  saved: z.boolean(),
  favorited: z.boolean(),
  items: z.array(PlaylistItem),
  similarVibes: z.array(PlaylistSummary.extend({ sharedTags: z.array(z.string()) })),
});
export type PlaylistDetail = z.infer<typeof PlaylistDetail>;

export const PlaylistsResponse = z.object({ playlists: z.array(PlaylistSummary) });
export type PlaylistsResponse = z.infer<typeof PlaylistsResponse>;

const norm = (tag: string) => tag.trim().replace(/^#/, '').toLowerCase();

/** The playlist's tags from its items: most frequent first, ties by first appearance, case-insensitively unique. */
export function playlistTags(itemTags: readonly (readonly string[])[], max = PLAYLIST_TAGS_MAX): string[] {
  const counts = new Map<string, { label: string; count: number; first: number }>();
  let order = 0;
  for (const tags of itemTags)
    for (const raw of tags) {
      const key = norm(raw);
      if (!key) continue;
      const seen = counts.get(key);
      if (seen) seen.count++;
      else counts.set(key, { label: raw.trim().replace(/^#/, ''), count: 1, first: order++ });
    }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, max)
    .map((t) => t.label);
}

export interface VibeCandidate {
  id: string;
  tags: readonly string[];
}

/**
 * Similar Vibes: other playlists ranked by how many tags they share with this one (Jaccard similarity,
 * case-insensitive), ties by id; playlists sharing no tag are left out, and so is the playlist itself.
 */
export function similarVibes<T extends VibeCandidate>(
  target: VibeCandidate,
  candidates: readonly T[],
  max = SIMILAR_VIBES_MAX,
): (T & { sharedTags: string[]; score: number })[] {
  const mine = new Set(target.tags.map(norm).filter(Boolean));
  if (mine.size === 0) return [];
  return candidates
    .filter((c) => c.id !== target.id)
    .map((c) => {
      const theirs = new Set(c.tags.map(norm).filter(Boolean));
      const sharedTags = c.tags.filter(
        (t, i) => mine.has(norm(t)) && c.tags.findIndex((u) => norm(u) === norm(t)) === i,
      );
      const union = new Set([...mine, ...theirs]).size;
      return { ...c, sharedTags, score: sharedTags.length / union };
    })
    .filter((c) => c.sharedTags.length > 0)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, max);
}
