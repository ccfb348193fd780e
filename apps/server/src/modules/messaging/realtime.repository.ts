import type { RealtimeEventType } from '@pulse/domain/messaging';
import { and, asc, eq, gt, inArray, max, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { realtimeEvents, threadParticipants, userPresence } from '../../db/schema/messaging';

/** The one NOTIFY channel; its payload is the comma-separated ids of the users who have new events. */
export const REALTIME_CHANNEL = 'pulse_events';
/** Namespace of our advisory locks (the first key), so they never meet anyone else's. */
const LOCK_SPACE_EVENTS = 7291;
/** Online while the last refresh is this recent (here because the SQL below needs it too). */
export const ONLINE_WINDOW_MS = 60_000;

export interface RealtimeEventInput {
  userId: string;
  type: RealtimeEventType;
  payload: Record<string, unknown>;
}

export type RealtimeEventRow = typeof realtimeEvents.$inferSelect;

/** Presence in SQL: the online window as a boolean expression on user_presence.last_seen_at. */
export const isOnlineSql = sql<boolean>`coalesce(${userPresence.lastSeenAt} > now() - make_interval(secs => ${ONLINE_WINDOW_MS / 1000}), false)`;

/** SQL of realtime events, their wake-ups (NOTIFY) and presence; the order and locking rules are realtime.ts's. */
export function realtimeQueries(db: Db) {
  return {
    /** Holds the user's event lock until the transaction ends. */
    async lockEventsOf(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE_EVENTS}, hashtext(${userId}))`);
    },

    async insertEvents(events: readonly RealtimeEventInput[]): Promise<void> {
      await db
        .insert(realtimeEvents)
        .values(events.map((e) => ({ userId: e.userId, type: e.type, payload: e.payload })));
    },

    /** Wakes the readers of these users once the transaction commits. */
    async notify(userIds: readonly string[]): Promise<void> {
      await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${userIds.join(',')})`);
    },

    /** Runs a statement handed over by the caller (the write the events announce). */
    async run(statement: SQLWrapper): Promise<void> {
      await db.execute(statement);
    },

    /**
     * One user's events, the writes `alongside` and the wake-up in one round trip: the rows are drawn from a
     * join with the lock's one-row subquery, so the lock is held before the sequence gives out the first id.
     */
    async emitToOne(
      userId: string,
      events: readonly RealtimeEventInput[],
      alongside: readonly SQLWrapper[] = [],
    ): Promise<void> {
      const rows = sql.join(
        events.map((e) => sql`(${e.type}, ${JSON.stringify(e.payload)}::jsonb)`),
        sql`, `,
      );
      await db.execute(sql`
    with ${sql.join(
      alongside.map((write, i) => sql`${sql.identifier(`alongside${i}`)} as (${write.getSQL()}), `),
      sql``,
    )}written as (
      insert into ${realtimeEvents} (user_id, type, payload)
      select ${userId}, v.type, v.payload
      from (values ${rows}) as v(type, payload)
      cross join (select pg_advisory_xact_lock(${LOCK_SPACE_EVENTS}, hashtext(${userId}))) as locked
    )
    select pg_notify(${REALTIME_CHANNEL}, ${userId})`);
    },

    /** A user's events after `afterId`, oldest first. */
    eventsAfter(userId: string, afterId: number, limit: number): Promise<RealtimeEventRow[]> {
      return db
        .select()
        .from(realtimeEvents)
        .where(and(eq(realtimeEvents.userId, userId), gt(realtimeEvents.id, afterId)))
        .orderBy(asc(realtimeEvents.id))
        .limit(limit);
    },

    /** The newest event id, of one user or of all (0 for none). */
    async latestEventId(userId?: string): Promise<number> {
      const [row] = await db
        .select({ id: max(realtimeEvents.id) })
        .from(realtimeEvents)
        .where(userId ? eq(realtimeEvents.userId, userId) : undefined);
      return Number(row?.id ?? 0);
    },

    async deleteEventsOlderThan(days: number): Promise<void> {
      await db.execute(
        sql`delete from ${realtimeEvents} where ${realtimeEvents.createdAt} < now() - make_interval(days => ${days})`,
      );
    },

    /** The people who share a thread with `userId`. */
    async counterpartsOf(userId: string): Promise<string[]> {
      const mine = db
        .select({ threadId: threadParticipants.threadId })
        .from(threadParticipants)
        .where(eq(threadParticipants.userId, userId));
      const rows = await db
        .selectDistinct({ userId: threadParticipants.userId })
        .from(threadParticipants)
        .where(and(inArray(threadParticipants.threadId, mine), ne(threadParticipants.userId, userId)));
      return rows.map((r) => r.userId);
    },

    async lastSeenAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ lastSeenAt: userPresence.lastSeenAt })
        .from(userPresence)
        .where(eq(userPresence.userId, userId));
      return row?.lastSeenAt ?? null;
    },

    async markSeen(userId: string): Promise<void> {
      await db
        .insert(userPresence)
        .values({ userId, lastSeenAt: sql`now()` })
        .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: sql`now()` } });
    },

    async clearPresence(userId: string): Promise<void> {
      await db.update(userPresence).set({ lastSeenAt: null }).where(eq(userPresence.userId, userId));
    },
  };
}
export type RealtimeQueries = ReturnType<typeof realtimeQueries>;
