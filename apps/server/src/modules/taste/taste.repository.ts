import type { ScorableCreator } from '@pulse/domain/micro-calibration';
import { tagKey } from '@pulse/domain/tags';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { tasteProfiles } from '../../db/schema/taste';
import { type CreatorCardRow, creatorCardColumns } from '../discovery/discovery.repository';

export type TasteRow = typeof tasteProfiles.$inferSelect;
export type TastePatch = Partial<Omit<TasteRow, 'userId' | 'updatedAt'>>;

/** Public creatives: approved, never suspended (decision 050). */
const approvedCreator = and(eq(user.role, 'creator'), eq(user.creatorStatus, 'approved'), isNull(user.suspendedAt));

/**
 * The micro-calibration score in SQL: 1 for every answer with a tag among the creator's tags (`tags`, in
 * lower case). It mirrors `scoreCreators` in @pulse/domain so the database hands over the best candidates
 * instead of every creator.
 */
function answerScore(tags: SQL.Aliased<string[]>, answers: readonly (readonly string[])[]): SQL {
  return sql.join(
    answers.map(
      (answer) =>
        sql`(${tags} && array[${sql.join(
          answer.map((t) => sql`${tagKey(t)}`),
          sql`, `,
        )}]::text[])::int`,
    ),
    sql` + `,
  );
}

export interface TasteRepository {
  find(userId: string): Promise<TasteRow | null>;
  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: TasteRepository) => Promise<T>): Promise<T>;
  /** The user's row, created empty when missing, locked until the transaction ends. */
  lockForUpdate(userId: string): Promise<TasteRow>;
  update(userId: string, patch: TastePatch): Promise<TasteRow>;
  /**
   * Approved creatives ordered by the number of answers that point to them, then by id (byte order, as
   * JavaScript compares ids): the first `limit` candidates for the domain's scoring.
   */
  rankCreatorCandidates(answers: readonly (readonly string[])[], limit: number): Promise<ScorableCreator[]>;
  /** The approved creatives among `ids` (any order), with the fields of a creator card. */
  findApprovedCreators(ids: readonly string[]): Promise<{ name: string; profile: CreatorCardRow }[]>;
}

export function createTasteRepository(db: Db): TasteRepository {
  return {
    async find(userId) {
      const rows = await db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    transaction(fn) {
      return db.transaction((tx) => fn(createTasteRepository(tx as unknown as Db)));
    },

    async lockForUpdate(userId) {
      await db.insert(tasteProfiles).values({ userId }).onConflictDoNothing();
      const rows = await db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, userId)).for('update');
      return rows[0]!;
    },

    async update(userId, patch) {
      const rows = await db
        .update(tasteProfiles)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(tasteProfiles.userId, userId))
        .returning();
      return rows[0]!;
    },

    rankCreatorCandidates(answers, limit) {
      // Each creator's tags are lowered once (a lateral subquery), not once per answer.
      const lowered = db
        .select({ tags: sql<string[]>`coalesce(array_agg(lower(trim(t))), '{}'::text[])`.as('tags') })
        .from(sql`unnest(${creatorProfiles.vibeTags}) as t`)
        .as('lowered');
      return (
        db
          .select({ id: creatorProfiles.userId, vibeTags: creatorProfiles.vibeTags })
          .from(creatorProfiles)
          .innerJoin(user, eq(user.id, creatorProfiles.userId))
          .crossJoinLateral(lowered)
          .where(approvedCreator)
          // No answers: every score is 0 (and a bare 0 would mean "column 0" to ORDER BY).
          .orderBy(
            ...(answers.length > 0 ? [desc(answerScore(lowered.tags, answers))] : []),
            asc(sql`${creatorProfiles.userId} collate "C"`),
          )
          .limit(limit)
      );
    },

    async findApprovedCreators(ids) {
      if (ids.length === 0) return [];
      return db
        .select({ name: user.name, profile: creatorCardColumns })
        .from(creatorProfiles)
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(and(approvedCreator, inArray(creatorProfiles.userId, [...ids])));
    },
  };
}
