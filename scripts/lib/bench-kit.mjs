/**
 * What the request-level benchmarks share: a server of their own on a free port, clients that keep their
 * session cookie, approved partners and creatives made the way the app makes them, a throwaway PostgreSQL
 * database, and percentiles.
 */

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { ensureServerBuild } from '../../apps/server/build.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const pg = createRequire(join(ROOT, 'apps/server/package.json'))('pg');

export const HOST = '127.0.0.1';
export const BENCH_ADMIN = { email: 'bench-admin@pulse.example', password: randomBytes(12).toString('hex') };

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Requests go through node:http with keep-alive rather than fetch: the load generator shares this machine's two
 * cores with the server and the database, and fetch took about a quarter of a core at the money bench's rate,
 * CPU the measured system then lacked. It still asks for gzip, as browsers do, so the server compresses.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Each client connects from its own loopback address where the system has them (Linux routes all of 127/8 to
 * loopback): the partners and fans a bench stands for come from their own networks, so the server's limits per
 * address count each of them, not the bench as one (the money bench's contract reads stopped at 429 that way).
 */
let lastAddress = 1;
function ownLoopbackAddress() {
  if (process.platform !== 'linux' || HOST !== '127.0.0.1') return undefined;
  lastAddress = (lastAddress % 253) + 1;
  return `127.0.0.${lastAddress}`;
}

function request(method, url, headers, body, localAddress) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, localAddress }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A client that keeps its session cookie; a non-2xx answer throws with the body. */
export function client(base) {
  let cookie = '';
  const localAddress = ownLoopbackAddress();
  return {
    get cookie() {
      return cookie;
    },
    async call(method, path, body, headers = {}) {
      const payload = method === 'GET' ? undefined : JSON.stringify(body ?? {});
      const res = await request(
        method,
        base + path,
        {
          'accept-encoding': 'gzip',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        payload,
        localAddress,
      );
      if (res.setCookie.length > 0) {
        const jar = new Map(cookie ? cookie.split('; ').map((c) => c.split(/=(.*)/s).slice(0, 2)) : []);
        for (const c of res.setCookie) {
          const [pair] = c.split(';');
          const [name, value] = pair.split(/=(.*)/s);
          jar.set(name, value);
        }
        cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      }
      if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path} -> ${res.status} ${res.text}`);
      return res.text ? JSON.parse(res.text) : null;
    },
  };
}

/**
 * The environment of a bench's server and seed: production with the sandbox provider, a fresh secret and no demo
 * data, without any of ours that would point it at another database, data folder, cache, address or admin.
 */
export function benchEnv(extraEnv = {}) {
  const env = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'DATA_DIR',
    'REDIS_URL',
    'PUBLIC_URL',
    'SMTP_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
  ]) {
    delete env[key];
  }
  return {
    ...env,
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    // Production needs a mail server; nothing listens here, and the benches send no mail a test reads.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    ...extraEnv,
  };
}

/**
 * Starts the API (no demo data, the bench admin) and waits for /api/health; `stop()` ends it and its data.
 * The compiled server, as production runs it (decision 073), built first when its sources changed.
 * BENCH_SERVER_NODE_ARGS adds node flags to the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
 */
export async function startServer(extraEnv, { startTimeoutMs = 90_000 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pulse-bench-'));
  const nodeArgs = serverNodeArgs();
  const bundle = await ensureServerBuild();
  const child = spawn(process.execPath, [...nodeArgs, bundle], {
    cwd: ROOT,
    env: benchEnv({
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...extraEnv,
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://${HOST}:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`the server did not start within ${startTimeoutMs / 1000} s`);
    await sleep(300);
  }
  return {
    base,
    /** The server's process id (its memory is read from /proc by the real-time bench). */
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The bench admin's authenticator secret, once two-factor is on (admins need it: issue 36). One for the bench: a
 * database outlives its server (a restarted server, a second instance, has another address), and a bench moves to
 * another database only by starting afresh, where two-factor is enabled again.
 */
let adminSecret = null;
let adminSignIns = 0;

/** The code an authenticator app would show for `secret`, `steps` periods from now. */
function totp(secret, steps = 0) {
  return createOTP(base32.decode(secret)).hotp(Math.floor(Date.now() / 30_000) + steps);
}

/** A signed-in admin client (the bench admin the server was started with), with two-factor on. */
export async function adminClient(base) {
  const admin = client(base);
  const answer = await admin.call('POST', '/api/accounts/sign-in', BENCH_ADMIN);
  if (answer.twoFactorRequired) {
    // Each sign-in takes a code of its own: a used one is refused, so step through the accepted window.
    if (!adminSecret) throw new Error('the bench admin has two-factor on, and this bench does not know its secret');
    const code = await totp(adminSecret, adminSignIns++ % 2);
    await admin.call('POST', '/api/accounts/sign-in/two-factor', { code });
    return admin;
  }
  const { secret } = await admin.call('POST', '/api/accounts/two-factor/enable', { password: BENCH_ADMIN.password });
  await admin.call('POST', '/api/accounts/two-factor/confirm', { code: await totp(secret, -1) });
  adminSecret = secret;
  return admin;
}

/** A partner whose PulsePartner application the admin approved. */
export async function approvedPartner(base, admin, i) {
  const c = client(base);
  await c.call('POST', '/api/me/role', { role: 'fan' });
  const { application } = await c.call('POST', '/api/pulsepartners', {
    name: `Bench Partner ${i}`,
    company: `Bench Co ${i}`,
    contactEmail: `bench-partner-${i}@example.edu`,
    website: 'bench.example.com',
    needs: 'Benchmarks',
  });
  await admin.call('POST', `/api/admin/applications/${application.id}/approve`);
  return c;
}

/** An approved producer; returns the client and the user id. */
export async function approvedProducer(base, admin, i) {
  const c = client(base);
  await c.call('POST', '/api/me/role', { role: 'creator', creativeRole: 'producer' });
  const { application } = await c.call('POST', '/api/creative-profiles', {
    displayName: `Bench Creative ${i}`,
    bio: 'Benchmarks',
    location: 'Localhost',
    creativeTypes: ['Producer'],
    experience: 'getting-experience',
    rates: {},
    specialties: [],
    socialLinks: { portfolio: '', website: '' },
  });
  await admin.call('POST', `/api/admin/applications/${application.id}/approve`);
  const me = await c.call('GET', '/api/me');
  return { client: c, id: me.user.id };
}

/** Runs `fn(databaseUrl)` on a fresh database on BENCH_DATABASE_URL's server, dropped afterwards. */
export async function withPostgresDatabase(prefix, fn) {
  const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** BENCH_SERVER_NODE_ARGS as node flags for a bench's server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`). */
export const serverNodeArgs = () => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Monotonic microseconds, the clock of V8's CPU profiles: lets a profile be cut to one phase. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** The p-th percentile of an ascending array (nearest rank). */
export const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
