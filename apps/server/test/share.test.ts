import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { creatorProfiles } from '../src/db/schema/creators';
import { mediaFiles, mediaVariants } from '../src/db/schema/media';
import { playlists } from '../src/db/schema/playlists';
import { newId } from '../src/lib/ids';
import { leadImagePreload } from '../src/modules/share/page-html';
import { testAccounts } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A built index.html as Vite writes it: the app's generic title and description, an empty root. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Pulse: where culture meets opportunity. A curated marketplace for college creatives, partners and fans." />
    <title>Pulse</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let dataDir: string;
const ORIGIN = 'http://localhost:3000';

/**
 * What the web app's server renderer (decision 039) does in a test: whatever the test sets here; by default it
 * leaves every page to the browser, as a build without the renderer does.
 */
type TestRender = (
  url: string,
  api: (path: string, init: RequestInit) => Promise<Response>,
  options: { testMode: boolean },
) => Promise<unknown>;
const renderer = globalThis as { pulseTestRender?: TestRender };

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'pulse-share-web-'));
  const webDist = join(webRoot, 'dist');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-abc123.css'), 'main{color:#f4f4f8}');
  // The landing's own template, with its small first script (issue 21 item 3).
  writeFileSync(
    join(webDist, 'landing.html'),
    INDEX_HTML.replace('/assets/index-abc123.js', '/assets/landing-abc123.js'),
  );
  // The template of a page the server rendered, whose script starts the app after the page has loaded (decision 042).
  writeFileSync(join(webDist, 'page.html'), INDEX_HTML.replace('/assets/index-abc123.js', '/assets/page-abc123.js'));
  // Beside the browser build, as `npm run build` writes it.
  mkdirSync(join(webRoot, 'dist-server'));
  writeFileSync(
    join(webRoot, 'dist-server', 'entry-server.js'),
    'export const renderPage = (...args) => globalThis.pulseTestRender ? globalThis.pulseTestRender(...args) : Promise.resolve(null);\n',
  );
  dataDir = mkdtempSync(join(tmpdir(), 'pulse-share-data-'));
  t = await createTestApp({ env: { WEB_DIST: webDist, DATA_DIR: dataDir } });
});
afterAll(() => t.close());

/** Creatives who completed Creator Setup and wait for review, as a visitor who picked the role does. */
const { creative } = testAccounts(() => t, { ip: '10.21', creative: { status: 'pending' } });
let n = 0;

async function approve(id: string) {
  await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, id));
}

/** A processed picture: real WebP bytes in media storage, recorded as the pipeline records a variant. */
async function coverPicture(ownerId: string, colour: string): Promise<string> {
  const id = newId();
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .webp()
    .toBuffer();
  const key = `test/${id}.webp`;
  const path = join(dataDir, 'media', key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, bytes);
  await t.database.db.insert(mediaFiles).values({
    id,
    ownerId,
    kind: 'image',
    mimeType: 'image/webp',
    sizeBytes: bytes.length,
    storageKey: key,
    status: 'ready',
    width: 800,
    height: 600,
    processedAt: new Date(),
  });
  await t.database.db.insert(mediaVariants).values({
    mediaId: id,
    name: 'image-800',
    mimeType: 'image/webp',
    width: 800,
    height: 600,
    sizeBytes: bytes.length,
    hash: `h${id.replace(/[^a-z0-9]/gi, '').toLowerCase()}`,
    storageKey: key,
  });
  return id;
}

const page = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe('public pages carry their own head', () => {
  it("renders an approved creative's title, description, canonical, Open Graph and Twitter tags, escaped", async () => {
    const name = `Zed <b>"Loud"</b> & Co ${++n}`;
    const { id } = await creative({
      name: name,
      setup: { bio: 'I film <script>alert(1)</script> campus "night" shows & tours for $& $1.' },
    });
    await approve(id);

    const res = await page(`/creator/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const escapedName = name.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    expect(html).toContain(`<title>${escapedName} · Pulse</title>`);
    // The template's own title and description are replaced, not duplicated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>"Loud"</b>');
    expect(meta(html, 'name', 'description')).toBe(
      'I film &#60;script&#62;alert(1)&#60;/script&#62; campus &#34;night&#34; shows &#38; tours for $&#38; $1.',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/creator/${id}" />`);
    expect(meta(html, 'property', 'og:title')).toBe(`${escapedName} · Pulse`);
    expect(meta(html, 'property', 'og:type')).toBe('profile');
    expect(meta(html, 'property', 'og:url')).toBe(`${ORIGIN}/creator/${id}`);
    expect(meta(html, 'property', 'og:image')).toMatch(
      new RegExp(`^${ORIGIN}/api/og/creator/${id}\\.png\\?v=[0-9a-f]{16}$`),
    );
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'robots')).toBeNull();
    // A text version of the profile inside the root for search engines; the app's script is still there.
    expect(html).toMatch(/<div id="root"><main[^>]*><h1[^>]*>Zed &#60;b&#62;/);
    expect(html).toContain('Videographer · Austin, TX');
    expect(html).toContain('src="/assets/index-abc123.js"');
  });

  it('gives a pending creative and an unknown id the generic tags, never their name or bio', async () => {
    const { id } = await creative({
      name: 'Pending Priya Secret',
      setup: { bio: 'Unreviewed bio that must not leak.' },
    });
    for (const path of [`/creator/${id}`, '/creator/no-such-creator']) {
      const html = (await page(path)).body;
      expect(html).toContain('<title>Pulse</title>');
      expect(meta(html, 'name', 'robots')).toBe('noindex');
      expect(meta(html, 'property', 'og:image')).toBe(`${ORIGIN}/api/og/site.png`);
      expect(html).not.toContain('Pending Priya');
      expect(html).not.toContain('Unreviewed bio');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain('<div id="root"></div>');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/og/creator/${id}.png` })).statusCode).toBe(404);
  });

  it("shows a public playlist's title and keeps a private one's to its owner", async () => {
    const { id: ownerId } = await creative({ name: 'Playlist Owner', setup: { bio: 'Makes playlists.' } });
    const publicId = newId();
    const privateId = newId();
    await t.database.db.insert(playlists).values([
      { id: publicId, ownerId, title: 'Open Air Sessions', description: 'Sunset sets.', visibility: 'public' },
      { id: privateId, ownerId, title: 'Secret Demo Tape', description: 'Hidden.', visibility: 'private' },
    ]);
    const open = (await page(`/playlist/${publicId}`)).body;
    expect(open).toContain('<title>Open Air Sessions · Pulse</title>');
    expect(meta(open, 'property', 'og:type')).toBe('music.playlist');

    const hidden = (await page(`/playlist/${privateId}`)).body;
    expect(hidden).toContain('<title>Pulse</title>');
    expect(hidden).not.toContain('Secret Demo Tape');
    expect(hidden).not.toContain('Hidden.');
    expect((await t.app.inject({ method: 'GET', url: `/api/og/playlist/${privateId}.png` })).statusCode).toBe(404);

    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/playlist/${publicId}</loc>`);
    expect(sitemap).not.toContain(privateId);
  });

  it('titles the static public screens as the app does and gives private screens the generic head', async () => {
    const about = (await page('/about')).body;
    expect(about).toContain('<title>About · Pulse</title>');
    expect(about).toContain(`<link rel="canonical" href="${ORIGIN}/about" />`);
    const landing = (await page('/')).body;
    expect(landing).toContain('<title>Pulse · Where culture meets opportunity</title>');
    // The landing comes with its own small script; every other page with the app's.
    expect(landing).toContain('src="/assets/landing-abc123.js"');
    expect(landing).not.toContain('index-abc123.js');
    expect(about).toContain('src="/assets/index-abc123.js"');
    const studio = (await page('/pulspace')).body;
    expect(studio).toContain('<title>Pulse</title>');
    expect(meta(studio, 'name', 'robots')).toBe('noindex');
  });
});

/** The query state a page carries for hydrating (decision 039), or null when it carries none. */
function pageData(html: string): unknown {
  const json = /<script type="application\/json" id="pulse-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? null : JSON.parse(json);
}

describe('pages arrive ready to paint', () => {
  it('carry the stylesheet inline, keep a disabled link to it for the app, and come compressed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(html).toContain('<style>main{color:#f4f4f8}</style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-abc123.css">/);
    // The API's own answers for unknown paths are still JSON 404s, not pages.
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });
});

describe('the lead picture’s preload', () => {
  it('preloads the picture’s first source with its type when it has one, else the picture', () => {
    const img =
      '<img src="/api/media/m1/v/w.webp" srcSet="/api/media/m1/v/w.webp 640w" sizes="100vw" fetchPriority="high"/>';
    expect(leadImagePreload(`<main>${img}</main>`)).toBe(
      '<link rel="preload" as="image" href="/api/media/m1/v/w.webp" imagesrcset="/api/media/m1/v/w.webp 640w" imagesizes="100vw" fetchpriority="high" />',
    );
    const source =
      '<source type="image/avif" srcSet="/api/media/m1/v/c.avif 480w, /api/media/m1/v/d.avif 720w" sizes="100vw"/>';
    expect(leadImagePreload(`<main><picture>${source}${img}</picture></main>`)).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/api/media/m1/v/c.avif 480w, /api/media/m1/v/d.avif 720w" imagesizes="100vw" fetchpriority="high" />',
    );
    // Another picture's source earlier in the page is not this picture's.
    expect(leadImagePreload(`<picture>${source}<img src="/x.webp" loading="lazy"/></picture>${img}`)).toContain(
      'href="/api/media/m1/v/w.webp"',
    );
    expect(leadImagePreload('<main><img src="/x.webp" loading="lazy"/></main>')).toBe('');
  });
});

describe('public pages are rendered on the server (decision 039)', () => {
  afterAll(() => {
    renderer.pulseTestRender = undefined;
  });

  it("renders a public page with the visitor's own answers, and carries them escaped for hydrating", async () => {
    const { c, id } = await creative({
      name: 'Quinn </script><b>Embed</b>',
      setup: { bio: 'Shoots </script> campus gigs.' },
    });
    await approve(id);
    const rendered: string[] = [];
    renderer.pulseTestRender = async (url, api, options) => {
      rendered.push(url);
      const me = await (await api('/api/me', { method: 'GET' })).json();
      const profile = await api(`/api/creators/${id}`, { method: 'GET' });
      return {
        html: '<main>rendered<img src="/api/media/m1/v/a.webp" srcSet="/api/media/m1/v/a.webp 640w" sizes="100vw" fetchPriority="high"/></main>',
        state: { me, profile: await profile.json(), testMode: options.testMode },
      };
    };
    const html = (await c.request({ method: 'GET', url: `/creator/${id}`, headers: { accept: 'text/html' } })).body;
    expect(rendered).toEqual([`/creator/${id}`]);
    expect(html).toContain('<div id="root" data-server-rendered=""><main>rendered<img');
    // A rendered page starts the app from its own first script, after the page has loaded (decision 042).
    expect(html).toContain('src="/assets/page-abc123.js"');
    expect(html).not.toContain('index-abc123.js');
    // Its lead picture is fetched from the top of the head, before the inline stylesheet and the markup.
    const preload =
      '<link rel="preload" as="image" href="/api/media/m1/v/a.webp" imagesrcset="/api/media/m1/v/a.webp 640w" imagesizes="100vw" fetchpriority="high" />';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<style>'));
    // After the viewport's size is known, so its `imagesizes` picks the variant the picture itself picks.
    expect(html.indexOf(preload)).toBeGreaterThan(html.indexOf('<meta name="viewport"'));
    // The bio's `</script>` cannot close the element: every `<` in the JSON is escaped.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    // The visitor's own session and the profile as they would get it; the head is still the page's own.
    expect(pageData(html)).toEqual({
      me: (await c.get('/api/me')).json(),
      profile: (await c.get(`/api/creators/${id}`)).json(),
      testMode: false,
    });
    expect(html).toContain('<title>Quinn &#60;/script&#62;&#60;b&#62;Embed&#60;/b&#62; · Pulse</title>');
  });

  it('leaves private screens, unknown and unapproved ids to the browser, and never renders their data', async () => {
    const pending = await creative({ name: 'Pending Render Secret', setup: { bio: 'Never in the HTML.' } });
    const rendered: string[] = [];
    renderer.pulseTestRender = async (url) => {
      rendered.push(url);
      return { html: '<main>rendered</main>', state: {} };
    };
    for (const path of [`/creator/${pending.id}`, '/creator/no-such-creator', '/pulspace', '/brand/briefs']) {
      const html = (await pending.c.request({ method: 'GET', url: path, headers: { accept: 'text/html' } })).body;
      expect(html).toContain('<div id="root"></div>');
      // The browser renders it: the app starts at once.
      expect(html).toContain('src="/assets/index-abc123.js"');
      expect(pageData(html)).toBeNull();
      expect(html).not.toContain('Pending Render');
    }
    expect(rendered).toEqual([]);
    // A public one is rendered, query and all.
    await page('/explore?vibe=Chill');
    expect(rendered).toEqual(['/explore?vibe=Chill']);
  });

  it('falls back to the text version when the render fails or declines, and lets it only read', async () => {
    renderer.pulseTestRender = async () => {
      throw new Error('render broke');
    };
    const broken = (await page('/about')).body;
    expect(broken).toMatch(/<div id="root"><main[^>]*><h1[^>]*>About Pulse<\/h1>/);
    expect(pageData(broken)).toBeNull();

    renderer.pulseTestRender = async () => null;
    expect((await page('/about')).body).toMatch(/<div id="root"><main[^>]*><h1[^>]*>About Pulse/);

    let refused: unknown = null;
    renderer.pulseTestRender = async (_url, api) => {
      refused = await api('/api/me/role', { method: 'POST', body: '{}' }).catch((err: unknown) => err);
      return null;
    };
    await page('/about');
    expect(refused).toBeInstanceOf(Error);
  });
});

describe('share cards', () => {
  it('draws a 1200x630 PNG from the work, keeps it, and answers a repeat with 304', async () => {
    const { id } = await creative({ name: `Card Creative ${++n}`, setup: { bio: 'Colour-graded campus films.' } });
    await approve(id);
    const cover = await coverPicture(id, '#3366cc');
    await t.database.db.update(creatorProfiles).set({ coverMediaId: cover }).where(eq(creatorProfiles.userId, id));

    const imageUrl = meta((await page(`/creator/${id}`)).body, 'property', 'og:image')!.replace(ORIGIN, '');
    const first = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const info = await sharp(first.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The cover art is on the card: the panel on the right carries its blue.
    const { data } = await sharp(first.rawPayload)
      .extract({ left: 900, top: 300, width: 8, height: 8 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(150);
    expect(data[0]).toBeLessThan(90);

    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const started = performance.now();
    const again = await t.app.inject({ method: 'GET', url: `/api/og/creator/${id}.png` });
    expect(performance.now() - started).toBeLessThan(500);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await t.app.inject({
      method: 'GET',
      url: `/api/og/creator/${id}.png`,
      headers: { 'if-none-match': etag },
    });
    expect(notModified.statusCode).toBe(304);

    // A new name is a new card.
    await t.database.db
      .update(user)
      .set({ name: `Renamed Creative ${++n}` })
      .where(eq(user.id, id));
    const renamed = await t.app.inject({ method: 'GET', url: `/api/og/creator/${id}.png` });
    expect(renamed.headers.etag).not.toBe(etag);
  });

  it("serves Pulse's own card for generic pages", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/og/site.png' });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });
});

describe('GET /api/me/share-preview', () => {
  it("shows a creative what their link shows: Pulse's card until approved, then their own", async () => {
    const name = `Preview Pat ${++n}`;
    const { c, id } = await creative({ name, setup: { bio: 'Shooting sunsets on campus.' } });
    const pending = await c.get('/api/me/share-preview');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      url: `${ORIGIN}/creator/${id}`,
      title: 'Pulse',
      description: expect.stringContaining('where culture meets opportunity'),
      imageUrl: '/api/og/site.png',
      imageAlt: 'Pulse: where culture meets opportunity',
      isPublic: false,
    });

    await approve(id);
    const approved = (await c.get('/api/me/share-preview')).json();
    expect(approved).toMatchObject({
      url: `${ORIGIN}/creator/${id}`,
      title: `${name} · Pulse`,
      description: 'Shooting sunsets on campus.',
      isPublic: true,
    });
    expect(approved.imageUrl).toMatch(new RegExp(`^/api/og/creator/${id}\\.png\\?v=[0-9a-f]{16}$`));
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/share-preview' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Sign in to see how your link looks when shared.');
  });
});

describe('search', () => {
  it('lists approved creatives in sitemap.xml and leaves pending ones out', async () => {
    const approved = await creative({ name: 'Sitemap Approved', setup: { bio: 'Approved work.' } });
    await approve(approved.id);
    const pending = await creative({ name: 'Sitemap Pending', setup: { bio: 'Waiting.' } });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain(`<loc>${ORIGIN}/creator/${approved.id}</loc>`);
    expect(res.body).not.toContain(pending.id);
    expect(res.body).toContain(`<loc>${ORIGIN}/discover/beats</loc>`);
  });

  it('keeps private paths out of search in robots.txt and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\n');
    for (const path of ['/api/', '/admin', '/messages', '/deal-diary', '/creator/deals', '/pulspace', '/settings']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Allow: /api/og/');
    expect(lines).not.toContain('Disallow: /creator');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
