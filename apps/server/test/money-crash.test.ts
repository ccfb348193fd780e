import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardFeeCents } from '@pulse/domain/tip-tab';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/client';
import { openDatabase } from '../src/db/open';
import { adminUrl, databaseUrl } from './helpers/postgres';
import { totpCode } from './helpers/totp';

/**
 * Crash safety of money (issue 8): a real server process takes a stream of tips (each charge, ledger posting
 * and idempotency record in one transaction) and is killed with SIGKILL mid-stream. After a restart on the
 * same database every acknowledged tip is there, replaying any key gives the first answer or does the tip
 * exactly once, and the books balance. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const SERVER = resolve(fileURLToPath(new URL('../src/server.ts', import.meta.url)));
const ADMIN = { email: 'admin@crash.example', password: 'crash-admin-password' };
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'pulse-crash-'));
const pgBase = process.env.TEST_DATABASE_URL;
const pgName = `pulse_crash_${process.pid}_${Date.now()}`;

let child: ChildProcess | null = null;

function start(extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: join(tmpdir(), 'pulse-no-web-dist'),
      ...(pgBase ? { DATABASE_URL: databaseUrl(pgBase, pgName) } : { DATABASE_URL: '' }),
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolveReady, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      if (proc.exitCode !== null) return reject(new Error(`server exited with ${proc.exitCode}`));
      try {
        if ((await fetch(`${base}/api/health`)).ok) return resolveReady(proc);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('server did not start'));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

function exited(proc: ChildProcess): Promise<void> {
  return new Promise((r) => (proc.exitCode !== null || proc.signalCode !== null ? r() : proc.once('exit', () => r())));
}

/** The books, read straight from the database the server used (it is stopped first: PGlite has one owner). */
async function readBooks(check: (rows: (query: SQL) => Promise<Record<string, unknown>[]>) => Promise<void>) {
  const db: Database = await openDatabase({
    DATA_DIR: dataDir,
    DATABASE_URL: pgBase ? databaseUrl(pgBase, pgName) : undefined,
  });
  try {
    await check(async (query) => ((await db.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows);
  } finally {
    await db.close();
  }
}

/** Every ledger transaction sums to zero and no provider call is left pending. */
async function expectSettledBooks(rows: (query: SQL) => Promise<Record<string, unknown>[]>) {
  expect(
    await rows(sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`),
  ).toEqual([]);
  expect(await rows(sql`select count(*)::int as n from provider_attempts where status = 'pending'`)).toEqual([
    { n: 0 },
  ]);
}

/** A cookie jar per person, sending JSON the way the web app does. */
class Person {
  private cookies = new Map<string, string>();
  async call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(method !== 'GET' ? { 'content-type': 'application/json' } : {}),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...headers,
      },
      body: method !== 'GET' ? JSON.stringify(body ?? {}) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = (pair as string).split('=');
      this.cookies.set(name as string, value.join('='));
    }
    const text = await res.text();
    const json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
    return { status: res.status, json };
  }
}

/** The admin's authenticator secret once two-factor is on (admins need it, issue 36), and codes used. */
let adminSecret: string | null = null;
let adminSignIns = 0;

/** The admin signed in with two-factor on: turned on at the first sign-in, a fresh code at each later one. */
async function signedInAdmin() {
  const admin = new Person();
  const signedIn = await admin.call('POST', '/api/accounts/sign-in', ADMIN);
  expect(signedIn.status).toBe(200);
  if (signedIn.json.twoFactorRequired) {
    const code = await totpCode(adminSecret as string, adminSignIns++ % 2);
    expect((await admin.call('POST', '/api/accounts/sign-in/two-factor', { code })).status).toBe(200);
  } else {
    const enabled = await admin.call('POST', '/api/accounts/two-factor/enable', { password: ADMIN.password });
    adminSecret = enabled.json.secret as string;
    const confirmed = await admin.call('POST', '/api/accounts/two-factor/confirm', {
      code: await totpCode(adminSecret, -1),
    });
    expect(confirmed.status).toBe(200);
  }
  return admin;
}

/** A producer the admin approved, through the API as the app does it. */
async function approvedProducer(displayName: string) {
  const creative = new Person();
  expect((await creative.call('POST', '/api/me/role', { role: 'creator', creativeRole: 'producer' })).status).toBe(200);
  const applied = await creative.call('POST', '/api/creative-profiles', {
    displayName,
    bio: 'Beats that survive crashes.',
    location: 'Austin, TX',
    creativeTypes: ['Producer'],
    experience: 'getting-experience',
    rates: {},
    specialties: [],
    socialLinks: { portfolio: '', website: '' },
  });
  expect(applied.status, JSON.stringify(applied.json)).toBeLessThan(300);
  const admin = await signedInAdmin();
  expect((await admin.call('POST', `/api/admin/applications/${applied.json.application.id}/approve`)).status).toBe(200);
  const creatorId = (await creative.call('GET', '/api/me')).json.user.id as string;
  return { creative, creatorId };
}

beforeAll(async () => {
  if (pgBase) {
    const admin = await openPostgres(adminUrl(pgBase));
    await admin.db.execute(sql.raw(`create database "${pgName}"`));
    await admin.close();
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await exited(child);
  }
  if (pgBase) {
    const admin = await openPostgres(adminUrl(pgBase));
    await admin.db.execute(sql.raw(`drop database if exists "${pgName}" with (force)`));
    await admin.close();
  }
});

describe('a crash during a stream of payments', () => {
  it('keeps every acknowledged payment, charges none twice and leaves the books balanced', async () => {
    child = await start();

    const { creative, creatorId } = await approvedProducer('Crash Test Beats');

    const fans = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const fan = new Person();
        const res = await fan.call('POST', '/api/me/role', { role: 'fan' }, { 'x-forwarded-for': `10.77.0.${i + 1}` });
        expect(res.status).toBe(200);
        return fan;
      }),
    );

    // Six fans tip in parallel; the server is killed while tips are in flight.
    const sent: { fan: Person; key: string; amountCents: number }[] = [];
    const acked = new Map<string, string>();
    let stop = false;
    const streams = fans.map(async (fan, f) => {
      for (let i = 0; !stop && i < 25; i++) {
        const key = `crash-${f}-${i}-${Date.now()}`;
        const amountCents = 100 + ((f * 37 + i * 53) % 1901);
        sent.push({ fan, key, amountCents });
        try {
          const res = await fan.call(
            'POST',
            `/api/creators/${creatorId}/tips`,
            { amountCents, paymentMethod: 'pm_card_visa' },
            { 'idempotency-key': key },
          );
          if (res.status === 201) acked.set(key, res.json.tip.id);
        } catch {
          return; // the connection died with the server
        }
      }
    });
    // Kill once some tips are acknowledged and others are still on their way.
    for (let waited = 0; acked.size < 10 && waited < 30_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    const killedAfter = acked.size;
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(streams);
    await exited(child);
    expect(killedAfter).toBeGreaterThan(0);

    child = await start();
    // Every acknowledged tip survived: its key answers with the same tip.
    for (const [key, tipId] of acked) {
      const item = sent.find((s) => s.key === key)!;
      const replay = await item.fan.call(
        'POST',
        `/api/creators/${creatorId}/tips`,
        { amountCents: item.amountCents, paymentMethod: 'pm_card_visa' },
        { 'idempotency-key': key },
      );
      expect(replay.status).toBe(201);
      expect(replay.json.tip.id).toBe(tipId);
    }
    // The rest (unanswered when the server died) are done now, or answered from before: each exactly once.
    for (const item of sent.filter((s) => !acked.has(s.key))) {
      const res = await item.fan.call(
        'POST',
        `/api/creators/${creatorId}/tips`,
        { amountCents: item.amountCents, paymentMethod: 'pm_card_visa' },
        { 'idempotency-key': item.key },
      );
      expect(res.status).toBe(201);
    }
    const earnings = (await creative.call('GET', '/api/me/earnings')).json;
    // Each one-off tip bore its own charge's card fee (decision 054).
    expect(earnings.tipsCents).toBe(sent.reduce((sum, s) => sum + s.amountCents - cardFeeCents(s.amountCents), 0));

    child.kill('SIGTERM');
    await exited(child);
    child = null;

    // The books, read straight from the database the server used.
    const db: Database = await openDatabase({
      DATA_DIR: dataDir,
      DATABASE_URL: pgBase ? databaseUrl(pgBase, pgName) : undefined,
    });
    try {
      const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
      const unbalanced = rows(
        await db.db.execute(
          sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
        ),
      );
      expect(unbalanced).toEqual([]);
      const [tips] = rows(
        await db.db.execute(sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::int as total from tips`),
      );
      expect(tips).toEqual({ n: sent.length, total: sent.reduce((sum, s) => sum + s.amountCents, 0) });
      const [charges] = rows(
        await db.db.execute(
          sql`select count(*)::int as n from payments where kind = 'charge' and status = 'succeeded'`,
        ),
      );
      expect(charges).toEqual({ n: sent.length });
      const [orphans] = rows(
        await db.db.execute(sql`select count(*)::int as n from idempotency_keys where status_code = 0`),
      );
      expect(orphans).toEqual({ n: 0 });
    } finally {
      await db.close();
    }
  }, 180_000);

  it('dies between the provider’s charge and the finish: the replay finishes it once, with one charge', async () => {
    // The failpoint kills the server the moment the provider has answered, before the finishing transaction.
    child = await start({ FAILPOINT: 'crash-after-provider-call' });
    const { creatorId } = await approvedProducer('Crash Window Beats');
    const fan = new Person();
    expect((await fan.call('POST', '/api/me/role', { role: 'fan' }, { 'x-forwarded-for': '10.78.0.1' })).status).toBe(
      200,
    );

    const key = `crash-window-${Date.now()}`;
    const tip = () =>
      fan.call(
        'POST',
        `/api/creators/${creatorId}/tips`,
        { amountCents: 1234, paymentMethod: 'pm_card_visa' },
        { 'idempotency-key': key },
      );
    await expect(tip()).rejects.toThrow(); // the connection dies with the server
    await exited(child);
    expect(child.signalCode).toBe('SIGKILL');

    child = await start();
    const replay = await tip();
    expect(replay.status, JSON.stringify(replay.json)).toBe(201);
    const again = await tip();
    expect(again.json.tip.id).toBe(replay.json.tip.id);
    child.kill('SIGTERM');
    await exited(child);
    child = null;

    await readBooks(async (rows) => {
      // The provider was asked once (the replay found the charge it had made under the same key).
      expect(
        await rows(sql`select count(*)::int as n from sandbox_provider_calls where provider_key like ${`%${key}%`}`),
      ).toEqual([{ n: 1 }]);
      expect(await rows(sql`select count(*)::int as n from tips where creator_id = ${creatorId}`)).toEqual([{ n: 1 }]);
      await expectSettledBooks(rows);
    });
  }, 180_000);
  it('dies between a tab’s charge and its ledger entry: settling again finishes it once, with one charge', async () => {
    child = await start({ FAILPOINT: 'crash-after-provider-call' });
    const { creative, creatorId } = await approvedProducer('Crash Tab Beats');
    // A signed-up fan with a verified e-mail (through the local mailbox's link) and a saved card.
    const fan = new Person();
    const email = `crash.tab.${Date.now()}@example.edu`;
    expect((await fan.call('POST', '/api/me/role', { role: 'fan' }, { 'x-forwarded-for': '10.79.0.1' })).status).toBe(
      200,
    );
    const up = await fan.call('POST', '/api/accounts/sign-up', { name: 'Tab Fan', email, password: 'crash-tab-fan' });
    expect(up.status).toBe(201);
    const mail = (await fan.call('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json.messages as {
      text: string;
    }[];
    const link = mail.map((m) => m.text.match(/https?:\/\/\S*verify-email\S*/)?.[0]).find(Boolean) as string;
    const verified = await fan.call('GET', new URL(link).pathname + new URL(link).search);
    expect(verified.status).toBeLessThan(400);
    expect((await fan.call('GET', '/api/me')).json.user.emailVerified).toBe(true);
    expect((await fan.call('PUT', '/api/me/card', { paymentMethod: 'pm_card_visa' })).status).toBe(200);
    const tipped = await fan.call(
      'POST',
      `/api/creators/${creatorId}/tips`,
      { amountCents: 300 },
      { 'idempotency-key': `crash-tab-tip-${Date.now()}` },
    );
    expect(tipped.status, JSON.stringify(tipped.json)).toBe(201);
    const tabId = (await fan.call('GET', '/api/me/tab')).json.tab.id as string;

    // The provider charges the tab, and the server dies before the ledger hears of it.
    await expect(fan.call('POST', `/api/me/tabs/${tabId}/settle`)).rejects.toThrow();
    await exited(child);
    expect(child.signalCode).toBe('SIGKILL');

    child = await start();
    const settled = await fan.call('POST', `/api/me/tabs/${tabId}/settle`);
    expect(settled.status, JSON.stringify(settled.json)).toBe(201);
    expect(settled.json.tab).toMatchObject({ status: 'paid', totalCents: 300, feeCents: cardFeeCents(300) });
    const again = await fan.call('POST', `/api/me/tabs/${tabId}/settle`);
    expect(again.json).toEqual(settled.json);
    expect((await creative.call('GET', '/api/me/earnings')).json.pendingTipsCents).toBe(0);
    child.kill('SIGTERM');
    await exited(child);
    child = null;

    await readBooks(async (rows) => {
      expect(
        await rows(
          sql`select count(*)::int as n from sandbox_provider_calls where provider_key like ${`%tab-charge:${tabId}%`}`,
        ),
      ).toEqual([{ n: 1 }]);
      expect(
        await rows(
          sql`select count(*)::int as n from payments p join tip_tabs t on t.payment_id = p.id where t.id = ${tabId}`,
        ),
      ).toEqual([{ n: 1 }]);
      await expectSettledBooks(rows);
    });
  }, 180_000);
});
