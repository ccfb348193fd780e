import {
  estimateVideoCost,
  VIDEO_PREVIEW_BRANDS_ONLY_MESSAGE,
  VIDEO_PREVIEW_CREATOR_NOT_FOUND_MESSAGE,
  VIDEO_PREVIEW_NOT_FOUND_MESSAGE,
  VIDEO_PREVIEW_PROVIDER_FAILED_MESSAGE,
  VIDEO_PREVIEWS_NOT_CONFIGURED_MESSAGE,
  type VideoPreview,
  type VideoPreviewRequest,
  type VideoPreviewsResponse,
} from '@pulse/domain/video-previews';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { VideoPreviewRow, VideoPreviewsRepository } from './video-previews.repository';
import { requestProviderVideo, type VideoProviderConfig } from './video-provider';

const LIST_LIMIT = 50;

function toPreview(row: VideoPreviewRow): VideoPreview {
  return {
    id: row.id,
    creatorId: row.creatorId,
    prompt: row.prompt,
    style: row.style,
    duration: row.duration,
    aspectRatio: row.aspectRatio,
    format: row.format,
    status: row.status,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    providerId: row.providerId,
    model: row.model,
    estimatedCost: row.estimatedCostCents / 100,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The collaboration preview helper (issue 11 item 6, decision 017): partners only, their own previews only. */
export function createVideoPreviewsService(deps: {
  repo: VideoPreviewsRepository;
  provider: VideoProviderConfig | null;
  log: FastifyBaseLogger;
}) {
  const { repo, provider, log } = deps;

  /** The role is read here, not in the route: an account deleted since its session was issued stays a 403. */
  async function mustBeBrand(userId: string): Promise<void> {
    if ((await repo.roleOf(userId)) !== 'brand') throw new AppError('forbidden', VIDEO_PREVIEW_BRANDS_ONLY_MESSAGE);
  }

  return {
    async request(ownerId: string, input: VideoPreviewRequest): Promise<{ preview: VideoPreview }> {
      await mustBeBrand(ownerId);
      if (!provider) throw new AppError('unavailable', VIDEO_PREVIEWS_NOT_CONFIGURED_MESSAGE);
      if (!(await repo.creatorExists(input.creatorId)))
        throw new AppError('not_found', VIDEO_PREVIEW_CREATOR_NOT_FOUND_MESSAGE);
      const outcome = await requestProviderVideo(provider, input);
      const base = {
        id: newId(),
        ownerId,
        creatorId: input.creatorId,
        prompt: input.prompt,
        style: input.style,
        duration: input.duration,
        aspectRatio: input.aspectRatio,
        format: input.format,
        estimatedCostCents: Math.round(estimateVideoCost(1) * 100),
        metadata: outcome.raw,
      };
      if (!outcome.ok) {
        log.warn({ reason: outcome.reason }, 'video provider failed');
        // The failed attempt is kept (shown as failed in the list); nothing is put in its place.
        await repo.insert({ ...base, status: 'failed', error: VIDEO_PREVIEW_PROVIDER_FAILED_MESSAGE });
        throw new AppError('unavailable', VIDEO_PREVIEW_PROVIDER_FAILED_MESSAGE);
      }
      const row = await repo.insert({
        ...base,
        status: 'completed',
        url: outcome.url,
        thumbnailUrl: outcome.thumbnailUrl,
        providerId: outcome.id,
        model: outcome.model,
      });
      return { preview: toPreview(row) };
    },

    async list(ownerId: string, creatorId: string): Promise<VideoPreviewsResponse> {
      await mustBeBrand(ownerId);
      const rows = await repo.listOwn(ownerId, creatorId, LIST_LIMIT);
      return { previews: rows.map(toPreview), configured: provider !== null };
    },

    async get(userId: string, id: string): Promise<{ preview: VideoPreview }> {
      const row = await repo.findOwn(id, userId);
      if (!row) throw new AppError('not_found', VIDEO_PREVIEW_NOT_FOUND_MESSAGE);
      return { preview: toPreview(row) };
    },
  };
}
export type VideoPreviewsService = ReturnType<typeof createVideoPreviewsService>;
