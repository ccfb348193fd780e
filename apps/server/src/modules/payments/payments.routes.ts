import { EarningsResponse, TipRequest, TipResponse } from '@pulse/domain/deals';
import { ErrorBody } from '@pulse/domain/errors';
import { PaymentMethodsResponse } from '@pulse/domain/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perSessionKey } from '../../plugins/rate-limit';
import { idempotencyKeyOf } from './idempotency';
import type { PaymentsService } from './payments.service';

// Per session, not per address: a campus network shares one IP.
const TIP_LIMIT = { max: 30, timeWindow: 60_000, keyGenerator: perSessionKey('tips') };
const READ_LIMIT = { max: 240, timeWindow: 60_000 };

/** Tips and earnings. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  const tags = ['payments'];

  app.post(
    '/api/creators/:id/tips',
    {
      config: { rateLimit: TIP_LIMIT },
      schema: {
        tags,
        summary: 'Tip a creative $1 to $20 through the payment provider (Idempotency-Key; 402 when declined)',
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: TipRequest,
        response: {
          201: TipResponse,
          400: ErrorBody,
          401: ErrorBody,
          402: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await service.tip(request, request.params.id, idempotencyKeyOf(request), request.body);
      return reply.status(result.statusCode as 201).send(result.body as never);
    },
  );

  app.get(
    '/api/payments/methods',
    {
      config: { rateLimit: READ_LIMIT },
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
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The caller's payable balance, releases, tips and payouts",
        response: { 200: EarningsResponse, 401: ErrorBody },
      },
    },
    async (request) => service.earnings(request),
  );
};
