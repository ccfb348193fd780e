import { waveformPeaks } from '@pulse/domain/waveform';
import { inArray } from 'drizzle-orm';
import type { JobLog } from '../../jobs/job-runner';
import { processMedia } from '../../modules/media/media-processing';
import type { MediaStorage } from '../../modules/media/media-storage';
import type { Db } from '../client';
import { beats } from '../schema/beats';
import { mediaFiles } from '../schema/media';
import { demoStorageKey as storageKey, storeDemoFile as store } from './demo-media/store';
import {
  BOOM_BAP,
  type DrumPattern,
  FOUR_ON_FLOOR,
  HALF_TIME,
  SAMPLE_RATE,
  synthesiseTrack,
  TRAP,
  type Voice,
} from './demo-media/synth';
import { encodeWav } from './demo-media/wav';

/**
 * Demo beats (issue 10, decision 016): a handful of beats from the approved demo producers, so
 * `/discover/beats` is not empty on a fresh install. Their audio is synthesised here (a drum pattern at the
 * beat's BPM over a bass note in its key, from the shared demo synthesiser), stored through the uploads' media storage, and their waveform is
 * read back from the stored file by the same reader the uploads use. Fixed ids: a second start adds nothing.
 */

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
  pattern: DrumPattern;
  /** What plays the key's chords over the drums and bass. */
  voice: Voice;
}

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
    voice: 'keys',
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
    voice: 'arp',
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
    voice: 'chops',
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
    voice: 'chops',
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
    voice: 'pad',
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
    voice: 'arp',
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
    voice: 'keys',
  },
];

/** Adds the demo beats that are not there yet: their files first, then media rows and beats in one go. */
export async function seedDemoBeats(
  db: Db,
  storage: MediaStorage,
  options: { log?: JobLog } = {},
): Promise<{ added: number }> {
  const ids = DEMO_BEATS.map((b) => `demo-beat-${b.slug}`);
  const existing = new Set(
    (await db.select({ id: beats.id }).from(beats).where(inArray(beats.id, ids))).map((r) => r.id),
  );
  let added = 0;
  for (const [index, beat] of DEMO_BEATS.entries()) {
    const id = `demo-beat-${beat.slug}`;
    if (existing.has(id)) continue;
    const full = synthesiseTrack(beat, FULL_SECONDS);
    const from = PREVIEW_FROM_SECONDS * SAMPLE_RATE;
    const previewSamples = full.subarray(from, from + PREVIEW_SECONDS * SAMPLE_RATE);
    const files = [
      { id: `${id}-full`, seconds: FULL_SECONDS, bytes: encodeWav([full], { sampleRate: SAMPLE_RATE }) },
      {
        id: `${id}-preview`,
        seconds: PREVIEW_SECONDS,
        bytes: encodeWav([previewSamples], { sampleRate: SAMPLE_RATE }),
      },
    ];
    for (const file of files) await store(storage, storageKey(file.id, 'wav'), file.bytes);
    const preview = files[1]!;
    // The seed made the samples: their peaks need no decoding (an upload's are the encoder's).
    const peaks = waveformPeaks(previewSamples);
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
            storageKey: storageKey(f.id, 'wav'),
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
          peaks,
          status: 'published',
          publishedAt,
          createdAt: publishedAt,
        })
        .onConflictDoNothing()
        .returning({ id: beats.id });
      added += rows.length;
    });
    // Peaks, preview clip and status like any upload; a failure leaves it for the media job at next start.
    for (const file of files) {
      await processMedia({ db, storage, log: options.log }, file.id).catch((err) =>
        options.log?.warn({ err, mediaId: file.id }, 'demo beat media not processed yet'),
      );
    }
  }
  return { added };
}
