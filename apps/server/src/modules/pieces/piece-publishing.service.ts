import { PIECE_NOT_FOUND_MESSAGE } from '@pulse/domain/cosign-limit';
import {
  canShowcase,
  dealPieceCredits,
  dealPieceTags,
  dealPieceTitle,
  SHOWCASE_MESSAGES,
} from '@pulse/domain/deal-showcase';
import { DEAL_MESSAGES } from '@pulse/domain/deals';
import {
  canUnpublish,
  PIECE_MESSAGES,
  type PublishedPieceResponse,
  type PublishPieceInput,
  pieceCredits,
} from '@pulse/domain/piece-publishing';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { PiecePublishingRepository } from './piece-publishing.repository';
import type { PiecesRepository } from './pieces.repository';
import { toPiece } from './pieces.service';

/** Postgres' unique violation: a second piece for the same deal. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** An approved creative publishes a piece from one of their own snippets, and unpublishes it (decision 017). */
export function createPiecePublishingService(deps: { repo: PiecePublishingRepository; pieces: PiecesRepository }) {
  const { repo, pieces } = deps;

  /** Read here rather than declared on the route: the creator's status matters, and a deleted account is a 403. */
  async function approvedCreative(userId: string) {
    const me = await repo.findUser(userId);
    if (me?.role !== 'creator') throw new AppError('forbidden', PIECE_MESSAGES.creativesOnly);
    if (me.creatorStatus !== 'approved') throw new AppError('forbidden', PIECE_MESSAGES.notApproved);
    return me;
  }

  return {
    async publish(userId: string, input: PublishPieceInput): Promise<PublishedPieceResponse> {
      const me = await approvedCreative(userId);
      const snippet = await repo.findSnippet(input.snippetId);
      // Another creative's snippet answers the same 404 as a missing one: no probing of ids.
      if (!snippet || snippet.creatorId !== me.id) {
        throw new AppError('not_found', PIECE_MESSAGES.snippetNotFound, { snippetId: PIECE_MESSAGES.snippetNotFound });
      }
      const collaboratorId = input.collaboratorId || null;
      if (collaboratorId) {
        const other = collaboratorId === me.id ? null : await repo.findUser(collaboratorId);
        if (other?.role !== 'creator' || other.creatorStatus !== 'approved') {
          throw new AppError('validation_failed', PIECE_MESSAGES.collaboratorInvalid, {
            collaboratorId: PIECE_MESSAGES.collaboratorInvalid,
          });
        }
      }
      const id = newId();
      await repo.insert({
        id,
        title: input.title,
        description: input.description,
        tags: input.tags,
        durationSeconds: Math.max(0, snippet.durationSeconds ?? snippet.mediaDurationSeconds ?? 0),
        // The piece plays the snippet's file (issue 17): the feed reads its media and variants from it.
        mediaId: snippet.mediaId,
        ...pieceCredits(me.id, input.role, collaboratorId),
      });
      const row = await pieces.find(`u:${me.id}`, id);
      if (!row) throw new AppError('not_found', PIECE_NOT_FOUND_MESSAGE);
      return { piece: toPiece(row) };
    },

    /**
     * A creative of a delivered deal (its creative or a collaborator named in its splits) publishes the
     * delivered file as a piece once the partner has consented; one piece per deal (decision 017).
     */
    async publishFromDeal(userId: string, dealId: string): Promise<PublishedPieceResponse> {
      const me = await approvedCreative(userId);
      let id: string;
      try {
        id = await repo.transaction(async (tx) => {
          const deal = await repo.lockDeal(tx, dealId);
          const creatives = deal
            ? [...new Set([deal.creatorId, ...deal.splits.map((s) => s.userId)].filter((u): u is string => !!u))]
            : [];
          // Someone else's deal answers as a missing one.
          if (!deal || !creatives.includes(me.id)) throw new AppError('not_found', DEAL_MESSAGES.notFound);
          if (!canShowcase(deal.status)) throw new AppError('conflict', SHOWCASE_MESSAGES.notDelivered);
          if (!deal.showcaseConsentAt) throw new AppError('forbidden', SHOWCASE_MESSAGES.noConsent);
          if (await repo.dealPiece(tx, deal.id)) throw new AppError('conflict', SHOWCASE_MESSAGES.alreadyPublished);
          const media = deal.deliverableMediaId ? await repo.media(tx, deal.deliverableMediaId) : null;
          if (!media || media.kind === 'pdf') throw new AppError('conflict', SHOWCASE_MESSAGES.noFile);
          const pieceId = newId();
          await repo.insert(
            {
              id: pieceId,
              dealId: deal.id,
              title: dealPieceTitle(deal.title),
              description: deal.attribution ?? '',
              tags: dealPieceTags(deal.briefId ? await repo.briefTags(tx, deal.briefId) : [], media.kind),
              durationSeconds: Math.max(0, media.durationSeconds ?? 0),
              ...dealPieceCredits(me.id, await repo.creativeRoles(tx, creatives)),
            },
            tx,
          );
          return pieceId;
        });
      } catch (err) {
        // Two publishes at once: the unique index on pieces.deal_id lets one through.
        if (isUniqueViolation(err)) throw new AppError('conflict', SHOWCASE_MESSAGES.alreadyPublished);
        throw err;
      }
      const row = await pieces.find(`u:${me.id}`, id);
      if (!row) throw new AppError('not_found', PIECE_NOT_FOUND_MESSAGE);
      return { piece: toPiece(row) };
    },

    async unpublish(userId: string, id: string): Promise<void> {
      const credits = await repo.findCredits(id);
      if (!credits) throw new AppError('not_found', PIECE_NOT_FOUND_MESSAGE);
      if (!canUnpublish(credits, userId)) throw new AppError('forbidden', PIECE_MESSAGES.notYourPiece);
      await repo.remove(id);
    },
  };
}
export type PiecePublishingService = ReturnType<typeof createPiecePublishingService>;
