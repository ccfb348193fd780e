import { writeFile } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import { encodeWav, readWavPeaks } from '../../modules/beats/wav';
import type { MediaStorage } from '../../modules/media/media-storage';
import type { Db } from '../client';
import { beats } from '../schema/beats';
import { mediaFiles } from '../schema/media';

/**
 * Demo beats (issue 10, decision 016): a handful of beats from the approved demo producers, so
 * `/discover/beats` is not empty on a fresh install. Their audio is synthesised here (a drum pattern at the
 * beat's BPM over a bass note in its key), stored through the uploads' media storage, and their waveform is
 * read back from the stored file by the same reader the uploads use. Fixed ids: a second start adds nothing.
 */

const SAMPLE_RATE = 22_050;
const FULL_SECONDS = 10;
/** The preview clip is a part of the full file, within the snippet limits (5-10 s). */
const PREVIEW_FROM_SECONDS = 2;
const PREVIEW_SECONDS = 6;

interface DemoBeat {
  slug: string;
  producerId: string;
  title: string;
  bpm: number;
  key: string;
  moods: string[];
  licenseTypes: string[];
  nonExclusivePriceCents: number;
  exclusivePriceCents: number;
  /** Which sixteenth steps of a bar play: kick, snare, hat. */
  pattern: { kick: number[]; snare: number[]; hat: number[] };
}

const FOUR_ON_FLOOR = { kick: [0, 4, 8, 12], snare: [4, 12], hat: [2, 6, 10, 14] };
const BOOM_BAP = { kick: [0, 7, 10], snare: [4, 12], hat: [0, 2, 4, 6, 8, 10, 12, 14] };
const HALF_TIME = { kick: [0, 11], snare: [8], hat: [0, 4, 8, 12] };
const TRAP = { kick: [0, 3, 10], snare: [8], hat: [0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 15] };

/** Prices spread over the four price ranges (either license in a range counts, decision 016). */
export const DEMO_BEATS: DemoBeat[] = [
  {
    slug: 'late-library',
    producerId: 'demo-creator-maya-lin',
    title: 'Late Library',
    bpm: 78,
    key: 'A minor',
    moods: ['Moody', 'Minimal'],
    licenseTypes: ['Film', 'Documentary', 'Paid Social'],
    nonExclusivePriceCents: 14_900,
    exclusivePriceCents: 149_900,
    pattern: BOOM_BAP,
  },
  {
    slug: 'rooftop-reel',
    producerId: 'demo-creator-theo-nakamura',
    title: 'Rooftop Reel',
    bpm: 104,
    key: 'F major',
    moods: ['Colorful', 'Bold'],
    licenseTypes: ['Paid Social', 'Music Video'],
    nonExclusivePriceCents: 24_900,
    exclusivePriceCents: 89_900,
    pattern: FOUR_ON_FLOOR,
  },
  {
    slug: 'game-day-drums',
    producerId: 'demo-creator-kwame-asante',
    title: 'Game Day Drums',
    bpm: 140,
    key: 'D minor',
    moods: ['Bold', 'Raw'],
    licenseTypes: ['Commercial', 'Paid Social'],
    nonExclusivePriceCents: 17_900,
    exclusivePriceCents: 44_900,
    pattern: TRAP,
  },
  {
    slug: 'golden-hour',
    producerId: 'demo-creator-imani-brooks',
    title: 'Golden Hour',
    bpm: 86,
    key: 'D# major',
    moods: ['Cinematic', 'Authentic'],
    licenseTypes: ['Film', 'Documentary'],
    nonExclusivePriceCents: 39_900,
    exclusivePriceCents: 199_900,
    pattern: HALF_TIME,
  },
  {
    slug: 'neon-market',
    producerId: 'demo-creator-maya-lin',
    title: 'Neon Market',
    bpm: 118,
    key: 'G minor',
    moods: ['Clean', 'Colorful'],
    licenseTypes: ['Commercial', 'Music Video'],
    nonExclusivePriceCents: 54_900,
    exclusivePriceCents: 99_900,
    pattern: FOUR_ON_FLOOR,
  },
  {
    slug: 'first-light',
    producerId: 'demo-creator-theo-nakamura',
    title: 'First Light',
    bpm: 72,
    key: 'C minor',
    moods: ['Cinematic', 'Moody'],
    licenseTypes: ['Film', 'Commercial'],
    nonExclusivePriceCents: 120_000,
    exclusivePriceCents: 250_000,
    pattern: HALF_TIME,
  },
  {
    slug: 'campus-nights',
    producerId: 'demo-creator-kwame-asante',
    title: 'Campus Nights',
    bpm: 92,
    key: 'B minor',
    moods: ['Raw', 'Authentic'],
    licenseTypes: ['Documentary', 'Music Video'],
    nonExclusivePriceCents: 9_900,
    exclusivePriceCents: 19_900,
    pattern: BOOM_BAP,
  },
];

const NOTE_INDEX: Record<string, number> = {
  C: 0,
  'C#': 1,
  D: 2,
  'D#': 3,
  E: 4,
  F: 5,
  'F#': 6,
  G: 7,
  'G#': 8,
  A: 9,
  'A#': 10,
  B: 11,
};

/** The key's root two octaves below middle C's octave (C2 = 65.4 Hz): a bass note. */
function rootHz(key: string): number {
  const semitone = NOTE_INDEX[key.split(' ')[0] ?? 'C'] ?? 0;
  return 65.406 * 2 ** (semitone / 12);
}

/** Repeatable noise for hats and snares (a fixed seed per beat: the same file every start). */
function noise(seed: string): () => number {
  let h = 2_166_136_261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16_777_619) >>> 0;
  return () => {
    h = (Math.imul(h, 1_664_525) + 1_013_904_223) >>> 0;
    return (h / 2 ** 32) * 2 - 1;
  };
}

/** `seconds` of the beat: kick, snare and hats on a sixteenth grid at its BPM, over a bass note. */
export function synthesiseBeat(
  beat: Pick<DemoBeat, 'slug' | 'bpm' | 'key' | 'pattern'>,
  seconds: number,
): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  const step = (60 / beat.bpm / 4) * SAMPLE_RATE; // one sixteenth, in samples
  const random = noise(beat.slug);
  const steps = Math.ceil(out.length / step);
  for (let s = 0; s < steps; s++) {
    const start = Math.round(s * step);
    const inBar = s % 16;
    if (beat.pattern.kick.includes(inBar)) {
      // A falling sine from 150 Hz to 45 Hz with a quick decay.
      let phase = 0;
      for (let i = 0; i < SAMPLE_RATE * 0.35 && start + i < out.length; i++) {
        const t = i / SAMPLE_RATE;
        phase += (2 * Math.PI * (45 + 105 * Math.exp(-t * 30))) / SAMPLE_RATE;
        out[start + i]! += 0.8 * Math.sin(phase) * Math.exp(-t * 9);
      }
    }
    if (beat.pattern.snare.includes(inBar)) {
      for (let i = 0; i < SAMPLE_RATE * 0.2 && start + i < out.length; i++) {
        const t = i / SAMPLE_RATE;
        out[start + i]! += (0.45 * random() + 0.2 * Math.sin(2 * Math.PI * 190 * t)) * Math.exp(-t * 22);
      }
    }
    if (beat.pattern.hat.includes(inBar)) {
      let last = 0;
      for (let i = 0; i < SAMPLE_RATE * 0.05 && start + i < out.length; i++) {
        const n = random();
        // A first difference of white noise: its energy sits high, like a closed hat.
        out[start + i]! += 0.18 * (n - last) * Math.exp(-(i / SAMPLE_RATE) * 80);
        last = n;
      }
    }
  }
  // A bass note in the key on every bar's downbeat, fading over the bar.
  const bar = step * 16;
  const hz = rootHz(beat.key);
  for (let i = 0; i < out.length; i++) {
    const inBar = (i % bar) / SAMPLE_RATE;
    out[i]! += 0.22 * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE) * Math.exp(-inBar * 1.5);
  }
  for (let i = 0; i < out.length; i++) out[i] = Math.max(-1, Math.min(1, out[i]!));
  return out;
}

function storageKey(id: string): string {
  // As uploads are stored: two levels from the end of the id.
  return `${id.slice(-2)}/${id}.wav`;
}

async function store(storage: MediaStorage, key: string, bytes: Buffer): Promise<void> {
  const temp = await storage.createTempPath();
  try {
    await writeFile(temp, bytes);
    await storage.commit(temp, key);
  } finally {
    await storage.discardTemp(temp);
  }
}

/** Adds the demo beats that are not there yet: their files first, then media rows and beats in one go. */
export async function seedDemoBeats(db: Db, storage: MediaStorage): Promise<{ added: number }> {
  const ids = DEMO_BEATS.map((b) => `demo-beat-${b.slug}`);
  const existing = new Set(
    (await db.select({ id: beats.id }).from(beats).where(inArray(beats.id, ids))).map((r) => r.id),
  );
  let added = 0;
  for (const [index, beat] of DEMO_BEATS.entries()) {
    const id = `demo-beat-${beat.slug}`;
    if (existing.has(id)) continue;
    const full = synthesiseBeat(beat, FULL_SECONDS);
    const from = PREVIEW_FROM_SECONDS * SAMPLE_RATE;
    const files = [
      { id: `${id}-full`, seconds: FULL_SECONDS, bytes: encodeWav([full], { sampleRate: SAMPLE_RATE }) },
      {
        id: `${id}-preview`,
        seconds: PREVIEW_SECONDS,
        bytes: encodeWav([full.subarray(from, from + PREVIEW_SECONDS * SAMPLE_RATE)], { sampleRate: SAMPLE_RATE }),
      },
    ];
    for (const file of files) await store(storage, storageKey(file.id), file.bytes);
    const preview = files[1]!;
    const stat = await storage.stat(storageKey(preview.id));
    const read = await readWavPeaks(storage.read(storageKey(preview.id)), { sizeBytes: stat?.sizeBytes });
    const publishedAt = new Date(Date.now() - (index + 1) * 86_400_000);
    await db.transaction(async (tx) => {
      await tx
        .insert(mediaFiles)
        .values(
          files.map((f) => ({
            id: f.id,
            ownerId: beat.producerId,
            kind: 'audio' as const,
            mimeType: 'audio/wav',
            sizeBytes: f.bytes.length,
            durationSeconds: f.seconds,
            storageKey: storageKey(f.id),
            originalName: `${beat.slug}${f.id.endsWith('preview') ? '-preview' : ''}.wav`,
          })),
        )
        .onConflictDoNothing();
      const rows = await tx
        .insert(beats)
        .values({
          id,
          producerId: beat.producerId,
          mediaId: files[0]!.id,
          previewMediaId: preview.id,
          title: beat.title,
          bpm: beat.bpm,
          key: beat.key,
          moods: beat.moods,
          licenseTypes: beat.licenseTypes,
          nonExclusivePriceCents: beat.nonExclusivePriceCents,
          exclusivePriceCents: beat.exclusivePriceCents,
          peaks: read?.peaks ?? null,
          status: 'published',
          publishedAt,
          createdAt: publishedAt,
        })
        .onConflictDoNothing()
        .returning({ id: beats.id });
      added += rows.length;
    });
  }
  return { added };
}
