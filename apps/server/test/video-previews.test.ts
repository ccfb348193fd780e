import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  VIDEO_PREVIEW_BRANDS_ONLY_MESSAGE,
  VIDEO_PREVIEW_MESSAGES,
  VIDEO_PREVIEW_PROVIDER_FAILED_MESSAGE,
  VIDEO_PREVIEWS_NOT_CONFIGURED_MESSAGE,
} from '@pulse/domain/video-previews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { creatorProfiles } from '../src/db/schema/creators';
import { videoPreviews } from '../src/db/schema/video-previews';
import { testAccounts } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

const KEY = 'test-video-key';

/** A local fake provider: checks the bearer key; prompts containing "fail" get a 500, "junk" an answer without a URL. */
let provider: Server;
let providerUrl: string;
const received: Record<string, unknown>[] = [];

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

let withProvider: TestApp;
let without: TestApp;
let creatorId: string;

beforeAll(async () => {
  provider = createServer(async (req, res) => {
    const body = await readJson(req);
    received.push(body);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.method !== 'POST' || req.url !== '/generate') return send(404, { error: 'no route' });
    if (req.headers.authorization !== `Bearer ${KEY}`) return send(401, { error: 'bad key' });
    const prompt = String(body.prompt);
    if (prompt.includes('fail')) return send(500, { error: 'provider down' });
    if (prompt.includes('junk')) return send(200, { status: 'queued' });
    return send(200, {
      id: `vid-${received.length}`,
      url: `https://videos.example.test/vid-${received.length}.${String(body.format)}`,
      thumbnail: `https://videos.example.test/vid-${received.length}.jpg`,
      model: 'fake-gen-1',
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  withProvider = await createTestApp({ seed: true, env: { VIDEO_GEN_URL: providerUrl, VIDEO_GEN_KEY: KEY } });
  without = await createTestApp({ seed: true });
  const [row] = await withProvider.database.db.select({ id: creatorProfiles.userId }).from(creatorProfiles).limit(1);
  creatorId = row!.id;
});
afterAll(async () => {
  await withProvider?.close();
  await without?.close();
  await new Promise((r) => provider.close(r));
});

/** One `testAccounts` per app the file starts, each with a prefix of its own: guest sessions with a role. */
const { client, session } = testAccounts(() => withProvider, { ip: '10.81' });
const withoutAccounts = testAccounts(() => without, { ip: '10.82' });

const request = (extra: object = {}) => ({
  creatorId,
  prompt: 'Sunrise campus run, warm tones',
  style: 'Cinematic',
  duration: 8,
  aspectRatio: '9:16',
  format: 'mp4',
  ...extra,
});

describe('env', () => {
  it('needs VIDEO_GEN_URL and VIDEO_GEN_KEY together', () => {
    expect(() => loadEnv({ VIDEO_GEN_URL: 'https://v.test' })).toThrow(/VIDEO_GEN_KEY/);
    expect(() => loadEnv({ VIDEO_GEN_KEY: 'k' })).toThrow(/VIDEO_GEN_URL/);
    expect(loadEnv({ VIDEO_GEN_URL: 'https://v.test', VIDEO_GEN_KEY: 'k' }).VIDEO_GEN_KEY).toBe('k');
  });
});

describe('POST /api/video-previews with a provider', () => {
  it('sends the request with the bearer key and stores the result', async () => {
    const { c } = await session('brand');
    const res = await c.post('/api/video-previews', request());
    expect(res.statusCode).toBe(201);
    const { preview } = res.json();
    expect(preview).toMatchObject({
      creatorId,
      status: 'completed',
      duration: 8,
      aspectRatio: '9:16',
      format: 'mp4',
      model: 'fake-gen-1',
      estimatedCost: 3.5,
      error: null,
    });
    expect(preview.url).toMatch(/^https:\/\/videos\.example\.test\/vid-\d+\.mp4$/);
    expect(preview.thumbnailUrl).toMatch(/\.jpg$/);
    expect(received.at(-1)).toMatchObject({
      prompt: 'Sunrise campus run, warm tones',
      style: 'Cinematic',
      duration: 8,
      aspect_ratio: '9:16',
      format: 'mp4',
    });
    const [row] = await withProvider.database.db.select().from(videoPreviews).where(eq(videoPreviews.id, preview.id));
    expect(row?.metadata).toMatchObject({ model: 'fake-gen-1' });

    const list = (await c.get(`/api/video-previews?creatorId=${creatorId}`)).json();
    expect(list.configured).toBe(true);
    expect(list.previews.map((p: { id: string }) => p.id)).toContain(preview.id);
  });

  it('shows a provider failure as an error and keeps it as failed, with no mock video', async () => {
    const { c } = await session('brand');
    for (const prompt of ['please fail', 'junk answer']) {
      const res = await c.post('/api/video-previews', request({ prompt }));
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(VIDEO_PREVIEW_PROVIDER_FAILED_MESSAGE);
    }
    const { previews } = (await c.get(`/api/video-previews?creatorId=${creatorId}`)).json();
    expect(previews).toHaveLength(2);
    for (const p of previews) expect(p).toMatchObject({ status: 'failed', url: null, thumbnailUrl: null });
  });

  it('fails when the key is wrong', async () => {
    const t = await createTestApp({ seed: true, env: { VIDEO_GEN_URL: providerUrl, VIDEO_GEN_KEY: 'wrong' } });
    try {
      const [row] = await t.database.db.select({ id: creatorProfiles.userId }).from(creatorProfiles).limit(1);
      const { c } = await testAccounts(() => t, { ip: '10.83' }).session('brand');
      const res = await c.post('/api/video-previews', request({ creatorId: row!.id }));
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(VIDEO_PREVIEW_PROVIDER_FAILED_MESSAGE);
    } finally {
      await t.close();
    }
  });

  it('validates the fields with the spec values', async () => {
    const { c } = await session('brand');
    const before = received.length;
    for (const [extra, message] of [
      [{ duration: 7 }, VIDEO_PREVIEW_MESSAGES.duration],
      [{ aspectRatio: '21:9' }, VIDEO_PREVIEW_MESSAGES.aspectRatio],
      [{ format: 'gif' }, VIDEO_PREVIEW_MESSAGES.format],
      [{ prompt: ' ' }, VIDEO_PREVIEW_MESSAGES.promptRequired],
    ] as const) {
      const res = await c.post('/api/video-previews', request(extra));
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await c.post('/api/video-previews', request({ creatorId: 'nobody' }))).statusCode).toBe(404);
    expect(received.length).toBe(before);
  });

  it('is for partners only', async () => {
    for (const role of ['fan', 'creator'] as const) {
      const { c } = await session(role);
      const res = await c.post('/api/video-previews', request());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(VIDEO_PREVIEW_BRANDS_ONLY_MESSAGE);
      expect((await c.get(`/api/video-previews?creatorId=${creatorId}`)).statusCode).toBe(403);
    }
    const anon = client();
    expect((await anon.post('/api/video-previews', request())).statusCode).toBe(401);
  });

  it("never shows another partner's previews", async () => {
    const { c: owner } = await session('brand');
    const { c: other } = await session('brand');
    const { preview } = (await owner.post('/api/video-previews', request())).json();
    expect((await owner.get(`/api/video-previews/${preview.id}`)).statusCode).toBe(200);
    expect((await other.get(`/api/video-previews/${preview.id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/video-previews?creatorId=${creatorId}`)).json().previews).toEqual([]);
  });
});

describe('without a provider', () => {
  it('says previews are not configured', async () => {
    const [row] = await without.database.db.select({ id: creatorProfiles.userId }).from(creatorProfiles).limit(1);
    const { c } = await withoutAccounts.session('brand');
    const res = await c.post('/api/video-previews', request({ creatorId: row!.id }));
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(VIDEO_PREVIEWS_NOT_CONFIGURED_MESSAGE);
    const list = (await c.get(`/api/video-previews?creatorId=${row!.id}`)).json();
    expect(list).toEqual({ previews: [], configured: false });
  });
});
