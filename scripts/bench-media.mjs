#!/usr/bin/env node
/**
 * Media processing benchmark (issue 17 targets, decision 021): starts the real server on PGlite with a
 * generated data set, then
 *   1. processes one 50 MB video (uploaded as a videographer's snippet) while sampling the server process's
 *      resident memory: growth over the idle baseline, target at most 150 MB (ffmpeg runs as a child process;
 *      its memory is its own and is reported apart);
 *   2. loads `GET /api/discover/creatives` with autocannon while nothing processes, then while three such
 *      videos process, and prints both p99s (the server must keep answering while ffmpeg encodes).
 *
 *   node scripts/bench-media.mjs     (BENCH_MEDIA_MB video size, default 50; BENCH_MEDIA_CREATORS, default 5000;
 *                                     BENCH_MEDIA_DURATION seconds of load, default 15)
 *
 * Linux only for the memory reading (/proc). Writes nothing into the repository; exits non-zero when the
 * server does not start, an upload or the processing fails, or the memory target is missed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureServerBuild } from '../apps/server/build.mjs';
import { freePort, HOST, ROOT } from './lib/bench-kit.mjs';

const SERVER_DIR = join(ROOT, 'apps/server');
const requireFromServer = createRequire(join(SERVER_DIR, 'package.json'));
const autocannon = requireFromServer('autocannon');
const ffmpeg = requireFromServer('@ffmpeg-installer/ffmpeg').path;

const MB = 1024 * 1024;
const TARGET_GROWTH_MB = 150;
const SIZE_MB = Number(process.env.BENCH_MEDIA_MB ?? 50);
const CREATORS = Number(process.env.BENCH_MEDIA_CREATORS ?? 5000);
const DURATION = Number(process.env.BENCH_MEDIA_DURATION ?? 15);
const VIDEO_SECONDS = 28;
const CONNECTIONS = 10;
const DISCOVER = '/api/discover/creatives?limit=20';

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]) * 1024;
}

/** The resident memory of the server's ffmpeg children (0 when none runs). */
function childrenMemory(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.reduce((sum, child) => {
      try {
        if (!readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('ffmpeg')) return sum;
        const rss = memoryOf(child);
        return Number.isFinite(rss) ? sum + rss : sum;
      } catch {
        return sum;
      }
    }, 0);
  } catch {
    return 0;
  }
}

/** A video of about `bytes`: 720p test pattern with noise (so it does not compress away) and a tone. */
function makeVideo(path, bytes, seconds) {
  const bitrate = Math.floor(((bytes - (128_000 * seconds) / 8) * 8) / seconds);
  execFileSync(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100', '-t', String(seconds)],
    ...['-vf', 'noise=alls=40:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-b:v', String(bitrate), '-maxrate', String(bitrate), '-bufsize', String(bitrate * 2)],
    ...['-c:a', 'aac', '-b:a', '128k', '-y', path],
  ]);
}

function run(script, args, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`${script} exited with ${code}`);
  });
}

async function call(base, path, { method = 'GET', headers = {}, body, duplex } = {}) {
  const res = await fetch(base + path, { method, headers, body, duplex });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: () => JSON.parse(text), text };
}

/** Streams the file as one multipart part (the client never holds 50 MB either). */
async function upload(base, cookie, file) {
  const boundary = `----pulsebench${Date.now()}${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const stream = async function* () {
    yield head;
    for await (const chunk of createReadStream(file)) yield chunk;
    yield tail;
  };
  const res = await call(base, '/api/media?purpose=snippet', {
    method: 'POST',
    headers: {
      cookie,
      'x-pulse-request': '1',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + statSync(file).size + tail.length),
    },
    body: stream(),
    duplex: 'half',
  });
  if (res.status !== 201) throw new Error(`upload -> ${res.status} ${res.text}`);
  return res.json().media.id;
}

async function waitProcessed(base, cookie, id, onTick = () => {}) {
  for (;;) {
    onTick();
    const res = await call(base, `/api/media/${id}/status`, { headers: { cookie } });
    const { media } = res.json();
    if (media.status === 'failed') throw new Error(`processing failed: ${media.failureReason}`);
    if (media.status === 'ready') return media;
    await sleep(100);
  }
}

async function load(base, seconds) {
  const r = await autocannon({ url: base + DISCOVER, connections: CONNECTIONS, duration: seconds, timeout: 10 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-bench-media-'));
  const dataDir = join(dir, 'data');
  const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL', 'S3_BUCKET']) delete env[key];
  let server;
  let failed = false;
  try {
    const video = join(dir, 'clip.mp4');
    const small = join(dir, 'warm.mp4');
    console.log(`making a ${SIZE_MB} MB ${VIDEO_SECONDS} s 720p video with ffmpeg ...`);
    makeVideo(video, SIZE_MB * MB, VIDEO_SECONDS);
    makeVideo(small, 2 * MB, 10);
    console.log(`  ${(statSync(video).size / MB).toFixed(1)} MB`);
    console.log(`seeding ${CREATORS} creatives (PGlite) ...`);
    await run(join(SERVER_DIR, 'src/db/seed/scale.ts'), ['--creators', String(CREATORS), '--taste-events', '0'], env);

    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    // The compiled server, as production runs it (decision 073).
    server = spawn(process.execPath, [await ensureServerBuild()], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), HOST, WEB_DIST: join(dir, 'no-web') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (const started = Date.now(); ; await sleep(200)) {
      if (server.exitCode !== null) throw new Error('the server exited before it was ready');
      if (Date.now() - started > 90_000) throw new Error('the server did not answer /api/health within 90 s');
      if ((await call(base, '/api/health').catch(() => null))?.status === 200) break;
    }
    const first = await call(base, DISCOVER);
    if (first.status !== 200 || first.json().items.length === 0) throw new Error(`GET ${DISCOVER} -> ${first.status}`);

    const role = await fetch(`${base}/api/me/role`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'creator', creativeRole: 'videographer' }),
    });
    if (role.status !== 200) throw new Error(`POST /api/me/role -> ${role.status}`);
    const cookie = role.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // Warm up: one small video loads sharp, the upload path and the job runner's worker.
    await waitProcessed(base, cookie, await upload(base, cookie, small));

    // 1. Memory while one 50 MB video processes (measured from after its upload, which is bench-upload's).
    const id = await upload(base, cookie, video);
    const idle = [];
    for (let i = 0; i < 5; i++, await sleep(20)) idle.push(memoryOf(server.pid));
    const baseline = Math.min(...idle);
    let peak = baseline;
    let ffmpegPeak = 0;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, memoryOf(server.pid));
        ffmpegPeak = Math.max(ffmpegPeak, childrenMemory(server.pid));
      } catch {}
    }, 20);
    const t0 = performance.now();
    const media = await waitProcessed(base, cookie, id);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const growth = (peak - baseline) / MB;
    console.log(
      `\nprocessing one ${SIZE_MB} MB video: ${seconds.toFixed(1)} s (poster ${media.width}x${media.height}, ${media.images.length} picture widths, rendition ${media.playUrl ? 'yes' : 'no'})`,
    );
    console.log(
      `server RSS: baseline ${(baseline / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB, growth ${growth.toFixed(1)} MB (target <= ${TARGET_GROWTH_MB} MB) ${growth <= TARGET_GROWTH_MB ? 'OK' : 'OVER TARGET'}`,
    );
    console.log(`ffmpeg (a child process, not the server's memory): peak ${(ffmpegPeak / MB).toFixed(1)} MB`);
    failed ||= growth > TARGET_GROWTH_MB;

    // 2. Discover's p99, idle and while three videos process.
    await load(base, 2);
    const quiet = await load(base, DURATION);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await upload(base, cookie, video));
    const busyStarted = performance.now();
    const busy = await load(base, DURATION);
    const stillProcessing = (
      await Promise.all(ids.map((i) => call(base, `/api/media/${i}/status`, { headers: { cookie } })))
    ).filter((r) => r.json().media.status === 'processing').length;
    for (const i of ids) await waitProcessed(base, cookie, i);
    const allDone = (performance.now() - busyStarted) / 1000;
    const row = (label, r) =>
      `  ${label.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`;
    console.log(`\nGET ${DISCOVER}, ${CONNECTIONS} connections, ${DURATION} s, ${CREATORS} creatives (PGlite)`);
    console.log(row('idle', quiet));
    console.log(row('while 3 videos process', busy));
    console.log(
      `  (${stillProcessing} of 3 still processing when the load ended; all three done ${allDone.toFixed(1)} s after the load began)`,
    );
    failed ||= quiet.non2xx + quiet.errors + busy.non2xx + busy.errors > 0;
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await Promise.race([once(server, 'exit'), sleep(15_000)]);
    }
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
