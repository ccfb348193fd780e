import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { creatorTypeLabel } from '@pulse/domain/creator-page';
import type { SharePreviewResponse } from '@pulse/domain/share';
import type { MediaStorage } from '../media/media-storage';
import { OG_CARD_VERSION, type OgCard, renderOgCard } from './og-card';
import { clip, genericPageMeta, licenseVerificationMeta, type PageMeta, staticPageMeta } from './page-meta';
import type { ShareRepository } from './share.repository';
import { type ArtSource, peaksOf, pictureOf, readArt } from './share-art';

export const SHARE_KINDS = ['creator', 'piece', 'playlist', 'beat', 'circle'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** A card before its pictures are read: what the cache key is made of. */
type CardSpec = Omit<OgCard, 'art'> & { art: ArtSource[] };

interface Subject {
  meta: Omit<PageMeta, 'imagePath'>;
  card: CardSpec;
}

/** The page each kind of thing lives at in the web app (beats are shown on Discover Beats). */
function pathOf(kind: ShareKind, id: string): string {
  const e = encodeURIComponent(id);
  switch (kind) {
    case 'creator':
      return `/creator/${e}`;
    case 'piece':
      return `/piece/${e}`;
    case 'playlist':
      return `/playlist/${e}`;
    case 'circle':
      return `/circles/${e}`;
    case 'beat':
      return '/discover/beats';
  }
}

/** The card's content-addressed name: everything drawn, and the hashes of the pictures (decision 021). */
function cardKey(card: CardSpec): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: OG_CARD_VERSION, ...card }))
    .digest('hex');
}

const PAGE_PATTERN = /^\/(creator|piece|playlist|circles)\/([^/]+)$/;
const KIND_BY_SEGMENT: Record<string, ShareKind> = {
  creator: 'creator',
  piece: 'piece',
  playlist: 'playlist',
  circles: 'circle',
};

export function createShareService(deps: { repo: ShareRepository; storage: MediaStorage; publicUrl: string }) {
  const { repo, storage } = deps;
  const host = new URL(deps.publicUrl).host;
  const origin = new URL(deps.publicUrl).origin;
  /** Cards being drawn right now, so a burst of requests for a new link draws it once. */
  const drawing = new Map<string, Promise<void>>();

  async function describe(kind: ShareKind, id: string): Promise<Subject | null> {
    const path = pathOf(kind, id);
    const footer = `${host}${path}`;
    switch (kind) {
      case 'creator': {
        const c = await repo.findCreator(id);
        if (!c) return null;
        const type = creatorTypeLabel({
          creativeTypes: c.creativeTypes,
          creativeRole: c.creativeRole,
          category: c.category,
        });
        // The work is the face of the card (DESIGN 1); the profile's cover banner and avatar only stand in for it.
        const art = pictureOf(c.lead?.media) ?? pictureOf(c.cover) ?? pictureOf(c.avatar);
        const place = c.location && c.location !== 'Remote' ? c.location : '';
        const lead = `${c.name} is a ${type.toLowerCase()}${place ? ` in ${place}` : ''} on Pulse.`;
        return {
          meta: {
            title: `${c.name} · Pulse`,
            description: clip(c.bio.trim() || lead),
            canonicalPath: path,
            imageAlt: `${c.name}, ${type} on Pulse`,
            type: 'profile',
            noindex: false,
            fallback: {
              heading: c.name,
              lines: [[type, place].filter(Boolean).join(' · '), c.bio, c.tags.join(', ')].filter(Boolean),
            },
          },
          card: {
            eyebrow: `Creative · ${type}`,
            title: c.name,
            subtitle: place,
            tags: c.tags.slice(0, 4),
            footer,
            seed: c.id,
            art: art ? [art] : [],
            peaks: art ? null : peaksOf(c.lead?.media),
          },
        };
      }
      case 'piece': {
        const p = await repo.findPiece(id);
        if (!p) return null;
        const by = `${p.producerName} × ${p.filmmakerName}`;
        const art = pictureOf(p.media);
        return {
          meta: {
            title: `${p.title} · Pulse`,
            description: clip(
              p.description.trim() || `A collaboration by ${p.producerName} and ${p.filmmakerName} on Pulse.`,
            ),
            canonicalPath: path,
            imageAlt: `${p.title} by ${by}`,
            type: 'video.other',
            noindex: false,
            fallback: { heading: p.title, lines: [by, p.description].filter(Boolean) },
          },
          card: {
            eyebrow: 'Collab piece',
            title: p.title,
            subtitle: by,
            tags: p.tags.slice(0, 4),
            footer,
            seed: p.id,
            art: art ? [art] : [],
            peaks: art ? null : peaksOf(p.media),
          },
        };
      }
      case 'playlist': {
        const l = await repo.findPlaylist(id);
        if (!l) return null;
        const curator = l.ownerName ?? 'Pulse';
        const count = `${l.itemCount} ${l.itemCount === 1 ? 'piece' : 'pieces'}`;
        const art = l.items.flatMap((i) => pictureOf(i.media) ?? []);
        return {
          meta: {
            title: `${l.title} · Pulse`,
            description: clip(l.description.trim() || `A playlist of ${count} curated by ${curator} on Pulse.`),
            canonicalPath: path,
            imageAlt: `${l.title}, a playlist on Pulse`,
            type: 'music.playlist',
            noindex: false,
            fallback: {
              heading: l.title,
              lines: [`Curated by ${curator} · ${count}`, l.description, ...l.items.map((i) => i.title)].filter(
                Boolean,
              ),
            },
          },
          card: {
            eyebrow: 'Playlist',
            title: l.title,
            subtitle: `Curated by ${curator} · ${count}`,
            tags: l.tags.slice(0, 4),
            footer,
            seed: l.id,
            art,
            peaks: null,
          },
        };
      }
      case 'beat': {
        const b = await repo.findBeat(id);
        if (!b) return null;
        return {
          meta: {
            title: `${b.title} · Pulse`,
            description: clip(
              `${b.title}, a beat by ${b.producerName}: ${b.bpm} BPM in ${b.key}. License it on Pulse.`,
            ),
            canonicalPath: path,
            imageAlt: `${b.title}, a beat by ${b.producerName}`,
            type: 'website',
            noindex: false,
            fallback: { heading: b.title, lines: [`by ${b.producerName}`, `${b.bpm} BPM · ${b.key}`] },
          },
          card: {
            eyebrow: 'Beat',
            title: b.title,
            subtitle: `by ${b.producerName}`,
            tags: b.moods.slice(0, 4),
            footer,
            seed: b.producerId,
            art: [],
            peaks: b.peaks,
            badge: `${b.bpm} BPM · ${b.key}`,
          },
        };
      }
      case 'circle': {
        const c = await repo.findCircle(id);
        if (!c) return null;
        const art = pictureOf(c.cover);
        const members = `${c.members} ${c.members === 1 ? 'member' : 'members'}`;
        return {
          meta: {
            title: `${c.name} · Pulse`,
            description: clip(c.description.trim() || `${c.name}, a Pulse Circle.`),
            canonicalPath: path,
            imageAlt: `${c.name}, a Pulse Circle`,
            type: 'website',
            noindex: false,
            fallback: { heading: c.name, lines: [`${c.category} · ${members}`, c.description].filter(Boolean) },
          },
          card: {
            eyebrow: `Pulse Circle · ${c.category}`,
            title: c.name,
            subtitle: members,
            tags: c.tags.slice(0, 4),
            footer,
            seed: c.id,
            art: art ? [art] : [],
            peaks: null,
          },
        };
      }
    }
  }

  function siteCard(): CardSpec {
    return {
      eyebrow: 'Curated marketplace',
      title: 'Where culture meets opportunity',
      subtitle: 'College creatives, partners and fans',
      tags: ['Producers', 'Videographers', 'Designers'],
      footer: host,
      seed: 'pulse',
      art: [],
      peaks: null,
      brand: true,
    };
  }

  /** Draws the card once and stores it under its key; concurrent requests for it wait for the same drawing. */
  async function ensureCard(key: string, spec: CardSpec): Promise<void> {
    const storageKey = `og/${key.slice(0, 2)}/${key}.png`;
    if (await storage.stat(storageKey)) return;
    let pending = drawing.get(key);
    if (!pending) {
      pending = (async () => {
        const art = (await Promise.all(spec.art.map((a) => readArt(storage, a)))).filter((b): b is Buffer => !!b);
        const png = await renderOgCard({ ...spec, art });
        const temp = await storage.createTempPath();
        try {
          await writeFile(temp, png);
          await storage.commit(temp, storageKey);
        } finally {
          await storage.discardTemp(temp);
        }
      })().finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    await pending;
  }

  function imagePathOf(kind: ShareKind, id: string, key: string): string {
    return `/api/og/${kind}/${encodeURIComponent(id)}.png?v=${key.slice(0, 16)}`;
  }

  /** The head of a public page: its own tags when the path names a public thing, else the app's generic ones. */
  async function pageMeta(pathname: string): Promise<PageMeta> {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const fixed = staticPageMeta(path);
    if (fixed) return fixed;
    if (/^\/licenses\/verify\/[^/]+$/.test(path)) return licenseVerificationMeta(path);
    const match = PAGE_PATTERN.exec(path);
    if (!match) return genericPageMeta();
    const kind = KIND_BY_SEGMENT[match[1]!]!;
    let id: string;
    try {
      id = decodeURIComponent(match[2]!);
    } catch {
      return genericPageMeta();
    }
    const subject = await describe(kind, id);
    if (!subject) return genericPageMeta();
    return { ...subject.meta, imagePath: imagePathOf(kind, id, cardKey(subject.card)) };
  }

  return {
    pageMeta,

    /** What a shared link to this creative's page shows right now (the `/pulspace` preview). */
    async preview(userId: string): Promise<SharePreviewResponse> {
      const path = pathOf('creator', userId);
      const meta = await pageMeta(path);
      return {
        url: `${origin}${path}`,
        title: meta.title,
        description: meta.description,
        imageUrl: meta.imagePath,
        imageAlt: meta.imageAlt,
        isPublic: !meta.noindex,
      };
    },

    /** The share card of a public thing (null when it is not public), drawn on first request and then kept. */
    async card(kind: ShareKind | 'site', id: string): Promise<{ key: string; storageKey: string } | null> {
      const spec = kind === 'site' ? siteCard() : (await describe(kind, id))?.card;
      if (!spec) return null;
      const key = cardKey(spec);
      await ensureCard(key, spec);
      return { key, storageKey: `og/${key.slice(0, 2)}/${key}.png` };
    },

    /** `sitemap.xml`: the public screens, then approved creatives, pieces, public playlists and circles. */
    async sitemap(staticPaths: readonly string[]): Promise<{ path: string; lastModified: Date | null }[]> {
      const e = await repo.sitemapEntries();
      return [
        ...staticPaths.map((path) => ({ path, lastModified: null })),
        ...e.creators.map((r) => ({ path: pathOf('creator', r.id), lastModified: r.updatedAt })),
        ...e.pieces.map((r) => ({ path: pathOf('piece', r.id), lastModified: r.updatedAt })),
        ...e.playlists.map((r) => ({ path: pathOf('playlist', r.id), lastModified: r.updatedAt })),
        ...e.circles.map((r) => ({ path: pathOf('circle', r.id), lastModified: r.updatedAt })),
      ];
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
