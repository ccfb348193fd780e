import type { CreatorPage } from '@pulse/domain/creator-page';
import type { DiscoverCreativesResponse } from '@pulse/domain/creators';
import { type ImageVariant, leadImages, WORK_CARD_SIZES } from '@pulse/domain/media';

/** Answers of the API, by the path the web app asks for them with. */
export type PageAnswers = ReadonlyMap<string, unknown>;

/** A picture the page shows first and largest: the browser fetches it while the app's script loads. */
export interface LeadPicture {
  images: readonly ImageVariant[];
  sizes: string;
}

/**
 * What a public page's first render reads from the API, and its lead picture (decision 037). The paths are
 * exactly the ones the web app requests (`apps/web`'s query functions), so it finds the answers in the page
 * instead of asking again.
 */
export interface PageData {
  paths: readonly string[];
  leadPicture?: (answers: PageAnswers) => LeadPicture | null;
}

/** The session every screen reads first (`lib/session.ts`). */
const ME = '/api/me';
/** Explore's first page with no tag chosen (`features/discovery/api/discover-creatives.ts`, 24 a page). */
const EXPLORE_FIRST_PAGE = '/api/discover/creatives?limit=24';

function picture(images: readonly ImageVariant[]): LeadPicture | null {
  return images.length > 0 ? { images, sizes: WORK_CARD_SIZES } : null;
}

const CREATOR = /^\/creator\/([^/]+)$/;
const PIECE = /^\/piece\/([^/]+)$/;

/** The id in a page's path as the web app encodes it for the API; null when it is not valid percent-encoding. */
function apiId(segment: string): string | null {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return null;
  }
}

export function pageDataFor(pathname: string, search: string): PageData | null {
  const creator = apiId(CREATOR.exec(pathname)?.[1] ?? '');
  if (creator) {
    const path = `/api/creators/${creator}`;
    return {
      paths: [ME, path],
      leadPicture: (answers) => {
        const page = answers.get(path) as CreatorPage | undefined;
        const first = page?.works[0];
        return first ? picture(leadImages(first.media)) : null;
      },
    };
  }
  const piece = apiId(PIECE.exec(pathname)?.[1] ?? '');
  if (piece) return { paths: [ME, `/api/pieces/${piece}`] };
  if (pathname === '/feed') return { paths: [ME, '/api/pieces'] };
  // A chosen vibe asks for another page than the first; the app fetches that one itself.
  if (pathname === '/explore' && !new URLSearchParams(search).has('vibe')) {
    return {
      paths: [ME, '/api/discover/tags', EXPLORE_FIRST_PAGE],
      leadPicture: (answers) => {
        const first = (answers.get(EXPLORE_FIRST_PAGE) as DiscoverCreativesResponse | undefined)?.items[0];
        return first?.work ? picture(leadImages(first.work.media)) : null;
      },
    };
  }
  return null;
}
