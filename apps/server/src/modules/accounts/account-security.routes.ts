import {
  AccountSecurity,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmTwoFactorRequest,
  DisableTwoFactorRequest,
  EnableTwoFactorRequest,
  EnableTwoFactorResponse,
  ForgotPasswordRequest,
  OTHER_SESSIONS_ENDED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  RESET_REQUESTS_PER_HOUR,
  ResetPasswordRequest,
  SESSION_ENDED_MESSAGE,
  SessionsResponse,
  SignInSecondFactorRequest,
  TWO_FACTOR_OFF_MESSAGE,
  TWO_FACTOR_ON_MESSAGE,
  VERIFICATION_RESEND_LIMIT_MESSAGE,
  VERIFICATION_RESENDS_PER_HOUR,
} from '@pulse/domain/account-security';
import { MeResponse } from '@pulse/domain/accounts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, IdParams } from '../../lib/route-pieces';
import { toFetchHeaders } from '../../plugins/auth';
import { perSessionKey } from '../../plugins/rate-limit';
import { viewerOf } from '../../plugins/viewer';
import type { AccountSecurityService } from './account-security.service';
import { SIGN_IN_LIMIT, setCookies } from './accounts.routes';

const HOUR = 60 * 60 * 1000;
const Notice = z.object({ message: z.string() });

/** Reset e-mails per address and e-mail an hour: enough for a person, too few to mail-bomb someone. */
const RESET_LIMIT = {
  max: RESET_REQUESTS_PER_HOUR,
  timeWindow: HOUR,
  keyGenerator: (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `reset:${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  },
};

/** Verification e-mails per account an hour, refused in words a person reads. */
const RESEND_LIMIT = {
  max: VERIFICATION_RESENDS_PER_HOUR,
  timeWindow: HOUR,
  keyGenerator: perSessionKey('verification-resend'),
  errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) =>
    Object.assign(new Error(VERIFICATION_RESEND_LIMIT_MESSAGE), { statusCode: context.statusCode }),
};

/**
 * Recovery, verification, password, two-factor and sessions (issue 36, decision 049). Every write here is
 * rate-limited; the ones that take a password or a code are limited like sign-in.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{ service: AccountSecurityService }> = async (
  app,
  { service },
) => {
  const tags = ['accounts'];
  const headersOf = (request: FastifyRequest) => toFetchHeaders(request.headers);

  app.post(
    '/api/accounts/forgot-password',
    {
      config: { viewer: 'public', rateLimit: RESET_LIMIT },
      schema: {
        tags,
        summary: 'E-mail a password-reset link (the same answer whether or not the e-mail has an account)',
        body: ForgotPasswordRequest,
        response: { 200: Notice, ...errors(400, 429) },
      },
    },
    async (request) => ({ message: await service.requestReset(request.body.email) }),
  );

  app.post(
    '/api/accounts/reset-password',
    {
      config: { viewer: 'public', rateLimit: SIGN_IN_LIMIT },
      schema: {
        tags,
        summary: 'Choose a new password with a reset link (single use, one hour); signs out every session',
        body: ResetPasswordRequest,
        response: { 200: Notice, ...errors(400, 429) },
      },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );

  app.post(
    '/api/accounts/sign-in/two-factor',
    {
      config: { viewer: 'public', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'The second step of a sign-in with two-factor on: a code from the app, or a backup code',
        body: SignInSecondFactorRequest,
        response: { 200: MeResponse, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await service.signInSecondFactor(
        request.ip,
        headersOf(request),
        request.body,
      );
      setCookies(reply, cookies);
      return { user: result };
    },
  );

  app.get(
    '/api/auth/verify-email',
    {
      config: { viewer: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'The link in a verification e-mail: verifies, then redirects to the app',
        querystring: z.object({ token: z.string().min(1).max(4096), callbackURL: z.string().max(2048).optional() }),
      },
    },
    async (request, reply) => {
      const answer = await service.verifyEmailLink(headersOf(request), request.query);
      const location = answer.headers.get('location');
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (location) return reply.redirect(location, answer.status >= 300 && answer.status < 400 ? answer.status : 302);
      return reply
        .status(answer.status)
        .type('application/json')
        .send(await answer.text());
    },
  );

  app.get(
    '/api/accounts/security',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: "The account's e-mail, verification and two-factor state",
        response: { 200: AccountSecurity, ...errors(401) },
      },
    },
    async (request) => service.security(viewerOf(request).id),
  );

  app.post(
    '/api/accounts/verification-email',
    {
      config: { viewer: 'required', rateLimit: RESEND_LIMIT },
      schema: {
        tags,
        summary: 'Send the e-mail verification link again',
        response: { 200: Notice, ...errors(401, 409, 429) },
      },
    },
    async (request) => ({ message: await service.resendVerification(viewerOf(request).id) }),
  );

  app.post(
    '/api/accounts/email',
    {
      config: { viewer: 'required', rateLimit: RESEND_LIMIT },
      schema: {
        tags,
        summary: 'Change the e-mail: the new one is verified before it takes effect, the old one is told',
        body: ChangeEmailRequest,
        response: { 200: Notice, ...errors(400, 401, 429) },
      },
    },
    async (request) => ({ message: await service.changeEmail(viewerOf(request).id, headersOf(request), request.body) }),
  );

  app.post(
    '/api/accounts/password',
    {
      config: { viewer: 'required', rateLimit: SIGN_IN_LIMIT },
      schema: {
        tags,
        summary: 'Change the password (needs the current one); signs out every other device',
        body: ChangePasswordRequest,
        response: { 200: Notice, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { setCookies: cookies } = await service.changePassword(
        viewerOf(request).id,
        request.ip,
        headersOf(request),
        request.body,
      );
      setCookies(reply, cookies);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.post(
    '/api/accounts/two-factor/enable',
    {
      config: { viewer: 'required', rateLimit: SIGN_IN_LIMIT },
      schema: {
        tags,
        summary: 'Start two-factor sign-in: a secret for the authenticator app and backup codes',
        body: EnableTwoFactorRequest,
        response: { 200: EnableTwoFactorResponse, ...errors(400, 401, 409, 429) },
      },
    },
    async (request) => service.enableTwoFactor(viewerOf(request).id, headersOf(request), request.body.password),
  );

  app.post(
    '/api/accounts/two-factor/confirm',
    {
      config: { viewer: 'required', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with the first code from the app',
        body: ConfirmTwoFactorRequest,
        response: { 200: MeResponse.extend({ message: z.string() }), ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await service.confirmTwoFactor(
        viewerOf(request).id,
        headersOf(request),
        request.body.code,
      );
      setCookies(reply, cookies);
      return { user: result, message: TWO_FACTOR_ON_MESSAGE };
    },
  );

  app.post(
    '/api/accounts/two-factor/disable',
    {
      config: { viewer: 'required', rateLimit: SIGN_IN_LIMIT },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (needs the password; admins keep it on)',
        body: DisableTwoFactorRequest,
        response: { 200: MeResponse.extend({ message: z.string() }), ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await service.disableTwoFactor(
        viewerOf(request).id,
        headersOf(request),
        request.body.password,
      );
      setCookies(reply, cookies);
      return { user: result, message: TWO_FACTOR_OFF_MESSAGE };
    },
  );

  app.post(
    '/api/accounts/two-factor/backup-codes',
    {
      config: { viewer: 'required', rateLimit: SIGN_IN_LIMIT },
      schema: {
        tags,
        summary: 'New backup codes (the old ones stop working)',
        body: EnableTwoFactorRequest,
        response: { 200: z.object({ backupCodes: z.array(z.string()) }), ...errors(400, 401, 429) },
      },
    },
    async (request) => ({
      backupCodes: await service.regenerateBackupCodes(viewerOf(request).id, headersOf(request), request.body.password),
    }),
  );

  app.get(
    '/api/accounts/sessions',
    {
      config: { viewer: 'required' },
      schema: {
        tags,
        summary: 'The signed-in devices of the account',
        response: { 200: SessionsResponse, ...errors(401) },
      },
    },
    async (request) => ({
      sessions: await service.sessions(viewerOf(request).id, await service.currentToken(headersOf(request))),
    }),
  );

  app.delete(
    '/api/accounts/sessions/:id',
    {
      config: { viewer: 'required', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Sign out one device',
        params: IdParams,
        response: { 200: Notice, ...errors(401, 404, 429) },
      },
    },
    async (request) => {
      await service.endSession(viewerOf(request).id, request.params.id);
      return { message: SESSION_ENDED_MESSAGE };
    },
  );

  app.delete(
    '/api/accounts/sessions',
    {
      config: { viewer: 'required', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, summary: 'Sign out every other device', response: { 200: Notice, ...errors(401, 429) } },
    },
    async (request) => {
      await service.endOtherSessions(viewerOf(request).id, await service.currentToken(headersOf(request)));
      return { message: OTHER_SESSIONS_ENDED_MESSAGE };
    },
  );
};
