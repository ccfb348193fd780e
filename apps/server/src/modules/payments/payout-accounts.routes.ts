import { ErrorBody } from '@pulse/domain/errors';
import { ConnectPayoutAccountResponse, PayoutAccountResponse } from '@pulse/domain/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perSessionKey } from '../../plugins/rate-limit';
import type { PayoutAccountsService } from './payout-accounts.service';

const CONNECT_LIMIT = { max: 10, timeWindow: 60_000, keyGenerator: perSessionKey('payout-account') };
const READ_LIMIT = { max: 120, timeWindow: 60_000 };

/** A creative's payout account at the provider (decision 018). */
export const payoutAccountsRoutes: FastifyPluginAsyncZod<{ service: PayoutAccountsService }> = async (
  app,
  { service },
) => {
  const tags = ['payments'];

  app.get(
    '/api/me/payout-account',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The caller's payout account and its state (the sandbox's is implicit and always ready)",
        response: { 200: PayoutAccountResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => service.get(request),
  );

  app.post(
    '/api/me/payout-account',
    {
      config: { rateLimit: CONNECT_LIMIT },
      schema: {
        tags,
        summary:
          'Connect a Stripe Express account for payouts: answers the Stripe onboarding link (409 in the sandbox)',
        response: { 201: ConnectPayoutAccountResponse, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await service.connect(request)),
  );
};
