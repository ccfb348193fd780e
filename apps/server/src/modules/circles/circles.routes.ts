import {
  CIRCLE_SESSION_MESSAGE,
  CircleDetail,
  CirclePostRequest,
  CirclesResponse,
  CreateCircleRequest,
  JoinCircleRequest,
} from '@pulse/domain/circles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, IdParams, limits } from '../../lib/route-pieces';
import { requireViewer, viewerOf } from '../../plugins/viewer';
import type { CirclesService } from './circles.service';

/** Anyone reads public circles; joining, leaving, posting and My Circles need a session (a guest's counts). */
const viewer = requireViewer(CIRCLE_SESSION_MESSAGE);

/** Pulse Circles (issue 11, decision 017). */
export const circlesRoutes: FastifyPluginAsyncZod<{ service: CirclesService }> = async (app, { service }) => {
  const tags = ['circles'];

  app.get(
    '/api/circles',
    {
      config: { viewer: 'optional', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'Discover: public circles (and private ones the caller belongs to), ranked for the caller',
        response: { 200: CirclesResponse, ...errors(429) },
      },
    },
    async (request) => service.discover(request.viewer?.id ?? null),
  );

  app.get(
    '/api/circles/mine',
    {
      config: { viewer, rateLimit: limits.read },
      schema: {
        tags,
        summary: "My Circles: the caller's circles, newest joined first",
        response: { 200: CirclesResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.mine(viewerOf(request).id),
  );

  app.post(
    '/api/circles',
    {
      config: { viewer, rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Create a circle; the creator becomes its owner',
        body: CreateCircleRequest,
        response: { 201: CircleDetail, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(viewerOf(request).id, request.body)),
  );

  app.get(
    '/api/circles/:id',
    {
      config: { viewer: 'optional', rateLimit: limits.read },
      schema: {
        tags,
        summary: "A circle with members and posts (a private circle's only to members)",
        params: IdParams,
        response: { 200: CircleDetail, ...errors(404, 429) },
      },
    },
    async (request) => service.get(request.viewer?.id ?? null, request.params.id),
  );

  app.post(
    '/api/circles/:id/members',
    {
      config: { viewer, rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Join a circle (a private one needs its invite code)',
        params: IdParams,
        body: JoinCircleRequest,
        response: { 200: CircleDetail, ...errors(401, 403, 404, 429) },
      },
    },
    async (request) => service.join(viewerOf(request).id, request.params.id, request.body.inviteCode),
  );

  app.delete(
    '/api/circles/:id/members/me',
    {
      config: { viewer, rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Leave a circle (its owner cannot)',
        params: IdParams,
        response: { 200: CircleDetail, ...errors(401, 404, 409, 429) },
      },
    },
    async (request) => service.leave(viewerOf(request).id, request.params.id),
  );

  app.post(
    '/api/circles/:id/posts',
    {
      config: { viewer, rateLimit: limits.write },
      schema: {
        tags,
        summary: 'Post in a circle (members only)',
        params: IdParams,
        body: CirclePostRequest,
        response: { 200: CircleDetail, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => service.post(viewerOf(request).id, request.params.id, request.body),
  );
};
