import { PIECE_NOT_FOUND_MESSAGE } from '@pulse/domain/cosign-limit';
import { CREATOR_NOT_FOUND_MESSAGE } from '@pulse/domain/creator-page';
import { escrowAccount, payableAccount } from '@pulse/domain/ledger';
import { ACCOUNT_SUSPENDED_MESSAGE, cannotInviteMessage, SAFETY_MESSAGES } from '@pulse/domain/safety';
import type { AdminReport, AdminReportsResponse } from '@pulse/domain/safety-contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session as sessions, user } from '../src/db/schema/auth';
import { creatorProfiles } from '../src/db/schema/creators';
import { emailOutbox, messages, notifications } from '../src/db/schema/messaging';
import { reviews } from '../src/db/schema/reviews';
import { blocks, reports } from '../src/db/schema/safety';
import { pieces } from '../src/db/schema/social';
import { newId } from '../src/lib/ids';
import { testAccounts } from './helpers/accounts';
import { signBoth } from './helpers/contracts';
import { cosignedBy } from './helpers/earned';
import { briefBody, inDays, keyed, ledgerBalance } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** A word no other row of this file holds, so searches and filters find exactly what a test made. */
const unique = (word: string) => `${word}${++n}x${Math.random().toString(36).slice(2, 6)}`;

/** Every account here signed up with a password, its e-mail verified. */
const { client, session, partner, creative, admin } = testAccounts(() => t, {
  ip: '10.36',
  signUp: { email: () => `${unique('safety')}@example.edu`, password: 'correct horse' },
  partner: { name: () => unique('Partner') },
  creative: {
    name: () => unique('Creative'),
    creativeRole: 'videographer',
    profile: { category: 'videographer', vibeTags: ['Bright'], bio: 'I film things.' },
  },
  admin: { name: () => unique('Admin') },
});

/** A piece on the public feed credited to the creative (both credits). */
async function piece(creatorId: string, title = unique('Piece')) {
  const id = newId();
  await t.database.db.insert(pieces).values({
    id,
    title,
    description: 'Night drive',
    producerId: creatorId,
    filmmakerId: creatorId,
    durationSeconds: 30,
  });
  return { id, title };
}

async function conversation() {
  const p = await partner();
  const cr = await creative();
  const started = await p.c.post('/api/threads', { creatorId: cr.id, message: 'Hi, love your reels!' });
  expect(started.statusCode, started.body).toBe(201);
  return { p, cr, threadId: started.json().thread.id as string };
}

const reportRows = (reporterId: string) =>
  t.database.db.select().from(reports).where(eq(reports.reporterId, reporterId));

async function openReport(reporter: Client, targetKind: string, targetId: string, reason = 'This is not okay') {
  const res = await reporter.post('/api/reports', { targetKind, targetId, reason });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().report.id as string;
}

async function queueItem(adminClient: Client, reportId: string): Promise<AdminReport | undefined> {
  const res = await adminClient.get('/api/admin/reports');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AdminReportsResponse).items.find((i) => i.id === reportId);
}

describe('blocking', () => {
  it('refuses blocking oneself (400) and writes nothing; guests are asked to sign in; unknown people are 404', async () => {
    const me = await creative();
    const self = await me.c.post('/api/blocks', { userId: me.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatchObject({
      code: 'validation_failed',
      message: SAFETY_MESSAGES.blockSelf,
      fields: { userId: SAFETY_MESSAGES.blockSelf },
    });
    const guest = client();
    await guest.post('/api/me/role', { role: 'fan' });
    const fromGuest = await guest.post('/api/blocks', { userId: me.id });
    expect(fromGuest.statusCode).toBe(401);
    expect(fromGuest.json().error.message).toBe(SAFETY_MESSAGES.signInToBlock);
    expect((await client().post('/api/blocks', { userId: me.id })).statusCode).toBe(401);
    const nobody = await me.c.post('/api/blocks', { userId: 'nobody-here' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe(SAFETY_MESSAGES.personNotFound);
    expect(await t.database.db.select().from(blocks).where(eq(blocks.blockerId, me.id))).toEqual([]);
    expect((await me.c.get('/api/blocks')).json()).toEqual({ items: [] });
    // Blocking takes an account; being blocked does not (a guest who wrote to you).
    const guestId = (await guest.get('/api/me')).json().user.id as string;
    const blocked = await me.c.post('/api/blocks', { userId: guestId });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect((await me.c.get('/api/blocks')).json().items.map((b: { id: string }) => b.id)).toEqual([guestId]);
  });

  it('refuses messages both ways, says so in the thread, and unblocking lets them talk again', async () => {
    const { p, cr, threadId } = await conversation();
    const blocked = await cr.c.post('/api/blocks', { userId: p.id });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json().block).toMatchObject({ id: p.id, name: p.name });
    // Again is the same block.
    expect((await cr.c.post('/api/blocks', { userId: p.id })).statusCode).toBe(201);
    expect((await cr.c.get('/api/blocks')).json().items.map((b: { id: string }) => b.id)).toEqual([p.id]);

    const before = await t.database.db.select().from(messages).where(eq(messages.threadId, threadId));
    // The blocked partner cannot write, start a thread, or send an offer...
    const fromPartner = await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Hello?' });
    expect(fromPartner.statusCode).toBe(403);
    expect(fromPartner.json().error.message).toBe(SAFETY_MESSAGES.cannotMessage);
    const brief = {
      title: 'Launch reel',
      budget: '$1,000 - $5,000',
      timeline: inDays(21),
      description: 'A short reel.',
    };
    const offer = await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'project_brief', brief });
    expect(offer.statusCode).toBe(403);
    const restart = await p.c.post('/api/threads', { creatorId: cr.id, message: 'Hi again' });
    expect(restart.statusCode).toBe(403);
    expect(restart.json().error.message).toBe(SAFETY_MESSAGES.cannotMessage);
    // ...and neither can the one who blocked.
    const fromCreative = await cr.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Hi' });
    expect(fromCreative.statusCode).toBe(403);
    expect(fromCreative.json().error.message).toBe(SAFETY_MESSAGES.cannotMessage);
    expect(await t.database.db.select().from(messages).where(eq(messages.threadId, threadId))).toHaveLength(
      before.length,
    );
    // Both sides' composers say why.
    for (const who of [p, cr]) {
      const thread = (await who.c.get(`/api/threads/${threadId}`)).json().thread;
      expect(thread.canSend).toEqual({ allowed: false, reason: SAFETY_MESSAGES.cannotMessage });
    }
    expect((await p.c.get(`/api/threads/with/${cr.id}`)).json().canStart).toEqual({
      allowed: false,
      reason: SAFETY_MESSAGES.cannotMessage,
    });
    // Only the blocker lifts it.
    expect((await p.c.delete(`/api/blocks/${cr.id}`)).statusCode).toBe(204);
    expect(
      (await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'x' })).statusCode,
    ).toBe(403);
    expect((await cr.c.delete(`/api/blocks/${p.id}`)).statusCode).toBe(204);
    const again = await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Hello again' });
    expect(again.statusCode, again.body).toBe(201);
    expect((await cr.c.get('/api/blocks')).json()).toEqual({ items: [] });
  });

  it('hides each from the other in discovery and search, and refuses invites', async () => {
    const tag = unique('Glimmer');
    const word = unique('Zephyr');
    const cr = await creative({ name: `${word} Vale`, profile: { vibeTags: [tag] } });
    // Popular enough to lead For You's popular pool: co-signs are rows (decision 060).
    await cosignedBy(t.database.db, cr.id, 50);
    const fan = await session('fan', { set: { name: unique('Fan') } });
    const p = await partner();
    const work = await piece(cr.id);
    const discover = (c: Client) => c.get(`/api/discover/creatives?tags=${encodeURIComponent(tag)}`);
    const searchIds = async (c: Client) =>
      ((await c.get(`/api/creators/search?q=${word}`)).json().items as { id: string }[]).map((i) => i.id);
    const feedIds = async (c: Client) =>
      ((await c.get('/api/pieces')).json().items as { id: string }[]).map((i) => i.id);
    const forYouIds = async (c: Client) =>
      ((await c.get('/api/feed/for-you')).json().items as { id: string }[]).map((i) => i.id);

    expect((await discover(fan.c)).json()).toMatchObject({ total: 1, items: [{ id: cr.id }] });
    expect(await feedIds(fan.c)).toContain(work.id);
    expect(await forYouIds(fan.c)).toContain(cr.id);
    expect(await searchIds(p.c)).toEqual([cr.id]);

    // The fan blocks the creative: gone from the fan's discover, feed and For You; still there for others.
    expect((await fan.c.post('/api/blocks', { userId: cr.id })).statusCode).toBe(201);
    expect((await discover(fan.c)).json()).toMatchObject({ total: 0, items: [] });
    expect(await feedIds(fan.c)).not.toContain(work.id);
    expect(await forYouIds(fan.c)).not.toContain(cr.id);
    expect((await discover(client())).json()).toMatchObject({ total: 1, items: [{ id: cr.id }] });

    // The creative blocks the partner: gone from the partner's search and pairings, and no invites.
    expect((await cr.c.post('/api/blocks', { userId: p.id })).statusCode).toBe(201);
    expect(await searchIds(p.c)).toEqual([]);
    const pairings = (await p.c.get('/api/brand/discover')).json().items as { creative: { id: string } }[];
    expect(pairings.map((i) => i.creative.id)).not.toContain(cr.id);
    const posted = await p.c.post('/api/briefs', {
      title: 'Glow reel',
      description: 'Bright reels',
      usageType: 'ugc',
      deadline: inDays(14),
      budgetMin: 500,
      budgetMax: 1500,
      tags: ['Chill'],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const briefId = posted.json().brief.id as string;
    const invite = await p.c.post(`/api/briefs/${briefId}/invitations`, { creatorIds: [cr.id] });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().error.message).toBe(cannotInviteMessage(cr.name));
    // Nor does the partner's brief reach the creative's board.
    const board = (await cr.c.get('/api/briefs/matching')).json().items as { brief: { id: string } }[];
    expect(board.map((i) => i.brief.id)).not.toContain(briefId);
    expect((await cr.c.post(`/api/briefs/${briefId}/submissions`, { snippetId: 'x' })).json().error.message).toBe(
      SAFETY_MESSAGES.cannotApply,
    );
  });
});

describe('reporting', () => {
  it('needs a reason of 1 to 1,000 characters, and writes nothing otherwise', async () => {
    const cr = await creative();
    const work = await piece(cr.id);
    const me = await session('fan', { set: { name: unique('Reporter') } });
    for (const reason of [undefined, '', '   ', 'x'.repeat(10_000), 'x'.repeat(1001)]) {
      const res = await me.c.post('/api/reports', { targetKind: 'piece', targetId: work.id, reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: {
          reason: reason && reason.trim().length > 0 ? SAFETY_MESSAGES.reasonTooLong : SAFETY_MESSAGES.reasonRequired,
        },
      });
    }
    expect(await reportRows(me.id)).toEqual([]);
    const ok = await me.c.post('/api/reports', { targetKind: 'piece', targetId: work.id, reason: 'x'.repeat(1000) });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('takes what the reporter can see and is not theirs, once while open; guests sign in first', async () => {
    const { p, cr, threadId } = await conversation();
    const work = await piece(cr.id);
    const fan = await session('fan', { set: { name: unique('Reporter') } });

    const created = await fan.c.post('/api/reports', { targetKind: 'piece', targetId: work.id, reason: 'Stolen work' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().report).toMatchObject({ targetKind: 'piece', targetId: work.id, status: 'open' });
    const again = await fan.c.post('/api/reports', { targetKind: 'piece', targetId: work.id, reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SAFETY_MESSAGES.alreadyReported);

    const own = await cr.c.post('/api/reports', { targetKind: 'piece', targetId: work.id, reason: 'Mine' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe("You can't report your own piece.");
    const self = await cr.c.post('/api/reports', { targetKind: 'profile', targetId: cr.id, reason: 'Me' });
    expect(self.json().error.message).toBe("You can't report yourself.");

    const missing = await fan.c.post('/api/reports', { targetKind: 'piece', targetId: 'nope', reason: 'Spam' });
    expect(missing.statusCode).toBe(404);
    // A message in a thread the reporter is not in does not exist for them.
    const [first] = await t.database.db.select().from(messages).where(eq(messages.threadId, threadId));
    const stranger = await fan.c.post('/api/reports', { targetKind: 'message', targetId: first!.id, reason: 'Rude' });
    expect(stranger.statusCode).toBe(404);
    const fromParty = await cr.c.post('/api/reports', { targetKind: 'message', targetId: first!.id, reason: 'Rude' });
    expect(fromParty.statusCode, fromParty.body).toBe(201);
    const ownMessage = await p.c.post('/api/reports', { targetKind: 'message', targetId: first!.id, reason: 'x' });
    expect(ownMessage.statusCode).toBe(403);
    // A profile of a public creative.
    expect(
      (await fan.c.post('/api/reports', { targetKind: 'profile', targetId: cr.id, reason: 'Fake' })).statusCode,
    ).toBe(201);

    const guest = client();
    await guest.post('/api/me/role', { role: 'fan' });
    const fromGuest = await guest.post('/api/reports', { targetKind: 'piece', targetId: work.id, reason: 'Spam' });
    expect(fromGuest.statusCode).toBe(401);
    expect(fromGuest.json().error.message).toBe(SAFETY_MESSAGES.signInToReport);
    expect(await reportRows(fan.id)).toHaveLength(2);
  });
});

describe('the admin’s reports queue', () => {
  it('is for admins only: 401 without a session, 403 for everyone else, and nothing changes', async () => {
    const cr = await creative();
    const work = await piece(cr.id);
    const fan = await session('fan', { set: { name: unique('Reporter') } });
    const reportId = await openReport(fan.c, 'piece', work.id);

    expect((await client().get('/api/admin/reports')).statusCode).toBe(401);
    for (const who of [fan, cr, await partner()]) {
      const list = await who.c.get('/api/admin/reports');
      expect(list.statusCode).toBe(403);
      expect(list.json().error.message).toBe(SAFETY_MESSAGES.adminOnly);
      for (const action of ['dismiss', 'hide', 'warn', 'suspend']) {
        const res = await who.c.post(`/api/admin/reports/${reportId}/${action}`, { note: 'Nope' });
        expect(res.statusCode).toBe(403);
      }
    }
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, reportId));
    expect(row!.status).toBe('open');
    const [stored] = await t.database.db.select().from(pieces).where(eq(pieces.id, work.id));
    expect(stored!.hiddenAt).toBeNull();
    const [account] = await t.database.db.select().from(user).where(eq(user.id, cr.id));
    expect(account!.suspendedAt).toBeNull();
  });

  it('lists open reports with what they are about; dismiss keeps the content; a note is needed to act', async () => {
    const cr = await creative();
    const work = await piece(cr.id);
    const fan = await session('fan', { set: { name: unique('Reporter') } });
    const other = await session('fan', { set: { name: unique('Reporter') } });
    const reportId = await openReport(fan.c, 'piece', work.id, 'Looks stolen from my reel');
    await openReport(other.c, 'piece', work.id, 'Same here');
    const a = await admin();
    const item = await queueItem(a.c, reportId);
    expect(item).toMatchObject({
      targetKind: 'piece',
      targetId: work.id,
      reason: 'Looks stolen from my reel',
      reporter: { id: fan.id },
      otherOpenReports: 1,
      target: { title: work.title, link: `/piece/${work.id}`, hidden: false, gone: false },
      account: { id: cr.id, name: cr.name, role: 'creator', suspended: false, warnings: 0 },
      actions: ['dismiss', 'hide', 'warn', 'suspend'],
    });

    const noNote = await a.c.post(`/api/admin/reports/${reportId}/hide`, {});
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toBe(SAFETY_MESSAGES.noteRequired);
    const unknown = await a.c.post('/api/admin/reports/nope/dismiss', {});
    expect(unknown.statusCode).toBe(404);

    const dismissed = await a.c.post(`/api/admin/reports/${reportId}/dismiss`, {});
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ report: { id: reportId, status: 'dismissed' }, closedReports: 1, held: null });
    expect((await a.c.post(`/api/admin/reports/${reportId}/dismiss`, {})).statusCode).toBe(409);
    expect(await queueItem(a.c, reportId)).toBeUndefined();
    expect((await client().get(`/api/pieces/${work.id}`)).statusCode).toBe(200);
  });

  it('hides a piece: gone from the feed and its page, its creative told, every report about it closed', async () => {
    const cr = await creative();
    const work = await piece(cr.id);
    const fan = await session('fan', { set: { name: unique('Reporter') } });
    const other = await session('fan', { set: { name: unique('Reporter') } });
    const reportId = await openReport(fan.c, 'piece', work.id);
    const second = await openReport(other.c, 'piece', work.id);
    const a = await admin();
    const hidden = await a.c.post(`/api/admin/reports/${reportId}/hide`, { note: 'It copies another creative’s work' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ report: { id: reportId, status: 'hidden' }, closedReports: 2, held: null });

    const page = await client().get(`/api/pieces/${work.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().error.message).toBe(PIECE_NOT_FOUND_MESSAGE);
    expect(((await client().get('/api/pieces')).json().items as { id: string }[]).map((i) => i.id)).not.toContain(
      work.id,
    );
    expect((await client().put(`/api/pieces/${work.id}/cosign`)).statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(reports).where(eq(reports.id, second));
    expect(stored!.status).toBe('hidden');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cr.id), eq(notifications.kind, 'content_hidden')));
    expect(told).toEqual([expect.objectContaining({ body: 'It copies another creative’s work' })]);
    // Once removed, it cannot be reported again.
    const late = await session('fan', { set: { name: unique('Reporter') } });
    expect(
      (await late.c.post('/api/reports', { targetKind: 'piece', targetId: work.id, reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('hides a message: it shows as removed in the thread, for both sides', async () => {
    const { p, cr, threadId } = await conversation();
    const sent = await p.c.post(`/api/threads/${threadId}/messages`, {
      messageType: 'text',
      content: 'Pay me outside Pulse',
    });
    const messageId = sent.json().message.id as string;
    const reportId = await openReport(cr.c, 'message', messageId, 'Asks to pay off the platform');
    const a = await admin();
    expect((await queueItem(a.c, reportId))?.target).toMatchObject({ excerpt: 'Pay me outside Pulse', link: null });
    expect((await a.c.post(`/api/admin/reports/${reportId}/hide`, { note: 'Payments stay on Pulse' })).statusCode).toBe(
      200,
    );
    for (const who of [p, cr]) {
      const thread = (await who.c.get(`/api/threads/${threadId}`)).json();
      const shown = thread.messages.find((m: { id: string }) => m.id === messageId);
      expect(shown).toMatchObject({ content: SAFETY_MESSAGES.removedMessage, removed: true, messageType: 'text' });
      expect(JSON.stringify(thread)).not.toContain('Pay me outside Pulse');
    }
  });

  it('hides a brief: gone from the creatives’ board, and no more work goes to it', async () => {
    const tag = unique('Hush');
    const p = await partner();
    const cr = await creative({ profile: { vibeTags: [tag] } });
    const posted = await p.c.post('/api/briefs', {
      title: unique('Brief'),
      description: 'Sounds for a launch',
      usageType: 'ugc',
      deadline: inDays(14),
      budgetMin: 500,
      budgetMax: 1500,
      tags: ['Chill'],
    });
    const briefId = posted.json().brief.id as string;
    const board = async () =>
      ((await cr.c.get('/api/briefs/matching')).json().items as { brief: { id: string } }[]).map((i) => i.brief.id);
    expect(await board()).toContain(briefId);
    const reportId = await openReport(cr.c, 'brief', briefId, 'It asks for free work');
    const a = await admin();
    expect((await a.c.post(`/api/admin/reports/${reportId}/hide`, { note: 'Briefs must pay' })).statusCode).toBe(200);
    expect(await board()).not.toContain(briefId);
    expect((await cr.c.post(`/api/briefs/${briefId}/submissions`, { snippetId: 'x' })).statusCode).toBe(404);
  });

  it('warns the account with a notification and an e-mail sent at once', async () => {
    const cr = await creative();
    const fan = await session('fan', { set: { name: unique('Reporter') } });
    const reportId = await openReport(fan.c, 'profile', cr.id, 'Harasses people in comments');
    const a = await admin();
    const warned = await a.c.post(`/api/admin/reports/${reportId}/warn`, { note: 'Keep comments kind.' });
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json().report.status).toBe('warned');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cr.id), eq(notifications.kind, 'account_warning')));
    expect(told).toEqual([expect.objectContaining({ title: 'A warning from Pulse', body: 'Keep comments kind.' })]);
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, cr.email!), eq(emailOutbox.subject, 'A warning from Pulse')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('Keep comments kind.');
    // The next report about them shows the warning.
    const next = await openReport((await session('fan', { set: { name: unique('Reporter') } })).c, 'profile', cr.id);
    expect((await queueItem(a.c, next))?.account?.warnings).toBe(1);
  });

  it('suspends an account: signed out everywhere, sign-in refused, public pages gone, money held in the ledger', async () => {
    const db = t.database.db;
    // A partner whose brief is funded into escrow, and a creative with tip earnings.
    const p = await partner();
    const posted = await p.c.post('/api/project-briefs', { ...briefBody, title: unique('Reel') });
    expect(posted.statusCode, posted.body).toBe(201);
    const { brief, deal } = posted.json();
    const funded = await keyed(p.c, `/api/project-briefs/${brief.id}/fund`, { paymentMethod: 'pm_card_visa' });
    expect(funded.statusCode, funded.body).toBe(200);
    const word = unique('Quasar');
    const cr = await creative({ name: `${word} Reed`, profile: { vibeTags: [unique('Tag')] } });
    const fan = await session('fan', { set: { name: unique('Fan') } });
    const tip = await keyed(fan.c, `/api/creators/${cr.id}/tips`, { amountCents: 500, paymentMethod: 'pm_card_visa' });
    expect(tip.statusCode, tip.body).toBe(201);
    const work = await piece(cr.id);
    const escrowBefore = await ledgerBalance(db, escrowAccount(deal.id));
    const earningsBefore = await ledgerBalance(db, payableAccount(cr.id));
    expect(escrowBefore).toBeGreaterThan(0);
    expect(earningsBefore).toBe(455); // $5 less its card fee

    const a = await admin();
    const aboutCreative = await openReport(fan.c, 'piece', work.id, 'Scams buyers');
    const aboutProfile = await openReport(
      (await session('fan', { set: { name: unique('Reporter') } })).c,
      'profile',
      cr.id,
    );
    const noNote = await a.c.post(`/api/admin/reports/${aboutCreative}/suspend`, { note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect((await db.select().from(user).where(eq(user.id, cr.id)))[0]!.suspendedAt).toBeNull();

    const suspended = await a.c.post(`/api/admin/reports/${aboutCreative}/suspend`, { note: 'Scamming buyers' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toEqual({
      report: { id: aboutCreative, status: 'suspended' },
      closedReports: 2,
      held: { escrowCents: 0, earningsCents: 455 },
    });
    const [row] = await db.select().from(user).where(eq(user.id, cr.id));
    expect(row).toMatchObject({ suspendedReason: 'Scamming buyers' });
    expect(row!.suspendedAt).toBeInstanceOf(Date);
    expect((await db.select().from(reports).where(eq(reports.id, aboutProfile)))[0]!.status).toBe('suspended');
    expect((await a.c.post(`/api/admin/reports/${aboutProfile}/suspend`, { note: 'x' })).statusCode).toBe(409);

    // Signed out everywhere: no session rows, and the session token no longer answers.
    expect(await db.select().from(sessions).where(eq(sessions.userId, cr.id))).toEqual([]);
    const token = cr.c.cookieHeader
      .split('; ')
      .filter((c) => c.startsWith('pulse.session_token='))
      .join('; ');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: token } });
    expect(me.json().user).toBeNull();
    // Sign-in is refused with the message.
    const signIn = await client().post('/api/accounts/sign-in', { email: cr.email, password: 'correct horse' });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.message).toBe(ACCOUNT_SUSPENDED_MESSAGE);
    // The suspension notice, with the money held.
    const notice = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, cr.email!));
    expect(notice.map((m) => m.subject)).toContain('Your Pulse account is suspended');
    expect(notice.find((m) => m.subject.includes('suspended'))!.body).toContain('$4.55 in earnings are held');

    // Public pages gone: the creator page, discover, search, the feed, the piece, tips.
    const page = await client().get(`/api/creators/${cr.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().error.message).toBe(CREATOR_NOT_FOUND_MESSAGE);
    expect((await a.c.get(`/api/creators/${cr.id}`)).statusCode).toBe(200);
    const tag = (await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, cr.id)))[0]!.vibeTags[0]!;
    expect((await client().get(`/api/discover/creatives?tags=${tag}`)).json()).toMatchObject({ items: [], total: 0 });
    expect(((await p.c.get(`/api/creators/search?q=${word}`)).json().items as unknown[]).length).toBe(0);
    expect((await client().get(`/api/pieces/${work.id}`)).statusCode).toBe(404);
    expect(((await client().get('/api/pieces')).json().items as { id: string }[]).map((i) => i.id)).not.toContain(
      work.id,
    );
    expect(
      (await keyed(fan.c, `/api/creators/${cr.id}/tips`, { amountCents: 100, paymentMethod: 'pm_card_visa' }))
        .statusCode,
    ).toBe(404);

    // The partner is suspended too: the escrow stays where it is.
    const aboutPartner = await openReport(
      (await session('fan', { set: { name: unique('Reporter') } })).c,
      'brief',
      brief.id,
    );
    const second = await a.c.post(`/api/admin/reports/${aboutPartner}/suspend`, { note: 'Fake brand' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().held).toEqual({ escrowCents: escrowBefore, earningsCents: 0 });
    expect(await ledgerBalance(db, escrowAccount(deal.id))).toBe(escrowBefore);
    expect(await ledgerBalance(db, payableAccount(cr.id))).toBe(earningsBefore);
    // Every ledger transaction still balances: nothing was moved to hold the money.
    const [unbalanced] = (
      (await db.execute(
        sql`select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0) x`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(unbalanced!.n).toBe(0);
  });

  it('refuses payouts while the account is suspended, and the earnings stay', async () => {
    const db = t.database.db;
    const cr = await creative();
    const fan = await session('fan', { set: { name: unique('Fan') } });
    expect(
      (await keyed(fan.c, `/api/creators/${cr.id}/tips`, { amountCents: 700, paymentMethod: 'pm_card_visa' }))
        .statusCode,
    ).toBe(201);
    // Suspended straight in the table with its sessions left alive: the payout path refuses on its own, whatever
    // reaches it (decision 050).
    await db.update(user).set({ suspendedAt: new Date(), suspendedReason: 'Test' }).where(eq(user.id, cr.id));
    const payout = await keyed(cr.c, '/api/me/payouts');
    expect(payout.statusCode).toBe(409);
    expect(payout.json().error.message).toBe(SAFETY_MESSAGES.payoutsHeld);
    expect(await ledgerBalance(db, payableAccount(cr.id))).toBe(650); // $7 less its card fee
  });

  it('hides a reported review through the review’s own moderation', async () => {
    const db = t.database.db;
    const p = await partner();
    const posted = await p.c.post('/api/project-briefs', { ...briefBody, title: unique('Reviewed reel') });
    const { brief, deal } = posted.json();
    expect(
      (await keyed(p.c, `/api/project-briefs/${brief.id}/fund`, { paymentMethod: 'pm_card_visa' })).statusCode,
    ).toBe(200);
    const cr = await creative();
    const applied = await cr.c.post(`/api/project-briefs/${brief.id}/applications`, {
      portfolioLinks: ['vimeo.com/ava'],
      note: 'Love this',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    await p.c.post(`/api/project-briefs/${brief.id}/applications/${applied.json().application.id}/select`);
    await signBoth(p.c, cr.c, deal.id);
    expect(
      (await cr.c.post(`/api/deals/${deal.id}/deliver`, { deliverables: ['reel.mp4'], note: '' })).statusCode,
    ).toBe(200);
    expect((await keyed(p.c, `/api/deals/${deal.id}/approve`)).statusCode).toBe(200);
    const review = await p.c.post(`/api/deals/${deal.id}/reviews`, {
      ratings: { quality: 5, communication: 5, onTime: 5 },
      publicText: 'Call me on 555-0100',
      wouldWorkAgain: true,
    });
    expect(review.statusCode, review.body).toBe(201);
    const reviewId = review.json().mine.id as string;
    await cr.c.post(`/api/deals/${deal.id}/reviews`, {
      ratings: { clearBrief: 4, communication: 4, promptPayment: 4 },
      wouldWorkAgain: true,
    });
    const reportId = await openReport(cr.c, 'review', reviewId, 'Shares a phone number');
    const a = await admin();
    const hidden = await a.c.post(`/api/admin/reports/${reportId}/hide`, { note: 'It shares a phone number' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ hiddenReason: 'It shares a phone number', hiddenBy: a.id });
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.id), eq(notifications.kind, 'review_hidden')));
    expect(told).toHaveLength(1);
  });
});
