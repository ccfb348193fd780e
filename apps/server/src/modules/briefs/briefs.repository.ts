import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerProfiles } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { creatorProfiles } from '../../db/schema/creators';
import { snippets } from '../../db/schema/media';
import { rolePreferences } from '../../db/schema/onboarding';
import { deals, submissions } from '../../db/schema/submissions';
import { textList } from '../../db/sql-lists';
import { mediaJsonSql } from '../creators/works.repository';
import { approvedCreator } from '../discovery/discovery.repository';
import { notBlockedWithSql } from '../safety/safety.repository';

export type BriefRow = typeof briefs.$inferSelect;
export type BriefWithCount = BriefRow & { matchCount: number };
export type SnippetRow = typeof snippets.$inferSelect;
export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;

/** The number of submissions of a brief, as a correlated subquery (indexed by brief). */
const matchCount = sql<number>`(select count(*)::int from submissions s where s.brief_id = "briefs"."id")`.as(
  'match_count',
);

/** The weekly recommendations answer lives beside the collaborator quiz's answers (decision: briefs). */
export const WEEKLY_RECS_KEY = 'weekly_recommendations';

/** SQL of briefs, the matches a brief's owner reviews, and the candidates the matching engine scores. */
function queries(db: Db) {
  return {
    async findUser(id: string) {
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          role: user.role,
          brandStatus: user.brandStatus,
          creatorStatus: user.creatorStatus,
        })
        .from(user)
        .where(eq(user.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertBrief(row: typeof briefs.$inferInsert): Promise<BriefRow> {
      const [created] = await db.insert(briefs).values(row).returning();
      return created!;
    },

    /** The owner's briefs of every kind and status, newest first. */
    listOwn(ownerId: string): Promise<BriefWithCount[]> {
      return db
        .select({ ...briefColumns(), matchCount })
        .from(briefs)
        .where(eq(briefs.ownerId, ownerId))
        .orderBy(desc(briefs.createdAt), desc(briefs.id));
    },

    /** Only the owner's brief: another user's id reads as missing. */
    async findOwn(id: string, ownerId: string): Promise<BriefWithCount | null> {
      const rows = await db
        .select({ ...briefColumns(), matchCount })
        .from(briefs)
        .where(and(eq(briefs.id, id), eq(briefs.ownerId, ownerId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Moves a brief from one of `from` to `to`; null when it was in none of them. */
    async moveStatus(id: string, from: readonly BriefRow['status'][], to: BriefRow['status']) {
      const rows = await db
        .update(briefs)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(briefs.id, id), inArray(briefs.status, [...from])))
        .returning({ id: briefs.id });
      return rows[0] ?? null;
    },

    /** A brief's matches with the creative, the snippet and its media, and the deal a license opened. */
    listMatches(briefId: string, submissionId?: string) {
      const conditions: SQL[] = [eq(submissions.briefId, briefId)];
      if (submissionId) conditions.push(eq(submissions.id, submissionId));
      return db
        .select({
          submission: submissions,
          creatorName: user.name,
          profile: creatorProfiles,
          snippet: snippets,
          // The submitted snippet's file with its variants: the partner plays it before shortlisting or licensing.
          snippetMedia: mediaJsonSql(snippets.mediaId),
          deal: { id: deals.id, status: deals.status, amountCents: deals.amountCents },
        })
        .from(submissions)
        .innerJoin(user, eq(user.id, submissions.creatorId))
        .leftJoin(creatorProfiles, eq(creatorProfiles.userId, submissions.creatorId))
        .leftJoin(snippets, eq(snippets.id, submissions.snippetId))
        .leftJoin(deals, eq(deals.submissionId, submissions.id))
        .where(and(...conditions))
        .orderBy(desc(submissions.matchScore), asc(submissions.submittedAt));
    },

    /**
     * Open licensing briefs (open or matched) of other partners, newest first, with the brand's name: not ones
     * Pulse removed, nor a suspended partner's, nor a partner's the creative (`excludeOwnerId`) has a block
     * with either way (decision 050).
     */
    listOpenBriefs(excludeOwnerId: string, limit: number) {
      return db
        .select({
          ...briefColumns(),
          matchCount,
          brand: sql<string>`coalesce(nullif(${partnerProfiles.company}, ''), ${user.name})`,
        })
        .from(briefs)
        .innerJoin(user, eq(user.id, briefs.ownerId))
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, briefs.ownerId))
        .where(
          and(
            eq(briefs.kind, 'licensing'),
            inArray(briefs.status, ['open', 'matched']),
            ne(briefs.ownerId, excludeOwnerId),
            isNull(briefs.hiddenAt),
            isNull(user.suspendedAt),
            notBlockedWithSql(excludeOwnerId, briefs.ownerId),
          ),
        )
        .orderBy(desc(briefs.createdAt))
        .limit(limit);
    },

    async findCreatorProfile(userId: string): Promise<CreatorProfileRow | null> {
      const rows = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    snippetsOf(creatorIds: readonly string[]): Promise<SnippetRow[]> {
      if (creatorIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(snippets)
        .where(inArray(snippets.creatorId, [...creatorIds]))
        .orderBy(desc(snippets.createdAt));
    },

    /** The caller's submissions among `briefIds`. */
    submissionsOf(creatorId: string, briefIds: readonly string[]) {
      if (briefIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: submissions.id,
          briefId: submissions.briefId,
          status: submissions.status,
          matchScore: submissions.matchScore,
        })
        .from(submissions)
        .where(and(eq(submissions.creatorId, creatorId), inArray(submissions.briefId, [...briefIds])));
    },

    /**
     * Approved creatives sharing most of `tagKeys` (GIN-indexed overlap), then the most co-signed: the
     * candidates the matching engine scores for a match preview.
     */
    previewCandidates(tagKeys: readonly string[], limit: number) {
      // A bare constant in ORDER BY reads as a column position, so no tags means no overlap term at all.
      const byOverlap =
        tagKeys.length > 0
          ? [
              desc(
                sql<number>`cardinality(array(select unnest(${creatorProfiles.tagKeys}) intersect select unnest(${textList(tagKeys)})))`,
              ),
            ]
          : [];
      return db
        .select({ name: user.name, profile: creatorProfiles })
        .from(creatorProfiles)
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(approvedCreator)
        .orderBy(...byOverlap, desc(creatorProfiles.cosigns), asc(creatorProfiles.userId))
        .limit(limit);
    },

    async findWeeklyRecs(userId: string): Promise<unknown> {
      const rows = await db
        .select({ preferences: rolePreferences.preferences })
        .from(rolePreferences)
        .where(and(eq(rolePreferences.userId, userId), eq(rolePreferences.kind, 'collaborator')))
        .limit(1);
      return rows[0]?.preferences[WEEKLY_RECS_KEY] ?? null;
    },

    /** Merged into the collaborator's preferences; the quiz's own reads ignore keys it does not know. */
    async saveWeeklyRecs(userId: string, choice: string): Promise<void> {
      await db
        .insert(rolePreferences)
        .values({ userId, kind: 'collaborator', preferences: { [WEEKLY_RECS_KEY]: choice } })
        .onConflictDoUpdate({
          target: [rolePreferences.userId, rolePreferences.kind],
          set: { preferences: sql`${rolePreferences.preferences} || excluded.preferences`, updatedAt: sql`now()` },
        });
    },
  };
}
type Queries = ReturnType<typeof queries>;

export function createBriefsRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction with queries bound to it. */
    transaction<T>(fn: (tx: Queries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx as unknown as Db)));
    },
  };
}
export type BriefsRepository = ReturnType<typeof createBriefsRepository>;

function briefColumns() {
  return getTableColumns(briefs);
}
