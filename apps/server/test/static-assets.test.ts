import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A script of the build, large enough to be compressed, with the copies the web build writes beside it. */
const SCRIPT = `export const tracks = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Track number ${i}`))};\n`;

const BR = brotliCompressSync(SCRIPT);
const GZ = gzipSync(SCRIPT, { level: 9 });
let t: TestApp;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'pulse-static-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), BR);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), GZ);
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(() => t.close());

const get = (encoding: string) =>
  t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': encoding } });

describe('the build’s scripts (decision 044)', () => {
  it('sends the Brotli copy to a browser that takes it, once encoded, long cached', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The copy itself, not the file compressed again on the way out.
    expect(res.rawPayload.equals(BR)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without Brotli, and the file itself to one that takes neither', async () => {
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(GZ)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});
