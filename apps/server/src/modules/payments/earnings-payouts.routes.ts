import { EarningsPayoutResponse } from '@pulse/domain/beats-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, IdempotencyHeaders, perSession } from '../../lib/route-pieces';
import type { EarningsPayoutsService } from './earnings-payouts.service';
import { moneyCaller, moneyViewer } from './idempotency';

const PAYOUT_LIMIT = perSession('earnings-payouts', 10);

/** The creative's payout of tips and beat license income (decision 016). */
export const earningsPayoutsRoutes: FastifyPluginAsyncZod<{ service: EarningsPayoutsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/me/payouts',
    {
      config: { viewer: moneyViewer, requires: 'verified-email', rateLimit: PAYOUT_LIMIT },
      schema: {
        tags: ['payments'],
        summary:
          'Pay out the whole payable balance from tips and beat licenses to the payout account (Idempotency-Key; 409 when there is none)',
        headers: IdempotencyHeaders,
        response: { 201: EarningsPayoutResponse, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { key, userId } = moneyCaller(request.headers, request.viewer);
      const result = await service.payout(userId, key);
      return reply.status(result.statusCode).send(result.body);
    },
  );
};
