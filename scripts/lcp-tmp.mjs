import { createRequire } from 'node:module';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium.ts';
import { freePort, ROOT } from './lib/bench-kit.mjs';
const { chromium } = createRequire(join(ROOT, 'e2e/package.json'))('playwright-core');
const port = await freePort();
const browser = await chromium.launch({ executablePath: findChromium(), args: [`--remote-debugging-port=${port}`, ...CHROMIUM_ARGS] });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse('http://127.0.0.1:3000' + path, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log(path, 'LCP', a['largest-contentful-paint'].numericValue.toFixed(0), 'FCP', a['first-contentful-paint'].numericValue.toFixed(0), 'SI', a['speed-index'].numericValue.toFixed(0));
  const el = a['largest-contentful-paint-element']?.details?.items ?? [];
  for (const it of el) console.log(JSON.stringify(it).slice(0, 900));
  const reqs = a['network-requests'].details.items.filter((i) => i.resourceType !== 'Script').slice(0, 14).map((i) => `${i.resourceType} ${i.url.replace(/^http:\/\/127.0.0.1:3000/, '').slice(0, 70)} ${Math.round(i.transferSize / 1024)}KiB start ${Math.round(i.networkRequestTime)} end ${Math.round(i.networkEndTime)} prio ${i.priority}`);
  console.log(reqs.join('\n'));
  const m = a.metrics.details.items[0];
  console.log('observed', ['observedFirstContentfulPaint','observedLargestContentfulPaint','observedLoad','observedDomContentLoaded','observedTraceEnd'].map((k) => `${k.replace('observed','')} ${Math.round(m[k])}`).join(' '));
  const rb = a['render-blocking-resources']?.details?.items ?? [];
  console.log('render-blocking', rb.map((i) => i.url).join(', '));
}
await browser.close();
