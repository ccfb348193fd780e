import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/pglite-lock';

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'pulse-lock-')), 'db');

describe('embedded database lock', () => {
  it('gives a second holder a clear error while the first is alive', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    // The lock records a live pid that is not ours: the parent process stands in for another Pulse.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Pulse process/);
    writeFileSync(`${dir}.lock`, String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('takes over a stale lock and removes the stale postmaster.pid after a crash', () => {
    const dir = freshDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}.lock`, '999999999');
    writeFileSync(join(dir, 'postmaster.pid'), '-42\n');
    const release = acquireDataDirLock(dir);
    expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);
    release();
  });
});
