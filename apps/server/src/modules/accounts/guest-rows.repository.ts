import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgErrorCode } from '../../lib/db-errors';

/** Tables of the session itself: the guest's sessions and credentials go with the guest. */
const AUTH_TABLES = new Set(['session', 'account']);

/** unique_violation and check_violation: the moved row would duplicate the account's or cannot be its. */
const DROPPABLE = new Set(['23505', '23514']);

export interface UserReference {
  table: string;
  column: string;
}

/**
 * Every single-column foreign key to "user" in the database, read from the catalog: a table added tomorrow is
 * on this list without anyone remembering to add it (issue 19: nothing a guest did is lost).
 */
export async function listUserReferences(db: Db): Promise<UserReference[]> {
  const result = (await db.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'public."user"'::regclass and cardinality(c.conkey) = 1
    order by 1, 2`)) as unknown as { rows: UserReference[] };
  return result.rows.filter((r) => !AUTH_TABLES.has(r.table.replace(/"/g, '')));
}

/**
 * Moves whatever still points at the guest to the account, after the merge rules in guest-link.ts ran.
 * A row the account already has an equal of (a unique index refuses the move) is the guest's duplicate and
 * goes, and so does a row that cannot be the account's (a CHECK refuses it: the account blocking the guest it
 * was); everything else moves. Runs inside the caller's transaction, one savepoint per attempt.
 */
export async function moveRemainingGuestRows(tx: Db, guestUserId: string, accountUserId: string): Promise<number> {
  let moved = 0;
  for (const { table, column } of await listUserReferences(tx)) {
    // Names come from the catalog (regclass text is already quoted where needed), never from input.
    const t = sql.raw(table);
    const c = sql.raw(`"${column.replace(/"/g, '""')}"`);
    const left = (await tx.execute(
      sql`select ctid::text as ctid from ${t} where ${c} = ${guestUserId}`,
    )) as unknown as {
      rows: { ctid: string }[];
    };
    if (left.rows.length === 0) continue;
    try {
      await tx.transaction(async (sp) => {
        await sp.execute(sql`update ${t} set ${c} = ${accountUserId} where ${c} = ${guestUserId}`);
      });
      moved += left.rows.length;
      continue;
    } catch (err) {
      if (!DROPPABLE.has(pgErrorCode(err) ?? '')) throw err;
    }
    for (const { ctid } of left.rows) {
      try {
        await tx.transaction(async (sp) => {
          await sp.execute(sql`update ${t} set ${c} = ${accountUserId} where ctid = ${ctid}::tid`);
        });
        moved += 1;
      } catch (err) {
        if (!DROPPABLE.has(pgErrorCode(err) ?? '')) throw err;
        await tx.execute(sql`delete from ${t} where ctid = ${ctid}::tid`);
      }
    }
  }
  return moved;
}
