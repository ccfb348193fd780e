/**
 * The id of the JSON element in which the server hands a page it rendered the query state it rendered it with
 * (decision 039): the web app hydrates its cache from there instead of asking again. Its own module, free of zod,
 * because the web app's first script imports it.
 */
export const PAGE_DATA_ELEMENT_ID = 'pulse-page-data';

/* The GETs a public page's first render makes, as the web app's query functions request them. */

/** The session every screen reads first. */
export const ME_PATH = '/api/me';
/** The public feed (`/feed`). */
export const FEED_PATH = '/api/pieces';
/** Explore's vibe chips. */
export const DISCOVER_TAGS_PATH = '/api/discover/tags';
/** Creatives in a page of explore and discover. */
export const CREATIVES_PAGE_SIZE = 24;

export function creatorPagePath(creatorId: string): string {
  return `/api/creators/${encodeURIComponent(creatorId)}`;
}

export function piecePath(pieceId: string): string {
  return `/api/pieces/${encodeURIComponent(pieceId)}`;
}

export interface CreativesPageQuery {
  category?: string | null;
  tags?: readonly string[];
  cursor?: string | null;
  limit?: number;
}

/** A page of approved creatives; with no filter and no cursor, explore's first page. */
export function creativesPath({
  category,
  tags,
  cursor,
  limit = CREATIVES_PAGE_SIZE,
}: CreativesPageQuery = {}): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (category) params.set('category', category);
  if (tags && tags.length > 0) params.set('tags', tags.join(','));
  return `/api/discover/creatives?${params}`;
}
