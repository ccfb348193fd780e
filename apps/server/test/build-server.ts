import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The fleet project's global setup: the fleet test runs the compiled server, as production does (decision 073),
 * so the bundle is built first when apps/server/src or packages/domain/src changed since the last build.
 */
export default function setup() {
  const build = spawnSync(process.execPath, ['build.mjs', '--if-stale'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`the server build failed (exit ${build.status ?? build.signal})`);
}
