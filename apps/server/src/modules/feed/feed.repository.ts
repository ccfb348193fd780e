import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { creatorReactions, tasteEvents } from '../../db/schema/discovery';
import { tasteProfiles } from '../../db/schema/taste';
import { creatorCardColumns } from '../discovery/creator-card';
import { approvedCreator, joinKeys, placeholderArray, tagArray } from '../discovery/discovery.repository';

export type TasteEventRow = typeof tasteEvents.$inferSelect;
export type NewTasteEvent = typeof tasteEvents.$inferInsert;

/**
 * Not among these ids (the fan's co-signed and skipped creators, read once per request): a filter on a short
 * array is cheaper than an anti-join probe per candidate row.
 */
function notIn(ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`true`;
  return sql`not (${creatorProfiles.userId} = any(${tagArray(ids)}))`;
}

function createFeedQueries(db: Db) {
  const cards = () =>
    db
      .select({ name: user.name, profile: creatorCardColumns })
      .from(creatorProfiles)
      .innerJoin(user, eq(user.id, creatorProfiles.userId));

  const candidates = () =>
    db
      .select({ id: creatorProfiles.userId, tags: creatorProfiles.vibeTags })
      .from(creatorProfiles)
      .innerJoin(user, eq(user.id, creatorProfiles.userId));

  return {
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

    /**
     * Candidates sharing any of the tags, most co-signed first: only what ranking reads (the full cards of the
     * top 10 are fetched afterwards, so hundreds of whole rows never cross the driver).
     */
    candidatesByTags(excluded: readonly string[], tagKeys: readonly string[], limit: number) {
      if (tagKeys.length === 0) return Promise.resolve([]);
      return candidates()
        .where(and(approvedCreator, sql`${creatorProfiles.tagKeys} && ${tagArray(tagKeys)}`, notIn(excluded)))
        .orderBy(desc(creatorProfiles.cosigns), desc(creatorProfiles.userId))
        .limit(limit);
    },

    /** The most co-signed creatives the fan has not reacted to: the default-confidence pool. */
    popularCandidates(excluded: readonly string[], limit: number) {
      return candidates()
        .where(and(approvedCreator, notIn(excluded)))
        .orderBy(desc(creatorProfiles.cosigns), desc(creatorProfiles.userId))
        .limit(limit);
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

    /** Keeps the card's co-sign count equal to the co-sign reactions, never below zero. */
    async addCosigns(creatorId: string, delta: number): Promise<number> {
      const [row] = await db
        .update(creatorProfiles)
        .set({ cosigns: sql`greatest(0, ${creatorProfiles.cosigns} + ${delta})` })
        .where(eq(creatorProfiles.userId, creatorId))
        .returning({ cosigns: creatorProfiles.cosigns });
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
  const notReacted = sql`not (${creatorProfiles.userId} = any(${placeholderArray('excluded')}))`;
  const candidates = () =>
    db
      .select({ id: creatorProfiles.userId, tags: creatorProfiles.vibeTags })
      .from(creatorProfiles)
      .innerJoin(user, eq(user.id, creatorProfiles.userId));
  const taste = db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, userId)).prepare('for_you_taste');
  const events = db
    .select()
    .from(tasteEvents)
    .where(eq(tasteEvents.userId, userId))
    .orderBy(desc(tasteEvents.createdAt), desc(tasteEvents.id))
    .limit(sql.placeholder('limit'))
    .prepare('for_you_events');
  const reacted = db
    .select({ id: creatorReactions.creatorId })
    .from(creatorReactions)
    .where(eq(creatorReactions.userId, userId))
    .prepare('for_you_reacted');
  const byTags = candidates()
    .where(and(approvedCreator, sql`${creatorProfiles.tagKeys} && ${placeholderArray('tags')}`, notReacted))
    .orderBy(desc(creatorProfiles.cosigns), desc(creatorProfiles.userId))
    .limit(sql.placeholder('limit'))
    .prepare('for_you_by_tags');
  const popular = candidates()
    .where(and(approvedCreator, notReacted))
    .orderBy(desc(creatorProfiles.cosigns), desc(creatorProfiles.userId))
    .limit(sql.placeholder('limit'))
    .prepare('for_you_popular');
  const cards = db
    .select({ name: user.name, profile: creatorCardColumns })
    .from(creatorProfiles)
    .innerJoin(user, eq(user.id, creatorProfiles.userId))
    .where(sql`${creatorProfiles.userId} = any(${placeholderArray('ids')})`)
    .prepare('for_you_cards');

  return {
    findTaste: (id: string) => taste.execute({ userId: id }).then((rows) => rows[0] ?? null),
    eventsNewestFirst: (id: string, limit: number) => events.execute({ userId: id, limit }),
    reactedCreatorIds: (id: string) => reacted.execute({ userId: id }).then((rows) => rows.map((r) => r.id)),
    candidatesByTags(excluded: readonly string[], tagKeys: readonly string[], limit: number) {
      if (tagKeys.length === 0) return Promise.resolve([]);
      return byTags.execute({ excluded: joinKeys(excluded), tags: joinKeys(tagKeys), limit });
    },
    popularCandidates: (excluded: readonly string[], limit: number) =>
      popular.execute({ excluded: joinKeys(excluded), limit }),
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
