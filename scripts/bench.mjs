#!/usr/bin/env node
/**
 * API benchmark (DESIGN 2 "benchmarks"): autocannon against the real server on a generated data set,
 * once on embedded PGlite and once on PostgreSQL. Issue 5's targets: Discover and the other listed reads with 100k
 * creatives and 1M taste events answer with p99 at most 50 ms on PostgreSQL and 150 ms on PGlite at 10
 * connections, and For You within 40 and 120 ms (issue 35); rows over their target say OVER TARGET (a report, not
 * a failure).
 *
 *   npm run bench                                   (builds the web app first; the API does not need it)
 *   BENCH_CREATORS=20000 BENCH_DURATION=3 node scripts/bench.mjs
 *   BENCH_DATABASES=postgres BENCH_SIZES=10000,100000,1000000 node scripts/bench.mjs    (the growth curve)
 *
 * Environment: BENCH_CREATORS (default 100000), BENCH_SIZES several numbers of creatives, measured in turn on one
 * growing seed and compared in a growth table (issue 35 item 1), BENCH_TASTE_EVENTS (default 10 per creative),
 * BENCH_DEALS completed deals for the price guidance (default 2 per creative, so 200k for 100k),
 * BENCH_DURATION seconds per endpoint (default 10), BENCH_RUNS rounds of measuring per database, each on a
 * restarted server over the same seed (default 1; each prints its table, then every targeted endpoint's p99s),
 * BENCH_ONLY a regular expression of endpoint names to measure alone (e.g. "sounds like"; the scale seed still writes one beat with a feature vector per creative),
 * BENCH_DATABASES (default "pglite,postgres": which to run, in order), BENCH_SERVER_NODE_ARGS node flags for the
 * server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it), BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a loopback server only: a fresh
 * database pulse_bench_<timestamp> is created on it and dropped afterwards, unless BENCH_KEEP_DATABASE=1;
 * BENCH_DATABASE_NAME=pulse_bench_<timestamp> measures again on a kept one, seeding only what it lacks).
 *
 * Prints one table per database; writes nothing into the repository. Exits non-zero when the server does
 * not start or an endpoint answers anything but 2xx (or the connection fails).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from '../apps/server/build.mjs';
import { adminClient, approvedPartner, BENCH_ADMIN, benchEnv, monotonicUs, serverNodeArgs } from './lib/bench-kit.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIR = join(ROOT, 'apps/server');
const SEED_SCRIPT = join(SERVER_DIR, 'src/db/seed/scale.ts');
// autocannon and pg are @pulse/server's dependencies; resolve them from there (hoisted or not).
const requireFromServer = createRequire(join(SERVER_DIR, 'package.json'));
const autocannon = requireFromServer('autocannon');
const pg = requireFromServer('pg');

const HOST = '127.0.0.1';
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const HEALTH_TIMEOUT_MS = 60_000;
/** A seed's time grows with its size: 15 minutes, and 6 more per 100k creatives (a million: 75; 45 ran out in its deals). */
const seedTimeoutMs = (creators) => (15 + Math.ceil(creators / 100_000) * 6) * 60_000;
const STOP_TIMEOUT_MS = 15_000;
const ID_PREFIX = 'scale-creator-';

function intFromEnv(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

/** scale.ts's ids: `scale-creator-0000042`, zero-padded so they sort in row order. */
const ID_WIDTH = 7;
const MAX_CREATORS = 10 ** ID_WIDTH - 1;
const CREATORS = intFromEnv('BENCH_CREATORS', 100_000, 1, MAX_CREATORS);
/**
 * The growth curve (issue 35 item 1): BENCH_SIZES="10000,100000,1000000" measures at each size in turn, each step
 * extending the one before's seed (the seed adds only what is missing), then prints every endpoint's p99 per size.
 */
const SIZES = (process.env.BENCH_SIZES || String(CREATORS)).split(',').map((raw) => {
  const n = Number(raw.trim().replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1 || n > MAX_CREATORS) {
    throw new Error(`BENCH_SIZES must list integers from 1 to ${MAX_CREATORS}`);
  }
  return n;
});
if (SIZES.some((n, i) => i > 0 && n <= SIZES[i - 1])) throw new Error('BENCH_SIZES must grow from left to right');
const DURATION = intFromEnv('BENCH_DURATION', 10, 1, 600);
/** Measuring rounds per database, each on a freshly started server over the same seed (issue 35: three in a row). */
const RUNS = intFromEnv('BENCH_RUNS', 1, 1, 10);
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** YYYY-MM-DD `days` from today (UTC). */
function dayFromNow(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const scaleCreator = (n) => `${ID_PREFIX}${String(n).padStart(ID_WIDTH, '0')}`;
const scaleBeat = (n) => `scale-beat-${String(n).padStart(ID_WIDTH, '0')}`;
const middleOf = (creators) => Math.max(1, Math.floor(creators / 2));

/** The endpoints measured over `creators` scale creatives (paths name creatives and beats by row number). */
function endpointsFor(creators) {
  const middleCursor = scaleCreator(middleOf(creators));
  // `target`: true for the p99 ceiling per database (P99_TARGET_MS: issue 5; issue 22 for search by reputation), or
  // an endpoint's own ceilings; `session`: whose cookie is sent (the benchmark fan's, or an approved partner's: search
  // is for partners).
  const ENDPOINTS = [
    { name: 'health', path: '/api/health' },
    { name: 'discover, first page', path: '/api/discover/creatives?limit=20', target: true },
    { name: 'discover, middle page', path: `/api/discover/creatives?limit=20&cursor=${middleCursor}`, target: true },
    { name: 'discover, tag filter', path: '/api/discover/creatives?limit=20&tags=chill', target: true },
    {
      name: 'discover, category + tags',
      path: '/api/discover/creatives?limit=20&category=videographer&tags=cinematic,raw',
      target: true,
    },
    { name: 'discover tags', path: '/api/discover/tags', target: true },
    // Issue 35 item 2: For You's own, tighter ceilings.
    { name: 'for-you', path: '/api/feed/for-you', session: 'fan', target: { PGlite: 120, PostgreSQL: 40 } },
    { name: 'search, top rated', path: '/api/creators/search?sort=rating', session: 'partner', target: true },
    {
      name: 'search, top rated, 4.5+',
      path: '/api/creators/search?sort=rating&minRating=4.5',
      session: 'partner',
      target: true,
    },
    // Issue 31: price and timeline guidance as a partner writes a brief (a full group, and one across categories).
    {
      name: 'price guidance, project brief',
      path: `/api/price-guidance?category=producer&usageType=ugc&deadline=${dayFromNow(14)}`,
      session: 'partner',
      target: true,
    },
    {
      name: 'price guidance, licensing brief',
      path: `/api/price-guidance?usageType=commercial&deadline=${dayFromNow(5)}`,
      session: 'partner',
      target: true,
    },
  ];
  // Issue 32 item 3: "Sounds like this" over every scale beat's feature vector (decision 057), from a beat and
  // with the license and price filters (a reference clip scores the same way after one primary-key read).
  const MIDDLE_BEAT = scaleBeat(middleOf(creators));
  ENDPOINTS.push(
    // The first search waits for the copy the server loads once listening: 40 s at a million beats on a slow day.
    {
      name: 'sounds like, a beat',
      path: `/api/sounds-like?beat=${MIDDLE_BEAT}`,
      target: true,
      firstAnswerMs: 180_000,
    },
    {
      name: 'sounds like, Film under $200',
      path: `/api/sounds-like?beat=${MIDDLE_BEAT}&licenseType=Film&priceRange=under-200`,
      target: true,
    },
    // A different beat each time: a full scan per request (a repeated question is answered from memory).
    {
      name: `sounds like, ${ROTATING_BEATS} beats in turn`,
      path: `/api/sounds-like?beat=${scaleBeat(1)}`,
      paths: Array.from(
        { length: ROTATING_BEATS },
        (_, i) => `/api/sounds-like?beat=${scaleBeat(1 + ((i * 7919) % creators))}`,
      ),
      target: true,
    },
  );
  // BENCH_ONLY=<regex>: measure only the endpoints whose names match (health always runs, for the ratio).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  return ENDPOINTS.filter((e) => !only || e.name === 'health' || only.test(e.name));
}
const ROTATING_BEATS = 2000;
const P99_TARGET_MS = { PGlite: 150, PostgreSQL: 50 };
/** An endpoint's p99 ceiling on this database, or null when it has none. */
function targetOf(endpoint, database) {
  if (!endpoint.target) return null;
  return endpoint.target === true ? P99_TARGET_MS[database] : endpoint.target[database];
}
// scale-taste.ts's ceiling: 999,999 fans of 100 events.
const tasteEventsFor = (creators) =>
  intFromEnv('BENCH_TASTE_EVENTS', Math.min(creators * 10, 99_999_900), 0, 99_999_900);
// scale-deals.ts's ceiling: 9,999,999 deals.
const dealsFor = (creators) => intFromEnv('BENCH_DEALS', Math.min(creators * 2, 9_999_999), 0, 9_999_999);

/** Cleanups run in reverse order, on success, on failure and on Ctrl-C. */
const cleanups = [];
async function runCleanups() {
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (err) {
      console.error(`cleanup failed: ${err instanceof Error ? err.message : err}`);
    }
  }
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up`);
    runCleanups().finally(() => process.exit(130));
  });
}

function redact(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Runs a TypeScript entry point with tsx as a direct child (`node --import tsx`, what `npx tsx` does
 * under its wrappers), so the pid we hold is the process itself: SIGTERM reaches it and /proc/<pid>
 * describes it.
 */
function spawnTsx(script, args, env) {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

function waitForExit(child, timeoutMs) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode, timedOut: false });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve({ code: null, signal: null, timedOut: true });
    }, timeoutMs);
    const onExit = (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, timedOut: false });
    };
    child.once('exit', onExit);
  });
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const { timedOut } = await waitForExit(child, STOP_TIMEOUT_MS);
  if (timedOut) {
    console.error(`pid ${child.pid} did not stop within ${STOP_TIMEOUT_MS / 1000} s; sending SIGKILL`);
    child.kill('SIGKILL');
    await waitForExit(child, 5_000);
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function seed(env, creators) {
  const started = performance.now();
  const args = [
    '--creators',
    String(creators),
    '--taste-events',
    String(tasteEventsFor(creators)),
    '--deals',
    String(dealsFor(creators)),
  ];
  const child = spawnTsx(SEED_SCRIPT, args, env);
  cleanups.push(() => stopChild(child));
  const timeoutMs = seedTimeoutMs(creators);
  const { code, signal, timedOut } = await waitForExit(child, timeoutMs);
  if (timedOut) throw new Error(`scale seed did not finish within ${timeoutMs / 60_000} min`);
  if (code !== 0) throw new Error(`scale seed failed (exit ${code ?? signal})`);
  return Math.round(performance.now() - started);
}

async function startServer(env) {
  const port = await freePort();
  const admin = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
  // The compiled server, as production runs it (decision 073); a direct child like the seed's, for /proc/<pid>.
  const bundle = await ensureServerBuild();
  const child = spawn(process.execPath, [...serverNodeArgs(), bundle], {
    cwd: ROOT,
    env: { ...env, ...admin, HOST, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  cleanups.push(() => stopChild(child));
  const base = `http://${HOST}:${port}`;
  const started = performance.now();
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start-up (exit ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return { child, base, readyMs: Math.round(performance.now() - started) };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server did not answer GET /api/health with 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/**
 * A guest fan with a real profile, made the way the app makes one: the taste quiz, then 40 co-signs and skips
 * on scale creatives (so For You has weights and exclusions). Returns its cookie header.
 */
async function benchFan(base, creators) {
  const json = { 'content-type': 'application/json' };
  const role = await fetch(`${base}/api/me/role`, { method: 'POST', headers: json, body: '{"role":"fan"}' });
  if (role.status !== 200) throw new Error(`POST /api/me/role answered ${role.status}`);
  const cookie = role.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const post = async (path, body) => {
    const res = await fetch(base + path, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status} ${await res.text()}`);
  };
  await post('/api/taste', { step: 'quiz', quizResponses: { energy: 'dance', production: 'digital', focus: 'beat' } });
  for (let i = 1; i <= 40; i++) {
    const creatorId = scaleCreator(1 + ((i * 7919) % creators));
    await post('/api/feedback', { creatorId, action: i % 3 === 0 ? 'skip' : 'cosign' });
  }
  return cookie;
}

/** The sessions the endpoints are measured with: the benchmark fan, and a partner the bench admin approved. */
async function benchSessions(base, creators) {
  const fan = await benchFan(base, creators);
  const partner = await approvedPartner(base, await adminClient(base), 1);
  return { fan, partner: partner.cookie };
}

const headersFor = (endpoint, sessions) => (endpoint.session ? { cookie: sessions[endpoint.session] } : {});

/** One request per endpoint before the load: the status must be 200 and a page must hold creatives. */
async function checkEndpoints(base, cookie, endpoints) {
  for (const endpoint of endpoints) {
    const { name, path } = endpoint;
    const res = await fetch(base + path, {
      headers: headersFor(endpoint, cookie),
      signal: AbortSignal.timeout(endpoint.firstAnswerMs ?? 10_000),
    });
    const body = await res.json().catch(() => null);
    if (res.status !== 200) throw new Error(`${name}: GET ${path} answered ${res.status} ${JSON.stringify(body)}`);
    if (Array.isArray(body?.items)) {
      if (body.items.length === 0) throw new Error(`${name}: GET ${path} returned no creatives`);
      console.log(`  ${name}: ${body.items.length} items, ${body.items[0].id} .. ${body.items.at(-1).id}`);
    }
  }
}

/** `paths`: ask each in turn (one request each) instead of `url`'s path over and over. */
function cannon(url, duration, headers = {}, paths = null) {
  let next = 0;
  const requests = paths ? [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }] : undefined;
  return autocannon({ url, connections: CONNECTIONS, duration, timeout: 10, headers, requests });
}

function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

async function measure(base, cookie, database, endpoints) {
  const rows = [];
  for (const endpoint of endpoints) {
    const { name, path } = endpoint;
    const headers = headersFor(endpoint, cookie);
    await cannon(base + path, WARMUP_SECONDS, headers);
    const startUs = monotonicUs();
    const r = await cannon(base + path, DURATION, headers, endpoint.paths);
    // With a profiled server (BENCH_SERVER_NODE_ARGS), the endpoint's window to cut its profile to.
    if (process.env.BENCH_SERVER_NODE_ARGS) console.log(`  ${name}: profile window ${startUs}-${monotonicUs()} us`);
    rows.push({
      target: targetOf(endpoint, database),
      name,
      path,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      total: r.requests.total,
    });
  }
  const health = rows[0]?.rps || Number.NaN;
  for (const row of rows) row.ratio = row.rps / health;
  return rows;
}

function printTable(title, rows, notes) {
  const header = ['endpoint', 'req/s (mean)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs health', 'target'];
  const body = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.non2xx),
    String(r.errors),
    `${r.ratio.toFixed(2)}x`,
    r.target ? (r.p99 <= r.target ? `p99 <= ${r.target}` : `OVER TARGET (${r.target})`) : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  for (const n of notes) console.log(n);
}

/**
 * For each size: seed (or extend the seed) and then start, load, print and stop BENCH_RUNS times; one database.
 * Returns false when an endpoint failed.
 */
async function benchOne(label, env) {
  const database = label.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL';
  const bySize = [];
  for (const creators of SIZES) {
    const tasteEvents = tasteEventsFor(creators);
    const deals = dealsFor(creators);
    const endpoints = endpointsFor(creators);
    console.log(
      `\n== ${label}: seeding ${creators} creatives, ${tasteEvents} taste events and ${deals} completed deals`,
    );
    const seedMs = await seed(env, creators);
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const of = RUNS > 1 ? `, run ${run} of ${RUNS}` : '';
      console.log(`== ${label}: starting the server${of}`);
      const server = await startServer(env);
      console.log(`  ready in ${server.readyMs} ms at ${server.base}`);
      const cookie = await benchSessions(server.base, creators);
      await checkEndpoints(server.base, cookie, endpoints);
      console.log(`== ${label}: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${DURATION} s per endpoint`);
      const rows = await measure(server.base, cookie, database, endpoints);
      const mem = memoryOf(server.child.pid);
      // autocannon stops without waiting for its last requests; let the server finish them before SIGTERM.
      await sleep(1_000);
      await stopChild(server.child);
      const over = rows.filter((r) => r.target && r.p99 > r.target);
      printTable(
        `${label}${of}: ${creators} creatives, ${tasteEvents} taste events, ${deals} deals, ${CONNECTIONS} connections, ${DURATION} s per endpoint`,
        rows,
        [
          over.length === 0
            ? 'every targeted endpoint is within its p99 target'
            : `OVER TARGET: ${over.map((r) => `${r.name} ${r.p99} ms (target ${r.target})`).join(', ')}`,
          `middle page cursor: ${scaleCreator(middleOf(creators))}; benchmark fan: taste quiz + 40 co-signs and skips`,
          `seed (process incl. open + migrate): ${(seedMs / 1000).toFixed(1)} s; server ready in ${server.readyMs} ms`,
          mem
            ? `server memory after the run: RSS ${mem.rssMb.toFixed(0)} MB (peak ${mem.peakMb.toFixed(0)} MB)`
            : 'server memory: /proc not readable',
        ],
      );
      runs.push({ rows, peakMb: mem?.peakMb ?? Number.NaN });
    }
    if (RUNS > 1)
      printRuns(
        label,
        runs.map((r) => r.rows),
      );
    bySize.push({ creators, runs });
  }
  if (bySize.length > 1) printGrowth(label, bySize);
  return bySize.every(({ runs }) => runs.every(({ rows }) => rows.every((r) => r.non2xx === 0 && r.errors === 0)));
}

/** Growth: the ceiling at the largest size, as a multiple of the size before it (issue 35 item 1). */
const GROWTH_LIMIT = 1.5;
const GROWTH_CEILING_MS = 50;
const GROWTH_MEMORY_MB = 1024;

/**
 * The growth table: each endpoint's p99 at each size (the worst of its runs), the ratio between neighbouring sizes,
 * and whether the largest size kept within 1.5x of the one before and 50 ms; then the server's peak memory.
 */
function printGrowth(label, bySize) {
  const worst = (runs, i) => Math.max(...runs.map(({ rows }) => rows[i].p99));
  const kib = (n) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1000 ? `${n / 1000}k` : String(n));
  const header = [
    'endpoint',
    ...bySize.map((s) => `p99 ${kib(s.creators)}`),
    ...bySize.slice(1).map((s, i) => `${kib(s.creators)}/${kib(bySize[i].creators)}`),
    'largest',
  ];
  const body = bySize[0].runs[0].rows.map((row, i) => {
    const p99s = bySize.map(({ runs }) => worst(runs, i));
    const ratios = p99s.slice(1).map((p, k) => p / Math.max(1, p99s[k]));
    const last = p99s.at(-1);
    const ratio = ratios.at(-1);
    const verdict =
      row.name === 'health'
        ? ''
        : last <= GROWTH_CEILING_MS && ratio <= GROWTH_LIMIT
          ? 'within'
          : `OVER (${[last > GROWTH_CEILING_MS && `> ${GROWTH_CEILING_MS} ms`, ratio > GROWTH_LIMIT && `> ${GROWTH_LIMIT}x`].filter(Boolean).join(', ')})`;
    return [row.name, ...p99s.map(String), ...ratios.map((r) => `${r.toFixed(2)}x`), verdict];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    `\n${label}: growth, p99 ms at ${CONNECTIONS} connections (worst of ${RUNS} run(s) per size); the largest size within ${GROWTH_LIMIT}x of the one before and ${GROWTH_CEILING_MS} ms`,
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  const peaks = bySize.map(
    ({ creators, runs }) => `${kib(creators)} ${Math.max(...runs.map((r) => r.peakMb)).toFixed(0)} MB`,
  );
  const top = Math.max(...bySize.at(-1).runs.map((r) => r.peakMb));
  console.log(
    `server peak memory: ${peaks.join(', ')}${top > GROWTH_MEMORY_MB ? `  OVER (${GROWTH_MEMORY_MB} MB)` : ` (at most ${GROWTH_MEMORY_MB} MB)`}`,
  );
}

/** Every targeted endpoint's p99 in each run, and whether it kept its target in all of them. */
function printRuns(label, runs) {
  console.log(`\n${label}: p99 ms in ${runs.length} consecutive runs`);
  for (const [i, row] of runs[0].entries()) {
    if (!row.target) continue;
    const p99s = runs.map((rows) => rows[i].p99);
    const kept = p99s.filter((p) => p <= row.target).length;
    console.log(
      `  ${row.name.padEnd(40)} ${p99s.join(', ').padEnd(20)} target ${row.target}: ${kept} of ${runs.length}`,
    );
  }
}

async function benchPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pulse-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return benchOne('PGlite', benchEnv({ DATA_DIR: dataDir }));
}

/** Creates pulse_bench_<timestamp> on a loopback PostgreSQL; returns null (with the reason printed) to skip. */
async function createBenchDatabase() {
  let admin;
  try {
    admin = new URL(PG_URL);
  } catch {
    console.log(`\n== PostgreSQL: skipped, BENCH_DATABASE_URL is not a URL`);
    return null;
  }
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(admin.hostname)) {
    console.log(`\n== PostgreSQL: skipped, ${redact(PG_URL)} is not on this machine (only loopback servers)`);
    return null;
  }
  admin.pathname = '/postgres';
  // BENCH_DATABASE_NAME reuses a kept bench database: its seed is only extended, and it is left in place.
  const kept = process.env.BENCH_DATABASE_NAME;
  if (kept) {
    if (!/^pulse_bench_\d+$/.test(kept))
      throw new Error('BENCH_DATABASE_NAME must name a kept pulse_bench_<timestamp>');
    const url = new URL(admin);
    url.pathname = `/${kept}`;
    // Its bench admin has the last bench's password (a new one each bench): the server makes the account again.
    const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query('delete from "user" where email = $1', [BENCH_ADMIN.email]);
    } finally {
      await client.end();
    }
    return url.toString();
  }
  const name = `pulse_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query(`create database "${name}"`);
  } catch (err) {
    console.log(`\n== PostgreSQL: skipped, cannot use ${redact(admin.toString())}: ${err.message}`);
    await client.end().catch(() => {});
    return null;
  }
  await client.end();
  cleanups.push(async () => {
    // BENCH_KEEP_DATABASE=1 leaves it, to read its plans afterwards (EXPLAIN at the largest size).
    if (process.env.BENCH_KEEP_DATABASE === '1') return console.log(`\n== PostgreSQL: kept ${name}; drop it when done`);
    const c = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
    await c.connect();
    try {
      await c.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await c.end();
    }
  });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function benchPostgres() {
  const url = await createBenchDatabase();
  if (!url) return true;
  const dataDir = mkdtempSync(join(tmpdir(), 'pulse-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return benchOne(`PostgreSQL (${new URL(url).pathname.slice(1)})`, benchEnv({ DATABASE_URL: url, DATA_DIR: dataDir }));
}

async function main() {
  let ok = true;
  const runs = { pglite: benchPglite, postgres: benchPostgres };
  const wanted = (process.env.BENCH_DATABASES || 'pglite,postgres').split(',').map((d) => d.trim());
  for (const name of wanted) {
    const run = runs[name];
    if (!run) throw new Error(`BENCH_DATABASES: unknown database "${name}" (pglite, postgres)`);
    try {
      ok = (await run()) && ok;
    } finally {
      await runCleanups();
    }
  }
  if (!ok) {
    console.error('\nbench: some requests failed (non-2xx or connection errors)');
    process.exitCode = 1;
  }
}

main().catch(async (err) => {
  console.error(`\nbench failed: ${err instanceof Error ? err.message : err}`);
  await runCleanups();
  process.exit(1);
});
