import { ADMIN_ONLY_MESSAGE } from '@pulse/domain/applications';
import { TipRequest, TipResponse, TipView } from '@pulse/domain/deals';
import {
  AdminTipsResponse,
  MyTabResponse,
  SaveCardRequest,
  SavedCardResponse,
  SettleTabResponse,
  TabView,
  TipFeesResponse,
} from '@pulse/domain/tip-tab-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, IdempotencyHeaders, IdParams, limits, perSession } from '../../lib/route-pieces';
import { requireRole, viewerOf } from '../../plugins/viewer';
import { idempotencyKeyOf, moneyCaller, moneyViewer } from '../payments/idempotency';
import type { SavedCardsService } from './saved-cards.service';
import type { TipsService } from './tips.service';

const TIP_LIMIT = perSession('tips', 30);
const CARD_LIMIT = perSession('saved-card', 10);

/** Tips, the fan's tab and saved card (decision 054), and the admin's view of what card fees take. */
export const tipsRoutes: FastifyPluginAsyncZod<{ tips: TipsService; cards: SavedCardsService }> = async (
  app,
  { tips, cards },
) => {
  const tags = ['tips'];

  app.post(
    '/api/creators/:id/tips',
    {
      config: { viewer: moneyViewer, requires: 'verified-email', rateLimit: TIP_LIMIT },
      schema: {
        tags,
        summary:
          'Tip a creative $1 to $20: onto the fan’s tab (no payment method), or one-off through the provider (Idempotency-Key; 402 when declined)',
        params: IdParams,
        headers: IdempotencyHeaders,
        body: TipRequest,
        response: { 201: TipResponse, ...errors(400, 401, 402, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { key, userId } = moneyCaller(request.headers, request.viewer);
      const fan = { id: userId, isGuest: Boolean(request.viewer?.isAnonymous) };
      const result = await tips.tip(fan, request.params.id, key, request.body);
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.get(
    '/api/me/tab',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'The caller’s tab of tips, their saved card and their last charged tabs',
        response: { 200: MyTabResponse, ...errors(401, 429) },
      },
    },
    async (request) => tips.myTab(viewerOf(request).id),
  );

  app.post(
    '/api/me/tabs/:id/settle',
    {
      config: { viewer: 'required', requires: 'verified-email', rateLimit: limits.slowWrite },
      schema: {
        tags,
        summary: 'Charge one of the caller’s tabs now, in one payment (once per tab; 402 when the card is declined)',
        params: IdParams,
        response: { 201: SettleTabResponse, ...errors(401, 402, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const result = await tips.settle(viewerOf(request).id, request.params.id);
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.post(
    '/api/me/tabs/:id/retry',
    {
      config: { viewer: 'required', requires: 'verified-email', rateLimit: limits.slowWrite },
      schema: {
        tags,
        summary: 'Put a declined tab’s tips back on the caller’s tab and charge it now, to the card saved now',
        params: IdParams,
        response: { 201: SettleTabResponse, ...errors(401, 402, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const result = await tips.retry(viewerOf(request).id, request.params.id);
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.delete(
    '/api/me/tab/tips/:id',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Take a pending tip off the caller’s tab before it is charged',
        params: IdParams,
        response: { 200: z.object({ tab: TabView.nullable() }), ...errors(401, 404, 409, 429) },
      },
    },
    async (request) => tips.cancelTip(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/me/card',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: { tags, summary: 'The caller’s saved card', response: { 200: SavedCardResponse, ...errors(401, 429) } },
    },
    async (request) => cards.get(viewerOf(request).id),
  );

  app.put(
    '/api/me/card',
    {
      // A saved card is charged later without asking again (a tab, a retainer's months): a money move.
      config: { viewer: 'required', rateLimit: CARD_LIMIT, requires: 'verified-email' },
      schema: {
        tags,
        summary: 'Save a card for the tab (a payment method made in the browser); replaces the saved one',
        body: SaveCardRequest,
        response: { 200: SavedCardResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => cards.save(viewerOf(request).id, request.body.paymentMethod),
  );

  app.delete(
    '/api/me/card',
    {
      config: { viewer: 'required', rateLimit: CARD_LIMIT },
      schema: {
        tags,
        summary: 'Remove the saved card (refused while tips on the tab wait for it)',
        response: { 200: SavedCardResponse, ...errors(401, 409, 429) },
      },
    },
    async (request) => cards.remove(viewerOf(request).id),
  );

  const admin = requireRole(['admin'], ADMIN_ONLY_MESSAGE);
  app.get(
    '/api/admin/tip-fees',
    {
      config: { viewer: admin, rateLimit: limits.read },
      schema: {
        tags: ['admin', ...tags],
        summary: 'What card fees took of paid tips, by week, tab and one-off side by side (admins only)',
        response: { 200: TipFeesResponse, ...errors(401, 403, 429) },
      },
    },
    async () => tips.fees(),
  );

  app.get(
    '/api/admin/tips',
    {
      config: { viewer: admin, rateLimit: limits.read },
      schema: {
        tags: ['admin', ...tags],
        summary: 'The latest paid and refunded tips, to refund one (admins only)',
        response: { 200: AdminTipsResponse, ...errors(401, 403, 429) },
      },
    },
    async () => tips.recentPaid(),
  );

  app.post(
    '/api/admin/tips/:id/refund',
    {
      config: { viewer: admin, rateLimit: limits.slowWrite },
      schema: {
        tags: ['admin', ...tags],
        summary: 'Refund a paid tip to the fan’s card (Idempotency-Key; admins only)',
        params: IdParams,
        headers: IdempotencyHeaders,
        response: { 200: z.object({ tip: TipView }), ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers);
      const result = await tips.refund(viewerOf(request).id, request.params.id, key);
      return reply.status(result.statusCode).send(result.body);
    },
  );
};
