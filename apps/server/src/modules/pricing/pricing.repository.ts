import type { GroupFigures } from '@pulse/domain/price-guidance';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { briefs } from '../../db/schema/briefs';
import { priceFloors } from '../../db/schema/pricing';

/** One group of the price_guidance view: '*' is "any" for a key. */
export interface GroupKey {
  category: string;
  usageType: string;
  turnaround: string;
}

interface ViewRow {
  category: string;
  usage_type: string;
  turnaround: string;
  deals: number;
  p25_cents: number | null;
  p50_cents: number | null;
  p75_cents: number | null;
  timed_deals: number;
  median_days: number | null;
  on_time_rate: number | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const keyOf = (k: GroupKey) => `${k.category}|${k.usageType}|${k.turnaround}`;

export function createPricingRepository(db: Db) {
  return {
    /** The figures of these groups, by keyOf; a group without deals has no row. */
    async groupFigures(keys: readonly GroupKey[]): Promise<Map<string, GroupFigures>> {
      const out = new Map<string, GroupFigures>();
      if (keys.length === 0) return out;
      const tuples = sql.join(
        keys.map((k) => sql`(${k.category}, ${k.usageType}, ${k.turnaround})`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select category, usage_type, turnaround, deals, p25_cents, p50_cents, p75_cents, timed_deals,
               median_days, on_time_rate
        from price_guidance where (category, usage_type, turnaround) in (${tuples})`);
      for (const r of rowsOf<ViewRow>(result)) {
        out.set(keyOf({ category: r.category, usageType: r.usage_type, turnaround: r.turnaround }), {
          deals: Number(r.deals),
          p25Cents: num(r.p25_cents),
          p50Cents: num(r.p50_cents),
          p75Cents: num(r.p75_cents),
          timedDeals: Number(r.timed_deals),
          medianDays: num(r.median_days),
          onTimeRate: num(r.on_time_rate),
        });
      }
      return out;
    },

    /**
     * Refreshes the view when a release has been posted since it was last computed; true when it did. The
     * check reads the newest release, so an idle minute costs one small query.
     */
    async refreshGuidanceIfStale(): Promise<boolean> {
      const result = await db.execute(sql`
        select (select max(created_at) from ledger_transactions where kind = 'release') as latest,
               (select last_release_at from price_guidance
                 where category = '*' and usage_type = '*' and turnaround = '*') as computed`);
      const row = rowsOf<{ latest: unknown; computed: unknown }>(result)[0];
      const latest = row?.latest ? new Date(row.latest as string).getTime() : null;
      const computed = row?.computed ? new Date(row.computed as string).getTime() : null;
      if (latest === computed) return false;
      await this.refreshGuidance();
      return true;
    },

    /** Recomputes every group now; readers keep the old figures until it finishes. */
    async refreshGuidance(): Promise<void> {
      await db.execute(sql`refresh materialized view concurrently price_guidance`);
    },

    async floors() {
      return db.select().from(priceFloors);
    },

    async floorOf(category: string): Promise<number | null> {
      const [row] = await db
        .select({ floorCents: priceFloors.floorCents })
        .from(priceFloors)
        .where(eq(priceFloors.category, category));
      return row?.floorCents ?? null;
    },

    async setFloor(category: string, floorCents: number, setBy: string): Promise<void> {
      await db
        .insert(priceFloors)
        .values({ category, floorCents, setBy })
        .onConflictDoUpdate({
          target: priceFloors.category,
          set: { floorCents, setBy, updatedAt: sql`now()` },
        });
    },

    async clearFloor(category: string): Promise<void> {
      await db.delete(priceFloors).where(eq(priceFloors.category, category));
    },

    /** A brief as guidance needs it: who owns it, whether it is out, and its group. */
    async findBrief(id: string) {
      const [row] = await db
        .select({
          id: briefs.id,
          ownerId: briefs.ownerId,
          status: briefs.status,
          hiddenAt: briefs.hiddenAt,
          category: briefs.category,
          usageType: briefs.usageType,
          deadline: briefs.deadline,
          createdAt: briefs.createdAt,
        })
        .from(briefs)
        .where(eq(briefs.id, id));
      return row ?? null;
    },
  };
}
export type PricingRepository = ReturnType<typeof createPricingRepository>;
