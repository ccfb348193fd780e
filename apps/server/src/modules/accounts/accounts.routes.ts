import { ChooseRoleRequest, MeResponse, SignInRequest, SignInResponse, SignUpRequest } from '@pulse/domain/accounts';
import { SIGN_UP_LIMIT_MESSAGE, SIGN_UP_WINDOW_SECONDS } from '@pulse/domain/sign-in-throttle';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/route-pieces';
import { toFetchHeaders } from '../../plugins/auth';
import type { AccountsService } from './accounts.service';

export function setCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** Sign-in attempts per address and e-mail: the fourth within ten seconds gets 429. */
export const SIGN_IN_LIMIT = {
  max: 3,
  timeWindow: 10_000,
  keyGenerator: (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `sign-in:${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  },
};

/** Sign-ups per address and hour (SIGN_UPS_PER_HOUR), refused with the spec's own message. */
function signUpLimit(perHour: number) {
  return {
    max: perHour,
    timeWindow: SIGN_UP_WINDOW_SECONDS * 1000,
    keyGenerator: (request: FastifyRequest) => `sign-up:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { statusCode: number }) =>
      Object.assign(new Error(SIGN_UP_LIMIT_MESSAGE), { statusCode: context.statusCode }),
  };
}

export const accountsRoutes: FastifyPluginAsyncZod<{ service: AccountsService; signUpsPerHour: number }> = async (
  app,
  { service, signUpsPerHour },
) => {
  const tags = ['accounts'];

  app.get(
    '/api/me',
    {
      config: { viewer: 'optional' },
      schema: { tags, summary: 'The current user, guest or signed in', response: { 200: MeResponse } },
    },
    async (request) => ({ user: await service.getMe(request.viewer?.id ?? null) }),
  );

  app.post(
    '/api/me/role',
    {
      // A visitor without a session gets a guest one.
      config: { viewer: 'optional' },
      schema: {
        tags,
        summary: 'Choose or switch the active role (starts a guest session when needed)',
        body: ChooseRoleRequest,
        response: { 200: MeResponse, ...errors(400, 403) },
      },
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await service.chooseRole(
        request.viewer,
        toFetchHeaders(request.headers),
        request.body,
      );
      setCookies(reply, cookies);
      return { user: result };
    },
  );

  app.delete(
    '/api/me/role',
    {
      config: { viewer: 'optional' },
      schema: { tags, summary: 'Clear the active role (Home)', response: { 200: MeResponse } },
    },
    async (request) => ({ user: await service.clearRole(request.viewer?.id ?? null) }),
  );

  app.post(
    '/api/accounts/sign-up',
    {
      // A guest's sign-up upgrades the guest's own user.
      config: { viewer: 'optional', rateLimit: signUpLimit(signUpsPerHour) },
      schema: {
        tags,
        summary: 'Create an account; a guest keeps what they did',
        body: SignUpRequest,
        response: { 201: MeResponse, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await service.signUp(
        request.viewer,
        toFetchHeaders(request.headers),
        request.body,
      );
      setCookies(reply, cookies);
      return reply.status(201).send({ user: result });
    },
  );

  app.post(
    '/api/accounts/sign-in',
    {
      config: { viewer: 'public', rateLimit: SIGN_IN_LIMIT },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (with two-factor on, the answer asks for the code)',
        body: SignInRequest,
        response: { 200: SignInResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { result, setCookies: cookies } = await service.signIn(
        request.ip,
        toFetchHeaders(request.headers),
        request.body,
      );
      setCookies(reply, cookies);
      return result;
    },
  );

  app.post(
    '/api/accounts/sign-out',
    { config: { viewer: 'optional' }, schema: { tags, summary: 'Sign out', response: { 204: z.null() } } },
    async (request, reply) => {
      setCookies(reply, await service.signOut(request.viewer, toFetchHeaders(request.headers)));
      return reply.status(204).send(null);
    },
  );
};
