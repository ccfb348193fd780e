import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { circleMembers, circlePosts, circles } from '../../db/schema/social';
import { tasteProfiles } from '../../db/schema/taste';

function summaryColumns(viewerId: string | null) {
  return {
    id: circles.id,
    name: circles.name,
    description: circles.description,
    category: circles.category,
    image: circles.image,
    tags: circles.tags,
    activity: circles.activity,
    isPrivate: circles.isPrivate,
    inviteCode: circles.inviteCode,
    featured: circles.featured,
    ownerId: circles.ownerId,
    createdAt: circles.createdAt,
    members: sql<number>`(select count(*)::int from ${circleMembers} where ${circleMembers.circleId} = "circles"."id")`,
    role: viewerId
      ? sql<
          'owner' | 'member' | null
        >`(select ${circleMembers.role} from ${circleMembers} where ${circleMembers.circleId} = "circles"."id" and ${circleMembers.userId} = ${viewerId})`
      : sql<null>`null`,
    lastPostDay: sql<
      string | null
    >`(select to_char(max(p.created_at) at time zone 'UTC', 'YYYY-MM-DD') from circle_posts p where p.circle_id = "circles"."id")`,
  };
}
export type CircleRow = Awaited<ReturnType<ReturnType<typeof createCirclesRepository>['find']>> & {};

export function createCirclesRepository(db: Db) {
  return {
    tagWeights(userId: string) {
      return db
        .select({ w: tasteProfiles.tagWeights })
        .from(tasteProfiles)
        .where(eq(tasteProfiles.userId, userId))
        .then((rows) => rows[0]?.w ?? {});
    },

    /** Public circles plus the private ones the viewer belongs to. */
    discover(viewerId: string | null, limit: number) {
      const visible = viewerId
        ? sql`(${circles.isPrivate} = false or exists (select 1 from ${circleMembers} where ${circleMembers.circleId} = "circles"."id" and ${circleMembers.userId} = ${viewerId}))`
        : eq(circles.isPrivate, false);
      return db
        .select(summaryColumns(viewerId))
        .from(circles)
        .where(visible)
        .orderBy(desc(circles.createdAt))
        .limit(limit);
    },

    mine(viewerId: string) {
      return db
        .select(summaryColumns(viewerId))
        .from(circles)
        .innerJoin(circleMembers, and(eq(circleMembers.circleId, circles.id), eq(circleMembers.userId, viewerId)))
        .orderBy(desc(circleMembers.joinedAt));
    },

    find(viewerId: string | null, id: string) {
      return db
        .select(summaryColumns(viewerId))
        .from(circles)
        .where(eq(circles.id, id))
        .then((rows) => rows[0] ?? null);
    },

    memberList(circleId: string) {
      return db
        .select({ id: user.id, name: user.name, role: circleMembers.role })
        .from(circleMembers)
        .innerJoin(user, eq(user.id, circleMembers.userId))
        .where(eq(circleMembers.circleId, circleId))
        .orderBy(asc(circleMembers.joinedAt))
        .limit(200);
    },

    posts(circleId: string) {
      return db
        .select({
          id: circlePosts.id,
          body: circlePosts.body,
          createdAt: circlePosts.createdAt,
          authorId: user.id,
          authorName: user.name,
        })
        .from(circlePosts)
        .innerJoin(user, eq(user.id, circlePosts.authorId))
        .where(eq(circlePosts.circleId, circleId))
        .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id))
        .limit(100);
    },

    /** The circle and its owner's membership, in one transaction. */
    async create(values: typeof circles.$inferInsert) {
      await db.transaction(async (tx) => {
        await tx.insert(circles).values(values);
        await tx.insert(circleMembers).values({ circleId: values.id, userId: values.ownerId, role: 'owner' });
      });
    },

    async join(circleId: string, userId: string) {
      await db.insert(circleMembers).values({ circleId, userId, role: 'member' }).onConflictDoNothing();
    },

    async leave(circleId: string, userId: string) {
      await db
        .delete(circleMembers)
        .where(
          and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId), eq(circleMembers.role, 'member')),
        );
    },

    async addPost(values: typeof circlePosts.$inferInsert) {
      await db.insert(circlePosts).values(values);
    },
  };
}
export type CirclesRepository = ReturnType<typeof createCirclesRepository>;
