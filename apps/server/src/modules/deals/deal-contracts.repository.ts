import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerProfiles } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { briefs } from '../../db/schema/briefs';
import { contractSignatures } from '../../db/schema/contracts';
import { snippets } from '../../db/schema/media';
import { messages, threadParticipants } from '../../db/schema/messaging';
import { submissions } from '../../db/schema/submissions';

export type SignatureRow = typeof contractSignatures.$inferSelect;

/** A party as the contract names them: the display name (a partner's company), the account's name and kind. */
export interface ContractAccount {
  id: string;
  name: string;
  isAnonymous: boolean;
  company: string;
  contactName: string;
}

/** What an offer accepted in messages agreed (decision 014): the project brief's words and timeline. */
export interface OfferTerms {
  description: string;
  deadline: string | null;
}

/** SQL of deal contracts: the terms' sources and the signatures. */
export function dealContractsQueries(db: Db) {
  return {
    async briefsByIds(ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, typeof briefs.$inferSelect>();
      const rows = await db
        .select()
        .from(briefs)
        .where(inArray(briefs.id, [...new Set(ids)]));
      return new Map(rows.map((b) => [b.id, b]));
    },

    async accounts(ids: readonly string[]): Promise<Map<string, ContractAccount>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          isAnonymous: user.isAnonymous,
          company: sql<string>`coalesce(${partnerProfiles.company}, '')`,
          contactName: sql<string>`coalesce(${partnerProfiles.name}, '')`,
        })
        .from(user)
        .leftJoin(partnerProfiles, eq(partnerProfiles.userId, user.id))
        .where(inArray(user.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, { ...r, isAnonymous: Boolean(r.isAnonymous) }]));
    },

    /** The licensed snippet's title of each license deal's submission, by submission id. */
    async snippetTitles(submissionIds: readonly string[]): Promise<Map<string, string>> {
      if (submissionIds.length === 0) return new Map();
      const rows = await db
        .select({ id: submissions.id, title: snippets.title })
        .from(submissions)
        .innerJoin(snippets, eq(snippets.id, submissions.snippetId))
        .where(inArray(submissions.id, [...new Set(submissionIds)]));
      return new Map(rows.map((r) => [r.id, r.title]));
    },

    /**
     * The project brief a deal accepted in messages came from: the accept message names the deal and the offer
     * (decision 014). Read through the two parties' threads, so the indexes do the finding.
     */
    async offerTerms(deal: { id: string; brandId: string; creatorId: string }): Promise<OfferTerms | null> {
      const result = (await db.execute(sql`
        select brief.metadata as "metadata"
        from ${threadParticipants} p1
        join ${threadParticipants} p2 on p2.thread_id = p1.thread_id and p2.user_id = ${deal.creatorId}
        join ${messages} accept on accept.thread_id = p1.thread_id
          and accept.message_type = 'contract' and accept.metadata->>'dealId' = ${deal.id}
        join ${messages} brief on brief.id = accept.metadata->>'projectId'
        where p1.user_id = ${deal.brandId}
        limit 1`)) as unknown as { rows: { metadata: Record<string, unknown> | string }[] };
      const raw = result.rows[0]?.metadata;
      if (raw === undefined) return null;
      const metadata = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
      return {
        description: typeof metadata.description === 'string' ? metadata.description : '',
        deadline: typeof metadata.deadline === 'string' ? metadata.deadline : null,
      };
    },

    /** The deals' signatures, oldest first, by deal. */
    async signaturesOf(dealIds: readonly string[]): Promise<Map<string, SignatureRow[]>> {
      const out = new Map<string, SignatureRow[]>();
      if (dealIds.length === 0) return out;
      const rows = await db
        .select()
        .from(contractSignatures)
        .where(inArray(contractSignatures.dealId, [...new Set(dealIds)]))
        .orderBy(asc(contractSignatures.signedAt), asc(contractSignatures.id));
      for (const row of rows) out.set(row.dealId, [...(out.get(row.dealId) ?? []), row]);
      return out;
    },

    /** Records a signature; null when this side already signed this document (the row stays as it was). */
    async insertSignature(row: typeof contractSignatures.$inferInsert): Promise<SignatureRow | null> {
      const rows = await db
        .insert(contractSignatures)
        .values(row)
        .onConflictDoNothing({
          target: [contractSignatures.dealId, contractSignatures.role, contractSignatures.documentHash],
        })
        .returning();
      return rows[0] ?? null;
    },

    /** Whether anyone signed the deal's contract (a change of terms makes them sign again). */
    async hasSignatures(dealId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: contractSignatures.id })
        .from(contractSignatures)
        .where(and(eq(contractSignatures.dealId, dealId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type DealContractsQueries = ReturnType<typeof dealContractsQueries>;
