import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errors, perMinute } from '../../lib/route-pieces';
import type { PaymentProvider } from './payment-provider';
import { isStripeProvider } from './stripe-provider';
import type { StripeWebhookService } from './stripe-webhook.service';

export const WEBHOOK_SIGNATURE_MESSAGE = 'The Stripe-Signature header does not match this body.';
const WEBHOOK_LIMIT = perMinute(600);

/**
 * POST /api/payments/stripe/webhook (decision 018), registered only with the stripe provider. The signature
 * covers the exact bytes Stripe sent, so this plugin (encapsulated: not wrapped in fastify-plugin) replaces
 * the JSON parser with one that keeps the raw body, for this route only.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider;
  service: StripeWebhookService;
}> = async (app, { provider, service }) => {
  if (!isStripeProvider(provider)) return;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/stripe/webhook',
    {
      // Stripe calls it, with no session: its signature is the caller's proof.
      config: { viewer: 'public', rateLimit: WEBHOOK_LIMIT },
      schema: {
        tags: ['payments'],
        summary:
          'Stripe events, signature-checked, kept and applied by a job; one already applied is acknowledged and ignored',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), ...errors(400) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (!signature || !Buffer.isBuffer(body)) throw new AppError('bad_request', WEBHOOK_SIGNATURE_MESSAGE);
      let event: ReturnType<typeof provider.verifyWebhook>;
      try {
        event = provider.verifyWebhook(body, signature);
      } catch {
        throw new AppError('bad_request', WEBHOOK_SIGNATURE_MESSAGE);
      }
      return service.receive(event);
    },
  );
};
