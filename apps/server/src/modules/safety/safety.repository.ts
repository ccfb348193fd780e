import { payableAccount } from '@pulse/domain/ledger';
import type { ReportTargetKind, SafetyReportStatus } from '@pulse/domain/safety';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { partnerProfiles } from '../../db/schema/applications';
import { session, user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { ledgerEntries } from '../../db/schema/ledger';
import { messages, messageThreads, threadParticipants } from '../../db/schema/messaging';
import { blocks, reports } from '../../db/schema/safety';
import { pieces } from '../../db/schema/social';
import { deals } from '../../db/schema/submissions';
import { textList } from '../../db/sql-lists';

export type ReportRow = typeof reports.$inferSelect;

/** What people are called here: a partner's company when they gave one, else their name (as in threads). */
const displayName = sql<string>`case when ${user.role} = 'brand' then coalesce(nullif(${partnerProfiles.company}, ''), ${user.name}) else ${user.name} end`;

// ---- What other modules' queries take (decision 050) ----------------------------------------------------------

/**
 * True when `viewerId` and the user in `other` blocked each other, either way: two probes of the blocks primary
 * key (blocker, blocked), so a list filtered by it stays an index lookup per row.
 */
export function blockedWithSql(viewerId: string | Placeholder, other: AnyPgColumn | SQL): SQL {
  return sql`(exists (select 1 from ${blocks} b where b.blocker_id = ${viewerId} and b.blocked_id = ${other})
    or exists (select 1 from ${blocks} b where b.blocker_id = ${other} and b.blocked_id = ${viewerId}))`;
}

/** The negation of `blockedWithSql`, for a WHERE: rows whose user the viewer has no block with. */
export function notBlockedWithSql(viewerId: string, other: AnyPgColumn | SQL): SQL {
  return sql`not ${blockedWithSql(viewerId, other)}`;
}

/** A user row's account is not suspended (public pages, discovery and search show only these). */
export function notSuspendedSql(userId: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${user} su where su.id = ${userId} and su.suspended_at is not null)`;
}

/**
 * Rows whose user is none of `ids` (the viewer's blocks, read once with `blockedIdsOf`); undefined when there are
 * none, so a viewer who blocked nobody runs the same query as a visitor. The ids travel as one bound value.
 */
export function notAmongSql(column: AnyPgColumn | SQL, ids: readonly string[]): SQL | undefined {
  if (ids.length === 0) return undefined;
  return sql`not (${column} = any(${textList(ids)}))`;
}

/** Whether the two blocked each other, either way (messages, offers and invites are refused). */
export async function isBlockedPair(db: Db, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the account is suspended (its payouts are held, decision 050). */
export async function isSuspended(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(user)
    .where(and(eq(user.id, userId), isNotNull(user.suspendedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Everyone `userId` blocked or was blocked by: read once, then filtered out of a list in memory or SQL. */
export async function blockedIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({
      id: sql<string>`case when ${blocks.blockerId} = ${userId} then ${blocks.blockedId} else ${blocks.blockerId} end`,
    })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  return rows.map((r) => r.id);
}

// ---- The module's own SQL -------------------------------------------------------------------------------------

function queries(db: Db) {
  return {
    async findPerson(id: string) {
      const [row] = await db
        .select({
          id: user.id,
          name: displayName,
          email: user.email,
          role: user.role,
          isAnonymous: user.isAnonymous,
          creatorStatus: user.creatorStatus,
          brandStatus: user.brandStatus,
          suspendedAt: user.suspendedAt,
          deletedAt: user.deletedAt,
        })
        .from(user)
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, user.id))
        .where(eq(user.id, id))
        .limit(1);
      return row ?? null;
    },

    async displayNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: user.id, name: displayName })
        .from(user)
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, user.id))
        .where(inArray(user.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    // Blocks.
    async insertBlock(blockerId: string, blockedId: string) {
      await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
      return row!;
    },

    async deleteBlock(blockerId: string, blockedId: string): Promise<void> {
      await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    /** The people `blockerId` blocked, newest first. */
    listBlocks(blockerId: string) {
      return db
        .select({ id: user.id, name: displayName, role: user.role, blockedAt: blocks.createdAt })
        .from(blocks)
        .innerJoin(user, eq(user.id, blocks.blockedId))
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, user.id))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt), asc(blocks.blockedId));
    },

    // What can be reported.
    async findPiece(id: string) {
      const [row] = await db
        .select({
          id: pieces.id,
          title: pieces.title,
          description: pieces.description,
          producerId: pieces.producerId,
          filmmakerId: pieces.filmmakerId,
          hiddenAt: pieces.hiddenAt,
          creditSuspended: sql<boolean>`not (${notSuspendedSql(pieces.producerId)} and ${notSuspendedSql(pieces.filmmakerId)})`,
        })
        .from(pieces)
        .where(eq(pieces.id, id));
      return row ?? null;
    },

    async findMessage(id: string) {
      const [row] = await db
        .select({
          id: messages.id,
          threadId: messages.threadId,
          senderId: messages.senderId,
          content: messages.content,
          hiddenAt: messages.hiddenAt,
          subject: messageThreads.subject,
        })
        .from(messages)
        .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
        .where(eq(messages.id, id));
      return row ?? null;
    },

    async isParticipant(threadId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(threadParticipants)
        .where(and(eq(threadParticipants.threadId, threadId), eq(threadParticipants.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    async sharesThread(a: string, b: string): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from ${threadParticipants} x join ${threadParticipants} y on y.thread_id = x.thread_id
        where x.user_id = ${a} and y.user_id = ${b} limit 1`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },

    async findBrief(id: string) {
      const [row] = await db
        .select({
          id: briefs.id,
          kind: briefs.kind,
          title: briefs.title,
          description: briefs.description,
          ownerId: briefs.ownerId,
          status: briefs.status,
          hiddenAt: briefs.hiddenAt,
        })
        .from(briefs)
        .where(eq(briefs.id, id));
      return row ?? null;
    },

    // Reports.
    /** Null when this person already has an open report about this thing (the partial unique index). */
    async insertReport(row: typeof reports.$inferInsert): Promise<ReportRow | null> {
      const [created] = await db.insert(reports).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async findReport(id: string, lock = false): Promise<ReportRow | null> {
      const query = db.select().from(reports).where(eq(reports.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    /** Open reports, oldest first (the partial index on open reports). */
    openReports(limit: number): Promise<ReportRow[]> {
      return db
        .select()
        .from(reports)
        .where(eq(reports.status, 'open'))
        .orderBy(asc(reports.createdAt), asc(reports.id))
        .limit(limit);
    },

    /** Open reports per reported thing, for "N more reports". */
    async openCounts(targets: readonly { kind: string; id: string }[]): Promise<Map<string, number>> {
      if (targets.length === 0) return new Map();
      const rows = await db
        .select({ kind: reports.targetKind, id: reports.targetId, n: sql<number>`count(*)::int` })
        .from(reports)
        .where(and(eq(reports.status, 'open'), inArray(reports.targetId, [...new Set(targets.map((t) => t.id))])))
        .groupBy(reports.targetKind, reports.targetId);
      return new Map(rows.map((r) => [`${r.kind}:${r.id}`, r.n]));
    },

    /** Reports about each account that ended in a warning. */
    async warningCounts(userIds: readonly string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: reports.targetUserId, n: sql<number>`count(*)::int` })
        .from(reports)
        .where(and(eq(reports.status, 'warned'), inArray(reports.targetUserId, [...new Set(userIds)])))
        .groupBy(reports.targetUserId);
      return new Map(rows.map((r) => [r.id ?? '', r.n]));
    },

    async accounts(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: user.id, name: displayName, role: user.role, suspendedAt: user.suspendedAt })
        .from(user)
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, user.id))
        .where(inArray(user.id, [...new Set(ids)]));
    },

    /**
     * Closes open reports with the admin's outcome: one report, every report about one thing, or every report
     * about one account. Returns how many.
     */
    async closeReports(
      where: { reportId: string } | { kind: ReportTargetKind; targetId: string } | { targetUserId: string },
      status: Exclude<SafetyReportStatus, 'open'>,
      by: string,
    ): Promise<number> {
      const target =
        'reportId' in where
          ? eq(reports.id, where.reportId)
          : 'targetUserId' in where
            ? eq(reports.targetUserId, where.targetUserId)
            : and(eq(reports.targetKind, where.kind), eq(reports.targetId, where.targetId));
      const rows = await db
        .update(reports)
        .set({ status, resolvedBy: by, resolvedAt: new Date() })
        .where(and(target, eq(reports.status, 'open')))
        .returning({ id: reports.id });
      return rows.length;
    },

    /** Hides a piece, a message or a brief (its `hidden_at`); false when it is gone or already hidden. */
    async hideContent(kind: 'piece' | 'message' | 'brief', id: string): Promise<boolean> {
      const table = kind === 'piece' ? pieces : kind === 'message' ? messages : briefs;
      const rows = await db
        .update(table)
        .set({ hiddenAt: new Date() })
        .where(and(eq(table.id, id), isNull(table.hiddenAt)))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** Suspends the account; null when it was suspended already. */
    async suspend(userId: string, reason: string) {
      const [row] = await db
        .update(user)
        .set({ suspendedAt: new Date(), suspendedReason: reason })
        .where(and(eq(user.id, userId), isNull(user.suspendedAt)))
        .returning({ id: user.id, suspendedAt: user.suspendedAt });
      return row ?? null;
    },

    /** Signs the account out everywhere: every session row goes. */
    async deleteSessions(userId: string): Promise<number> {
      const rows = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
      return rows.length;
    },

    /**
     * What the account holds, from the ledger: the escrow of every deal it is a party to, and its payable
     * earnings. Balances are sums of entries; nothing is moved to hold them.
     */
    async heldMoney(userId: string): Promise<{ escrowCents: number; earningsCents: number }> {
      const escrowOfDeals = db
        .select({ account: sql<string>`'escrow:' || ${deals.id}` })
        .from(deals)
        .where(or(eq(deals.brandId, userId), eq(deals.creatorId, userId)));
      // Escrow accounts are named `escrow:<deal>` (the domain's escrowAccount).
      const escrow = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.account, escrowOfDeals));
      const earnings = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.account, payableAccount(userId)));
      return { escrowCents: Number(escrow[0]?.total ?? 0), earningsCents: Number(earnings[0]?.total ?? 0) };
    },
  };
}
export type SafetyQueries = ReturnType<typeof queries>;

export function createSafetyRepository(db: Db) {
  return {
    ...queries(db),
    db,
    isBlockedPair: (a: string, b: string) => isBlockedPair(db, a, b),
    transaction<T>(fn: (q: SafetyQueries, tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((raw) => {
        const tx = raw as unknown as Db;
        return fn(queries(tx), tx);
      });
    },
  };
}
export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
