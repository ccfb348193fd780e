import { CreatorPage, CreatorPageParams } from '@pulse/domain/creator-page';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CreatorPageService } from './creator-page.service';

export const creatorPageRoutes: FastifyPluginAsyncZod<{ service: CreatorPageService }> = async (app, { service }) => {
  app.get(
    '/api/creators/:id',
    {
      schema: {
        tags: ['creators'],
        summary: "A creative's profile with the viewer's follow and save state (approved creatives are public)",
        params: CreatorPageParams,
        response: { 200: CreatorPage, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => service.get(request, request.params.id),
  );
};
