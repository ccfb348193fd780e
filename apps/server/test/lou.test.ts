import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BRIEF_NOT_FOUND_MESSAGE,
  BRIEF_TITLE_REQUIRED,
  CONVERSATION_NOT_FOUND_MESSAGE,
  EMPTY_CONVERSATION_MESSAGE,
  ONLY_PARTNERS_DRAFT_MESSAGE,
} from '@pulse/domain/lou/contracts';
import {
  creativeApplicationFrom,
  type LouInput,
  type LouStart,
  type LouState,
  partnerApplicationFrom,
  respondToLou,
  startLou,
} from '@pulse/domain/lou/engine';
import { LOU_MESSAGES } from '@pulse/domain/lou/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts } from './helpers/accounts';
import { Client, createTestApp, type TestApp } from './helpers/test-app';
import { turnOnTwoFactor } from './helpers/totp';

let t: TestApp;
let adminClient: Client;
const admin = { email: 'admin@lou.test', password: 'admin-password' };
beforeAll(async () => {
  t = await createTestApp();
  const { ensureAdmin } = await import('../src/db/seed/admin');
  await ensureAdmin(t.database.db, t.app.auth, admin.email, admin.password);
  adminClient = new Client(t.app, '10.7.1.1');
  expect((await adminClient.post('/api/accounts/sign-in', admin)).statusCode).toBe(200);
  // Admins work with two-factor on (issue 36).
  await turnOnTwoFactor(adminClient, admin.password);
});
afterAll(() => t.close());

const { client, session } = testAccounts(() => t, { ip: '10.7' });

const at = (i: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, i)).toISOString();
const transcript = [
  { sender: 'lou', content: 'What’s your full name?', timestamp: at(0) },
  { sender: 'user', content: 'Maya Lopez', timestamp: at(1) },
];

/** Plays a chat through the real engine, the way the screen does. */
function chat(start: LouStart, inputs: (string | LouInput)[]): LouState {
  let state = startLou(start).state;
  for (const input of inputs)
    state = respondToLou(state, typeof input === 'string' ? { type: 'text', text: input } : input).state;
  return state;
}

const pendingQueue = async () =>
  (await adminClient.get('/api/admin/applications')).json().items as {
    id: string;
    kind: string;
    details: Record<string, unknown>;
    conversation: { id: string; messages: unknown[] } | null;
  }[];

describe('POST /api/lou/responses (save-responses)', () => {
  it('needs a session', async () => {
    const res = await client().post('/api/lou/responses', { flow: 'creative', messages: transcript });
    expect(res.statusCode).toBe(401);
  });

  it('saves the transcript and returns convo_id; the speaker and admins read it, nobody else', async () => {
    const c = (await session('creator')).c;
    const res = await c.post('/api/lou/responses', { flow: 'creative', messages: transcript });
    expect(res.statusCode).toBe(201);
    const { convo_id } = res.json();
    expect(convo_id).toMatch(/^[0-9a-f-]{36}$/);

    const own = await c.get(`/api/lou/conversations/${convo_id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().conversation).toMatchObject({ id: convo_id, flow: 'creative', messages: transcript });
    expect((await adminClient.get(`/api/lou/conversations/${convo_id}`)).statusCode).toBe(200);

    const other = await (await session('fan')).c.get(`/api/lou/conversations/${convo_id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toEqual({ code: 'not_found', message: CONVERSATION_NOT_FOUND_MESSAGE });
    expect((await c.get('/api/lou/conversations/nope')).statusCode).toBe(404);
  });

  it.each([
    [{ flow: 'creative', messages: [] }, 'messages', EMPTY_CONVERSATION_MESSAGE],
    [{ flow: 'poetry', messages: transcript }, 'flow', 'Flow must be creative, fan, partner or brief'],
    [
      { flow: 'fan', messages: [{ sender: 'bot', content: 'x', timestamp: at(0) }] },
      'messages.0.sender',
      'Each message needs a sender: lou or user',
    ],
    [
      { flow: 'fan', messages: [{ sender: 'user', content: '  ', timestamp: at(0) }] },
      'messages.0.content',
      'Each message needs its text',
    ],
    [
      { flow: 'fan', messages: [{ sender: 'user', content: 'hi', timestamp: 'yesterday' }] },
      'messages.0.timestamp',
      'Each message needs an ISO timestamp',
    ],
    [
      { flow: 'fan', messages: [{ sender: 'user', content: 'x'.repeat(2001), timestamp: at(0) }] },
      'messages.0.content',
      'A message can be at most 2000 characters',
    ],
  ])('refuses bad input with a clear 400 (%#)', async (body, field, message) => {
    const c = (await session('fan')).c;
    const res = await c.post('/api/lou/responses', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('is rate limited per address', async () => {
    const c = (await session('fan')).c;
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await c.post('/api/lou/responses', { flow: 'fan', messages: transcript })).statusCode);
    expect(codes.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('chat applications enter the admin queue with their conversation', () => {
  it('a creative chat: pending creative application with source creative_onboarding_new and convo_id', async () => {
    const c = client();
    const state = chat({ entry: 'application', flow: 'creative' }, [
      'Maya Chat',
      'NYU 2027',
      { type: 'select', values: ['Videographer', 'Producer'] },
      'maya-chat.studio',
      'maya.chat@nyu.edu',
    ]);
    expect(state.phase).toBe('submitting');
    // The screen: a session with the role, the transcript, then submit-creative.
    expect((await c.post('/api/me/role', { role: 'creator' })).statusCode).toBe(200);
    const { convo_id } = (await c.post('/api/lou/responses', { flow: 'creative', messages: transcript })).json();
    const res = await c.post('/api/creatives', creativeApplicationFrom(state, convo_id));
    expect(res.statusCode).toBe(201);
    const id = res.json().application.id;

    const me = (await c.get('/api/me')).json().user;
    expect(me).toMatchObject({ role: 'creator', approvalStatus: 'pending' });

    const item = (await pendingQueue()).find((i) => i.id === id);
    // The reviewer reads the conversation the application came from.
    expect(item?.conversation).toEqual({ id: convo_id, messages: transcript });
    expect(item).toMatchObject({
      kind: 'creative',
      details: {
        source: 'creative_onboarding_new',
        name: 'Maya Chat',
        email: 'maya.chat@nyu.edu',
        genres: ['Videographer', 'Producer'],
        bio: 'School and grad year: NYU 2027',
        links: [{ label: 'Portfolio', url: 'https://maya-chat.studio/' }],
      },
    });
    // The conversation behind it is readable by the reviewer.
    const convo = await adminClient.get(`/api/lou/conversations/${convo_id}`);
    expect(convo.json().conversation.messages[1].content).toBe('Maya Lopez');

    // Chatting again (a duplicate) updates the one pending application.
    const again = await c.post('/api/creatives', { ...creativeApplicationFrom(state, convo_id), name: 'Maya C.' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, application: { id } });
    const mine = (await pendingQueue()).filter((i) => i.id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.details.name).toBe('Maya C.');
  });

  it('a partner chat: pending partner application with source pulsepartner_onboarding; role brand pending', async () => {
    const c = client();
    const state = chat({ entry: 'application', flow: 'partner' }, [
      'Lou Test Club',
      'ops@loutest.club',
      'A score for our short film',
      '2499',
      '2027-01-15',
    ]);
    expect((await c.post('/api/me/role', { role: 'brand' })).statusCode).toBe(200);
    const { convo_id } = (await c.post('/api/lou/responses', { flow: 'partner', messages: transcript })).json();
    const res = await c.post('/api/pulsepartners', partnerApplicationFrom(state, convo_id));
    expect(res.statusCode).toBe(201);
    expect((await c.get('/api/me')).json().user).toMatchObject({ role: 'brand', approvalStatus: 'pending' });
    const item = (await pendingQueue()).find((i) => i.id === res.json().application.id);
    expect(item).toMatchObject({
      kind: 'partner',
      details: {
        source: 'pulsepartner_onboarding',
        company: 'Lou Test Club',
        email: 'ops@loutest.club',
        needs: 'Goal: A score for our short film\nBudget: $1k–$2.5k\nDeadline: 2027-01-15',
      },
    });
  });

  it('a fan chat: approved at once, nothing in the queue', async () => {
    const before = (await pendingQueue()).length;
    const c = client();
    expect((await c.post('/api/me/role', { role: 'fan' })).json().user).toMatchObject({
      role: 'fan',
      approvalStatus: 'approved',
    });
    expect((await c.post('/api/lou/responses', { flow: 'fan', messages: transcript })).statusCode).toBe(201);
    expect((await pendingQueue()).length).toBe(before);
  });

  it('an application missing what the chat requires is refused in the field’s words', async () => {
    const c = (await session('creator')).c;
    const res = await c.post('/api/creatives', { name: 'Maya', email: 'maya@', convo_id: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Please enter a valid email address');
  });
});

describe('brief from chat: POST /api/lou/briefs', () => {
  const draft = {
    title: 'Campus tour teaser',
    goal: 'Hype the spring tour',
    category: 'videographer',
    budget: '$2.5k–$5k',
    deadline: '2027-03-01',
  };

  it('saves a draft project brief owned by the partner; only the owner reads it', async () => {
    const partner = (await session('brand')).c;
    const res = await partner.post('/api/lou/briefs', draft);
    expect(res.statusCode).toBe(201);
    const brief = res.json().brief;
    expect(brief).toMatchObject({
      kind: 'project',
      status: 'draft',
      source: 'lou',
      title: 'Campus tour teaser',
      goal: 'Hype the spring tour',
      category: 'videographer',
      budgetText: '$2.5k–$5k',
      budgetMinCents: 250_000,
      budgetMaxCents: 500_000,
      deadline: '2027-03-01',
    });
    expect((await partner.get(`/api/lou/briefs/${brief.id}`)).json().brief.id).toBe(brief.id);

    for (const other of [(await session('brand')).c, (await session('fan')).c, adminClient]) {
      const peek = await other.get(`/api/lou/briefs/${brief.id}`);
      expect(peek.statusCode).toBe(404);
      expect(peek.json().error.message).toBe(BRIEF_NOT_FOUND_MESSAGE);
    }
    expect((await client().get(`/api/lou/briefs/${brief.id}`)).statusCode).toBe(401);
  });

  it('keeps skipped answers empty and open-ended budgets open', async () => {
    const partner = (await session('brand')).c;
    const res = await partner.post('/api/lou/briefs', { title: 'Just a title', budget: '>$10k' });
    expect(res.statusCode).toBe(201);
    expect(res.json().brief).toMatchObject({
      goal: '',
      category: '',
      budgetMinCents: 1_000_000,
      budgetMaxCents: null,
      deadline: null,
    });
  });

  it('only partners draft briefs', async () => {
    const res = await (await session('fan')).c.post('/api/lou/briefs', draft);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ONLY_PARTNERS_DRAFT_MESSAGE);
    expect((await client().post('/api/lou/briefs', draft)).statusCode).toBe(401);
  });

  it.each([
    [{ ...draft, title: ' ' }, 'title', BRIEF_TITLE_REQUIRED],
    [{ ...draft, deadline: '2027-02-30' }, 'deadline', LOU_MESSAGES.deadline],
    [{ ...draft, budget: 'lots' }, 'budget', LOU_MESSAGES.budget],
    [{ ...draft, category: 'chef' }, 'category', 'Pick a category: Music Producer, Videographer or Graphic Designer'],
  ])('refuses bad drafts in the chat’s words (%#)', async (body, field, message) => {
    const res = await (await session('brand')).c.post('/api/lou/briefs', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });
});

describe('the optional language model', () => {
  it('is off by default: config says so and phrasing returns the rule-based reply', async () => {
    const c = (await session('fan')).c;
    expect((await c.get('/api/lou/config')).json()).toEqual({ llm: false });
    const res = await c.post('/api/lou/phrase', { reply: 'Nice to meet you, Maya!' });
    expect(res.json()).toEqual({ content: 'Nice to meet you, Maya!', source: 'rules' });
    expect((await client().post('/api/lou/phrase', { reply: 'x' })).statusCode).toBe(401);
  });

  it('phrases with an OpenAI-compatible endpoint, sends the last 5 messages, and falls back on failure', async () => {
    const seen: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
    let fail = false;
    const server: Server = createServer(async (req: IncomingMessage, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      if (fail || req.url !== '/v1/chat/completions') {
        res.writeHead(500).end('{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { content: '  Great to meet you, Maya!  ' } }] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const withLlm = await createTestApp({
      env: { LOU_LLM_URL: `http://127.0.0.1:${port}/v1`, LOU_LLM_KEY: 'sk-test', LOU_LLM_MODEL: 'lou-mini' },
    });
    try {
      const c = new Client(withLlm.app, '10.7.9.1');
      await c.post('/api/me/role', { role: 'fan' });
      expect((await c.get('/api/lou/config')).json()).toEqual({ llm: true });
      const context = Array.from({ length: 5 }, (_, i) => ({ sender: i % 2 ? 'user' : 'lou', content: `m${i}` }));
      const res = await c.post('/api/lou/phrase', { reply: 'Nice to meet you, Maya!', context });
      expect(res.json()).toEqual({ content: 'Great to meet you, Maya!', source: 'llm' });
      expect(seen[0]!.auth).toBe('Bearer sk-test');
      expect(seen[0]!.body.model).toBe('lou-mini');
      const msgs = seen[0]!.body.messages;
      expect(msgs[0]!.role).toBe('system');
      expect(msgs.slice(1, 6).map((m) => [m.role, m.content])).toEqual([
        ['assistant', 'm0'],
        ['user', 'm1'],
        ['assistant', 'm2'],
        ['user', 'm3'],
        ['assistant', 'm4'],
      ]);
      expect(msgs[6]!.content).toBe('Draft reply: Nice to meet you, Maya!');

      const six = await c.post('/api/lou/phrase', { reply: 'x', context: [...context, context[0]] });
      expect(six.statusCode).toBe(400);

      fail = true;
      const fallback = await c.post('/api/lou/phrase', { reply: 'Nice to meet you, Maya!' });
      expect(fallback.json()).toEqual({ content: 'Nice to meet you, Maya!', source: 'rules' });
    } finally {
      await withLlm.close();
      await new Promise((r) => server.close(r));
    }
  });

  it('falls back when the endpoint cannot be reached', async () => {
    const unreachable = await createTestApp({ env: { LOU_LLM_URL: 'http://127.0.0.1:9/v1', LOU_LLM_KEY: 'k' } });
    try {
      const c = new Client(unreachable.app, '10.7.9.2');
      await c.post('/api/me/role', { role: 'fan' });
      const res = await c.post('/api/lou/phrase', { reply: 'Hello!' });
      expect(res.json()).toEqual({ content: 'Hello!', source: 'rules' });
    } finally {
      await unreachable.close();
    }
  });
});
