import { pickImage, srcSet } from '@pulse/domain/media';
import { PAGE_DATA_ELEMENT_ID } from '@pulse/domain/page-data';
import type { LeadPicture, PageAnswers } from './page-data';
import type { PageMeta } from './page-meta';

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const ROOT = /<div id="root"><\/div>/;

/** The head tags of one page: title, description, canonical, Open Graph and the Twitter card. */
export function headTags(meta: PageMeta, origin: string): string {
  const image = `${origin}${meta.imagePath}`;
  const url = meta.canonicalPath ? `${origin}${meta.canonicalPath}` : null;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : null,
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : null,
    '<meta property="og:site_name" content="Pulse" />',
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : null,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta property="og:image:type" content="image/png" />',
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(meta.imageAlt)}" />`,
  ];
  return tags.filter((t): t is string => t !== null).join('\n    ');
}

/**
 * A short text version of the page inside the root, for search engines and for the moment before the app runs.
 * createRoot empties the root when the app first renders (apps/web/src/main.tsx), so React never sees it.
 */
export function fallbackHtml(meta: PageMeta): string {
  if (!meta.fallback) return '';
  const lines = meta.fallback.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  return `<main style="max-width:40rem;margin:0 auto;padding:4.5rem 1.25rem 2rem;font-family:system-ui,sans-serif;color:#a7a7ba;line-height:1.5"><h1 style="color:#f4f4f8;font-size:2rem;line-height:1.15;margin:0 0 .75rem">${escapeHtml(meta.fallback.heading)}</h1>${lines}</main>`;
}

/**
 * The page's first API answers as JSON the app reads instead of asking again, and a preload of its lead picture
 * (decision 037). A JSON script is data, not code: the CSP's script rule does not apply to it. `<` is escaped
 * so no text in an answer can close the element.
 */
export function pageDataTags(answers: PageAnswers, lead: LeadPicture | null): string {
  const tags: string[] = [];
  if (lead) {
    const fallback = pickImage(lead.images, 640);
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(fallback?.url ?? '')}" imagesrcset="${escapeHtml(srcSet(lead.images))}" imagesizes="${escapeHtml(lead.sizes)}" fetchpriority="high" />`,
    );
  }
  if (answers.size > 0) {
    const json = JSON.stringify(Object.fromEntries(answers)).replace(/</g, '\\u003c');
    tags.push(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`);
  }
  return tags.join('\n    ');
}

/** The built index.html with this page's head and fallback; the template's own title and description go. */
export function renderPageHtml(template: string, meta: PageMeta, origin: string, data = ''): string {
  const head = data ? `${headTags(meta, origin)}\n    ${data}` : headTags(meta, origin);
  let html = template.replace(TITLE, '').replace(DESCRIPTION, '');
  html = html.replace('</head>', () => `  ${head}\n  </head>`);
  const fallback = fallbackHtml(meta);
  return fallback ? html.replace(ROOT, () => `<div id="root">${fallback}</div>`) : html;
}
