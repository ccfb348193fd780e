import {
  BeatInput,
  BeatResponse,
  BeatsQuery,
  BeatsResponse,
  BuyLicenseRequest,
  BuyLicenseResponse,
  DownloadLinkResponse,
  filtersFromQuery,
  LicenseResponse,
  LicensesResponse,
  OwnBeatsResponse,
} from '@pulse/domain/beats';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perSessionKey } from '../../plugins/rate-limit';
import { sendMedia } from '../media/media-response';
import { idempotencyKeyOf } from '../payments/idempotency';
import type { BeatsService } from './beats.service';

const WRITE_LIMIT = { max: 30, timeWindow: 60_000 };
const READ_LIMIT = { max: 240, timeWindow: 60_000 };
// Per session, not per address: a campus network shares one IP.
const BUY_LIMIT = { max: 30, timeWindow: 60_000, keyGenerator: perSessionKey('beat-licenses') };
const IdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** Beats, their licenses, documents and downloads (issue 10, decision 016). */
export const beatsRoutes: FastifyPluginAsyncZod<{ service: BeatsService }> = async (app, { service }) => {
  const tags = ['beats'];

  app.post(
    '/api/beats',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'A producer lists a beat from their own uploads (a draft until published)',
        body: BeatInput,
        response: { 201: BeatResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request, request.body)),
  );

  app.put(
    '/api/beats/:id',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'The producer edits their beat (not once it sold exclusively)',
        params: IdParams,
        body: BeatInput,
        response: {
          200: BeatResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => service.update(request, request.params.id, request.body),
  );

  app.post(
    '/api/beats/:id/publish',
    {
      config: { rateLimit: WRITE_LIMIT },
      schema: {
        tags,
        summary: 'The producer publishes a draft beat',
        params: IdParams,
        response: { 200: BeatResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.publish(request, request.params.id),
  );

  app.get(
    '/api/beats',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'Published beats: moods (comma-separated, match any), one license type, a price range',
        querystring: BeatsQuery,
        response: { 200: BeatsResponse, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.list(filtersFromQuery(request.query)),
  );

  app.get(
    '/api/beats/:id/preview',
    {
      compress: false,
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "A beat's preview clip (Range requests)",
        params: IdParams,
        response: { 404: ErrorBody },
      },
    },
    async (request, reply) =>
      sendMedia(request, reply, await service.preview(request, request.params.id), service.storage),
  );

  app.get(
    '/api/me/beats',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The producer's beats with sales and license holders",
        response: { 200: OwnBeatsResponse, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.mine(request),
  );

  app.post(
    '/api/beats/:id/licenses',
    {
      config: { rateLimit: BUY_LIMIT },
      schema: {
        tags,
        summary: 'Buy a non-exclusive or exclusive license (Idempotency-Key; 402 declined; 409 sold exclusively)',
        params: IdParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: BuyLicenseRequest,
        response: {
          201: BuyLicenseResponse,
          400: ErrorBody,
          401: ErrorBody,
          402: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await service.buy(request, request.params.id, idempotencyKeyOf(request), request.body);
      return reply.status(result.statusCode as 201).send(result.body as never);
    },
  );

  app.get(
    '/api/me/beat-licenses',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The caller's beat licenses, newest first",
        response: { 200: LicensesResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.myLicenses(request),
  );

  app.get(
    '/api/beat-licenses/:id',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'The license document: its buyer or the producer only',
        params: IdParams,
        response: { 200: LicenseResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.license(request, request.params.id),
  );

  app.get(
    '/api/beat-licenses/:id/download-link',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'An expiring signed link to the full-quality file, for the license holder',
        params: IdParams,
        response: { 200: DownloadLinkResponse, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.downloadLink(request, request.params.id),
  );

  app.get(
    '/api/beat-downloads/:id',
    {
      compress: false,
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: 'The full-quality file while its signed link is valid (403 otherwise)',
        params: IdParams,
        querystring: z.object({ expires: z.coerce.number().int().default(0), sig: z.string().max(200).default('') }),
        response: { 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { media, filename } = await service.download(request.params.id, request.query.expires, request.query.sig);
      reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`);
      return sendMedia(request, reply, media, service.storage);
    },
  );
};
