import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realArray } from '../src/db/binary-arrays';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './helpers/test-app';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table real_array_probe (id int primary key, v real[])`);
  await database.db.execute(sql`insert into real_array_probe values
    (1, '{0.1,-2.5,3e-8,1e30,-0}'), (2, '{1,NULL,2}'), (3, '{}'), (4, null), (5, '{{1,2},{3,4}}')`);
});

afterAll(async () => {
  await database?.close();
});

describe('a real[] read in its binary form', () => {
  it('gives each number exactly as stored, a null element as NaN, an empty array empty and a null array null', async () => {
    const rows = await database.db
      .select({ id: sql<number>`id`, v: realArray(sql`v`) })
      .from(sql`real_array_probe`)
      .orderBy(sql`id`);
    expect(rows.map((r) => r.v)).toEqual([
      [0.1, -2.5, 3e-8, 1e30, -0].map(Math.fround),
      [1, Number.NaN, 2],
      [],
      null,
      [1, 2, 3, 4],
    ]);
    // The text form's shortest decimal is not the stored float: the binary form is.
    expect(rows[0]!.v![0]).not.toBe(0.1);
  });
});
