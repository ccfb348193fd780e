#!/usr/bin/env node
/**
 * Upload memory benchmark (issue 6 target): starts the real server, uploads a 50 MB full track as a
 * producer while sampling the server process's resident memory, and prints the growth over the idle
 * baseline (target: under 20 MB, because uploads stream to disk and are never held in memory). Then it
 * times the first byte of a Range request for the stored track (target: 300 ms on localhost).
 *
 *   node scripts/bench-upload.mjs            (BENCH_UPLOAD_MB to change the size, default 49.9)
 *
 * Linux only for the memory reading (/proc/<pid>/status). Writes nothing into the repository; exits
 * non-zero when the server does not start, the upload fails or a target is missed.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from '../apps/server/build.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const MB = 1024 * 1024;
const TARGET_GROWTH_MB = 20;
const TARGET_FIRST_BYTE_MS = 300;
const SIZE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 49.9);

async function freePort() {
  const server = createServer();
  server.listen(0, HOST);
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** Resident set size of a process in bytes, from /proc. */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kb * 1024;
}

/** A 16-bit stereo 44.1 kHz WAV of about `bytes`, written in chunks (a tone, so it is real audio). */
async function writeWav(path, bytes) {
  const rate = 44_100;
  const frames = Math.floor((bytes - 44) / 4);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + frames * 4, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(frames * 4, 40);
  const out = createWriteStream(path);
  out.write(header);
  const chunkFrames = 65_536;
  for (let start = 0; start < frames; start += chunkFrames) {
    const n = Math.min(chunkFrames, frames - start);
    const chunk = Buffer.alloc(n * 4);
    for (let i = 0; i < n; i++) {
      const v = Math.round(6000 * Math.sin((2 * Math.PI * 220 * (start + i)) / rate));
      chunk.writeInt16LE(v, i * 4);
      chunk.writeInt16LE(v, i * 4 + 2);
    }
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function call(port, { method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port, method, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (body === undefined) req.end();
    else if (typeof body === 'string' || Buffer.isBuffer(body)) req.end(body);
    else body(req);
  });
}

/** Streams `file` as one multipart part, so the client never holds it either. */
function uploadFile(port, cookie, file) {
  const boundary = `----pulsebench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-track.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(file).size + tail.length;
  return call(port, {
    method: 'POST',
    path: '/api/media?purpose=track',
    headers: {
      cookie,
      'x-pulse-request': '1',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
    body: (req) => {
      req.write(head);
      const stream = createReadStream(file);
      stream.pipe(req, { end: false });
      stream.on('end', () => req.end(tail));
    },
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-bench-upload-'));
  const port = await freePort();
  // The compiled server, as production runs it (decision 073).
  const server = spawn(process.execPath, [await ensureServerBuild()], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATA_DIR: join(dir, 'data'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dir, 'no-web'),
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let failed = false;
  try {
    for (let t = Date.now(); ; await sleep(200)) {
      if (server.exitCode !== null) throw new Error('the server exited before it was ready');
      if (Date.now() - t > 60_000) throw new Error('the server did not answer /api/health within 60 s');
      const ok = await call(port, { method: 'GET', path: '/api/health' }).catch(() => null);
      if (ok?.status === 200) break;
    }

    const role = await call(port, {
      method: 'POST',
      path: '/api/me/role',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'creator', creativeRole: 'producer' }),
    });
    if (role.status !== 200) throw new Error(`POST /api/me/role -> ${role.status}`);
    const cookie = [role.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');

    const track = join(dir, 'track.wav');
    await writeWav(track, Math.floor(SIZE_MB * MB));
    const warmFile = join(dir, 'warm.wav');
    await writeWav(warmFile, 2 * MB);

    // Warm up: the first upload loads multipart, starts the probe and the insert path.
    const warm = await uploadFile(port, cookie, warmFile);
    if (warm.status !== 201) throw new Error(`warm-up upload -> ${warm.status} ${warm.body}`);
    global.gc?.();
    await sleep(1000);
    const idle = [];
    for (let i = 0; i < 10; i++, await sleep(50)) idle.push(rssOf(server.pid));
    const baseline = Math.max(...idle);

    let peak = baseline;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssOf(server.pid));
      } catch {}
    }, 20);
    const started = performance.now();
    const res = await uploadFile(port, cookie, track);
    const seconds = (performance.now() - started) / 1000;
    await sleep(200);
    clearInterval(sampler);
    if (res.status !== 201) throw new Error(`upload -> ${res.status} ${res.body}`);
    const media = JSON.parse(res.body.toString()).media;

    const growth = (peak - baseline) / MB;
    const size = statSync(track).size / MB;
    console.log(
      `upload: ${size.toFixed(1)} MB full track in ${seconds.toFixed(2)} s (${media.durationSeconds} s of audio)`,
    );
    console.log(`server RSS: baseline ${(baseline / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB`);
    const growthOk = growth < TARGET_GROWTH_MB;
    console.log(
      `RSS growth: ${growth.toFixed(1)} MB (target < ${TARGET_GROWTH_MB} MB) ${growthOk ? 'OK' : 'OVER TARGET'}`,
    );

    // First byte of playback: a Range request for the start of the track, as an audio element makes.
    const firstBytes = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const first = await new Promise((resolve, reject) => {
        const req = request(
          { host: HOST, port, path: `/api/media/${media.id}`, headers: { cookie, range: 'bytes=0-' } },
          (r) => {
            r.once('data', () => {
              resolve({ status: r.statusCode, ms: performance.now() - t0 });
              r.destroy();
            });
          },
        );
        req.on('error', reject);
        req.end();
      });
      if (first.status !== 206) throw new Error(`Range request -> ${first.status}`);
      firstBytes.push(first.ms);
    }
    const worst = Math.max(...firstBytes);
    const firstOk = worst < TARGET_FIRST_BYTE_MS;
    console.log(
      `first audio byte (206, 5 tries): worst ${worst.toFixed(1)} ms (target < ${TARGET_FIRST_BYTE_MS} ms) ${firstOk ? 'OK' : 'OVER TARGET'}`,
    );
    failed = !growthOk || !firstOk;
  } finally {
    server.kill('SIGTERM');
    await Promise.race([once(server, 'exit'), sleep(10_000)]);
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
