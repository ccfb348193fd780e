import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { commitWith, pipelinedTransaction } from '../src/db/pipelined-transaction';
import { openTestDatabase } from './helpers/test-app';

let database: Database;
let db: Db;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db.execute(sql`create table pipeline_probe (id text primary key, n int not null)`);
});

afterAll(async () => {
  await database?.close();
});

const insert = (tx: Db, id: string, n = 1) => tx.execute(sql`insert into pipeline_probe (id, n) values (${id}, ${n})`);

async function ids(prefix: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(
    sql`select id from pipeline_probe where id like ${`${prefix}%`} order by id`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

describe('pipelined transactions', () => {
  it('commits every statement, the last one sent with COMMIT', async () => {
    const answer = await pipelinedTransaction(db, async (tx) => {
      await insert(tx, 'commit-a');
      await commitWith(tx, () => insert(tx, 'commit-b'));
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await ids('commit-')).toEqual(['commit-a', 'commit-b']);
  });

  it('throws the last statement’s own error when it fails, and keeps nothing of the transaction', async () => {
    await insert(db, 'dup-taken');
    const failing = pipelinedTransaction(db, async (tx) => {
      await insert(tx, 'dup-first');
      await commitWith(tx, () => insert(tx, 'dup-taken'));
    });
    await expect(failing).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    expect(await ids('dup-')).toEqual(['dup-taken']);
    // The connection went back clean: the next transaction commits.
    await pipelinedTransaction(db, (tx) => commitWith(tx, () => insert(tx, 'dup-after')));
    expect(await ids('dup-')).toEqual(['dup-after', 'dup-taken']);
  });

  it('rolls back work that throws, whatever it sent', async () => {
    const failing = pipelinedTransaction(db, async (tx) => {
      await insert(tx, 'throw-a');
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect(await ids('throw-')).toEqual([]);
  });

  it('commits after a last statement that waited before it was sent', async () => {
    await pipelinedTransaction(db, async (tx) => {
      await insert(tx, 'late-a');
      await commitWith(tx, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return insert(tx, 'late-b');
      });
      // Not committed yet: a statement after it still belongs to the transaction.
      await insert(tx, 'late-c');
    });
    expect(await ids('late-')).toEqual(['late-a', 'late-b', 'late-c']);
  });

  it('nests savepoints as drizzle’s transactions do', async () => {
    await pipelinedTransaction(db, async (tx) => {
      await insert(tx, 'nest-a');
      await tx
        .transaction(async (inner) => {
          await insert(inner as unknown as Db, 'nest-b');
          throw new Error('undo the savepoint');
        })
        .catch(() => {});
      await commitWith(tx, () => insert(tx, 'nest-c'));
    });
    expect(await ids('nest-')).toEqual(['nest-a', 'nest-c']);
  });

  it('refuses a statement after COMMIT went out (PostgreSQL)', async (ctx) => {
    if (database.driver !== 'postgres') ctx.skip();
    const late = pipelinedTransaction(db, async (tx) => {
      await commitWith(tx, () => insert(tx, 'after-a'));
      await insert(tx, 'after-b');
    });
    await expect(late).rejects.toMatchObject({
      cause: expect.objectContaining({ message: 'A statement was sent after its transaction committed' }),
    });
    expect(await ids('after-')).toEqual(['after-a']);
  });

  it('sends BEGIN with the first statement and COMMIT with the last: two socket writes (PostgreSQL)', async (ctx) => {
    if (database.driver !== 'postgres') ctx.skip();
    const pool = (db._.session as unknown as { client: import('pg').Pool }).client;
    let writes = 0;
    const count = (client: import('pg').PoolClient) => {
      const socket = (client as unknown as { connection: { stream: Record<string, unknown> } }).connection.stream;
      for (const method of ['_write', '_writev'] as const) {
        const original = socket[method] as (...args: unknown[]) => unknown;
        socket[method] = function (this: unknown, ...args: unknown[]) {
          writes++;
          return original.apply(this, args);
        };
      }
      return () => {
        delete socket._write;
        delete socket._writev;
      };
    };
    let restore = () => {};
    const onAcquire = (client: import('pg').PoolClient) => {
      restore = count(client);
    };
    pool.on('acquire', onAcquire);
    try {
      await pipelinedTransaction(db, async (tx) => {
        await insert(tx, 'writes-a');
        await commitWith(tx, () => insert(tx, 'writes-b'));
      });
    } finally {
      pool.off('acquire', onAcquire);
      restore();
    }
    expect(writes).toBe(2);
    expect(await ids('writes-')).toEqual(['writes-a', 'writes-b']);
  });
});
