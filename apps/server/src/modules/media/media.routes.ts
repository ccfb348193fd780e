import multipart from '@fastify/multipart';
import { MediaStatusResponse } from '@pulse/domain/media';
import { MAX_UPLOAD_BYTES, UploadMediaQuery, UploadMediaResponse } from '@pulse/domain/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, UploadIdParams } from '../../lib/route-pieces';
import type { MediaService } from './media.service';
import { sendMedia, sendStored } from './media-response';

const VariantParams = UploadIdParams.extend({ file: z.string().min(1).max(80) });

export const mediaRoutes: FastifyPluginAsyncZod<{ service: MediaService }> = async (app, { service }) => {
  const tags = ['media'];
  // Multipart only for this plugin's routes; the per-request limit is the caller's rule (media.service).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/media',
    {
      schema: {
        tags,
        summary: 'Upload one file (multipart field "file"): type checked by content, size and duration limits',
        querystring: UploadMediaQuery,
        response: {
          201: UploadMediaResponse,
          ...errors(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await service.upload(request, request.query.purpose));
    },
  );

  app.get(
    '/api/media/:id',
    {
      // Ranges and already-compressed media: never through the compressor.
      compress: false,
      schema: {
        tags,
        summary: 'Play a file: Range requests (206/416), ETag and Last-Modified; private to pending creatives',
        params: UploadIdParams,
        response: { ...errors(404) },
      },
    },
    async (request, reply) =>
      sendMedia(request, reply, await service.findPlayable(request, request.params.id), service.storage),
  );

  app.get(
    '/api/media/:id/v/:file',
    {
      compress: false,
      schema: {
        tags,
        summary:
          'A derived file (picture width, poster, rendition, preview) by its content hash: Range, immutable when public',
        params: VariantParams,
        response: { ...errors(404) },
      },
    },
    async (request, reply) =>
      sendStored(
        request,
        reply,
        await service.findVariant(request, request.params.id, request.params.file),
        service.storage,
      ),
  );

  app.get(
    '/api/media/:id/status',
    {
      schema: {
        tags,
        summary: 'Processing status and the work media of a file (processing, ready, failed with a reason)',
        params: UploadIdParams,
        response: { 200: MediaStatusResponse, ...errors(404) },
      },
    },
    async (request) => ({ media: await service.status(request, request.params.id) }),
  );

  app.post(
    '/api/media/:id/retry',
    {
      schema: {
        tags,
        summary: 'Queue a failed file for processing again (its owner only)',
        params: UploadIdParams,
        response: { 202: MediaStatusResponse, ...errors(401, 404, 409) },
      },
    },
    async (request, reply) => reply.status(202).send({ media: await service.retry(request, request.params.id) }),
  );

  app.delete(
    '/api/media/:id',
    {
      schema: {
        tags,
        summary: 'Drop an uploaded file that no snippet uses yet (the wizard replacing its file)',
        params: UploadIdParams,
        response: { 204: z.null(), ...errors(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.remove(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
