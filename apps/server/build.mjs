#!/usr/bin/env node
// The server's production build (decision 073): `node apps/server/build.mjs [--if-stale]`.
// One ES module, apps/server/dist/server.js, from src/server.ts and the workspace package @pulse/domain (which
// exports TypeScript sources Node cannot load); every node_modules package stays an import, resolved by Node at
// run time. The migrations are copied beside it, where `new URL('./migrations', import.meta.url)` looks.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER_DIR = dirname(fileURLToPath(import.meta.url));
const ROOT = join(SERVER_DIR, '../..');
export const SERVER_DIST = join(SERVER_DIR, 'dist');
export const SERVER_BUNDLE = join(SERVER_DIST, 'server.js');
/** What the bundle is made of: a change to any of them makes it stale. */
const SOURCES = [join(SERVER_DIR, 'src'), join(ROOT, 'packages/domain/src'), fileURLToPath(import.meta.url)];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when there is no bundle or a source file (or this script) changed since it was built. */
export function serverBuildStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  return Math.max(...SOURCES.map(newestMtime)) > statSync(SERVER_BUNDLE).mtimeMs;
}

/**
 * A bare import (`fastify`, `drizzle-orm/pglite`, `node:fs`) stays an import, except our own workspace packages
 * (`@pulse/...`), which are bundled. Native and file-reading packages (sharp, @napi-rs/canvas, pg, PGlite's WASM,
 * the ffmpeg binary's package, pdf.js, the fonts) keep their own files and layout that way.
 */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pulse/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Every import the bundle left to Node must resolve with Node's own rules (tsx forgives a missing file extension
 * or a subpath only CommonJS exports, which Node's ES module loader does not): checked at build time rather than
 * when a dynamic import first runs in production. This file sits one folder above dist/server.js, in the same
 * package, so a package import resolves the same from here as from the bundle.
 */
function checkExternalImports(metafile) {
  const specifiers = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) if (imported.external) specifiers.add(imported.path);
  }
  const unresolved = [];
  for (const specifier of specifiers) {
    let url = null;
    try {
      url = import.meta.resolve(specifier);
    } catch {}
    // Node 20 answers a file inside a package without an exports map with a path it does not check.
    if (url === null || (url.startsWith('file:') && !existsSync(fileURLToPath(url)))) unresolved.push(specifier);
  }
  if (unresolved.length > 0) throw new Error(`the server bundle imports what Node cannot resolve: ${unresolved}`);
  return specifiers.size;
}

/**
 * Builds into a folder of its own, then swaps it in for dist/ with two renames: a server already running keeps
 * its files until the moment of the swap, and two builds at once (two suites starting together) each leave a
 * whole dist/, never a mix of the two.
 */
export async function buildServer() {
  const started = performance.now();
  // Loaded here, not at the top: `npm start` imports this file and needs esbuild only when the bundle is stale.
  const { build } = await import('esbuild');
  const staging = join(SERVER_DIR, `.dist-${process.pid}`);
  const retired = join(SERVER_DIR, `.dist-old-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    const result = await build({
      entryPoints: [join(SERVER_DIR, 'src/server.ts')],
      outfile: join(staging, 'server.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      // Fastify plugins and error classes are named after their functions: bundling must not rename them.
      keepNames: true,
      // A linked map: `node --enable-source-maps` prints stack traces with the TypeScript files and lines.
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
      plugins: [nodeModulesExternal],
    });
    cpSync(join(SERVER_DIR, 'src/db/migrations'), join(staging, 'migrations'), { recursive: true });
    const externals = checkExternalImports(result.metafile);
    swapIn(staging, retired);
    const ms = Math.round(performance.now() - started);
    console.log(`Built ${relative(ROOT, SERVER_BUNDLE)} (${externals} package imports left to Node) in ${ms} ms`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(retired, { recursive: true, force: true });
  }
}

function swapIn(staging, retired) {
  try {
    renameSync(SERVER_DIST, retired);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err; // no dist/ yet, or another build moved it a moment ago
  }
  try {
    renameSync(staging, SERVER_DIST);
  } catch (err) {
    // Another build of the same sources put its dist/ in place between the two renames: that one stands.
    if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
  }
}

/** Builds the bundle when it is stale: what benches and the fleet check call before they start the server. */
export async function ensureServerBuild() {
  if (serverBuildStale()) await buildServer();
  return SERVER_BUNDLE;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--if-stale')) await ensureServerBuild();
  else await buildServer();
}
