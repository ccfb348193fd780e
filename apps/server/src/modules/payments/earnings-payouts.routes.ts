import { EarningsPayoutResponse } from '@pulse/domain/beats';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perSessionKey } from '../../plugins/rate-limit';
import type { EarningsPayoutsService } from './earnings-payouts.service';
import { idempotencyKeyOf } from './idempotency';

const PAYOUT_LIMIT = { max: 10, timeWindow: 60_000, keyGenerator: perSessionKey('earnings-payouts') };

/** The creative's payout of tips and beat license income (decision 016). */
export const earningsPayoutsRoutes: FastifyPluginAsyncZod<{ service: EarningsPayoutsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/me/payouts',
    {
      config: { rateLimit: PAYOUT_LIMIT },
      schema: {
        tags: ['payments'],
        summary:
          'Pay out the whole payable balance from tips and beat licenses to the payout account (Idempotency-Key; 409 when there is none)',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        response: { 201: EarningsPayoutResponse, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await service.payout(request, idempotencyKeyOf(request));
      return reply.status(result.statusCode as 201).send(result.body);
    },
  );
};
