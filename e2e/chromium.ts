import { execSync } from 'node:child_process';

/** Debian's chromium (a test tool's own browser download cannot work here). */
export function findChromium(): string | null {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return (
      execSync('command -v chromium', { stdio: ['ignore', 'pipe', 'ignore'], shell: '/bin/sh' })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
