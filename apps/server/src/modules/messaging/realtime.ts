import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database, Db } from '../../db/client';
import type { Write } from '../../db/named-statement';
import {
  ONLINE_WINDOW_MS,
  REALTIME_CHANNEL,
  type RealtimeEventInput,
  type RealtimeEventRow,
  realtimeQueries,
} from './realtime.repository';

// The event stream routes and the notifications take these types from here.
export type { RealtimeEventInput, RealtimeEventRow };

/** A stream re-reads and refreshes presence this often, and sends a comment so proxies keep it open. */
export const HEARTBEAT_MS = 25_000;
/** Events are kept this long for reconnects; a client gone longer reloads what it shows. */
export const EVENT_RETENTION_DAYS = 3;
const BATCH = 200;
/** Streams read in one statement when woken together: the users of one bound list. */
const READ_CHUNK = 500;

/**
 * Writes events inside the caller's transaction and wakes every reader on commit (NOTIFY is transactional
 * on PostgreSQL and PGlite alike: a rolled-back transaction notifies nobody).
 *
 * Ordering: a reader resumes from the last id it saw, so for one user ids must become visible in id order.
 * A per-user advisory lock (users share 256 stripes) held until commit serialises writers to the same user, so
 * the id one of them draws is always above every committed id of that user. Take this last in a transaction
 * (after any row locks), stripes in ascending order, so writers never deadlock.
 */
export async function emitRealtime(
  tx: Db,
  events: readonly RealtimeEventInput[],
  /** Writes the events announce (a notification's row): in their statement when they go to one user. */
  alongside: readonly Write[] = [],
): Promise<void> {
  const q = realtimeQueries(tx);
  const users = [...new Set(events.map((e) => e.userId))].sort();
  // The common case, one user, in one round trip.
  if (users.length === 1) return q.emitToOne(users[0] as string, events, alongside);
  for (const write of alongside) await q.run(write);
  if (events.length === 0) return;
  await q.emitToMany(users, events);
}

/** The replay: a user's events after `afterId`, oldest first. */
export function eventsAfter(db: Db, userId: string, afterId: number, limit = BATCH): Promise<RealtimeEventRow[]> {
  return realtimeQueries(db).eventsAfterEach(new Map([[userId, afterId]]), limit);
}

/** The user's newest event id (0 for none): where a stream without Last-Event-ID starts. */
export function latestEventId(db: Db, userId?: string): Promise<number> {
  return realtimeQueries(db).latestEventId(userId);
}

export function pruneEvents(db: Db): Promise<void> {
  return realtimeQueries(db).deleteEventsOlderThan(EVENT_RETENTION_DAYS);
}

/** Refreshes presence; true when the user was offline before (so the others hear they came online). */
export async function touchPresence(db: Db, userId: string): Promise<boolean> {
  const q = realtimeQueries(db);
  const before = await q.markSeenReturningBefore(userId);
  return !before || Date.now() - before.getTime() > ONLINE_WINDOW_MS;
}

export function clearPresence(db: Db, userId: string): Promise<void> {
  return realtimeQueries(db).clearPresence(userId);
}

/** Tells the others in the user's threads that they came online or went offline. */
export async function announcePresence(db: Db, userId: string, isOnline: boolean): Promise<void> {
  const others = await realtimeQueries(db).counterpartsOf(userId);
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
 * each event once and in order, whatever wakes it. Streams woken in the same turn of the event loop are read
 * together, READ_CHUNK users a statement: a signal to 5,000 followers costs ten reads, not 5,000 (issue 35).
 */
export function createRealtimeHub(deps: { db: Db; log: FastifyBaseLogger }) {
  const { db, log } = deps;
  const byUser = new Map<string, Set<Subscriber>>();
  const inflight = new Set<Promise<void>>();
  /** Streams to read at the next turn. */
  const due = new Set<Subscriber>();
  let scheduled = false;

  function pump(sub: Subscriber): void {
    if (sub.closed) return;
    if (sub.busy) {
      sub.again = true;
      return;
    }
    due.add(sub);
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      const batch = [...due];
      due.clear();
      const work = readTogether(batch);
      inflight.add(work);
      void work.finally(() => inflight.delete(work));
    });
  }

  async function readTogether(subs: Subscriber[]): Promise<void> {
    const ready: Subscriber[] = [];
    for (const sub of subs) {
      if (sub.closed) continue;
      if (sub.busy) sub.again = true;
      else {
        sub.busy = true;
        ready.push(sub);
      }
    }
    const chunks: Subscriber[][] = [];
    let users = new Set<string>();
    for (const sub of ready) {
      if (users.size === READ_CHUNK && !users.has(sub.userId)) {
        chunks.push([]);
        users = new Set();
      }
      if (chunks.length === 0) chunks.push([]);
      chunks[chunks.length - 1]!.push(sub);
      users.add(sub.userId);
    }
    await Promise.all(chunks.map(readChunk));
  }

  async function readChunk(subs: Subscriber[]): Promise<void> {
    // Each user's events after the lowest id among its streams here; each stream then takes what it lacks.
    const after = new Map<string, number>();
    for (const sub of subs) after.set(sub.userId, Math.min(after.get(sub.userId) ?? sub.lastId, sub.lastId));
    let rows: RealtimeEventRow[] = [];
    let failed = false;
    try {
      rows = await realtimeQueries(db).eventsAfterEach(after, BATCH);
    } catch (err) {
      failed = true;
      log.warn({ err }, 'realtime: reading events failed; the next wake-up retries');
    }
    const byUserRows = new Map<string, RealtimeEventRow[]>();
    for (const row of rows) {
      const list = byUserRows.get(row.userId);
      if (list) list.push(row);
      else byUserRows.set(row.userId, [row]);
    }
    for (const sub of subs) {
      sub.busy = false;
      if (sub.closed || failed) continue;
      const read = byUserRows.get(sub.userId) ?? [];
      const mine = read.filter((r) => r.id > sub.lastId);
      if (mine.length > 0) {
        sub.lastId = mine[mine.length - 1]!.id;
        sub.write(mine);
      }
      // A full page may have more behind it; a wake-up while reading may have brought more.
      if (read.length === BATCH || sub.again) {
        sub.again = false;
        pump(sub);
      }
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
      pump(sub);
      return {
        wake: () => pump(sub),
        /** True when this was the user's last stream on this instance. */
        close(): boolean {
          sub.closed = true;
          due.delete(sub);
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
        for (const sub of byUser.get(userId) ?? []) pump(sub);
      }
    },
    wakeAll(): void {
      for (const set of byUser.values()) for (const sub of set) pump(sub);
    },
    /** Waits for reads in flight (before the database closes). */
    async drain(): Promise<void> {
      for (const set of byUser.values()) for (const sub of set) sub.closed = true;
      byUser.clear();
      due.clear();
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
