#!/usr/bin/env node
/**
 * Ranking benchmark (issue 35 item 3, decision 069): For You against a popularity baseline on the scale set's
 * planted tastes. Seeds a fresh PGlite database with the scale seed (creatives and taste events only), then
 * holds out each sampled fan's last co-signs and prints precision@10 and NDCG@10 for both rankings, with the
 * lift (apps/server/src/db/seed/scale-ranking.ts), beside a taste × popularity order measured but not shipped
 * and the model ceiling (decision 074). A change to ranking reports this table before and after.
 *
 *   node scripts/bench-ranking.mjs                 (part of npm run bench)
 *   BENCH_RANKING_CREATORS=20000 BENCH_RANKING_FANS=1000 BENCH_RANKING_HELD_OUT=5 node scripts/bench-ranking.mjs
 *
 * Environment: BENCH_RANKING_CREATORS (default 20000; 10 taste events per creative, so one fan per 10
 * creatives), BENCH_RANKING_FANS fans evaluated (default 1000, spread evenly over the scale fans),
 * BENCH_RANKING_HELD_OUT co-signs held out per fan (default 5). Writes nothing into the repository.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/bench-kit.mjs';

function intFromEnv(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

const CREATORS = intFromEnv('BENCH_RANKING_CREATORS', 20_000, 100, 999_999);
const FANS = intFromEnv('BENCH_RANKING_FANS', 1000, 1, 999_999);
const HELD_OUT = intFromEnv('BENCH_RANKING_HELD_OUT', 5, 1, 50);
const TASTE_EVENTS = Math.min(CREATORS * 10, 99_999_900);
const SEED_SCRIPT = join(ROOT, 'apps/server/src/db/seed/scale.ts');
const EVAL_SCRIPT = join(ROOT, 'apps/server/src/db/seed/scale-ranking.ts');

/** Runs a TypeScript entry point with tsx; rejects on a non-zero exit. */
function run(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${script} failed (exit ${code ?? signal})`)),
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'pulse-bench-ranking-'));
const env = { ...process.env };
for (const key of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL']) delete env[key];
Object.assign(env, { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });

try {
  console.log(
    `\n== ranking: seeding ${CREATORS} creatives and ${TASTE_EVENTS} taste events with planted tastes (PGlite)`,
  );
  const seeded = performance.now();
  await run(
    SEED_SCRIPT,
    ['--creators', String(CREATORS), '--taste-events', String(TASTE_EVENTS), '--deals', '0', '--beats', '0'],
    env,
  );
  console.log(`== ranking: seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; evaluating ${FANS} fans`);
  await run(EVAL_SCRIPT, ['--fans', String(FANS), '--held-out', String(HELD_OUT)], env);
} catch (err) {
  console.error(`\nbench-ranking failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
