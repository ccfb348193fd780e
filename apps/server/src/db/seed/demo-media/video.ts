import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ffmpegPath } from '../../../modules/media/ffmpeg';
import { cellToFit, drawText, textCells } from './letters';
import type { Palette } from './looks';
import { paintScene, type SceneSpec } from './scenes';
import { svgDocument } from './svg';

/**
 * Videographers' demo clips and the feed pieces' media (issue 17 item 3): still scenes painted as SVG,
 * then cut together by the ffmpeg binary that ships in `@ffmpeg-installer/ffmpeg` (decision 021) with a
 * moving camera (push-ins, pans, shake, a spinning record), a grade, a title card and the synthesised
 * soundtrack. H.264/AAC MP4 with faststart, small enough to seed in seconds.
 */

export const FPS = 24;

export type Move = 'push-in' | 'pull-out' | 'pan-left' | 'pan-right' | 'rise' | 'shake' | 'spin';

export interface Shot {
  scene: SceneSpec;
  seconds: number;
  move: Move;
}

export interface ClipSpec {
  seed: string;
  width: number;
  height: number;
  palette: Palette;
  /** hype: hard cuts with a white flash and punchy colour; calm: dissolves through black, film grain. */
  energy: 'hype' | 'calm';
  shots: Shot[];
  /** Shown as a title card over the last seconds. */
  title: string;
  /** WAV bytes of the soundtrack, looped to the clip's length. */
  soundtrack: Buffer;
}

/** The camera over a still, as zoompan expressions of the shot's progress p (0..1). */
function camera(move: Move, frames: number): { z: string; x: string; y: string } {
  const p = `(on/${Math.max(1, frames - 1)})`;
  const cx = 'iw/2-(iw/zoom/2)';
  const cy = 'ih/2-(ih/zoom/2)';
  switch (move) {
    case 'push-in':
      return { z: `1+0.35*${p}`, x: cx, y: cy };
    case 'pull-out':
      return { z: `1.35-0.3*${p}`, x: cx, y: cy };
    case 'pan-left':
      return { z: '1.3', x: `(iw-iw/zoom)*(1-${p})`, y: cy };
    case 'pan-right':
      return { z: '1.3', x: `(iw-iw/zoom)*${p}`, y: cy };
    case 'rise':
      return { z: '1.3', x: cx, y: `(ih-ih/zoom)*(1-${p})` };
    case 'shake':
      return { z: `1.2+0.12*${p}`, x: `${cx}+10*sin(on*1.9)`, y: `${cy}+7*cos(on*2.6)` };
    case 'spin':
      return { z: '1.05', x: cx, y: cy };
  }
}

function hex(colour: string): string {
  return `0x${colour.replace('#', '').slice(0, 6)}`;
}

/** A transparent frame with the clip's title on a band at the bottom. */
function titleCard(spec: ClipSpec): string {
  const { width: W, height: H, palette: p } = spec;
  const cell = Math.min(cellToFit(spec.title, W * 0.8), H * 0.022);
  const band = cell * 5 + cell * 6;
  const y = H - band - H * 0.06;
  return svgDocument(
    W,
    H,
    `<rect x="${W * 0.05}" y="${y}" width="${textCells(spec.title) * cell + cell * 6}" height="${band}" fill="${p.dark ? '#000000' : p.bg}" opacity="0.82"/>` +
      `<rect x="${W * 0.05}" y="${y}" width="${cell * 1.2}" height="${band}" fill="${p.accents[0]}"/>` +
      drawText(spec.title, { x: W * 0.05 + cell * 3.5, y: y + cell * 3, cell, fill: p.dark ? '#ffffff' : p.ink }),
  );
}

export async function renderClip(spec: ClipSpec): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'pulse-demo-clip-'));
  try {
    // Stills at 1.5x the frame: the camera moves inside them without ever showing an edge.
    const sw = Math.round(spec.width * 1.5);
    const sh = Math.round(spec.height * 1.5);
    for (const [i, shot] of spec.shots.entries()) {
      const svg = paintScene(shot.scene, spec.palette, sw, sh, `${spec.seed}-${i}`);
      await sharp(Buffer.from(svg))
        .png({ compressionLevel: 1 })
        .toFile(join(dir, `shot-${i}.png`));
    }
    await sharp(Buffer.from(titleCard(spec)))
      .png()
      .toFile(join(dir, 'title.png'));
    await writeFile(join(dir, 'sound.wav'), spec.soundtrack);

    const total = spec.shots.reduce((s, shot) => s + shot.seconds, 0);
    const inputs: string[] = [];
    const chains: string[] = [];
    for (const [i, shot] of spec.shots.entries()) {
      // One decoded still repeated by the loop filter (`-loop 1` would decode the PNG again for every frame).
      inputs.push('-i', join(dir, `shot-${i}.png`));
      const frames = Math.round(shot.seconds * FPS);
      const cam = camera(shot.move, frames);
      const filters = [
        // To YUV once, before the loop: converting every repeated RGBA frame cost more than all the rest.
        `format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,setpts=N/(${FPS}*TB)`,
        `zoompan=z='${cam.z}':x='${cam.x}':y='${cam.y}':d=1:s=${spec.width}x${spec.height}:fps=${FPS}`,
        'setsar=1',
      ];
      if (shot.move === 'spin') filters.push(`rotate=a='t*1.3':c=${hex(spec.palette.accents[1])}`);
      filters.push(
        spec.energy === 'hype'
          ? 'fade=t=in:st=0:d=0.12:color=white'
          : `fade=t=in:st=0:d=0.45,fade=t=out:st=${(shot.seconds - 0.45).toFixed(2)}:d=0.45`,
      );
      filters.push('format=yuv420p');
      chains.push(`[${i}:v]${filters.join(',')}[v${i}]`);
    }
    const n = spec.shots.length;
    inputs.push('-i', join(dir, 'title.png'));
    inputs.push('-stream_loop', '3', '-i', join(dir, 'sound.wav'));
    // Grain only on the calm cuts, and light: noise is what costs x264 most, in time and in bytes.
    const grade = spec.energy === 'hype' ? 'eq=contrast=1.12:saturation=1.25' : 'noise=alls=5:allf=t,vignette=PI/5';
    chains.push(`${spec.shots.map((_, i) => `[v${i}]`).join('')}concat=n=${n}:v=1:a=0,${grade}[cut]`);
    chains.push(
      `[${n}:v]format=yuva420p,loop=loop=${Math.round(total * FPS) - 1}:size=1:start=0,setpts=N/(${FPS}*TB),fade=t=in:st=${(total - 2.8).toFixed(2)}:d=0.5:alpha=1[title]`,
    );
    chains.push('[cut][title]overlay=0:0:shortest=1,format=yuv420p[out]');
    chains.push(
      `[${n + 1}:a]atrim=0:${total},asetpts=N/SR/TB,afade=t=in:d=0.05,afade=t=out:st=${(total - 1.2).toFixed(2)}:d=1.2[aout]`,
    );
    const out = join(dir, 'clip.mp4');
    await run([
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      '-filter_complex',
      chains.join(';'),
      '-map',
      '[out]',
      '-map',
      '[aout]',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      // Two threads: the seed cuts two clips at once on a small machine.
      '-threads',
      '2',
      '-crf',
      '27',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-r',
      String(FPS),
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-movflags',
      '+faststart',
      '-t',
      String(total),
      out,
    ]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr.trim()}`)),
    );
  });
}
