import multipart from '@fastify/multipart';
import { REFERENCE_MAX_BYTES } from '@pulse/domain/sounds-like';
import { ReferenceClipResponse, SoundsLikeQuery, SoundsLikeResponse } from '@pulse/domain/sounds-like-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, IdParams, limits, perSession } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { SoundsLikeService } from './sounds-like.service';

const UPLOAD_LIMIT = perSession('reference-clips', 30);

/** "Sounds like this" (issue 32 item 3, decision 057): reference clips and the nearest beats. */
export const soundsLikeRoutes: FastifyPluginAsyncZod<{ service: SoundsLikeService }> = async (app, { service }) => {
  const tags = ['sounds-like'];
  await app.register(multipart, { limits: { fileSize: REFERENCE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.post(
    '/api/sounds-like/references',
    {
      config: { viewer: 'required', rateLimit: UPLOAD_LIMIT },
      schema: {
        tags,
        summary: 'Upload a reference clip (multipart "file"; audio or video, up to 60 s), kept privately for a day',
        response: { 201: ReferenceClipResponse, ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const uploaded = await service.upload(viewerOf(request).id, {
        declaredBytes: Number(request.headers['content-length']),
        multipart: request.isMultipart(),
        firstFile: (maxBytes) => request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false }),
      });
      return reply.status(201).send(uploaded);
    },
  );

  app.get(
    '/api/sounds-like/references/:id',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The caller's reference clip and its analysis (anyone else's is 404)",
        params: IdParams,
        response: { 200: ReferenceClipResponse, ...errors(401, 404, 429) },
      },
    },
    async (request) => service.reference(viewerOf(request).id, request.params.id),
  );

  app.get(
    '/api/sounds-like',
    {
      // No per-address limit, as the discovery list: a search is one pass over the vectors in memory (about 5 ms
      // at 100k beats) and a page of beats, and campus networks share an address.
      config: { viewer: 'optional' },
      schema: {
        tags,
        summary: 'Beats that sound like the caller’s reference clip or a beat, by license type and price, with why',
        querystring: SoundsLikeQuery,
        response: { 200: SoundsLikeResponse, ...errors(400, 404) },
      },
    },
    async (request) => service.search(request.viewer?.id ?? null, request.query),
  );
};
