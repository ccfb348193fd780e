import multipart from '@fastify/multipart';
import { MediaAnalysisResponse } from '@pulse/domain/media-analysis-contracts';
import { MediaStatusResponse } from '@pulse/domain/media-contracts';
import { MAX_UPLOAD_BYTES, UploadMediaQuery, UploadMediaResponse } from '@pulse/domain/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, UploadIdParams } from '../../lib/route-pieces';
import { deferredViewerId, viewerOf } from '../../plugins/viewer';
import type { MediaRow } from './media.repository';
import type { MediaService } from './media.service';
import { answerMedia, answerStored, type StoredAnswer, type StoredFile } from './media-response';
import type { MediaStorage } from './media-storage';

const VariantParams = UploadIdParams.extend({ file: z.string().min(1).max(80) });

function send(reply: FastifyReply, answer: StoredAnswer) {
  return reply.status(answer.statusCode).headers(answer.headers).send(answer.body);
}

/** Plays a file (Range, ETag, Last-Modified) as `answerMedia` decides from the request's headers. */
export async function sendMedia(request: FastifyRequest, reply: FastifyReply, row: MediaRow, storage: MediaStorage) {
  return send(reply, await answerMedia(row, storage, request.raw, request.log));
}

async function sendStored(request: FastifyRequest, reply: FastifyReply, file: StoredFile, storage: MediaStorage) {
  return send(reply, await answerStored(file, storage, request.raw, request.log));
}

export const mediaRoutes: FastifyPluginAsyncZod<{ service: MediaService }> = async (app, { service }) => {
  const tags = ['media'];
  // Multipart only for this plugin's routes; the per-request limit is the caller's rule (media.service).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/media',
    {
      config: { viewer: 'required' },
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
      const uploaded = await service.upload(viewerOf(request).id, request.query.purpose, {
        declaredBytes: Number(request.headers['content-length']),
        multipart: request.isMultipart(),
        firstFile: (maxBytes) => request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false }),
      });
      return reply.status(201).send(uploaded);
    },
  );

  app.get(
    '/api/media/:id',
    {
      config: { viewer: 'deferred' },
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
      sendMedia(
        request,
        reply,
        await service.findPlayable(deferredViewerId(request), request.params.id),
        service.storage,
      ),
  );

  app.get(
    '/api/media/:id/v/:file',
    {
      config: { viewer: 'deferred' },
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
        await service.findVariant(deferredViewerId(request), request.params.id, request.params.file),
        service.storage,
      ),
  );

  app.get(
    '/api/media/:id/status',
    {
      config: { viewer: 'deferred' },
      schema: {
        tags,
        summary: 'Processing status and the work media of a file (processing, ready, failed with a reason)',
        params: UploadIdParams,
        response: { 200: MediaStatusResponse, ...errors(404) },
      },
    },
    async (request) => ({ media: await service.status(deferredViewerId(request), request.params.id) }),
  );

  app.get(
    '/api/media/:id/analysis',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary:
          "What the server heard in an audio file: tempo, key, loudness and tag suggestions with reasons (its owner's)",
        params: UploadIdParams,
        response: { 200: MediaAnalysisResponse, ...errors(401, 404) },
      },
    },
    async (request) => ({ analysis: await service.analysis(viewerOf(request).id, request.params.id) }),
  );

  app.post(
    '/api/media/:id/retry',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'Queue a failed file for processing again (its owner only)',
        params: UploadIdParams,
        response: { 202: MediaStatusResponse, ...errors(401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ media: await service.retry(viewerOf(request).id, request.params.id) }),
  );

  app.delete(
    '/api/media/:id',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'Drop an uploaded file that no snippet uses yet (the wizard replacing its file)',
        params: UploadIdParams,
        response: { 204: z.null(), ...errors(401, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.remove(viewerOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
