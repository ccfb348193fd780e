import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

let batch = 0;

/**
 * `count` fans co-sign the creative, as rows (decision 060): the card's co-sign count is counted from them by
 * the database, never written. The fans are made for the purpose (no session), in two set-based statements.
 */
export async function cosignedBy(db: Db, creatorId: string, count: number): Promise<void> {
  const prefix = `cosigning-fan-${process.pid}-${++batch}-`;
  await db.execute(sql`
    insert into "user" (id, name, email, role)
    select ${prefix} || g, 'Fan ' || g, ${prefix} || g || '@pulse.test', 'fan'
      from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into creator_reactions (user_id, creator_id, action)
    select ${prefix} || g, ${creatorId}, 'cosign' from generate_series(1, ${count}::int) g`);
}

/** `count` works with a ready file, published now: the creative's recent uploads (decision 060). */
export async function uploadedWorks(db: Db, creatorId: string, count: number): Promise<void> {
  const prefix = `recent-work-${process.pid}-${++batch}-`;
  await db.execute(sql`
    insert into media_files (id, owner_id, kind, mime_type, size_bytes, storage_key, status)
    select ${prefix} || g, ${creatorId}, 'image', 'image/png', 1000, 'test/' || ${prefix} || g, 'ready'
      from generate_series(1, ${count}::int) g`);
  await db.execute(sql`
    insert into snippets (id, creator_id, media_id, title)
    select ${prefix} || g, ${creatorId}, ${prefix} || g, 'Work ' || g from generate_series(1, ${count}::int) g`);
}
