import {
  anyFacets,
  type BrandFilters,
  isFullRange,
  minRatingThreshold,
  PRICE_RANGE,
  RESPONSE_RATE_RANGE,
  requiredFacets,
  type SearchCursor,
} from '@pulse/domain/creator-search';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerProfiles } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { creatorProfiles } from '../../db/schema/creators';
import { follows } from '../../db/schema/discovery';
import { briefInvitations } from '../../db/schema/messaging';
import { rolePreferences } from '../../db/schema/onboarding';
import { textList } from '../../db/sql-lists';
import { createWorksRepository } from '../creators/works.repository';
import { approvedCreator } from '../discovery/discovery.repository';
import { notifyMany, TxEffects } from '../messaging/notifications';
import { blockedIdsOf, notAmongSql, notBlockedWithSql } from '../safety/safety.repository';
import { isVerifiedStudentSql } from '../student-status/student-status.repository';

/** Exactly what a search card and the matching engine read (never the search document itself). */
const cardColumns = {
  id: creatorProfiles.userId,
  name: user.name,
  creatorStatus: user.creatorStatus,
  category: creatorProfiles.category,
  location: creatorProfiles.location,
  niche: creatorProfiles.niche,
  focus: creatorProfiles.focus,
  bio: creatorProfiles.bio,
  vibeTags: creatorProfiles.vibeTags,
  authenticityScore: creatorProfiles.authenticityScore,
  reviewRating: creatorProfiles.reviewRating,
  reviewCount: creatorProfiles.reviewCount,
  responseRate: creatorProfiles.responseRate,
  responseMinutes: creatorProfiles.responseMinutes,
  engagement: creatorProfiles.engagement,
  recentUploads: creatorProfiles.recentUploads,
  collaborationRateCents: creatorProfiles.collaborationRateCents,
  rates: creatorProfiles.rates,
  recentWork: creatorProfiles.recentWork,
  availability: creatorProfiles.availability,
  field: creatorProfiles.field,
  languages: creatorProfiles.languages,
  region: creatorProfiles.region,
  diversityMarkers: creatorProfiles.diversityMarkers,
  collaborationTypes: creatorProfiles.collaborationTypes,
  postingFrequency: creatorProfiles.postingFrequency,
};
/**
 * The WHERE of a search: approved creatives, the text (word prefixes, GIN on search_document), the option
 * filters as facets (all of the single-valued ones, any of the diversity markers; GIN on search_facets) and
 * the two ranges. A range over the whole slider filters nothing; a narrowed response rate leaves out creatives
 * without one yet (decision 060). `excludeIds`: the partner's blocks either way (decision 050).
 */
function searchConditions(filters: BrandFilters, tsQuery: string | null, excludeIds: readonly string[]): SQL[] {
  const conditions: SQL[] = [approvedCreator as SQL];
  const excluded = notAmongSql(creatorProfiles.userId, excludeIds);
  if (excluded) conditions.push(excluded);
  if (tsQuery !== null) conditions.push(sql`${creatorProfiles.searchDocument} @@ to_tsquery('simple', ${tsQuery})`);
  const all = requiredFacets(filters);
  if (all.length > 0) conditions.push(sql`${creatorProfiles.searchFacets} @> ${textList(all)}`);
  const any = anyFacets(filters);
  if (any.length > 0) conditions.push(sql`${creatorProfiles.searchFacets} && ${textList(any)}`);
  if (!isFullRange(filters.priceRange, PRICE_RANGE)) {
    const [min, max] = filters.priceRange;
    conditions.push(sql`${creatorProfiles.collaborationRateCents} between ${min * 100} and ${max * 100}`);
  }
  if (!isFullRange(filters.responseRate, RESPONSE_RATE_RANGE)) {
    const [min, max] = filters.responseRate;
    conditions.push(sql`${creatorProfiles.responseRate} between ${min}::int and ${max}::int`);
  }
  // Rated at least this, as shown to one decimal, by at least one review (decision 035).
  if (filters.minRating !== null) {
    conditions.push(sql`${creatorProfiles.reviewCount} > 0`);
    conditions.push(sql`${creatorProfiles.reviewRating} >= ${minRatingThreshold(filters.minRating)}`);
  }
  // Verified students only (decision 052): a probe of student_statuses' primary key per candidate.
  if (filters.verifiedStudents) conditions.push(isVerifiedStudentSql(creatorProfiles.userId));
  return conditions;
}

/** Search, Invite All, a creative's invitations and the partner's pairings: SQL only. */
function queries(db: Db) {
  return {
    ...createWorksRepository(db),
    /** Everyone the user blocked or was blocked by (decision 050). */
    blockedIdsOf: (userId: string) => blockedIdsOf(db, userId),
    async findUser(id: string) {
      const rows = await db
        .select({ id: user.id, name: user.name, role: user.role, brandStatus: user.brandStatus })
        .from(user)
        .where(eq(user.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * One page, highest Pulse Score first, then id (both descending): the keyset `(score, id) < cursor` reads
     * the (authenticity_score, user_id) index from the cursor on, and a creative added meanwhile lands in
     * exactly one place of the order, never shifting a page the partner already has.
     */
    search(
      filters: BrandFilters,
      tsQuery: string | null,
      cursor: SearchCursor | null,
      limit: number,
      excludeIds: readonly string[] = [],
    ) {
      const conditions = searchConditions(filters, tsQuery, excludeIds);
      if (filters.sort === 'rating') {
        // Top rated: the cached Bayesian rating, then how many reviews back it, then id; keyset on all three
        // (the creator_profiles_rating_idx index).
        if (cursor?.rating) {
          conditions.push(
            sql`(${creatorProfiles.reviewRating}, ${creatorProfiles.reviewCount}, ${creatorProfiles.userId}) < (${cursor.rating.hundredths}::int, ${cursor.rating.count}::int, ${cursor.id}::text)`,
          );
        }
        return db
          .select(cardColumns)
          .from(creatorProfiles)
          .innerJoin(user, eq(user.id, creatorProfiles.userId))
          .where(and(...conditions))
          .orderBy(desc(creatorProfiles.reviewRating), desc(creatorProfiles.reviewCount), desc(creatorProfiles.userId))
          .limit(limit);
      }
      if (cursor) {
        conditions.push(
          sql`(${creatorProfiles.authenticityScore}, ${creatorProfiles.userId}) < (${cursor.pulseScore}::int, ${cursor.id}::text)`,
        );
      }
      return db
        .select(cardColumns)
        .from(creatorProfiles)
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(and(...conditions))
        .orderBy(desc(creatorProfiles.authenticityScore), desc(creatorProfiles.userId))
        .limit(limit);
    },

    async followersOf(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: follows.creatorId, n: count() })
        .from(follows)
        .where(inArray(follows.creatorId, [...ids]))
        .groupBy(follows.creatorId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    /** A creative's name and recent works (for the generated covers); null unless an approved creative. */
    async findCreatorWorks(id: string) {
      const rows = await db
        .select({ name: user.name, recentWork: creatorProfiles.recentWork })
        .from(creatorProfiles)
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(and(eq(creatorProfiles.userId, id), approvedCreator))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Only the owner's brief: another partner's reads as missing. */
    async findOwnBrief(id: string, ownerId: string) {
      const rows = await db
        .select({ id: briefs.id, title: briefs.title, status: briefs.status })
        .from(briefs)
        .where(and(eq(briefs.id, id), eq(briefs.ownerId, ownerId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The ids among `ids` that are approved creatives. */
    /** The approved creatives among `ids`, with their availability (a Booked one takes no briefs). */
    async approvedCreators(ids: readonly string[]): Promise<{ id: string; name: string; availability: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: user.id, name: user.name, availability: creatorProfiles.availability })
        .from(user)
        .innerJoin(creatorProfiles, eq(creatorProfiles.userId, user.id))
        .where(and(inArray(user.id, [...ids]), approvedCreator));
    },

    /** Inserts the invitations not there yet; returns the creatives newly invited. */
    async insertInvitations(briefId: string, creatorIds: readonly string[], invitedBy: string, message: string) {
      if (creatorIds.length === 0) return [];
      const rows = await db
        .insert(briefInvitations)
        .values(creatorIds.map((creatorId) => ({ briefId, creatorId, invitedBy, message })))
        .onConflictDoNothing()
        .returning({ creatorId: briefInvitations.creatorId });
      return rows.map((r) => r.creatorId);
    },

    /** One notification per invitee, pushed live to their open tabs when the transaction commits. */
    async notifyInvitees(
      creatorIds: readonly string[],
      notice: { kind: string; title: string; body: string; link: string },
    ): Promise<void> {
      const effects = new TxEffects();
      await notifyMany(db, effects, creatorIds, notice);
      await effects.flush(db);
    },

    /** The brand a partner shows as: the company from their application, else their name. */
    async brandName(ownerId: string): Promise<string> {
      const rows = await db
        .select({ brand: sql<string>`coalesce(nullif(${partnerProfiles.company}, ''), ${user.name})` })
        .from(user)
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, user.id))
        .where(eq(user.id, ownerId))
        .limit(1);
      return rows[0]?.brand ?? '';
    },

    /**
     * Invitations addressed to a creative, newest first, with the brief and the brand; not from a partner either
     * side blocked, a suspended one, or for a brief Pulse removed (decision 050).
     */
    invitationsOf(creatorId: string, limit: number) {
      return db
        .select({
          briefId: briefs.id,
          briefTitle: briefs.title,
          briefStatus: briefs.status,
          description: briefs.description,
          tags: briefs.tags,
          usageType: briefs.usageType,
          budgetMinCents: briefs.budgetMinCents,
          budgetMaxCents: briefs.budgetMaxCents,
          deadline: briefs.deadline,
          brand: sql<string>`coalesce(nullif(${partnerProfiles.company}, ''), ${user.name})`,
          message: briefInvitations.message,
          invitedAt: briefInvitations.createdAt,
        })
        .from(briefInvitations)
        .innerJoin(briefs, eq(briefs.id, briefInvitations.briefId))
        .innerJoin(user, eq(user.id, briefs.ownerId))
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, briefs.ownerId))
        .where(
          and(
            eq(briefInvitations.creatorId, creatorId),
            isNull(briefs.hiddenAt),
            isNull(user.suspendedAt),
            notBlockedWithSql(creatorId, briefs.ownerId),
          ),
        )
        .orderBy(desc(briefInvitations.createdAt), asc(briefs.id))
        .limit(limit);
    },

    /** The partner's briefs creatives can still answer (open or matched licensing, posted projects). */
    openBriefsOf(ownerId: string) {
      return db
        .select({
          id: briefs.id,
          title: briefs.title,
          tags: briefs.tags,
          category: briefs.category,
          usageType: briefs.usageType,
          budgetMinCents: briefs.budgetMinCents,
          budgetMaxCents: briefs.budgetMaxCents,
        })
        .from(briefs)
        .where(and(eq(briefs.ownerId, ownerId), inArray(briefs.status, ['open', 'matched', 'posted'])))
        .orderBy(desc(briefs.createdAt))
        .limit(20);
    },

    /** What the partner told us: their application's needs and the collaborator quiz's budget answer. */
    async partnerPreferences(ownerId: string): Promise<{ needs: string; budgetRange: string | null }> {
      const [profile, prefs] = await Promise.all([
        db.select({ needs: partnerProfiles.needs }).from(partnerProfiles).where(eq(partnerProfiles.userId, ownerId)),
        db
          .select({ preferences: rolePreferences.preferences })
          .from(rolePreferences)
          .where(and(eq(rolePreferences.userId, ownerId), eq(rolePreferences.kind, 'collaborator'))),
      ]);
      const budget = prefs[0]?.preferences.budget_range;
      return { needs: profile[0]?.needs ?? '', budgetRange: typeof budget === 'string' ? budget : null };
    },

    /**
     * Candidates for pairings: approved creatives sharing most of `tagKeys` (the GIN-indexed tag keys), then
     * the highest Pulse Score; the matching engine ranks them after.
     */
    pairingCandidates(tagKeys: readonly string[], limit: number) {
      const order = [desc(creatorProfiles.authenticityScore), desc(creatorProfiles.userId)];
      // (A bare `0` would read as a column position: no tags, no overlap term.)
      if (tagKeys.length > 0) {
        order.unshift(
          desc(
            sql`cardinality(array(select unnest(${creatorProfiles.tagKeys}) intersect select unnest(${textList(tagKeys)})))`,
          ),
        );
      }
      return db
        .select(cardColumns)
        .from(creatorProfiles)
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(approvedCreator)
        .orderBy(...order)
        .limit(limit);
    },
  };
}
type Queries = ReturnType<typeof queries>;
export type SearchCardRow = Awaited<ReturnType<Queries['search']>>[number];

export function createSearchRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction with queries bound to it. */
    transaction<T>(fn: (tx: Queries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx as unknown as Db)));
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
