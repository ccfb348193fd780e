import { EMAIL_TAKEN_MESSAGE } from '@pulse/domain/accounts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { beatLicenses } from '../src/db/schema/beats';
import { tasteProfiles } from '../src/db/schema/taste';
import { listUserReferences } from '../src/modules/accounts/guest-rows.repository';
import { uploadedTake } from './helpers/media-files';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let emails = 0;
const uniqueEmail = () => `guest-upgrade-${++emails}-${Date.now()}@example.edu`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const client = () => new Client(t.app, `10.20.${Math.floor(++ip / 250)}.${ip % 250}`);
let keys = 0;

/** A published beat by an approved producer of its own. */
async function publishedBeat(): Promise<string> {
  const p = client();
  const { id } = (await p.post('/api/me/role', { role: 'creator', creativeRole: 'producer' })).json().user;
  await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, id));
  const created = await p.post('/api/beats', {
    mediaId: await uploadedTake(p, 12, 'track'),
    previewMediaId: await uploadedTake(p, 6, 'snippet'),
    title: 'Guest Night Drive',
    bpm: 92,
    key: 'A minor',
    moods: ['Moody'],
    licenseTypes: ['Film'],
    nonExclusivePriceCents: 14_900,
    exclusivePriceCents: 149_900,
  });
  expect(created.statusCode, created.body).toBe(201);
  const beatId = created.json().beat.id as string;
  expect((await p.post(`/api/beats/${beatId}/publish`)).statusCode).toBe(200);
  return beatId;
}

/** A guest filmmaker who paid for a licence and built a taste: the things that must never be lost. */
async function guestWithPaidLicence() {
  const c = client();
  const guest = (await c.post('/api/me/role', { role: 'creator', creativeRole: 'filmmaker' })).json().user;
  const beatId = await publishedBeat();
  const bought = await c.request({
    method: 'POST',
    url: `/api/beats/${beatId}/licenses`,
    payload: JSON.stringify({ kind: 'non_exclusive', usageType: 'Film', paymentMethod: 'pm_card_visa' }),
    headers: { 'content-type': 'application/json', 'idempotency-key': `guest-upgrade-${Date.now()}-${++keys}` },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  await t.database.db.insert(tasteProfiles).values({ userId: guest.id, preferredVibes: ['Moody'] });
  return { c, guestId: guest.id as string, licenceId: bought.json().license.id as string };
}

/** Every row in any table that still points at `userId`, by table and column. */
async function rowsPointingAt(userId: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await listUserReferences(t.database.db)) {
    const res = (await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where ${sql.raw(`"${column}"`)} = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    if ((res.rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('a guest becomes an account without losing anything', () => {
  it('reads every reference to a user from the catalog, the tables that held guest data included', async () => {
    const refs = (await listUserReferences(t.database.db)).map((r) => `${r.table.replace(/"/g, '')}.${r.column}`);
    for (const expected of [
      'beat_licenses.buyer_id',
      'playlists.owner_id',
      'pieces.producer_id',
      'messages.sender_id',
      'tips.fan_id',
    ]) {
      expect(refs).toContain(expected);
    }
    expect(refs).not.toContain('session.user_id');
  });

  it('signing up keeps the guest’s own user: the paid licence and the taste stay where they were', async () => {
    const { c, guestId, licenceId } = await guestWithPaidLicence();
    const email = uniqueEmail();
    const up = await c.post('/api/accounts/sign-up', { name: 'Gia Upgrade', email, password: 'correct horse' });
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().user).toMatchObject({ id: guestId, email, isGuest: false, role: 'creator' });
    const held = (await c.get('/api/me/beat-licenses')).json().licenses.map((l: { id: string }) => l.id);
    expect(held).toEqual([licenceId]);
    const [taste] = await t.database.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, guestId));
    expect(taste?.preferredVibes).toEqual(['Moody']);

    // The new password signs in to the same user from anywhere.
    const elsewhere = client();
    const back = await elsewhere.post('/api/accounts/sign-in', { email, password: 'correct horse' });
    expect(back.json().user.id).toBe(guestId);
  });

  it('a taken e-mail is refused and the guest stays a guest with everything', async () => {
    const email = uniqueEmail();
    await client().post('/api/accounts/sign-up', { name: 'First Owner', email, password: 'password-1' });
    const { c, guestId, licenceId } = await guestWithPaidLicence();
    const res = await c.post('/api/accounts/sign-up', { name: 'Second', email, password: 'password-2' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(EMAIL_TAKEN_MESSAGE);
    expect((await c.get('/api/me')).json().user).toMatchObject({ id: guestId, isGuest: true });
    const [licence] = await t.database.db.select().from(beatLicenses).where(eq(beatLicenses.id, licenceId));
    expect(licence?.buyerId).toBe(guestId);
  });

  it('signing in to an existing account from a guest session moves every row, then the guest goes', async () => {
    const email = uniqueEmail();
    const owner = client();
    const account = (
      await owner.post('/api/accounts/sign-up', { name: 'Existing', email, password: 'password-1' })
    ).json().user;
    await t.database.db.insert(tasteProfiles).values({ userId: account.id, preferredVibes: ['Bold'] });

    const { c, guestId, licenceId } = await guestWithPaidLicence();
    const res = await c.post('/api/accounts/sign-in', { email, password: 'password-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(account.id);

    const [licence] = await t.database.db.select().from(beatLicenses).where(eq(beatLicenses.id, licenceId));
    expect(licence?.buyerId).toBe(account.id);
    expect(await rowsPointingAt(guestId)).toEqual([]);
    expect(await t.database.db.select().from(user).where(eq(user.id, guestId))).toEqual([]);
    // The account's own taste stood; the guest's duplicate went with the guest.
    const [taste] = await t.database.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, account.id));
    expect(taste?.preferredVibes).toEqual(['Bold']);
  });

  it('a block between the account and the guest it was goes when they merge, and the sign-in works', async () => {
    const email = uniqueEmail();
    const owner = client();
    await owner.post('/api/accounts/sign-up', { name: 'Blocker', email, password: 'password-1' });
    const guest = client();
    const guestId = (await guest.post('/api/me/role', { role: 'fan' })).json().user.id as string;
    const { blocks } = await import('../src/db/schema/safety');
    // Written directly: the block itself is the safety suite's; here only the merge matters.
    const accountId = (await owner.get('/api/me')).json().user.id as string;
    await t.database.db.insert(blocks).values({ blockerId: accountId, blockedId: guestId });

    const res = await guest.post('/api/accounts/sign-in', { email, password: 'password-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(blocks).where(eq(blocks.blockerId, accountId))).toEqual([]);
    expect(await rowsPointingAt(guestId)).toEqual([]);
  });
});
