import { z } from 'zod';
import { BEAT_LICENSE_TYPES, BEAT_STATUSES, LICENSE_KINDS, PRICE_RANGE_IDS } from './beats';
import { WorkMedia } from './media-contracts';

/** The beat API's schemas (decision 043): apart from beats.ts, so the beat list's page does not load zod. */

export const BeatInput = z.object({
  mediaId: z.string().trim().max(64).default(''),
  previewMediaId: z.string().trim().max(64).default(''),
  title: z.string().trim().max(500).default(''),
  bpm: z.number().nullable().default(null),
  key: z.string().trim().max(20).default(''),
  moods: z.array(z.string().max(40)).max(20).default([]),
  licenseTypes: z.array(z.string().max(40)).max(20).default([]),
  nonExclusivePriceCents: z.number().nullable().default(null),
  exclusivePriceCents: z.number().nullable().default(null),
  /**
   * Collaborator splits among Pulse accounts (decision 016): whole percentages summing to 100, the snippet
   * rules. Empty: the producer takes the whole price. Left out of an update: the beat keeps its splits.
   */
  splits: z
    .array(z.object({ userId: z.string().trim().max(64), percentage: z.number() }))
    .max(50)
    .optional(),
  /**
   * The preview clip's waveform as the browser computed it (decision 016): PEAK_BUCKETS numbers from 0 to 1.
   * The server computes its own for a WAV preview and uses this for other formats. Left out or null: none.
   */
  peaks: z.array(z.unknown()).max(1000).nullable().optional(),
});
export type BeatInput = z.infer<typeof BeatInput>;

/** The list's query string: `moods=Moody,Raw&licenseType=Film&priceRange=under-200`. */
export const BeatsQuery = z.object({
  moods: z.string().max(400).optional(),
  licenseType: z.enum(BEAT_LICENSE_TYPES).optional(),
  priceRange: z.enum(PRICE_RANGE_IDS).optional(),
});
export type BeatsQuery = z.infer<typeof BeatsQuery>;

export const BeatView = z.object({
  id: z.string(),
  title: z.string(),
  producer: z.object({ id: z.string(), name: z.string() }),
  bpm: z.number().int(),
  key: z.string(),
  moods: z.array(z.string()),
  licenseTypes: z.array(z.string()),
  /** The full beat's length, from its media file. */
  durationSeconds: z.number().int().nullable(),
  /** The preview clip's length (what audioUrl plays), from its media file. */
  previewSeconds: z.number().int().nullable(),
  price: z.object({ nonExclusiveCents: z.number().int(), exclusiveCents: z.number().int() }),
  /** The preview clip (never the full file). */
  audioUrl: z.string(),
  /** The preview clip's waveform (PEAK_BUCKETS numbers, 0..1); null when none could be computed. */
  peaks: z.array(z.number()).nullable(),
  /** The preview clip as the media pipeline made it, for the one player (issue 17); null if the file is gone. */
  preview: WorkMedia.nullable(),
  status: z.enum(BEAT_STATUSES),
  createdAt: z.string(),
});
export type BeatView = z.infer<typeof BeatView>;

/** The producer's own beat: its files and what it sold. */
export const OwnBeatView = BeatView.extend({
  mediaId: z.string(),
  splits: z.array(z.object({ userId: z.string(), name: z.string(), percentage: z.number().int() })),
  previewMediaId: z.string(),
  salesCents: z.number().int(),
  licenses: z.array(
    z.object({
      id: z.string(),
      buyer: z.string(),
      kind: z.enum(LICENSE_KINDS),
      usageType: z.string(),
      priceCents: z.number().int(),
      createdAt: z.string(),
    }),
  ),
});
export type OwnBeatView = z.infer<typeof OwnBeatView>;

export const BeatResponse = z.object({ beat: OwnBeatView });
export const BeatsResponse = z.object({ beats: z.array(BeatView) });
export const OwnBeatsResponse = z.object({ beats: z.array(OwnBeatView) });

export const BuyLicenseRequest = z.object({
  kind: z.enum(LICENSE_KINDS),
  usageType: z.string().trim().max(40),
  paymentMethod: z.string().trim().min(1).max(100),
});
export type BuyLicenseRequest = z.infer<typeof BuyLicenseRequest>;

export const LicenseView = z.object({
  id: z.string(),
  beat: z.object({
    id: z.string(),
    title: z.string(),
    bpm: z.number().int(),
    key: z.string(),
    status: z.enum(BEAT_STATUSES),
  }),
  producer: z.object({ id: z.string(), name: z.string() }),
  buyer: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(LICENSE_KINDS),
  termsVersion: z.string(),
  usageType: z.string(),
  priceCents: z.number().int(),
  createdAt: z.string(),
  /** Whether the caller holds this license (may download the full file). */
  isBuyer: z.boolean(),
  /** The beat's collaborators from its splits, the producer left out (issue 32 item 5). */
  collaborators: z.array(z.object({ name: z.string(), percentage: z.number() })),
  /** The public proof of the license: `/licenses/verify/{code}` (decision 057). */
  verificationCode: z.string(),
});
export type LicenseView = z.infer<typeof LicenseView>;

/**
 * `GET /api/licenses/verify/:code` (public, decision 057): who licensed what, when and for which use, so a
 * licensee can prove their license to a platform. No price, no account ids.
 */
export const LicenseVerification = z.object({
  code: z.string(),
  licenseId: z.string(),
  beat: z.object({ title: z.string(), bpm: z.number().int(), key: z.string() }),
  producer: z.string(),
  collaborators: z.array(z.object({ name: z.string(), percentage: z.number() })),
  licensee: z.string(),
  kind: z.enum(LICENSE_KINDS),
  usageType: z.string(),
  termsVersion: z.string(),
  licensedAt: z.string(),
});
export type LicenseVerification = z.infer<typeof LicenseVerification>;
export const LicenseVerificationResponse = z.object({ verification: LicenseVerification });
export type LicenseVerificationResponse = z.infer<typeof LicenseVerificationResponse>;

export const LicenseResponse = z.object({ license: LicenseView });
export const LicensesResponse = z.object({ licenses: z.array(LicenseView) });
export const BuyLicenseResponse = z.object({
  license: LicenseView,
  payment: z.object({ id: z.string(), status: z.literal('succeeded'), amountCents: z.number().int() }),
});
export type BuyLicenseResponse = z.infer<typeof BuyLicenseResponse>;
export const DownloadLinkResponse = z.object({ url: z.string(), expiresAt: z.string() });

/**
 * `POST /api/me/payouts` (decision 016): the caller's whole payable balance that did not come from a deal
 * (beat licenses and tips) goes to their payout account through the provider. Deal income is paid out per
 * deal by the deal's own payout step.
 */
export const EarningsPayoutResponse = z.object({
  payout: z.object({
    id: z.string(),
    amountCents: z.number().int().positive(),
    status: z.literal('succeeded'),
    createdAt: z.string(),
  }),
});
export type EarningsPayoutResponse = z.infer<typeof EarningsPayoutResponse>;
