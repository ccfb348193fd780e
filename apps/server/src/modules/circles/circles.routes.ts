import {
  CircleDetail,
  CirclePostRequest,
  CirclesResponse,
  CreateCircleRequest,
  JoinCircleRequest,
} from '@pulse/domain/circles';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CirclesService } from './circles.service';

const WRITE_LIMIT = { max: 30, timeWindow: 60_000 };
const READ_LIMIT = { max: 240, timeWindow: 60_000 };
const IdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** Pulse Circles (issue 11, decision 017). */
export const circlesRoutes: FastifyPluginAsyncZod<{ service: CirclesService }> = async (app, { service }) => {
  const tags = ['circles'];

  app.get(
    '/api/circles',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'Discover: public circles (and private ones the caller belongs to), ranked for the caller',
        response: { 200: CirclesResponse, 429: ErrorBody },
      },
    },
    async (request) => service.discover(request),
  );

  app.get(
    '/api/circles/mine',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "My Circles: the caller's circles, newest joined first",
        response: { 200: CirclesResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.mine(request),
  );

  app.post(
    '/api/circles',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Create a circle; the creator becomes its owner',
        body: CreateCircleRequest,
        response: { 201: CircleDetail, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request, request.body)),
  );

  app.get(
    '/api/circles/:id',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "A circle with members and posts (a private circle's only to members)",
        params: IdParams,
        response: { 200: CircleDetail, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.get(request, request.params.id),
  );

  app.post(
    '/api/circles/:id/members',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Join a circle (a private one needs its invite code)',
        params: IdParams,
        body: JoinCircleRequest,
        response: { 200: CircleDetail, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.join(request, request.params.id, request.body.inviteCode),
  );

  app.delete(
    '/api/circles/:id/members/me',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Leave a circle (its owner cannot)',
        params: IdParams,
        response: { 200: CircleDetail, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.leave(request, request.params.id),
  );

  app.post(
    '/api/circles/:id/posts',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'Post in a circle (members only)',
        params: IdParams,
        body: CirclePostRequest,
        response: { 200: CircleDetail, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.post(request, request.params.id, request.body),
  );
};
