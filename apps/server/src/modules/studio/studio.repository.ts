import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { creatorProfiles } from '../../db/schema/creators';
import { follows, savedListItems, tasteEvents } from '../../db/schema/discovery';
import { ledgerEntries } from '../../db/schema/ledger';
import { mediaFiles, signals, snippets } from '../../db/schema/media';
import { submissions } from '../../db/schema/submissions';
import { mediaJsonSql } from '../creators/works.repository';

export type SignalRow = typeof signals.$inferSelect;

/** What the dashboard and PulseStudio read about one creative. SQL only; the service decides who may ask. */
export function createStudioRepository(db: Db) {
  return {
    async findUser(id: string) {
      const rows = await db
        .select({ id: user.id, role: user.role, creativeRole: user.creativeRole })
        .from(user)
        .where(eq(user.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The creative's snippets, newest first, with the file each was made from and its variants. */
    async listSnippets(creatorId: string) {
      return db
        .select({ snippet: snippets, mediaKind: mediaFiles.kind, media: mediaJsonSql(snippets.mediaId) })
        .from(snippets)
        .leftJoin(mediaFiles, eq(mediaFiles.id, snippets.mediaId))
        .where(eq(snippets.creatorId, creatorId))
        .orderBy(desc(snippets.createdAt), desc(snippets.id));
    },

    /** The creative's matches and applications, newest first. */
    async listSubmissions(creatorId: string) {
      return db
        .select({
          id: submissions.id,
          briefTitle: briefs.title,
          status: submissions.status,
          matchScore: submissions.matchScore,
          snippetTitle: snippets.title,
          submittedAt: submissions.submittedAt,
        })
        .from(submissions)
        .innerJoin(briefs, eq(briefs.id, submissions.briefId))
        .leftJoin(snippets, eq(snippets.id, submissions.snippetId))
        .where(eq(submissions.creatorId, creatorId))
        .orderBy(desc(submissions.submittedAt), desc(submissions.id));
    },

    /** The balance of `creator_payable:<user>` (DESIGN 5.4) and whether the ledger has any entry for it. */
    async payableBalance(userId: string): Promise<{ entries: number; cents: number }> {
      const rows = await db
        .select({ entries: count(), cents: sql<string | null>`sum(${ledgerEntries.amountCents})` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.account, `creator_payable:${userId}`));
      return { entries: Number(rows[0]?.entries ?? 0), cents: Number(rows[0]?.cents ?? 0) };
    },

    async findCreatorProfile(userId: string) {
      const rows = await db
        .select({
          cosigns: creatorProfiles.cosigns,
          portfolio: creatorProfiles.portfolio,
          socialLinks: creatorProfiles.socialLinks,
        })
        .from(creatorProfiles)
        .where(eq(creatorProfiles.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The latest co-signs the creative received, with the fan's name when they have an account. */
    async recentCosigns(creatorId: string, limit: number) {
      return db
        .select({
          id: tasteEvents.id,
          at: tasteEvents.createdAt,
          fanName: user.name,
          fanIsGuest: user.isAnonymous,
        })
        .from(tasteEvents)
        .innerJoin(user, eq(user.id, tasteEvents.userId))
        .where(and(eq(tasteEvents.creatorId, creatorId), eq(tasteEvents.action, 'cosign')))
        .orderBy(desc(tasteEvents.createdAt), desc(tasteEvents.id))
        .limit(limit);
    },

    async recentSignals(userId: string, limit: number): Promise<SignalRow[]> {
      return db
        .select()
        .from(signals)
        .where(eq(signals.userId, userId))
        .orderBy(desc(signals.createdAt), desc(signals.id))
        .limit(limit);
    },

    async countFollowers(creatorId: string): Promise<number> {
      const rows = await db.select({ n: count() }).from(follows).where(eq(follows.creatorId, creatorId));
      return Number(rows[0]?.n ?? 0);
    },

    async countSaves(creatorId: string): Promise<number> {
      const rows = await db.select({ n: count() }).from(savedListItems).where(eq(savedListItems.creatorId, creatorId));
      return Number(rows[0]?.n ?? 0);
    },

    async insertSignal(row: typeof signals.$inferInsert): Promise<SignalRow> {
      const rows = await db.insert(signals).values(row).returning();
      return rows[0] as SignalRow;
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
