import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  GENERIC_ERROR_MESSAGE,
  MALFORMED_JSON_MESSAGE,
  NOT_FOUND_MESSAGE,
} from '@pulse/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

export function errorBody(code: ErrorCode | string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_request', message: MALFORMED_JSON_MESSAGE },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'bad_request', message: MALFORMED_JSON_MESSAGE },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Unsupported content type.' },
};

/** One place that turns every error into the body of DESIGN 4 and hides 5xx internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(ERROR_STATUS[err.code]).send(errorBody(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send(errorBody('validation_failed', first, fields));
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.status(ERROR_STATUS[known.code]).send(errorBody(known.code, known.message));
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return reply.status(400).send(errorBody('bad_request', MALFORMED_JSON_MESSAGE));
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(errorBody('internal', GENERIC_ERROR_MESSAGE));
    }
    return reply.status(status).send(errorBody(status === 429 ? 'rate_limited' : 'bad_request', err.message));
  });
});

/** Unknown /api paths get a JSON 404; the static plugin takes every other path. */
export function sendApiNotFound(reply: { status(code: number): { send(body: unknown): unknown } }) {
  return reply.status(404).send(errorBody('not_found', NOT_FOUND_MESSAGE));
}
