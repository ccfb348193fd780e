#!/usr/bin/env node
// Runs the end-to-end suite in Debian's Chromium. Without Chromium it says so and how to install it;
// under CI (CI=true) a missing Chromium or web build is a failure, never a silent skip.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const ci = process.env.CI === 'true' || process.env.CI === '1';
const which = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' });
if (!process.env.CHROMIUM_PATH && which.status !== 0) {
  const message = 'End-to-end tests SKIPPED: Chromium is not installed. Install it with: apt-get install -y chromium';
  if (ci) {
    console.error(`${message} (CI requires it)`);
    process.exit(1);
  }
  console.warn(message);
  process.exit(0);
}
if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: here, stdio: 'inherit' });
process.exit(result.status ?? 1);
