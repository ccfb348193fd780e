import { EarningsResponse } from '@pulse/domain/deals';
import { PaymentMethodsResponse } from '@pulse/domain/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { PaymentsService } from './payments.service';

/** The payment methods screens offer, and a creative's earnings (tips: modules/tips). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  const tags = ['payments'];

  app.get(
    '/api/payments/methods',
    {
      config: { viewer: 'public', rateLimit: limits.read },
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
