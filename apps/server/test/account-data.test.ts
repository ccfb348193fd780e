import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ACCOUNT_DELETED_EMAIL_SUBJECT,
  DATA_EXPORT_MESSAGES,
  DELETE_ACCOUNT_MESSAGES,
  DELETED_ACCOUNT_NAME,
  DELETED_EMAIL_DOMAIN,
} from '@pulse/domain/account-data';
import { INVALID_CREDENTIALS_MESSAGE } from '@pulse/domain/accounts';
import { escrowAccount, payableAccount } from '@pulse/domain/ledger';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { ledgerEntries } from '../src/db/schema/ledger';
import { mediaFiles } from '../src/db/schema/media';
import { emailOutbox } from '../src/db/schema/messaging';
import { blocks, reports } from '../src/db/schema/safety';
import { deals, submissions } from '../src/db/schema/submissions';
import { tasteProfiles } from '../src/db/schema/taste';
import { EXPORT_SECTIONS, USER_DATA } from '../src/modules/accounts/user-data-map';
import { createLocalMediaStorage } from '../src/modules/media/media-storage';
import { type Account, testAccounts } from './helpers/accounts';
import { signBoth } from './helpers/contracts';
import { uploadedTake, wavFile } from './helpers/media-files';
import { acceptedDealBetween, keyed, ledgerBalance } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'pulse-account-data-'));
const storage = createLocalMediaStorage(join(dataDir, 'media'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'error' } });
});
afterAll(() => t.close());

let n = 0;
const PASSWORD = 'leave-with-my-data';

/**
 * Signed-up, approved accounts with a verified e-mail (a guest who picked the role, then signed up); creatives are
 * producers with a profile.
 */
const { client, session, partner, creative } = testAccounts(() => t, {
  ip: '10.36',
  signUp: { email: () => `leaving.${++n}.${Date.now()}@example.edu`, password: PASSWORD },
  creative: {
    creativeRole: 'producer',
    chooseRole: true,
    profile: { vibeTags: ['Bright', 'Energetic'], niche: 'Campus video', bio: 'Films campus life.' },
  },
});

async function upload(p: Account, seconds: number): Promise<{ id: string; bytes: Buffer }> {
  return { id: await uploadedTake(p.c, seconds, 'snippet'), bytes: wavFile(seconds) };
}

/** A project brief funded by `brand`, `creative` applied and was selected: the deal is accepted. */
async function acceptedDeal(brand: Account, creative: Account, title: string) {
  const made = await acceptedDealBetween(
    brand.c,
    creative.c,
    { title, category: 'producer' },
    {
      portfolioLinks: ['vimeo.com/leaving'],
    },
  );
  return made.dealId;
}

/** The same deal carried to complete: signed, delivered, approved, paid out; both reviews in. */
async function completedDeal(brand: Account, creative: Account, title: string) {
  const dealId = await acceptedDeal(brand, creative, title);
  await signBoth(brand.c, creative.c, dealId);
  const delivered = await creative.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['reel.mp4'], note: '' });
  expect(delivered.statusCode, delivered.body).toBe(200);
  expect((await keyed(brand.c, `/api/deals/${dealId}/approve`)).statusCode).toBe(200);
  const paidOut = await keyed(creative.c, `/api/deals/${dealId}/payout`);
  expect(paidOut.statusCode, paidOut.body).toBe(200);
  const byCreative = await creative.c.post(`/api/deals/${dealId}/reviews`, {
    ratings: { clearBrief: 4, communication: 5, promptPayment: 5 },
    publicText: 'Clear brief and quick approval.',
    wouldWorkAgain: true,
    privateNote: 'Creative private note to Pulse',
  });
  expect(byCreative.statusCode, byCreative.body).toBe(201);
  const byBrand = await brand.c.post(`/api/deals/${dealId}/reviews`, {
    ratings: { quality: 5, communication: 4, onTime: 5 },
    publicText: 'Sharp edit, delivered early.',
    wouldWorkAgain: true,
    privateNote: 'Partner private note about the creative',
  });
  expect(byBrand.statusCode, byBrand.body).toBe(201);
  return dealId;
}

async function startThread(brand: Account, creative: Account, message: string): Promise<string> {
  const res = await brand.c.post('/api/threads', { creatorId: creative.id, message });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().thread.id as string;
}

async function reply(p: Account, threadId: string, content: string) {
  const res = await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content });
  expect(res.statusCode, res.body).toBe(201);
}

/** Every table and column that refers to a user, read from the database catalogue. */
async function userReferences(): Promise<{ table: string; column: string }[]> {
  const result = (await t.database.db.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'public."user"'::regclass
    order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] };
  return result.rows.map((r) => ({ table: r.table.replace(/"/g, ''), column: r.column }));
}

/** How many rows of each referencing column point at `userId`: the state "nothing written" compares. */
async function footprint(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userReferences()) {
    const res = (await t.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    counts[`${table}.${column}`] = res.rows[0]?.n ?? 0;
  }
  return counts;
}

async function snapshot(userId: string) {
  const [row] = await t.database.db.select().from(user).where(eq(user.id, userId));
  return { row, rows: await footprint(userId) };
}

async function downloadData(c: Client) {
  const res = await c.get('/api/me/data-export');
  return res;
}

function readZip(payload: Buffer) {
  const files = unzipSync(new Uint8Array(payload));
  const data = JSON.parse(new TextDecoder().decode(files['data.json']));
  return { files, data, text: new TextDecoder().decode(files['data.json']) };
}

async function unbalancedTransactions(): Promise<unknown[]> {
  return t.database.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
}

describe('every reference to a user is exported or handled by deletion', () => {
  it('the user-data map names each foreign key to "user" in the catalogue, and nothing else', async () => {
    const catalogue = (await userReferences()).map((r) => `${r.table}.${r.column}`).sort();
    const mapped = Object.keys(USER_DATA).sort();
    // A table added with a reference to a user must say how it is exported and what deletion does with it.
    expect(catalogue.filter((c) => !mapped.includes(c))).toEqual([]);
    expect(mapped.filter((m) => !catalogue.includes(m))).toEqual([]);
    for (const [column, rule] of Object.entries(USER_DATA)) {
      if (typeof rule.export === 'string') expect(EXPORT_SECTIONS, column).toContain(rule.export);
      else expect(rule.export.not.length, column).toBeGreaterThan(10);
    }
  });
});

describe('GET /api/me/data-export', () => {
  it('is for accounts only: signed out and guests get 401', async () => {
    const signedOut = await client().get('/api/me/data-export');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(DATA_EXPORT_MESSAGES.signInRequired);
    const guest = client();
    await guest.post('/api/me/role', { role: 'fan' });
    const res = await guest.get('/api/me/data-export');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(DATA_EXPORT_MESSAGES.guest);
  });

  it('downloads one ZIP with every category and the original uploads, and nothing of anyone else', async () => {
    const ava = await creative({ name: 'Ava Export', profile: { bio: 'Ava Export films campus life.' } });
    const riley = await partner({ name: 'Riley Export' });
    const zed = await creative({ name: 'Zed Stranger' });
    const take = await upload(ava, 6);
    const strangers = await upload(zed, 7);
    const dealId = await completedDeal(riley, ava, 'Export reel');
    const threadId = await startThread(riley, ava, 'Hi Ava, loved the reel');
    await reply(ava, threadId, 'Thanks Riley, ava-marker-message');
    const zedThread = await startThread(riley, zed, 'zed-marker-message for Zed only');
    expect(zedThread).not.toBe(threadId);
    await t.database.db.insert(tasteProfiles).values({ userId: ava.id, preferredVibes: ['Moody', 'ava-marker-vibe'] });
    await t.database.db.insert(blocks).values({ blockerId: ava.id, blockedId: zed.id });
    await t.database.db.insert(reports).values({
      id: `report-${ava.id}`,
      reporterId: ava.id,
      targetKind: 'profile',
      targetId: zed.id,
      targetUserId: zed.id,
      reason: 'ava-marker-report',
    });

    const res = await downloadData(ava.c);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pulse-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { files, data, text } = readZip(res.rawPayload);

    for (const section of ['about', ...EXPORT_SECTIONS]) expect(data, section).toHaveProperty(section);
    expect(data.account.user).toMatchObject({ id: ava.id, name: ava.name, email: ava.email });
    expect(data.account.signInMethods.map((m: { provider: string }) => m.provider)).toContain('credential');
    expect(data.profiles.creator.bio).toBe(`${ava.name} films campus life.`);
    // Works with their files: the original bytes, as uploaded.
    const file = data.works.files.find((f: { id: string }) => f.id === take.id);
    expect(file.file).toMatch(new RegExp(`^uploads/${take.id}-`));
    expect(Buffer.from(files[file.file] as Uint8Array).equals(take.bytes)).toBe(true);
    // Messages (both sides of Ava's thread), deals, reviews given, ledger lines, blocks, reports, taste.
    const thread = data.messages.find((m: { id: string }) => m.id === threadId);
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual([
      'Hi Ava, loved the reel',
      'Thanks Riley, ava-marker-message',
    ]);
    expect(data.deals.map((d: { id: string }) => d.id)).toContain(dealId);
    expect(data.deals.find((d: { id: string }) => d.id === dealId).events.length).toBeGreaterThan(3);
    expect(data.reviewsGiven).toHaveLength(1);
    expect(data.reviewsGiven[0]).toMatchObject({ dealId, privateNote: 'Creative private note to Pulse' });
    expect(data.reviewsReceived).toHaveLength(1);
    expect(data.reviewsReceived[0].publicText).toBe('Sharp edit, delivered early.');
    const accounts = new Set(data.money.ledgerLines.map((l: { account: string }) => l.account));
    expect(accounts).toContain(payableAccount(ava.id));
    expect(accounts).toContain(escrowAccount(dealId));
    expect(data.safety.blocked).toEqual([expect.objectContaining({ userId: zed.id })]);
    expect(data.safety.reports[0].reason).toBe('ava-marker-report');
    expect(data.taste.profile.preferredVibes).toContain('ava-marker-vibe');
    expect(data.submissions).toHaveLength(1);
    expect(data.about.notExported.length).toBeGreaterThan(5);
    // Secrets never: no password hash, no session token.
    expect(text).not.toMatch(/"password"|"token"/);

    // Someone else's data never: Zed's upload, Zed's thread, the partner's private note about Ava.
    expect(Object.keys(files).some((name) => name.includes(strangers.id))).toBe(false);
    expect(text).not.toContain('zed-marker-message');
    expect(text).not.toContain('Partner private note about the creative');

    // And Zed's own download holds none of Ava's.
    const zedsOwn = readZip((await downloadData(zed.c)).rawPayload);
    expect(zedsOwn.text).not.toContain('ava-marker');
    expect(Object.keys(zedsOwn.files).some((name) => name.includes(take.id))).toBe(false);
    expect(zedsOwn.data.account.user.id).toBe(zed.id);
  });

  it('is rate limited per person: it reads every upload', async () => {
    const p = await session('fan', { set: { name: 'Rae Limit' } });
    for (let i = 0; i < 3; i++) expect((await downloadData(p.c)).statusCode).toBe(200);
    const fourth = await downloadData(p.c);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(DATA_EXPORT_MESSAGES.tooMany);
  });
});

describe('DELETE /api/me', () => {
  it('needs an account and its password; a wrong one changes nothing', async () => {
    expect((await client().delete('/api/me', { password: PASSWORD })).statusCode).toBe(401);
    const guest = client();
    await guest.post('/api/me/role', { role: 'fan' });
    const asGuest = await guest.delete('/api/me', { password: PASSWORD });
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json().error.message).toBe(DELETE_ACCOUNT_MESSAGES.guest);

    const p = await session('fan', { set: { name: 'Wren Wrong' } });
    const missing = await p.c.delete('/api/me', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.password).toBe('Enter your password to delete your account');
    const before = await snapshot(p.id);
    const wrong = await p.c.delete('/api/me', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toBe(DELETE_ACCOUNT_MESSAGES.wrongPassword);
    expect(await snapshot(p.id)).toEqual(before);
  });

  it('is refused while a deal is open, saying which, and writes nothing', async () => {
    const riley = await partner({ name: 'Riley Open' });
    const ava = await creative({ name: 'Ava Open' });
    await acceptedDeal(riley, ava, 'Open reel');
    for (const who of [ava, riley]) {
      const before = await snapshot(who.id);
      const res = await who.c.delete('/api/me', { password: PASSWORD });
      expect(res.statusCode).toBe(409);
      const other = who === ava ? riley.name : ava.name;
      expect(res.json().error.message).toBe(
        `Finish or cancel your open deal "Open reel" with ${other} first. Your account can be deleted once no deal is open and no money is held for you.`,
      );
      expect(await snapshot(who.id)).toEqual(before);
      expect((await who.c.get('/api/me')).json().user.id).toBe(who.id);
    }
  });

  it('is refused while money is held for them (earnings not withdrawn), and writes nothing', async () => {
    const ava = await creative({ name: 'Ava Tipped' });
    const fan = await session('fan', { set: { name: 'Finn Fan' } });
    const tip = await keyed(fan.c, `/api/creators/${ava.id}/tips`, { amountCents: 500, paymentMethod: 'pm_card_visa' });
    expect(tip.statusCode, tip.body).toBe(201);
    const before = await snapshot(ava.id);
    const res = await ava.c.delete('/api/me', { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Withdraw your $4.55 earnings first. Your account can be deleted once no deal is open and no money is held for you.',
    );
    expect(await snapshot(ava.id)).toEqual(before);
    expect(await ledgerBalance(t.database.db, payableAccount(ava.id))).toBe(455); // $5 less its card fee

    // Withdrawn, the same account can go; the tip stays on the books, anonymised.
    expect((await keyed(ava.c, '/api/me/payouts')).statusCode).toBe(201);
    expect((await ava.c.delete('/api/me', { password: PASSWORD })).statusCode).toBe(200);
    expect(await ledgerBalance(t.database.db, payableAccount(ava.id))).toBe(0);
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it('erases the person and keeps what the other party and the ledger need, anonymised', async () => {
    const ava = await creative({ name: 'Ava Leaving' });
    const riley = await partner({ name: 'Riley Staying' });
    const take = await upload(ava, 6);
    const [stored] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, take.id));
    expect(await storage.stat(stored!.storageKey)).not.toBeNull();
    const dealId = await completedDeal(riley, ava, 'Leaving reel');
    const threadId = await startThread(riley, ava, 'Can you do a second cut?');
    await reply(ava, threadId, 'Yes, next week');
    // Before: the creator page answers, and discovery and search find them.
    const discoverUrl = '/api/discover/creatives?limit=50';
    const searchUrl = '/api/creators/search?q=Leaving';
    expect((await client().get(`/api/creators/${ava.id}`)).statusCode).toBe(200);
    expect((await client().get(discoverUrl)).body).toContain(ava.id);
    expect((await riley.c.get(searchUrl)).body).toContain(ava.id);
    await t.database.db.insert(tasteProfiles).values({ userId: ava.id, preferredVibes: ['Moody'] });
    await t.database.db.insert(blocks).values({ blockerId: ava.id, blockedId: riley.id });
    const linesBefore = await t.database.db.select().from(ledgerEntries);

    const res = await ava.c.delete('/api/me', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    // Signed out at once, and the old password signs in nowhere.
    expect((await ava.c.get('/api/me')).json().user).toBeNull();
    const again = await client().post('/api/accounts/sign-in', { email: ava.email, password: PASSWORD });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);

    // The user row stays, anonymised.
    const [row] = await t.database.db.select().from(user).where(eq(user.id, ava.id));
    expect(row).toMatchObject({ name: DELETED_ACCOUNT_NAME, email: `${ava.id}@${DELETED_EMAIL_DOMAIN}`, role: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);

    // Public pages go: the creator page is 404, and discovery and search no longer find them.
    expect((await client().get(`/api/creators/${ava.id}`)).statusCode).toBe(404);
    const discover = await client().get(discoverUrl);
    expect(discover.statusCode, discover.body).toBe(200);
    expect(discover.body).not.toContain(ava.id);
    const search = await riley.c.get(searchUrl);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.body).not.toContain(ava.id);

    // Uploads: gone from the database and from storage.
    expect(await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, take.id))).toEqual([]);
    expect(await storage.stat(stored!.storageKey)).toBeNull();

    // The other party keeps the thread, with the messages from "Deleted account".
    const thread = await riley.c.get(`/api/threads/${threadId}`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.body).toContain('Yes, next week');
    expect(thread.body).toContain(DELETED_ACCOUNT_NAME);
    expect(thread.body).not.toContain(ava.name);

    // The deal, its submission, its reviews and every ledger line stay; the books balance.
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal).toMatchObject({ creatorId: ava.id, status: 'complete' });
    const [kept] = await t.database.db.select().from(submissions).where(eq(submissions.creatorId, ava.id));
    expect(kept).toBeDefined();
    expect(await t.database.db.select().from(ledgerEntries)).toHaveLength(linesBefore.length);
    expect(await unbalancedTransactions()).toEqual([]);
    const [total] = await t.database.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries);
    expect(Number(total?.sum)).toBe(0);
    expect(await ledgerBalance(t.database.db, escrowAccount(dealId))).toBe(0);
    const reviews = await riley.c.get(`/api/deals/${dealId}/reviews`);
    expect(reviews.body).toContain(DELETED_ACCOUNT_NAME);

    // Every `delete` rule of the map left nothing; `keep` rules kept the other party's rows.
    const after = await footprint(ava.id);
    for (const [column, rule] of Object.entries(USER_DATA)) {
      if (rule.erase.do === 'delete') expect(after[column], column).toBe(0);
    }
    expect(after['messages.sender_id']).toBe(1);
    expect(after['reviews.author_id']).toBe(1);

    // The confirmation went to the address the account had, and is the only mail left for it.
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, ava.email!));
    expect(mail.map((m) => m.subject)).toEqual([ACCOUNT_DELETED_EMAIL_SUBJECT]);
    expect(mail[0]?.body).toContain(`Hi ${ava.name},`);
  });
});
