#!/usr/bin/env node
/**
 * Audio analysis: accuracy and cost (issue 32, decision 056).
 *   1. Accuracy: renders every demo beat (the seed's `DEMO_BEATS`: drums, a bass note and the key's chords) and every demo loop
 *      (each look's sound at variations 0 and 1: drums, bass and a chord progression) exactly as the seed does,
 *      analyses each as an upload would be, and counts BPM within 2 of the truth and the key right (and the
 *      tonic right whatever the mode).
 *   2. Cost: a 3-minute loop encoded as a 44.1 kHz stereo 320 kb/s MP3, analysed in a child process under
 *      /usr/bin/time: CPU seconds (node and ffmpeg together) and the largest resident memory; the node
 *      process's growth over its baseline is reported apart. Targets: 5 s of CPU, 150 MB.
 *
 *   node --import tsx scripts/bench-audio-analysis.mjs
 *
 * Writes only to a temp folder, which it removes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const server = (p) => join(self, '../../apps/server/src', p);

/** CPU of this process's finished children (Linux: /proc/self/stat cutime + cstime), in ms; 0 elsewhere. */
function childrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After the command: state is field 3, so cutime and cstime (fields 16 and 17) sit at 13 and 14.
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return 0;
  }
}

if (process.argv[2] === '--measure') {
  const { measureAudio } = await import(server('modules/media/audio-analysis.ts'));
  const baseline = process.memoryUsage().rss;
  const childrenBefore = childrenCpuMs();
  const started = process.cpuUsage();
  const t0 = performance.now();
  const m = await measureAudio(process.argv[3]);
  const cpu = process.cpuUsage(started);
  const decoderCpuMs = childrenCpuMs() - childrenBefore;
  console.log(
    JSON.stringify({
      bpm: m.bpm,
      key: m.key,
      lufs: m.loudnessLufs,
      wallMs: Math.round(performance.now() - t0),
      nodeCpuMs: Math.round((cpu.user + cpu.system) / 1000),
      // ffmpeg's decodes, which the analysis waits for: with node's, the analysis's whole cost (no start-up).
      decoderCpuMs: Math.round(decoderCpuMs),
      nodeGrowthMb: Math.round((process.resourceUsage().maxRSS * 1024 - baseline) / 1048576),
    }),
  );
  process.exit(0);
}

const { measureAudio } = await import(server('modules/media/audio-analysis.ts'));
const { DEMO_BEATS } = await import(server('db/seed/beats.ts'));
const { SAMPLE_RATE, synthesiseTrack } = await import(server('db/seed/demo-media/synth.ts'));
const { loopTruth, renderLoop } = await import(server('db/seed/demo-media/audio.ts'));
const { DEMO_SOUNDS } = await import(server('db/seed/demo-media/looks.ts'));
const { encodeWav } = await import(server('db/seed/demo-media/wav.ts'));
const ffmpeg = (await import('@ffmpeg-installer/ffmpeg')).default.path;

const dir = mkdtempSync(join(tmpdir(), 'pulse-analysis-'));
try {
  const cases = [
    ...DEMO_BEATS.map((b) => ({
      name: `beat ${b.slug}`,
      truth: { bpm: b.bpm, key: b.key },
      bytes: encodeWav([synthesiseTrack(b, 10)], { sampleRate: SAMPLE_RATE }),
    })),
    ...DEMO_SOUNDS.flatMap((sound, i) =>
      [0, 1].map((variation) => ({
        name: `loop ${i}.${variation} (${sound.groove}, ${sound.voice})`,
        truth: loopTruth({ sound, variation }),
        bytes: renderLoop({ seed: `demo-loop-${i}-${variation}`, sound, variation }),
      })),
    ),
  ];
  const tally = { beat: { n: 0, bpm: 0, key: 0, tonic: 0 }, loop: { n: 0, bpm: 0, key: 0, tonic: 0 } };
  for (const c of cases) {
    const path = join(dir, 'case.wav');
    writeFileSync(path, c.bytes);
    const m = await measureAudio(path);
    const t = tally[c.name.startsWith('beat') ? 'beat' : 'loop'];
    const bpmOk = m.bpm !== null && Math.abs(m.bpm - c.truth.bpm) <= 2;
    const keyOk = m.key === c.truth.key;
    const tonicOk = m.key !== null && m.key.split(' ')[0] === c.truth.key.split(' ')[0];
    t.n++;
    t.bpm += bpmOk ? 1 : 0;
    t.key += keyOk ? 1 : 0;
    t.tonic += tonicOk ? 1 : 0;
    console.log(
      `${c.name.padEnd(40)} truth ${String(c.truth.bpm).padStart(3)} ${c.truth.key.padEnd(9)} | heard ${String(m.bpm).padStart(4)} ${String(m.key).padEnd(9)} ${m.loudnessLufs} LUFS ${bpmOk ? '' : ' BPM MISS'}${keyOk ? '' : tonicOk ? ' MODE MISS' : ' KEY MISS'}`,
    );
  }
  for (const [kind, t] of Object.entries(tally)) {
    console.log(`${kind}s: BPM within 2: ${t.bpm}/${t.n}; key right: ${t.key}/${t.n}; tonic right: ${t.tonic}/${t.n}`);
  }

  // Cost: a 3-minute track as a real upload would be (44.1 kHz stereo MP3).
  const wav = join(dir, 'long.wav');
  const mp3 = join(dir, 'long.mp3');
  writeFileSync(wav, renderLoop({ seed: 'bench-3min', sound: DEMO_SOUNDS[1], variation: 0 }, 180));
  execFileSync(ffmpeg, ['-v', 'error', '-i', wav, '-ar', '44100', '-ac', '2', '-b:a', '320k', '-y', mp3]);
  const timed = existsSync('/usr/bin/time');
  const args = ['--import', 'tsx', self, '--measure', mp3];
  const out = timed
    ? execFileSync('/usr/bin/time', ['-f', 'TIME %U %S %M', process.execPath, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : execFileSync(process.execPath, args, { encoding: 'utf8' });
  const result = JSON.parse(out.trim().split('\n').pop());
  console.log(`3-minute MP3: ${JSON.stringify(result)}`);
  const analysisCpu = (result.nodeCpuMs + result.decoderCpuMs) / 1000;
  console.log(
    `3-minute MP3 analysis: ${analysisCpu.toFixed(2)} s of CPU (node ${(result.nodeCpuMs / 1000).toFixed(2)} s + ffmpeg ${(result.decoderCpuMs / 1000).toFixed(2)} s; target 5 s)${analysisCpu > 5 ? '  OVER TARGET' : ''}, node grew ${result.nodeGrowthMb} MB (target 150 MB)${result.nodeGrowthMb > 150 ? '  OVER TARGET' : ''}`,
  );
  if (timed) {
    // /usr/bin/time writes to stderr; run once more to read it (execFileSync returns stdout only).
    const r = execFileSync(
      'sh',
      [
        '-c',
        `/usr/bin/time -f 'TIME %U %S %M' "${process.execPath}" ${args.map((a) => `"${a}"`).join(' ')} 2>&1 >/dev/null | tail -1`,
      ],
      { encoding: 'utf8' },
    );
    const [, user, sys, maxKb] = r.trim().split(' ');
    console.log(
      `3-minute MP3 in a child process (tsx start-up included): CPU ${(Number(user) + Number(sys)).toFixed(2)} s (node + ffmpeg), largest RSS ${Math.round(Number(maxKb) / 1024)} MB`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
