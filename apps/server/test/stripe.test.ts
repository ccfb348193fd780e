import { PAYMENT_FAILED_MESSAGE } from '@pulse/domain/deals';
import { PAYOUT_ACCOUNT_MESSAGES } from '@pulse/domain/payments';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { payments, payoutAccounts, webhookEvents } from '../src/db/schema/ledger';
import { deals } from '../src/db/schema/submissions';
import { createStripeProvider } from '../src/modules/payments/stripe-provider';
import { WEBHOOK_SIGNATURE_MESSAGE } from '../src/modules/payments/stripe-webhook.routes';
import { testAccounts } from './helpers/accounts';
import { signBoth } from './helpers/contracts';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';
import { acceptedDealBetween, briefBody, keyed, newKey } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

const WEBHOOK_SECRET = 'whsec_test_pulse_fake_secret';
const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_pulse_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_pulse_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: { PAYMENT_PROVIDER: 'stripe', ...STRIPE_KEYS, STRIPE_API_BASE: fake.url } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/**
 * Partners are Riley; creatives are approved videographers with a profile and two-factor sign-in on, as a payout
 * account needs (issue 36; the gate's own test is in account-security.test.ts).
 */
const { client, session, partner, creative } = testAccounts(() => t, {
  ip: '10.17',
  partner: { name: 'Riley' },
  creative: {
    namePrefix: 'Stripe Creative',
    creativeRole: 'videographer',
    set: { twoFactorEnabled: true },
    profile: { vibeTags: ['Bright'], location: 'Austin, TX', niche: 'Campus video', bio: 'I film things.' },
  },
});
let n = 0;

async function postBrief(c: Client) {
  const res = await c.post('/api/project-briefs', briefBody);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { brief: { id: string }; deal: { id: string; amountCents: number } };
}

const fund = (c: Client, briefId: string, paymentMethod = 'pm_card_visa', key = newKey()) =>
  keyed(c, `/api/project-briefs/${briefId}/fund`, { paymentMethod }, key);

async function acceptedDeal() {
  const brand = await partner();
  const ava = await creative();
  const { dealId } = await acceptedDealBetween(brand.c, ava.c);
  return { brand, ava, dealId };
}

async function paidDeal() {
  const d = await acceptedDeal();
  await signBoth(d.brand.c, d.ava.c, d.dealId);
  const delivered = await d.ava.c.post(`/api/deals/${d.dealId}/deliver`, { deliverables: ['reel.mp4'] });
  expect(delivered.statusCode, delivered.body).toBe(200);
  const approved = await keyed(d.brand.c, `/api/deals/${d.dealId}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  return d;
}

function signedWebhook(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

/** Waits for the event's job to apply it: the route keeps the event and queues the job (decision 063). */
async function applied(eventId: string) {
  const status = async () =>
    (await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)))[0]?.status;
  await expect.poll(status, { timeout: 20_000 }).toBe('processed');
}

function event(type: string, object: Record<string, unknown>) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}${Date.now()}`,
    object: 'event',
    api_version: '2026-01-28.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

async function chargeOf(dealId: string) {
  const rows = await t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.dealId, dealId), eq(payments.kind, 'charge')));
  return rows;
}

describe('PAYMENT_PROVIDER=stripe configuration', () => {
  it('refuses stripe without its three keys, naming each', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required[\s\S]*STRIPE_PUBLISHABLE_KEY: is required/,
    );
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe', ...STRIPE_KEYS, STRIPE_API_BASE: 'ftp://x' })).toThrow(
      /STRIPE_API_BASE/,
    );
    expect(loadEnv({ PAYMENT_PROVIDER: 'stripe', ...STRIPE_KEYS }).PAYMENT_PROVIDER).toBe('stripe');
    expect(loadEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('tells the browser the provider and the publishable key, with no test methods', async () => {
    const res = await client().get('/api/payments/methods');
    expect(res.json()).toEqual({ provider: 'stripe', paymentMethods: [], publishableKey: 'pk_test_pulse_fake' });
    const brand = await partner();
    const { brief } = await postBrief(brand.c);
    expect((await brand.c.get(`/api/project-briefs/${brief.id}`)).json()).toMatchObject({
      provider: 'stripe',
      paymentMethods: [],
      publishableKey: 'pk_test_pulse_fake',
    });
  });
});

describe('charges through Stripe', () => {
  it('funds a brief with one PaymentIntent, even when the request is repeated with the same key', async () => {
    const brand = await partner();
    const { brief, deal } = await postBrief(brand.c);
    const before = fake.created('/v1/payment_intents').length;
    const key = newKey();
    const first = await fund(brand.c, brief.id, 'pm_card_visa', key);
    const again = await fund(brand.c, brief.id, 'pm_card_visa', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().deal.status).toBe('funded');

    const intents = fake.created('/v1/payment_intents').slice(before);
    expect(intents).toHaveLength(1);
    const [intent] = intents;
    expect(intent?.idempotencyKey).toBe(`${brand.id}:${key}:charge`);
    expect(intent?.params).toMatchObject({
      amount: '50000',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      transfer_group: deal.id,
    });
    const rows = await chargeOf(deal.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'stripe', status: 'succeeded' });
    expect(rows[0]?.providerRef).toMatch(/^pi_/);
  });

  it('answers a card decline with the spec message, like the sandbox, and a good card then goes through', async () => {
    const brand = await partner();
    const { brief, deal } = await postBrief(brand.c);
    const key = newKey();
    const declined = await fund(brand.c, brief.id, 'pm_card_chargeDeclined', key);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toEqual({ code: 'payment_declined', message: PAYMENT_FAILED_MESSAGE });
    // The repeat gets the stored decline; Stripe is not asked again.
    const sent = fake.requests.length;
    expect((await fund(brand.c, brief.id, 'pm_card_chargeDeclined', key)).statusCode).toBe(402);
    expect(fake.requests.length).toBe(sent);

    const [row] = await chargeOf(deal.id);
    expect(row).toMatchObject({ status: 'declined', failureMessage: 'Your card was declined.' });
    expect(row?.providerRef).toMatch(/^pi_/);
    const [stored] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(stored?.status).toBe('posted');

    // A payment method Stripe refuses outright (used before) reads as a failed payment too.
    const used = await fund(brand.c, brief.id, 'pm_used_before');
    expect(used.statusCode).toBe(402);
    expect(used.json().error.message).toBe(PAYMENT_FAILED_MESSAGE);

    const ok = await fund(brand.c, brief.id);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refunds a cancelled deal to its PaymentIntent', async () => {
    const { brand, dealId } = await acceptedDeal();
    const [charge] = (await chargeOf(dealId)).filter((p) => p.status === 'succeeded');
    const key = newKey();
    const refunded = await keyed(brand.c, `/api/deals/${dealId}/cancel`, {}, key);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().deal.status).toBe('refunded');
    const refunds = fake.created('/v1/refunds').filter((r) => r.params.payment_intent === charge?.providerRef);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ idempotencyKey: `${brand.id}:${key}:refund`, params: { amount: '50000' } });
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.dealId, dealId), eq(payments.kind, 'refund')));
    expect(row?.providerRef).toMatch(/^re_/);
  });
});

describe('payouts to connected accounts', () => {
  it('refuses a payout until the creative has a ready connected account, then transfers by deal', async () => {
    const { ava, dealId } = await paidDeal();
    const transfersBefore = fake.created('/v1/transfers').length;

    const refused = await keyed(ava.c, `/api/deals/${dealId}/payout`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PAYOUT_ACCOUNT_MESSAGES.missing);
    expect((await ava.c.get('/api/me/payout-account')).json()).toEqual({
      provider: 'stripe',
      status: 'none',
      accountId: null,
    });

    const connected = await ava.c.post('/api/me/payout-account');
    expect(connected.statusCode, connected.body).toBe(201);
    const account = connected.json();
    expect(account).toMatchObject({ provider: 'stripe', status: 'pending' });
    expect(account.accountId).toMatch(/^acct_/);
    expect(account.onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const created = fake.created('/v1/accounts').at(-1);
    expect(created?.params).toMatchObject({
      type: 'express',
      'capabilities[transfers][requested]': 'true',
      'metadata[pulse_user_id]': ava.id,
    });
    const link = fake.created('/v1/account_links').at(-1);
    expect(link?.params).toMatchObject({ account: account.accountId, type: 'account_onboarding' });
    // Connecting again keeps the one account and hands out a fresh link.
    const again = await ava.c.post('/api/me/payout-account');
    expect(again.json().accountId).toBe(account.accountId);

    const notReady = await keyed(ava.c, `/api/deals/${dealId}/payout`);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().error.message).toBe(PAYOUT_ACCOUNT_MESSAGES.notReady);
    expect(fake.created('/v1/transfers').length).toBe(transfersBefore);

    // Onboarding finished: Stripe says so with account.updated.
    const activated = event('account.updated', fake.activate(account.accountId));
    const hook = await signedWebhook(activated);
    expect(hook.statusCode, hook.body).toBe(200);
    await applied(activated.id);
    expect((await ava.c.get('/api/me/payout-account')).json().status).toBe('enabled');

    const key = newKey();
    const paid = await keyed(ava.c, `/api/deals/${dealId}/payout`, {}, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().deal.status).toBe('complete');
    const transfers = fake.created('/v1/transfers').slice(transfersBefore);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      idempotencyKey: `${ava.id}:${key}:transfer:${ava.id}`,
      params: { amount: '50000', currency: 'usd', destination: account.accountId, transfer_group: dealId },
    });
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.dealId, dealId), eq(payments.kind, 'transfer')));
    expect(row?.providerRef).toMatch(/^tr_/);
  });

  it('refuses the payout of tips and license income without a connected account too', async () => {
    const ava = await creative();
    const { c: fan } = await session('fan');
    const tip = await keyed(fan, `/api/creators/${ava.id}/tips`, { amountCents: 500, paymentMethod: 'pm_card_visa' });
    expect(tip.statusCode, tip.body).toBe(201);
    const refused = await keyed(ava.c, '/api/me/payouts');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PAYOUT_ACCOUNT_MESSAGES.missing);
  });

  it('is for signed-in creatives, each seeing only their own account', async () => {
    expect((await client().get('/api/me/payout-account')).statusCode).toBe(401);
    const { c: fan } = await session('fan');
    expect((await fan.get('/api/me/payout-account')).statusCode).toBe(403);
    expect((await fan.post('/api/me/payout-account')).statusCode).toBe(403);

    const ava = await creative();
    const mine = (await ava.c.post('/api/me/payout-account')).json();
    const other = await creative();
    expect((await other.c.get('/api/me/payout-account')).json()).toMatchObject({ status: 'none', accountId: null });
    expect(mine.accountId).not.toBeNull();
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('processes an event once and acknowledges a replay without doing it again', async () => {
    const brand = await partner();
    const { brief, deal } = await postBrief(brand.c);
    expect((await fund(brand.c, brief.id)).statusCode).toBe(200);
    const [charge] = await chargeOf(deal.id);
    const ref = charge?.providerRef as string;

    const succeeded = event('payment_intent.succeeded', { id: ref, object: 'payment_intent', status: 'succeeded' });
    const first = await signedWebhook(succeeded);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    await applied(succeeded.id);
    expect((await chargeOf(deal.id))[0]?.providerStatus).toBe('succeeded');

    const refundedEvent = event('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: ref,
      refunded: true,
    });
    expect((await signedWebhook(refundedEvent)).json()).toEqual({ received: true, duplicate: false });
    await applied(refundedEvent.id);
    expect((await chargeOf(deal.id))[0]?.providerStatus).toBe('refunded');

    // A replay of the first event is acknowledged and ignored: the refund is not overwritten.
    const replay = await signedWebhook(succeeded);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await chargeOf(deal.id))[0]?.providerStatus).toBe('refunded');
    const stored = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, succeeded.id));
    expect(stored).toEqual([
      expect.objectContaining({ provider: 'stripe', type: 'payment_intent.succeeded', payload: succeeded }),
    ]);
  });

  it('records a failed payment and acknowledges event types it does not use', async () => {
    const brand = await partner();
    const { brief, deal } = await postBrief(brand.c);
    await fund(brand.c, brief.id, 'pm_card_chargeDeclined');
    const [charge] = await chargeOf(deal.id);
    const failed = event('payment_intent.payment_failed', {
      id: charge?.providerRef,
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect((await signedWebhook(failed)).statusCode).toBe(200);
    await applied(failed.id);
    expect((await chargeOf(deal.id))[0]).toMatchObject({
      providerStatus: 'failed',
      failureMessage: 'Your card was declined.',
    });
    const customer = event('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await signedWebhook(customer)).json()).toEqual({ received: true, duplicate: false });
    await applied(customer.id);
  });

  it('applies an event kept before a crash once Stripe redelivers it', async () => {
    const brand = await partner();
    const { brief, deal } = await postBrief(brand.c);
    expect((await fund(brand.c, brief.id)).statusCode).toBe(200);
    const [charge] = await chargeOf(deal.id);
    const refunded = event('charge.refunded', {
      id: 'ch_2',
      object: 'charge',
      payment_intent: charge?.providerRef,
      refunded: true,
    });
    // Kept by a request that died before its job was queued: nothing applied it.
    await t.database.db
      .insert(webhookEvents)
      .values({ id: refunded.id, provider: 'stripe', type: refunded.type, payload: refunded });
    expect((await chargeOf(deal.id))[0]?.providerStatus).not.toBe('refunded');

    // Stripe had no 200, so it sends the event again: not a duplicate; its job applies it, once.
    expect((await signedWebhook(refunded)).json()).toEqual({ received: true, duplicate: false });
    await applied(refunded.id);
    expect((await chargeOf(deal.id))[0]?.providerStatus).toBe('refunded');
    expect((await signedWebhook(refunded)).json()).toEqual({ received: true, duplicate: true });
  });

  it('answers 400 to a bad or missing signature and records nothing', async () => {
    const forged = event('account.updated', { id: 'acct_forged', object: 'account' });
    const wrong = await signedWebhook(forged, 'whsec_someone_else');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({ code: 'bad_request', message: WEBHOOK_SIGNATURE_MESSAGE });

    // A body changed after signing fails too.
    const payload = JSON.stringify(forged);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: payload.replace('acct_forged', 'acct_other0'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(tampered.statusCode).toBe(400);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, forged.id))).toEqual([]);
  });

  it('is described in the OpenAPI document with the payout account routes', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/payments/stripe/webhook', '/api/me/payout-account']),
    );
  });

  it('leaves the JSON parser of every other route alone', async () => {
    const c = client();
    const bad = await c.request({
      method: 'POST',
      url: '/api/me/role',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await c.post('/api/me/role', { role: 'fan' })).statusCode).toBe(200);
  });
});

describe('saved cards and tabs through Stripe (decision 054)', () => {
  /** A fan who signed up, with a verified e-mail. */
  const signedUp = () => ({
    set: { name: `Stripe Fan ${++n}` },
    signUp: { email: () => `stripe.fan.${n}.${Date.now()}@example.edu`, password: 'tips-through-stripe' },
  });

  it('saves a card on a customer with a SetupIntent, charges the tab off-session once and records Stripe’s fee', async () => {
    const f = await session('fan', signedUp());
    const saved = await f.c.put('/api/me/card', { paymentMethod: 'pm_card_visa' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().card).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2034 });
    const customers = fake.created('/v1/customers');
    expect(customers).toHaveLength(1);
    expect(fake.created('/v1/setup_intents').at(-1)?.params).toMatchObject({
      payment_method: 'pm_card_visa',
      usage: 'off_session',
      confirm: 'true',
    });

    const [one, two] = [await creative(), await creative()];
    for (const [to, amountCents] of [
      [one.id, 300],
      [two.id, 400],
    ] as const) {
      expect((await keyed(f.c, `/api/creators/${to}/tips`, { amountCents })).statusCode).toBe(201);
    }
    const tabId = (await f.c.get('/api/me/tab')).json().tab.id as string;
    const settled = await f.c.post(`/api/me/tabs/${tabId}/settle`);
    expect(settled.statusCode, settled.body).toBe(201);
    const intents = fake.created('/v1/payment_intents').filter((r) => r.params.amount === '700');
    expect(intents).toHaveLength(1);
    expect(intents[0]?.params).toMatchObject({ customer: expect.stringMatching(/^cus_/), off_session: 'true' });
    // Stripe's fee, read from the charge's balance transaction: 2.9% + 30 cents of $7 is 50 cents.
    expect(settled.json().tab).toMatchObject({ status: 'paid', feeCents: 50 });

    // Removing the card detaches it from the customer at Stripe.
    expect((await f.c.delete('/api/me/card')).json()).toEqual({ card: null });
    expect(fake.created('/v1/payment_methods/pm_card_visa/detach')).toHaveLength(1);
  });

  it('refuses a card Stripe declines at setup, and a tab whose off-session charge is declined fails its tips', async () => {
    const f = await session('fan', signedUp());
    const refused = await f.c.put('/api/me/card', { paymentMethod: 'pm_card_chargeDeclined' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Your card was declined.');

    expect((await f.c.put('/api/me/card', { paymentMethod: 'pm_card_chargeCustomerFail' })).statusCode).toBe(200);
    const to = await creative();
    expect((await keyed(f.c, `/api/creators/${to.id}/tips`, { amountCents: 200 })).statusCode).toBe(201);
    const tabId = (await f.c.get('/api/me/tab')).json().tab.id as string;
    const settled = await f.c.post(`/api/me/tabs/${tabId}/settle`);
    expect(settled.statusCode).toBe(402);
    expect(settled.json().error.message).toBe(PAYMENT_FAILED_MESSAGE);
    expect((await f.c.get('/api/me/tab')).json().history[0]).toMatchObject({ status: 'failed' });
  });
});

describe('the sandbox is unchanged', () => {
  it('has no webhook and no account to connect', async () => {
    const sandbox = await createTestApp();
    try {
      const { c } = await testAccounts(() => sandbox, { ip: '10.18' }).creative({ set: { twoFactorEnabled: true } });
      expect((await c.get('/api/me/payout-account')).json()).toEqual({
        provider: 'sandbox',
        status: 'enabled',
        accountId: null,
      });
      const connect = await c.post('/api/me/payout-account');
      expect(connect.statusCode).toBe(409);
      expect(connect.json().error.message).toBe(PAYOUT_ACCOUNT_MESSAGES.sandbox);
      expect((await c.get('/api/payments/methods')).json()).toMatchObject({
        provider: 'sandbox',
        publishableKey: null,
      });
      const hook = await sandbox.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        payload: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      });
      expect(hook.statusCode).toBe(404);
      expect(await sandbox.database.db.select().from(payoutAccounts)).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});

describe('looking up a call by its idempotency key (recovery, decision 036)', () => {
  it('finds the PaymentIntent, refund and transfer a key created, and nothing for a key Stripe never got', async () => {
    const stripe = createStripeProvider({
      secretKey: STRIPE_KEYS.STRIPE_SECRET_KEY,
      publishableKey: STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
    });
    const key = `lookup-${newKey()}`;
    const charge = { amountCents: 1_200, paymentMethod: 'pm_card_visa', description: 'Lookup', transferGroup: 'g1' };
    const made = await stripe.charge({ ...charge, idempotencyKey: `${key}:charge` });
    expect(made.status).toBe('succeeded');
    // Recovery learns the charge's fee too (2.9% + 30 cents of $12), as the request would have.
    expect(await stripe.lookup({ operation: 'charge', input: charge }, `${key}:charge`)).toEqual({
      status: 'succeeded',
      ref: made.ref,
      feeCents: 65,
    });
    expect(await stripe.lookup({ operation: 'charge', input: charge }, `${key}:other`)).toBeNull();

    const declinedInput = { ...charge, paymentMethod: 'pm_card_chargeDeclined' };
    const declined = await stripe.charge({ ...declinedInput, idempotencyKey: `${key}:declined` });
    expect(declined.status).toBe('declined');
    expect(await stripe.lookup({ operation: 'charge', input: declinedInput }, `${key}:declined`)).toMatchObject({
      status: 'failed',
      ref: declined.ref,
    });

    const refundInput = { chargeRef: made.ref, amountCents: 200 };
    const refund = await stripe.refund({ ...refundInput, idempotencyKey: `${key}:refund` });
    expect(await stripe.lookup({ operation: 'refund', input: refundInput }, `${key}:refund`)).toEqual(refund);
    expect(await stripe.lookup({ operation: 'refund', input: refundInput }, `${key}:refund-2`)).toBeNull();

    const transferInput = { userId: 'u1', amountCents: 900, transferGroup: `group-${key}`, destination: 'acct_x' };
    const transfer = await stripe.transfer({ ...transferInput, idempotencyKey: `${key}:transfer` });
    expect(await stripe.lookup({ operation: 'transfer', input: transferInput }, `${key}:transfer`)).toEqual(transfer);
    expect(await stripe.lookup({ operation: 'transfer', input: transferInput }, `${key}:transfer-2`)).toBeNull();
  });
});
