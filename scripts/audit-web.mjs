#!/usr/bin/env node
/**
 * The web audit (issues 17 and 21): Lighthouse's mobile performance and accessibility audits of the public
 * pages, in Debian's Chromium, against a server of its own with the demo data and media (or `--base URL`).
 * Prints each page's scores, LCP, CLS and total blocking time (medians of three runs), and flags what misses the
 * targets (performance and accessibility at least 0.95, LCP at most 1.8 s, CLS at most 0.05, first-load script at
 * most 80 KiB on `/` and 150 KiB elsewhere, gzipped). A benchmark, not a test: figures move with the machine's load.
 *
 *   npm run audit:web                 # own server (first start generates the demo media: about a minute)
 *   npm run audit:web -- --base http://localhost:3000 /explore /creator/demo-creator-maya-lin
 *   npm run audit:web -- --runs 5 /explore       # the median of five runs a page instead of three
 *   npm run audit:web -- --lcp-detail /creator/demo-creator-aisha-bello   # each run's LCP element and its phases
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { DEMO_CREATORS } from '../apps/server/src/db/seed/demo-creators.ts';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.ts';
import { freePort, ROOT, startServer } from './lib/bench-kit.mjs';

const TARGET_SCORE = 0.95;
const TARGET_LCP_S = 1.8;
const TARGET_CLS = 0.05;
/** First-load JavaScript, gzipped: the landing's and every other page's (issue 21). */
const TARGET_SCRIPT_KIB = { '/': 80, other: 150 };
/**
 * Lighthouse runs per page. One run's LCP and blocking time move by a third between runs on this machine (the
 * browser, the server and Lighthouse share two cores), so each figure is the median of three runs, as Lighthouse
 * CI does by default; the range is printed beside it.
 */
const DEFAULT_RUNS = 3;
/** The public pages, and every demo creator's page (issue 35 item 4: each is a different mix of work). */
const DEFAULT_PATHS = ['/', '/explore', '/feed', '/discover/beats', ...DEMO_CREATORS.map((c) => `/creator/${c.id}`)];

/**
 * The page's first-load script: every script it fetches on a phone-sized screen until the network is quiet. On a
 * rendered page that is its first script and the app it starts after the load event (decision 042); a toaster or
 * dialog that loads later, when used, is not. Two sums: the bytes the page was sent (Brotli, decision 044) and
 * the same scripts gzipped, as the issue's budgets are written.
 */
async function firstLoadScript(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(request.sizes().then((sizes) => ({ url: request.url(), sent: sizes.responseBodySize })));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(scripts);
  await page.close();
  const sum = (values) => values.reduce((total, n) => total + n, 0) / 1024;
  return { sentKiB: sum(loaded.map((s) => s.sent)), gzipKiB: sum(loaded.map((s) => gzippedBytes(s.url))) };
}

/** A build script's gzipped size: the build's own `.gz` copy, else the file gzipped here. */
function gzippedBytes(url) {
  const file = join(ROOT, 'apps/web/dist', new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/**
 * Lighthouse's report of `url`, or null. A run now and then ends without metrics (a trace it could not read, on a
 * busy machine): that run is taken again once.
 */
async function audit(url, port) {
  for (let attempt = 1; attempt <= 2; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const measured = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time'].every(
      (id) => typeof lhr.audits[id]?.numericValue === 'number',
    );
    if (!lhr.runtimeError && measured && lhr.categories.performance.score !== null) return lhr;
  }
  return null;
}

/** A run's figures: scores, LCP in seconds, CLS, total blocking time in ms. */
function figuresOf({ categories, audits }) {
  return {
    score: categories.performance.score ?? 0,
    a11y: categories.accessibility.score ?? 0,
    lcp: audits['largest-contentful-paint'].numericValue / 1000,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
  };
}

/**
 * `--lcp-detail`: where one run's LCP went, from Lighthouse's own breakdown (the element, then time to first byte,
 * the picture's load delay, its load and the render delay): what to change before changing anything.
 */
function lcpDetailOf({ audits }) {
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const parts = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`);
  return `    LCP element ${node?.snippet?.slice(0, 120) ?? '(none)'}\n    ${parts.join(', ')}`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const rangeOf = (values, digits) => `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;

const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const givenBase = baseAt >= 0 ? args.splice(baseAt, 2)[1] : null;
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(args.splice(runsAt, 2)[1]) || 1) : DEFAULT_RUNS;
const detailAt = args.indexOf('--lcp-detail');
const LCP_DETAIL = detailAt >= 0 && args.splice(detailAt, 1).length > 0;
const paths = args.length > 0 ? args : DEFAULT_PATHS;

const { chromium } = createRequire(join(ROOT, 'e2e/package.json'))('playwright-core');
const executablePath = findChromium();
if (!executablePath) throw new Error('chromium is not installed: apt-get install -y chromium');

const server = givenBase ? null : await startServer({ SEED_DEMO: 'true' }, { startTimeoutMs: 300_000 });
const base = givenBase ?? server.base;
const port = await freePort();
const browser = await chromium.launch({
  executablePath,
  args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS],
});

let missed = 0;
try {
  // One warm-up load: the first request of a fresh server compiles routes and fills caches.
  const warm = await browser.newPage();
  for (const path of paths) await warm.goto(base + path, { waitUntil: 'networkidle' }).catch(() => {});
  await warm.close();
  const scriptKiB = new Map();
  for (const path of paths) scriptKiB.set(path, await firstLoadScript(browser, base + path));

  for (const path of paths) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const lhr = await audit(base + path, port);
      if (lhr) runs.push(figuresOf(lhr));
      if (lhr && LCP_DETAIL)
        console.log(`${path} run ${run + 1}: LCP ${(figuresOf(lhr).lcp).toFixed(2)} s\n${lcpDetailOf(lhr)}`);
    }
    if (runs.length < RUNS) {
      missed++;
      console.log(
        `${path.padEnd(36)} Lighthouse could not measure the page (${RUNS - runs.length} of ${RUNS} runs failed twice)`,
      );
      continue;
    }
    const score = median(runs.map((r) => r.score));
    const a11y = median(runs.map((r) => r.a11y));
    const lcp = median(runs.map((r) => r.lcp));
    const cls = median(runs.map((r) => r.cls));
    const tbt = median(runs.map((r) => r.tbt));
    const spread =
      RUNS > 1
        ? ` (${rangeOf(
            runs.map((r) => r.lcp),
            2,
          )} s)`
        : '';
    const script = scriptKiB.get(path) ?? { sentKiB: 0, gzipKiB: 0 };
    const scriptTarget = path === '/' ? TARGET_SCRIPT_KIB['/'] : TARGET_SCRIPT_KIB.other;
    const misses = [
      score < TARGET_SCORE ? 'performance' : null,
      a11y < TARGET_SCORE ? 'accessibility' : null,
      lcp > TARGET_LCP_S ? 'LCP' : null,
      cls > TARGET_CLS ? 'CLS' : null,
      script.gzipKiB > scriptTarget ? 'script' : null,
    ].filter(Boolean);
    if (misses.length > 0) missed++;
    console.log(
      `${path.padEnd(36)} performance ${score.toFixed(2)}  accessibility ${a11y.toFixed(2)}  LCP ${lcp.toFixed(2)} s${spread}  CLS ${cls.toFixed(3)}  TBT ${Math.round(tbt)} ms  script ${script.sentKiB.toFixed(0)} KiB sent, ${script.gzipKiB.toFixed(0)} KiB gzipped${misses.length ? `  <- misses ${misses.join(', ')}` : ''}`,
    );
  }
} finally {
  await browser.close();
  await server?.stop();
}
console.log(missed === 0 ? 'every page met its target' : `${missed} page(s) missed a target`);
