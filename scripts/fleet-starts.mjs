// Starts two Pulse instances at the same moment on a fresh PostgreSQL database, N times (issue 20 item 6):
// `node scripts/fleet-starts.mjs [runs=10]`. Needs PostgreSQL on 127.0.0.1:5432 (user postgres) and Redis.
// Prints one line per run and the count of runs where both instances became ready.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureServerBuild } from '../apps/server/build.mjs';

const runs = Number(process.argv[2] ?? 10);
const PG = process.env.FLEET_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = [Number(process.env.FLEET_PORT_A ?? 3466), Number(process.env.FLEET_PORT_B ?? 3467)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// The compiled server, as production runs it (decision 073), built first when its sources changed.
const SERVER_BUNDLE = await ensureServerBuild();

async function admin(sql) {
  const client = new pg.Client({ connectionString: PG });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(port, database) {
  const url = new URL(PG);
  url.pathname = `/${database}`;
  let out = '';
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url.toString(),
      DATABASE_POOL_MAX: '4',
      REDIS_URL: process.env.FLEET_REDIS_URL ?? 'redis://127.0.0.1:6379/13',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pulse-starts-')),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'admin@starts.example',
      ADMIN_PASSWORD: 'starts-admin-password',
      AUTH_SECRET: 'starts-secret-starts-secret-starts-secret-01',
      WEB_DIST: join(tmpdir(), 'pulse-no-web-dist'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const exited = new Promise((r) => child.once('exit', (code) => r(code)));
  return { child, exited, output: () => out, port };
}

async function ready(server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) return false;
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/api/health/ready`)).status === 200) return true;
    } catch {}
    await sleep(250);
  }
  return false;
}

let successes = 0;
for (let run = 1; run <= runs; run++) {
  const database = `pulse_starts_${process.pid}_${run}`;
  await admin(`create database "${database}"`);
  const began = Date.now();
  const servers = PORTS.map((port) => start(port, database));
  const ok = await Promise.all(servers.map((s) => ready(s)));
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  if (ok.every(Boolean)) successes++;
  else for (const [i, s] of servers.entries()) if (!ok[i]) console.log(s.output().slice(-2000));
  console.log(`run ${run}: ${ok.map((o) => (o ? 'ready' : 'FAILED')).join(' + ')} in ${seconds} s`);
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => Promise.race([s.exited, sleep(20_000)])));
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await admin(`drop database if exists "${database}" with (force)`);
}
console.log(`${successes} of ${runs} double starts on fresh databases: both instances ready`);
process.exit(successes === runs ? 0 : 1);
