import { BRIEF_NOT_FOUND_MESSAGE } from '@pulse/domain/briefs';
import {
  BRAND_DISCOVER_LIMIT,
  type BrandDiscoverResponse,
  type BrandPairing,
  CARD_PORTFOLIO_IMAGES,
  type CreativeSearchCard,
  type CreatorSearchQuery,
  type CreatorSearchResponse,
  creativeTypeLabel,
  cursorFitsSort,
  decodeSearchCursor,
  encodeSearchCursor,
  filtersOfQuery,
  INVITE_MESSAGES,
  type InviteCreativesRequest,
  type InviteCreativesResponse,
  type MyInvitationsResponse,
  NO_BRIEF_REASON,
  preferenceBrief,
  priceRangeOf,
  SEARCH_MESSAGES,
} from '@pulse/domain/creator-search';
import { earnedPulseScore } from '@pulse/domain/earned-numbers';
import { type MatchBrief, type MatchCandidate, scoreMatch, withReputation } from '@pulse/domain/matching';
import type { Work } from '@pulse/domain/media-contracts';
import { bookedMessage } from '@pulse/domain/messaging';
import { cannotInviteMessage } from '@pulse/domain/safety';
import { rankByRelevance, searchTsQuery } from '@pulse/domain/search-relevance';
import type { VerifiedStudent } from '@pulse/domain/student-status-contracts';
import { AppError } from '../../lib/app-error';
import { avatarUrl } from '../discovery/creator-card';
import type { StudentStatusRepository } from '../student-status/student-status.repository';
import type { SearchCardRow, SearchRepository } from './search.repository';

/** Briefs a creative can still answer, so the only ones that take invitations. */
const INVITABLE_STATUSES = new Set(['open', 'matched', 'posted']);
const INVITATIONS_SHOWN = 50;
/** Creatives the database hands over (most shared tags first) for the engine to rank pairings. */
const PAIRING_CANDIDATES = 60;
/** A text search ranks at most this many matches (best Pulse Scores first); a narrower query finds the rest. */
const TEXT_SEARCH_CANDIDATES = 500;

export function workCoverUrl(creatorId: string, index: number): string {
  return `/api/creators/${encodeURIComponent(creatorId)}/works/${index}`;
}

/** A row as the search card (spec part 2, section 3). */
export function toSearchCard(
  row: SearchCardRow,
  followers: number,
  work: Work | null,
  verifiedStudent: VerifiedStudent | null,
): CreativeSearchCard {
  const works = row.recentWork ?? [];
  return {
    id: row.id,
    name: row.name,
    type: creativeTypeLabel(row.category),
    avatarUrl: avatarUrl(row.id),
    location: row.location,
    description: row.bio.trim() !== '' ? row.bio : [row.niche, row.focus].filter((s) => s.trim() !== '').join(': '),
    tags: row.vibeTags,
    // Earned from behaviour (decision 060): no score until one is earned, figures counted from rows.
    pulseScore: earnedPulseScore(row.authenticityScore),
    rating: { average: row.reviewRating / 100, count: row.reviewCount },
    responseRate: row.responseRate,
    responseMinutes: row.responseMinutes,
    priceRangeCents: priceRangeOf(row.collaborationRateCents, row.rates),
    portfolioImages: works.slice(0, CARD_PORTFOLIO_IMAGES).map((_, i) => workCoverUrl(row.id, i)),
    availability: row.availability,
    verified: row.creatorStatus === 'approved',
    followers,
    engagement: row.engagement,
    recentUploads: row.recentUploads,
    niche: row.field,
    languages: row.languages,
    region: row.region,
    diversityMarkers: row.diversityMarkers,
    collaborationTypes: row.collaborationTypes,
    postingFrequency: row.postingFrequency,
    work,
    verifiedStudent,
  };
}

function candidateOf(row: SearchCardRow): MatchCandidate {
  return { tags: row.vibeTags, category: row.category, usageTiers: null, priceCents: row.collaborationRateCents };
}

/** Creator search, Invite All, the creative's invitations and the partner's pairings; `userId` is the caller. */
export function createSearchService(deps: {
  repo: SearchRepository;
  /** The page's "Verified student" badges, read by primary key for the cards returned (decision 052). */
  students: Pick<StudentStatusRepository, 'verifiedStudents'>;
}) {
  const { repo } = deps;

  /** The caller's account, when it is a partner's; anyone else (a deleted account too) gets 403 `message`. */
  async function partner(userId: string, message: string) {
    const me = await repo.findUser(userId);
    if (me?.role !== 'brand') throw new AppError('forbidden', message);
    return me;
  }

  async function cards(rows: SearchCardRow[]): Promise<CreativeSearchCard[]> {
    const ids = rows.map((r) => r.id);
    const [followers, works, students] = await Promise.all([
      repo.followersOf(ids),
      repo.leadWorks(ids),
      deps.students.verifiedStudents(ids),
    ]);
    return rows.map((row) =>
      toSearchCard(row, followers.get(row.id) ?? 0, works.get(row.id) ?? null, students.get(row.id) ?? null),
    );
  }

  return {
    async search(userId: string, query: CreatorSearchQuery): Promise<CreatorSearchResponse> {
      await partner(userId, SEARCH_MESSAGES.partnersOnly);
      // Nobody the partner blocked or who blocked them shows up (decision 050).
      const blocked = await repo.blockedIdsOf(userId);
      const decoded = query.cursor === undefined ? null : decodeSearchCursor(query.cursor);
      // A cursor from the other order is as stale as a made-up one.
      const cursor = decoded && cursorFitsSort(decoded, query.sort) ? decoded : null;
      if (query.cursor !== undefined && !cursor) {
        throw new AppError('validation_failed', SEARCH_MESSAGES.cursor, { cursor: SEARCH_MESSAGES.cursor });
      }
      const filters = filtersOfQuery(query);
      const tsQuery = searchTsQuery(filters.q);
      if (filters.sort === 'rating') {
        // Top rated orders the text's matches by rating too (relevance decides only the default order).
        const rows = await repo.search(filters, tsQuery, cursor, query.limit + 1, blocked);
        const page = rows.slice(0, query.limit);
        const last = page[page.length - 1];
        const nextCursor =
          rows.length > query.limit && last
            ? encodeSearchCursor({
                pulseScore: last.authenticityScore,
                id: last.id,
                rating: { hundredths: last.reviewRating, count: last.reviewCount },
              })
            : null;
        return { items: await cards(page), nextCursor };
      }
      if (tsQuery === null) {
        const rows = await repo.search(filters, null, cursor, query.limit + 1, blocked);
        const page = rows.slice(0, query.limit);
        const last = page[page.length - 1];
        const nextCursor =
          rows.length > query.limit && last
            ? encodeSearchCursor({ pulseScore: last.authenticityScore, id: last.id })
            : null;
        return { items: await cards(page), nextCursor };
      }
      // A text search ranks its candidates by where the words match (name or tag exactly, a tag's start, the
      // name's start, the bio), then by the browse order; the cursor carries the relevance too.
      const candidates = await repo.search(filters, tsQuery, null, TEXT_SEARCH_CANDIDATES, blocked);
      const ranked = rankByRelevance(
        candidates.map((row) => ({
          ...row,
          tags: row.vibeTags,
          text: [row.bio, row.niche, row.focus, row.location].join(' '),
          pulseScore: row.authenticityScore,
        })),
        filters.q,
      );
      const after = cursor
        ? ranked.filter((r) => {
            const rel = cursor.relevance ?? 0;
            if (r.relevance !== rel) return r.relevance < rel;
            if (r.pulseScore !== cursor.pulseScore) return r.pulseScore < cursor.pulseScore;
            return r.id < cursor.id;
          })
        : ranked;
      const page = after.slice(0, query.limit);
      const last = page[page.length - 1];
      const nextCursor =
        after.length > query.limit && last
          ? encodeSearchCursor({ pulseScore: last.pulseScore, id: last.id, relevance: last.relevance })
          : null;
      return { items: await cards(page), nextCursor };
    },

    /** Invite All: the shortlisted creatives to one of the partner's open briefs; each new one is notified. */
    async invite(userId: string, briefId: string, body: InviteCreativesRequest): Promise<InviteCreativesResponse> {
      const me = await partner(userId, INVITE_MESSAGES.partnersOnly);
      const brief = await repo.findOwnBrief(briefId, me.id);
      if (!brief) throw new AppError('not_found', BRIEF_NOT_FOUND_MESSAGE);
      if (!INVITABLE_STATUSES.has(brief.status)) throw new AppError('conflict', INVITE_MESSAGES.briefNotOpen);
      const ids = [...new Set(body.creatorIds)];
      const creators = await repo.approvedCreators(ids);
      const known = new Set(creators.map((c) => c.id));
      if (ids.some((id) => !known.has(id))) {
        throw new AppError('validation_failed', INVITE_MESSAGES.unknownCreatives, {
          creatorIds: INVITE_MESSAGES.unknownCreatives,
        });
      }
      // No invites either way between a partner and a creative when one blocked the other (decision 050).
      const blocked = new Set(await repo.blockedIdsOf(me.id));
      const refused = creators.find((c) => blocked.has(c.id));
      if (refused) throw new AppError('forbidden', cannotInviteMessage(refused.name));
      // A Booked creative takes no new briefs (spec part 2, section 4), whether invited alone or in a shortlist.
      const booked = creators.find((c) => c.availability === 'booked');
      if (booked) throw new AppError('conflict', bookedMessage(booked.name));
      const brand = await repo.brandName(me.id);
      const message = body.message ?? '';
      const invited = await repo.transaction(async (tx) => {
        const fresh = await tx.insertInvitations(brief.id, ids, me.id, message);
        await tx.notifyInvitees(fresh, {
          kind: 'brief_invitation',
          title: `${brand} invited you to a brief`,
          body: brief.title,
          link: '/creator',
        });
        return fresh.length;
      });
      return { briefId: brief.id, briefTitle: brief.title, invited, alreadyInvited: ids.length - invited };
    },

    async myInvitations(userId: string): Promise<MyInvitationsResponse> {
      const rows = await repo.invitationsOf(userId, INVITATIONS_SHOWN);
      return {
        items: rows.map((r) => ({
          ...r,
          briefStatus: r.briefStatus,
          invitedAt: r.invitedAt.toISOString(),
        })),
      };
    },

    /**
     * Discover Pairings: creatives ranked by the matching engine against each of the partner's open briefs
     * (a creative's best brief counts), or against their stated preferences when they have none open.
     */
    async pairings(userId: string): Promise<BrandDiscoverResponse> {
      const me = await partner(userId, SEARCH_MESSAGES.partnersOnly);
      const open = await repo.openBriefsOf(me.id);
      const briefs: { ref: BrandPairing['brief']; brief: MatchBrief }[] =
        open.length > 0
          ? open.map((b) => ({
              ref: { id: b.id, title: b.title },
              brief: {
                tags: b.tags,
                category: b.category,
                usageType: b.usageType,
                budgetMinCents: b.budgetMinCents,
                budgetMaxCents: b.budgetMaxCents,
              },
            }))
          : [{ ref: null, brief: preferenceBrief(await repo.partnerPreferences(me.id)) }];
      const tagKeys = [...new Set(briefs.flatMap((b) => b.brief.tags.map((t) => t.toLowerCase())))];
      const blocked = new Set(await repo.blockedIdsOf(me.id));
      const rows = (await repo.pairingCandidates(tagKeys, PAIRING_CANDIDATES)).filter((r) => !blocked.has(r.id));
      const scored = rows.map((row) => {
        let best: { ref: BrandPairing['brief']; match: ReturnType<typeof withReputation> } | null = null;
        for (const { ref, brief } of briefs) {
          // Partners rank creatives with their reviews as a fifth part (decision 035).
          const match = withReputation(scoreMatch(brief, candidateOf(row)), {
            average: row.reviewRating / 100,
            count: row.reviewCount,
          });
          if (!best || match.score > best.match.score) best = { ref, match };
        }
        return { row, best: best! };
      });
      scored.sort(
        (a, b) =>
          b.best.match.score - a.best.match.score ||
          b.row.authenticityScore - a.row.authenticityScore ||
          a.row.id.localeCompare(b.row.id),
      );
      const top = scored.slice(0, BRAND_DISCOVER_LIMIT);
      // Nothing to score against yet (no open brief, no stated needs): the engine's "any creative fits" would
      // read as praise; say what the order is instead.
      const nothingToMatch = open.length === 0 && briefs.every(({ brief }) => brief.tags.length === 0);
      const creatives = await cards(top.map((s) => s.row));
      return {
        briefsUsed: open.length,
        items: top.map((s, i) => ({
          creative: creatives[i]!,
          matchScore: s.best.match.score,
          scoreParts: s.best.match.parts,
          reason: nothingToMatch ? NO_BRIEF_REASON : s.best.match.reason,
          brief: s.best.ref,
        })),
      };
    },

    /** A creative's recent work for its generated cover; 404 for unknown creatives or works. */
    async work(id: string, index: number): Promise<{ title: string; seed: string }> {
      const row = await repo.findCreatorWorks(id);
      const work = row?.recentWork[index];
      if (!row || !work) throw new AppError('not_found', 'Work not found');
      return { title: work.title, seed: id };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
