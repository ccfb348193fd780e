/**
 * Completed deals for the scale data set (issue 31: 200k completed deals for 100k creatives), so the price and
 * timeline guidance (decision 055) is measured against the data it reads: per deal a closed project brief from one
 * of SCALE_PARTNERS synthetic partners, the deal (complete), its timeline's acceptance and delivery, and its
 * money on the ledger (escrow funded, then released to the creative). Categories follow the creative's role,
 * amounts the category and usage type with a spread, deliveries a spread around the deadline. Set-based SQL in
 * batches; deterministic (hashes of the deal number) and idempotent (fixed ids, ON CONFLICT DO NOTHING).
 */
import { PROJECT_USAGE_TYPES } from '@pulse/domain/deals';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { scaleCreatorIdSql } from './scale-ids';

export const SCALE_DEAL_PREFIX = 'scale-deal-';
export const SCALE_PARTNER_PREFIX = 'scale-partner-';
const DEAL_ID_WIDTH = 7;
export const SCALE_MAX_DEALS = 10 ** DEAL_ID_WIDTH - 1;
const SCALE_PARTNERS = 1_000;
/** 5,000 deals (and 10,000 ledger transactions, 20,000 entries) per transaction. */
const BATCH = 5_000;
const ANALYZE_DEALS = sql`analyze briefs, deals, deal_events, ledger_transactions, ledger_entries`;

const n = (value: number) => sql.raw(String(value));

/** A non-negative int hash of the deal number `g`; seeds above 200 keep clear of the other scale streams. */
function dh(seed: number): SQL {
  return sql`(hashtextextended(g::text, ${n(seed)}) & 2147483647)`;
}

const USAGES = PROJECT_USAGE_TYPES.map((u) => u.value);

/** One row per deal of this batch with everything the inserts share. */
function dealRows(from: number, to: number, creators: number): SQL {
  const usage = sql`(array[${sql.join(
    USAGES.map((u) => sql`${u}`),
    sql`, `,
  )}]::text[])[1 + (${dh(203)} % ${n(USAGES.length)})::int]`;
  return sql`(
    select x.*,
      -- Dollars: the category's and the usage's typical price, spread from half to twice, in $5 steps.
      (round((case x.category when 'producer' then 450 when 'videographer' then 900 else 380 end)
        * (case x.usage_type when 'commercial' then 2.2 when 'film' then 2.5 when 'live' then 1.5
             when 'podcast' then 1.2 else 1.0 end)
        * (0.5 + (x.h4 % 1000) / 666.0) / 5) * 500)::int as cents,
      x.posted + interval '1 day' as accepted,
      x.posted + interval '1 day' + ((1 + x.h5 % (x.turnaround_days + 4)) * interval '1 day') as delivered
    from (
      select g,
        ${SCALE_DEAL_PREFIX} || lpad(g::text, ${n(DEAL_ID_WIDTH)}, '0') as id,
        ${SCALE_PARTNER_PREFIX} || lpad((1 + ${dh(201)} % ${n(SCALE_PARTNERS)})::text, 4, '0') as brand_id,
        c.id as creator_id,
        case c.creative_role when 'designer' then 'graphic_designer' when 'filmmaker' then 'videographer'
          else c.creative_role end as category,
        ${usage} as usage_type,
        (3 + ${dh(204)} % 40)::int as turnaround_days,
        timestamptz '2025-02-01 00:00:00+00' + g * interval '2 minutes' as posted,
        ${dh(205)} as h4,
        ${dh(206)} as h5
      from generate_series(${n(from)}, ${n(to)}) as g
      join "user" c on c.id = ${scaleCreatorIdSql(sql`1 + ${dh(202)} % ${n(creators)}`)}
    ) x
  )`;
}

function insertBatch(from: number, to: number, creators: number): SQL[] {
  const rows = dealRows(from, to, creators);
  return [
    sql`insert into briefs (id, owner_id, kind, status, title, description, category, budget_text, budget_min_cents,
                            budget_max_cents, deadline, usage_type, created_at, updated_at)
        select 'scale-brief-' || substr(r.id, 12), r.brand_id, 'project', 'closed', 'Scale project ' || r.g,
               'A completed project of the scale data set.', r.category, '$' || (r.cents / 100), r.cents, r.cents,
               ((r.posted at time zone 'UTC')::date + r.turnaround_days), r.usage_type, r.posted, r.delivered
        from ${rows} r on conflict do nothing`,
    sql`insert into deals (id, brief_id, brand_id, creator_id, title, type, amount_cents, status, splits,
                           signed_at, delivered_at, paid_at, created_at, updated_at)
        select r.id, 'scale-brief-' || substr(r.id, 12), r.brand_id, r.creator_id, 'Scale project ' || r.g, 'project',
               r.cents, 'complete', '[]'::jsonb, r.accepted + interval '1 hour', r.delivered,
               r.delivered + interval '2 days', r.posted, r.delivered + interval '2 days'
        from ${rows} r on conflict do nothing`,
    sql`insert into deal_events (id, deal_id, actor_id, from_status, to_status, note, created_at)
        select r.id || ':' || e.k, r.id, null, e.from_status, e.to_status, e.note,
               case e.k when 'a' then r.accepted when 'd' then r.delivered else r.delivered + interval '2 days' end
        from ${rows} r
        cross join (values ('a', 'funded', 'accepted', 'Creative selected'),
                           ('d', 'signed', 'delivered', 'Delivered 1 deliverable'),
                           ('p', 'delivered', 'paid', 'Delivery approved; escrow released')) as e(k, from_status, to_status, note)
        on conflict do nothing`,
    sql`insert into ledger_transactions (id, kind, deal_id, memo, created_at)
        select r.id || ':' || t.k, t.kind, r.id, t.memo,
               case t.k when 'f' then r.posted + interval '1 hour' else r.delivered + interval '2 days' end
        from ${rows} r
        cross join (values ('f', 'fund', 'Escrow funded'), ('r', 'release', 'Escrow released')) as t(k, kind, memo)
        on conflict do nothing`,
    sql`insert into ledger_entries (id, transaction_id, account, amount_cents, created_at)
        select r.id || ':' || e.k, r.id || ':' || e.t,
               case e.k when 'f1' then 'card_clearing' when 'r2' then 'creator_payable:' || r.creator_id
                 else 'escrow:' || r.id end,
               case e.k when 'f1' then -r.cents when 'f2' then r.cents when 'r1' then -r.cents else r.cents end,
               case e.t when 'f' then r.posted + interval '1 hour' else r.delivered + interval '2 days' end
        from ${rows} r
        cross join (values ('f1', 'f'), ('f2', 'f'), ('r1', 'r'), ('r2', 'r')) as e(k, t)
        on conflict do nothing`,
  ];
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

export interface SeedDealsResult {
  insertedDeals: number;
  totalScaleDeals: number;
  ms: number;
}

/** Completed deals 1..deals between the scale creatives 1..creators and synthetic partners; then ANALYZE. */
export async function seedScaleDeals(
  db: Db,
  creators: number,
  deals: number,
  onBatch?: (done: number, total: number) => void,
): Promise<SeedDealsResult> {
  if (!Number.isInteger(deals) || deals < 0 || deals > SCALE_MAX_DEALS) {
    throw new RangeError(`deals must be an integer from 0 to ${SCALE_MAX_DEALS}`);
  }
  const started = performance.now();
  let insertedDeals = 0;
  if (deals > 0) {
    if (creators < 1) throw new Error('--deals needs at least one creative (--creators)');
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, is_anonymous, role, brand_status, created_at, updated_at)
      select ${SCALE_PARTNER_PREFIX} || lpad(g::text, 4, '0'), 'Scale Partner ' || g,
             'scale-partner-' || g || '@scale.pulse.invalid', true, false, 'brand', 'approved',
             timestamptz '2025-01-01 00:00:00+00', timestamptz '2025-01-01 00:00:00+00'
      from generate_series(1, ${n(SCALE_PARTNERS)}) as g
      on conflict do nothing`);
  }
  for (let from = 1; from <= deals; from += BATCH) {
    const to = Math.min(deals, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      const [briefsInsert, dealsInsert, ...rest] = insertBatch(from, to, creators) as [SQL, SQL, ...SQL[]];
      await tx.execute(briefsInsert);
      insertedDeals += affected(await tx.execute(dealsInsert));
      for (const statement of rest) await tx.execute(statement);
    });
    onBatch?.(to, deals);
    // As the taste seed does: fresh statistics every 500k deals keep each batch's plans as the tables grow.
    if (to % 500_000 === 0) await db.execute(ANALYZE_DEALS);
  }
  await db.execute(ANALYZE_DEALS);
  // The guidance reads its view: computed once here rather than on the server's next minute.
  await db.execute(sql`refresh materialized view price_guidance`);
  const result = (await db.execute(
    sql`select count(*)::int as n from deals where id like ${`${SCALE_DEAL_PREFIX}%`}`,
  )) as unknown as { rows: { n: number }[] };
  return {
    insertedDeals,
    totalScaleDeals: Number(result.rows[0]?.n ?? 0),
    ms: Math.round(performance.now() - started),
  };
}
