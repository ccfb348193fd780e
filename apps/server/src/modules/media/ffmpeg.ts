import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants } from 'node:fs';
import { setPriority } from 'node:os';
import type { Readable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/**
 * The ffmpeg binary that ships inside the `@ffmpeg-installer/<platform>` npm package (decision 021): it
 * arrives with a plain `npm install`, nothing is downloaded at install time. npm does not run its postinstall
 * here, so the exec bit is made sure of once.
 */
let checkedPath: string | null = null;
export function ffmpegPath(): string {
  if (checkedPath) return checkedPath;
  const path = ffmpegInstaller.path;
  try {
    accessSync(path, constants.X_OK);
  } catch {
    chmodSync(path, 0o755);
  }
  checkedPath = path;
  return path;
}

/** ffmpeg exited with an error: usually input it cannot decode. `signal` set: it was killed (not the input's fault). */
export class FfmpegError extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly stderr: string,
  ) {
    super(`ffmpeg failed (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'FfmpegError';
  }
}

/** Keeps the last `max` characters of a child's stderr: enough for a probe or an error, never a whole log. */
function tail(max: number) {
  let text = '';
  return {
    add(chunk: Buffer) {
      text += chunk.toString('utf8');
      if (text.length > max * 2) text = text.slice(-max);
    },
    get text() {
      return text.length > max ? text.slice(-max) : text;
    },
  };
}

export interface FfmpegRun {
  /** ffmpeg's stdout, for `pipe:1` outputs (read it, or the process stalls). */
  stdout: Readable;
  /** Resolves with stderr when ffmpeg exits 0; rejects with FfmpegError otherwise. */
  done: Promise<string>;
}

/**
 * Runs ffmpeg with `args` at a lower CPU priority than the server, so requests keep being answered while it
 * encodes. Callers pass `-threads 1` for encodes (two cores, shared with the web process).
 */
export function runFfmpeg(args: string[], options: { okCodes?: number[] } = {}): FfmpegRun {
  const child = spawn(ffmpegPath(), ['-hide_banner', '-nostdin', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    if (child.pid) setPriority(child.pid, 10);
  } catch {
    // Not allowed here: it runs at normal priority.
  }
  const stderr = tail(16_000);
  child.stderr.on('data', (c: Buffer) => stderr.add(c));
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal === null && code !== null && (code === 0 || options.okCodes?.includes(code))) resolve(stderr.text);
      else reject(new FfmpegError(code, signal, stderr.text));
    });
  });
  return { stdout: child.stdout, done };
}

/** Runs ffmpeg to completion, its stdout discarded. */
export async function ffmpeg(args: string[]): Promise<string> {
  const run = runFfmpeg(args);
  run.stdout.resume();
  return run.done;
}

export interface ProbeResult {
  /** Seconds, or null when the container does not say. */
  durationSeconds: number | null;
  /** The first video stream's coded size (before any rotation), or null when there is none. */
  video: { width: number; height: number } | null;
  hasAudio: boolean;
}

/** Reads `ffmpeg -i` stderr: there is no ffprobe in the package. */
export function parseProbe(stderr: string): ProbeResult {
  const d = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const durationSeconds = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : null;
  const videoLine = stderr.split('\n').find((l) => /Stream #\d+:\d+.*: Video: /.test(l) && !/attached pic/.test(l));
  const size = videoLine ? /, (\d{2,5})x(\d{2,5})[\s,]/.exec(videoLine) : null;
  return {
    durationSeconds: durationSeconds !== null && Number.isFinite(durationSeconds) ? durationSeconds : null,
    video: size ? { width: Number(size[1]), height: Number(size[2]) } : null,
    hasAudio: /Stream #\d+:\d+.*: Audio: /.test(stderr),
  };
}

/** What ffmpeg can tell about a file without decoding it (`ffmpeg -i` with no output exits 1 by design). */
export async function probeMedia(path: string): Promise<ProbeResult & { stderr: string }> {
  const run = runFfmpeg(['-i', path], { okCodes: [1] });
  run.stdout.resume();
  const stderr = await run.done;
  return { ...parseProbe(stderr), stderr };
}
