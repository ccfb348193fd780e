#!/usr/bin/env node
/**
 * A transaction of the tab tip's shape (lock a row, write, commit), drizzle's way beside the pipelined way
 * (db/pipelined-transaction.ts, issue 33): 10 connections at once, ROUNDS alternating rounds of N each, on a
 * fresh PostgreSQL database (BENCH_DATABASE_URL's server), dropped afterwards. Prints throughput, this
 * process's CPU per transaction and latency per round.
 *
 *   node --import tsx scripts/bench-transactions.mjs
 *   N=300 ROUNDS=3 node --import tsx scripts/bench-transactions.mjs
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { commitWith, pipelinedTransaction } from '../apps/server/src/db/pipelined-transaction.ts';
import { pct, withPostgresDatabase } from './lib/bench-kit.mjs';

const N = Number(process.env.N ?? 300);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = 10;

await withPostgresDatabase('pulse_tx_bench', async (url) => {
  const database = await openPostgres(url);
  const { db } = database;
  await db.execute(sql`create table tab (fan int primary key, total int not null default 0)`);
  await db.execute(sql`insert into tab (fan) select g from generate_series(1, ${CONNECTIONS}) g`);
  const work = (pipelined, fan) => async (tx) => {
    await tx.execute(sql`select * from tab where fan = ${fan} for update`);
    const last = () => tx.execute(sql`update tab set total = total + 1 where fan = ${fan}`);
    await (pipelined ? commitWith(tx, last) : last());
  };
  const ways = {
    drizzle: (fan) => db.transaction(work(false, fan)),
    pipelined: (fan) => pipelinedTransaction(db, work(true, fan)),
  };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [way, run] of Object.entries(ways)) {
      const latencies = [];
      const cpu = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, i) => {
          for (let n = 0; n < N; n++) {
            const t = performance.now();
            await run(i + 1);
            latencies.push(performance.now() - t);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      latencies.sort((a, b) => a - b);
      const count = N * CONNECTIONS;
      console.log(
        `round ${round} ${way.padEnd(9)} ${(count / seconds).toFixed(0).padStart(5)} tx/s` +
          `  CPU ${((used.user + used.system) / 1000 / count).toFixed(3)} ms/tx` +
          `  p50 ${pct(latencies, 50).toFixed(2)} ms  p99 ${pct(latencies, 99).toFixed(2)} ms`,
      );
    }
  }
  await database.close();
});
