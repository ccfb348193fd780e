import { EarningsResponse, TipRequest, TipResponse } from '@pulse/domain/deals';
import { PaymentMethodsResponse } from '@pulse/domain/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, IdempotencyHeaders, IdParams, limits, perSession } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import { moneyCaller, moneyViewer } from './idempotency';
import type { PaymentsService } from './payments.service';

const TIP_LIMIT = perSession('tips', 30);

/** Tips and earnings. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  const tags = ['payments'];

  app.post(
    '/api/creators/:id/tips',
    {
      config: { viewer: moneyViewer, rateLimit: TIP_LIMIT },
      schema: {
        tags,
        summary: 'Tip a creative $1 to $20 through the payment provider (Idempotency-Key; 402 when declined)',
        params: IdParams,
        headers: IdempotencyHeaders,
        body: TipRequest,
        response: {
          201: TipResponse,
          ...errors(400, 401, 402, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { key, userId } = moneyCaller(request.headers, request.viewer);
      const result = await service.tip(userId, request.params.id, key, request.body);
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.get(
    '/api/payments/methods',
    {
      config: { rateLimit: limits.read },
      schema: {
        tags,
        summary: "The payment provider, the sandbox's test payment methods and Stripe's publishable key",
        response: { 200: PaymentMethodsResponse },
      },
    },
    async () => service.methods(),
  );

  app.get(
    '/api/me/earnings',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The caller's payable balance, releases, tips and payouts",
        response: { 200: EarningsResponse, ...errors(401) },
      },
    },
    async (request) => service.earnings(viewerOf(request).id),
  );
};
