#!/usr/bin/env node
/**
 * One instance against two (issue 20's target): the main read endpoints under the same load, first through one
 * Pulse instance, then spread over two instances on the same PostgreSQL database and Redis. Reports req/s and
 * p99 for each and the ratio. On a 2-core machine the two instances, the database and the load generator share
 * the same cores, so the ratio says whether a second instance costs anything, not how a fleet scales on real
 * hosts (the README's capacity estimate extrapolates from one instance's figures).
 *
 *   node scripts/bench-fleet.mjs        BENCH_DURATION seconds per endpoint (default 8)
 *
 * Endpoints with a per-address rate limit (the public feed, search) are left out: from one load generator they
 * answer 429 once the shared limit in Redis is reached, which is the fleet working, not a latency.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { client, ROOT, startServer, withPostgresDatabase } from './lib/bench-kit.mjs';

const autocannon = createRequire(join(ROOT, 'apps/server/package.json'))('autocannon');
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 10;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

function cannon(urls, duration, headers = {}) {
  return autocannon({ url: urls, connections: CONNECTIONS, duration, timeout: 10, headers });
}

async function measure(bases, endpoints, cookie) {
  const rows = [];
  for (const endpoint of endpoints) {
    const headers = endpoint.session ? { cookie } : {};
    await cannon(
      bases.map((b) => b + endpoint.path),
      2,
      headers,
    );
    const r = await cannon(
      bases.map((b) => b + endpoint.path),
      DURATION,
      headers,
    );
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${endpoint.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    rows.push({ name: endpoint.name, rps: r.requests.average, p99: r.latency.p99 });
  }
  return rows;
}

await withPostgresDatabase('pulse_fleet_bench', async (databaseUrl) => {
  // One secret for both, as the README asks of a fleet: a session made on one instance is valid on the other.
  const shared = { DATABASE_URL: databaseUrl, REDIS_URL, AUTH_SECRET: randomBytes(32).toString('base64url') };
  const a = await startServer({ ...shared, SEED_DEMO: 'true' }, { startTimeoutMs: 300_000 });
  let b = null;
  try {
    const fan = client(a.base);
    await fan.call('POST', '/api/me/role', { role: 'fan' });
    await fan.call('POST', '/api/taste', {
      step: 'quiz',
      quizResponses: { energy: 'dance', production: 'digital', focus: 'beat' },
    });
    const discover = await fan.call('GET', '/api/discover/creatives?limit=20');
    const creatorId = discover.items[0].id;
    const endpoints = [
      { name: 'discover, first page', path: '/api/discover/creatives?limit=20' },
      { name: 'creator page', path: `/api/creators/${encodeURIComponent(creatorId)}` },
      { name: 'discover tags', path: '/api/discover/tags' },
      { name: 'for-you (session)', path: '/api/feed/for-you', session: true },
    ];
    const one = await measure([a.base], endpoints, fan.cookie);
    b = await startServer({ ...shared, SEED_DEMO: 'true' }, { startTimeoutMs: 300_000 });
    const two = await measure([a.base, b.base], endpoints, fan.cookie);

    const header = ['endpoint', '1 inst req/s', '1 inst p99 ms', '2 inst req/s', '2 inst p99 ms', 'p99 ratio 2/1'];
    const body = one.map((r, i) => [
      r.name,
      r.rps.toFixed(0),
      String(r.p99),
      two[i].rps.toFixed(0),
      String(two[i].p99),
      (two[i].p99 / Math.max(1, r.p99)).toFixed(2),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
    const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(`\nFleet bench: ${CONNECTIONS} connections, ${DURATION} s per endpoint, PostgreSQL + Redis`);
    console.log(line(header));
    for (const row of body) console.log(line(row));
  } finally {
    await b?.stop();
    await a.stop();
  }
});
