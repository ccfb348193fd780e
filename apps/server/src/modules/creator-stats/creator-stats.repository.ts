import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textList } from '../../db/sql-lists';

/**
 * The numbers a card shows, earned from behaviour (issue 34 item 1, decision 060). The database function
 * `refresh_creator_stats` (migration 0035) counts them from rows: triggers on co-signs, saves, piece co-signs,
 * works and messages call it in the statement that wrote them; these call it for the rows time has changed.
 */
export function createCreatorStatsRepository(db: Db) {
  return {
    /** Recounts these creatives' figures as of `at`; how many profiles changed. */
    async refresh(creatorIds: readonly string[], at: Date = new Date()): Promise<number> {
      if (creatorIds.length === 0) return 0;
      const result = await db.execute(
        sql`select refresh_creator_stats(${textList(creatorIds)}, ${at.toISOString()}::timestamptz) as n`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },

    /**
     * Recounts up to `limit` creatives whose `stats_due_at` has come (a work left the 30 days, a question passed
     * its 24 hours unanswered), oldest first, in one statement; how many were due. The partial index
     * creator_profiles_stats_due_idx holds only rows that have such a moment.
     */
    async refreshDue(at: Date = new Date(), limit = 500): Promise<number> {
      const result = await db.execute(sql`
        with due as (
          select array(select user_id from creator_profiles
                        where stats_due_at <= ${at.toISOString()}::timestamptz
                        order by stats_due_at limit ${limit}) as ids)
        select cardinality(ids) as n, refresh_creator_stats(ids, ${at.toISOString()}::timestamptz) as changed
          from due`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },
  };
}
export type CreatorStatsRepository = ReturnType<typeof createCreatorStatsRepository>;
