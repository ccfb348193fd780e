import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  BEAT_MESSAGES,
  BEAT_TERMS_VERSION,
  type BeatFilters,
  beatErrors,
  DOWNLOAD_LINK_SECONDS,
  LICENSE_KIND_LABELS,
  licensePriceCents,
  licenseShares,
} from '@pulse/domain/beats';
import type {
  BeatInput,
  BeatView,
  BuyLicenseRequest,
  BuyLicenseResponse,
  LicenseVerification,
  LicenseView,
  OwnBeatView,
} from '@pulse/domain/beats-contracts';
import { PAYMENT_FAILED_MESSAGE } from '@pulse/domain/deals';
import type { ErrorBody } from '@pulse/domain/errors';
import { CARD_CLEARING, formatCents, payableAccount } from '@pulse/domain/ledger';
import type { WorkMedia } from '@pulse/domain/media-contracts';
import { isPeaks, PEAK_BUCKETS } from '@pulse/domain/waveform';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { newId } from '../../lib/ids';
import { workMediaOf } from '../creators/works.repository';
import type { HoldsService } from '../holds/holds.service';
import type { MediaRow } from '../media/media.repository';
import { storedAudioPeaks } from '../media/media-processing';
import type { MediaStorage } from '../media/media-storage';
import { loadWorkMedia } from '../media/work-media';
import { sendNotification } from '../messaging/notifications';
import type { Reply } from '../payments/idempotency';
import { createMoneySteps, type FinishContext, type MoneySteps } from '../payments/money-steps';
import type { PaymentProvider } from '../payments/payment-provider';
import {
  type BeatRow,
  type BeatWithProducer,
  createBeatsRepository,
  type LicenseWithParties,
} from './beats.repository';

const LIST_LIMIT = 100;
const BEAT_LICENSE_FINISHER = 'beat.license';

/** What finishing a license purchase needs, recorded with its charge. */
interface LicenseData {
  beatId: string;
  kind: BuyLicenseRequest['kind'];
  usageType: string;
  price: number;
}

/** `media`: the beats' preview clips by id (loadWorkMedia), so every list shows the work through one player. */
function toBeatView(row: BeatWithProducer, media: ReadonlyMap<string, WorkMedia>): BeatView {
  const b = row.beat;
  return {
    id: b.id,
    title: b.title,
    producer: { id: b.producerId, name: row.producerName },
    bpm: b.bpm,
    key: b.key,
    moods: b.moods,
    licenseTypes: b.licenseTypes,
    durationSeconds: row.durationSeconds,
    previewSeconds: row.previewSeconds,
    price: { nonExclusiveCents: b.nonExclusivePriceCents, exclusiveCents: b.exclusivePriceCents },
    audioUrl: `/api/beats/${b.id}/preview`,
    peaks: b.peaks ?? null,
    preview: media.get(b.previewMediaId) ?? null,
    status: b.status,
    createdAt: b.createdAt.toISOString(),
  };
}

/** The beat's collaborators from its splits, the producer left out, named from `names` (user id to name). */
function collaboratorsOf(beat: BeatRow, names: ReadonlyMap<string, string>) {
  return beat.splits
    .filter((s) => s.userId !== beat.producerId)
    .map((s) => ({ name: names.get(s.userId) ?? '', percentage: s.percentage }));
}

function toLicenseView(row: LicenseWithParties, viewerId: string, names: ReadonlyMap<string, string>): LicenseView {
  const { license, beat } = row;
  return {
    id: license.id,
    beat: { id: beat.id, title: beat.title, bpm: beat.bpm, key: beat.key, status: beat.status },
    producer: { id: beat.producerId, name: row.producerName },
    buyer: { id: license.buyerId, name: row.buyerName },
    kind: license.kind,
    termsVersion: license.termsVersion,
    usageType: license.usageType,
    priceCents: license.priceCents,
    createdAt: license.createdAt.toISOString(),
    isBuyer: license.buyerId === viewerId,
    collaborators: collaboratorsOf(beat, names),
    verificationCode: license.verificationCode,
  };
}

/** An unguessable verification code: 128 random bits, URL-safe (decision 057). */
function newVerificationCode(): string {
  return randomBytes(16).toString('base64url');
}

/** What buying a license answers: the license, or 402 when the provider declined the charge. */
type BuyReplies = { 201: BuyLicenseResponse; 402: ErrorBody };

/**
 * Beats and their licenses (issue 10, decision 016): producers list beats from their own uploads, anyone
 * browses the published ones, a buyer pays through the provider into the ledger (the producer's payable
 * balance) in one transaction, and license holders download the full file through an expiring signed link.
 */
export function createBeatsService(deps: {
  db: Db;
  provider: PaymentProvider;
  storage: MediaStorage;
  /** Signs download links (the app's auth secret). */
  signingSecret: string;
  now?: () => Date;
  /** The app's one set of money steps (recovery finishes through it); a service of its own otherwise. */
  steps?: MoneySteps;
  /** Holds a beat whose audio is another account's work (decision 058): throws 409 with why. */
  holds?: Pick<HoldsService, 'screenBeat'>;
  /** Told when a beat is published, edited or sold exclusively ("Sounds like this" keeps its vectors, 057). */
  onBeatChanged?: (beatId: string) => void;
}) {
  const { db, provider, storage } = deps;
  const steps = deps.steps ?? createMoneySteps({ db, provider });

  /**
   * A license's second half, once the provider answered the charge (decision 036): the beat is locked again and
   * the ledger moves the price from card clearing to the producers' payable balances, with the license.
   */
  steps.register(
    BEAT_LICENSE_FINISHER,
    async ({ tx, ledger, userId: me, data, outcomes }: FinishContext<LicenseData>) => {
      const { beatId, price } = data;
      const input = { kind: data.kind, usageType: data.usageType };
      const txRepo = createBeatsRepository(tx);
      const beat = await txRepo.lockBeat(beatId);
      // Reserved for this purchase while its charge was pending: nobody took it off sale meanwhile.
      if (!beat || beat.status === 'sold_exclusive')
        throw new Error(`Beat ${beatId} went off sale while a charge was pending`);
      const charge = outcomes[0]!.outcome;
      if (charge.status === 'failed') {
        await ledger.insertPayment({
          id: newId(),
          userId: me,
          kind: 'charge',
          amountCents: price,
          provider: provider.name,
          providerRef: charge.ref,
          status: 'declined',
          failureMessage: charge.message,
        });
        return {
          statusCode: 402,
          body: { error: { code: 'payment_declined', message: PAYMENT_FAILED_MESSAGE } },
        };
      }
      const paymentId = newId();
      const transactionId = await ledger.postTransaction({
        kind: 'beat_license',
        dealId: null,
        actorId: me,
        memo: `${input.kind === 'exclusive' ? 'Exclusive' : 'Non-exclusive'} license for ${beat.title}`,
        postings: [
          { account: CARD_CLEARING, amountCents: -price },
          ...licenseShares(beat.producerId, beat.splits, price).map((share) => ({
            account: payableAccount(share.userId),
            amountCents: share.amountCents,
          })),
        ],
        payment: {
          id: paymentId,
          userId: me,
          kind: 'charge',
          amountCents: price,
          provider: provider.name,
          providerRef: charge.ref,
          status: 'succeeded',
        },
      });
      let license: Awaited<ReturnType<typeof txRepo.insertLicense>>;
      try {
        license = await txRepo.insertLicense({
          id: newId(),
          beatId,
          buyerId: me,
          kind: input.kind,
          termsVersion: BEAT_TERMS_VERSION,
          usageType: input.usageType,
          priceCents: price,
          paymentId,
          transactionId,
          verificationCode: newVerificationCode(),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('conflict', BEAT_MESSAGES.soldExclusive);
        throw err;
      }
      if (input.kind === 'exclusive') await txRepo.update(beatId, { status: 'sold_exclusive' });
      await notifySale(tx, beat, { buyerId: me, kind: input.kind, usageType: input.usageType, priceCents: price });
      const [row] = await txRepo.licenses({ ids: [license.id] });
      return {
        statusCode: 201,
        body: {
          license: toLicenseView(row!, me, await splitNames(txRepo, [row!])),
          payment: { id: paymentId, status: 'succeeded', amountCents: price },
        },
      };
    },
  );
  const repo = createBeatsRepository(db);
  const now = deps.now ?? (() => new Date());
  const changed = (beatId: string) => deps.onBeatChanged?.(beatId);
  const signingKey = createHmac('sha256', deps.signingSecret).update('pulse beat downloads').digest();

  function sign(licenseId: string, expires: number): string {
    return createHmac('sha256', signingKey).update(`${licenseId}.${expires}`).digest('base64url');
  }

  /** The caller's account must be a producer's: read here (a deleted account is this 403), not declared. */
  async function producerId(userId: string): Promise<string> {
    const me = await repo.findUser(userId);
    if (me?.role !== 'creator' || me.creativeRole !== 'producer') {
      throw new AppError('forbidden', BEAT_MESSAGES.producersOnly);
    }
    return me.id;
  }

  /** The form's checks, then the files: both the producer's own audio uploads. */
  async function checkInput(ownerId: string, input: BeatInput): Promise<void> {
    const errors: Record<string, string> = { ...beatErrors(input) };
    for (const field of ['mediaId', 'previewMediaId'] as const) {
      if (errors[field]) continue;
      const media = await repo.findMedia(input[field]);
      if (!media || media.ownerId !== ownerId || media.kind !== 'audio') errors[field] = BEAT_MESSAGES.mediaNotYours;
    }
    if (!errors.splits && input.splits && input.splits.length > 0) {
      const found = await repo.findUsers(input.splits.map((x) => x.userId.trim()));
      if (found.length !== input.splits.length || found.some((u) => u.role !== 'creator')) {
        errors.splits = BEAT_MESSAGES.splitAccount;
      }
    }
    const first = Object.values(errors)[0];
    if (first) throw new AppError('validation_failed', first, errors);
  }

  function columnsOf(input: BeatInput) {
    return {
      mediaId: input.mediaId,
      previewMediaId: input.previewMediaId,
      title: input.title.trim(),
      bpm: input.bpm as number,
      key: input.key,
      moods: [...new Set(input.moods)],
      licenseTypes: [...new Set(input.licenseTypes)],
      nonExclusivePriceCents: input.nonExclusivePriceCents as number,
      exclusivePriceCents: input.exclusivePriceCents as number,
      // Left out (the form): an update keeps the beat's splits, a new beat has none.
      ...(input.splits
        ? { splits: input.splits.map((x) => ({ userId: x.userId.trim(), percentage: x.percentage })) }
        : {}),
    };
  }

  function previewsOf(rows: readonly BeatWithProducer[]): Promise<Map<string, WorkMedia>> {
    return loadWorkMedia(
      db,
      rows.map((r) => r.beat.previewMediaId),
    );
  }

  async function ownBeatViews(rows: BeatWithProducer[], viewer: string): Promise<OwnBeatView[]> {
    const [licenses, media] = await Promise.all([
      repo.licenses({ beatIds: rows.map((r) => r.beat.id) }),
      previewsOf(rows),
    ]);
    const names = new Map(
      (await repo.findUsers(rows.flatMap((r) => r.beat.splits.map((x) => x.userId)))).map((u) => [u.id, u.name]),
    );
    return rows.map((row) => {
      const sold = licenses.filter((l) => l.beat.id === row.beat.id);
      return {
        ...toBeatView(row, media),
        mediaId: row.beat.mediaId,
        splits: row.beat.splits.map((x) => ({ ...x, name: names.get(x.userId) ?? '' })),
        previewMediaId: row.beat.previewMediaId,
        salesCents: sold.reduce((sum, l) => sum + l.license.priceCents, 0),
        licenses: sold.map((l) => {
          const v = toLicenseView(l, viewer, names);
          return {
            id: v.id,
            buyer: v.buyer.name,
            kind: v.kind,
            usageType: v.usageType,
            priceCents: v.priceCents,
            createdAt: v.createdAt,
          };
        }),
      };
    });
  }

  async function ownBeat(userId: string, id: string) {
    const me = await producerId(userId);
    const row = await repo.find(id);
    if (!row || row.beat.producerId !== me) throw new AppError('not_found', BEAT_MESSAGES.notFound);
    return { me, row };
  }

  /**
   * The waveform of the preview clip the list plays: decoded by the encoder, as processing does, when it is a
   * WAV (decision 016: the server prefers its own there), else the browser's peaks when they have the right
   * shape. Undefined: nothing new to store (an edit that kept its clip and sent no peaks).
   */
  async function peaksFor(
    input: BeatInput,
    current: BeatRow | null,
  ): Promise<{ peaks: number[] | null } | Record<string, never>> {
    const media = await repo.findMedia(input.previewMediaId);
    if (media?.mimeType === 'audio/wav') {
      try {
        const peaks = await storedAudioPeaks(media, storage, PEAK_BUCKETS);
        if (peaks) return { peaks };
      } catch {
        // An unreadable file keeps the browser's peaks, as other formats do.
      }
    }
    if (isPeaks(input.peaks)) return { peaks: input.peaks.map((p) => Math.round(p * 1000) / 1000) };
    if (current && input.peaks === undefined && current.previewMediaId === input.previewMediaId) return {};
    return { peaks: null };
  }

  /**
   * Everyone with a part in a sale hears of it (not the buyer): the producer and each collaborator of the
   * splits, with the title, the license and their own share, as a notification and an e-mail.
   */
  async function notifySale(
    tx: Db,
    beat: BeatRow,
    sale: { buyerId: string; kind: BuyLicenseRequest['kind']; usageType: string; priceCents: number },
  ): Promise<void> {
    const shares = new Map(
      licenseShares(beat.producerId, beat.splits, sale.priceCents).map((s) => [s.userId, s.amountCents]),
    );
    const parties = [...new Set([beat.producerId, ...beat.splits.map((s) => s.userId)])];
    const license = `${LICENSE_KIND_LABELS[sale.kind]} license`;
    for (const userId of parties) {
      if (userId === sale.buyerId) continue;
      const share = shares.get(userId) ?? 0;
      const title = `${beat.title}: ${license} sold`;
      const body = `${license} for ${sale.usageType} sold for ${formatCents(sale.priceCents)}. Your share: ${formatCents(share)}.`;
      await sendNotification(tx, {
        userId,
        kind: 'beat_sale',
        title,
        body,
        link: userId === beat.producerId ? '/producer/dashboard' : '/creator/deals',
        email: { subject: `Your beat “${beat.title}” was licensed`, text: body },
      });
    }
  }

  /** The names of the collaborators in the licensed beats' splits. */
  async function splitNames(
    from: Pick<ReturnType<typeof createBeatsRepository>, 'findUsers'>,
    rows: readonly LicenseWithParties[],
  ): Promise<Map<string, string>> {
    const ids = rows.flatMap((r) => r.beat.splits.map((x) => x.userId));
    return new Map((await from.findUsers(ids)).map((u) => [u.id, u.name]));
  }

  /** A license the caller bought or sold; anyone else gets 404. */
  async function visibleLicense(userId: string, id: string) {
    const [row] = await repo.licenses({ ids: [id] });
    if (!row || (row.license.buyerId !== userId && row.beat.producerId !== userId)) {
      throw new AppError('not_found', BEAT_MESSAGES.licenseNotFound);
    }
    return row;
  }

  return {
    async create(userId: string, input: BeatInput): Promise<{ beat: OwnBeatView }> {
      const me = await producerId(userId);
      await checkInput(me, input);
      const created = await repo.insert({
        id: newId(),
        producerId: me,
        ...columnsOf(input),
        ...(await peaksFor(input, null)),
      });
      const row = await repo.find(created.id);
      return { beat: (await ownBeatViews([row!], me))[0]! };
    },

    async update(userId: string, id: string, input: BeatInput): Promise<{ beat: OwnBeatView }> {
      const { me, row } = await ownBeat(userId, id);
      if (row.beat.status === 'sold_exclusive') throw new AppError('conflict', BEAT_MESSAGES.soldExclusive);
      await checkInput(me, input);
      await repo.update(id, { ...columnsOf(input), ...(await peaksFor(input, row.beat)) });
      changed(id);
      return { beat: (await ownBeatViews([(await repo.find(id))!], me))[0]! };
    },

    async publish(userId: string, id: string): Promise<{ beat: OwnBeatView }> {
      const { me, row } = await ownBeat(userId, id);
      if (row.beat.status === 'sold_exclusive') throw new AppError('conflict', BEAT_MESSAGES.soldExclusive);
      if (row.beat.status === 'draft') {
        if ((await repo.findUser(me))?.creatorStatus !== 'approved') {
          throw new AppError('forbidden', BEAT_MESSAGES.publishNeedsApproval);
        }
        await deps.holds?.screenBeat(row.beat);
        await repo.update(id, { status: 'published', publishedAt: now() });
        changed(id);
      }
      return { beat: (await ownBeatViews([(await repo.find(id))!], me))[0]! };
    },

    async list(filters: BeatFilters): Promise<{ beats: BeatView[] }> {
      const rows = await repo.listPublished(filters, LIST_LIMIT);
      const media = await previewsOf(rows);
      return { beats: rows.map((row) => toBeatView(row, media)) };
    },

    /** The listed beats among `ids` as the list shows them, by id ("Sounds like this" ranks them itself). */
    async listedViews(ids: readonly string[]): Promise<Map<string, BeatView>> {
      const listed = await repo.listedWithPreviews(ids);
      const media = new Map<string, WorkMedia>();
      for (const { row, preview } of listed) {
        const work = workMediaOf(preview);
        if (work) media.set(row.beat.previewMediaId, work);
      }
      return new Map(listed.map(({ row }) => [row.beat.id, toBeatView(row, media)]));
    },

    async mine(userId: string): Promise<{ beats: OwnBeatView[] }> {
      const me = await producerId(userId);
      return { beats: await ownBeatViews(await repo.listByProducer(me), me) };
    },

    /** The preview clip of a beat on sale (or sold; its license holders still play it), or of one's own draft. */
    async preview(viewerId: string | null, id: string): Promise<MediaRow> {
      const row = await repo.find(id);
      if (!row) throw new AppError('not_found', BEAT_MESSAGES.notFound);
      if (row.beat.status === 'draft' && viewerId !== row.beat.producerId) {
        throw new AppError('not_found', BEAT_MESSAGES.notFound);
      }
      const media = await repo.findMedia(row.beat.previewMediaId);
      if (!media) throw new AppError('not_found', BEAT_MESSAGES.notFound);
      return media;
    },

    /**
     * Buys a license once per Idempotency-Key: the beat row is locked, the provider charges, the ledger moves
     * the price from card clearing to the producer's payable balance, and the license is written, all in one
     * transaction. An exclusive license takes the beat off sale; the unique index refuses a second one.
     */
    async buy(userId: string, beatId: string, key: string, input: BuyLicenseRequest): Promise<Reply<BuyReplies>> {
      const reply = await steps.run<BuyReplies>(
        { userId, key, route: 'POST /api/beats/:id/licenses', request: { beatId, ...input } },
        async (tx) => {
          const txRepo = createBeatsRepository(tx);
          const beat = await txRepo.lockBeat(beatId);
          if (!beat || beat.status === 'draft') throw new AppError('not_found', BEAT_MESSAGES.notFound);
          if (beat.status === 'sold_exclusive') throw new AppError('conflict', BEAT_MESSAGES.soldExclusive);
          if (beat.producerId === userId) throw new AppError('forbidden', BEAT_MESSAGES.ownBeat);
          if (!beat.licenseTypes.includes(input.usageType)) {
            throw new AppError('validation_failed', BEAT_MESSAGES.usageType, { usageType: BEAT_MESSAGES.usageType });
          }
          const price = licensePriceCents(beat, input.kind);
          return {
            finisher: BEAT_LICENSE_FINISHER,
            data: { beatId, kind: input.kind, usageType: input.usageType, price },
            // One purchase of a beat at a time: an exclusive one must not land beside another still paying.
            subject: `beat:${beatId}`,
            calls: [
              {
                purpose: 'beat-license',
                call: {
                  operation: 'charge',
                  input: {
                    amountCents: price,
                    paymentMethod: input.paymentMethod,
                    description: `License for ${beat.title}`,
                  },
                },
              },
            ],
          };
        },
      );
      // An exclusive sale takes the beat off sale: out of "Sounds like this" too.
      if (input.kind === 'exclusive' && reply.statusCode === 201) changed(beatId);
      return reply;
    },

    async myLicenses(userId: string): Promise<{ licenses: LicenseView[] }> {
      const rows = await repo.licenses({ buyerId: userId });
      const names = await splitNames(repo, rows);
      return { licenses: rows.map((l) => toLicenseView(l, userId, names)) };
    },

    async license(userId: string, id: string): Promise<{ license: LicenseView }> {
      const row = await visibleLicense(userId, id);
      return { license: toLicenseView(row, userId, await splitNames(repo, [row])) };
    },

    /**
     * The public proof of a license by its code (decision 057): the beat, its producer and collaborators, the
     * licensee, the license, its use and date. No price and no account ids; an unknown code is 404.
     */
    async verify(code: string): Promise<{ verification: LicenseVerification }> {
      const [row] = await repo.licenses({ verificationCode: code });
      if (!row) throw new AppError('not_found', BEAT_MESSAGES.verifyNotFound);
      const names = await splitNames(repo, [row]);
      return {
        verification: {
          code: row.license.verificationCode,
          licenseId: row.license.id,
          beat: { title: row.beat.title, bpm: row.beat.bpm, key: row.beat.key },
          producer: row.producerName,
          collaborators: collaboratorsOf(row.beat, names),
          licensee: row.buyerName,
          kind: row.license.kind,
          usageType: row.license.usageType,
          termsVersion: row.license.termsVersion,
          licensedAt: row.license.createdAt.toISOString(),
        },
      };
    },

    /** A link to the full file, valid for DOWNLOAD_LINK_SECONDS, for the license's buyer only. */
    async downloadLink(userId: string, id: string): Promise<{ url: string; expiresAt: string }> {
      const row = await visibleLicense(userId, id);
      if (row.license.buyerId !== userId) throw new AppError('forbidden', BEAT_MESSAGES.downloadDenied);
      const expires = Math.floor(now().getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
      return {
        url: `/api/beat-downloads/${row.license.id}?expires=${expires}&sig=${sign(row.license.id, expires)}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },

    /** The full file behind a signed link: 403 when the signature is wrong or the link expired. */
    async download(licenseId: string, expires: number, sig: string): Promise<{ media: MediaRow; filename: string }> {
      const expected = Buffer.from(sign(licenseId, expires));
      const given = Buffer.from(sig);
      const valid = expected.length === given.length && timingSafeEqual(expected, given);
      if (!valid || expires * 1000 < now().getTime()) throw new AppError('forbidden', BEAT_MESSAGES.downloadDenied);
      const [row] = await repo.licenses({ ids: [licenseId] });
      if (!row) throw new AppError('forbidden', BEAT_MESSAGES.downloadDenied);
      const media = await repo.findMedia(row.beat.mediaId);
      if (!media) throw new AppError('not_found', BEAT_MESSAGES.notFound);
      const extension = media.originalName.match(/\.[a-z0-9]{1,5}$/i)?.[0] ?? '';
      return { media, filename: `${row.beat.title}${extension}` };
    },

    storage,
  };
}
export type BeatsService = ReturnType<typeof createBeatsService>;
