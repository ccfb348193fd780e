import { randomBytes } from 'node:crypto';
import {
  CIRCLE_MEMBERS_ONLY_MESSAGE,
  CIRCLE_NOT_FOUND_MESSAGE,
  CIRCLE_OWNER_LEAVE_MESSAGE,
  CIRCLE_PRIVATE_MESSAGE,
  type CircleDetail,
  type CirclePostRequest,
  type CircleSummary,
  type CirclesResponse,
  type CreateCircleRequest,
  discoverOrder,
} from '@pulse/domain/circles';
import { recommend, type TagWeights, TRENDING_REASON } from '@pulse/domain/ranking';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { CircleRow, CirclesRepository } from './circles.repository';

const DISCOVER_LIMIT = 60;

function toSummary(row: NonNullable<CircleRow>, weights: TagWeights): CircleSummary {
  // Alignment and "recommended because" come from the viewer's taste profile (issue 11, item 2).
  const rec = recommend(weights, [...row.tags, row.category]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    image: row.image,
    tags: row.tags,
    activity: row.activity,
    isPrivate: row.isPrivate,
    featured: row.featured,
    members: row.members,
    isMember: row.role !== null,
    alignment: rec.confidence,
    reason: rec.reason ?? TRENDING_REASON,
    recentActivity: row.lastPostDay ? `Last post on ${row.lastPostDay}` : null,
  };
}

/** Pulse Circles: anyone reads public circles; members (guest or account) join, leave and post. */
export function createCirclesService(deps: { repo: CirclesRepository }) {
  const { repo } = deps;

  async function weightsOf(userId: string | null): Promise<TagWeights> {
    return userId ? repo.tagWeights(userId) : {};
  }
  async function findVisible(viewerId: string | null, id: string) {
    const row = await repo.find(viewerId, id);
    if (!row) throw new AppError('not_found', CIRCLE_NOT_FOUND_MESSAGE);
    return row;
  }

  async function detail(viewerId: string | null, id: string): Promise<CircleDetail> {
    const row = await findVisible(viewerId, id);
    const isMember = row.role !== null;
    const canRead = !row.isPrivate || isMember;
    const [weights, memberList, posts] = await Promise.all([
      weightsOf(viewerId),
      canRead ? repo.memberList(id) : Promise.resolve([]),
      canRead ? repo.posts(id) : Promise.resolve(null),
    ]);
    return {
      ...toSummary(row, weights),
      role: row.role,
      memberList,
      posts:
        posts?.map((p) => ({
          id: p.id,
          body: p.body,
          createdAt: p.createdAt.toISOString(),
          author: { id: p.authorId, name: p.authorName },
        })) ?? null,
      inviteCode: row.isPrivate && isMember ? row.inviteCode : null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async discover(viewerId: string | null): Promise<CirclesResponse> {
      const [rows, weights] = await Promise.all([repo.discover(viewerId, DISCOVER_LIMIT), weightsOf(viewerId)]);
      return { items: rows.map((r) => toSummary(r, weights)).sort(discoverOrder) };
    },

    async mine(viewerId: string): Promise<CirclesResponse> {
      const [rows, weights] = await Promise.all([repo.mine(viewerId), weightsOf(viewerId)]);
      return { items: rows.map((r) => toSummary(r, weights)) };
    },

    async get(viewerId: string | null, id: string): Promise<CircleDetail> {
      return detail(viewerId, id);
    },

    async create(ownerId: string, body: CreateCircleRequest): Promise<CircleDetail> {
      const id = newId();
      await repo.create({
        id,
        ownerId,
        name: body.name,
        description: body.description,
        category: body.category,
        image: body.image,
        tags: body.tags ?? [],
        isPrivate: body.isPrivate ?? false,
        inviteCode: body.isPrivate ? randomBytes(12).toString('base64url') : null,
      });
      return detail(ownerId, id);
    },

    async join(userId: string, id: string, inviteCode?: string): Promise<CircleDetail> {
      const row = await findVisible(userId, id);
      if (row.role === null && row.isPrivate && (!inviteCode || inviteCode !== row.inviteCode))
        throw new AppError('forbidden', CIRCLE_PRIVATE_MESSAGE);
      await repo.join(id, userId);
      return detail(userId, id);
    },

    async leave(userId: string, id: string): Promise<CircleDetail> {
      const row = await findVisible(userId, id);
      if (row.role === 'owner') throw new AppError('conflict', CIRCLE_OWNER_LEAVE_MESSAGE);
      await repo.leave(id, userId);
      return detail(userId, id);
    },

    async post(userId: string, id: string, body: CirclePostRequest): Promise<CircleDetail> {
      const row = await findVisible(userId, id);
      if (row.role === null) throw new AppError('forbidden', CIRCLE_MEMBERS_ONLY_MESSAGE);
      await repo.addPost({ id: newId(), circleId: id, authorId: userId, body: body.body });
      return detail(userId, id);
    },
  };
}
export type CirclesService = ReturnType<typeof createCirclesService>;
