import { CSRF_MESSAGE, GENERIC_ERROR_MESSAGE, MALFORMED_JSON_MESSAGE } from '@pulse/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // A route that fails on purpose, to check that 5xx bodies hide internals.
    extend: (app) =>
      app.get('/api/__test/explode', { config: { viewer: 'public' } }, async () => {
        throw new Error('secret connection string postgres://admin:hunter2@db');
      }),
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(['pglite', 'postgres']).toContain(body.database.driver);
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/does-not-exist',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: MALFORMED_JSON_MESSAGE } });
  });

  it('hides the internals of a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: GENERIC_ERROR_MESSAGE } });
    expect(res.body).not.toContain('hunter2');
  });
});

describe('CSRF rule (DESIGN 4)', () => {
  it('refuses a state change without the JSON content type or the custom header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/role',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'role=fan',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'csrf_rejected', message: CSRF_MESSAGE });
  });

  it('refuses a cross-origin JSON request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/role',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'localhost:3000' },
      payload: JSON.stringify({ role: 'fan' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cross-site fetch that hides its Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/role',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: JSON.stringify({ role: 'fan' }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a same-origin JSON request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/role',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: JSON.stringify({ role: 'fan' }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('never lets GET change state', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/role' });
    expect(res.statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('sends a self-only CSP with frame-ancestors none and no x-powered-by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Worked out once at start, the same on every response, an error's too.
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    for (const name of [
      'content-security-policy',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ]) {
      expect(missing.headers[name], name).toBe(res.headers[name]);
      expect(res.headers[name], name).toBeTruthy();
    }
  });

  it('compresses large JSON responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI', () => {
  it('describes the API from the route schemas', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/me/role', '/api/accounts/sign-in', '/api/contact']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('client log', () => {
  it('records paths the web app could not route', async () => {
    const res = await new Client(t.app).post('/api/client-log/not-found', { path: '/no/such/page' });
    expect(res.statusCode).toBe(204);
  });
});

describe('origins behind an https PUBLIC_URL', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({
      env: { PUBLIC_URL: 'https://pulse.example', TRUSTED_ORIGINS: 'https://studio.pulse.example' },
    });
  });
  afterAll(() => secure.close());

  const choose = (origin: string) =>
    secure.app.inject({
      method: 'POST',
      url: '/api/me/role',
      headers: { 'content-type': 'application/json', origin, host: 'pulse.example' },
      payload: JSON.stringify({ role: 'fan' }),
    });

  it('refuses the same host over http: the whole origin must match, scheme and port too', async () => {
    for (const origin of ['http://pulse.example', 'https://pulse.example:8443', 'null']) {
      const res = await choose(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error.message).toBe(CSRF_MESSAGE);
    }
  });

  it('accepts PUBLIC_URL’s origin and the trusted ones', async () => {
    expect((await choose('https://pulse.example')).statusCode).toBe(200);
    expect((await choose('https://studio.pulse.example')).statusCode).toBe(200);
  });
});
