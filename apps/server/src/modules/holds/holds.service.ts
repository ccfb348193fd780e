import {
  bestMatch,
  FINGERPRINT_HOP,
  FINGERPRINT_SAMPLE_RATE,
  isSameRecording,
  type Landmark,
  MIN_CANDIDATE_LANDMARKS,
  planProbe,
  probeHashes,
} from '@pulse/domain/audio-fingerprint';
import { type DeliveryFlag, type HeldUpload, HOLD_MESSAGES, type MyHold } from '@pulse/domain/content-holds';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { loadWorkMedia } from '../media/work-media';
import { sendNotification } from '../messaging/notifications';
import { createHoldsRepository, type FingerprintMatchRow, type HoldRow } from './holds.repository';

const SECONDS_PER_FRAME = FINGERPRINT_HOP / FINGERPRINT_SAMPLE_RATE;
const QUEUE_LIMIT = 100;

/** What a hold needs of a beat. */
export interface HoldableBeat {
  id: string;
  producerId: string;
  mediaId: string;
  previewMediaId: string;
  title: string;
  splits: { userId: string }[];
}

/**
 * Acoustic fingerprints and held uploads (issue 32 item 4, decision 058). The analysis job fingerprints every
 * audio file and records which other accounts' files it is a copy of; publishing a beat reads that record: a
 * match with another account's work (not a collaborator's) holds the beat for an admin, tells the uploader why
 * and tells the original's owner. A file with no fingerprint yet publishes, and is held when its fingerprint
 * arrives. A delivery's match is a flag on the deal for the partner.
 */
export function createHoldsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const repo = createHoldsRepository(db);
  const now = deps.now ?? (() => new Date());

  /**
   * The files of other accounts that `readings` (an upload read at the query shifts) are a copy of, best first.
   * Of at most MAX_PROBE_HASHES of its hashes, the rarest in the index are probed, within PROBE_ROW_BUDGET
   * stored landmarks (`planProbe`); the database keeps the files with enough of them to match, and the offset
   * histogram per candidate file is computed here.
   */
  async function findCopies(
    ownerId: string,
    readings: readonly (readonly Landmark[])[],
  ): Promise<FingerprintMatchRow[]> {
    const hashes = probeHashes(readings);
    const plan = planProbe(hashes, await repo.hashCounts(hashes));
    const rows = await repo.probe(plan.probe, ownerId, MIN_CANDIDATE_LANDMARKS);
    const byMedia = new Map<string, { count: number; marks: Landmark[] }>();
    for (const r of rows) {
      const entry = byMedia.get(r.mediaId) ?? { count: r.landmarkCount, marks: [] };
      entry.marks.push({ hash: r.hash, t: r.t });
      byMedia.set(r.mediaId, entry);
    }
    const sampled = { probe: new Set(plan.probe), skipped: plan.skipped };
    const found: FingerprintMatchRow[] = [];
    for (const [mediaId, { count, marks }] of byMedia) {
      const m = bestMatch(readings, plan.considered, marks, count, sampled);
      if (isSameRecording(m)) {
        found.push({
          mediaId,
          score: m.score,
          ratio: Math.round(m.ratio * 1000) / 1000,
          offsetSeconds: Math.round(m.offset * SECONDS_PER_FRAME * 10) / 10,
        });
      }
    }
    return found.sort((a, b) => b.ratio - a.ratio || b.score - a.score);
  }

  /**
   * The earliest upload among `matches` that is another account's work, not shared with `people` (the upload's owner and
   * the collaborators of its splits) and not itself held: the original a copy is held against.
   */
  async function originalAmong(
    matches: readonly FingerprintMatchRow[],
    people: { ids: readonly string[]; names: readonly string[] },
  ) {
    if (matches.length === 0) return null;
    const ids = matches.map((m) => m.mediaId);
    const [works, held, owners] = await Promise.all([
      repo.worksOf(ids),
      repo.unreleasedMedia(ids),
      repo.mediaOwners(ids),
    ]);
    const ownerOf = new Map(owners.map((o) => [o.id, o.ownerId]));
    // The earliest upload among the copies is the original (a released copy or a collaborator's remaster
    // matches too, and comes later).
    const uploadedAt = new Map(owners.map((o) => [o.id, o.createdAt.getTime()]));
    const byAge = [...matches].sort((a, b) => (uploadedAt.get(a.mediaId) ?? 0) - (uploadedAt.get(b.mediaId) ?? 0));
    const lowerNames = new Set(people.names.map((n) => n.trim().toLowerCase()));
    for (const m of byAge) {
      const owner = ownerOf.get(m.mediaId);
      if (!owner || people.ids.includes(owner) || held.has(m.mediaId)) continue;
      const work = works.find((w) => w.mediaId === m.mediaId);
      if (!work) continue;
      // Collaborators are never flagged against each other, whichever side names the other.
      if (work.people.some((p) => people.ids.includes(p))) continue;
      if (work.names.some((n) => lowerNames.has(n.trim().toLowerCase()))) continue;
      return { match: m, ownerId: owner, work };
    }
    return null;
  }

  async function namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    return new Map((await repo.users(ids)).map((u) => [u.id, u.name]));
  }

  /** Holds a beat against an original: the hold, the uploader's and the owner's notifications. */
  async function holdBeat(
    beat: HoldableBeat,
    found: NonNullable<Awaited<ReturnType<typeof originalAmong>>>,
    mediaId: string,
  ) {
    const names = await namesOf([found.ownerId, beat.producerId]);
    const { hold, created } = await repo.insertHold({
      id: newId(),
      subject: 'beat',
      subjectId: beat.id,
      title: beat.title,
      mediaId,
      uploaderId: beat.producerId,
      matchedMediaId: found.match.mediaId,
      matchedOwnerId: found.ownerId,
      matchedTitle: found.work.title,
      score: found.match.score,
      ratio: found.match.ratio,
      offsetSeconds: found.match.offsetSeconds,
      status: 'pending',
    });
    if (created) {
      const body = HOLD_MESSAGES.heldBody(beat.title, found.work.title, names.get(found.ownerId) ?? 'another creative');
      await sendNotification(db, {
        userId: beat.producerId,
        kind: 'upload_held',
        title: HOLD_MESSAGES.heldTitle(beat.title),
        body,
        link: '/producer/beats',
        email: { subject: HOLD_MESSAGES.heldTitle(beat.title), text: body },
      });
      const ownerBody = HOLD_MESSAGES.ownerBody(found.work.title, beat.title);
      await sendNotification(db, {
        userId: found.ownerId,
        kind: 'upload_matched_yours',
        title: HOLD_MESSAGES.ownerTitle(found.work.title),
        body: ownerBody,
        link: null,
        email: { subject: HOLD_MESSAGES.ownerTitle(found.work.title), text: ownerBody },
      });
    }
    return hold;
  }

  /** The holds of a beat, if any decides it: a rejected or pending one stops publishing. */
  async function screenBeatFiles(beat: HoldableBeat): Promise<HoldRow | null> {
    for (const mediaId of new Set([beat.mediaId, beat.previewMediaId])) {
      const existing = await repo.holdFor('beat', beat.id, mediaId);
      if (existing) {
        if (existing.status === 'released') continue;
        return existing;
      }
      const fp = await repo.fingerprintOf(mediaId);
      if (!fp) continue;
      const found = await originalAmong(fp.matches, {
        ids: [beat.producerId, ...beat.splits.map((s) => s.userId)],
        names: [],
      });
      if (found) return holdBeat(beat, found, mediaId);
    }
    return null;
  }

  async function toHeldUploads(rows: HoldRow[]): Promise<HeldUpload[]> {
    const names = await namesOf(rows.flatMap((r) => [r.uploaderId, r.matchedOwnerId]));
    const media = await loadWorkMedia(
      db,
      rows.flatMap((r) => [r.mediaId, r.matchedMediaId]),
    );
    return rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      subjectId: r.subjectId,
      status: r.status,
      score: r.score,
      ratio: r.ratio,
      offsetSeconds: r.offsetSeconds,
      upload: {
        mediaId: r.mediaId,
        title: r.title,
        owner: { id: r.uploaderId, name: names.get(r.uploaderId) ?? '' },
        media: media.get(r.mediaId) ?? null,
      },
      original: {
        mediaId: r.matchedMediaId,
        title: r.matchedTitle,
        owner: { id: r.matchedOwnerId, name: names.get(r.matchedOwnerId) ?? '' },
        media: media.get(r.matchedMediaId) ?? null,
      },
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    }));
  }

  async function decide(adminId: string, id: string, status: 'released' | 'rejected'): Promise<{ hold: HeldUpload }> {
    const current = await repo.find(id);
    if (current?.subject !== 'beat') throw new AppError('not_found', HOLD_MESSAGES.notFound);
    const at = now();
    const decided = await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const txRepo = createHoldsRepository(tx);
      const row = await txRepo.decide(id, status, adminId, at);
      if (!row) throw new AppError('conflict', HOLD_MESSAGES.notPending);
      const beat = await txRepo.beat(row.subjectId);
      if (status === 'released' && beat?.status === 'draft') await txRepo.setBeatStatus(beat.id, 'published', at);
      const title =
        status === 'released' ? HOLD_MESSAGES.releasedTitle(row.title) : HOLD_MESSAGES.rejectedTitle(row.title);
      const body =
        status === 'released'
          ? HOLD_MESSAGES.releasedBody(row.title)
          : HOLD_MESSAGES.rejectedBody(row.title, row.matchedTitle);
      await sendNotification(tx, {
        userId: row.uploaderId,
        kind: 'upload_reviewed',
        title,
        body,
        link: '/producer/beats',
        email: { subject: title, text: body },
      });
      return row;
    });
    return { hold: (await toHeldUploads([decided]))[0]! };
  }

  return {
    findCopies,

    /** Records a file's fingerprint and the copies it is of (the analysis job), then holds what must be held. */
    async recordFingerprint(
      mediaId: string,
      ownerId: string,
      readings: readonly (readonly Landmark[])[],
    ): Promise<number> {
      const matches = await findCopies(ownerId, readings);
      await repo.saveFingerprint(mediaId, readings[0] ?? [], matches);
      // A beat published before its fingerprint was ready goes back to draft, held, if it is a copy.
      for (const beat of await repo.publishedBeatsOf(mediaId)) {
        const hold = await screenBeatFiles(beat);
        if (hold?.status === 'pending') await repo.setBeatStatus(beat.id, 'draft', null);
      }
      return matches.length;
    },

    /**
     * Called as a beat is published: throws 409 with the reason when the beat is (or just got) held, or was
     * rejected. No fingerprint yet: nothing to say (publishing goes on; the job checks when it is ready).
     */
    async screenBeat(beat: HoldableBeat): Promise<void> {
      const hold = await screenBeatFiles(beat);
      if (!hold) return;
      if (hold.status === 'rejected') throw new AppError('conflict', HOLD_MESSAGES.rejected);
      const owner = (await namesOf([hold.matchedOwnerId])).get(hold.matchedOwnerId) ?? 'another creative';
      throw new AppError('conflict', HOLD_MESSAGES.heldBody(beat.title, hold.matchedTitle, owner));
    },

    /** The flag on a delivered file that matches someone else's catalogue (not the deal's people). */
    async deliveryFlags(
      deliveries: { dealId: string; mediaId: string; people: string[] }[],
    ): Promise<Map<string, DeliveryFlag>> {
      const out = new Map<string, DeliveryFlag>();
      const fps = new Map((await repo.fingerprintsOf(deliveries.map((d) => d.mediaId))).map((f) => [f.mediaId, f]));
      for (const d of deliveries) {
        const fp = fps.get(d.mediaId);
        if (!fp) continue;
        const found = await originalAmong(fp.matches, { ids: d.people, names: [] });
        if (!found) continue;
        const owner = (await namesOf([found.ownerId])).get(found.ownerId) ?? 'another creative';
        out.set(d.dealId, {
          mediaId: d.mediaId,
          message: HOLD_MESSAGES.deliveryFlag(found.work.title, owner),
          ratio: found.match.ratio,
        });
      }
      return out;
    },

    async queue(adminId: string): Promise<{ holds: HeldUpload[] }> {
      void adminId;
      return { holds: await toHeldUploads(await repo.queue(QUEUE_LIMIT)) };
    },
    release: (adminId: string, id: string) => decide(adminId, id, 'released'),
    reject: (adminId: string, id: string) => decide(adminId, id, 'rejected'),

    async mine(userId: string): Promise<{ holds: MyHold[] }> {
      const rows = await repo.byUploader(userId);
      return {
        holds: rows.map((r) => ({
          id: r.id,
          subject: r.subject,
          subjectId: r.subjectId,
          status: r.status,
          message:
            r.status === 'pending'
              ? HOLD_MESSAGES.stillHeld
              : r.status === 'rejected'
                ? HOLD_MESSAGES.rejected
                : HOLD_MESSAGES.releasedBody(r.title),
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type HoldsService = ReturnType<typeof createHoldsService>;
