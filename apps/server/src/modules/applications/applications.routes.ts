import {
  CreativeApplicationRequest,
  MyPartnerApplicationResponse,
  PartnerApplicationRequest,
  SubmitApplicationResponse,
} from '@pulse/domain/applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, limits } from '../../lib/route-pieces';
import { viewerOf } from '../../plugins/viewer';
import type { ApplicationsService } from './applications.service';

const responses = {
  200: SubmitApplicationResponse,
  201: SubmitApplicationResponse,
  ...errors(400, 401, 403, 409, 429),
};

export const applicationsRoutes: FastifyPluginAsyncZod<{ service: ApplicationsService }> = async (app, { service }) => {
  const tags = ['applications'];

  app.post(
    '/api/creatives',
    {
      config: { viewer: 'required', rateLimit: limits.submit },
      schema: {
        tags,
        summary: 'Apply as a Creative (submit-creative); a resubmission updates the pending application',
        body: CreativeApplicationRequest,
        response: responses,
      },
    },
    async (request, reply) => {
      const result = await service.submitCreative(viewerOf(request).id, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/pulsepartners/me',
    {
      config: { viewer: 'required', rateLimit: limits.read },
      schema: {
        tags,
        summary: "The caller's latest PulsePartner application (null before they ever applied)",
        response: { 200: MyPartnerApplicationResponse, ...errors(401, 429) },
      },
    },
    async (request) => service.myPartnerApplication(viewerOf(request).id),
  );

  app.post(
    '/api/pulsepartners',
    {
      config: { viewer: 'required', rateLimit: limits.submit },
      schema: {
        tags,
        summary: 'Apply as a PulsePartner (submit-partner); a resubmission updates the pending application',
        body: PartnerApplicationRequest,
        response: responses,
      },
    },
    async (request, reply) => {
      const result = await service.submitPartner(viewerOf(request).id, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
};
