import { availableParallelism } from 'node:os';
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

describe('production', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-32-characters-at-least' };

  it('refuses to start without a payment provider chosen by name', () => {
    expect(() => loadEnv(production)).toThrow(/PAYMENT_PROVIDER/);
    expect(loadEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('loads no demo data unless asked', () => {
    expect(loadEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ ...production, PAYMENT_PROVIDER: 'sandbox', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('keeps development defaults: sandbox payments and demo data', () => {
    expect(loadEnv({})).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', SEED_DEMO: true });
  });
});

describe('/api/platform', () => {
  it('says test mode only where production runs the sandbox provider', async () => {
    const { createTestApp } = await import('./helpers/test-app');
    const dev = await createTestApp();
    const live = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-of-32-characters-at-least',
        PAYMENT_PROVIDER: 'sandbox',
      },
    });
    try {
      expect((await dev.app.inject({ method: 'GET', url: '/api/platform' })).json()).toEqual({ testMode: false });
      expect((await live.app.inject({ method: 'GET', url: '/api/platform' })).json()).toEqual({ testMode: true });
    } finally {
      await Promise.all([dev.close(), live.close()]);
    }
  });
});
