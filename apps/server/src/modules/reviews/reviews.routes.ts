import { ErrorBody } from '@pulse/domain/errors';
import { ReputationResponse } from '@pulse/domain/reputation';
import {
  AdminReviewReportsResponse,
  HideReviewRequest,
  ReportDecisionResponse,
  ReportIdParams,
  ReportReviewRequest,
  ReportReviewResponse,
} from '@pulse/domain/review-moderation';
import { DealReviewsResponse, ReplyRequest, ReviewIdParams, SubmitReviewRequest } from '@pulse/domain/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perSessionKey } from '../../plugins/rate-limit';
import type { ReviewModerationService } from './review-moderation.service';
import type { ReviewsService } from './reviews.service';

const WRITE_LIMIT = { max: 30, timeWindow: 60_000, keyGenerator: perSessionKey('reviews') };
const REPORT_LIMIT = { max: 10, timeWindow: 60_000, keyGenerator: perSessionKey('review-reports') };
const READ_LIMIT = { max: 240, timeWindow: 60_000 };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** Two-way reviews after a deal and reputation (issue 22, decision 034). */
export const reviewsRoutes: FastifyPluginAsyncZod<{
  service: ReviewsService;
  moderation: ReviewModerationService;
}> = async (app, { service, moderation }) => {
  const tags = ['reviews'];

  app.get(
    '/api/deals/:id/reviews',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary:
          "A deal's reviews for one of its parties: their own, and the other's once both are in or the window closed",
        params: ReviewIdParams,
        response: { 200: DealReviewsResponse, ...errors },
      },
    },
    async (request) => service.getDealReviews(request, request.params.id),
  );

  app.post(
    '/api/deals/:id/reviews',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Review the other party of a completed deal, once, within 14 days',
        params: ReviewIdParams,
        body: SubmitReviewRequest,
        response: { 201: DealReviewsResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.submit(request, request.params.id, request.body)),
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'The reviewed party posts one public reply, once the reviews are public',
        params: ReviewIdParams,
        body: ReplyRequest,
        response: { 200: DealReviewsResponse, ...errors },
      },
    },
    async (request) => service.reply(request, request.params.id, request.body),
  );

  app.get(
    '/api/creators/:id/reputation',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "A creative's reputation: Bayesian review averages, deal rates and the Pulse Score with its parts",
        params: ReviewIdParams,
        response: { 200: ReputationResponse, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.creatorReputation(request, request.params.id),
  );

  app.get(
    '/api/partners/:id/reputation',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "A partner's reputation as creatives reviewed it (signed-in users)",
        params: ReviewIdParams,
        response: { 200: ReputationResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.partnerReputation(request, request.params.id),
  );

  // --- Moderation (issue 22 item 4, decision 035) ---

  app.post(
    '/api/reviews/:id/reports',
    {
      config: { rateLimit: REPORT_LIMIT },
      schema: {
        tags,
        summary: 'Report a review you can read (signed in; once per review, with a reason)',
        params: ReviewIdParams,
        body: ReportReviewRequest,
        response: { 201: ReportReviewResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await moderation.report(request, request.params.id, request.body)),
  );

  const adminTags = ['admin', 'reviews'];
  app.get(
    '/api/admin/review-reports',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags: adminTags,
        summary: 'Open review reports, oldest first, with the reviews they are about (admins only)',
        response: { 200: AdminReviewReportsResponse, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => moderation.listOpen(request),
  );

  app.post(
    '/api/admin/review-reports/:id/hide',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: adminTags,
        summary: 'Hide the reported review with a reason its parties read; it leaves the profile and reputation',
        params: ReportIdParams,
        body: HideReviewRequest,
        response: { 200: ReportDecisionResponse, ...errors },
      },
    },
    async (request) => moderation.hide(request, request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/review-reports/:id/dismiss',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags: adminTags,
        summary: 'Dismiss a report: the review stays as it is',
        params: ReportIdParams,
        response: { 200: ReportDecisionResponse, ...errors },
      },
    },
    async (request) => moderation.dismiss(request, request.params.id),
  );
};
