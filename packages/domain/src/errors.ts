import { z } from 'zod';

/** Every API error has this body (DESIGN 4). `fields` maps a field name to its message. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ERROR_STATUS = {
  validation_failed: 400,
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  csrf_rejected: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const NOT_FOUND_MESSAGE = 'Not found';
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few seconds and try again.';
export const CSRF_MESSAGE = 'This request must come from the Pulse app.';
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';
