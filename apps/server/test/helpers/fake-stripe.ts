import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One API call the fake received: method, path, the Idempotency-Key header and the form parameters. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, string>;
  /** Answered from Stripe's idempotency store rather than executed again. */
  replayed: boolean;
}

export interface FakeStripe {
  url: string;
  requests: FakeStripeRequest[];
  /** Objects actually created (replays excluded), by path: /v1/payment_intents, /v1/transfers... */
  created(path: string): FakeStripeRequest[];
  /** The account as GET /v1/accounts/:id answers it. */
  accounts: Map<string, Record<string, unknown>>;
  /** Makes an account's transfers capability active, the way finishing onboarding does. */
  activate(accountId: string): Record<string, unknown>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function newAccount(params: Record<string, string>) {
  return {
    id: id('acct'),
    object: 'account',
    type: params.type ?? 'express',
    email: params.email ?? null,
    country: 'US',
    default_currency: 'usd',
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    capabilities: { card_payments: 'inactive', transfers: 'inactive' },
    requirements: {
      currently_due: ['external_account', 'tos_acceptance.date'],
      disabled_reason: 'requirements.past_due',
    },
    metadata: { pulse_user_id: params['metadata[pulse_user_id]'] ?? '' },
    created: Math.floor(Date.now() / 1000),
  };
}

/**
 * A local stand-in for api.stripe.com for tests (no network here): answers the calls the stripe provider
 * makes with Stripe-shaped JSON, replays a repeated Idempotency-Key like Stripe does, and declines
 * `pm_card_chargeDeclined` with Stripe's 402 card_error.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const replies = new Map<string, { status: number; json: unknown }>();
  const accounts = new Map<string, Record<string, unknown>>();
  /** Payment methods attached to customers by a SetupIntent (saved cards), and detached again. */
  const attached = new Map<string, string>();
  const paymentMethod = (pm: string, customer: string | null) => ({
    id: pm,
    object: 'payment_method',
    customer,
    card: {
      brand: 'visa',
      display_brand: 'visa',
      last4: pm === 'pm_card_chargeCustomerFail' ? '0341' : '4242',
      exp_month: 12,
      exp_year: 2034,
    },
  });
  /** Payment intents, refunds and transfers created, for search and lists (recovery's lookup). */
  const objects: Record<string, unknown>[] = [];
  const metadataOf = (params: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(params)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
    );

  function answer(path: string, params: Record<string, string>): { status: number; json: unknown } {
    const now = Math.floor(Date.now() / 1000);
    if (path === '/v1/payment_intents') {
      const intent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(params.amount),
        amount_received: 0,
        currency: params.currency,
        description: params.description ?? null,
        payment_method: params.payment_method,
        transfer_group: params.transfer_group ?? null,
        metadata: metadataOf(params),
        status: 'requires_payment_method',
        last_payment_error: null as null | Record<string, unknown>,
        latest_charge: null as null | string,
        created: now,
        livemode: false,
      };
      if (params.payment_method === 'pm_used_before') {
        return {
          status: 400,
          json: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_method_unexpected_state',
              param: 'payment_method',
              message:
                'The PaymentMethod provided (pm_used_before) was previously used with a PaymentIntent without Customer attachment.',
            },
          },
        };
      }
      if (params.payment_method === 'pm_card_chargeDeclined') {
        const error = {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          doc_url: 'https://stripe.com/docs/error-codes/card-declined',
          charge: id('ch'),
        };
        intent.last_payment_error = error;
        return { status: 402, json: { error: { ...error, payment_intent: intent } } };
      }
      // A saved card charged with the fan away whose bank refuses it (Stripe's pm_card_chargeCustomerFail).
      if (params.payment_method === 'pm_card_chargeCustomerFail' && params.off_session === 'true') {
        const error = {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
          charge: id('ch'),
        };
        intent.last_payment_error = error;
        return { status: 402, json: { error: { ...error, payment_intent: intent } } };
      }
      const expanded = Object.values(params).includes('latest_charge.balance_transaction');
      const fee = Math.floor((intent.amount * 290 + 5000) / 10_000) + 30;
      const charge = expanded
        ? { id: id('ch'), object: 'charge', balance_transaction: { id: id('txn'), object: 'balance_transaction', fee } }
        : id('ch');
      return {
        status: 200,
        json: {
          ...intent,
          customer: params.customer ?? null,
          status: 'succeeded',
          amount_received: intent.amount,
          latest_charge: charge,
        },
      };
    }
    if (path === '/v1/customers') {
      return {
        status: 200,
        json: { id: id('cus'), object: 'customer', email: params.email ?? null, metadata: metadataOf(params) },
      };
    }
    if (path === '/v1/setup_intents') {
      if (params.payment_method === 'pm_card_chargeDeclined') {
        const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
        return { status: 402, json: { error } };
      }
      attached.set(params.payment_method as string, params.customer as string);
      return {
        status: 200,
        json: {
          id: id('seti'),
          object: 'setup_intent',
          customer: params.customer,
          payment_method: params.payment_method,
          status: 'succeeded',
          usage: params.usage,
        },
      };
    }
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (detach) {
      attached.delete(detach[1] as string);
      return { status: 200, json: paymentMethod(detach[1] as string, null) };
    }
    if (path === '/v1/transfers') {
      return {
        status: 200,
        json: {
          id: id('tr'),
          object: 'transfer',
          amount: Number(params.amount),
          currency: params.currency,
          destination: params.destination,
          transfer_group: params.transfer_group ?? null,
          metadata: metadataOf(params),
          reversed: false,
          created: now,
        },
      };
    }
    if (path === '/v1/refunds') {
      return {
        status: 200,
        json: {
          id: id('re'),
          object: 'refund',
          amount: Number(params.amount),
          currency: 'usd',
          payment_intent: params.payment_intent,
          metadata: metadataOf(params),
          status: 'succeeded',
          created: now,
        },
      };
    }
    if (path === '/v1/accounts') {
      const account = newAccount(params);
      accounts.set(account.id, account);
      return { status: 200, json: account };
    }
    if (path === '/v1/account_links') {
      return {
        status: 200,
        json: {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${params.account}/${randomBytes(8).toString('hex')}`,
          created: now,
          expires_at: now + 300,
        },
      };
    }
    return {
      status: 404,
      json: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (POST: ${path}).` } },
    };
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await body(req);
    const params = Object.fromEntries(new URLSearchParams(raw));
    const header = req.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(header) ? header[0] : header;
    let reply: { status: number; json: unknown };
    let replayed = false;
    if (req.method === 'GET' && url.pathname.startsWith('/v1/payment_methods/')) {
      const pm = url.pathname.slice('/v1/payment_methods/'.length);
      reply = { status: 200, json: paymentMethod(pm, attached.get(pm) ?? null) };
    } else if (req.method === 'GET' && url.pathname.startsWith('/v1/accounts/')) {
      const account = accounts.get(url.pathname.slice('/v1/accounts/'.length));
      reply = account
        ? { status: 200, json: account }
        : { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such account' } } };
    } else if (
      req.method === 'GET' &&
      ['/v1/payment_intents/search', '/v1/refunds', '/v1/transfers'].includes(url.pathname)
    ) {
      const q = url.searchParams;
      const wanted = /metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'/.exec(q.get('query') ?? '');
      const key = wanted ? { field: wanted[1] as string, value: (wanted[2] as string).replace(/\\(.)/g, '$1') } : null;
      const data = objects.filter((o) => {
        if (url.pathname === '/v1/payment_intents/search') {
          return (
            o.object === 'payment_intent' &&
            key !== null &&
            (o.metadata as Record<string, string>)[key.field] === key.value
          );
        }
        if (url.pathname === '/v1/refunds')
          return o.object === 'refund' && o.payment_intent === q.get('payment_intent');
        return o.object === 'transfer' && o.transfer_group === q.get('transfer_group');
      });
      reply = {
        status: 200,
        json: {
          object: url.pathname.endsWith('search') ? 'search_result' : 'list',
          data,
          has_more: false,
          url: url.pathname,
        },
      };
    } else if (req.method === 'POST' && idempotencyKey && replies.has(`${url.pathname}:${idempotencyKey}`)) {
      reply = replies.get(`${url.pathname}:${idempotencyKey}`) as { status: number; json: unknown };
      replayed = true;
    } else if (req.method === 'POST') {
      reply = answer(url.pathname, params);
      const created = reply.json as Record<string, unknown>;
      if (reply.status === 200 && ['payment_intent', 'refund', 'transfer'].includes(created.object as string)) {
        objects.push(created);
      }
      const failed = reply.json as { error?: { payment_intent?: Record<string, unknown> } };
      if (failed.error?.payment_intent) objects.push(failed.error.payment_intent);
      if (idempotencyKey) replies.set(`${url.pathname}:${idempotencyKey}`, reply);
    } else {
      reply = { status: 404, json: { error: { type: 'invalid_request_error', message: 'Not found' } } };
    }
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, params, replayed });
    res.writeHead(reply.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(reply.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    created: (path) => requests.filter((r) => r.method === 'POST' && r.path === path && !r.replayed),
    accounts,
    activate(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no fake account ${accountId}`);
      Object.assign(account, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        capabilities: { card_payments: 'active', transfers: 'active' },
        requirements: { currently_due: [], disabled_reason: null },
      });
      return account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
