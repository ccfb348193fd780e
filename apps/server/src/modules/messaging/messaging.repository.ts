import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerProfiles } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { follows } from '../../db/schema/discovery';
import { signals } from '../../db/schema/media';
import { messages, messageThreads, notifications, threadParticipants, userPresence } from '../../db/schema/messaging';
import { createDeal, type FirstDealEvent, type NewDeal } from '../deals/deals.repository';
import { blockedIdsOf, isBlockedPair } from '../safety/safety.repository';
import { isOnlineSql } from './realtime.repository';

export type ThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect & { senderName: string | null };
export type ParticipantRow = {
  threadId: string;
  userId: string;
  lastReadAt: Date | null;
  name: string;
  availability: 'available' | 'busy' | 'booked' | null;
  isOnline: boolean;
};
export type ThreadListRow = ThreadRow & { lastReadAt: Date | null; unreadCount: number };

/** Namespace of the advisory lock that serialises starting a conversation between two people. */
const LOCK_SPACE_PAIRS = 7292;
/** Threads a list answer holds at most (newest activity first). */
export const THREAD_LIST_LIMIT = 100;

/** What people are called in threads: a partner's company when they gave one, else their name. */
const displayName = sql<string>`case when ${user.role} = 'brand' then coalesce(nullif(${partnerProfiles.company}, ''), ${user.name}) else ${user.name} end`;

const messageColumns = {
  id: messages.id,
  threadId: messages.threadId,
  senderId: messages.senderId,
  messageType: messages.messageType,
  content: messages.content,
  attachments: messages.attachments,
  metadata: messages.metadata,
  createdAt: messages.createdAt,
  hiddenAt: messages.hiddenAt,
  senderName: displayName,
};

/** Unread for one participant row (`me`): others' messages after their last read. */
function unreadCountSql(userId: string) {
  return sql<number>`(select count(*)::int from ${messages} m where m.thread_id = ${messageThreads.id} and m.sender_id is distinct from ${userId} and m.created_at > coalesce(${threadParticipants.lastReadAt}, '-infinity'::timestamptz))`;
}

/** SQL of threads, participants, messages and read state; no rules. */
function queries(db: Db) {
  return {
    /** Everyone the user blocked or was blocked by (decision 050). */
    blockedIdsOf: (userId: string) => blockedIdsOf(db, userId),
    isBlockedPair: (a: string, b: string) => isBlockedPair(db, a, b),

    async findUser(id: string) {
      const [row] = await db
        .select({
          id: user.id,
          name: displayName,
          role: user.role,
          brandStatus: user.brandStatus,
          creatorStatus: user.creatorStatus,
          suspendedAt: user.suspendedAt,
          availability: creatorProfiles.availability,
        })
        .from(user)
        .leftJoin(creatorProfiles, eq(creatorProfiles.userId, user.id))
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, user.id))
        .where(eq(user.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Holds the pair's lock until the transaction ends, so two starts never make two threads. */
    async lockPair(a: string, b: string): Promise<void> {
      const key = [a, b].sort().join(':');
      await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE_PAIRS}, hashtext(${key}))`);
    },

    /** The most recent thread whose participants include both users. */
    async findThreadBetween(a: string, b: string): Promise<ThreadRow | null> {
      const other = db
        .select({ threadId: threadParticipants.threadId })
        .from(threadParticipants)
        .where(eq(threadParticipants.userId, b));
      const [row] = await db
        .select({ thread: messageThreads })
        .from(messageThreads)
        .innerJoin(threadParticipants, eq(threadParticipants.threadId, messageThreads.id))
        .where(and(eq(threadParticipants.userId, a), inArray(messageThreads.id, other)))
        .orderBy(desc(messageThreads.lastMessageAt))
        .limit(1);
      return row?.thread ?? null;
    },

    async insertThread(row: typeof messageThreads.$inferInsert, participantIds: string[]): Promise<ThreadRow> {
      const [created] = await db.insert(messageThreads).values(row).returning();
      await db.insert(threadParticipants).values(participantIds.map((userId) => ({ threadId: created!.id, userId })));
      return created!;
    },

    /** The thread if `userId` takes part in it, with their read mark; null otherwise. */
    async findForParticipant(threadId: string, userId: string): Promise<ThreadListRow | null> {
      const [row] = await db
        .select({
          thread: messageThreads,
          lastReadAt: threadParticipants.lastReadAt,
          unreadCount: unreadCountSql(userId),
        })
        .from(messageThreads)
        .innerJoin(
          threadParticipants,
          and(eq(threadParticipants.threadId, messageThreads.id), eq(threadParticipants.userId, userId)),
        )
        .where(eq(messageThreads.id, threadId))
        .limit(1);
      return row ? { ...row.thread, lastReadAt: row.lastReadAt, unreadCount: row.unreadCount } : null;
    },

    /** The user's threads of one status, most recent activity first. */
    async listThreads(userId: string, status: ThreadRow['status']): Promise<ThreadListRow[]> {
      const rows = await db
        .select({
          thread: messageThreads,
          lastReadAt: threadParticipants.lastReadAt,
          unreadCount: unreadCountSql(userId),
        })
        .from(messageThreads)
        .innerJoin(
          threadParticipants,
          and(eq(threadParticipants.threadId, messageThreads.id), eq(threadParticipants.userId, userId)),
        )
        .where(eq(messageThreads.status, status))
        .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
        .limit(THREAD_LIST_LIMIT);
      return rows.map((r) => ({ ...r.thread, lastReadAt: r.lastReadAt, unreadCount: r.unreadCount }));
    },

    async participantsOf(threadIds: readonly string[]): Promise<ParticipantRow[]> {
      if (threadIds.length === 0) return [];
      return db
        .select({
          threadId: threadParticipants.threadId,
          userId: threadParticipants.userId,
          lastReadAt: threadParticipants.lastReadAt,
          name: displayName,
          availability: creatorProfiles.availability,
          isOnline: isOnlineSql,
        })
        .from(threadParticipants)
        .innerJoin(user, eq(user.id, threadParticipants.userId))
        .leftJoin(creatorProfiles, eq(creatorProfiles.userId, threadParticipants.userId))
        .leftJoin(userPresence, eq(userPresence.userId, threadParticipants.userId))
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, threadParticipants.userId))
        .where(inArray(threadParticipants.threadId, [...threadIds]))
        .orderBy(asc(threadParticipants.joinedAt), asc(threadParticipants.userId));
    },

    /** Each thread's newest message. */
    async lastMessagesOf(threadIds: readonly string[]): Promise<MessageRow[]> {
      if (threadIds.length === 0) return [];
      return db
        .selectDistinctOn([messages.threadId], messageColumns)
        .from(messages)
        .leftJoin(user, eq(user.id, messages.senderId))
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, messages.senderId))
        .where(inArray(messages.threadId, [...threadIds]))
        .orderBy(messages.threadId, desc(messages.createdAt), desc(messages.id));
    },

    /** A page of a thread's messages, newest `limit` before `before` (a message id), returned oldest first. */
    async listMessages(threadId: string, limit: number, before?: MessageRow | null): Promise<MessageRow[]> {
      const conditions: SQL[] = [eq(messages.threadId, threadId)];
      if (before) {
        conditions.push(
          or(
            lt(messages.createdAt, before.createdAt),
            and(eq(messages.createdAt, before.createdAt), lt(messages.id, before.id)),
          )!,
        );
      }
      const rows = await db
        .select(messageColumns)
        .from(messages)
        .leftJoin(user, eq(user.id, messages.senderId))
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, messages.senderId))
        .where(and(...conditions))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
      return rows.reverse();
    },

    async findMessage(threadId: string, id: string): Promise<MessageRow | null> {
      const [row] = await db
        .select(messageColumns)
        .from(messages)
        .leftJoin(user, eq(user.id, messages.senderId))
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, messages.senderId))
        .where(and(eq(messages.threadId, threadId), eq(messages.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** A project brief and every contract message answering it, in order. */
    async negotiationSteps(threadId: string, projectId: string) {
      return db
        .select({
          messageId: messages.id,
          senderId: messages.senderId,
          messageType: messages.messageType,
          metadata: messages.metadata,
        })
        .from(messages)
        .where(
          and(
            eq(messages.threadId, threadId),
            or(eq(messages.id, projectId), sql`${messages.metadata}->>'projectId' = ${projectId}`),
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id));
    },

    /**
     * Locks the thread row for this transaction and stamps its activity: a new message's time comes from
     * here, so messages of one thread are stored in the order their senders got the lock. A message
     * reopens an archived thread.
     */
    async touchThread(threadId: string, projectTitle?: string): Promise<ThreadRow> {
      const [row] = await db
        .update(messageThreads)
        .set({
          // Millisecond precision (what JSON and JS dates carry), strictly increasing within the thread.
          lastMessageAt: sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${messageThreads.lastMessageAt} + interval '1 millisecond')`,
          updatedAt: sql`clock_timestamp()`,
          status: 'active',
          ...(projectTitle !== undefined ? { projectTitle } : {}),
        })
        .where(eq(messageThreads.id, threadId))
        .returning();
      return row!;
    },

    async insertMessage(row: typeof messages.$inferInsert): Promise<typeof messages.$inferSelect> {
      const [created] = await db.insert(messages).values(row).returning();
      return created!;
    },

    /**
     * Marks the thread read up to its newest message for `userId` (never moves back). Reads the thread's
     * last message time under the thread lock, so a message still being written is not marked read.
     */
    async markRead(threadId: string, userId: string): Promise<Date | null> {
      const [thread] = await db
        .select({ id: messageThreads.id })
        .from(messageThreads)
        .where(eq(messageThreads.id, threadId))
        .for('update');
      if (!thread) return null;
      const [row] = await db
        .update(threadParticipants)
        .set({
          lastReadAt: sql`greatest(coalesce(${threadParticipants.lastReadAt}, '-infinity'::timestamptz), (select t.last_message_at from ${messageThreads} t where t.id = ${threadId}))`,
        })
        .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, userId)))
        .returning({ lastReadAt: threadParticipants.lastReadAt });
      return row?.lastReadAt ?? null;
    },

    /** The sender has read everything up to their own message. */
    async readUpTo(threadId: string, userId: string, messageId: string): Promise<void> {
      await db
        .update(threadParticipants)
        .set({
          lastReadAt: sql`greatest(coalesce(${threadParticipants.lastReadAt}, '-infinity'::timestamptz), (select m.created_at from ${messages} m where m.id = ${messageId}))`,
        })
        .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, userId)));
    },

    async setStatus(threadId: string, status: ThreadRow['status']): Promise<ThreadRow | null> {
      const [row] = await db
        .update(messageThreads)
        .set({ status, updatedAt: sql`clock_timestamp()` })
        .where(eq(messageThreads.id, threadId))
        .returning();
      return row ?? null;
    },

    /** Every unread message of the user in every thread (the top bar's badge). */
    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
        })
        .from(messages)
        .innerJoin(
          threadParticipants,
          and(eq(threadParticipants.threadId, messages.threadId), eq(threadParticipants.userId, userId)),
        )
        .where(
          and(
            sql`${messages.senderId} is distinct from ${userId}`,
            sql`${messages.createdAt} > coalesce(${threadParticipants.lastReadAt}, '-infinity'::timestamptz)`,
          ),
        );
      return row?.count ?? 0;
    },

    /** Reading a thread reads its "new message" notification too. */
    async readMessageNotifications(userId: string, link: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, 'message'),
            eq(notifications.link, link),
            isNull(notifications.readAt),
          ),
        );
    },

    /** An accepted offer's deal with its first timeline entry, through the deals module's one way to create one. */
    openDeal: (row: NewDeal, first: FirstDealEvent) => createDeal(db, row, first),

    // Signals to followers (`/compose`).
    async followerIds(creatorId: string): Promise<string[]> {
      const rows = await db.select({ id: follows.followerId }).from(follows).where(eq(follows.creatorId, creatorId));
      return rows.map((r) => r.id);
    },

    async countFollowers(creatorId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(follows)
        .where(eq(follows.creatorId, creatorId));
      return row?.n ?? 0;
    },

    async insertSignal(row: typeof signals.$inferInsert) {
      const [created] = await db.insert(signals).values(row).returning();
      return created!;
    },

    // Notifications centre.
    async listNotifications(userId: string, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadNotifications(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.count ?? 0;
    },

    async readNotification(userId: string, id: string) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row ?? null;
    },

    async readAllNotifications(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}

export type MessagingQueries = ReturnType<typeof queries>;

export function createMessagingRepository(db: Db) {
  return {
    ...queries(db),
    db,
    /** Runs `fn` in one transaction with queries bound to it; `tx` is for the realtime and outbox writers. */
    transaction<T>(fn: (q: MessagingQueries, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((raw) => {
        const tx = raw as unknown as Db;
        return fn(queries(tx), tx);
      });
    },
  };
}
export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
