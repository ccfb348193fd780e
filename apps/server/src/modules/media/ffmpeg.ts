import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdtempSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { MAX_PICTURE_PIXELS } from '@pulse/domain/media';
import { type MediaFormat, SNIFF_BYTES, sniffMediaFormat } from '@pulse/domain/uploads';

/**
 * ffmpeg behind a fence (issue 34 item 8, decision 059). It decodes files from strangers, and the packaged build
 * (decision 021) is from 2018, so every run here:
 *
 * - reads one regular file, opened by the file protocol only (no network, no `concat:`, no `subfile:`), through
 *   the one demuxer its sniffed type permits (`INPUT_DEMUXERS`), so nothing is probed: a playlist (HLS),
 *   a concat script or an AVI never gets a demuxer that opens other files;
 * - is capped: wall-clock time (then SIGKILL), CPU seconds, address space and the size of what it writes (the
 *   kernel's rlimits, Linux), threads, the largest single allocation and the largest picture it decodes;
 * - gets nothing it does not need: no environment (no secrets), no stdin, an empty working directory, no core
 *   dumps, a lower CPU priority than the server.
 *
 * An operator points `FFMPEG_PATH` at a current build (`configureFfmpeg`); the packaged one is the default.
 */

/** The demuxer each sniffed type is decoded with; any other type is refused before ffmpeg starts. */
export const INPUT_DEMUXERS: Readonly<Partial<Record<MediaFormat, string>>> = {
  mp3: 'mp3',
  wav: 'wav',
  aiff: 'aiff',
  m4a: 'mov',
  mp4: 'mov',
  mov: 'mov',
};

export interface FfmpegLimits {
  /** Wall-clock time of one run; past it the process is killed (SIGKILL). */
  timeoutMs: number;
  /** Address space of the process (RLIMIT_AS, Linux): past it allocations fail and ffmpeg stops. */
  memoryBytes: number;
  /** The most any one output may be: ffmpeg stops writing there (`-fs`), the kernel kills it at twice that. */
  outputBytes: number;
  /** Decoder, filter and encoder threads: the machine's cores are the web process's too. */
  threads: number;
}

/**
 * 120 s: the longest legitimate run (a 30 s 720p rendition of a 4K source, one thread, at low priority on two
 * busy cores) takes a fraction of it. 1 GiB: a 4K decode and 720p encode stays under 300 MiB of address space,
 * a poster frame of 4K about 400 MiB. 512 MiB of output: a PNG poster of the largest frame is about 150 MB.
 */
export const DEFAULT_FFMPEG_LIMITS: Readonly<FfmpegLimits> = {
  timeoutMs: 120_000,
  memoryBytes: 1024 * 1024 * 1024,
  outputBytes: 512 * 1024 * 1024,
  threads: 1,
};

/** The largest single allocation ffmpeg's own allocator makes (`-max_alloc`): a frame of the largest picture. */
const MAX_ALLOC_BYTES = 256 * 1024 * 1024;
/** Streams one input may have: a phone's MOV has three or four (video, audio, timecode, metadata). */
const MAX_STREAMS = 32;

let configuredPath: string | null = null;
let limits: FfmpegLimits = { ...DEFAULT_FFMPEG_LIMITS };

/**
 * Set once at start-up from the environment: `path` (FFMPEG_PATH) replaces the packaged binary; `limits` (tests)
 * replace the default caps of every run.
 */
export function configureFfmpeg(options: { path?: string | null; limits?: Partial<FfmpegLimits> }): void {
  if (options.path !== undefined) configuredPath = options.path;
  if (options.limits) limits = { ...limits, ...options.limits };
}

/** The caps a run gets unless it asks for others. */
export function ffmpegLimits(): FfmpegLimits {
  return { ...limits };
}

/**
 * The ffmpeg binary: FFMPEG_PATH when set, else the one that ships inside the `@ffmpeg-installer/<platform>` npm
 * package (decision 021): it arrives with a plain `npm install`, nothing is downloaded at install time. npm does
 * not run its postinstall here, so the exec bit is made sure of once.
 */
let checkedPath: string | null = null;
export function ffmpegPath(): string {
  if (configuredPath) return configuredPath;
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

/** Why the fence stopped a run (null: it did not, ffmpeg failed or was killed by someone else). */
export type FenceStop =
  /** The input is not a regular file of an allowed type: ffmpeg was not started. */
  | 'input'
  | 'time'
  | 'cpu'
  | 'memory'
  | 'output'
  /** ffmpeg died of a fault (SIGSEGV, SIGABRT, ...) while decoding the file. */
  | 'crash';

/**
 * ffmpeg exited with an error: usually input it cannot decode. `fence` set: the fence refused the input or stopped
 * the run at a cap, which is the file's doing. `signal` set without `fence`: it was killed from outside (a
 * shutdown, the machine), not the input's fault.
 */
export class FfmpegError extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly stderr: string,
    readonly fence: FenceStop | null = null,
  ) {
    const how = fence ? `stopped by the fence: ${fence}` : (signal ?? `exit ${code}`);
    super(`ffmpeg failed (${how}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
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

/**
 * The input's demuxer, from its own first bytes: the same sniffing that let the upload in, read again here so no
 * stored type nor file name is trusted. Opened without blocking, so a FIFO or a device is refused, not waited on.
 */
async function demuxerFor(path: string): Promise<string> {
  const file = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!(await file.stat()).isFile()) throw new FfmpegError(null, null, 'input is not a regular file', 'input');
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, SNIFF_BYTES, 0);
    const format = sniffMediaFormat(head.subarray(0, bytesRead));
    const demuxer = format ? INPUT_DEMUXERS[format] : undefined;
    if (!demuxer) throw new FfmpegError(null, null, `input type not allowed: ${format ?? 'unknown'}`, 'input');
    return demuxer;
  } finally {
    await file.close();
  }
}

/** Signals of a process that crashed on its input. */
const CRASH_SIGNALS = new Set<NodeJS.Signals>(['SIGSEGV', 'SIGBUS', 'SIGABRT', 'SIGFPE', 'SIGILL', 'SIGSYS']);

/**
 * On Linux the run starts through `/bin/sh`, which sets the kernel's limits on itself and then becomes ffmpeg
 * (`exec`): Node cannot set a child's rlimits, and `sh` is there without installing anything. A limit the
 * container already holds lower is kept (the shell cannot raise it).
 */
const FENCE_SHELL = process.platform === 'linux' && existsSync('/bin/sh') ? '/bin/sh' : null;
const FENCE_SCRIPT =
  'ulimit -c 0 2>/dev/null; ulimit -v "$1" 2>/dev/null; ulimit -t "$2" 2>/dev/null; ulimit -f "$3" 2>/dev/null; shift 3; exec "$@"';

/** An empty directory of our own for ffmpeg to run in (made again if the system's temp cleaner took it). */
let workDir: string | null = null;
function emptyWorkDir(): string {
  if (!workDir || !existsSync(workDir)) workDir = mkdtempSync(join(tmpdir(), 'pulse-ffmpeg-'));
  return workDir;
}

export interface FfmpegJob {
  /** The file to decode (a regular file of a type in INPUT_DEMUXERS). */
  input: string;
  /** Input options, before `-i` (`-ss` to seek). */
  inputOptions?: string[];
  /** Maps, filters, codecs and the output format; the fence adds its thread and size caps. */
  outputOptions?: string[];
  /** A file path, `pipe:1`, or null for none (`ffmpeg -i` alone: a probe). */
  output: string | null;
  /** Exit codes that count as success besides 0 (a probe exits 1 by design). */
  okCodes?: number[];
  /** Caps of this run instead of the configured ones. */
  limits?: Partial<FfmpegLimits>;
}

export interface FfmpegRun {
  /** ffmpeg's stdout, for `pipe:1` outputs (read it, or the process stalls until its time is up). */
  stdout: Readable;
  /** Resolves with stderr when ffmpeg exits 0 (or an ok code); rejects with FfmpegError otherwise. */
  done: Promise<string>;
  pid: number | undefined;
}

/** The whole command line of a fenced run, without the binary. */
function fencedArgs(job: FfmpegJob, demuxer: string, caps: FfmpegLimits): string[] {
  const threads = String(caps.threads);
  const input = [
    '-protocol_whitelist',
    'file',
    '-format_whitelist',
    demuxer,
    '-f',
    demuxer,
    '-max_streams',
    String(MAX_STREAMS),
    '-threads',
    threads,
    // MOV/MP4 may point at other files (data references); never follow them, nor absolute paths.
    ...(demuxer === 'mov'
      ? ['-enable_drefs', '0', '-use_absolute_path', '0', '-max_pixels', String(MAX_PICTURE_PIXELS)]
      : []),
    ...(job.inputOptions ?? []),
    '-i',
    `file:${job.input}`,
  ];
  const output =
    job.output === null
      ? []
      : [...(job.outputOptions ?? []), '-threads', threads, '-fs', String(caps.outputBytes), job.output];
  return [
    '-hide_banner',
    '-nostdin',
    '-max_alloc',
    String(MAX_ALLOC_BYTES),
    '-filter_threads',
    threads,
    '-filter_complex_threads',
    threads,
    ...input,
    ...output,
  ];
}

/**
 * Runs ffmpeg on one input behind the fence, at a lower CPU priority than the server, so requests keep being
 * answered while it decodes. Rejects with FfmpegError (fence 'input') without starting ffmpeg when the input is
 * not a regular file of an allowed type.
 */
export async function runFfmpeg(job: FfmpegJob): Promise<FfmpegRun> {
  const caps = { ...limits, ...job.limits };
  const args = fencedArgs(job, await demuxerFor(job.input), caps);
  const cpuSeconds = Math.ceil(caps.timeoutMs / 1000) * 2 + 5;
  const [command, argv] = FENCE_SHELL
    ? [
        FENCE_SHELL,
        [
          '-c',
          FENCE_SCRIPT,
          'ffmpeg-fence',
          String(Math.ceil(caps.memoryBytes / 1024)),
          String(cpuSeconds),
          // 512-byte blocks; twice the -fs cap, so ffmpeg's own stop comes first.
          String(Math.ceil((caps.outputBytes * 2) / 512)),
          ffmpegPath(),
          ...args,
        ],
      ]
    : [ffmpegPath(), args];
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: {}, cwd: emptyWorkDir() });
  try {
    if (child.pid) setPriority(child.pid, 10);
  } catch {
    // Not allowed here: it runs at normal priority.
  }
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, caps.timeoutMs);
  const stderr = tail(16_000);
  child.stderr.on('data', (c: Buffer) => stderr.add(c));
  const done = new Promise<string>((resolve, reject) => {
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const text = stderr.text;
      if (!timedOut && signal === null && code !== null && (code === 0 || job.okCodes?.includes(code))) {
        resolve(text);
        return;
      }
      let fence: FenceStop | null = null;
      if (timedOut) fence = 'time';
      else if (signal === 'SIGXCPU') fence = 'cpu';
      else if (signal === 'SIGXFSZ') fence = 'output';
      else if (signal !== null && CRASH_SIGNALS.has(signal)) fence = 'crash';
      else if (signal === null && /Cannot allocate memory|malloc of size \d+ failed|out of memory/i.test(text))
        fence = 'memory';
      reject(new FfmpegError(code, signal, text, fence));
    });
  });
  // A caller that stops reading on an error of its own never awaits `done`: its rejection must not go unhandled.
  done.catch(() => {});
  return { stdout: child.stdout, done, pid: child.pid };
}

/** Runs ffmpeg to completion, its stdout discarded. */
export async function ffmpeg(job: FfmpegJob): Promise<string> {
  const run = await runFfmpeg(job);
  run.stdout.resume();
  return run.done;
}

/** One stream of a probed file, as ffmpeg names it. */
export interface ProbedStream {
  type: 'audio' | 'video' | 'other';
  /** The codec (`pcm_s16le`, `mp3`, `aac`, `h264`, ...). */
  codec: string;
  /** Its bit rate when ffmpeg states one (exact for PCM), else null. */
  bitrateKbps: number | null;
  /** A cover picture carried as a video stream (an MP3's or M4A's artwork), not a film. */
  attachedPicture: boolean;
}

export interface ProbeResult {
  /** The demuxer that read the file (`wav`, `mp3`, `aiff`, `mov,mp4,m4a,3gp,3g2,mj2`), or null. */
  format: string | null;
  /** Seconds, or null when the container does not say. */
  durationSeconds: number | null;
  streams: ProbedStream[];
  /** The first video stream's coded size (before any rotation), or null when there is none. */
  video: { width: number; height: number } | null;
  hasAudio: boolean;
}

/** Reads `ffmpeg -i` stderr: there is no ffprobe in the package. */
export function parseProbe(stderr: string): ProbeResult {
  const d = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const durationSeconds = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : null;
  const streamLines = stderr.split('\n').filter((l) => /Stream #\d+:\d+.*?: \w+: /.test(l));
  const streams = streamLines.map((line): ProbedStream => {
    const [, kind = '', codec = ''] = /Stream #\d+:\d+.*?: (\w+): ([\w-]+)/.exec(line) ?? [];
    const rate = /, (\d+) kb\/s/.exec(line);
    return {
      type: kind === 'Audio' ? 'audio' : kind === 'Video' ? 'video' : 'other',
      codec,
      bitrateKbps: rate ? Number(rate[1]) : null,
      attachedPicture: /attached pic/.test(line),
    };
  });
  const videoLine = streamLines.find((l) => /: Video: /.test(l) && !/attached pic/.test(l));
  const size = videoLine ? /, (\d{2,5})x(\d{2,5})[\s,]/.exec(videoLine) : null;
  return {
    format: /^Input #0, (.+?), from /m.exec(stderr)?.[1] ?? null,
    durationSeconds: durationSeconds !== null && Number.isFinite(durationSeconds) ? durationSeconds : null,
    streams,
    video: size ? { width: Number(size[1]), height: Number(size[2]) } : null,
    hasAudio: streams.some((s) => s.type === 'audio'),
  };
}

/**
 * The length of uncompressed audio is bounded by its file: PCM's bit rate is exact, so a file of N bytes holds
 * at most N * 8 / rate seconds, whatever its header claims (an AIFF of 6 s saying 4 GB is 6 s, not 74 hours:
 * decision 059). Null: not PCM alone, no bound.
 */
function pcmBoundSeconds(streams: readonly ProbedStream[], sizeBytes: number): number | null {
  if (streams.length === 0 || !streams.every((s) => s.type === 'audio' && s.codec.startsWith('pcm_'))) return null;
  const kbps = streams.reduce((sum, s) => sum + (s.bitrateKbps ?? 0), 0);
  return kbps > 0 ? (sizeBytes * 8) / (kbps * 1000) : null;
}

/**
 * What ffmpeg can tell about a file without decoding it: its format, length and streams, read behind the fence
 * like every run (`ffmpeg -i` with no output exits 1 by design). The length of PCM audio is bounded by the file's
 * size. Rejects with FfmpegError for a file the fence refuses or ffmpeg cannot open.
 */
export async function probeMedia(path: string): Promise<ProbeResult & { stderr: string }> {
  const stderr = await ffmpeg({ input: path, output: null, okCodes: [1] });
  const probe = parseProbe(stderr);
  const bound = pcmBoundSeconds(probe.streams, (await stat(path)).size);
  const durationSeconds =
    bound !== null && probe.durationSeconds !== null ? Math.min(probe.durationSeconds, bound) : probe.durationSeconds;
  return { ...probe, durationSeconds, stderr };
}
