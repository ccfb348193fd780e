import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFingerprints, fingerprintHashCounts, fingerprintLandmarks } from '../src/db/schema/fingerprints';
import { mediaFiles } from '../src/db/schema/media';
import { newId } from '../src/lib/ids';
import { testAccounts } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * `fingerprint_hash_counts` (migration 0043, decision 058): the landmarks stored under each hash, kept exact by
 * statement triggers through inserts, deletes and a media file's cascade, since a lookup trusts it to pick the
 * rarest hashes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { creative } = testAccounts(() => t, { ip: '10.58', creative: { namePrefix: 'Count Producer' } });

/** A stored audio file with a fingerprint of these hashes (one landmark each, frames in order). */
async function fingerprinted(ownerId: string, hashes: number[]) {
  const { db } = t.database;
  const mediaId = newId();
  await db.insert(mediaFiles).values({
    id: mediaId,
    ownerId,
    kind: 'audio',
    mimeType: 'audio/wav',
    sizeBytes: 1000,
    storageKey: `test/${mediaId}`,
  });
  const [fp] = await db
    .insert(audioFingerprints)
    .values({ mediaId, landmarkCount: hashes.length })
    .returning({ id: audioFingerprints.id });
  await db.insert(fingerprintLandmarks).values(hashes.map((hash, i) => ({ fingerprintId: fp!.id, hash, t: i })));
  return { mediaId, fingerprintId: fp!.id };
}

/** The stored count per hash, and the true count by counting the landmarks. */
async function counts(hashes: number[]) {
  const { db } = t.database;
  const kept = await db.select().from(fingerprintHashCounts).where(inArray(fingerprintHashCounts.hash, hashes));
  const actual = await db
    .select({ hash: fingerprintLandmarks.hash, landmarks: sql<number>`count(*)::int` })
    .from(fingerprintLandmarks)
    .where(inArray(fingerprintLandmarks.hash, hashes))
    .groupBy(fingerprintLandmarks.hash);
  const byHash = (rows: { hash: number; landmarks: number }[]) =>
    Object.fromEntries(hashes.map((h) => [h, rows.find((r) => r.hash === h)?.landmarks ?? 0]));
  return { kept: byHash(kept), actual: byHash(actual) };
}

describe('fingerprint hash counts', () => {
  it('stay exact through a bulk insert, a delete and a media file deleted with its fingerprint', async () => {
    const owner = await creative();
    // Hashes no other test is likely to write: a random base near the top of the integer range.
    const base = 2_000_000_000 - Math.floor(Math.random() * 1_000_000) * 8;
    const hashes = [base, base + 1, base + 2];
    const a = await fingerprinted(owner.id, [base, base, base + 1]);
    const b = await fingerprinted(owner.id, [base, base + 1, base + 1, base + 2]);
    let now = await counts(hashes);
    expect(now.kept).toEqual({ [base]: 3, [base + 1]: 3, [base + 2]: 1 });
    expect(now.kept).toEqual(now.actual);

    // A delete of some landmarks.
    await t.database.db
      .delete(fingerprintLandmarks)
      .where(
        sql`${fingerprintLandmarks.fingerprintId} = ${b.fingerprintId} and ${fingerprintLandmarks.hash} = ${base + 1}`,
      );
    now = await counts(hashes);
    expect(now.kept).toEqual({ [base]: 3, [base + 1]: 1, [base + 2]: 1 });
    expect(now.kept).toEqual(now.actual);

    // The media file goes, and its fingerprint and landmarks with it (a cascade the triggers see).
    await t.database.db.delete(mediaFiles).where(eq(mediaFiles.id, a.mediaId));
    now = await counts(hashes);
    expect(now.kept).toEqual({ [base]: 1, [base + 1]: 0, [base + 2]: 1 });
    expect(now.kept).toEqual(now.actual);
  });
});
