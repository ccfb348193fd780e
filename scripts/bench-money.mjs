#!/usr/bin/env node
/**
 * Money benchmark (issue 8 target): funding a brief into escrow and releasing it on approval each take at most
 * 50 ms p99 on PostgreSQL with 10 partners at once. Starts its own server on a fresh PostgreSQL database
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards), makes
 * approved partners and producers through the API, then:
 *
 *   fund:    10 partners each fund their posted briefs one after the other, all 10 at the same time;
 *   release: the same deals are applied to, selected, signed and delivered, then the 10 partners approve them
 *            at the same time (escrow released by the splits, platform fee, payables: one transaction each).
 *
 * Every money move carries its own Idempotency-Key, as the web app sends it. The first WARMUP requests per
 * partner are not measured. Prints p50/p95/p99/max per phase and OVER TARGET past 50 ms (a report, not a
 * failure). Exits non-zero when the server does not start or a request fails.
 *
 *   node scripts/bench-money.mjs
 *   BENCH_PARTNERS=10 BENCH_DEALS=50 node scripts/bench-money.mjs
 */
import { randomUUID } from 'node:crypto';
import {
  adminClient,
  approvedPartner,
  approvedProducer,
  pct,
  startServer,
  withPostgresDatabase,
} from './lib/bench-kit.mjs';

const PARTNERS = Number(process.env.BENCH_PARTNERS ?? 10);
/** Deals per partner; with the warm-up it stays under the 60 writes a minute each deal route allows a session. */
const DEALS = Number(process.env.BENCH_DEALS ?? 50);
const WARMUP = 5;
const TARGET_P99_MS = 50;

function deadlineInDays(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const brief = (i) => ({
  title: `Bench brief ${i}`,
  description: 'A 30 second beat for a campus launch video',
  budget: '$500-$1000',
  deadline: deadlineInDays(30),
  category: 'producer',
  usageType: 'ugc',
  tags: 'upbeat, bright',
  contactEmail: 'bench-partner@example.edu',
});

const keyed = () => ({ 'idempotency-key': randomUUID() });

/** Monotonic microseconds, the clock of V8's CPU profiles: lets a profile be cut to one phase. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Runs `step(item)` for each partner's items, partners in parallel; times all but the first WARMUP. */
async function timedInParallel(perPartner, step) {
  const latencies = [];
  const startUs = monotonicUs();
  await Promise.all(
    perPartner.map(async (items) => {
      for (const [i, item] of items.entries()) {
        const start = performance.now();
        await step(item);
        if (i >= WARMUP) latencies.push(performance.now() - start);
      }
    }),
  );
  // With a profiled server (BENCH_SERVER_NODE_ARGS), the phase's window to cut its profile to.
  if (process.env.BENCH_SERVER_NODE_ARGS) console.log(`  (profile window ${startUs}-${monotonicUs()} us)`);
  return latencies.sort((a, b) => a - b);
}

function report(name, latencies) {
  const p99 = pct(latencies, 99);
  const row = (label, v) => `  ${label.padEnd(6)} ${v.toFixed(1).padStart(7)} ms`;
  console.log(`\n${name}: ${latencies.length} requests, ${PARTNERS} partners at once`);
  console.log(row('p50', pct(latencies, 50)));
  console.log(row('p95', pct(latencies, 95)));
  console.log(row('p99', p99) + (p99 > TARGET_P99_MS ? `  OVER TARGET (${TARGET_P99_MS} ms)` : ''));
  console.log(row('max', latencies[latencies.length - 1]));
}

async function run(databaseUrl) {
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const admin = await adminClient(server.base);
    const parties = [];
    for (let i = 0; i < PARTNERS; i++) {
      parties.push({
        partner: await approvedPartner(server.base, admin, i),
        producer: await approvedProducer(server.base, admin, i),
        deals: [],
      });
    }
    const total = DEALS + WARMUP;
    console.log(`PostgreSQL: ${PARTNERS} partners post ${total} briefs each`);
    await Promise.all(
      parties.map(async (p) => {
        for (let i = 0; i < total; i++) {
          const { brief: posted, deal } = await p.partner.call('POST', '/api/project-briefs', brief(i));
          p.deals.push({ briefId: posted.id, dealId: deal.id });
        }
      }),
    );

    const funding = await timedInParallel(
      parties.map((p) => p.deals.map((d) => ({ p, d }))),
      ({ p, d }) =>
        p.partner.call('POST', `/api/project-briefs/${d.briefId}/fund`, { paymentMethod: 'pm_card_visa' }, keyed()),
    );
    report('fund (POST /api/project-briefs/:id/fund)', funding);

    console.log('\nmoving every deal to delivered (apply, select, sign, deliver)');
    await Promise.all(
      parties.map(async (p) => {
        for (const d of p.deals) {
          const { application } = await p.producer.client.call(
            'POST',
            `/api/project-briefs/${d.briefId}/applications`,
            {
              portfolioLinks: ['soundcloud.com/bench'],
              note: 'Ready when you are',
            },
          );
          await p.partner.call('POST', `/api/project-briefs/${d.briefId}/applications/${application.id}/select`);
          await p.producer.client.call('POST', `/api/deals/${d.dealId}/sign`);
          await p.producer.client.call('POST', `/api/deals/${d.dealId}/deliver`, {
            deliverables: ['launch-beat-final.wav'],
            note: 'Final mix',
          });
        }
      }),
    );

    const release = await timedInParallel(
      parties.map((p) => p.deals.map((d) => ({ p, d }))),
      ({ p, d }) => p.partner.call('POST', `/api/deals/${d.dealId}/approve`, {}, keyed()),
    );
    report('release (POST /api/deals/:id/approve)', release);
  } finally {
    await server.stop();
  }
}

withPostgresDatabase('pulse_money_bench', run).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
