import { CreatorPage, CreatorPageParams } from '@pulse/domain/creator-page-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-pieces';
import type { CreatorPageService } from './creator-page.service';

export const creatorPageRoutes: FastifyPluginAsyncZod<{ service: CreatorPageService }> = async (app, { service }) => {
  app.get(
    '/api/creators/:id',
    {
      // Anyone may look; the viewer decides the follow state and who sees a page that is not public.
      config: { viewer: 'optional' },
      schema: {
        tags: ['creators'],
        summary: "A creative's profile with the viewer's follow and save state (approved creatives are public)",
        params: CreatorPageParams,
        response: { 200: CreatorPage, ...errors(400, 404) },
      },
    },
    async (request) => service.get(request.viewer?.id ?? null, request.params.id),
  );
};
