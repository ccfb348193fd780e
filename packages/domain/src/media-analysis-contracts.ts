import { z } from 'zod';

/**
 * The server's analysis of an audio upload (issue 32, decision 056), as the upload and beat forms read it:
 * `GET /api/media/:id/analysis`, the file's owner (and admins) only.
 *
 * - `pending`: the file is still processing, or its analysis job has not finished;
 * - `ready`: measured; `bpm`, `key` and the loudness may each still be null when the sound has none to read
 *   (noise has no key, a drone no tempo), and `message` then says so;
 * - `failed`: the job failed and will be retried ("Analysis unavailable"); publishing is never blocked;
 * - `unanalysable`: the file itself cannot be analysed (silent, too short, no audio, undecodable); `message`
 *   says why, and no retry will change it.
 */
export const MEDIA_ANALYSIS_STATUSES = ['pending', 'ready', 'failed', 'unanalysable'] as const;
export type MediaAnalysisStatus = (typeof MEDIA_ANALYSIS_STATUSES)[number];

export const ANALYSIS_MESSAGES = {
  unavailable: 'Analysis unavailable',
  retrying: "Analysis unavailable. We'll try again in a moment; you can fill in the details yourself.",
  silent: 'This audio is silent, so there is no tempo, key or loudness to read.',
  tooShort: 'This audio is too short to analyse: we need at least 3 seconds.',
  noAudio: 'This file has no audio track to analyse.',
  noBeat: "We couldn't find a steady beat in this audio.",
  noKey: "We couldn't hear a clear key in this audio.",
  noBeatOrKey: "We couldn't find a steady beat or a clear key in this audio. It may be noise or a sound effect.",
} as const;

/** A file shorter than this is not analysed: a tempo needs a few beats. */
export const ANALYSIS_MIN_SECONDS = 3;

export const TagSuggestionSchema = z.object({
  tag: z.string(),
  kind: z.enum(['bpm', 'key', 'tempo', 'energy', 'mood', 'texture']),
  reason: z.string(),
});

export const MediaAnalysis = z.object({
  mediaId: z.string(),
  status: z.enum(MEDIA_ANALYSIS_STATUSES),
  /** What a person should know: why there is no analysis, or why a part of it is missing. */
  message: z.string().nullable(),
  /** Whole BPM, half and double time resolved. */
  bpm: z.number().int().nullable(),
  /** "A minor", spelled as BEAT_KEYS. */
  key: z.string().nullable(),
  /** Integrated loudness (EBU R 128), LUFS, one decimal. */
  loudnessLufs: z.number().nullable(),
  /** True peak, dBTP, one decimal. */
  peakDbtp: z.number().nullable(),
  suggestions: z.array(TagSuggestionSchema),
});
export type MediaAnalysis = z.infer<typeof MediaAnalysis>;

export const MediaAnalysisResponse = z.object({ analysis: MediaAnalysis });
export type MediaAnalysisResponse = z.infer<typeof MediaAnalysisResponse>;
