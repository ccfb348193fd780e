import { ADMIN_ONLY_MESSAGE } from '@pulse/domain/applications';
import {
  FAILED_JOB_MESSAGES,
  FailedJobsResponse,
  jobErrorMessage,
  jobLabel,
  RetryJobResponse,
} from '@pulse/domain/failed-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errors } from '../../lib/route-pieces';
import { requireRole } from '../../plugins/viewer';

/** How many dead letters the admin screen lists (newest first). */
const FAILED_JOBS_SHOWN = 100;

/** Dead letters (issue 20): background jobs that failed for good, for admins to read and retry. */
export const failedJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const admins = requireRole(['admin'], ADMIN_ONLY_MESSAGE);

  app.get(
    '/api/admin/jobs/failed',
    {
      config: { viewer: admins },
      schema: {
        tags,
        summary: 'Background jobs that failed after their last retry, newest first',
        response: { 200: FailedJobsResponse, ...errors(401, 403) },
      },
    },
    async () => {
      const failed = await app.jobs.failed(undefined, FAILED_JOBS_SHOWN);
      return {
        jobs: failed.map((job) => ({
          id: job.id,
          name: job.name,
          label: jobLabel(job.name),
          data: job.data,
          error: jobErrorMessage(job.output),
          retryCount: job.retryCount,
          failedAt: job.failedAt ? new Date(job.failedAt).toISOString() : null,
        })),
      };
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { viewer: admins },
      schema: {
        tags,
        summary: 'Run a failed job again',
        params: z.object({ id: z.uuid() }),
        response: { 200: RetryJobResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await app.jobs.retryFailed(request.params.id)))
        throw new AppError('not_found', FAILED_JOB_MESSAGES.notFailed);
      return { retried: true as const };
    },
  );
};
