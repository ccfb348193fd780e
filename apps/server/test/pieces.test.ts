import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAST_COSIGN_NOTICE, NO_COSIGNS_LEFT_NOTICE, PIECE_NOT_FOUND_MESSAGE } from '@pulse/domain/cosign-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { DEMO_PIECES } from '../src/db/seed/social';
import { VISITOR_COOKIE } from '../src/modules/pieces/pieces.service';
import { testAccounts } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

/** Visitors are clients with no session; a fan who signs up after choosing the role is signed in. */
const { client: visitor, session } = testAccounts(() => t, {
  ip: '10.80',
  signUp: { email: () => `fan-${Math.random().toString(36).slice(2)}@example.com`, password: 'correct horse' },
});
const ids = DEMO_PIECES.map((p) => p.id);

describe('public feed', () => {
  it('lists the seeded pieces to anyone, with producer, filmmaker, duration, co-signs and tags', async () => {
    const res = await visitor().get('/api/pieces');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.allowance).toEqual({ remaining: 3, daily: 3 });
    expect(body.items.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(ids));
    const piece = body.items.find((p: { id: string }) => p.id === 'demo-piece-campus-nights');
    expect(piece).toMatchObject({
      title: 'Campus Nights',
      producer: { id: 'demo-creator-maya-lin', name: 'Maya Lin' },
      filmmaker: { id: 'demo-creator-jordan-reyes', name: 'Jordan Reyes' },
      durationSeconds: 94,
      tags: ['lo-fi', 'cinematic', 'night'],
      isCoSigned: false,
    });
    // Reads never hand out a visitor cookie.
    expect(res.cookies.find((c) => c.name === VISITOR_COOKIE)).toBeUndefined();
  });

  it('shows one piece, and a clear 404 for an unknown one', async () => {
    const ok = await visitor().get(`/api/pieces/${ids[0]}`);
    expect(ok.json().piece.id).toBe(ids[0]);
    const missing = await visitor().get('/api/pieces/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(PIECE_NOT_FOUND_MESSAGE);
    expect((await visitor().put('/api/pieces/nope/cosign')).statusCode).toBe(404);
  });
});

describe('anonymous co-sign limit', () => {
  it('allows 3 a day with the notices, follows the toggle rule, and blocks only new pieces', async () => {
    const v = visitor();
    const [a, b, c, d] = ids as [string, string, string, string];
    const before = (await v.get(`/api/pieces/${a}`)).json().piece.coSigns;

    const first = (await v.put(`/api/pieces/${a}/cosign`)).json();
    expect(first).toMatchObject({
      allowance: { remaining: 2 },
      notice: null,
      piece: { isCoSigned: true, coSigns: before + 1 },
    });
    // Repeating is harmless and uses nothing.
    expect((await v.put(`/api/pieces/${a}/cosign`)).json()).toMatchObject({
      allowance: { remaining: 2 },
      piece: { coSigns: before + 1 },
    });

    // Un-co-signing lowers the piece but gives nothing back.
    const off = (await v.delete(`/api/pieces/${a}/cosign`)).json();
    expect(off).toMatchObject({ allowance: { remaining: 2 }, piece: { isCoSigned: false, coSigns: before } });

    expect((await v.put(`/api/pieces/${b}/cosign`)).json()).toMatchObject({
      allowance: { remaining: 1 },
      notice: null,
    });
    const last = (await v.put(`/api/pieces/${c}/cosign`)).json();
    expect(last).toMatchObject({ allowance: { remaining: 0 }, notice: LAST_COSIGN_NOTICE });

    const blocked = await v.put(`/api/pieces/${d}/cosign`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(NO_COSIGNS_LEFT_NOTICE);
    expect((await v.get(`/api/pieces/${d}`)).json().piece.isCoSigned).toBe(false);

    // Taking back a co-signed piece still works with none left; re-co-signing it is blocked.
    expect((await v.delete(`/api/pieces/${c}/cosign`)).statusCode).toBe(200);
    expect((await v.put(`/api/pieces/${c}/cosign`)).statusCode).toBe(429);
    expect((await v.get('/api/pieces')).json().allowance.remaining).toBe(0);
  });

  it('counts on the server per visitor: a new browser context with the same visitor cookie has none left', async () => {
    const v = visitor();
    for (const id of ids.slice(0, 3)) expect((await v.put(`/api/pieces/${id}/cosign`)).statusCode).toBe(200);
    const cookie = v.cookieHeader.split('; ').find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
    expect(cookie).toBeDefined();

    const sameVisitor = await t.app.inject({
      method: 'PUT',
      url: `/api/pieces/${ids[3]}/cosign`,
      headers: { cookie: cookie as string, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(sameVisitor.statusCode).toBe(429);
    const feed = await t.app.inject({ method: 'GET', url: '/api/pieces', headers: { cookie: cookie as string } });
    expect(feed.json().allowance.remaining).toBe(0);
    expect(feed.json().items.filter((p: { isCoSigned: boolean }) => p.isCoSigned)).toHaveLength(3);

    // Another visitor has their own three.
    expect((await visitor().put(`/api/pieces/${ids[3]}/cosign`)).json().allowance.remaining).toBe(2);
  });

  it('holds the limit under concurrent co-signs by one visitor', async () => {
    const v = visitor();
    await v.put(`/api/pieces/${ids[0]}/cosign`);
    const results = await Promise.all(ids.slice(1).map((id) => v.put(`/api/pieces/${id}/cosign`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(ids.length - 3);
    const feed = (await v.get('/api/pieces')).json();
    expect(feed.items.filter((p: { isCoSigned: boolean }) => p.isCoSigned)).toHaveLength(3);
  });

  it('holds across two app instances on one database', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: '3000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pulse-app-')),
      WEB_DIST: join(tmpdir(), 'pulse-no-web-dist'),
    });
    const second = await buildApp({
      env,
      database: t.database,
      authSecret: 'test-secret-test-secret-test-secret-0123',
    });
    await second.ready();
    try {
      const v = visitor();
      await v.put(`/api/pieces/${ids[0]}/cosign`);
      await v.put(`/api/pieces/${ids[1]}/cosign`);
      const headers = { cookie: v.cookieHeader, 'content-type': 'application/json' };
      const third = await second.inject({ method: 'PUT', url: `/api/pieces/${ids[2]}/cosign`, headers, payload: '{}' });
      expect(third.json()).toMatchObject({ allowance: { remaining: 0 }, notice: LAST_COSIGN_NOTICE });
      expect((await v.put(`/api/pieces/${ids[3]}/cosign`)).statusCode).toBe(429);
      const fourth = await second.inject({
        method: 'PUT',
        url: `/api/pieces/${ids[4]}/cosign`,
        headers,
        payload: '{}',
      });
      expect(fourth.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('gives signed-in accounts no daily limit', async () => {
    const { c: fan } = await session('fan', { set: { name: 'Feed Fan' } });
    expect((await fan.get('/api/pieces')).json().allowance.remaining).toBeNull();
    for (const id of ids) {
      const res = await fan.put(`/api/pieces/${id}/cosign`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ notice: null, allowance: { remaining: null }, piece: { isCoSigned: true } });
    }
  });

  it('refuses cross-site writes', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/pieces/${ids[0]}/cosign` });
    expect(res.statusCode).toBe(403);
  });
});
