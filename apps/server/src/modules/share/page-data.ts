import type { CreatorPage } from '@pulse/domain/creator-page';
import type { DiscoverCreativesResponse } from '@pulse/domain/creators';
import { type ImageVariant, leadImages, WORK_CARD_SIZES } from '@pulse/domain/media';
import {
  creativesPath,
  creatorPagePath,
  DISCOVER_TAGS_PATH,
  FEED_PATH,
  ME_PATH,
  piecePath,
} from '@pulse/domain/page-data';

/** Answers of the API, by the path the web app asks for them with. */
export type PageAnswers = ReadonlyMap<string, unknown>;

/** A picture the page shows first and largest: the browser fetches it while the app's script loads. */
export interface LeadPicture {
  images: readonly ImageVariant[];
  sizes: string;
}

/**
 * What a public page's first render reads from the API, and its lead picture (decision 037). The paths come from
 * `@pulse/domain/page-data`, which the web app's query functions build theirs with, so it finds the answers in
 * the page instead of asking again.
 */
export interface PageData {
  paths: readonly string[];
  leadPicture?: (answers: PageAnswers) => LeadPicture | null;
}

/** Explore's first page with no vibe chosen. */
const EXPLORE_FIRST_PAGE = creativesPath();

function picture(images: readonly ImageVariant[]): LeadPicture | null {
  return images.length > 0 ? { images, sizes: WORK_CARD_SIZES } : null;
}

const CREATOR = /^\/creator\/([^/]+)$/;
const PIECE = /^\/piece\/([^/]+)$/;

/** The id in a page's path; null when there is none or it is not valid percent-encoding. */
function pathId(pattern: RegExp, pathname: string): string | null {
  const segment = pattern.exec(pathname)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function pageDataFor(pathname: string, search: string): PageData | null {
  const creator = pathId(CREATOR, pathname);
  if (creator) {
    const path = creatorPagePath(creator);
    return {
      paths: [ME_PATH, path],
      leadPicture: (answers) => {
        const page = answers.get(path) as CreatorPage | undefined;
        const first = page?.works[0];
        return first ? picture(leadImages(first.media)) : null;
      },
    };
  }
  const piece = pathId(PIECE, pathname);
  if (piece) return { paths: [ME_PATH, piecePath(piece)] };
  if (pathname === '/feed') return { paths: [ME_PATH, FEED_PATH] };
  // A chosen vibe asks for another page than the first; the app fetches that one itself.
  if (pathname === '/explore' && !new URLSearchParams(search).has('vibe')) {
    return {
      paths: [ME_PATH, DISCOVER_TAGS_PATH, EXPLORE_FIRST_PAGE],
      leadPicture: (answers) => {
        const first = (answers.get(EXPLORE_FIRST_PAGE) as DiscoverCreativesResponse | undefined)?.items[0];
        return first?.work ? picture(leadImages(first.work.media)) : null;
      },
    };
  }
  return null;
}
