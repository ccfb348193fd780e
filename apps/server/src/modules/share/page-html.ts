import { PAGE_DATA_ELEMENT_ID } from '@pulse/domain/page-data';
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

/** A screen the server rendered (decision 039): its markup, and the query state it was rendered with. */
export interface RenderedApp {
  html: string;
  state: unknown;
}

/**
 * The query state as JSON the app hydrates its cache with. A JSON script is data, not code: the CSP's script rule
 * does not apply to it. Every `<` is escaped, so no text in an answer can close the element.
 */
export function pageDataTag(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

const LEAD_IMAGE = /<img\b[^>]*\bfetchPriority="high"[^>]*>/;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

const PICTURE_SOURCE = /<picture>\s*(<source\b[^>]*>)\s*$/;

/**
 * A preload of the rendered page's lead picture (the first `<img fetchPriority="high">` in its markup), for the
 * top of the head: the browser starts fetching it before it has read the inline stylesheet and the markup before
 * the picture. When the picture offers a `<source>` first (a card's AVIF cut), that is what is preloaded, with its
 * type, so a browser without the type skips it and finds the `<img>` itself. The attribute values come from
 * React's markup, already escaped.
 */
export function leadImagePreload(markup: string): string {
  const found = LEAD_IMAGE.exec(markup);
  const tag = found?.[0];
  const src = tag ? attribute(tag, 'src') : null;
  if (!found || !tag || !src) return '';
  const source = PICTURE_SOURCE.exec(markup.slice(0, found.index))?.[1];
  const type = source ? attribute(source, 'type') : null;
  // The source when it names its type and offers variants, else the picture itself.
  const from = source && type && attribute(source, 'srcSet') ? source : tag;
  const srcSet = attribute(from, 'srcSet');
  const sizes = attribute(from, 'sizes');
  const what = from === tag ? `href="${src}"` : `type="${type}"`;
  return `<link rel="preload" as="image" ${what}${srcSet ? ` imagesrcset="${srcSet}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high" />`;
}

/**
 * The preload goes right after the viewport's meta tag: read before it, `imagesizes` is measured against the
 * browser's default 980 px layout viewport, and a phone fetches a wider variant than the `<img>` then picks.
 */
const VIEWPORT = /<meta name="viewport"[^>]*>/i;

/**
 * The built index.html with this page's head, and inside the root either the screen the server rendered (marked
 * for hydrating) or the text fallback; the template's own title and description go.
 */
export function renderPageHtml(
  template: string,
  meta: PageMeta,
  origin: string,
  app: RenderedApp | null = null,
): string {
  const head = app ? `${headTags(meta, origin)}\n    ${pageDataTag(app.state)}` : headTags(meta, origin);
  let html = template.replace(TITLE, '').replace(DESCRIPTION, '');
  html = html.replace('</head>', () => `  ${head}\n  </head>`);
  if (app) {
    const preload = leadImagePreload(app.html);
    if (preload) html = html.replace(VIEWPORT, (viewport) => `${viewport}\n    ${preload}`);
    return html.replace(ROOT, () => `<div id="root" data-server-rendered="">${app.html}</div>`);
  }
  const fallback = fallbackHtml(meta);
  return fallback ? html.replace(ROOT, () => `<div id="root">${fallback}</div>`) : html;
}
