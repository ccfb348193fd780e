import { ReputationResponse } from '@pulse/domain/reputation-contracts';
import { MODERATION_MESSAGES } from '@pulse/domain/review-moderation';
import {
  AdminReviewReportsResponse,
  HideReviewRequest,
  ReportDecisionResponse,
  ReportIdParams,
  ReportReviewRequest,
  ReportReviewResponse,
} from '@pulse/domain/review-moderation-contracts';
import {
  DealReviewsResponse,
  ReplyRequest,
  ReviewIdParams,
  SubmitReviewRequest,
} from '@pulse/domain/reviews-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits, perSession } from '../../lib/route-pieces';
import { requireRole, viewerOf } from '../../plugins/viewer';
import type { ReviewModerationService } from './review-moderation.service';
import type { ReviewsService } from './reviews.service';

const REVIEW_WRITE_LIMIT = perSession('reviews', 30);
const REPORT_LIMIT = perSession('review-reports', 10);
const reviewErrors = errors(400, 401, 403, 404, 409, 429);

/** Two-way reviews after a deal and reputation (issue 22, decision 034). */
export const reviewsRoutes: FastifyPluginAsyncZod<{
  service: ReviewsService;
  moderation: ReviewModerationService;
}> = async (app, { service, moderation }) => {
  const admins = requireRole(['admin'], MODERATION_MESSAGES.adminOnly);
  const tags = ['reviews'];

  app.get(
    '/api/deals/:id/reviews',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary:
          "A deal's reviews for one of its parties: their own, and the other's once both are in or the window closed",
        params: ReviewIdParams,
        response: { 200: DealReviewsResponse, ...reviewErrors },
      },
    },
    async (request) => service.getDealReviews(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/deals/:id/reviews',
    {
      config: { viewer: 'required', rateLimit: REVIEW_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Review the other party of a completed deal, once, within 14 days',
        params: ReviewIdParams,
        body: SubmitReviewRequest,
        response: { 201: DealReviewsResponse, ...reviewErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.submit(viewerOf(request).id, request.params.id, request.body)),
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      config: { viewer: 'required', rateLimit: REVIEW_WRITE_LIMIT },
      schema: {
        tags,
        summary: 'The reviewed party posts one public reply, once the reviews are public',
        params: ReviewIdParams,
        body: ReplyRequest,
        response: { 200: DealReviewsResponse, ...reviewErrors },
      },
    },
    async (request) => service.reply(viewerOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/creators/:id/reputation',
    {
      // Public for approved creatives; anyone else's only to themselves and admins, so the viewer is optional.
      config: { viewer: 'optional', rateLimit: limits.read },
      schema: {
        tags,
        summary: "A creative's reputation: Bayesian review averages, deal rates and the Pulse Score with its parts",
        params: ReviewIdParams,
        response: { 200: ReputationResponse, ...errors(404, 429) },
      },
    },
    async (request) => service.creatorReputation(request.viewer?.id ?? null, request.params.id),
  );

  app.get(
    '/api/partners/:id/reputation',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "A partner's reputation as creatives reviewed it (signed-in users)",
        params: ReviewIdParams,
        response: { 200: ReputationResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => service.partnerReputation(request.params.id),
  );

  // --- Moderation (issue 22 item 4, decision 035) ---

  app.post(
    '/api/reviews/:id/reports',
    {
      config: { viewer: 'required', rateLimit: REPORT_LIMIT },
      schema: {
        tags,
        summary: 'Report a review you can read (signed in; once per review, with a reason)',
        params: ReviewIdParams,
        body: ReportReviewRequest,
        response: { 201: ReportReviewResponse, ...reviewErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await moderation.report(viewerOf(request).id, request.params.id, request.body)),
  );

  const adminTags = ['admin', 'reviews'];
  app.get(
    '/api/admin/review-reports',
    {
      config: { viewer: admins, rateLimit: limits.read },
      schema: {
        tags: adminTags,
        summary: 'Open review reports, oldest first, with the reviews they are about (admins only)',
        response: { 200: AdminReviewReportsResponse, ...errors(401, 403, 429) },
      },
    },
    async (request) => moderation.listOpen(viewerOf(request).id),
  );

  app.post(
    '/api/admin/review-reports/:id/hide',
    {
      config: { viewer: admins, rateLimit: REVIEW_WRITE_LIMIT },
      schema: {
        tags: adminTags,
        summary: 'Hide the reported review with a reason its parties read; it leaves the profile and reputation',
        params: ReportIdParams,
        body: HideReviewRequest,
        response: { 200: ReportDecisionResponse, ...reviewErrors },
      },
    },
    async (request) => moderation.hide(viewerOf(request).id, request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/review-reports/:id/dismiss',
    {
      config: { viewer: admins, rateLimit: REVIEW_WRITE_LIMIT },
      schema: {
        tags: adminTags,
        summary: 'Dismiss a report: the review stays as it is',
        params: ReportIdParams,
        response: { 200: ReportDecisionResponse, ...reviewErrors },
      },
    },
    async (request) => moderation.dismiss(viewerOf(request).id, request.params.id),
  );
};
