import type { PGlite } from '@electric-sql/pglite';
import type { RealtimeEventType } from '@pulse/domain/messaging';
import { and, asc, eq, gt, inArray, max, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, Db } from '../../db/client';
import { realtimeEvents, threadParticipants, userPresence } from '../../db/schema/messaging';

/** The one NOTIFY channel; its payload is the comma-separated ids of the users who have new events. */
export const REALTIME_CHANNEL = 'pulse_events';
/** Namespace of our advisory locks (the first key), so they never meet anyone else's. */
const LOCK_SPACE_EVENTS = 7291;
/** A stream re-reads and refreshes presence this often, and sends a comment so proxies keep it open. */
export const HEARTBEAT_MS = 25_000;
/** Online while the last refresh is this recent. */
export const ONLINE_WINDOW_MS = 60_000;
/** Events are kept this long for reconnects; a client gone longer reloads what it shows. */
export const EVENT_RETENTION_DAYS = 3;
const BATCH = 200;

export interface RealtimeEventInput {
  userId: string;
  type: RealtimeEventType;
  payload: Record<string, unknown>;
}

export type RealtimeEventRow = typeof realtimeEvents.$inferSelect;

/**
 * Writes events inside the caller's transaction and wakes every reader on commit (NOTIFY is transactional
 * on PostgreSQL and PGlite alike: a rolled-back transaction notifies nobody).
 *
 * Ordering: a reader resumes from the last id it saw, so for one user ids must become visible in id order.
 * A per-user advisory lock held until commit serialises writers to the same user, so the id one of them
 * draws is always above every committed id of that user. Take this last in a transaction (after any row
 * locks), in sorted order, so writers never deadlock.
 */
export async function emitRealtime(
  tx: Db,
  events: readonly RealtimeEventInput[],
  /** A write the events announce (a notification's row): in their statement when they go to one user. */
  alongside?: SQLWrapper,
): Promise<void> {
  const users = [...new Set(events.map((e) => e.userId))].sort();
  if (users.length === 1) return emitToOne(tx, users[0] as string, events, alongside);
  if (alongside) await tx.execute(alongside);
  if (events.length === 0) return;
  for (const userId of users) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE_EVENTS}, hashtext(${userId}))`);
  }
  await tx.insert(realtimeEvents).values(events.map((e) => ({ userId: e.userId, type: e.type, payload: e.payload })));
  // NOTIFY payloads stop at 8000 bytes: wake in chunks.
  for (let i = 0; i < users.length; i += 100) {
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${users.slice(i, i + 100).join(',')})`);
  }
}

/**
 * The common case, one user, in one round trip: the rows are drawn from a join with the lock's one-row
 * subquery, so the lock is held before the sequence gives out the first id.
 */
async function emitToOne(
  tx: Db,
  userId: string,
  events: readonly RealtimeEventInput[],
  alongside: SQLWrapper | undefined,
): Promise<void> {
  const rows = sql.join(
    events.map((e) => sql`(${e.type}, ${JSON.stringify(e.payload)}::jsonb)`),
    sql`, `,
  );
  await tx.execute(sql`
    with ${alongside ? sql`alongside as (${alongside.getSQL()}),` : sql``} written as (
      insert into ${realtimeEvents} (user_id, type, payload)
      select ${userId}, v.type, v.payload
      from (values ${rows}) as v(type, payload)
      cross join (select pg_advisory_xact_lock(${LOCK_SPACE_EVENTS}, hashtext(${userId}))) as locked
    )
    select pg_notify(${REALTIME_CHANNEL}, ${userId})`);
}

/** The replay: a user's events after `afterId`, oldest first. */
export function eventsAfter(db: Db, userId: string, afterId: number, limit = BATCH): Promise<RealtimeEventRow[]> {
  return db
    .select()
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.userId, userId), gt(realtimeEvents.id, afterId)))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
}

/** The user's newest event id (0 for none): where a stream without Last-Event-ID starts. */
export async function latestEventId(db: Db, userId?: string): Promise<number> {
  const [row] = await db
    .select({ id: max(realtimeEvents.id) })
    .from(realtimeEvents)
    .where(userId ? eq(realtimeEvents.userId, userId) : undefined);
  return Number(row?.id ?? 0);
}

export async function pruneEvents(db: Db): Promise<void> {
  await db.execute(
    sql`delete from ${realtimeEvents} where ${realtimeEvents.createdAt} < now() - make_interval(days => ${EVENT_RETENTION_DAYS})`,
  );
}

/** The people who share a thread with `userId` (who see their presence). */
export async function counterpartsOf(db: Db, userId: string): Promise<string[]> {
  const mine = db
    .select({ threadId: threadParticipants.threadId })
    .from(threadParticipants)
    .where(eq(threadParticipants.userId, userId));
  const rows = await db
    .selectDistinct({ userId: threadParticipants.userId })
    .from(threadParticipants)
    .where(and(inArray(threadParticipants.threadId, mine), ne(threadParticipants.userId, userId)));
  return rows.map((r) => r.userId);
}

/** Refreshes presence; true when the user was offline before (so the others hear they came online). */
export async function touchPresence(db: Db, userId: string): Promise<boolean> {
  const [before] = await db
    .select({ lastSeenAt: userPresence.lastSeenAt })
    .from(userPresence)
    .where(eq(userPresence.userId, userId));
  await db
    .insert(userPresence)
    .values({ userId, lastSeenAt: sql`now()` })
    .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: sql`now()` } });
  return !before?.lastSeenAt || Date.now() - before.lastSeenAt.getTime() > ONLINE_WINDOW_MS;
}

export async function clearPresence(db: Db, userId: string): Promise<void> {
  await db.update(userPresence).set({ lastSeenAt: null }).where(eq(userPresence.userId, userId));
}

/** Presence in SQL: the online window as a boolean expression on user_presence.last_seen_at. */
export const isOnlineSql = sql<boolean>`coalesce(${userPresence.lastSeenAt} > now() - make_interval(secs => ${ONLINE_WINDOW_MS / 1000}), false)`;

/** Tells the others in the user's threads that they came online or went offline. */
export async function announcePresence(db: Db, userId: string, isOnline: boolean): Promise<void> {
  const others = await counterpartsOf(db, userId);
  if (others.length === 0) return;
  await db.transaction(async (tx) => {
    await emitRealtime(
      tx as unknown as Db,
      others.map((other) => ({ userId: other, type: 'presence' as const, payload: { userId, isOnline } })),
    );
  });
}

interface Subscriber {
  userId: string;
  lastId: number;
  write: (events: RealtimeEventRow[]) => void;
  busy: boolean;
  again: boolean;
  closed: boolean;
}

/**
 * The streams open on this instance, by user. A wake-up (NOTIFY, or a heartbeat) makes each of the user's
 * streams read its events after the last id it sent: one reader per stream at a time, so every stream sends
 * each event once and in order, whatever wakes it.
 */
export function createRealtimeHub(deps: { db: Db; log: FastifyBaseLogger }) {
  const { db, log } = deps;
  const byUser = new Map<string, Set<Subscriber>>();
  const inflight = new Set<Promise<void>>();

  function pump(sub: Subscriber): Promise<void> {
    const work = read(sub);
    inflight.add(work);
    void work.finally(() => inflight.delete(work));
    return work;
  }

  async function read(sub: Subscriber): Promise<void> {
    if (sub.busy) {
      sub.again = true;
      return;
    }
    sub.busy = true;
    try {
      do {
        sub.again = false;
        for (;;) {
          const rows = await eventsAfter(db, sub.userId, sub.lastId, BATCH);
          if (sub.closed) return;
          if (rows.length > 0) {
            sub.lastId = rows[rows.length - 1]!.id;
            sub.write(rows);
          }
          if (rows.length < BATCH) break;
        }
      } while (sub.again && !sub.closed);
    } catch (err) {
      log.warn({ err }, 'realtime: reading events failed; the next wake-up retries');
    } finally {
      sub.busy = false;
    }
  }

  return {
    /** Opens a stream from `lastId`; sends what is already there at once. */
    subscribe(userId: string, lastId: number, write: (events: RealtimeEventRow[]) => void) {
      const sub: Subscriber = { userId, lastId, write, busy: false, again: false, closed: false };
      let set = byUser.get(userId);
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      set.add(sub);
      void pump(sub);
      return {
        wake: () => pump(sub),
        /** True when this was the user's last stream on this instance. */
        close(): boolean {
          sub.closed = true;
          const own = byUser.get(userId);
          own?.delete(sub);
          if (own && own.size === 0) {
            byUser.delete(userId);
            return true;
          }
          return false;
        },
      };
    },
    wake(userIds: Iterable<string>): void {
      for (const userId of userIds) {
        for (const sub of byUser.get(userId) ?? []) void pump(sub);
      }
    },
    wakeAll(): void {
      for (const set of byUser.values()) for (const sub of set) void pump(sub);
    },
    /** Waits for reads in flight (before the database closes). */
    async drain(): Promise<void> {
      for (const set of byUser.values()) for (const sub of set) sub.closed = true;
      byUser.clear();
      await Promise.allSettled([...inflight]);
    },
    /** Open streams on this instance (for the benchmark and tests). */
    get size(): number {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

/**
 * Listens on the NOTIFY channel and hands the woken user ids to `onWake` (`'all'` after a reconnect, when
 * notifications may have been missed). PGlite delivers NOTIFY in this process; on PostgreSQL a dedicated
 * connection listens, so every app instance hears every commit. Returns the stop function.
 */
export async function listenForEvents(
  database: Database,
  onWake: (userIds: string[] | 'all') => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const parse = (payload: string | undefined) => (payload ?? '').split(',').filter(Boolean);
  const client = (database.db as unknown as { $client: unknown }).$client;

  if (database.driver === 'pglite') {
    const unlisten = await (client as PGlite).listen(REALTIME_CHANNEL, (payload) => onWake(parse(payload)));
    return async () => {
      try {
        await unlisten();
      } catch {
        // The database may already be closed.
      }
    };
  }

  const pool = client as pg.Pool;
  const { default: pgModule } = await import('pg');
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = 500;

  async function connect(reconnecting: boolean): Promise<void> {
    const listener = new pgModule.Client(pool.options);
    listener.on('notification', (msg) => {
      if (msg.channel === REALTIME_CHANNEL) onWake(parse(msg.payload));
    });
    listener.on('error', (err) => {
      log.warn({ err }, 'realtime: the LISTEN connection failed; reconnecting');
      schedule();
    });
    listener.on('end', () => schedule());
    current = listener;
    try {
      await listener.connect();
      await listener.query(`LISTEN ${REALTIME_CHANNEL}`);
      delay = 500;
      // Anything committed while we were away: every stream re-reads from its last id.
      if (reconnecting) onWake('all');
    } catch (err) {
      log.warn({ err }, 'realtime: could not LISTEN; retrying');
      schedule();
    }
  }

  function schedule() {
    if (stopped || retry) return;
    const old = current;
    current = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    old?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = null;
      void connect(true);
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 10_000);
  }

  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const old = current;
    current = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    await old?.end().catch(() => {});
  };
}
