import type { DiscoverCategory } from '@pulse/domain/discover';
import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { textList } from '../../db/sql-lists';
import { leadWorkSql, type RawWork } from '../creators/works.repository';
import { notAmongSql } from '../safety/safety.repository';
import { type RawVerifiedStudent, verifiedStudentSql } from '../student-status/student-status.repository';

/**
 * Exactly the columns a card shows: selecting whole rows would also carry the search document and tag keys,
 * which cost more to read (on PGlite, in JavaScript) than the card itself.
 */
export const creatorCardColumns = {
  userId: creatorProfiles.userId,
  raceGender: creatorProfiles.raceGender,
  age: creatorProfiles.age,
  location: creatorProfiles.location,
  niche: creatorProfiles.niche,
  focus: creatorProfiles.focus,
  look: creatorProfiles.look,
  snippet: creatorProfiles.snippet,
  cosigns: creatorProfiles.cosigns,
  authenticityScore: creatorProfiles.authenticityScore,
  recentUploads: creatorProfiles.recentUploads,
  engagement: creatorProfiles.engagement,
  vibeTags: creatorProfiles.vibeTags,
  gear: creatorProfiles.gear,
  recentWork: creatorProfiles.recentWork,
  collaborationRateCents: creatorProfiles.collaborationRateCents,
  availability: creatorProfiles.availability,
  preferredBrands: creatorProfiles.preferredBrands,
  bio: creatorProfiles.bio,
  category: creatorProfiles.category,
  portfolio: creatorProfiles.portfolio,
  /**
   * The lead work (newest ready snippet) with its media, read in the card's own statement: one subquery per
   * card returned, no extra round trip for the page (issue 17 item 2).
   */
  leadWork: leadWorkSql(creatorProfiles.userId),
  /** The "Verified student" badge (decision 052): a probe of student_statuses' primary key per card. */
  verifiedStudent: verifiedStudentSql(creatorProfiles.userId),
};

export type CreatorCardRow = Pick<
  typeof creatorProfiles.$inferSelect,
  Exclude<keyof typeof creatorCardColumns, 'leadWork' | 'verifiedStudent'>
> & { leadWork: RawWork | null; verifiedStudent: RawVerifiedStudent | null };

export interface CreatorFilter {
  category?: DiscoverCategory;
  /** Lower-cased tag keys; a creator matches with any one of them. */
  tagKeys?: readonly string[];
  /** Creatives the viewer blocked or was blocked by (decision 050): left out. */
  excludeIds?: readonly string[];
}

/** Only approved creatives are public (DESIGN 5.1), and never a suspended account (decision 050). */
export const approvedCreator = and(
  eq(user.role, 'creator'),
  eq(user.creatorStatus, 'approved'),
  isNull(user.suspendedAt),
);

function filterConditions(filter: CreatorFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(creatorProfiles.category, filter.category));
  if (filter.tagKeys && filter.tagKeys.length > 0) {
    conditions.push(sql`${creatorProfiles.tagKeys} && ${textList(filter.tagKeys)}`);
  }
  const excluded = notAmongSql(creatorProfiles.userId, filter.excludeIds ?? []);
  if (excluded) conditions.push(excluded);
  return conditions;
}

export function createDiscoveryRepository(db: Db) {
  return {
    /** Approved creatives in id order, after `afterId` (keyset pagination), filtered. */
    listApprovedCreators(limit: number, afterId?: string, filter: CreatorFilter = {}) {
      const conditions = [approvedCreator as SQL, ...filterConditions(filter)];
      // The cursor bounds both sides of the join so each index scan starts at the cursor, not the first row.
      if (afterId) conditions.push(gt(creatorProfiles.userId, afterId), gt(user.id, afterId));
      return db
        .select({ name: user.name, profile: creatorCardColumns })
        .from(creatorProfiles)
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(and(...conditions))
        .orderBy(asc(creatorProfiles.userId))
        .limit(limit);
    },

    async countApprovedCreators(filter: CreatorFilter = {}): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(creatorProfiles)
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(and(approvedCreator, ...filterConditions(filter)));
      return row?.n ?? 0;
    },

    /** The most used vibe tags among approved creatives, one spelling each. */
    async topTags(limit: number): Promise<string[]> {
      const result = await db.execute(sql`
        select min(t) as tag
        from ${creatorProfiles} p
        join ${user} u on u.id = p.user_id
        cross join lateral unnest(p.vibe_tags) as t
        where u.role = 'creator' and u.creator_status = 'approved' and u.suspended_at is null
        group by lower(t)
        order by count(*) desc, lower(t)
        limit ${limit}`);
      return (result as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag);
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
