import { z } from 'zod';
import { PRODUCER_CATEGORIES, VIDEOGRAPHER_CATEGORIES } from './creative-onboarding';
import { USAGE_TIER_LABELS, USAGE_TIER_RANGES, USAGE_TIERS, type UsageTier } from './matching';
import { WorkMedia } from './media-contracts';
import type { CreativeRole } from './roles-contracts';
import { MAX_SPLITS, SPLIT_PERCENTAGE_MESSAGE, splitsError } from './splits';

/**
 * Upload rules (spec part 1, sections 3-5; DESIGN 2 media): the file type is read from the content (magic
 * bytes), never the name or the browser's type; size and duration limits per kind; the producer's rights
 * (ownership, usage tiers, collaborator splits). Server and web share these so the messages match.
 */

export { USAGE_TIER_LABELS, USAGE_TIER_RANGES, USAGE_TIERS, type UsageTier };

// ---------------------------------------------------------------------------------------------------------
// Kinds, formats and the creative role's file type.

export const MEDIA_KINDS = ['image', 'audio', 'video', 'pdf'] as const;
export const MediaKind = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKind>;

export const MEDIA_FORMATS = {
  mp3: { kind: 'audio', mimeType: 'audio/mpeg', label: 'MP3', extensions: ['.mp3'] },
  wav: { kind: 'audio', mimeType: 'audio/wav', label: 'WAV', extensions: ['.wav'] },
  m4a: { kind: 'audio', mimeType: 'audio/mp4', label: 'M4A', extensions: ['.m4a'] },
  aiff: { kind: 'audio', mimeType: 'audio/aiff', label: 'AIFF', extensions: ['.aif', '.aiff'] },
  mp4: { kind: 'video', mimeType: 'video/mp4', label: 'MP4', extensions: ['.mp4'] },
  mov: { kind: 'video', mimeType: 'video/quicktime', label: 'MOV', extensions: ['.mov'] },
  pdf: { kind: 'pdf', mimeType: 'application/pdf', label: 'PDF', extensions: ['.pdf'] },
  jpeg: { kind: 'image', mimeType: 'image/jpeg', label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  png: { kind: 'image', mimeType: 'image/png', label: 'PNG', extensions: ['.png'] },
  webp: { kind: 'image', mimeType: 'image/webp', label: 'WebP', extensions: ['.webp'] },
} as const satisfies Record<string, { kind: MediaKind; mimeType: string; label: string; extensions: string[] }>;
export type MediaFormat = keyof typeof MEDIA_FORMATS;

/** Spec part 1, section 5: producer audio, videographer video, designer PDF. Filmmakers make video. */
export const KIND_BY_CREATIVE_ROLE: Record<CreativeRole, MediaKind> = {
  producer: 'audio',
  videographer: 'video',
  filmmaker: 'video',
  designer: 'pdf',
};

/** A creative with no creative role counts as a producer (spec part 1, section 5). */
export function mediaKindFor(creativeRole: CreativeRole | null | undefined): MediaKind {
  return KIND_BY_CREATIVE_ROLE[creativeRole ?? 'producer'];
}

// ---------------------------------------------------------------------------------------------------------
// Magic bytes.

/** How many leading bytes `sniffMediaFormat` needs to decide. */
export const SNIFF_BYTES = 64;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  let s = '';
  for (let i = start; i < start + length && i < bytes.length; i++) s += String.fromCharCode(bytes[i]!);
  return s;
}

/** An MPEG audio frame header: 11 sync bits, a known version and layer, a usable bitrate and sample rate. */
function isMpegAudioFrame(b: Uint8Array, at: number): boolean {
  if (b.length < at + 4) return false;
  const b1 = b[at + 1]!;
  const b2 = b[at + 2]!;
  if (b[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03; // 0 = reserved (and AAC's ADTS), so ADTS is not read as MP3
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrate !== 0 && bitrate !== 15 && sampleRate !== 3;
}

const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
const QUICKTIME_BRANDS = new Set(['qt  ']);
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'dash',
  'mmp4',
  'MSNV',
  'f4v ',
  'XAVC',
]);

/** An ISO base media file (MP4, M4A, MOV): the `ftyp` box's major brand, then its compatible brands. */
function sniffFtyp(b: Uint8Array): MediaFormat | null {
  if (ascii(b, 4, 4) !== 'ftyp') return null;
  const major = ascii(b, 8, 4);
  if (AUDIO_BRANDS.has(major)) return 'm4a';
  if (QUICKTIME_BRANDS.has(major)) return 'mov';
  const boxSize = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= Math.min(boxSize, b.length); at += 4) compatible.push(ascii(b, at, 4));
  if (compatible.some((brand) => AUDIO_BRANDS.has(brand))) return 'm4a';
  if (VIDEO_BRANDS.has(major) || compatible.some((brand) => VIDEO_BRANDS.has(brand))) return 'mp4';
  if (compatible.some((brand) => QUICKTIME_BRANDS.has(brand))) return 'mov';
  return null;
}

/** The format the bytes say the file is, or null when it is none of the supported ones. */
export function sniffMediaFormat(head: Uint8Array): MediaFormat | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 1, 3) === 'PNG' && head[0] === 0x89 && head[4] === 0x0d && head[5] === 0x0a) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE') return 'wav';
  if (ascii(head, 0, 4) === 'FORM' && (ascii(head, 8, 4) === 'AIFF' || ascii(head, 8, 4) === 'AIFC')) return 'aiff';
  if (ascii(head, 0, 3) === 'ID3' && head.length >= 10 && head[3]! < 0xff) return 'mp3';
  if (isMpegAudioFrame(head, 0)) return 'mp3';
  return sniffFtyp(head);
}

// ---------------------------------------------------------------------------------------------------------
// Limits (decision: media). Snippets get the snippet limits, full producer tracks the 50 MB one.

export const MB = 1024 * 1024;

export const UPLOAD_PURPOSES = ['snippet', 'track', 'deliverable'] as const;
export const UploadPurpose = z.enum(UPLOAD_PURPOSES);
export type UploadPurpose = z.infer<typeof UploadPurpose>;

export interface UploadRule {
  purpose: UploadPurpose;
  /**
   * The creative's kind of work (categories, messages). A rule may accept formats of several kinds (a
   * designer's PDF or picture): the stored file's kind is its sniffed format's (`fileKindOf`).
   */
  kind: MediaKind;
  formats: readonly MediaFormat[];
  maxBytes: number;
  /** Whole seconds, inclusive; absent = any length. */
  minSeconds?: number;
  maxSeconds?: number;
}

export const SNIPPET_RULES: Record<MediaKind, UploadRule> = {
  audio: {
    purpose: 'snippet',
    kind: 'audio',
    formats: ['mp3', 'wav', 'm4a'],
    maxBytes: 10 * MB,
    minSeconds: 5,
    maxSeconds: 10,
  },
  video: {
    purpose: 'snippet',
    kind: 'video',
    formats: ['mp4', 'mov'],
    maxBytes: 100 * MB,
    minSeconds: 10,
    maxSeconds: 30,
  },
  // Designers (spec part 1, section 5: PDF) also show their work as pictures (issue 17): PDF, JPEG, PNG or WebP.
  pdf: { purpose: 'snippet', kind: 'pdf', formats: ['pdf', 'jpeg', 'png', 'webp'], maxBytes: 25 * MB },
  image: { purpose: 'snippet', kind: 'image', formats: ['jpeg', 'png', 'webp'], maxBytes: 20 * MB },
};
export const TRACK_RULE: UploadRule = {
  purpose: 'track',
  kind: 'audio',
  formats: ['mp3', 'wav', 'm4a', 'aiff'],
  maxBytes: 50 * MB,
};

/** A deal's delivered file: the creative's kind of media at full length (decision 017). */
export const DELIVERABLE_RULES: Record<MediaKind, UploadRule> = {
  audio: { purpose: 'deliverable', kind: 'audio', formats: ['mp3', 'wav', 'm4a', 'aiff'], maxBytes: 50 * MB },
  video: { purpose: 'deliverable', kind: 'video', formats: ['mp4', 'mov'], maxBytes: 100 * MB },
  pdf: { purpose: 'deliverable', kind: 'pdf', formats: ['pdf', 'jpeg', 'png', 'webp'], maxBytes: 25 * MB },
  image: { purpose: 'deliverable', kind: 'image', formats: ['jpeg', 'png', 'webp'], maxBytes: 20 * MB },
};

/** The kind of a file in `format`: what it is stored and processed as, whatever the rule that let it in. */
export function fileKindOf(format: MediaFormat): MediaKind {
  return MEDIA_FORMATS[format].kind;
}

/** Whether files of this format have a length to read and check (audio and video). */
export function hasDuration(format: MediaFormat): boolean {
  const kind = fileKindOf(format);
  return kind === 'audio' || kind === 'video';
}

/** The rule for a creative's upload, or null when the purpose is not theirs (full tracks are for producers). */
export function uploadRuleFor(
  purpose: UploadPurpose,
  creativeRole: CreativeRole | null | undefined,
): UploadRule | null {
  const kind = mediaKindFor(creativeRole);
  if (purpose === 'track') return kind === 'audio' ? TRACK_RULE : null;
  if (purpose === 'deliverable') return DELIVERABLE_RULES[kind];
  return SNIPPET_RULES[kind];
}

/** The largest file any rule accepts: the bound on a request body before the role is known. */
export const MAX_UPLOAD_BYTES = Math.max(TRACK_RULE.maxBytes, ...Object.values(SNIPPET_RULES).map((r) => r.maxBytes));

export const WRONG_TYPE_MESSAGE = 'Please upload a supported file type for your role.';
export const FILE_REQUIRED_MESSAGE = 'Choose a file to upload.';
export const UNREADABLE_MEDIA_MESSAGE =
  "We couldn't read the length of this file. Please upload a complete, playable file.";
export const CREATIVES_ONLY_MESSAGE = 'Only creatives can upload work.';
export const TRACKS_FOR_PRODUCERS_MESSAGE = 'Full tracks are for producers.';

export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(2)} MB`;
}

export function fileTooLargeMessage(rule: Pick<UploadRule, 'maxBytes'>): string {
  return `This file is too large. The limit is ${Math.round(rule.maxBytes / MB)} MB.`;
}

const DURATION_NOUN: Record<MediaKind, string> = {
  audio: 'Audio snippets',
  video: 'Video clips',
  pdf: 'Files',
  image: 'Images',
};

export function durationMessage(rule: UploadRule, seconds: number): string {
  return `${DURATION_NOUN[rule.kind]} must be ${rule.minSeconds}-${rule.maxSeconds} seconds long; this one is ${seconds} s.`;
}

/** The rule's formats for people: "MP3, WAV or M4A, up to 10 MB, 5-10 s". */
export function describeRule(rule: UploadRule): string {
  const labels = rule.formats.map((f) => MEDIA_FORMATS[f].label);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0];
  const length = rule.minSeconds !== undefined ? `, ${rule.minSeconds}-${rule.maxSeconds} s` : '';
  return `${list}, up to ${Math.round(rule.maxBytes / MB)} MB${length}`;
}

/** The file picker's `accept`: the rule's extensions and MIME types (a hint; the bytes decide). */
export function acceptFor(rule: UploadRule): string {
  const formats = rule.formats.map((f) => MEDIA_FORMATS[f]);
  return [...formats.flatMap((f) => f.extensions), ...new Set(formats.map((f) => f.mimeType))].join(',');
}

/** Duration from the media, rounded to whole seconds (spec part 1, section 5). */
export function roundDuration(seconds: number): number {
  return Math.round(seconds);
}

export type UploadCheck = { ok: true } | { ok: false; code: 'wrong_type' | 'too_large' | 'duration'; message: string };

/** The type and size of a file against a rule (the duration needs the media: `checkDuration`). */
export function checkFile(rule: UploadRule, file: { format: MediaFormat | null; sizeBytes: number }): UploadCheck {
  if (file.format === null || !rule.formats.includes(file.format)) {
    return { ok: false, code: 'wrong_type', message: WRONG_TYPE_MESSAGE };
  }
  if (file.sizeBytes > rule.maxBytes) return { ok: false, code: 'too_large', message: fileTooLargeMessage(rule) };
  return { ok: true };
}

/** Whole seconds against the rule's bounds; kinds without bounds (PDFs, full tracks) always pass. */
export function checkDuration(rule: UploadRule, seconds: number): UploadCheck {
  if (rule.minSeconds === undefined || rule.maxSeconds === undefined) return { ok: true };
  if (seconds < rule.minSeconds || seconds > rule.maxSeconds) {
    return { ok: false, code: 'duration', message: durationMessage(rule, seconds) };
  }
  return { ok: true };
}

export function formatOfMimeType(mimeType: string): MediaFormat | null {
  const entry = Object.entries(MEDIA_FORMATS).find(([, f]) => f.mimeType === mimeType);
  return entry ? (entry[0] as MediaFormat) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Categories (spec part 1, section 3).

export const DESIGNER_CATEGORIES = [
  'Brand Identity',
  'Poster',
  'Typography',
  'Social Templates',
  'Illustration',
  'Packaging',
  'Web/UI',
  'Pitch Deck',
  'Merch',
] as const;

export const CATEGORIES_BY_KIND: Record<MediaKind, readonly string[]> = {
  audio: PRODUCER_CATEGORIES,
  video: VIDEOGRAPHER_CATEGORIES,
  pdf: DESIGNER_CATEGORIES,
  image: DESIGNER_CATEGORIES,
};

export function categoriesFor(creativeRole: CreativeRole | null | undefined): readonly string[] {
  return CATEGORIES_BY_KIND[mediaKindFor(creativeRole)];
}

export const UNKNOWN_CATEGORY_MESSAGE = 'Pick categories from the list for your role.';

// ---------------------------------------------------------------------------------------------------------
// Rights: ownership, usage tiers, collaborator splits (producers only).

export const OWNERSHIP_DEFAULT = 100;
export const OWNERSHIP_MESSAGE = 'Ownership must be a whole number from 0 to 100.';

/** The ownership field's text as a number: blank becomes 0 (spec part 1, section 5); junk is null. */
export function ownershipFromInput(raw: string): number | null {
  const v = raw.trim();
  if (v === '') return 0;
  if (!/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n >= 0 && n <= 100 ? n : null;
}

export function isValidOwnership(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 100;
}

export const SPLIT_NAME_MESSAGE = 'Add the collaborator’s name.';
export const SnippetSplit = z.object({
  name: z
    .string({ error: SPLIT_NAME_MESSAGE })
    .trim()
    .min(1, SPLIT_NAME_MESSAGE)
    .max(80, 'Keep names under 80 characters.'),
  percentage: z
    .number({ error: SPLIT_PERCENTAGE_MESSAGE })
    .int(SPLIT_PERCENTAGE_MESSAGE)
    .min(0, SPLIT_PERCENTAGE_MESSAGE)
    .max(100, SPLIT_PERCENTAGE_MESSAGE),
});
export type SnippetSplit = z.infer<typeof SnippetSplit>;

const splitsField = z
  .array(SnippetSplit)
  .max(MAX_SPLITS, `At most ${MAX_SPLITS} collaborators.`)
  .superRefine((splits, ctx) => {
    const message = splitsError(splits);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const ownershipField = z
  .number({ error: OWNERSHIP_MESSAGE })
  .int(OWNERSHIP_MESSAGE)
  .min(0, OWNERSHIP_MESSAGE)
  .max(100, OWNERSHIP_MESSAGE);

// ---------------------------------------------------------------------------------------------------------
// Contracts.

export const TITLE_REQUIRED_MESSAGE = 'Title is required';
export const TITLE_MAX = 100;
const titleField = z
  .string({ error: TITLE_REQUIRED_MESSAGE })
  .trim()
  .min(1, TITLE_REQUIRED_MESSAGE)
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);

export const MAX_TAGS = 12;
const tagsField = z
  .array(z.string().trim().min(1).max(32, 'Tags must be at most 32 characters'))
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags.`);

export const MediaFile = z.object({
  id: z.string(),
  kind: MediaKind,
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  originalName: z.string(),
  createdAt: z.string(),
});
export type MediaFile = z.infer<typeof MediaFile>;

export const UploadMediaQuery = z.object({ purpose: UploadPurpose.default('snippet') });
export type UploadMediaQuery = z.infer<typeof UploadMediaQuery>;
/** The stored file, and its work media (status `processing` until the job is done: the wizard polls it). */
export const UploadMediaResponse = z.object({ media: MediaFile, workMedia: WorkMedia });
export type UploadMediaResponse = z.infer<typeof UploadMediaResponse>;

export const SNIPPET_KINDS = ['snippet', 'track'] as const;
export const SnippetKind = z.enum(SNIPPET_KINDS);

export const CreateSnippetRequest = z.object({
  mediaId: z.string({ error: FILE_REQUIRED_MESSAGE }).min(1, FILE_REQUIRED_MESSAGE),
  kind: SnippetKind.default('snippet'),
  title: titleField,
  categories: z.array(z.string()).max(20).default([]),
  tags: tagsField.default([]),
  ownershipPercentage: ownershipField.default(OWNERSHIP_DEFAULT),
  usageTiers: z.array(z.enum(USAGE_TIERS)).default([]),
  splits: splitsField.default([]),
});
export type CreateSnippetRequest = z.input<typeof CreateSnippetRequest>;

export const UpdateSnippetRequest = z.object({
  title: titleField.optional(),
  categories: z.array(z.string()).max(20).optional(),
  tags: tagsField.optional(),
  ownershipPercentage: ownershipField.optional(),
  usageTiers: z.array(z.enum(USAGE_TIERS)).optional(),
  splits: splitsField.optional(),
});
export type UpdateSnippetRequest = z.infer<typeof UpdateSnippetRequest>;

export const Snippet = z.object({
  id: z.string(),
  kind: SnippetKind,
  title: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  ownershipPercentage: z.number().int(),
  usageTiers: z.array(z.string()),
  splits: z.array(z.object({ name: z.string(), percentage: z.number() })),
  durationSeconds: z.number().int().nullable(),
  /** The uploaded file as uploaded, with its processing status and preview (issue 17): the creative sees both. */
  media: WorkMedia.extend({
    mimeType: z.string(),
    sizeBytes: z.number().int(),
    originalName: z.string(),
  }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Snippet = z.infer<typeof Snippet>;

export const SnippetResponse = z.object({ snippet: Snippet });
export type SnippetResponse = z.infer<typeof SnippetResponse>;
export const MySnippetsResponse = z.object({ items: z.array(Snippet) });
export type MySnippetsResponse = z.infer<typeof MySnippetsResponse>;

export const SNIPPET_NOT_FOUND_MESSAGE = 'Snippet not found';
export const MEDIA_NOT_FOUND_MESSAGE = 'File not found';
export const MEDIA_IN_USE_MESSAGE = 'This file already belongs to a snippet.';
export const MEDIA_KIND_MISMATCH_MESSAGE = 'This file does not fit that kind of upload.';
export const COMPLETE_SETUP_NEEDS_UPLOAD_MESSAGE = 'Upload at least one piece of work to complete setup.';

export const CompleteSetupResponse = z.object({ setupCompleted: z.literal(true), snippets: z.number().int() });
export type CompleteSetupResponse = z.infer<typeof CompleteSetupResponse>;

/** Rights are a producer's: other creatives' work keeps the defaults (full ownership, no tiers, no splits). */
export function rightsApply(creativeRole: CreativeRole | null | undefined): boolean {
  return mediaKindFor(creativeRole) === 'audio';
}
