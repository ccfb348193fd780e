import type { PlanMilestoneInput } from '@pulse/domain/deal-plan';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealMilestones } from '../../db/schema/submissions';
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

    /** The plan as the parties agreed it now: its milestones replaced, numbered from 1 (under the deal's lock). */
    async replacePlan(dealId: string, milestones: readonly PlanMilestoneInput[]): Promise<MilestoneRow[]> {
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
          })),
        )
        .returning();
    },

    async updateMilestone(id: string, set: Partial<typeof dealMilestones.$inferInsert>): Promise<MilestoneRow> {
      const [row] = await db.update(dealMilestones).set(set).where(eq(dealMilestones.id, id)).returning();
      if (!row) throw new Error(`Milestone ${id} vanished`);
      return row;
    },
  };
}
export type DealPlansQueries = ReturnType<typeof dealPlansQueries>;
