import { avatarSvg } from '@pulse/domain/avatar';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { AccountsRepository } from '../accounts/accounts.repository';

export const creatorsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsRepository }> = async (app, { accounts }) => {
  app.get(
    '/api/creators/:id/avatar.svg',
    {
      schema: {
        tags: ['creators'],
        summary: "A creative's generated avatar",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.string(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const row = await accounts.findUser(request.params.id);
      if (row?.role !== 'creator') throw new AppError('not_found', 'Creator Not Found');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(avatarSvg(row.name, row.id));
    },
  );
};
