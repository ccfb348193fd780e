import { ConnectPayoutAccountResponse, PayoutAccountResponse } from '@pulse/domain/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits, perSession } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { PayoutAccountsService } from './payout-accounts.service';

const CONNECT_LIMIT = perSession('payout-account', 10);

/** A creative's payout account at the provider (decision 018). */
export const payoutAccountsRoutes: FastifyPluginAsyncZod<{ service: PayoutAccountsService }> = async (
  app,
  { service },
) => {
  const tags = ['payments'];

  app.get(
    '/api/me/payout-account',
    {
      config: { viewer: 'required', rateLimit: limits.slowRead },
      schema: {
        tags,
        summary: "The caller's payout account and its state (the sandbox's is implicit and always ready)",
        response: { 200: PayoutAccountResponse, ...errors(401, 403) },
      },
    },
    async (request) => service.get(viewerOf(request).id),
  );

  app.post(
    '/api/me/payout-account',
    {
      config: { viewer: 'required', requires: 'second-factor', rateLimit: CONNECT_LIMIT },
      schema: {
        tags,
        summary:
          'Connect a Stripe Express account for payouts: answers the Stripe onboarding link (409 in the sandbox)',
        response: { 201: ConnectPayoutAccountResponse, ...errors(401, 403, 409, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.connect(viewerOf(request).id)),
  );
};
