import {
  TWO_FACTOR_FOR_ADMINS_MESSAGE,
  TWO_FACTOR_FOR_PAYOUTS_MESSAGE,
  VERIFY_EMAIL_FIRST_MESSAGE,
} from '@pulse/domain/account-security';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * What an account must have before a route runs (issue 36, decision 049), declared on the route:
 *
 *   config: { requires: 'verified-email' }   money moves: funding, licensing, tipping, receiving a payout
 *   config: { requires: 'second-factor' }    adding or changing a payout account, an admin's decisions
 *
 * A guest has no e-mail anyone could have claimed, and pays as a guest checkout does: the e-mail rule is for
 * accounts. Every /api/admin route needs the admin's second factor as well.
 */
export type AccountRequirement = 'verified-email' | 'second-factor';

declare module 'fastify' {
  interface FastifyContextConfig {
    requires?: AccountRequirement;
  }
}

export interface GateAccount {
  isAnonymous: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  role: string | null;
}

export const accountGatesPlugin = fp(
  async (app: FastifyInstance, opts: { findAccount: (id: string) => Promise<GateAccount | null> }) => {
    async function check(request: FastifyRequest, need: AccountRequirement | 'admin') {
      const viewer = request.viewer;
      // No session: the route's viewer rule has answered already (or the route is open).
      if (!viewer) return;
      // The session already read a verified address (or a guest): a money move's hot path spares the read.
      if (need === 'verified-email' && (viewer.isAnonymous || viewer.emailVerified === true)) return;
      const account = await opts.findAccount(viewer.id);
      if (!account) return;
      if (need === 'verified-email' && !account.isAnonymous && !account.emailVerified) {
        throw new AppError('email_unverified', VERIFY_EMAIL_FIRST_MESSAGE);
      }
      if (need === 'second-factor' && !account.twoFactorEnabled) {
        throw new AppError(
          'second_factor_required',
          account.role === 'admin' ? TWO_FACTOR_FOR_ADMINS_MESSAGE : TWO_FACTOR_FOR_PAYOUTS_MESSAGE,
        );
      }
      if (need === 'admin' && account.role === 'admin' && !account.twoFactorEnabled) {
        throw new AppError('second_factor_required', TWO_FACTOR_FOR_ADMINS_MESSAGE);
      }
    }

    // Appended after the route's own preHandlers, the viewer's among them (the viewer plugin registers first).
    app.addHook('onRoute', (route) => {
      const need = route.config?.requires ?? (route.url.startsWith('/api/admin/') ? 'admin' : undefined);
      if (!need) return;
      const own = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...own, async (request: FastifyRequest) => check(request, need)];
    });
  },
  { name: 'account-gates' },
);
