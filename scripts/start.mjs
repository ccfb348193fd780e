#!/usr/bin/env node
// `npm start`: builds the web app and the server when their sources are newer than the last build, then runs the
// compiled server (apps/server/dist/server.js, plain JavaScript: decision 073), which serves the API and the built
// app at one address (default http://localhost:3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE, serverBuildStale } from '../apps/server/build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = [
  join(web, 'src'),
  join(web, 'index.html'),
  join(web, 'page.html'),
  join(web, 'landing.html'),
  join(web, 'vite.config.ts'),
  join(root, 'packages/domain/src'),
];
const stale =
  !existsSync(builtIndex) || Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@pulse/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The server's bundle, when apps/server/src or packages/domain/src changed since it was built (about a second).
if (serverBuildStale()) {
  console.log('Building the server...');
  await buildServer();
}

const server = spawn(process.execPath, [SERVER_BUNDLE], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
