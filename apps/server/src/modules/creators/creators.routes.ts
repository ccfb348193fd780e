import { AVATAR_DEFAULT_WIDTH, avatarSvg } from '@pulse/domain/avatar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errors, RawIdParams } from '../../lib/route-pieces';
import type { AvatarRepository } from './avatar.repository';

export const creatorsRoutes: FastifyPluginAsyncZod<{ avatars: AvatarRepository }> = async (app, { avatars }) => {
  app.get(
    '/api/creators/:id/avatar',
    {
      config: { viewer: 'public' },
      schema: {
        tags: ['creators'],
        summary: "A creative's avatar: their processed picture (a redirect to it), else generated art",
        description:
          'With `w`, the narrowest picture at least `w` pixels wide (a card asks for what its avatar needs); without, one for the profile header.',
        params: RawIdParams,
        querystring: z.object({ w: z.coerce.number().int().min(16).max(4000).optional() }),
        response: { 200: z.string(), 302: z.null(), ...errors(404) },
      },
    },
    async (request, reply) => {
      const row = await avatars.findAvatar(request.params.id, request.query.w ?? AVATAR_DEFAULT_WIDTH);
      if (row?.role !== 'creator') throw new AppError('not_found', 'Creator Not Found');
      // An approved creative's picture is public (the media rules); the short cache lets a new one show soon.
      if (row.pictureUrl && row.creatorStatus === 'approved') {
        return reply.header('cache-control', 'public, max-age=300').redirect(row.pictureUrl, 302);
      }
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=300')
        .send(avatarSvg(row.name, row.id));
    },
  );
};
