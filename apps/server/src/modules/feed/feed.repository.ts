import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { creatorReactions, tasteEvents } from '../../db/schema/discovery';
import { tasteProfiles } from '../../db/schema/taste';
import { creatorCardColumns } from '../discovery/creator-card';
import { approvedCreator, joinKeys, placeholderArray } from '../discovery/discovery.repository';
import { blockedIdsOf } from '../safety/safety.repository';

export type TasteEventRow = typeof tasteEvents.$inferSelect;
/** What For You's Taste DNA line and insight read of a calibration. */
export type CalibrationVerdict = Pick<TasteEventRow, 'creatorId' | 'action' | 'tags'>;
export type NewTasteEvent = typeof tasteEvents.$inferInsert;

function createFeedQueries(db: Db) {
  const cards = () =>
    db
      .select({ name: user.name, profile: creatorCardColumns })
      .from(creatorProfiles)
      .innerJoin(user, eq(user.id, creatorProfiles.userId));

  return {
    /** Everyone the fan blocked or was blocked by (decision 050). */
    blockedIdsOf: (userId: string) => blockedIdsOf(db, userId),

    findTaste(userId: string) {
      return db
        .select()
        .from(tasteProfiles)
        .where(eq(tasteProfiles.userId, userId))
        .then((rows) => rows[0] ?? null);
    },

    /** Creates the row on first use (a fan may co-sign before taking any quiz). */
    async saveTagWeights(userId: string, tagWeights: Record<string, number>) {
      await db
        .insert(tasteProfiles)
        .values({ userId, tagWeights })
        .onConflictDoUpdate({ target: tasteProfiles.userId, set: { tagWeights, updatedAt: new Date() } });
    },

    /** Serialises one fan's feedback so two quick taps cannot both count as the first co-sign. */
    async lockTaste(userId: string) {
      await db.insert(tasteProfiles).values({ userId }).onConflictDoNothing();
      await db
        .select({ id: tasteProfiles.userId })
        .from(tasteProfiles)
        .where(eq(tasteProfiles.userId, userId))
        .for('update');
    },

    findApprovedCreator(creatorId: string) {
      return cards()
        .where(and(approvedCreator, eq(creatorProfiles.userId, creatorId)))
        .then((rows) => rows[0] ?? null);
    },

    /** Full cards for these ids (any order). */
    findCards(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return cards().where(inArray(creatorProfiles.userId, [...ids]));
    },

    /** Every creator the fan co-signed or skipped (the primary key's prefix). */
    reactedCreatorIds(userId: string) {
      return db
        .select({ id: creatorReactions.creatorId })
        .from(creatorReactions)
        .where(eq(creatorReactions.userId, userId))
        .then((rows) => rows.map((r) => r.id));
    },

    findReaction(userId: string, creatorId: string) {
      return db
        .select({ action: creatorReactions.action })
        .from(creatorReactions)
        .where(and(eq(creatorReactions.userId, userId), eq(creatorReactions.creatorId, creatorId)))
        .then((rows) => rows[0]?.action ?? null);
    },

    async setReaction(userId: string, creatorId: string, action: 'cosign' | 'skip') {
      await db
        .insert(creatorReactions)
        .values({ userId, creatorId, action })
        .onConflictDoUpdate({
          target: [creatorReactions.userId, creatorReactions.creatorId],
          set: { action, createdAt: new Date() },
        });
    },

    /**
     * The card's co-sign count: the database counts it from the co-sign reactions in the statement that wrote
     * them (refresh_creator_stats, decision 060), so this only reads it back.
     */
    async cosignsOf(creatorId: string): Promise<number> {
      const [row] = await db
        .select({ cosigns: creatorProfiles.cosigns })
        .from(creatorProfiles)
        .where(eq(creatorProfiles.userId, creatorId));
      return row?.cosigns ?? 0;
    },

    insertEvent(event: NewTasteEvent) {
      return db
        .insert(tasteEvents)
        .values(event)
        .returning()
        .then((rows) => rows[0] as TasteEventRow);
    },

    /** The fan's calibrations, oldest first (the profile is rebuilt from them). */
    eventsOldestFirst(userId: string) {
      return db
        .select()
        .from(tasteEvents)
        .where(eq(tasteEvents.userId, userId))
        .orderBy(asc(tasteEvents.createdAt), asc(tasteEvents.id));
    },

    eventsNewestFirst(userId: string, limit: number) {
      return db
        .select()
        .from(tasteEvents)
        .where(eq(tasteEvents.userId, userId))
        .orderBy(desc(tasteEvents.createdAt), desc(tasteEvents.id))
        .limit(limit);
    },
  };
}
export type FeedQueries = ReturnType<typeof createFeedQueries>;

/**
 * For You's reads as prepared statements: the feed is the hottest authenticated read, and building its
 * queries cost more CPU than PostgreSQL spent running them (decision 007). Arrays travel as one joined value.
 */
function createForYouStatements(db: Db) {
  const userId = sql.placeholder('userId');
  // Not among the fan's co-signed and skipped creators, read once per request: a filter on a short array is cheaper
  // than an anti-join probe per candidate row.
  const notReacted = sql`not (${creatorProfiles.userId} = any(${placeholderArray('excluded')}))`;
  const events = db
    .select()
    .from(tasteEvents)
    .where(eq(tasteEvents.userId, userId))
    .orderBy(desc(tasteEvents.createdAt), desc(tasteEvents.id))
    .limit(sql.placeholder('limit'))
    .prepare('for_you_events');
  // What For You needs of the fan in one round trip: the taste, the latest verdicts (only the columns Taste DNA
  // and the insight read) and every reacted creator. On the embedded database each statement and each row parsed
  // costs JavaScript time; JSON arrays parse faster than rows.
  const fan = db
    .select({
      tagWeights: tasteProfiles.tagWeights,
      preferredVibes: tasteProfiles.preferredVibes,
      verdicts: sql<[string, CalibrationVerdict['action'], string[]][]>`(
        select coalesce(json_agg(json_build_array(e.creator_id, e.action, e.tags) order by e.created_at desc, e.id desc), '[]'::json)
        from (select creator_id, action, tags, created_at, id from taste_events where user_id = fan.id
              order by created_at desc, id desc limit ${sql.placeholder('limit')}) e)`,
      reacted: sql<string[]>`(
        select coalesce(json_agg(r.creator_id), '[]'::json) from creator_reactions r where r.user_id = fan.id)`,
      // Blocks either way (decision 050): two probes of the blocks table's keys, in the same round trip.
      blocked: sql<string[]>`(
        select coalesce(json_agg(b.id), '[]'::json) from (
          select blocked_id as id from blocks where blocker_id = fan.id
          union all select blocker_id from blocks where blocked_id = fan.id) b)`,
    })
    .from(sql`(select ${userId}::text as id) fan`)
    .leftJoin(tasteProfiles, eq(tasteProfiles.userId, sql`fan.id`))
    .prepare('for_you_fan');
  const reacted = db
    .select({ id: creatorReactions.creatorId })
    .from(creatorReactions)
    .where(eq(creatorReactions.userId, userId))
    .prepare('for_you_reacted');
  // The candidate lists, only what ranking reads; `source` keeps them apart in the pool (tags first, then popularity).
  const candidates = (source: 1 | 2) =>
    db
      .select({ id: creatorProfiles.userId, tags: creatorProfiles.vibeTags, source: sql<number>`${source}::int` })
      .from(creatorProfiles)
      .innerJoin(user, eq(user.id, creatorProfiles.userId));
  const byTags = candidates(1)
    .where(and(approvedCreator, sql`${creatorProfiles.tagKeys} && ${placeholderArray('tags')}`, notReacted))
    .orderBy(desc(creatorProfiles.cosigns), desc(creatorProfiles.userId))
    .limit(sql.placeholder('tagLimit'));
  const popularOnly = () =>
    candidates(2)
      .where(and(approvedCreator, notReacted))
      .orderBy(desc(creatorProfiles.cosigns), desc(creatorProfiles.userId))
      .limit(sql.placeholder('popularLimit'));
  // Both lists in one round trip; a fan with no tag to search by asks for the popular list alone (an overlap
  // with an empty array would scan every creative).
  const pool = unionAll(byTags, popularOnly()).prepare('for_you_pool');
  const popular = popularOnly().prepare('for_you_popular');
  const cards = db
    .select({ name: user.name, profile: creatorCardColumns })
    .from(creatorProfiles)
    .innerJoin(user, eq(user.id, creatorProfiles.userId))
    .where(sql`${creatorProfiles.userId} = any(${placeholderArray('ids')})`)
    .prepare('for_you_cards');

  return {
    eventsNewestFirst: (id: string, limit: number) => events.execute({ userId: id, limit }),
    /**
     * The fan's taste (null before any quiz or feedback), latest `limit` verdicts, reacted creators, and the
     * people the fan blocked or was blocked by.
     */
    async forYouFan(id: string, limit: number) {
      const [row] = await fan.execute({ userId: id, limit });
      return {
        tagWeights: row?.tagWeights ?? {},
        preferredVibes: row?.preferredVibes ?? [],
        newestFirst: (row?.verdicts ?? []).map(
          ([creatorId, action, tags]): CalibrationVerdict => ({ creatorId, action, tags }),
        ),
        reacted: row?.reacted ?? [],
        blocked: row?.blocked ?? [],
      };
    },
    /**
     * Candidates sharing any of the tags and the most co-signed, each list most co-signed first: only what ranking
     * reads (the full cards of the top 10 are fetched afterwards, so hundreds of whole rows never cross the driver).
     */
    async candidatePool(
      excluded: readonly string[],
      tagKeys: readonly string[],
      tagLimit: number,
      popularLimit: number,
    ) {
      const params = { excluded: joinKeys(excluded), tags: joinKeys(tagKeys), tagLimit, popularLimit };
      const rows = await (tagKeys.length === 0 ? popular : pool).execute(params);
      const pick = (source: number) => rows.filter((r) => r.source === source).map(({ id, tags }) => ({ id, tags }));
      return { byTags: pick(1), popular: pick(2) };
    },
    reactedCreatorIds: (id: string) => reacted.execute({ userId: id }).then((rows) => rows.map((r) => r.id)),
    findCards(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return cards.execute({ ids: joinKeys(ids) });
    },
  };
}

export function createFeedRepository(db: Db) {
  return {
    ...createFeedQueries(db),
    ...createForYouStatements(db),
    withTransaction<T>(work: (tx: FeedQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createFeedQueries(tx as unknown as Db)));
    },
  };
}
export type FeedRepository = ReturnType<typeof createFeedRepository>;
