import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';

describe('DATABASE_POOL_MAX', () => {
  it('defaults to twice the cores (at least 4) and takes a whole number from 1 to 200', () => {
    expect(loadEnv({}).DATABASE_POOL_MAX).toBe(Math.max(4, 2 * availableParallelism()));
    expect(loadEnv({ DATABASE_POOL_MAX: '6' }).DATABASE_POOL_MAX).toBe(6);
    for (const bad of ['0', '2.5', 'many', '500']) {
      expect(() => loadEnv({ DATABASE_POOL_MAX: bad })).toThrow(/DATABASE_POOL_MAX/);
    }
  });
});

describe('FFMPEG_PATH', () => {
  it('takes an absolute path to an executable file, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pulse-ffmpeg-path-'));
    const binary = join(dir, 'ffmpeg');
    writeFileSync(binary, '#!/bin/sh\n', { mode: 0o755 });
    const notExecutable = join(dir, 'ffmpeg.txt');
    writeFileSync(notExecutable, '', { mode: 0o644 });
    expect(loadEnv({}).FFMPEG_PATH).toBeUndefined();
    expect(loadEnv({ FFMPEG_PATH: binary }).FFMPEG_PATH).toBe(binary);
    for (const bad of ['ffmpeg', join(dir, 'missing'), notExecutable, dir]) {
      expect(() => loadEnv({ FFMPEG_PATH: bad }), bad).toThrow(/FFMPEG_PATH/);
    }
  });
});

describe('production', () => {
  const production = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-production-secret-of-32-characters-at-least',
    SMTP_URL: 'smtp://mail.example.test:587',
  };

  it('refuses to start without SMTP_URL: recovery and verification are e-mails', () => {
    const { SMTP_URL: _, ...withoutMail } = production;
    expect(() => loadEnv({ ...withoutMail, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/SMTP_URL/);
  });

  it('refuses to start without a payment provider chosen by name', () => {
    expect(() => loadEnv(production)).toThrow(/PAYMENT_PROVIDER/);
    expect(loadEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('loads no demo data unless asked', () => {
    expect(loadEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ ...production, PAYMENT_PROVIDER: 'sandbox', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('takes a failpoint only in the test suite', () => {
    expect(loadEnv({ NODE_ENV: 'test', FAILPOINT: 'crash-after-provider-call' }).FAILPOINT).toBe(
      'crash-after-provider-call',
    );
    expect(() => loadEnv({ FAILPOINT: 'crash-after-provider-call' })).toThrow(/FAILPOINT/);
  });

  it('keeps development defaults: sandbox payments and demo data', () => {
    expect(loadEnv({})).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', SEED_DEMO: true });
  });
});

describe('/api/platform', () => {
  it('says test mode only where production runs the sandbox provider, in the API and on every page', async () => {
    const { createTestApp } = await import('./helpers/test-app');
    // A built web app of one page: the server marks a test deployment's HTML, so the banner is in the first paint.
    const webDist = mkdtempSync(join(tmpdir(), 'pulse-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    const dev = await createTestApp({ env: { WEB_DIST: webDist } });
    const live = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-of-32-characters-at-least',
        PAYMENT_PROVIDER: 'sandbox',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        WEB_DIST: webDist,
      },
    });
    try {
      expect((await dev.app.inject({ method: 'GET', url: '/api/platform' })).json()).toEqual({ testMode: false });
      expect((await live.app.inject({ method: 'GET', url: '/api/platform' })).json()).toEqual({ testMode: true });
      expect((await live.app.inject({ method: 'GET', url: '/about' })).body).toContain(
        '<html data-test-mode="" lang="en">',
      );
      expect((await dev.app.inject({ method: 'GET', url: '/about' })).body).not.toContain('data-test-mode');
    } finally {
      await Promise.all([dev.close(), live.close()]);
    }
  }, 120_000);
});
