import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { JobLog } from '../../../jobs/job-runner';
import { processMedia } from '../../../modules/media/media-processing';
import type { MediaStorage } from '../../../modules/media/media-storage';
import type { Db } from '../../client';
import { creatorProfiles } from '../../schema/creators';
import { mediaFiles, snippets } from '../../schema/media';
import { circles, pieces } from '../../schema/social';
import { DEMO_CREATORS, type DemoCreator } from '../demo-creators';
import { DEMO_PIECES } from '../social';
import { renderArtwork } from './artwork';
import { LOOP_SECONDS, renderLoop } from './audio';
import { DEMO_CIRCLE_COVERS, DEMO_PIECE_CLIPS, DEMO_WORK, type WorkPlan } from './catalog';
import { lookFor } from './looks';
import { renderAvatar, renderCover, type Signature } from './profile-art';
import { demoStorageKey, storeDemoFile } from './store';
import { renderClip } from './video';

/**
 * Demo work that can be seen and heard (issue 17 item 3): every demo creative's snippets (artwork, loops or
 * clips), avatar and cover, the feed pieces' clips and the circles' covers, generated here and stored as real
 * uploads (a media row owned by the creative, the original committed through the media storage), then run
 * through the media pipeline so a fresh install shows ready media. Fixed ids: a second start finds every row
 * and generates nothing; an avatar, cover or piece media a person set is never replaced.
 */

type Attach =
  | {
      to: 'snippet';
      snippetId: string;
      title: string;
      categories: string[];
      tags: string[];
      usageTiers: string[];
      createdAt: Date;
    }
  | { to: 'avatar'; userId: string }
  | { to: 'cover'; userId: string }
  | { to: 'piece'; pieceId: string }
  | { to: 'circle'; circleId: string };

interface Planned {
  id: string;
  ownerId: string;
  kind: 'image' | 'audio' | 'video';
  mimeType: string;
  extension: string;
  durationSeconds: number | null;
  originalName: string;
  render: () => Promise<Buffer>;
  attach: Attach;
}

const CLIP_SECONDS = 12;
/** A producer's cover is a waveform, a designer's shape tiles, anyone filming a film strip. */
function signatureOf(role: string): Signature {
  return role === 'producer' ? 'waveform' : role === 'designer' ? 'tiles' : 'filmstrip';
}

function slugOf(creatorId: string): string {
  return creatorId.replace(/^demo-creator-/, '');
}

function fileName(title: string, extension: string): string {
  return `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.${extension}`;
}

function creator(id: string): DemoCreator {
  const found = DEMO_CREATORS.find((c) => c.id === id);
  if (!found) throw new Error(`unknown demo creator ${id}`);
  return found;
}

function workItem(c: DemoCreator, plan: WorkPlan, index: number): Planned {
  const look = lookFor(c.vibeTags);
  const id = `demo-media-${slugOf(c.id)}-work-${index + 1}`;
  // The first recentWork is the newest: snippets list newest first.
  const attach: Attach = {
    to: 'snippet',
    snippetId: `demo-snippet-${slugOf(c.id)}-${index + 1}`,
    title: plan.title,
    categories: plan.categories,
    tags: c.vibeTags,
    usageTiers: c.creativeRole === 'producer' ? ['ugc', 'commercial', 'sync'] : [],
    // Uploaded over the days before the first start, so a fresh demo has recent uploads (decision 060).
    createdAt: new Date(Date.now() - (index + 1) * 3 * 86_400_000),
  };
  if (plan.kind === 'artwork') {
    return {
      id,
      ownerId: c.id,
      kind: 'image',
      mimeType: 'image/jpeg',
      extension: 'jpg',
      durationSeconds: null,
      originalName: fileName(plan.title, 'jpg'),
      render: async () => (await renderArtwork({ ...plan.art, seed: id, palette: look.palette })).bytes,
      attach,
    };
  }
  if (plan.kind === 'loop') {
    return {
      id,
      ownerId: c.id,
      kind: 'audio',
      mimeType: 'audio/wav',
      extension: 'wav',
      durationSeconds: LOOP_SECONDS,
      originalName: fileName(plan.title, 'wav'),
      render: async () => renderLoop({ seed: id, sound: look.sound, variation: plan.variation }),
      attach,
    };
  }
  return {
    id,
    ownerId: c.id,
    kind: 'video',
    mimeType: 'video/mp4',
    extension: 'mp4',
    durationSeconds: CLIP_SECONDS,
    originalName: fileName(plan.title, 'mp4'),
    render: () =>
      renderClip({
        seed: id,
        width: plan.square ? 720 : 640,
        height: plan.square ? 720 : 360,
        palette: look.palette,
        energy: plan.energy,
        shots: plan.shots,
        title: plan.title,
        soundtrack: renderLoop({ seed: id, sound: look.sound, variation: 0 }),
      }),
    attach,
  };
}

/** Everything the demo media consists of, in a fixed order. */
export function planDemoMedia(): Planned[] {
  const planned: Planned[] = [];
  for (const c of DEMO_CREATORS) {
    const look = lookFor(c.vibeTags);
    for (const [i, plan] of (DEMO_WORK[c.id] ?? []).entries()) planned.push(workItem(c, plan, i));
    planned.push({
      id: `demo-media-${slugOf(c.id)}-avatar`,
      ownerId: c.id,
      kind: 'image',
      mimeType: 'image/png',
      extension: 'png',
      durationSeconds: null,
      originalName: 'avatar.png',
      render: async () => (await renderAvatar(c.id, look.palette, c.look, c.creativeRole)).bytes,
      attach: { to: 'avatar', userId: c.id },
    });
    planned.push({
      id: `demo-media-${slugOf(c.id)}-cover`,
      ownerId: c.id,
      kind: 'image',
      mimeType: 'image/jpeg',
      extension: 'jpg',
      durationSeconds: null,
      originalName: 'cover.jpg',
      render: async () =>
        (await renderCover(`${c.id}-cover`, look.palette, signatureOf(c.creativeRole), c.name.split(' ')[0])).bytes,
      attach: { to: 'cover', userId: c.id },
    });
  }
  for (const piece of DEMO_PIECES) {
    const clip = DEMO_PIECE_CLIPS[piece.id];
    if (!clip) continue;
    const id = `demo-media-${piece.id.replace(/^demo-/, '')}`;
    const producer = creator(piece.producerId);
    planned.push({
      id,
      // The filmmaker cut it; the producer scored it (their loop is the soundtrack).
      ownerId: piece.filmmakerId,
      kind: 'video',
      mimeType: 'video/mp4',
      extension: 'mp4',
      durationSeconds: CLIP_SECONDS,
      originalName: fileName(piece.title, 'mp4'),
      render: () =>
        renderClip({
          seed: id,
          width: clip.square ? 720 : 640,
          height: clip.square ? 720 : 360,
          palette: lookFor(creator(clip.lookOf).vibeTags).palette,
          energy: clip.energy,
          shots: clip.shots,
          title: piece.title,
          soundtrack: renderLoop({ seed: id, sound: lookFor(producer.vibeTags).sound, variation: 0 }),
        }),
      attach: { to: 'piece', pieceId: piece.id },
    });
  }
  for (const [circleId, cover] of Object.entries(DEMO_CIRCLE_COVERS)) {
    const id = `demo-media-${circleId.replace(/^demo-/, '')}-cover`;
    planned.push({
      id,
      ownerId: OWNER_OF_CIRCLE[circleId] ?? DEMO_CREATORS[0]!.id,
      kind: 'image',
      mimeType: 'image/jpeg',
      extension: 'jpg',
      durationSeconds: null,
      originalName: 'circle-cover.jpg',
      render: async () => (await renderCover(id, cover.palette, cover.signature, cover.word)).bytes,
      attach: { to: 'circle', circleId },
    });
  }
  return planned;
}

const OWNER_OF_CIRCLE: Record<string, string> = {
  'demo-circle-beat-lab': 'demo-creator-maya-lin',
  'demo-circle-frame-by-frame': 'demo-creator-sofia-marquez',
  'demo-circle-type-club': 'demo-creator-lena-fischer',
};

async function attach(db: Db, item: Planned): Promise<void> {
  const a = item.attach;
  if (a.to === 'snippet') {
    await db
      .insert(snippets)
      .values({
        id: a.snippetId,
        creatorId: item.ownerId,
        mediaId: item.id,
        kind: 'snippet',
        title: a.title,
        categories: a.categories,
        tags: a.tags,
        usageTiers: a.usageTiers,
        durationSeconds: item.durationSeconds,
        createdAt: a.createdAt,
        updatedAt: a.createdAt,
      })
      .onConflictDoNothing();
  } else if (a.to === 'avatar' || a.to === 'cover') {
    const column = a.to === 'avatar' ? creatorProfiles.avatarMediaId : creatorProfiles.coverMediaId;
    await db
      .update(creatorProfiles)
      .set(a.to === 'avatar' ? { avatarMediaId: item.id } : { coverMediaId: item.id })
      .where(and(eq(creatorProfiles.userId, a.userId), isNull(column)));
  } else if (a.to === 'piece') {
    await db
      .update(pieces)
      // The piece lasts as long as what it plays.
      .set({ mediaId: item.id, ...(item.durationSeconds ? { durationSeconds: item.durationSeconds } : {}) })
      .where(and(eq(pieces.id, a.pieceId), isNull(pieces.mediaId)));
  } else {
    await db
      .update(circles)
      .set({ coverMediaId: item.id })
      .where(and(eq(circles.id, a.circleId), isNull(circles.coverMediaId)));
  }
}

/** Runs `task` over `items`, at most `limit` at a time (ffmpeg and sharp use their own threads as well). */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Without the app's logger, problems still reach the console: a failure is never silent. */
const consoleLog: JobLog = {
  debug() {},
  info() {},
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

export interface SeedDemoMediaResult {
  added: number;
  generateMs: number;
  processMs: number;
}

/** Adds the demo media that is not there yet, then processes what it added. */
export async function seedDemoMedia(
  db: Db,
  storage: MediaStorage,
  options: { log?: JobLog; concurrency?: number } = {},
): Promise<SeedDemoMediaResult> {
  const log = options.log ?? consoleLog;
  const planned = planDemoMedia();
  const existing = new Set(
    (
      await db
        .select({ id: mediaFiles.id })
        .from(mediaFiles)
        .where(
          inArray(
            mediaFiles.id,
            planned.map((p) => p.id),
          ),
        )
    ).map((r) => r.id),
  );
  const missing = planned.filter((p) => !existing.has(p.id));
  const added: string[] = [];
  const started = performance.now();
  await eachLimited(missing, options.concurrency ?? 2, async (item) => {
    let bytes: Buffer;
    try {
      bytes = await item.render();
    } catch (err) {
      // Demo work is not worth a failed start: the row is not written, so the next start tries again.
      log.error({ err, mediaId: item.id }, 'demo media could not be generated');
      return;
    }
    const key = demoStorageKey(item.id, item.extension);
    await storeDemoFile(storage, key, bytes);
    const rows = await db
      .insert(mediaFiles)
      .values({
        id: item.id,
        ownerId: item.ownerId,
        kind: item.kind,
        mimeType: item.mimeType,
        sizeBytes: bytes.length,
        durationSeconds: item.durationSeconds,
        storageKey: key,
        originalName: item.originalName,
        status: 'processing',
      })
      .onConflictDoNothing()
      .returning({ id: mediaFiles.id });
    if (rows.length === 0) return; // another instance got there first
    await attach(db, item);
    added.push(item.id);
  });
  const generated = performance.now();
  await eachLimited(added, options.concurrency ?? 2, async (id) => {
    try {
      await processMedia({ db, storage, log }, id);
    } catch (err) {
      // Left `processing`: the media job picks it up at the next start (media.jobs.ts).
      log.warn({ err, mediaId: id }, 'demo media not processed yet');
    }
  });
  const result = {
    added: added.length,
    generateMs: Math.round(generated - started),
    processMs: Math.round(performance.now() - generated),
  };
  if (added.length > 0) log.info(result, 'demo media ready');
  return result;
}
