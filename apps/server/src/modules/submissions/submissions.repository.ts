import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { snippets } from '../../db/schema/media';
import { deals, submissions } from '../../db/schema/submissions';
import { createDeal, type FirstDealEvent, type NewDeal } from '../deals/deals.repository';
import { isBlockedPair } from '../safety/safety.repository';

export type SubmissionRow = typeof submissions.$inferSelect;
export type DealRow = typeof deals.$inferSelect;

/** SQL of submissions (matches) and the deal a license opens. */
function queries(db: Db) {
  return {
    /**
     * The handle these queries run on (inside `transaction`, the transaction's), so the service can write a
     * step's notifications, and their e-mails into the outbox, with the step itself.
     */
    db,

    /** Whether the two blocked each other, either way (decision 050). */
    isBlockedPair: (a: string, b: string) => isBlockedPair(db, a, b),

    async findBrief(id: string) {
      const rows = await db.select().from(briefs).where(eq(briefs.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async findSnippet(id: string) {
      const rows = await db.select().from(snippets).where(eq(snippets.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Null when the creative already submitted to this brief (one per brief and creative). */
    async insertSubmission(row: typeof submissions.$inferInsert): Promise<SubmissionRow | null> {
      const rows = await db
        .insert(submissions)
        .values(row)
        .onConflictDoNothing({ target: [submissions.briefId, submissions.creatorId] })
        .returning();
      return rows[0] ?? null;
    },

    async moveBrief(id: string, from: readonly (typeof briefs.$inferSelect)['status'][], to: 'matched' | 'closed') {
      await db
        .update(briefs)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(briefs.id, id), inArray(briefs.status, [...from])));
    },

    /** The submission with its brief and creative; `lock` holds the submission row until the transaction ends. */
    async findWithBrief(id: string, lock = false) {
      const query = db
        .select({ submission: submissions, brief: briefs, creatorName: user.name })
        .from(submissions)
        .innerJoin(briefs, eq(briefs.id, submissions.briefId))
        .innerJoin(user, eq(user.id, submissions.creatorId))
        .where(eq(submissions.id, id))
        .limit(1);
      const rows = lock ? await query.for('update', { of: submissions }) : await query;
      return rows[0] ?? null;
    },

    async moveSubmission(id: string, from: readonly SubmissionRow['status'][], to: SubmissionRow['status']) {
      const rows = await db
        .update(submissions)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(submissions.id, id), inArray(submissions.status, [...from])))
        .returning();
      return rows[0] ?? null;
    },

    async findDealOf(submissionId: string): Promise<DealRow | null> {
      const rows = await db.select().from(deals).where(eq(deals.submissionId, submissionId)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * The license's deal at `posted` with its first timeline entry, through the deals module's one way to
     * create a deal; null when the submission already has its deal (the unique index on submission_id).
     */
    createLicenseDeal: (row: NewDeal, first: FirstDealEvent) => createDeal(db, row, first, { oncePerSubmission: true }),
  };
}
type Queries = ReturnType<typeof queries>;

export function createSubmissionsRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction with queries bound to it. */
    transaction<T>(fn: (tx: Queries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx as unknown as Db)));
    },
  };
}
export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;
