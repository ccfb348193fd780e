import { escapeHtml } from './page-html';

/**
 * Screens only their owner or a signed-in role sees (DESIGN 5.1): kept out of search. `/creator/deals` and
 * friends are listed one by one because `/creator/{id}` pages are public.
 */
export const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/messages',
  '/compose',
  '/notifications',
  '/deal-diary',
  '/creator/deals',
  '/creator/projects',
  '/creator/upload',
  '/creative-dashboard-example',
  '/pulspace',
  '/pulse-profile',
  '/profile/edit',
  '/settings',
  '/matches',
  '/fan/',
  '/playlists',
  '/pieces/new',
  '/upload/',
  '/producer/',
  '/filmmaker/',
  '/collaborator/',
  '/brand/',
  '/brief/',
  '/licenses/',
  '/circles/create',
  '/start',
  '/signin',
  '/signup',
  '/onboarding',
  '/fast-onboarding',
  '/creative/',
  '/pulsepartner/',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // Share cards live under /api/ and must stay fetchable by link-preview crawlers that honour robots.txt.
    'Allow: /api/og/',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, entries: readonly { path: string; lastModified: Date | null }[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${origin}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
