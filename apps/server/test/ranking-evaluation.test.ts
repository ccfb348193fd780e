import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TasteEventRow } from '../src/modules/feed/feed.repository';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The offline For You measurement (issue 35 item 3, decision 069): the hold-out split, the planted tastes of the
 * scale fans, and an evaluation that leaves the database as it found it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const event = (i: number, creatorId: string, action: TasteEventRow['action']): TasteEventRow => ({
  id: `e${i}`,
  userId: 'fan',
  creatorId,
  action,
  creatorName: creatorId,
  reason: '',
  tags: [],
  createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
});

describe('holdOutLastCosigns', () => {
  it('holds out the last n first-time co-signs and cuts before the first of them, skipping re-co-signs', async () => {
    const { holdOutLastCosigns } = await import('../src/db/seed/scale-ranking');
    const events = [
      event(0, 'a', 'cosign'),
      event(1, 'b', 'skip'),
      event(2, 'c', 'cosign'),
      event(3, 'd', 'dive_deeper'),
      event(4, 'd', 'cosign'),
      event(5, 'b', 'cosign'), // b was skipped before: not a discovery
      event(6, 'e', 'skip'),
      event(7, 'f', 'cosign'),
    ];
    const split = holdOutLastCosigns(events, 2);
    expect(split?.relevant).toEqual(new Set(['f', 'd']));
    expect(split?.before.map((e) => e.id)).toEqual(['e0', 'e1', 'e2', 'e3']);
    expect(split?.after.map((e) => e.id)).toEqual(['e4', 'e5', 'e6', 'e7']);
    expect(holdOutLastCosigns(events, 5)).toBeNull();
  });
});

describe('the scale set measured', () => {
  const totals = async () =>
    (
      (await t.database.db.execute(sql`
        select (select count(*)::int from taste_events) as events,
               (select count(*)::int from creator_reactions) as reactions,
               (select coalesce(sum(cosigns), 0)::int from creator_profiles) as cosigns,
               (select md5(string_agg(tag_weights::text, ',' order by user_id)) from taste_profiles) as weights`)) as unknown as {
        rows: unknown[];
      }
    ).rows[0];

  it('plants tastes the co-signs follow, and measures without changing anything', async () => {
    const { seedScale } = await import('../src/db/seed/scale');
    const { plantedTaste, seedTasteEvents } = await import('../src/db/seed/scale-taste');
    const { evaluateRanking } = await import('../src/db/seed/scale-ranking');
    const db = t.database.db;
    await seedScale(db, 300);
    await seedTasteEvents(db, 300, 3000);

    // Co-signs are likelier on creatives carrying a planted tag than on the rest.
    const rates = (await db.execute(sql`
      select (e.tags && ${plantedTaste(sql`substring(e.user_id from 11)::int`)}) as planted,
             avg((e.action = 'cosign')::int)::float8 as rate
      from taste_events e where e.user_id like 'scale-fan-%' group by 1 order by 1`)) as unknown as {
      rows: { planted: boolean; rate: number }[];
    };
    const [without, withPlanted] = rates.rows;
    expect(withPlanted!.rate).toBeGreaterThan(without!.rate + 0.1);

    const before = await totals();
    const first = await evaluateRanking(db, { fans: 10, heldOut: 3 });
    expect(await totals()).toEqual(before);
    expect(first).toMatchObject({ scaleFans: 30, sampled: 10, heldOut: 3, k: 10 });
    expect(first.evaluated).toBeGreaterThan(0);
    for (const scores of [first.forYou, first.popular, first.ceiling]) {
      for (const m of [scores.precision, scores.ndcg, scores.recall, scores.hitRate]) {
        expect(m.n).toBe(first.evaluated);
        expect(m.mean).toBeGreaterThanOrEqual(0);
        expect(m.mean).toBeLessThanOrEqual(1);
      }
    }
    // Deterministic: the same data gives the same figures.
    const again = await evaluateRanking(db, { fans: 10, heldOut: 3 });
    expect({ ...again, ms: 0 }).toEqual({ ...first, ms: 0 });
  });
});
