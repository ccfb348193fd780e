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
  /** Money moves need a verified e-mail (issue 36): the client offers to resend the link. */
  email_unverified: 403,
  /** A payout account or an admin action needs two-factor sign-in turned on (issue 36). */
  second_factor_required: 403,
  account_suspended: 403,
  not_found: 404,
  conflict: 409,
  /** The contract's terms changed since the signer read it (decision 061): read it again, then sign. */
  contract_changed: 409,
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
