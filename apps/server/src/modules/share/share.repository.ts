import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { beats } from '../../db/schema/beats';
import { creatorProfiles } from '../../db/schema/creators';
import { playlistItems, playlists } from '../../db/schema/playlists';
import { circleMembers, circles, pieces } from '../../db/schema/social';
import { deals } from '../../db/schema/submissions';
import { leadWorkSql, mediaJsonSql, type RawMedia, type RawWork } from '../creators/works.repository';

/**
 * What link previews, the sitemap and the server-rendered head read (decision 033). Every query here returns only
 * what is public to anyone: approved creatives, pieces, published beats, public playlists and circles. Anything
 * else reads as null, the same as an unknown id, so a preview never tells that a private thing exists.
 */

/** The creator is public the way the profile API says: the creator role, approved, not suspended (decision 050). */
const approvedCreator = and(eq(user.role, 'creator'), eq(user.creatorStatus, 'approved'), isNull(user.suspendedAt));
/** A piece is public until Pulse hides it or suspends one of its creatives (decision 050). */
const publicPieceSql = sql`p.hidden_at is null and pr.suspended_at is null and fm.suspended_at is null`;

const SITEMAP_LIMIT = 10_000;

export function createShareRepository(db: Db) {
  return {
    findCreator(id: string) {
      return db
        .select({
          id: user.id,
          name: user.name,
          creativeRole: user.creativeRole,
          creativeTypes: creatorProfiles.creativeTypes,
          category: creatorProfiles.category,
          location: creatorProfiles.location,
          bio: creatorProfiles.bio,
          tags: creatorProfiles.vibeTags,
          cover: mediaJsonSql(creatorProfiles.coverMediaId),
          avatar: mediaJsonSql(creatorProfiles.avatarMediaId),
          lead: leadWorkSql(user.id),
        })
        .from(creatorProfiles)
        .innerJoin(user, eq(user.id, creatorProfiles.userId))
        .where(and(eq(creatorProfiles.userId, id), approvedCreator))
        .then((rows) => rows[0] ?? null) as Promise<{
        id: string;
        name: string;
        creativeRole: string | null;
        creativeTypes: string[];
        category: 'producer' | 'videographer' | 'designer';
        location: string;
        bio: string;
        tags: string[];
        cover: RawMedia | null;
        avatar: RawMedia | null;
        lead: RawWork | null;
      } | null>;
    },

    /** Pieces are public on the feed (decision 017); the picture is the piece's file or the delivered deal work. */
    async findPiece(id: string) {
      const result = await db.execute(sql`
        select p.id, p.title, p.description, p.tags, pr.name as "producerName", fm.name as "filmmakerName",
          ${mediaJsonSql(sql`coalesce(p.media_id, (select d.deliverable_media_id from ${deals} d where d.id = p.deal_id))`)} as media
        from ${pieces} p
        join ${user} pr on pr.id = p.producer_id
        join ${user} fm on fm.id = p.filmmaker_id
        where p.id = ${id} and ${publicPieceSql}`);
      return (
        (
          result as unknown as {
            rows: {
              id: string;
              title: string;
              description: string;
              tags: string[];
              producerName: string;
              filmmakerName: string;
              media: RawMedia | null;
            }[];
          }
        ).rows[0] ?? null
      );
    },

    /** A public playlist with its first pieces' media for the cover mosaic; a private one is null. */
    async findPlaylist(id: string) {
      const row = await db
        .select({
          id: playlists.id,
          title: playlists.title,
          description: playlists.description,
          tags: playlists.tags,
          ownerName: user.name,
        })
        .from(playlists)
        .leftJoin(user, eq(user.id, playlists.ownerId))
        .where(and(eq(playlists.id, id), eq(playlists.visibility, 'public')))
        .then((rows) => rows[0] ?? null);
      if (!row) return null;
      const items = await db
        .select({
          title: pieces.title,
          media: mediaJsonSql(
            sql`coalesce(${pieces.mediaId}, (select ${deals.deliverableMediaId} from ${deals} where ${deals.id} = ${pieces.dealId}))`,
          ),
        })
        .from(playlistItems)
        .innerJoin(pieces, eq(pieces.id, playlistItems.pieceId))
        .where(eq(playlistItems.playlistId, id))
        .orderBy(asc(playlistItems.position));
      return {
        ...row,
        itemCount: items.length,
        items: items.slice(0, 4) as { title: string; media: RawMedia | null }[],
      };
    },

    /** A beat on sale or sold (never a draft), with the producer's lead work for its picture. */
    findBeat(id: string) {
      return db
        .select({
          id: beats.id,
          title: beats.title,
          bpm: beats.bpm,
          key: beats.key,
          moods: beats.moods,
          peaks: beats.peaks,
          producerId: beats.producerId,
          producerName: user.name,
          cover: mediaJsonSql(creatorProfiles.coverMediaId),
        })
        .from(beats)
        .innerJoin(user, eq(user.id, beats.producerId))
        .leftJoin(creatorProfiles, eq(creatorProfiles.userId, beats.producerId))
        .where(and(eq(beats.id, id), sql`${beats.status} <> 'draft'`, isNull(user.suspendedAt)))
        .then((rows) => rows[0] ?? null) as Promise<{
        id: string;
        title: string;
        bpm: number;
        key: string;
        moods: string[];
        peaks: number[] | null;
        producerId: string;
        producerName: string;
        cover: RawMedia | null;
      } | null>;
    },

    async findCircle(id: string) {
      const row = await db
        .select({
          id: circles.id,
          name: circles.name,
          description: circles.description,
          category: circles.category,
          tags: circles.tags,
          cover: mediaJsonSql(circles.coverMediaId),
          members: sql<number>`(select count(*)::int from ${circleMembers} where ${circleMembers.circleId} = ${circles.id})`,
        })
        .from(circles)
        .where(and(eq(circles.id, id), eq(circles.isPrivate, false)))
        .then((rows) => rows[0] ?? null);
      return row as (Omit<NonNullable<typeof row>, 'cover'> & { cover: RawMedia | null }) | null;
    },

    /** What `sitemap.xml` lists: public things only, newest first, within the sitemap protocol's 50,000 URLs. */
    async sitemapEntries() {
      const [creators, pieceRows, playlistRows, circleRows] = await Promise.all([
        db
          .select({ id: user.id, updatedAt: creatorProfiles.updatedAt })
          .from(creatorProfiles)
          .innerJoin(user, eq(user.id, creatorProfiles.userId))
          .where(approvedCreator)
          .orderBy(desc(creatorProfiles.updatedAt))
          .limit(SITEMAP_LIMIT),
        db
          .select({ id: pieces.id, updatedAt: pieces.publishedAt })
          .from(pieces)
          .where(
            sql`${pieces.hiddenAt} is null and not exists (select 1 from ${user} u where u.id in (${pieces.producerId}, ${pieces.filmmakerId}) and u.suspended_at is not null)`,
          )
          .orderBy(desc(pieces.publishedAt))
          .limit(SITEMAP_LIMIT),
        db
          .select({ id: playlists.id, updatedAt: playlists.createdAt })
          .from(playlists)
          .where(eq(playlists.visibility, 'public'))
          .orderBy(desc(playlists.createdAt))
          .limit(SITEMAP_LIMIT),
        db
          .select({ id: circles.id, updatedAt: circles.createdAt })
          .from(circles)
          .where(eq(circles.isPrivate, false))
          .orderBy(desc(circles.createdAt))
          .limit(SITEMAP_LIMIT),
      ]);
      return { creators, pieces: pieceRows, playlists: playlistRows, circles: circleRows };
    },
  };
}
export type ShareRepository = ReturnType<typeof createShareRepository>;
