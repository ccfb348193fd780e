import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type Env, loadEnv } from '../../src/config/env';
import { type Database, openPostgres, wrapPglite } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed/demo';
import { adminUrl, databaseUrl } from './postgres';

/** A migrated database of its own for one test file: a PGlite loaded from the run's dump, or a PostgreSQL clone. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  const base = process.env.TEST_DATABASE_URL;
  if (base && template) {
    const name = `${template.replace('tpl', 't')}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await openPostgres(adminUrl(base));
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.db.execute(sql.raw(`create database "${name}" template "${template}"`));
        break;
      } catch (err) {
        // Two files cloning the template at the same moment: PostgreSQL refuses one; try again.
        if (attempt >= 10) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.close();
    const database = await openPostgres(databaseUrl(base, name));
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = await openPostgres(adminUrl(base));
        await cleanup.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
        await cleanup.close();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  return wrapPglite(await PGlite.create({ loadDataDir: dump }));
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Adds test-only routes before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  /** Wraps the payment provider (a slow or failing one), and how long requests wait for it. */
  wrapPaymentProvider?: BuildAppOptions['wrapPaymentProvider'];
  providerTimeoutMs?: number;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '3000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pulse-app-')),
    WEB_DIST: join(tmpdir(), 'pulse-no-web-dist'),
    // Suites sign up many accounts from one address; the limit's own test sets it back.
    SIGN_UPS_PER_HOUR: '100000',
    ...options.env,
  });
  const app = await buildApp({
    env,
    database,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    wrapPaymentProvider: options.wrapPaymentProvider,
    providerTimeoutMs: options.providerTimeoutMs,
  });
  if (options.seed) await seedDemo(database.db);
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A browser-like client: keeps cookies between calls and sends JSON the way the web app does. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    const res = await this.app.inject({ remoteAddress: this.ip, ...options, headers });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, body: unknown = {}) {
    return this.request({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }

  put(url: string, body: unknown = {}) {
    return this.request({
      method: 'PUT',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }

  delete(url: string, body: unknown = {}) {
    return this.request({
      method: 'DELETE',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }
}
