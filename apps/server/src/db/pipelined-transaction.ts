import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client';

/**
 * A transaction that spends two round trips where drizzle's spends four (issue 33: a tab tip is BEGIN, one
 * read that locks, one write, COMMIT). On PostgreSQL the pool's connections are pipelined (`openPostgres`):
 * BEGIN goes out in the same socket write as the first statement, without waiting for its answer, and
 * `commitWith` sends the last statement with COMMIT behind it. Everything else behaves as `db.transaction`:
 * statements run in order, savepoints nest, an error rolls back. On PGlite (one connection in this process, no
 * socket) it is `db.transaction`.
 */
export async function pipelinedTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const session = db._.session as unknown as PgSessionParts;
  const pool = (session as unknown) instanceof NodePgSession ? pipelinedPool(session.client) : null;
  if (!pool) return db.transaction((raw) => work(raw as unknown as Db));

  const client = await pool.connect();
  const { tx, pipe } = transactionOn(client, session);
  pipe.sent = 0;
  pipe.begin = null;
  pipe.commit = null;
  pipes.set(tx, pipe);
  let broken: Error | undefined;
  try {
    const result = await work(tx);
    if (pipe.begin) {
      await pipe.begin;
      await (pipe.commit ?? committed(client.query('commit')));
    }
    return result;
  } catch (err) {
    if (pipe.begin && !pipe.commit) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError; // the connection is gone: the pool must not hand it out again
      });
    }
    throw err;
  } finally {
    pipes.delete(tx);
    client.release(broken);
  }
}

/**
 * Sends `last` (one statement, the transaction's final one) and COMMIT behind it in one socket write, and
 * answers with `last`'s result once both are answered. A failed statement leaves the transaction aborted, so
 * its COMMIT ends in a rollback and the statement's own error is thrown. Outside a pipelined transaction (and on
 * PGlite) it is `last()`: the caller's transaction commits as usual.
 */
export async function commitWith<T>(tx: Db, last: () => PromiseLike<T>): Promise<T> {
  const pipe = pipes.get(tx);
  if (!pipe) return last();
  const before = pipe.sent;
  let sending!: Promise<T>;
  const commit = together(pipe.client, () => {
    // `then` at once: drizzle's query builders send nothing until asked for their result.
    const started = last();
    sending = new Promise<T>((resolve, reject) => started.then(resolve, reject));
    // `last` must put its statement on the wire before it awaits anything; if it did not, it commits alone.
    return pipe.sent > before ? pipe.client.query('commit') : null;
  });
  if (!commit) return sending;
  pipe.commit = committed(commit);
  pipe.commit.catch(() => {}); // answered by the transaction, or overtaken by the statement's error below
  const result = await sending;
  await pipe.commit;
  return result;
}

interface Pipe {
  client: pg.PoolClient;
  /** Statements sent so far. */
  sent: number;
  /** BEGIN, sent with the first statement. */
  begin: Promise<unknown> | null;
  /** COMMIT, once `commitWith` sent it. */
  commit: Promise<void> | null;
}

interface PgSessionParts {
  client: unknown;
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  schema: ConstructorParameters<typeof NodePgTransaction>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

const pipes = new WeakMap<Db, Pipe>();

/**
 * The transaction object of a pooled connection, made once per connection: building one (drizzle makes a
 * query builder for every table) cost more than a statement. A connection runs one transaction at a time.
 */
const transactions = new WeakMap<pg.PoolClient, { tx: Db; pipe: Pipe }>();

function transactionOn(client: pg.PoolClient, session: PgSessionParts): { tx: Db; pipe: Pipe } {
  const made = transactions.get(client);
  if (made) return made;
  const pipe: Pipe = { client, sent: 0, begin: null, commit: null };
  // The transaction's statements go through here: the first takes BEGIN with it in one socket write (no round
  // trip of its own), `commitWith` can tell that its statement is on the wire before COMMIT follows it, and
  // nothing is sent after COMMIT.
  const counting = {
    query: (...args: unknown[]) => {
      if (pipe.commit) throw new Error('A statement was sent after its transaction committed');
      pipe.sent++;
      const query = () => (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      if (pipe.begin) return query();
      return together(client, () => {
        pipe.begin = client.query('begin');
        pipe.begin.catch(() => {}); // answered by the transaction; a failed BEGIN fails every statement behind it
        return query();
      });
    },
  };
  const txSession = new NodePgSession(counting as never, session.dialect, session.schema, session.options);
  const tx = new NodePgTransaction(session.dialect, txSession, session.schema) as unknown as Db;
  transactions.set(client, { tx, pipe });
  return { tx, pipe };
}

function pipelinedPool(client: unknown): pg.Pool | null {
  const pool = client as pg.Pool & { options?: { pipeline?: boolean } };
  return typeof pool.connect === 'function' && pool.options?.pipeline === true ? pool : null;
}

/** Runs `send`, whose statements a pipelined client writes at once, with the socket corked: one write. */
function together<T>(client: pg.PoolClient, send: () => T): T {
  const stream = (client as unknown as { connection: { stream: Corkable } }).connection.stream;
  stream.cork();
  try {
    return send();
  } finally {
    stream.uncork();
  }
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

/** COMMIT's answer: PostgreSQL answers a COMMIT of an aborted transaction with ROLLBACK, not an error. */
async function committed(commit: Promise<pg.QueryResult>): Promise<void> {
  const answer = await commit;
  if (answer.command !== 'COMMIT') throw new Error(`The transaction ended in ${answer.command}, not COMMIT`);
}
