import {
  type ConnectPayoutAccountResponse,
  PAYOUT_ACCOUNT_MESSAGES,
  type PayoutAccountResponse,
} from '@pulse/domain/payments';
import { SAFETY_MESSAGES } from '@pulse/domain/safety';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isSuspended } from '../safety/safety.repository';
import type { PaymentProvider } from './payment-provider';
import { type PayoutAccountRow, payoutAccountsQueries } from './payout-accounts.repository';

/** Where Stripe's hosted onboarding sends the creative back to. */
const RETURN_PATH = '/creator/deals';

/**
 * The creative's payout account where transfers go, or a refusal the creative can act on. The sandbox's
 * payout accounts are implicit (undefined); with Stripe the creative needs a connected account whose
 * transfers capability Stripe has made active. Call it inside the payout's transaction, before any transfer.
 * A suspended account's money is held where the ledger has it: no payout leaves for it (decision 050).
 */
export async function payoutDestination(
  db: Db,
  provider: PaymentProvider,
  userId: string,
): Promise<string | undefined> {
  if (await isSuspended(db, userId)) throw new AppError('conflict', SAFETY_MESSAGES.payoutsHeld);
  if (!provider.connectedAccounts) return undefined;
  const account = await payoutAccountsQueries(db).find(userId, provider.name);
  if (!account) throw new AppError('conflict', PAYOUT_ACCOUNT_MESSAGES.missing);
  if (account.status !== 'enabled') throw new AppError('conflict', PAYOUT_ACCOUNT_MESSAGES.notReady);
  return account.accountRef;
}

/** Creatives connect a payout account at the provider (Stripe Express) and see its state (decision 018). */
export function createPayoutAccountsService(deps: {
  db: Db;
  provider: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, provider, publicUrl, log } = deps;
  const q = payoutAccountsQueries(db);

  /** The caller's account, for creatives only (an account deleted since its session is no creative either). */
  async function creative(userId: string) {
    const me = await q.findUser(userId);
    if (!me || me.creatorStatus === null) throw new AppError('forbidden', PAYOUT_ACCOUNT_MESSAGES.creativesOnly);
    return me;
  }

  function view(row: PayoutAccountRow | undefined): PayoutAccountResponse {
    return {
      provider: provider.name,
      status: row ? (row.status as PayoutAccountResponse['status']) : 'none',
      accountId: row?.accountRef ?? null,
    };
  }

  return {
    /** The caller's payout account; with Stripe its status is refreshed from Stripe on the way. */
    async get(userId: string): Promise<PayoutAccountResponse> {
      const me = await creative(userId);
      if (!provider.connectedAccounts) return { provider: provider.name, status: 'enabled', accountId: null };
      let row = await q.find(me.id, provider.name);
      if (row && row.status !== 'enabled') {
        try {
          const state = await provider.connectedAccounts.retrieve(row.accountRef);
          if (state.status !== row.status) {
            await q.setStatus(provider.name, row.accountRef, state.status);
            row = { ...row, status: state.status };
          }
        } catch (err) {
          // The stored state still answers; the account.updated webhook brings the change later.
          log.warn({ err }, 'could not refresh the payout account from Stripe');
        }
      }
      return view(row);
    },

    /**
     * Connect: creates the creative's Express account once (Stripe's idempotency covers two clicks at once,
     * the table keeps the first) and answers a fresh onboarding link each time.
     */
    async connect(userId: string): Promise<ConnectPayoutAccountResponse> {
      const me = await creative(userId);
      const accounts = provider.connectedAccounts;
      if (!accounts) throw new AppError('conflict', PAYOUT_ACCOUNT_MESSAGES.sandbox);
      let row = await q.find(me.id, provider.name);
      if (!row) {
        const created = await accounts.create({
          userId: me.id,
          email: me.isAnonymous ? null : me.email,
          idempotencyKey: `payout-account:${me.id}`,
        });
        row = await q.insert({
          userId: me.id,
          provider: provider.name,
          accountRef: created.ref,
          status: created.status,
        });
        if (!row) throw new Error('payout account row missing after insert');
      }
      const back = new URL(RETURN_PATH, publicUrl);
      back.searchParams.set('payout-account', 'return');
      const refresh = new URL(RETURN_PATH, publicUrl);
      refresh.searchParams.set('payout-account', 'refresh');
      const onboardingUrl = await accounts.onboardingLink({
        ref: row.accountRef,
        returnUrl: back.toString(),
        refreshUrl: refresh.toString(),
      });
      return { ...view(row), onboardingUrl };
    },
  };
}
export type PayoutAccountsService = ReturnType<typeof createPayoutAccountsService>;
