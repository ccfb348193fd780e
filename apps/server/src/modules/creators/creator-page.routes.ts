import { CreatorPage, CreatorPageParams } from '@pulse/domain/creator-page';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-pieces';
import type { CreatorPageService } from './creator-page.service';

export const creatorPageRoutes: FastifyPluginAsyncZod<{ service: CreatorPageService }> = async (app, { service }) => {
  app.get(
    '/api/creators/:id',
    {
      schema: {
        tags: ['creators'],
        summary: "A creative's profile with the viewer's follow and save state (approved creatives are public)",
        params: CreatorPageParams,
        response: { 200: CreatorPage, ...errors(400, 404) },
      },
    },
    async (request) => service.get(request, request.params.id),
  );
};
