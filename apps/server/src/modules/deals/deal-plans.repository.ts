import type { PlanMilestoneInput } from '@pulse/domain/deal-plan';
import { FUND_NEXT_STATUSES, FUNDED_EACH } from '@pulse/domain/milestone-funding';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealMilestones, deals } from '../../db/schema/submissions';
import { newId } from '../../lib/ids';

export type MilestoneRow = typeof dealMilestones.$inferSelect;

/** SQL of deals' plans (decision 066): their milestones, in order. */
export function dealPlansQueries(db: Db) {
  return {
    async milestonesOf(dealIds: readonly string[]): Promise<Map<string, MilestoneRow[]>> {
      const out = new Map<string, MilestoneRow[]>();
      if (dealIds.length === 0) return out;
      const rows = await db
        .select()
        .from(dealMilestones)
        .where(inArray(dealMilestones.dealId, [...new Set(dealIds)]))
        .orderBy(asc(dealMilestones.dealId), asc(dealMilestones.position));
      for (const row of rows) {
        const list = out.get(row.dealId) ?? [];
        list.push(row);
        out.set(row.dealId, list);
      }
      return out;
    },

    async milestones(dealId: string): Promise<MilestoneRow[]> {
      return (await this.milestonesOf([dealId])).get(dealId) ?? [];
    },

    /**
     * The plan as the parties agreed it now: its milestones replaced, numbered from 1 (under the deal's lock).
     * `funded`: the escrow the old plan held, which the new milestones keep (a deal funded whole).
     */
    async replacePlan(
      dealId: string,
      milestones: readonly PlanMilestoneInput[],
      /** The escrow each new milestone keeps, by position (none: not funded). */
      fundedOf: (position: number) => { at: Date; paymentId: string | null } | null = () => null,
    ): Promise<MilestoneRow[]> {
      await db.delete(dealMilestones).where(eq(dealMilestones.dealId, dealId));
      return db
        .insert(dealMilestones)
        .values(
          milestones.map((m, i) => ({
            id: newId(),
            dealId,
            position: i + 1,
            title: m.title,
            amountCents: m.amountCents,
            dueDate: m.dueDate,
            fundedAt: fundedOf(i + 1)?.at ?? null,
            fundingPaymentId: fundedOf(i + 1)?.paymentId ?? null,
          })),
        )
        .returning();
    },

    /** Milestones whose money the charge `paymentId` just put into escrow: every one, or those at `positions`. */
    async markFunded(dealId: string, positions: readonly number[] | 'all', paymentId: string): Promise<void> {
      const where = [eq(dealMilestones.dealId, dealId), isNull(dealMilestones.fundedAt)];
      if (positions !== 'all') where.push(inArray(dealMilestones.position, [...positions]));
      await db
        .update(dealMilestones)
        .set({ fundedAt: new Date(), fundingPaymentId: paymentId })
        .where(and(...where));
    },

    /** A switch to one milestone at a time (decision 072): these milestones' money went back to the card. */
    async unfund(dealId: string, positions: readonly number[]): Promise<void> {
      if (positions.length === 0) return;
      await db
        .update(dealMilestones)
        .set({ fundedAt: null, fundingPaymentId: null })
        .where(and(eq(dealMilestones.dealId, dealId), inArray(dealMilestones.position, [...positions])));
    },

    /**
     * Milestones that started unfunded and were not yet charged or reminded (decisions 067, 070, 072): open, on a
     * running deal funded one at a time. A retainer's month starts the day after the month before it is due; a
     * project's milestone once the one before it is settled.
     */
    async startedUnfunded(today: string, limit: number) {
      return db
        .select({ milestone: dealMilestones, deal: deals })
        .from(dealMilestones)
        .innerJoin(deals, eq(deals.id, dealMilestones.dealId))
        .where(
          and(
            inArray(deals.funding, [...FUNDED_EACH]),
            inArray(deals.status, [...FUND_NEXT_STATUSES]),
            eq(dealMilestones.status, 'open'),
            isNull(dealMilestones.fundedAt),
            isNull(dealMilestones.fundReminderAt),
            sql`exists (select 1 from ${dealMilestones} before where before.deal_id = ${dealMilestones.dealId}
              and before.position = ${dealMilestones.position} - 1
              and case when ${deals.funding} = 'monthly' then before.due_date < ${today}::date
                else before.settled_at is not null end)`,
          ),
        )
        .orderBy(asc(dealMilestones.dealId), asc(dealMilestones.position))
        .limit(limit);
    },

    async updateMilestone(id: string, set: Partial<typeof dealMilestones.$inferInsert>): Promise<MilestoneRow> {
      const [row] = await db.update(dealMilestones).set(set).where(eq(dealMilestones.id, id)).returning();
      if (!row) throw new Error(`Milestone ${id} vanished`);
      return row;
    },
  };
}
export type DealPlansQueries = ReturnType<typeof dealPlansQueries>;
