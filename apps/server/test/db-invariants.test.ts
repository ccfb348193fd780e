import { eq, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import * as schema from '../src/db/schema/index';
import { ledgerEntries, ledgerTransactions } from '../src/db/schema/ledger';
import { mediaFiles } from '../src/db/schema/media';
import { pgErrorCode } from '../src/lib/db-errors';
import { newId } from '../src/lib/ids';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every text column the schema declares with a set of values (the domain's lists), keyed `table.column`. */
function enumColumns(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const value of Object.values(schema)) {
    if (!value || typeof value !== 'object' || !(Symbol.for('drizzle:IsDrizzleTable') in value)) continue;
    const table = getTableConfig(value as PgTable);
    for (const column of table.columns) {
      const values = (column as unknown as { enumValues?: string[] }).enumValues;
      if (values && values.length > 0 && column.columnType === 'PgText')
        out.set(`${table.name}.${column.name}`, values);
    }
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}

async function refusedWith(write: () => Promise<unknown>): Promise<string | null> {
  try {
    await write();
    return null;
  } catch (err) {
    return pgErrorCode(err);
  }
}

async function aUser(): Promise<string> {
  const res = await new Client(t.app).post('/api/me/role', { role: 'fan' });
  return res.json().user.id as string;
}

describe('invariants kept by the database itself', () => {
  it('every status and kind the schema declares has a CHECK in the database, with exactly its values', async () => {
    const result = (await t.database.db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column", pg_get_constraintdef(c.oid) as "definition"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'c'`)) as unknown as { rows: { table: string; column: string; definition: string }[] };
    const checked = new Map<string, string[][]>();
    for (const r of result.rows) {
      const key = `${r.table.replace(/"/g, '')}.${r.column}`;
      const values = [...r.definition.matchAll(/'([^']*)'::text/g)].map((m) => m[1]!);
      checked.set(key, [...(checked.get(key) ?? []), values]);
    }
    const columns = enumColumns();
    const missing = [...columns.keys()].filter((c) => !checked.has(c));
    expect(missing).toEqual([]);
    // The schema's sets come from the domain's lists; a list that grows without a migration fails here.
    const drifted = [...columns]
      .filter(([key, values]) => !checked.get(key)!.some((set) => set.length > 0 && sameSet(set, values)))
      .map(([key]) => key);
    expect(drifted).toEqual([]);
    expect(columns.size).toBeGreaterThan(20);
  });

  it('refuses a status outside its set and a role nobody has, written straight to the table', async () => {
    const id = await aUser();
    expect(
      await refusedWith(() =>
        t.database.db
          .update(user)
          .set({ role: 'owner' as never })
          .where(eq(user.id, id)),
      ),
    ).toBe('23514');
    expect(
      await refusedWith(() =>
        t.database.db.insert(mediaFiles).values({
          id: newId(),
          ownerId: id,
          kind: 'gif' as never,
          mimeType: 'image/gif',
          sizeBytes: 10,
          storageKey: 'x',
        }),
      ),
    ).toBe('23514');
  });

  it('refuses a tip outside $1 to $20, a zero ledger entry and an ownership over 100%', async () => {
    const id = await aUser();
    const raw = (text: string) => () => t.database.db.execute(sql.raw(text));
    expect(
      await refusedWith(
        raw(`insert into tips (id, fan_id, creator_id, amount_cents) values ('${newId()}', '${id}', '${id}', 5000)`),
      ),
    ).toBe('23514');
    const txId = newId();
    await t.database.db.insert(ledgerTransactions).values({ id: txId, kind: 'test' });
    expect(
      await refusedWith(() =>
        t.database.db.insert(ledgerEntries).values({ id: newId(), transactionId: txId, account: 'a', amountCents: 0 }),
      ),
    ).toBe('23514');
    expect(
      await refusedWith(
        raw(
          `insert into snippets (id, creator_id, title, ownership_percentage) values ('${newId()}', '${id}', 'x', 150)`,
        ),
      ),
    ).toBe('23514');
  });

  it('refuses at commit a ledger transaction whose entries do not sum to zero, and keeps none of it', async () => {
    const txId = newId();
    const code = await refusedWith(() =>
      t.database.db.transaction(async (tx) => {
        await tx.insert(ledgerTransactions).values({ id: txId, kind: 'test' });
        await tx.insert(ledgerEntries).values([
          { id: newId(), transactionId: txId, account: 'card_clearing', amountCents: -500 },
          { id: newId(), transactionId: txId, account: 'escrow:x', amountCents: 400 },
        ]);
      }),
    );
    expect(code).toBe('23514');
    expect(await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, txId))).toEqual([]);

    // Balanced, it commits.
    const ok = newId();
    await t.database.db.transaction(async (tx) => {
      await tx.insert(ledgerTransactions).values({ id: ok, kind: 'test' });
      await tx.insert(ledgerEntries).values([
        { id: newId(), transactionId: ok, account: 'card_clearing', amountCents: -500 },
        { id: newId(), transactionId: ok, account: 'escrow:x', amountCents: 500 },
      ]);
    });
    expect(await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, ok))).toHaveLength(2);
  });
});
