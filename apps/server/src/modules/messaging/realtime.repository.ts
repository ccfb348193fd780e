import type { RealtimeEventType } from '@pulse/domain/messaging';
import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inlineWrite, isShaped, runShaped, shapedStatement, type Write } from '../../db/named-statement';
import { realtimeEvents, threadParticipants, userPresence } from '../../db/schema/messaging';
import { textList } from '../../db/sql-lists';

/** The one NOTIFY channel; its payload is the comma-separated ids of the users who have new events. */
export const REALTIME_CHANNEL = 'pulse_events';
/** Namespace of our advisory locks (the first key), so they never meet anyone else's. */
const LOCK_SPACE_EVENTS = 7291;
/**
 * Users share this many event locks (a user's is `hashtext(id) & (EVENT_LOCK_STRIPES - 1)`): a signal to 5,000
 * followers takes at most 256 locks, not 5,000, which the server's shared lock table (64 a connection by
 * default) could not hold for two such signals at once. Two users on one stripe wait for each other's commit.
 */
const EVENT_LOCK_STRIPES = 256;
/** `hashtext(user id) & STRIPE_MASK` is the user's event lock. */
const STRIPE_MASK = sql.raw(String(EVENT_LOCK_STRIPES - 1));
/** User ids per NOTIFY payload (payloads stop at 8000 bytes; an id is at most 40). */
const NOTIFY_CHUNK = 100;
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
    /**
     * Many users' events and their wake-ups in one round trip (a signal to every follower): the users' lock
     * stripes are taken in ascending order before the sequence gives out the first id, as emitToOne does for one
     * user. NOTIFY payloads stop at 8000 bytes, so the wake-up goes in chunks.
     */
    async emitToMany(sortedUserIds: readonly string[], events: readonly RealtimeEventInput[]): Promise<void> {
      const chunks: string[] = [];
      for (let i = 0; i < sortedUserIds.length; i += NOTIFY_CHUNK) {
        chunks.push(sortedUserIds.slice(i, i + NOTIFY_CHUNK).join(','));
      }
      const rows = JSON.stringify(events.map((e) => ({ user_id: e.userId, type: e.type, payload: e.payload })));
      await db.execute(sql`
    with locked as (
      select count(pg_advisory_xact_lock(${LOCK_SPACE_EVENTS}, u.stripe)) as n
      from (
        select distinct hashtext(id) & ${STRIPE_MASK} as stripe
        from unnest(${textList(sortedUserIds)}) as id order by stripe
      ) as u
    ), written as (
      insert into ${realtimeEvents} (user_id, type, payload)
      select e.user_id, e.type, e.payload
      from jsonb_to_recordset(${rows}::jsonb) as e(user_id text, type text, payload jsonb)
      cross join locked
    )
    select pg_notify(${REALTIME_CHANNEL}, c) from unnest(${textList(chunks)}) as c`);
    },

    /** Runs a write handed over by the caller (the write the events announce). */
    async run(write: Write): Promise<void> {
      if (isShaped(write)) await runShaped(db, write);
      else await db.execute(write.getSQL());
    },

    /**
     * One user's events, the writes `alongside` and the wake-up in one round trip: the rows are drawn from a
     * join with the lock's one-row subquery, so the lock is held before the sequence gives out the first id.
     * One event beside shaped writes only (a tip's) is a statement built once and run by name.
     */
    async emitToOne(userId: string, events: readonly RealtimeEventInput[], alongside: readonly Write[] = []) {
      const [only] = events;
      if (only && events.length === 1 && alongside.every(isShaped)) {
        const values = { userId, type: only.type, payload: JSON.stringify(only.payload) };
        await shapedStatement(
          db,
          'emit_one',
          alongside,
          (parts, own) => sql`
    with ${sql.join(
      parts.map((part, i) => sql`${sql.identifier(`alongside${i}`)} as (${part}), `),
      sql``,
    )}written as (
      insert into ${realtimeEvents} (user_id, type, payload)
      select ${own('userId')}::text, ${own('type')}::text, ${own('payload')}::jsonb
      from (select pg_advisory_xact_lock(${LOCK_SPACE_EVENTS}, hashtext(${own('userId')}::text) & ${STRIPE_MASK})) as locked
    )
    select pg_notify(${REALTIME_CHANNEL}, ${own('userId')}::text)`,
          values,
        );
        return;
      }
      const rows = sql.join(
        events.map((e) => sql`(${e.type}, ${JSON.stringify(e.payload)}::jsonb)`),
        sql`, `,
      );
      await db.execute(sql`
    with ${sql.join(
      alongside.map((write, i) => sql`${sql.identifier(`alongside${i}`)} as (${inlineWrite(write)}), `),
      sql``,
    )}written as (
      insert into ${realtimeEvents} (user_id, type, payload)
      select ${userId}, v.type, v.payload
      from (values ${rows}) as v(type, payload)
      cross join (select pg_advisory_xact_lock(${LOCK_SPACE_EVENTS}, hashtext(${userId}) & ${STRIPE_MASK})) as locked
    )
    select pg_notify(${REALTIME_CHANNEL}, ${userId})`);
    },

    /**
     * The events after each user's id, oldest first, at most `limit` a user: one statement for the streams
     * woken together (a signal to thousands of followers reads in a few statements, not one a stream).
     */
    async eventsAfterEach(after: ReadonlyMap<string, number>, limit: number): Promise<RealtimeEventRow[]> {
      if (after.size === 0) return [];
      const result = await db.execute(sql`
        select e.id, e.user_id as "userId", e.type, e.payload, e.created_at as "createdAt"
        from unnest(${textList([...after.keys()])}, string_to_array(${[...after.values()].join(',')}::text, ',')::bigint[])
          as s(user_id, last_id)
        cross join lateral (
          select * from ${realtimeEvents} r where r.user_id = s.user_id and r.id > s.last_id order by r.id limit ${limit}
        ) as e`);
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      // Raw rows: bigint comes back as a string on node-postgres, timestamps as dates or strings by driver.
      return rows.map((r) => ({
        id: Number(r.id),
        userId: r.userId as string,
        type: r.type as string,
        payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
        createdAt: r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt as string),
      }));
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

    /** Marks the user seen now; returns when they were seen before (null for never), in one round trip. */
    async markSeenReturningBefore(userId: string): Promise<Date | null> {
      const result = await db.execute(sql`
        with before as (select last_seen_at from ${userPresence} where user_id = ${userId})
        insert into ${userPresence} (user_id, last_seen_at) values (${userId}, now())
        on conflict (user_id) do update set last_seen_at = now()
        returning (select last_seen_at from before) as "before"`);
      const before = (result as unknown as { rows: { before: Date | string | null }[] }).rows[0]?.before ?? null;
      return before === null ? null : before instanceof Date ? before : new Date(before);
    },

    async clearPresence(userId: string): Promise<void> {
      await db.update(userPresence).set({ lastSeenAt: null }).where(eq(userPresence.userId, userId));
    },
  };
}
export type RealtimeQueries = ReturnType<typeof realtimeQueries>;
