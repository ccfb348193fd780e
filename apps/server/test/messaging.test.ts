import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import { earliestToday } from '@pulse/domain/briefs';
import { CREATOR_NOT_FOUND_MESSAGE } from '@pulse/domain/creator-page';
import {
  addDays,
  bookedMessage,
  CONVERSATION_SUBJECT,
  MESSAGE_MAX,
  MESSAGING_MESSAGES,
  ONLY_CREATIVES_SIGNAL_MESSAGE,
} from '@pulse/domain/messaging';
import { SIGNAL_MESSAGES } from '@pulse/domain/studio';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import type { Db } from '../src/db/client';
import { creatorProfiles } from '../src/db/schema/creators';
import { follows } from '../src/db/schema/discovery';
import { snippets } from '../src/db/schema/media';
import { emailOutbox, messages, realtimeEvents } from '../src/db/schema/messaging';
import { dealEvents, deals } from '../src/db/schema/submissions';
import { deliverEmail, relayPendingEmails } from '../src/modules/messaging/email-outbox';
import { formatEvent, parseEventId } from '../src/modules/messaging/events.routes';
import { createSmtpMailer, localMailboxTransport } from '../src/modules/messaging/mailer';
import { sendNotification } from '../src/modules/messaging/notifications';
import { emitRealtime, eventsAfter, latestEventId } from '../src/modules/messaging/realtime';
import { realtimeQueries } from '../src/modules/messaging/realtime.repository';
import { testAccounts } from './helpers/accounts';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

/** Approved unless told: a partner called Campus Coffee, and Maya Beats, available, on Chill. */
const { client, session, partner, creative } = testAccounts(() => t, {
  ip: '10.9',
  partner: { name: 'Campus Coffee' },
  creative: { name: 'Maya Beats', profile: { availability: 'available', vibeTags: ['Chill'] } },
});

async function conversation(opening = 'Hi Maya, love your lo-fi work!') {
  const p = await partner();
  const cr = await creative();
  const res = await p.c.post('/api/threads', { creatorId: cr.id, message: opening });
  expect(res.statusCode).toBe(201);
  return { p, cr, threadId: res.json().thread.id as string };
}

const brief = {
  title: 'Study app launch reel',
  budget: '$1,000 - $5,000',
  timeline: addDays(earliestToday(), 21),
  description: 'A 30 second calm beat for our launch video.',
};

async function sendBrief(c: Client, threadId: string) {
  const res = await c.post(`/api/threads/${threadId}/messages`, { messageType: 'project_brief', brief });
  expect(res.statusCode).toBe(201);
  return res.json().message.id as string;
}

describe('starting a conversation (Message on a creator profile)', () => {
  it('needs a session, the PulsePartner role and approval', async () => {
    const cr = await creative();
    const anon = await client().post('/api/threads', { creatorId: cr.id, message: 'Hi' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.message).toBe(SIGN_IN_REQUIRED_MESSAGE);

    const fan = await session('fan', { set: { name: 'Fan' } });
    const denied = await fan.c.post('/api/threads', { creatorId: cr.id, message: 'Hi' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(MESSAGING_MESSAGES.onlyPartners);

    const pending = await partner({ name: 'New Brand', status: 'pending' });
    const waiting = await pending.c.post('/api/threads', { creatorId: cr.id, message: 'Hi' });
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().error.message).toBe(MESSAGING_MESSAGES.partnerPending);
    const peek = await pending.c.get(`/api/threads/with/${cr.id}`);
    expect(peek.json()).toEqual({
      thread: null,
      canStart: { allowed: false, reason: MESSAGING_MESSAGES.partnerPending },
    });
  });

  it('refuses unknown, unapproved and Booked creatives, and blank openings, writing nothing', async () => {
    const p = await partner();
    const missing = await p.c.post('/api/threads', { creatorId: 'nobody', message: 'Hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(CREATOR_NOT_FOUND_MESSAGE);

    const unapproved = await session('creator', { set: { name: 'Pending Creative' } });
    expect((await p.c.post('/api/threads', { creatorId: unapproved.id, message: 'Hi' })).statusCode).toBe(404);

    const booked = await creative({ name: 'Booked Bo', profile: { availability: 'booked' } });
    const refused = await p.c.post('/api/threads', { creatorId: booked.id, message: 'Hi' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(bookedMessage('Booked Bo'));
    expect((await p.c.get(`/api/threads/with/${booked.id}`)).json().canStart).toEqual({
      allowed: false,
      reason: bookedMessage('Booked Bo'),
    });

    const cr = await creative();
    const blank = await p.c.post('/api/threads', { creatorId: cr.id, message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { message: MESSAGING_MESSAGES.messageRequired },
    });
    const long = await p.c.post('/api/threads', { creatorId: cr.id, message: 'x'.repeat(MESSAGE_MAX + 1) });
    expect(long.json().error.fields).toEqual({ message: MESSAGING_MESSAGES.messageTooLong });
    expect((await p.c.get('/api/threads')).json().items).toEqual([]);
  });

  it('creates the thread with the subject and opening message, then reuses it', async () => {
    const p = await partner({ name: 'Campus Coffee' });
    const cr = await creative({ name: 'Maya Beats' });
    const first = await p.c.post('/api/threads', { creatorId: cr.id, message: 'Hi Maya!' });
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.created).toBe(true);
    expect(body.thread).toMatchObject({
      subject: CONVERSATION_SUBJECT,
      projectTitle: '',
      status: 'active',
      unreadCount: 0,
      canSend: { allowed: true, reason: null },
      lastMessage: { content: 'Hi Maya!', messageType: 'text', senderType: 'brand', senderName: 'Campus Coffee' },
    });
    expect(body.thread.participants).toEqual([
      expect.objectContaining({ id: p.id, name: 'Campus Coffee', type: 'brand', isOnline: false }),
      expect.objectContaining({
        id: cr.id,
        name: 'Maya Beats',
        type: 'creator',
        avatar: `/api/creators/${cr.id}/avatar`,
        lastReadAt: null,
      }),
    ]);
    expect(body.thread.participants[0].avatar).toMatch(/^data:image\/svg\+xml,/);

    const again = await p.c.post('/api/threads', { creatorId: cr.id, message: 'Following up' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, thread: { id: body.thread.id } });

    const theirs = (await cr.c.get('/api/threads')).json().items;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ id: body.thread.id, unreadCount: 2, lastMessage: { content: 'Following up' } });
    expect((await cr.c.get('/api/messages/unread-count')).json()).toEqual({ count: 2 });
    expect((await p.c.get(`/api/threads/with/${cr.id}`)).json().thread.id).toBe(body.thread.id);
  });

  it('calls a partner by their company', async () => {
    const p = await partner({ name: 'Riley', company: 'Campus Coffee Co' });
    const cr = await creative();
    const res = await p.c.post('/api/threads', { creatorId: cr.id, message: 'Hi' });
    expect(res.json().message.senderName).toBe('Campus Coffee Co');
    expect(res.json().thread.participants[0]).toMatchObject({ id: p.id, name: 'Campus Coffee Co', type: 'brand' });
    expect((await cr.c.get('/api/notifications')).json().items[0].title).toBe(
      `Campus Coffee Co: ${CONVERSATION_SUBJECT}`,
    );
  });

  it('makes one thread when two starts race', async () => {
    const p = await partner();
    const cr = await creative();
    const [a, b] = await Promise.all([
      p.c.post('/api/threads', { creatorId: cr.id, message: 'One' }),
      p.c.post('/api/threads', { creatorId: cr.id, message: 'Two' }),
    ]);
    expect(a.json().thread.id).toBe(b.json().thread.id);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
  });
});

describe('only participants read or write a thread', () => {
  it('answers 404 to everyone else on every route', async () => {
    const { threadId } = await conversation();
    const stranger = await partner({ name: 'Stranger Co' });
    const outsider = await creative({ name: 'Other Creative' });
    for (const c of [stranger.c, outsider.c]) {
      const reads = [
        await c.get(`/api/threads/${threadId}`),
        await c.get(`/api/threads/${threadId}/messages`),
        await c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Let me in' }),
        await c.post(`/api/threads/${threadId}/archive`),
        await c.post(`/api/threads/${threadId}/unarchive`),
        await c.post(`/api/threads/${threadId}/read`),
      ];
      for (const res of reads) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(MESSAGING_MESSAGES.threadNotFound);
      }
      expect((await c.get('/api/threads')).json().items).toEqual([]);
    }
    expect((await client().get(`/api/threads/${threadId}`)).statusCode).toBe(401);
    const stored = await db.select().from(messages).where(eq(messages.threadId, threadId));
    expect(stored.map((m) => m.content)).toEqual(['Hi Maya, love your lo-fi work!']);
  });
});

describe('messages, unread counts and read receipts', () => {
  it('sends text, counts unread per thread and in total, and clears on read', async () => {
    const { p, cr, threadId } = await conversation('Hello');
    const blank = await cr.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: ' \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ content: MESSAGING_MESSAGES.messageRequired });

    const reply = await cr.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: ' Hey! ' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message).toMatchObject({ content: 'Hey!', senderType: 'creator', senderId: cr.id });
    await cr.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'When do you need it?' });

    expect((await p.c.get('/api/messages/unread-count')).json()).toEqual({ count: 2 });
    // The sender read everything up to their own message.
    expect((await cr.c.get('/api/messages/unread-count')).json()).toEqual({ count: 0 });

    const view = (await p.c.get(`/api/threads/${threadId}`)).json();
    expect(view.messages.map((m: { content: string }) => m.content)).toEqual(['Hello', 'Hey!', 'When do you need it?']);
    expect(view.hasMore).toBe(false);
    expect(view.thread.unreadCount).toBe(2);

    const read = await p.c.post(`/api/threads/${threadId}/read`);
    expect(read.json()).toEqual({ count: 0 });
    const after = (await cr.c.get(`/api/threads/${threadId}`)).json();
    const partnerSide = after.thread.participants.find((x: { id: string }) => x.id === p.id);
    expect(partnerSide.lastReadAt).toBe(view.messages[2].timestamp);
    expect((await p.c.get('/api/threads')).json().items[0].unreadCount).toBe(0);
  });

  it('pages older messages with before', async () => {
    const { p, threadId } = await conversation('m0');
    for (let i = 1; i <= 55; i++) {
      await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: `m${i}` });
    }
    const first = (await p.c.get(`/api/threads/${threadId}`)).json();
    expect(first.messages).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.messages[0].content).toBe('m6');
    expect(first.messages[49].content).toBe('m55');
    const older = (await p.c.get(`/api/threads/${threadId}/messages?before=${first.messages[0].id}`)).json();
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.hasMore).toBe(false);
  });
});

describe('project briefs and contract answers', () => {
  it('validates the brief with the modal’s messages and only the partner sends one', async () => {
    const { p, cr, threadId } = await conversation();
    const empty = await p.c.post(`/api/threads/${threadId}/messages`, {
      messageType: 'project_brief',
      brief: { title: ' ', budget: 'A lot', timeline: '', description: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      'brief.title': MESSAGING_MESSAGES.titleRequired,
      'brief.budget': MESSAGING_MESSAGES.budgetRequired,
      'brief.timeline': MESSAGING_MESSAGES.timelineRequired,
      'brief.description': MESSAGING_MESSAGES.descriptionRequired,
    });
    const past = await p.c.post(`/api/threads/${threadId}/messages`, {
      messageType: 'project_brief',
      brief: { ...brief, timeline: addDays(earliestToday(), -3) },
    });
    expect(past.json().error.fields).toEqual({ 'brief.timeline': MESSAGING_MESSAGES.timelinePast });

    const fromCreative = await cr.c.post(`/api/threads/${threadId}/messages`, { messageType: 'project_brief', brief });
    expect(fromCreative.statusCode).toBe(403);
    expect(fromCreative.json().error.message).toBe(MESSAGING_MESSAGES.briefOnlyPartner);

    const sent = await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'project_brief', brief });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({
      messageType: 'project_brief',
      content: `Project brief: ${brief.title}`,
      metadata: {
        title: brief.title,
        budget: brief.budget,
        deadline: brief.timeline,
        description: brief.description,
        amountCents: 100_000,
      },
    });
    expect((await cr.c.get('/api/threads')).json().items[0].projectTitle).toBe(brief.title);
  });

  it('counters, refuses answering one’s own offer, and accepting opens a deal at posted once', async () => {
    const { p, cr, threadId } = await conversation();
    const projectId = await sendBrief(p.c, threadId);
    const url = `/api/threads/${threadId}/messages`;

    const own = await p.c.post(url, { messageType: 'contract', projectId, response: 'accept' });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe(MESSAGING_MESSAGES.ownOffer);

    const noAmount = await cr.c.post(url, { messageType: 'contract', projectId, response: 'counter' });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().error.fields).toEqual({ amount: MESSAGING_MESSAGES.amountRequired });
    const fraction = await cr.c.post(url, { messageType: 'contract', projectId, response: 'counter', amount: 12.5 });
    expect(fraction.json().error.fields).toEqual({ amount: MESSAGING_MESSAGES.amountWhole });

    const unknown = await cr.c.post(url, { messageType: 'contract', projectId: 'nope', response: 'accept' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(MESSAGING_MESSAGES.projectNotFound);

    const counter = await cr.c.post(url, { messageType: 'contract', projectId, response: 'counter', amount: 1800 });
    expect(counter.statusCode).toBe(201);
    expect(counter.json()).toMatchObject({
      deal: null,
      message: {
        messageType: 'contract',
        content: `Countered “${brief.title}” with $1,800`,
        metadata: { projectId, response: 'counter', amountCents: 180_000, deadline: brief.timeline },
      },
    });
    const again = await cr.c.post(url, { messageType: 'contract', projectId, response: 'accept' });
    expect(again.json().error.message).toBe(MESSAGING_MESSAGES.ownOffer);

    const accepted = await p.c.post(url, { messageType: 'contract', projectId, response: 'accept' });
    expect(accepted.statusCode).toBe(201);
    const { deal, message } = accepted.json();
    expect(deal).toMatchObject({ status: 'posted', amountCents: 180_000 });
    expect(message.metadata).toMatchObject({ response: 'accept', amountCents: 180_000, dealId: deal.id });

    const [row] = await db.select().from(deals).where(eq(deals.id, deal.id));
    expect(row).toMatchObject({
      brandId: p.id,
      creatorId: cr.id,
      title: brief.title,
      amountCents: 180_000,
      status: 'posted',
      type: 'project',
      splits: [{ userId: cr.id, name: 'Maya Beats', percentage: 100 }],
    });
    expect(await db.select().from(dealEvents).where(eq(dealEvents.dealId, deal.id))).toHaveLength(1);

    const late = await cr.c.post(url, { messageType: 'contract', projectId, response: 'decline' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(MESSAGING_MESSAGES.offerClosed);
  });

  it('lets two accepts race into a single deal', async () => {
    const { p, cr, threadId } = await conversation();
    const projectId = await sendBrief(p.c, threadId);
    const url = `/api/threads/${threadId}/messages`;
    const results = await Promise.all([
      cr.c.post(url, { messageType: 'contract', projectId, response: 'accept' }),
      cr.c.post(url, { messageType: 'contract', projectId, response: 'accept' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await db.select().from(deals).where(eq(deals.brandId, p.id))).toHaveLength(1);
  });

  it('declines close the offer without a deal', async () => {
    const { p, cr, threadId } = await conversation();
    const projectId = await sendBrief(p.c, threadId);
    const res = await cr.c.post(`/api/threads/${threadId}/messages`, {
      messageType: 'contract',
      projectId,
      response: 'decline',
    });
    expect(res.json()).toMatchObject({ deal: null, message: { content: `Declined “${brief.title}”` } });
    expect(await db.select().from(deals).where(eq(deals.brandId, p.id))).toEqual([]);
  });
});

describe('archive and availability', () => {
  it('archives, lists by status, unarchives, and a new message reopens', async () => {
    const { p, cr, threadId } = await conversation();
    const archived = await p.c.post(`/api/threads/${threadId}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().thread.status).toBe('archived');
    expect((await p.c.get('/api/threads')).json().items).toEqual([]);
    expect((await cr.c.get('/api/threads?status=archived')).json().items.map((x: { id: string }) => x.id)).toEqual([
      threadId,
    ]);
    expect((await p.c.get('/api/threads?status=gone')).statusCode).toBe(400);

    expect((await p.c.post(`/api/threads/${threadId}/unarchive`)).json().thread.status).toBe('active');
    await p.c.post(`/api/threads/${threadId}/archive`);
    await cr.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Still there?' });
    expect((await p.c.get('/api/threads')).json().items[0]).toMatchObject({ id: threadId, status: 'active' });
  });

  it('a Booked creative cannot be messaged or sent a brief, but can still write', async () => {
    const { p, cr, threadId } = await conversation();
    await db.update(creatorProfiles).set({ availability: 'booked' }).where(eq(creatorProfiles.userId, cr.id));
    const reason = bookedMessage('Maya Beats');
    const text = await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Hi again' });
    expect(text.statusCode).toBe(409);
    expect(text.json().error.message).toBe(reason);
    const briefRes = await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'project_brief', brief });
    expect(briefRes.json().error.message).toBe(reason);
    expect((await p.c.get(`/api/threads/${threadId}`)).json().thread.canSend).toEqual({ allowed: false, reason });
    expect((await p.c.get(`/api/threads/with/${cr.id}`)).json().canStart).toEqual({ allowed: false, reason });
    expect((await p.c.post('/api/threads', { creatorId: cr.id, message: 'Hi' })).statusCode).toBe(409);

    const fromCreative = await cr.c.post(`/api/threads/${threadId}/messages`, {
      messageType: 'text',
      content: 'Busy!',
    });
    expect(fromCreative.statusCode).toBe(201);
    expect((await cr.c.get(`/api/threads/${threadId}`)).json().thread.canSend.allowed).toBe(true);
  });
});

describe('notifications and the e-mail outbox', () => {
  it('notifies the recipient (one entry per thread for messages) and queues e-mails for the important ones', async () => {
    const { p, cr, threadId } = await conversation('Opening');
    await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Second' });
    const projectId = await sendBrief(p.c, threadId);
    await cr.c.post(`/api/threads/${threadId}/messages`, {
      messageType: 'contract',
      projectId,
      response: 'counter',
      amount: 2000,
    });

    const mine = (await cr.c.get('/api/notifications')).json();
    expect(mine.unreadCount).toBe(2);
    expect(mine.items.map((n: { kind: string }) => n.kind)).toEqual(['project_brief', 'message']);
    expect(mine.items[1]).toMatchObject({
      title: 'New message from Campus Coffee',
      body: 'Second',
      link: `/messages/${threadId}`,
      readAt: null,
    });
    const theirs = (await p.c.get('/api/notifications')).json();
    expect(theirs.items[0]).toMatchObject({
      kind: 'offer',
      title: `Maya Beats countered “${brief.title}” with $2,000`,
    });

    // Reading the thread reads its message notification.
    await cr.c.post(`/api/threads/${threadId}/read`);
    expect((await cr.c.get('/api/notifications')).json().unreadCount).toBe(1);

    const other = await partner({ name: 'Nosy Brand' });
    const foreign = await other.c.post(`/api/notifications/${mine.items[0].id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(MESSAGING_MESSAGES.notificationNotFound);
    const readOne = await cr.c.post(`/api/notifications/${mine.items[0].id}/read`);
    expect(readOne.json().unreadCount).toBe(0);
    expect((await p.c.post('/api/notifications/read-all')).json().unreadCount).toBe(0);

    // Guests have no mailbox: nothing queued for these guest accounts.
    expect(await db.select().from(emailOutbox)).toEqual([]);
  });

  it('queues e-mail for a signed-up recipient in the same transaction, and the worker sends it once', async () => {
    const p = await partner();
    const cr = await creative({ set: { email: 'maya@example.edu', isAnonymous: false } });
    const res = await p.c.post('/api/threads', { creatorId: cr.id, message: 'Hi Maya' });
    const queued = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'maya@example.edu'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      status: 'pending',
      subject: `${CONVERSATION_SUBJECT} from Campus Coffee`,
    });
    expect(queued[0]!.body).toContain(`/messages/${res.json().thread.id}`);

    const id = queued[0]!.id;
    const row = async () => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
    const from = 'Pulse <no-reply@pulse.local>';

    // The relay gives it a delivery job, once: a second pass does not queue it again.
    const relayed: string[] = [];
    await relayPendingEmails(db, async (emailId) => relayed.push(emailId));
    expect(relayed).toContain(id);
    expect((await row()).status).toBe('queued');
    await relayPendingEmails(db, async (emailId) => relayed.push(emailId));
    expect(relayed.filter((e) => e === id)).toHaveLength(1);

    // A failed try throws (so the runner tries again on its backoff) and keeps the reason.
    const failing = async () => {
      throw new Error('mail server down');
    };
    await expect(deliverEmail(db, failing, from, id, false)).rejects.toThrow('mail server down');
    expect(await row()).toMatchObject({ status: 'queued', attempts: 1, lastError: 'mail server down' });

    const sent: string[] = [];
    const working = async (m: { to: string }) => {
      sent.push(m.to);
      return 'sent' as const;
    };
    expect(await deliverEmail(db, working, from, id, false)).toBe('sent');
    // A repeat of the job finds it sent and sends nothing.
    expect(await deliverEmail(db, working, from, id, false)).toBeNull();
    expect(sent).toEqual(['maya@example.edu']);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    // The last try that fails marks it failed; a retry from the failed jobs sends it.
    await db.update(emailOutbox).set({ status: 'queued' }).where(eq(emailOutbox.id, id));
    await expect(deliverEmail(db, failing, from, id, true)).rejects.toThrow('mail server down');
    expect((await row()).status).toBe('failed');
    expect(await deliverEmail(db, working, from, id, false)).toBe('sent');
  });

  it('tells a partner about a new match on their brief, and the creative when shortlisted', async () => {
    const p = await partner({ name: 'Brief Owner' });
    const posted = await p.c.post('/api/briefs', {
      title: 'Campus reel',
      description: 'Calm beats',
      usageType: 'ugc',
      deadline: addDays(earliestToday(), 10),
    });
    const briefId = posted.json().brief.id as string;
    const cr = await creative({ name: 'Snippet Maker' });
    await db.update(creatorProfiles).set({ collaborationRateCents: 90_000 }).where(eq(creatorProfiles.userId, cr.id));
    await db.insert(snippets).values({ id: `snip-${cr.id}`, creatorId: cr.id, title: 'Loop', usageTiers: ['ugc'] });
    const submitted = await cr.c.post(`/api/briefs/${briefId}/submissions`, { snippetId: `snip-${cr.id}` });
    expect(submitted.statusCode).toBe(201);
    const mine = (await p.c.get('/api/notifications')).json();
    expect(mine.items[0]).toMatchObject({
      kind: 'submission',
      title: 'New match on “Campus reel”',
      link: `/brand/briefs/${briefId}`,
    });
    await p.c.post(`/api/submissions/${submitted.json().submission.id}/shortlist`);
    expect((await cr.c.get('/api/notifications')).json().items[0]).toMatchObject({
      kind: 'submission',
      title: 'Shortlisted for “Campus reel”',
    });
  });

  it('sendNotification lets other modules notify in one transaction', async () => {
    const cr = await creative();
    const n = await sendNotification(db, {
      userId: cr.id,
      kind: 'submission',
      title: 'New submission on your brief',
      body: 'Maya submitted “Night Drive”',
      link: '/brand/briefs/1',
    });
    expect((await cr.c.get('/api/notifications')).json().items[0]).toEqual(n);
    const events = await eventsAfter(db, cr.id, 0);
    expect(events.at(-1)).toMatchObject({ type: 'notification.created', payload: { notification: n } });
  });

  it('sends through a real SMTP server with nodemailer: headers, Message-ID and body arrive intact', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    try {
      const outcome = await mailer.send({
        id: 'abc',
        from: 'Pulse <no-reply@pulse.local>',
        to: 'maya@example.edu',
        subject: 'Offer accepted ✓\r\nBcc: evil@example.com',
        text: 'Hello\n.dot line',
      });
      expect(outcome).toBe('sent');
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message).toContain('Message-ID: <abc@127.0.0.1>');
    expect(message).toContain('To: maya@example.edu');
    expect(message).not.toMatch(/^Bcc:/im);
    expect(message).toContain('Hello');
    expect(message).toContain('.dot line');
  });

  it('never sends credentials to a server that does not offer STARTTLS', async () => {
    let authTried = false;
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      onAuth(_auth, _session, callback) {
        authTried = true;
        callback(null, { user: 'mailer' });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createSmtpMailer(`smtp://mailer:s%40cret@127.0.0.1:${port}`);
    try {
      await expect(
        mailer.send({ id: 'x', from: 'no-reply@pulse.local', to: 'maya@example.edu', subject: 'Hi', text: 'Hi' }),
      ).rejects.toThrow();
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(authTried).toBe(false);
  });

  it('without SMTP_URL keeps a message in the local mailbox, never sent', async () => {
    const p = await partner();
    const cr = await creative({ set: { email: 'kept@example.edu', isAnonymous: false } });
    await p.c.post('/api/threads', { creatorId: cr.id, message: 'A private link inside' });
    const [written] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'kept@example.edu'));
    expect(await deliverEmail(db, localMailboxTransport, 'Pulse <no-reply@pulse.local>', written!.id, false)).toBe(
      'kept',
    );
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'kept@example.edu'));
    expect(rows.map((r) => r.status)).toEqual(['kept']);
  });
});

describe('/compose: a signal to followers', () => {
  it('only creatives compose; every follower is notified in one go', async () => {
    const fan = await session('fan', { set: { name: 'Fan One' } });
    expect((await fan.c.get('/api/signals/audience')).json()).toEqual({
      followers: 0,
      canCompose: { allowed: false, reason: ONLY_CREATIVES_SIGNAL_MESSAGE },
    });
    const refused = await fan.c.post('/api/signals/compose', { content: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect((await client().post('/api/signals/compose', { content: 'Hi' })).statusCode).toBe(401);

    const cr = await creative({ name: 'Signal Sender' });
    const other = await session('fan', { set: { name: 'Fan Two' } });
    await db.insert(follows).values([
      { followerId: fan.id, creatorId: cr.id },
      { followerId: other.id, creatorId: cr.id },
    ]);
    expect((await cr.c.get('/api/signals/audience')).json()).toEqual({
      followers: 2,
      canCompose: { allowed: true, reason: null },
    });
    const blank = await cr.c.post('/api/signals/compose', { content: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ content: SIGNAL_MESSAGES.required });

    const sent = await cr.c.post('/api/signals/compose', { content: 'New beat pack drops Friday!' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ delivered: 2, signal: { content: 'New beat pack drops Friday!' } });
    for (const f of [fan, other]) {
      expect((await f.c.get('/api/notifications')).json().items[0]).toMatchObject({
        kind: 'signal',
        title: 'Signal Sender sent a signal',
        body: 'New beat pack drops Friday!',
        link: `/creator/${cr.id}`,
      });
    }
    const events = await eventsAfter(db, other.id, 0);
    expect(events.at(-1)).toMatchObject({ type: 'notification.created' });
  });
});

describe('real time', () => {
  it('writes events in the message’s transaction and replays after an id without loss or duplicates', async () => {
    const { p, cr, threadId } = await conversation('One');
    const start = await latestEventId(db, cr.id);
    await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Two' });
    await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Three' });
    // A refused write (validation, permissions) leaves no event behind.
    await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: '' });

    const all = await eventsAfter(db, cr.id, start);
    const created = all.filter((e) => e.type === 'message.created');
    expect(created.map((e) => (e.payload.message as { content: string }).content)).toEqual(['Two', 'Three']);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => a - b));
    const resumed = await eventsAfter(db, cr.id, created[0]!.id);
    expect(resumed[0]!.id).toBeGreaterThan(created[0]!.id);
    expect(resumed.some((e) => e.id === created[0]!.id)).toBe(false);
    expect(resumed.map((e) => e.id)).toEqual(all.filter((e) => e.id > created[0]!.id).map((e) => e.id));

    // Read receipts reach both sides.
    await cr.c.post(`/api/threads/${threadId}/read`);
    const receipts = (await eventsAfter(db, p.id, 0)).filter((e) => e.type === 'thread.read');
    expect(receipts.at(-1)!.payload).toMatchObject({ threadId, userId: cr.id });

    // A rolled-back transaction leaves no event.
    const before = await latestEventId(db, cr.id);
    await expect(
      db.transaction(async (tx) => {
        await emitRealtime(tx as unknown as Db, [{ userId: cr.id, type: 'presence', payload: {} }]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await latestEventId(db, cr.id)).toBe(before);
    expect(
      await db
        .select()
        .from(realtimeEvents)
        .where(and(eq(realtimeEvents.userId, cr.id), eq(realtimeEvents.type, 'presence'))),
    ).toEqual([]);
  });

  it('formats Server-Sent Events and reads Last-Event-ID', () => {
    expect(formatEvent({ id: 7, type: 'thread.read', payload: { a: 1 } })).toBe(
      'id: 7\nevent: thread.read\ndata: {"a":1}\n\n',
    );
    expect(parseEventId('42')).toBe(42);
    expect(parseEventId(' 42 ')).toBe(42);
    expect(parseEventId('abc')).toBeNull();
    expect(parseEventId(undefined)).toBeNull();
    expect(parseEventId('-1')).toBeNull();
  });

  it('streams to every open tab over a real connection and resumes after a reconnect', async () => {
    const { p, cr, threadId } = await conversation('Before the stream');
    const address = await listening();
    const unauthorised = await fetch(`${address}/api/events`);
    expect(unauthorised.status).toBe(401);

    const tabA = openStream(address, cr.c.cookieHeader);
    const tabB = openStream(address, cr.c.cookieHeader);
    await Promise.all([tabA.ready, tabB.ready]);
    await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Live one' });
    const [a1, b1] = await Promise.all([tabA.next('message.created'), tabB.next('message.created')]);
    expect(a1.data.message.content).toBe('Live one');
    expect(b1.id).toBe(a1.id);
    // Presence: the partner hears nothing they can't see, but the creative is online now.
    const online = (await p.c.get(`/api/threads/${threadId}`)).json().thread.participants;
    expect(online.find((x: { id: string }) => x.id === cr.id).isOnline).toBe(true);

    // Tab A drops; two messages arrive while it is away.
    tabA.close();
    await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Missed one' });
    await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Missed two' });
    await tabB.next('message.created');
    await tabB.next('message.created');

    const resumed = openStream(address, cr.c.cookieHeader, a1.id);
    await resumed.ready;
    const r1 = await resumed.next('message.created');
    const r2 = await resumed.next('message.created');
    expect([r1.data.message.content, r2.data.message.content]).toEqual(['Missed one', 'Missed two']);
    expect(r1.id).toBeGreaterThan(a1.id);
    // Nothing before the resume point came again.
    expect(resumed.seen.filter((e) => e.id <= a1.id)).toEqual([]);
    expect(new Set(resumed.seen.map((e) => e.id)).size).toBe(resumed.seen.length);

    resumed.close();
    tabB.close();
  });

  it('delivers a signal to every follower’s open streams once, woken and read together', async () => {
    const cr = await creative({ name: 'Broadcast Sender' });
    const fans = await Promise.all([1, 2, 3].map((i) => session('fan', { set: { name: `Listener ${i}` } })));
    await db.insert(follows).values(fans.map((f) => ({ followerId: f.id, creatorId: cr.id })));
    const address = await listening();
    // The first fan has two tabs open: both hear it.
    const tabs = [...fans, fans[0]!].map((f) => openStream(address, f.c.cookieHeader));
    await Promise.all(tabs.map((tab) => tab.ready));

    await cr.c.post('/api/signals/compose', { content: 'Live set tonight' });
    await cr.c.post('/api/signals/compose', { content: 'Doors at nine' });
    for (const tab of tabs) {
      const first = await tab.next('notification.created');
      const second = await tab.next('notification.created');
      expect([first.data.notification, second.data.notification]).toMatchObject([
        { title: 'Broadcast Sender sent a signal', body: 'Live set tonight' },
        { body: 'Doors at nine' },
      ]);
      expect(second.id).toBeGreaterThan(first.id);
    }
    // Each stream sent each event once.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const tab of tabs) {
      const signals = tab.seen.filter((e) => e.event === 'notification.created');
      expect(new Set(signals.map((e) => e.id)).size).toBe(signals.length);
      expect(signals).toHaveLength(2);
      tab.close();
    }
  });

  it('writes many users’ events in one statement and reads them back a page per user', async () => {
    const users = await Promise.all([1, 2, 3].map((i) => session('fan', { set: { name: `Reader ${i}` } })));
    const from = new Map(await Promise.all(users.map(async (u) => [u.id, await latestEventId(db, u.id)] as const)));
    await db.transaction(async (tx) => {
      await emitRealtime(
        tx as unknown as Db,
        users.flatMap((u) => [1, 2, 3].map((n) => ({ userId: u.id, type: 'presence' as const, payload: { n } }))),
      );
    });
    const page = await realtimeQueries(db).eventsAfterEach(from, 2);
    for (const u of users) {
      const mine = page.filter((e) => e.userId === u.id);
      expect(mine.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(mine[0]!.id).toBeLessThan(mine[1]!.id);
      expect(mine[0]!.createdAt).toBeInstanceOf(Date);
      const rest = await eventsAfter(db, u.id, mine[1]!.id);
      expect(rest.map((e) => e.payload)).toEqual([{ n: 3 }]);
    }
  });

  it('reaches a stream on another app instance sharing the database (NOTIFY fan-out)', async () => {
    const { p, cr, threadId } = await conversation();
    const second = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pulse-app-')),
        WEB_DIST: join(tmpdir(), 'pulse-no-web-dist'),
      }),
      database: t.database,
      authSecret: 'test-secret-test-secret-test-secret-0123',
    });
    try {
      const address = await second.listen({ port: 0, host: '127.0.0.1' });
      const tab = openStream(address, cr.c.cookieHeader);
      await tab.ready;
      // Sent through the first instance; the stream lives on the second.
      await p.c.post(`/api/threads/${threadId}/messages`, { messageType: 'text', content: 'Across instances' });
      expect((await tab.next('message.created')).data.message.content).toBe('Across instances');
      tab.close();
    } finally {
      await second.close();
    }
  });
});

/** The test app on a real port (listening once for the file's stream tests, whichever runs first). */
async function listening(): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

interface StreamEvent {
  id: number;
  event: string;
  data: { message: { content: string } } & Record<string, unknown>;
}

/** A minimal EventSource over node:http: collects events, and waits for the next one of a type. */
function openStream(base: string, cookie: string, lastEventId?: number) {
  const seen: StreamEvent[] = [];
  const waiters: { type: string; resolve: (e: StreamEvent) => void }[] = [];
  let consumed = 0;
  let buffer = '';
  let req: http.ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    req = http.get(
      `${base}/api/events`,
      { headers: { cookie, ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}) } },
      (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/event-stream');
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          if (buffer.includes('retry:')) resolve();
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = Object.fromEntries(
              block
                .split('\n')
                .filter((l) => !l.startsWith(':') && l.includes(': '))
                .map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]),
            );
            if (fields.id && fields.event) {
              seen.push({ id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data ?? '{}') });
              flush();
            }
            end = buffer.indexOf('\n\n');
          }
        });
      },
    );
    req.on('error', reject);
  });
  function flush() {
    for (let i = 0; i < waiters.length; i++) {
      const w = waiters[i]!;
      const index = seen.findIndex((e, j) => j >= consumed && e.event === w.type);
      if (index >= 0) {
        consumed = index + 1;
        waiters.splice(i, 1);
        i--;
        w.resolve(seen[index]!);
      }
    }
  }
  return {
    ready,
    seen,
    next(type: string): Promise<StreamEvent> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} event within 5 s`)), 5_000);
        waiters.push({
          type,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
        flush();
      });
    },
    close() {
      req.destroy();
    },
  };
}
