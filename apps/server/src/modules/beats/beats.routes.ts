import { filtersFromQuery } from '@pulse/domain/beats';
import {
  BeatInput,
  BeatResponse,
  BeatsQuery,
  BeatsResponse,
  BuyLicenseRequest,
  BuyLicenseResponse,
  DownloadLinkResponse,
  LicenseResponse,
  LicensesResponse,
  LicenseVerificationResponse,
  OwnBeatsResponse,
} from '@pulse/domain/beats-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, IdempotencyHeaders, IdParams, limits, perSession } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import { sendMedia } from '../media/media.routes';
import { moneyCaller, moneyViewer } from '../payments/idempotency';
import type { BeatsService } from './beats.service';

const BUY_LIMIT = perSession('beat-licenses', 30);

/** Beats, their licenses, documents and downloads (issue 10, decision 016). */
export const beatsRoutes: FastifyPluginAsyncZod<{ service: BeatsService }> = async (app, { service }) => {
  const tags = ['beats'];

  app.post(
    '/api/beats',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'A producer lists a beat from their own uploads (a draft until published)',
        body: BeatInput,
        response: { 201: BeatResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(viewerOf(request).id, request.body)),
  );

  app.put(
    '/api/beats/:id',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'The producer edits their beat (not once it sold exclusively)',
        params: IdParams,
        body: BeatInput,
        response: {
          200: BeatResponse,
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) => service.update(viewerOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/beats/:id/publish',
    {
      config: { viewer: 'required', rateLimit: limits.write },
      schema: {
        tags,
        summary: 'The producer publishes a draft beat',
        params: IdParams,
        response: { 200: BeatResponse, ...errors(401, 403, 404, 409, 429) },
      },
    },
    async (request) => service.publish(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/beats',
    {
      config: { viewer: 'public', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'Published beats: moods (comma-separated, match any), one license type, a price range',
        querystring: BeatsQuery,
        response: { 200: BeatsResponse, ...errors(400, 429) },
      },
    },
    async (request) => service.list(filtersFromQuery(request.query)),
  );

  app.get(
    '/api/beats/:id/preview',
    {
      compress: false,
      // A draft's clip plays for its producer only; everyone else hears published beats.
      config: { viewer: 'optional', rateLimit: limits.read },
      schema: {
        tags,
        summary: "A beat's preview clip (Range requests)",
        params: IdParams,
        response: { ...errors(404) },
      },
    },
    async (request, reply) =>
      sendMedia(request, reply, await service.preview(request.viewer?.id ?? null, request.params.id), service.storage),
  );

  app.get(
    '/api/me/beats',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The producer's beats with sales and license holders",
        response: { 200: OwnBeatsResponse, ...errors(401, 403, 429) },
      },
    },
    async (request) => service.mine(viewerOf(request).id),
  );

  app.post(
    '/api/beats/:id/licenses',
    {
      config: { viewer: moneyViewer, requires: 'verified-email', rateLimit: BUY_LIMIT },
      schema: {
        tags,
        summary: 'Buy a non-exclusive or exclusive license (Idempotency-Key; 402 declined; 409 sold exclusively)',
        params: IdParams,
        headers: IdempotencyHeaders,
        body: BuyLicenseRequest,
        response: {
          201: BuyLicenseResponse,
          ...errors(400, 401, 402, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { key, userId } = moneyCaller(request.headers, request.viewer);
      const result = await service.buy(userId, request.params.id, key, request.body);
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.get(
    '/api/me/beat-licenses',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The caller's beat licenses, newest first",
        response: { 200: LicensesResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.myLicenses(viewerOf(request).id),
  );

  app.get(
    '/api/beat-licenses/:id',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'The license document: its buyer or the producer only',
        params: IdParams,
        response: { 200: LicenseResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => service.license(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/licenses/verify/:code',
    {
      config: { viewer: 'public', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'Public proof of a beat license by its unguessable code: who licensed what, when, for which use',
        params: z.object({ code: z.string().trim().min(1).max(64) }),
        response: { 200: LicenseVerificationResponse, ...errors(404, 429) },
      },
    },
    async (request) => service.verify(request.params.code),
  );

  app.get(
    '/api/beat-licenses/:id/download-link',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'An expiring signed link to the full-quality file, for the license holder',
        params: IdParams,
        response: { 200: DownloadLinkResponse, ...errors(401, 403, 404, 429) },
      },
    },
    async (request) => service.downloadLink(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/beat-downloads/:id',
    {
      compress: false,
      config: { viewer: 'public', rateLimit: limits.read },
      schema: {
        tags,
        summary: 'The full-quality file while its signed link is valid (403 otherwise)',
        params: IdParams,
        querystring: z.object({ expires: z.coerce.number().int().default(0), sig: z.string().max(200).default('') }),
        response: { ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const { media, filename } = await service.download(request.params.id, request.query.expires, request.query.sig);
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`);
      return sendMedia(request, reply, media, service.storage);
    },
  );
};
