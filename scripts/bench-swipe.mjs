#!/usr/bin/env node
/**
 * Swipe benchmark (issue 5 target "a swipe runs at 60 fps"): drags the top card of /fan/feed in Chromium at
 * the phone viewport while recording a performance trace, and checks that no main-thread task lasts over
 * 50 ms. Run it on a quiet machine: on a loaded one the compositor's waits alone exceed that.
 *
 *   npm run build && node scripts/bench-swipe.mjs                 (starts its own server on a free port)
 *   node scripts/bench-swipe.mjs --base http://localhost:3000      (uses a running server)
 *   SWIPE_DRAGS=10 node scripts/bench-swipe.mjs
 *
 * Needs Debian's chromium (or CHROMIUM_PATH). Prints the longest task, the median and p95 pointermove
 * handling; exits 1 when a task is over 50 ms.
 */
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from '../apps/server/build.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LONG_TASK_MS = 50;
const DRAGS = Number(process.env.SWIPE_DRAGS ?? 5);
const { chromium } = createRequire(join(ROOT, 'e2e/package.json'))('playwright-core');

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();
  } catch {
    console.error('chromium is not installed: apt-get install -y chromium (or set CHROMIUM_PATH)');
    process.exit(2);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pulse-bench-swipe-'));
  // The compiled server, as production runs it (decision 073).
  const child = spawn(process.execPath, [await ensureServerBuild()], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop };
    await sleep(500);
  }
  await stop();
  throw new Error('the server did not start');
}

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

const baseIndex = process.argv.indexOf('--base');
const server = baseIndex > 0 ? { base: process.argv[baseIndex + 1], stop: async () => {} } : await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--no-first-run'] });
let failed = false;
try {
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const role = await page.request.post('/api/me/role', { data: { role: 'fan' } });
  if (!role.ok()) throw new Error(`choosing the fan role failed: ${role.status()}`);
  await page.goto('/fan/feed');
  const stack = page.getByRole('region', { name: 'Discovery cards' });
  await stack.getByRole('article').waitFor();
  await page.getByRole('button', { name: /^Co-sign / }).waitFor();
  await page.waitForTimeout(4500); // the first card's hint has faded and gone

  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] },
  });
  for (let drag = 0; drag < DRAGS; drag++) {
    const box = await stack.getByRole('article').boundingBox();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 0; i < 40; i++) {
      await page.mouse.move(x + Math.sin(i / 4) * 180, y);
      await page.waitForTimeout(16);
    }
    await page.mouse.move(x + 20, y, { steps: 30 });
    await page.waitForTimeout(150);
    await page.mouse.up();
    await page.waitForTimeout(300);
  }
  await cdp.send('Tracing.end');
  await complete;

  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X').map((e) => e.dur / 1000);
  const moves = onMain
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove')
    .map((e) => e.dur / 1000)
    .sort((a, b) => a - b);
  const longest = Math.max(0, ...tasks);
  console.log(
    JSON.stringify(
      {
        drags: DRAGS,
        mainThreadTasks: tasks.length,
        longestTaskMs: Number(longest.toFixed(1)),
        tasksOver50Ms: tasks.filter((t) => t > LONG_TASK_MS).length,
        pointermoves: moves.length,
        pointermoveMedianMs: Number(percentile(moves, 0.5).toFixed(2)),
        pointermoveP95Ms: Number(percentile(moves, 0.95).toFixed(2)),
      },
      null,
      2,
    ),
  );
  failed = longest > LONG_TASK_MS;
  if (failed)
    console.error(`FAIL: a main-thread task took ${longest.toFixed(1)} ms (target: at most ${LONG_TASK_MS} ms)`);
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
