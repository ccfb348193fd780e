import { ErrorBody } from '@pulse/domain/errors';
import { ReputationResponse } from '@pulse/domain/reputation';
import { DealReviewsResponse, ReplyRequest, ReviewIdParams, SubmitReviewRequest } from '@pulse/domain/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perSessionKey } from '../../plugins/rate-limit';
import type { ReviewsService } from './reviews.service';

const WRITE_LIMIT = { max: 30, timeWindow: 60_000, keyGenerator: perSessionKey('reviews') };
const READ_LIMIT = { max: 240, timeWindow: 60_000 };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** Two-way reviews after a deal and reputation (issue 22, decision 034). */
export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
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
};
