import { PlatformResponse } from '@pulse/domain/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const platformRoutes: FastifyPluginAsyncZod<{ testMode: boolean }> = async (app, { testMode }) => {
  app.get(
    '/api/platform',
    {
      config: { viewer: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'What this deployment is: test mode when production runs the sandbox payment provider',
        response: { 200: PlatformResponse },
      },
    },
    async () => ({ testMode }),
  );
};
