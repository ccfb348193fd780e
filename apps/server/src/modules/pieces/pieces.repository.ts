import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { cosignDailyUsage, pieceCosigns, pieces } from '../../db/schema/social';
import { deals } from '../../db/schema/submissions';
import { mediaJsonSql } from '../creators/works.repository';
import { notAmongSql, notSuspendedSql } from '../safety/safety.repository';

const producer = alias(user, 'producer');
const filmmaker = alias(user, 'filmmaker');

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A piece is public until Pulse hides it or suspends one of its two creatives (decision 050). */
const publicPiece = and(isNull(pieces.hiddenAt), isNull(producer.suspendedAt), isNull(filmmaker.suspendedAt));

function pieceColumns(visitorKey: string | null) {
  return {
    id: pieces.id,
    title: pieces.title,
    description: pieces.description,
    producerId: pieces.producerId,
    producerName: producer.name,
    filmmakerId: pieces.filmmakerId,
    filmmakerName: filmmaker.name,
    durationSeconds: pieces.durationSeconds,
    cosignCount: pieces.cosignCount,
    tags: pieces.tags,
    publishedAt: pieces.publishedAt,
    // The piece's own file, else (delivered deal work, decision 017) the deal's delivered file, with its variants.
    media: mediaJsonSql(
      sql`coalesce(${pieces.mediaId}, (select ${deals.deliverableMediaId} from ${deals} where ${deals.id} = ${pieces.dealId}))`,
    ),
    isCoSigned: visitorKey
      ? sql<boolean>`exists (select 1 from ${pieceCosigns} where ${pieceCosigns.pieceId} = "pieces"."id" and ${pieceCosigns.visitorKey} = ${visitorKey})`
      : sql<boolean>`false`,
  };
}
export type PieceRow = Awaited<ReturnType<ReturnType<typeof createPiecesRepository>['list']>>[number];

export function createPiecesRepository(db: Db) {
  function selectPieces(ex: Executor, visitorKey: string | null) {
    return ex
      .select(pieceColumns(visitorKey))
      .from(pieces)
      .innerJoin(producer, eq(producer.id, pieces.producerId))
      .innerJoin(filmmaker, eq(filmmaker.id, pieces.filmmakerId));
  }

  return {
    /** The feed: public pieces, newest first, none credited to someone in `excludeIds` (the viewer's blocks). */
    list(visitorKey: string | null, limit: number, excludeIds: readonly string[] = []) {
      const conditions: (SQL | undefined)[] = [
        publicPiece,
        notAmongSql(pieces.producerId, excludeIds),
        notAmongSql(pieces.filmmakerId, excludeIds),
      ];
      return selectPieces(db, visitorKey)
        .where(and(...conditions))
        .orderBy(desc(pieces.publishedAt), desc(pieces.id))
        .limit(limit);
    },

    find(visitorKey: string | null, id: string, ex: Executor = db) {
      return selectPieces(ex, visitorKey)
        .where(and(eq(pieces.id, id), publicPiece))
        .then((rows) => rows[0] ?? null);
    },

    usedToday(visitorKey: string, day: string, ex: Executor = db) {
      return ex
        .select({ used: cosignDailyUsage.used })
        .from(cosignDailyUsage)
        .where(and(eq(cosignDailyUsage.visitorKey, visitorKey), eq(cosignDailyUsage.day, day)))
        .then((rows) => rows[0]?.used ?? 0);
    },

    transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx));
    },

    /** Locks the piece row so co-signs of one piece are serialised; false when there is no such public piece. */
    async lockPiece(tx: Executor, id: string): Promise<boolean> {
      const rows = await tx
        .select({ id: pieces.id })
        .from(pieces)
        .where(
          and(
            eq(pieces.id, id),
            isNull(pieces.hiddenAt),
            notSuspendedSql(pieces.producerId),
            notSuspendedSql(pieces.filmmakerId),
          ),
        )
        .for('update');
      return rows.length > 0;
    },

    async hasCosigned(tx: Executor, pieceId: string, visitorKey: string): Promise<boolean> {
      const rows = await tx
        .select({ id: pieceCosigns.pieceId })
        .from(pieceCosigns)
        .where(and(eq(pieceCosigns.pieceId, pieceId), eq(pieceCosigns.visitorKey, visitorKey)));
      return rows.length > 0;
    },

    /**
     * Takes one of the day's co-signs atomically (the conditional upsert holds across app instances);
     * returns the new used count, or null when the allowance is spent.
     */
    async takeDailyCosign(tx: Executor, visitorKey: string, day: string, max: number): Promise<number | null> {
      const rows = await tx
        .insert(cosignDailyUsage)
        .values({ visitorKey, day, used: 1 })
        .onConflictDoUpdate({
          target: [cosignDailyUsage.visitorKey, cosignDailyUsage.day],
          set: { used: sql`${cosignDailyUsage.used} + 1` },
          setWhere: sql`${cosignDailyUsage.used} < ${max}`,
        })
        .returning({ used: cosignDailyUsage.used });
      return rows[0]?.used ?? null;
    },

    async addCosign(tx: Executor, pieceId: string, visitorKey: string) {
      await tx.insert(pieceCosigns).values({ pieceId, visitorKey });
      await tx
        .update(pieces)
        .set({ cosignCount: sql`${pieces.cosignCount} + 1` })
        .where(eq(pieces.id, pieceId));
    },

    async removeCosign(tx: Executor, pieceId: string, visitorKey: string) {
      await tx
        .delete(pieceCosigns)
        .where(and(eq(pieceCosigns.pieceId, pieceId), eq(pieceCosigns.visitorKey, visitorKey)));
      await tx
        .update(pieces)
        .set({ cosignCount: sql`greatest(${pieces.cosignCount} - 1, 0)` })
        .where(eq(pieces.id, pieceId));
    },
  };
}
export type PiecesRepository = ReturnType<typeof createPiecesRepository>;
