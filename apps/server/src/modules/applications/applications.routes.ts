import {
  CreativeApplicationRequest,
  MyPartnerApplicationResponse,
  PartnerApplicationRequest,
  SubmitApplicationResponse,
} from '@pulse/domain/applications';
import { ErrorBody } from '@pulse/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApplicationsService } from './applications.service';

/** Submissions per address and minute: plenty for people, a wall for scripts. */
const SUBMIT_LIMIT = { max: 20, timeWindow: 60_000 };
const READ_LIMIT = { max: 240, timeWindow: 60_000 };

const responses = {
  200: SubmitApplicationResponse,
  201: SubmitApplicationResponse,
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

export const applicationsRoutes: FastifyPluginAsyncZod<{ service: ApplicationsService }> = async (app, { service }) => {
  const tags = ['applications'];

  app.post(
    '/api/creatives',
    {
      config: { rateLimit: SUBMIT_LIMIT },
      schema: {
        tags,
        summary: 'Apply as a Creative (submit-creative); a resubmission updates the pending application',
        body: CreativeApplicationRequest,
        response: responses,
      },
    },
    async (request, reply) => {
      const result = await service.submitCreative(request, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/pulsepartners/me',
    {
      config: { rateLimit: READ_LIMIT },
      schema: {
        tags,
        summary: "The caller's latest PulsePartner application (null before they ever applied)",
        response: { 200: MyPartnerApplicationResponse, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => service.myPartnerApplication(request),
  );

  app.post(
    '/api/pulsepartners',
    {
      config: { rateLimit: SUBMIT_LIMIT },
      schema: {
        tags,
        summary: 'Apply as a PulsePartner (submit-partner); a resubmission updates the pending application',
        body: PartnerApplicationRequest,
        response: responses,
      },
    },
    async (request, reply) => {
      const result = await service.submitPartner(request, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
};
