/**
 * What the server puts in a public page's head and, before the app runs, inside its root (decision 033). Titles
 * use the web app's own format ("About · Pulse"), so the tab does not change when the app takes over.
 */

export interface PageFallback {
  heading: string;
  lines: readonly string[];
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical address (the origin comes from PUBLIC_URL); null for a page that is not found. */
  canonicalPath: string | null;
  /** Path of the share card; the origin is added when rendered. */
  imagePath: string;
  imageAlt: string;
  type: 'website' | 'profile' | 'video.other' | 'music.playlist';
  /** A not-found or private id: kept out of search results. */
  noindex: boolean;
  /** Rendered on the server although kept out of search results (a license's public proof, decision 057). */
  renderUnindexed?: boolean;
  fallback: PageFallback | null;
}

export const SITE_TITLE = 'Pulse · Where culture meets opportunity';
export const SITE_DESCRIPTION =
  'Pulse: where culture meets opportunity. A curated marketplace for college creatives, partners and fans.';
export const SITE_IMAGE_PATH = '/api/og/site.png';

const pageTitle = (title: string) => `${title} · Pulse`;

/** The public screens without an id, as the web app titles them. */
const STATIC_PAGES: Record<string, { title: string; description: string; heading: string }> = {
  '/': { title: SITE_TITLE, description: SITE_DESCRIPTION, heading: 'Where culture meets opportunity' },
  '/enter': {
    title: pageTitle('Welcome'),
    description: 'Enter Pulse as an Explorer, a Creative or a PulsePartner.',
    heading: 'Welcome to Pulse',
  },
  '/about': {
    title: pageTitle('About'),
    description:
      'Pulse is a curated marketplace, now in beta, where college creatives meet the partners who pay for their work and the fans who back it.',
    heading: 'About Pulse',
  },
  '/faq': {
    title: pageTitle('FAQ'),
    description: 'Short answers about approval, money and rights on Pulse.',
    heading: 'Frequently asked questions',
  },
  '/terms': {
    title: pageTitle('Terms'),
    description: 'The plain-language rules of Pulse.',
    heading: 'Terms of use',
  },
  '/contact': {
    title: pageTitle('Contact'),
    description: 'Every message is read by a person on the team. Ask a question, or ask for a 10-minute call.',
    heading: 'Contact Pulse',
  },
  '/explore': {
    title: pageTitle('Explore'),
    description: 'Explore college creatives on Pulse: producers, videographers and designers, and their work.',
    heading: 'Explore creatives',
  },
  '/discover': {
    title: pageTitle('Discover Creatives'),
    description: 'Discover approved college creatives on Pulse by vibe, category and location.',
    heading: 'Discover Creatives',
  },
  '/discover/beats': {
    title: pageTitle('Discover Beats'),
    description: 'Sync-ready beats from college producers, licensed on Pulse with clear terms.',
    heading: 'Discover Beats',
  },
  '/feed': {
    title: pageTitle('Feed'),
    description: 'Collaboration pieces from Pulse creatives: co-sign the work you love.',
    heading: 'The Pulse feed',
  },
  '/pulse-circles': {
    title: pageTitle('Pulse Circles'),
    description: 'Communities of creatives and fans on Pulse.',
    heading: 'Pulse Circles',
  },
  '/circles/discover': {
    title: pageTitle('Pulse Circles'),
    description: 'Communities of creatives and fans on Pulse.',
    heading: 'Pulse Circles',
  },
};

export const STATIC_PUBLIC_PATHS = Object.keys(STATIC_PAGES);

export function staticPageMeta(path: string): PageMeta | null {
  const page = STATIC_PAGES[path];
  if (!page) return null;
  return {
    title: page.title,
    description: page.description,
    canonicalPath: path,
    imagePath: SITE_IMAGE_PATH,
    imageAlt: 'Pulse: where culture meets opportunity',
    type: 'website',
    noindex: false,
    fallback: { heading: page.heading, lines: [page.description] },
  };
}

/**
 * `/licenses/verify/{code}` (decision 057): public and rendered on the server, so the proof reads without the
 * app's script, but kept out of search results (it names a licensee). An unknown code fails its API read and
 * renders in the browser, which says so.
 */
export function licenseVerificationMeta(path: string): PageMeta {
  return {
    title: pageTitle('License verified'),
    description: 'Proof of a beat license on Pulse: who licensed which beat, when, and for which use.',
    canonicalPath: path,
    imagePath: SITE_IMAGE_PATH,
    imageAlt: 'Pulse: where culture meets opportunity',
    type: 'website',
    noindex: true,
    renderUnindexed: true,
    fallback: { heading: 'Verify a license', lines: ['Proof of a beat license on Pulse.'] },
  };
}

/** The generic tags of the app for a path it does not describe: an unknown or private id, or a private screen. */
export function genericPageMeta(): PageMeta {
  return {
    title: 'Pulse',
    description: SITE_DESCRIPTION,
    canonicalPath: null,
    imagePath: SITE_IMAGE_PATH,
    imageAlt: 'Pulse: where culture meets opportunity',
    type: 'website',
    noindex: true,
    fallback: null,
  };
}

/** Text cut at a word near `max` characters, for descriptions (search engines show about 155). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}
