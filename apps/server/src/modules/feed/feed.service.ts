import {
  type FeedbackRequest,
  type FeedbackResponse,
  type ForYouResponse,
  type RecalibrateResponse,
  type TasteCalibration,
  UNKNOWN_FEEDBACK_CREATOR_MESSAGE,
} from '@pulse/domain/feedback';
import { candidateTagKeys, rankForYou, recommend, type TagWeights, TRENDING_REASON } from '@pulse/domain/ranking';
import { recalibrationInsight } from '@pulse/domain/recalibration';
import { tasteDna } from '@pulse/domain/taste-dna';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { toCreatorCard } from '../discovery/creator-card';
import type { CalibrationVerdict, FeedRepository, TasteEventRow } from './feed.repository';
import { rebuildWeights } from './taste-weights';

/** Candidates fetched by shared tags and by popularity before the domain ranks them (decision 007). */
export const TAG_CANDIDATES = 60;
export const POPULAR_CANDIDATES = 20;
/** Taste DNA and the insight read only the latest calibrations. */
const RECENT_EVENTS = 100;

/** Tags of the creators the fan currently co-signs, latest first. */
function cosignedTags(oldestFirst: readonly CalibrationVerdict[]): string[] {
  const verdicts = new Map<string, CalibrationVerdict>();
  for (const event of oldestFirst) {
    if (event.action === 'dive_deeper') continue;
    verdicts.delete(event.creatorId);
    verdicts.set(event.creatorId, event);
  }
  return [...verdicts.values()]
    .filter((e) => e.action === 'cosign')
    .reverse()
    .flatMap((e) => e.tags);
}

/**
 * The Taste DNA line and strengths from the stored weights (decision 028). The spellings break ties in the
 * spec's order (co-signed tags, latest first, then vibe preferences) and give every key its written form.
 */
function dnaOf(weights: TagWeights, oldestFirst: readonly CalibrationVerdict[], vibes: readonly string[]) {
  const spellings = [...cosignedTags(oldestFirst), ...vibes, ...[...oldestFirst].reverse().flatMap((e) => e.tags)];
  const { line, strengths } = tasteDna(weights, spellings);
  return { tasteDna: line, tasteStrengths: strengths };
}

function insightOf(oldestFirst: readonly CalibrationVerdict[]): string | null {
  return recalibrationInsight([...oldestFirst].reverse());
}

function toCalibration(row: TasteEventRow): TasteCalibration {
  return {
    id: row.id,
    creatorId: row.creatorId,
    creatorName: row.creatorName,
    action: row.action,
    reason: row.reason,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The For You order over the creatives the fan has not co-signed or skipped (`excluded`): candidates by
 * shared tags and by popularity, ranked by the domain. The PulseMap's suggestions are its top too.
 */
export async function rankCandidates(
  repo: Pick<FeedRepository, 'candidatePool'>,
  weights: TagWeights,
  vibes: readonly string[],
  excluded: readonly string[],
  limit?: number,
) {
  const { byTags, popular } = await repo.candidatePool(
    excluded,
    candidateTagKeys(weights, vibes),
    TAG_CANDIDATES,
    POPULAR_CANDIDATES,
  );
  const seen = new Set<string>();
  const pool = [...byTags, ...popular].filter((c) => !seen.has(c.id) && seen.add(c.id));
  return rankForYou(pool, weights, vibes, new Set(), limit);
}

/** The For You ranking and the feedback that teaches it (DESIGN 5.5). */
export function createFeedService(deps: { repo: FeedRepository }) {
  const { repo } = deps;

  return {
    async forYou(userId: string): Promise<ForYouResponse> {
      // The stored weights are kept equal to the rebuild by every write (feedback, recalibrate, quiz, sign-up).
      const {
        tagWeights: weights,
        preferredVibes: vibes,
        newestFirst,
        reacted,
        blocked,
      } = await repo.forYouFan(userId, RECENT_EVENTS);
      const events = [...newestFirst].reverse();
      // Co-signed and skipped creatives leave For You (the spec's rule), and so does anyone either side blocked.
      const ranked = await rankCandidates(repo, weights, vibes, [...reacted, ...blocked]);
      const cards = new Map((await repo.findCards(ranked.map((r) => r.item.id))).map((r) => [r.profile.userId, r]));
      return {
        items: ranked.flatMap(({ item, recommendation, score }) => {
          const row = cards.get(item.id);
          // A creative suspended between the two reads drops out rather than failing the feed.
          return row ? [{ ...toCreatorCard(row.name, row.profile), recommendation, score }] : [];
        }),
        ...dnaOf(weights, events, vibes),
        insight: insightOf(events),
      };
    },

    async feedback(userId: string, body: FeedbackRequest): Promise<FeedbackResponse> {
      const creator = await repo.findApprovedCreator(body.creatorId);
      if (!creator) throw new AppError('not_found', UNKNOWN_FEEDBACK_CREATOR_MESSAGE);
      return repo.withTransaction(async (tx) => {
        await tx.lockTaste(userId);
        // One connection per transaction: its reads run one after another.
        const taste = await tx.findTaste(userId);
        const before = await tx.eventsOldestFirst(userId);
        const previous = await tx.findReaction(userId, body.creatorId);
        const { reason } = recommend(rebuildWeights(taste, before), creator.profile.vibeTags);
        const event = await tx.insertEvent({
          id: newId(),
          userId,
          creatorId: body.creatorId,
          action: body.action,
          creatorName: creator.name,
          reason: reason ?? TRENDING_REASON,
          tags: creator.profile.vibeTags,
        });
        let cosigns = creator.profile.cosigns;
        if (body.action !== 'dive_deeper' && previous !== body.action) {
          await tx.setReaction(userId, body.creatorId, body.action);
          // The database recounted the creative's co-signs from the reactions with that write (decision 060).
          if (body.action === 'cosign' || previous === 'cosign') cosigns = await tx.cosignsOf(body.creatorId);
        }
        await tx.saveTagWeights(userId, rebuildWeights(taste, [...before, event]));
        const cosignedBefore = before.some((e) => e.creatorId === body.creatorId && e.action === 'cosign');
        return {
          calibration: toCalibration(event),
          firstCosign: body.action === 'cosign' && !cosignedBefore,
          cosigns,
        };
      });
    },

    /** Rebuilds the stored profile from onboarding and every calibration; answers with the insight. */
    async recalibrate(userId: string): Promise<RecalibrateResponse> {
      return repo.withTransaction(async (tx) => {
        await tx.lockTaste(userId);
        const taste = await tx.findTaste(userId);
        const events = await tx.eventsOldestFirst(userId);
        const weights = rebuildWeights(taste, events);
        await tx.saveTagWeights(userId, weights);
        return { insight: insightOf(events), ...dnaOf(weights, events, taste?.preferredVibes ?? []) };
      });
    },

    async calibrations(userId: string) {
      return { items: (await repo.eventsNewestFirst(userId, 50)).map(toCalibration) };
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
