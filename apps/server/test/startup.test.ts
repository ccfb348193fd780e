import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/client';
import { migrateDatabase, migrationState } from '../src/db/migrate';
import { creatorProfiles } from '../src/db/schema/creators';
import { seedDemo } from '../src/db/seed/demo';
import { underStartupLock } from '../src/db/startup-lock';
import { adminUrl, databaseUrl } from './helpers/postgres';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready when the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ready).toBe(true);
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(20);
  });
});

// Several instances on one PostgreSQL: only meaningful there (CI runs this suite on PostgreSQL too).
describe.skipIf(!process.env.TEST_DATABASE_URL)('instances starting together on a fresh PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `pulse_startup_${process.pid}_${Date.now()}`;
  const open: Database[] = [];
  beforeAll(async () => {
    const admin = await openPostgres(adminUrl(base));
    await admin.db.execute(sql.raw(`create database "${name}"`));
    await admin.close();
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close()));
    const admin = await openPostgres(adminUrl(base));
    await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
    await admin.close();
  });

  it('both migrate and seed, one after the other, and the database is set up once', async () => {
    const [a, b] = await Promise.all([openPostgres(databaseUrl(base, name)), openPostgres(databaseUrl(base, name))]);
    open.push(a, b);
    expect((await migrationState(a)).applied).toBe(0);
    const start = (d: Database) =>
      underStartupLock(d, async () => {
        await migrateDatabase(d);
        await seedDemo(d.db);
      });
    await Promise.all([start(a), start(b)]);
    const state = await migrationState(b);
    expect(state.applied).toBe(state.expected);
    const [row] = await a.db.select({ n: sql<number>`count(*)::int` }).from(creatorProfiles);
    expect(row?.n).toBe(10);
  });
});
