import { ONLY_PARTNERS_POST_MESSAGE } from '@pulse/domain/briefs';
import {
  APPLY_MESSAGES,
  DEAL_MESSAGES,
  type DealView,
  IDEMPOTENCY_MESSAGES,
  PAYMENT_FAILED_MESSAGE,
  POST_BRIEF_MESSAGES,
  TIP_MESSAGES,
} from '@pulse/domain/deals';
import { CARD_CLEARING, escrowAccount, PAYOUTS, PLATFORM_FEES, payableAccount } from '@pulse/domain/ledger';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { ledgerEntries, ledgerTransactions, payments, tips } from '../src/db/schema/ledger';
import { snippets } from '../src/db/schema/media';
import { deals } from '../src/db/schema/submissions';
import { AUTO_APPROVE_SWEEP_JOB } from '../src/modules/deals/deals.jobs';
import { createDealsService } from '../src/modules/deals/deals.service';
import { eventsAfter } from '../src/modules/messaging/realtime';
import { createSandboxProvider } from '../src/modules/payments/payment-provider';
import { testAccounts } from './helpers/accounts';
import { signBoth, signContract } from './helpers/contracts';
import { acceptedDealBetween, briefBody, inDays, keyed, ledgerBalance, newKey } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { client, session, partner, creative, admin } = testAccounts(() => t, {
  ip: '10.9',
  partner: { name: 'Riley' },
  creative: {
    namePrefix: 'Creative',
    creativeRole: 'videographer',
    profile: {
      vibeTags: ['Bright', 'Energetic'],
      location: 'Austin, TX',
      niche: 'Campus video',
      bio: 'I film things.',
    },
  },
});

async function postBrief(c: Client, overrides: Record<string, unknown> = {}) {
  const res = await c.post('/api/project-briefs', { ...briefBody, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    brief: { id: string; status: string };
    deal: { id: string; status: string; amountCents: number };
  };
}

async function fund(c: Client, briefId: string, paymentMethod = 'pm_card_visa', key = newKey()) {
  return keyed(c, `/api/project-briefs/${briefId}/fund`, { paymentMethod }, key);
}

/** A brief funded, one creative applied and selected: the deal is accepted. */
async function acceptedDeal(amountBudget = '$500-$1000', who?: Awaited<ReturnType<typeof creative>>) {
  const brand = await partner();
  const me = who ?? (await creative());
  const { briefId, dealId } = await acceptedDealBetween(brand.c, me.c, { budget: amountBudget });
  return { brand, creator: me, briefId, dealId };
}

async function deliveredDeal(who?: Awaited<ReturnType<typeof creative>>, budget?: string) {
  const d = await acceptedDeal(budget, who);
  await signBoth(d.brand.c, d.creator.c, d.dealId);
  const delivered = await d.creator.c.post(`/api/deals/${d.dealId}/deliver`, {
    deliverables: ['campus-reel-final.mp4'],
    note: 'Final cut',
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return d;
}

// The books balance after every test: each transaction sums to zero, no escrow or payable is negative.
afterEach(async () => {
  const unbalanced = await t.database.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  expect(unbalanced).toEqual([]);
  const negative = await t.database.db
    .select({ account: ledgerEntries.account })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.account} like 'escrow:%' or ${ledgerEntries.account} like 'creator_payable:%'`)
    .groupBy(ledgerEntries.account)
    .having(sql`sum(${ledgerEntries.amountCents}) < 0`);
  expect(negative).toEqual([]);
});

describe('POST /api/project-briefs (Post a Brief)', () => {
  it('checks every field with the spec rules', async () => {
    const brand = await partner();
    const res = await brand.c.post('/api/project-briefs', { usageType: 'ugc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: POST_BRIEF_MESSAGES.titleRequired,
      description: POST_BRIEF_MESSAGES.descriptionRequired,
      budget: POST_BRIEF_MESSAGES.budgetRequired,
      deadline: POST_BRIEF_MESSAGES.deadlineRequired,
      category: POST_BRIEF_MESSAGES.categoryRequired,
      contactEmail: POST_BRIEF_MESSAGES.emailRequired,
    });
    const bad = await brand.c.post('/api/project-briefs', { ...briefBody, contactEmail: 'nope' });
    expect(bad.json().error.fields).toEqual({ contactEmail: POST_BRIEF_MESSAGES.emailInvalid });
  });

  it('posts the brief with its deal for the escrow amount; a pending partner keeps a draft', async () => {
    const brand = await partner();
    const { brief, deal } = await postBrief(brand.c);
    expect(brief.status).toBe('posted');
    expect(deal).toMatchObject({ status: 'posted', amountCents: 50_000 });

    const shown = await brand.c.get(`/api/project-briefs/${brief.id}`);
    expect(shown.json()).toMatchObject({
      brief: { title: briefBody.title, budget: '$500-$1000', tags: ['bright', 'energetic'], usageType: 'ugc' },
      escrowAmountCents: 50_000,
      fundBlockedReason: null,
      provider: 'sandbox',
    });

    const pending = await partner({ status: 'pending' });
    const draft = await postBrief(pending.c, { budget: '>$5000' });
    expect(draft.brief.status).toBe('draft');
    expect(draft.deal.amountCents).toBe(500_000);
    const blocked = await pending.c.get(`/api/project-briefs/${draft.brief.id}`);
    expect(blocked.json().fundBlockedReason).toBe(DEAL_MESSAGES.needsApproval);
    const refused = await fund(pending.c, draft.brief.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(DEAL_MESSAGES.needsApproval);
  });

  it('is for partners only, and a brief is its owner’s alone', async () => {
    const fan = await session('fan');
    const denied = await fan.c.post('/api/project-briefs', briefBody);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(ONLY_PARTNERS_POST_MESSAGE);
    expect((await client().post('/api/project-briefs', briefBody)).statusCode).toBe(401);

    const brand = await partner();
    const { brief } = await postBrief(brand.c);
    const other = await partner();
    expect((await other.c.get(`/api/project-briefs/${brief.id}`)).statusCode).toBe(404);
    expect((await fund(other.c, brief.id)).statusCode).toBe(404);
    expect((await other.c.get(`/api/project-briefs/${brief.id}/applications`)).statusCode).toBe(404);
  });

  it('prefills the contact e-mail from the account', async () => {
    const p = await partner();
    expect((await p.c.get('/api/project-briefs/new')).json()).toEqual({ contactEmail: '' });
  });
});

describe('funding into escrow', () => {
  it('needs an Idempotency-Key', async () => {
    const brand = await partner();
    const { brief } = await postBrief(brand.c);
    const res = await brand.c.post(`/api/project-briefs/${brief.id}/fund`, { paymentMethod: 'pm_card_visa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(IDEMPOTENCY_MESSAGES.required);
  });

  it('answers a decline with the spec message and leaves the deal posted', async () => {
    const brand = await partner();
    const { brief, deal } = await postBrief(brand.c);
    const declined = await fund(brand.c, brief.id, 'pm_card_chargeDeclined');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ code: 'payment_declined', message: PAYMENT_FAILED_MESSAGE });
    expect(await balance(escrowAccount(deal.id))).toBe(0);
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(row?.status).toBe('posted');

    // A new attempt with a good card goes through.
    const ok = await fund(brand.c, brief.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().deal.status).toBe('funded');
    expect(await balance(escrowAccount(deal.id))).toBe(50_000);
    const shown = await brand.c.get(`/api/project-briefs/${brief.id}`);
    expect(shown.json()).toMatchObject({ brief: { status: 'open' }, fundBlockedReason: DEAL_MESSAGES.alreadyFunded });
  });

  it('returns the first result for a repeated key and never charges twice', async () => {
    const brand = await partner();
    const { brief, deal } = await postBrief(brand.c);
    const key = newKey();
    const first = await fund(brand.c, brief.id, 'pm_card_visa', key);
    const again = await fund(brand.c, brief.id, 'pm_card_visa', key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const charges = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.dealId, deal.id), eq(payments.status, 'succeeded')));
    expect(charges).toHaveLength(1);
    expect(await balance(escrowAccount(deal.id))).toBe(50_000);

    // The same key for a different request is refused.
    const reused = await fund(brand.c, brief.id, 'pm_card_chargeDeclined', key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    // A new key on a funded brief is a conflict, not a second charge.
    const second = await fund(brand.c, brief.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(DEAL_MESSAGES.alreadyFunded);
  });

  it('funds once when the partner double-clicks: parallel requests, different keys and the same key', async () => {
    const brand = await partner();
    const { brief, deal } = await postBrief(brand.c);
    const results = await Promise.all(Array.from({ length: 5 }, () => fund(brand.c, brief.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);

    const other = await postBrief(brand.c);
    const key = newKey();
    const same = await Promise.all(Array.from({ length: 4 }, () => fund(brand.c, other.brief.id, 'pm_card_visa', key)));
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(same.map((r) => JSON.stringify(r.json()))).size).toBe(1);

    for (const id of [deal.id, other.deal.id]) {
      const charges = await t.database.db
        .select()
        .from(payments)
        .where(and(eq(payments.dealId, id), eq(payments.kind, 'charge'), eq(payments.status, 'succeeded')));
      expect(charges).toHaveLength(1);
      expect(await balance(escrowAccount(id))).toBe(50_000);
    }
  });
});

describe('applications and selection', () => {
  it('lets approved creatives of the category apply once to a funded brief', async () => {
    const brand = await partner();
    const { brief } = await postBrief(brand.c);
    const ava = await creative({ creativeRole: 'videographer' });

    // Not funded yet: not taking applications.
    const early = await ava.c.post(`/api/project-briefs/${brief.id}/applications`, { portfolioLinks: ['vimeo.com/a'] });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(APPLY_MESSAGES.notOpen);
    expect(
      (await ava.c.get('/api/project-briefs/open')).json().items.map((i: { brief: { id: string } }) => i.brief.id),
    ).not.toContain(brief.id);

    await fund(brand.c, brief.id);
    const open = (await ava.c.get('/api/project-briefs/open')).json().items;
    expect(open.find((i: { brief: { id: string } }) => i.brief.id === brief.id)).toMatchObject({
      escrowAmountCents: 50_000,
      application: null,
      brief: { brand: 'Riley' },
    });

    const invalid = await ava.c.post(`/api/project-briefs/${brief.id}/applications`, { portfolioLinks: [] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ portfolioLinks: APPLY_MESSAGES.linkRequired });

    const applied = await ava.c.post(`/api/project-briefs/${brief.id}/applications`, {
      portfolioLinks: ['vimeo.com/ava', 'https://ava.example.com'],
      note: 'I shot our student center opening',
    });
    expect(applied.statusCode).toBe(201);
    const twice = await ava.c.post(`/api/project-briefs/${brief.id}/applications`, {
      portfolioLinks: ['vimeo.com/ava'],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(APPLY_MESSAGES.alreadyApplied);

    const producer = await creative({ creativeRole: 'producer' });
    const wrong = await producer.c.post(`/api/project-briefs/${brief.id}/applications`, { portfolioLinks: ['a.com'] });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(APPLY_MESSAGES.wrongCategory);
    const pending = await creative({ creativeRole: 'videographer', status: 'pending' });
    const waiting = await pending.c.post(`/api/project-briefs/${brief.id}/applications`, { portfolioLinks: ['a.com'] });
    expect(waiting.json().error.message).toBe(APPLY_MESSAGES.pendingCreative);

    const list = (await brand.c.get(`/api/project-briefs/${brief.id}/applications`)).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      status: 'pending',
      portfolioLinks: ['https://vimeo.com/ava', 'https://ava.example.com/'],
      note: 'I shot our student center opening',
      creator: { id: ava.id, name: ava.name, niche: 'Campus video', location: 'Austin, TX' },
    });
    expect(list.items[0].matchScore).toBeGreaterThan(0);
  });

  it('selects one applicant, accepts the deal and declines the others', async () => {
    const brand = await partner();
    const { brief, deal } = await postBrief(brand.c);
    await fund(brand.c, brief.id);
    const [a, b] = [await creative(), await creative()];
    const appA = (await a.c.post(`/api/project-briefs/${brief.id}/applications`, { portfolioLinks: ['a.com'] })).json();
    await b.c.post(`/api/project-briefs/${brief.id}/applications`, { portfolioLinks: ['b.com'] });

    // Only the owner selects.
    const stranger = await b.c.post(`/api/project-briefs/${brief.id}/applications/${appA.application.id}/select`);
    expect(stranger.statusCode).toBe(404);

    const selected = await brand.c.post(`/api/project-briefs/${brief.id}/applications/${appA.application.id}/select`);
    expect(selected.statusCode).toBe(200);
    const view = selected.json().deal as DealView;
    expect(view).toMatchObject({
      id: deal.id,
      status: 'accepted',
      creator: { id: a.id, name: a.name },
      splits: [{ userId: a.id, percentage: 100, amountCents: 50_000 }],
      // The partner signs the contract too (decision 061), and may still cancel until both signed.
      actions: ['sign', 'refund'],
      contractSigned: { brand: false, creator: false },
    });
    expect(view.timeline.map((e) => e.toStatus)).toEqual(['posted', 'funded', 'accepted']);

    const statuses = (await brand.c.get(`/api/project-briefs/${brief.id}/applications`))
      .json()
      .items.map((i: { creator: { id: string }; status: string }) => [i.creator.id, i.status]);
    expect(Object.fromEntries(statuses)).toEqual({ [a.id]: 'selected', [b.id]: 'declined' });
    // The others are told, and the chosen creative hears the deal moved on.
    const bNotices = (await b.c.get('/api/notifications')).json().items;
    expect(bNotices).toContainEqual(
      expect.objectContaining({ kind: 'application_declined', link: '/creator/projects' }),
    );
    const aNotices = (await a.c.get('/api/notifications')).json().items;
    // Deal steps lead to the deal's page (decision 064).
    expect(aNotices).toContainEqual(expect.objectContaining({ kind: 'deal_step', link: `/deals/${deal.id}` }));
    const bOpen = (await b.c.get('/api/project-briefs/open')).json().items;
    expect(bOpen.find((i: { brief: { id: string } }) => i.brief.id === brief.id)).toBeUndefined();

    const again = await brand.c.post(`/api/project-briefs/${brief.id}/applications/${appA.application.id}/select`);
    expect(again.statusCode).toBe(409);
  });
});

describe('the deal lifecycle', () => {
  it('takes each step only from the right party; strangers see nothing', async () => {
    const { brand, creator: ava, dealId } = await acceptedDeal();
    const stranger = await partner();
    const other = await creative();
    for (const c of [stranger.c, other.c]) {
      expect((await c.get(`/api/deals/${dealId}`)).statusCode).toBe(404);
      expect((await c.get(`/api/deals/${dealId}/contract`)).statusCode).toBe(404);
      const signs = await c.post(`/api/deals/${dealId}/contract/sign`, {
        typedName: 'X',
        documentHash: 'a'.repeat(64),
      });
      expect(signs.statusCode).toBe(404);
      expect((await keyed(c, `/api/deals/${dealId}/approve`)).statusCode).toBe(404);
      expect((await c.get('/api/deals')).json().items.map((d: DealView) => d.id)).not.toContain(dealId);
    }
    expect((await client().get(`/api/deals/${dealId}`)).statusCode).toBe(401);
    // Money steps read the account with the deal's lock: no session, or an account that is gone, is 401.
    const gone = await session('fan');
    await t.database.db.delete(user).where(eq(user.id, gone.id));
    for (const c of [client(), gone.c]) {
      expect((await keyed(c, `/api/deals/${dealId}/approve`)).statusCode).toBe(401);
      const fund = await keyed(c, `/api/project-briefs/${dealId}/fund`, { paymentMethod: 'pm_card_visa' });
      expect(fund.statusCode).toBe(401);
    }

    // The partner cannot deliver; the creative cannot approve or cancel.
    const brandDelivers = await brand.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['x.mp4'] });
    expect(brandDelivers.statusCode).toBe(403);
    expect(brandDelivers.json().error.message).toBe(DEAL_MESSAGES.notYourStep);
    expect((await keyed(ava.c, `/api/deals/${dealId}/cancel`)).statusCode).toBe(403);

    // Accepting the deal told the creative; the partner took that step and heard nothing of it.
    const notices = (await ava.c.get('/api/notifications')).json().items;
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'deal_step', link: `/deals/${dealId}` }));
    // ...live too: the notification's event carries the same notification as the list.
    const live = (await eventsAfter(t.database.db, ava.id, 0)).filter((e) => e.type === 'notification.created');
    const step = notices.find((n: { kind: string }) => n.kind === 'deal_step');
    expect(live.map((e) => e.payload)).toContainEqual({ notification: step });
    const partnerNotices = (await brand.c.get('/api/notifications')).json().items;
    expect(partnerNotices.filter((n: { kind: string }) => n.kind === 'deal_step')).toEqual([]);

    const contract = (await ava.c.get(`/api/deals/${dealId}/contract`)).json();
    expect(contract.document.sections.find((s: { heading: string }) => s.heading === 'Parties').body).toContain(
      ava.name,
    );

    // Deliver before signing is out of order.
    const early = await ava.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['x.mp4'] });
    expect(early.statusCode).toBe(409);
    // Both sides sign the contract (decision 061).
    const signed = await signBoth(brand.c, ava.c, dealId);
    expect(signed.json().deal).toMatchObject({ status: 'signed', actions: ['deliver', 'dispute'] });
    expect(signed.json().deal.signedAt).not.toBeNull();

    const noFiles = await ava.c.post(`/api/deals/${dealId}/deliver`, { deliverables: [] });
    expect(noFiles.statusCode).toBe(400);
    expect(noFiles.json().error.message).toBe(DEAL_MESSAGES.deliverableRequired);
    const delivered = await ava.c.post(`/api/deals/${dealId}/deliver`, {
      deliverables: ['reel.mp4', 'stills.zip'],
      aiGenerated: true,
    });
    expect(delivered.json().deal).toMatchObject({
      status: 'delivered',
      deliverables: ['reel.mp4', 'stills.zip'],
      attribution: `Created by ${ava.name}. Includes AI-generated content (disclosed)`,
    });

    // The partner asks for changes, the creative delivers again.
    const changes = await brand.c.post(`/api/deals/${dealId}/request-changes`, { note: 'Brighter color grade' });
    expect(changes.json().deal.status).toBe('signed');
    await ava.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['reel-v2.mp4'] });

    expect((await keyed(ava.c, `/api/deals/${dealId}/approve`)).statusCode).toBe(403);
    const approved = await keyed(brand.c, `/api/deals/${dealId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().deal).toMatchObject({ status: 'paid', releasedCents: 50_000, feeCents: 0 });
    expect(await balance(escrowAccount(dealId))).toBe(0);
    expect(await balance(payableAccount(ava.id))).toBe(50_000);

    // Only the creative (or an admin) pays out.
    expect((await keyed(brand.c, `/api/deals/${dealId}/payout`)).statusCode).toBe(403);
    const paid = await keyed(ava.c, `/api/deals/${dealId}/payout`);
    expect(paid.statusCode).toBe(200);
    const view = paid.json().deal as DealView;
    expect(view).toMatchObject({ status: 'complete', paidOutCents: 50_000, myNetCents: 50_000, payoutEta: null });
    expect(view.timeline.map((e) => e.toStatus)).toEqual([
      'posted',
      'funded',
      'accepted',
      // The partner's signature: the deal waits for the creative's.
      'accepted',
      'signed',
      'delivered',
      'signed',
      'delivered',
      'paid',
      'complete',
    ]);
    expect(await balance(payableAccount(ava.id))).toBe(0);

    // Both diaries list it.
    expect((await brand.c.get('/api/deals?as=brand')).json().items.map((d: DealView) => d.id)).toContain(dealId);
    const mine = (await ava.c.get('/api/deals?as=creator')).json().items as DealView[];
    expect(mine.find((d) => d.id === dealId)).toMatchObject({ viewer: 'creator', brand: { name: 'Riley' } });
  });

  it('charges the platform fee from a creative’s fourth paid project', async () => {
    const ava = await creative();
    const fees: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { brand, dealId } = await deliveredDeal(ava);
      const res = await keyed(brand.c, `/api/deals/${dealId}/approve`);
      fees.push(res.json().deal.feeCents);
    }
    expect(fees).toEqual([0, 0, 0, 5_000]);
    expect(await balance(payableAccount(ava.id))).toBe(3 * 50_000 + 45_000);
    expect(await balance(PLATFORM_FEES)).toBeGreaterThanOrEqual(5_000);
  });

  it('counts the fee-free projects right when several partners pay one creative at once', async () => {
    const ava = await creative();
    const delivered = [];
    for (let i = 0; i < 5; i++) delivered.push(await deliveredDeal(ava));
    const results = await Promise.all(
      delivered.map(({ brand, dealId }) => keyed(brand.c, `/api/deals/${dealId}/approve`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const fees = results.map((r) => r.json().deal.feeCents as number).sort((a, b) => a - b);
    expect(fees).toEqual([0, 0, 0, 5_000, 5_000]);
  });

  it('cancels before funding and refunds a funded deal before signing', async () => {
    const brand = await partner();
    const posted = await postBrief(brand.c);
    const cancelled = await keyed(brand.c, `/api/deals/${posted.deal.id}/cancel`);
    expect(cancelled.json().deal.status).toBe('cancelled');

    const { brand: owner, creator: ava, dealId, briefId } = await acceptedDeal();
    const before = await balance(CARD_CLEARING);
    const refunded = await keyed(owner.c, `/api/deals/${dealId}/cancel`);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().deal.status).toBe('refunded');
    expect(await balance(escrowAccount(dealId))).toBe(0);
    expect((await balance(CARD_CLEARING)) - before).toBe(50_000);
    expect((await owner.c.get(`/api/project-briefs/${briefId}`)).json().brief.status).toBe('closed');
    expect((await signContract(ava.c, dealId)).statusCode).toBe(409);
  });

  it('lets an admin resolve a dispute with a split', async () => {
    const { brand, creator: ava, dealId } = await deliveredDeal(undefined, '$1000-$2500');
    const disputeEmpty = await brand.c.post(`/api/deals/${dealId}/dispute`, { reason: '' });
    expect(disputeEmpty.json().error.message).toBe(DEAL_MESSAGES.reasonRequired);
    const disputed = await brand.c.post(`/api/deals/${dealId}/dispute`, { reason: 'Missing the drone shots' });
    expect(disputed.json().deal.status).toBe('disputed');

    const notAdmin = await keyed(brand.c, `/api/deals/${dealId}/resolve`, { outcome: 'refund' });
    expect(notAdmin.statusCode).toBe(403);
    const boss = await admin();
    expect((await boss.c.get(`/api/deals/${dealId}`)).json().deal.viewer).toBe('admin');
    const before = await balance(CARD_CLEARING);
    const resolved = await keyed(boss.c, `/api/deals/${dealId}/resolve`, { outcome: 'split', creatorPercent: 70 });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().deal).toMatchObject({ status: 'paid', releasedCents: 70_000 });
    expect(await balance(payableAccount(ava.id))).toBe(70_000);
    expect((await balance(CARD_CLEARING)) - before).toBe(30_000);
    expect(await balance(escrowAccount(dealId))).toBe(0);
  });

  it('auto-approves a delivery left unanswered for AUTO_APPROVE_DAYS', async () => {
    const { creator: ava, dealId } = await deliveredDeal();
    const service = createDealsService({
      db: t.database.db,
      provider: createSandboxProvider(),
      config: { feeBps: 1000, autoApproveDays: 14 },
    });
    const due = async () => (await service.dueForAutoApproval()).map((d) => d.id);
    expect(await due()).not.toContain(dealId);
    expect(await service.autoApprove(dealId)).toBe(false);
    await t.database.db
      .update(deals)
      .set({ deliveredAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(deals.id, dealId));
    expect(await due()).toContain(dealId);
    expect(await service.autoApprove(dealId)).toBe(true);
    const view = (await ava.c.get(`/api/deals/${dealId}`)).json().deal as DealView;
    expect(view.status).toBe('paid');
    expect(view.timeline.at(-1)).toMatchObject({
      actor: 'Pulse',
      note: 'Auto-approved after 14 days without a response',
    });
    expect(await due()).not.toContain(dealId);
    expect(await service.autoApprove(dealId)).toBe(false); // a second run approves nothing twice
  });

  it('the sweep job queues a due delivery as its own job, which approves it once', async () => {
    const { creator: ava, dealId } = await deliveredDeal();
    await t.database.db
      .update(deals)
      .set({ deliveredAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(deals.id, dealId));
    await t.app.jobs.send(AUTO_APPROVE_SWEEP_JOB, {}, { singletonKey: `test-${dealId}` });
    let status = '';
    for (let i = 0; i < 100 && status !== 'paid'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = ((await ava.c.get(`/api/deals/${dealId}`)).json().deal as DealView).status;
    }
    expect(status).toBe('paid');
    const view = (await ava.c.get(`/api/deals/${dealId}`)).json().deal as DealView;
    expect(view.timeline.filter((e) => e.note?.startsWith('Auto-approved'))).toHaveLength(1);
  });

  it('approves once when the partner double-clicks', async () => {
    const { brand, creator: ava, dealId } = await deliveredDeal();
    const results = await Promise.all(Array.from({ length: 4 }, () => keyed(brand.c, `/api/deals/${dealId}/approve`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await balance(payableAccount(ava.id))).toBe(50_000);
    const releases = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.dealId, dealId), eq(ledgerTransactions.kind, 'release')));
    expect(releases).toHaveLength(1);

    // One click sent four times with its key: one release, four identical answers, no deadlock.
    const other = await deliveredDeal(ava);
    const key = newKey();
    const url = `/api/deals/${other.dealId}/approve`;
    const same = await Promise.all(Array.from({ length: 4 }, () => keyed(other.brand.c, url, {}, key)));
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(same.map((r) => r.body)).size).toBe(1);
    expect(await balance(payableAccount(ava.id))).toBe(100_000);
  });

  it('funds a licensed match and accepts it for its creative', async () => {
    const brand = await partner();
    const ava = await creative({ creativeRole: 'producer' });
    const licensing = await brand.c.post('/api/briefs', {
      title: 'Podcast intro',
      description: 'Calm beats',
      usageType: 'podcast',
      deadline: inDays(10),
    });
    await t.database.db.insert(snippets).values({
      id: `snip-${ava.id}`,
      creatorId: ava.id,
      title: 'Dusty',
      usageTiers: ['podcast'],
      durationSeconds: 5,
    });
    const submitted = await ava.c.post(`/api/briefs/${licensing.json().brief.id}/submissions`, {
      snippetId: `snip-${ava.id}`,
      priceQuote: 300,
    });
    const licensed = await brand.c.post(`/api/submissions/${submitted.json().submission.id}/license`);
    const dealId = licensed.json().deal.id as string;
    const mine = (await ava.c.get(`/api/deals/${dealId}`)).json().deal as DealView;
    expect(mine).toMatchObject({ status: 'posted', actions: [] });

    const funded = await keyed(brand.c, `/api/deals/${dealId}/fund`, { paymentMethod: 'pm_card_visa' });
    expect(funded.statusCode).toBe(200);
    expect(funded.json().deal).toMatchObject({ status: 'accepted', amountCents: 30_000 });
    expect((await signBoth(brand.c, ava.c, dealId)).json().deal.status).toBe('signed');
  });
});

describe('tips', () => {
  it('takes $1 to $20 from a fan into the creative’s earnings, once per key', async () => {
    const ava = await creative();
    const fan = await session('fan');
    const key = newKey();
    const tip = await keyed(
      fan.c,
      `/api/creators/${ava.id}/tips`,
      { amountCents: 500, paymentMethod: 'pm_card_visa' },
      key,
    );
    expect(tip.statusCode).toBe(201);
    const replay = await keyed(
      fan.c,
      `/api/creators/${ava.id}/tips`,
      { amountCents: 500, paymentMethod: 'pm_card_visa' },
      key,
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(tip.json());
    expect(await t.database.db.select().from(tips).where(eq(tips.creatorId, ava.id))).toHaveLength(1);

    const earnings = (await ava.c.get('/api/me/earnings')).json();
    // A one-off tip is its own card charge and bears its whole fee (2.9% + 30 cents: 45 cents of $5).
    expect(earnings).toMatchObject({ payableCents: 455, tipsCents: 455, releasedCents: 0, paidOutCents: 0 });
    // The creative hears about it once, however often the request was replayed.
    const tipNotices = (await ava.c.get('/api/notifications'))
      .json()
      .items.filter((n: { kind: string }) => n.kind === 'tip');
    expect(tipNotices).toEqual([expect.objectContaining({ title: 'You got a $5 tip', link: '/creator/deals' })]);
    expect(earnings.recentTips).toEqual([
      expect.objectContaining({ fan: 'A guest fan', amountCents: 500, feeCents: 45, status: 'paid' }),
    ]);

    const range = await keyed(fan.c, `/api/creators/${ava.id}/tips`, {
      amountCents: 2500,
      paymentMethod: 'pm_card_visa',
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().error.message).toBe(TIP_MESSAGES.range);
    const declined = await keyed(fan.c, `/api/creators/${ava.id}/tips`, {
      amountCents: 100,
      paymentMethod: 'pm_card_chargeDeclined',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(PAYMENT_FAILED_MESSAGE);
    const self = await keyed(ava.c, `/api/creators/${ava.id}/tips`, {
      amountCents: 100,
      paymentMethod: 'pm_card_visa',
    });
    expect(self.statusCode).toBe(403);
    const nobody = await keyed(fan.c, '/api/creators/nope/tips', { amountCents: 100, paymentMethod: 'pm_card_visa' });
    expect(nobody.statusCode).toBe(404);
    expect(await balance(payableAccount(ava.id))).toBe(455);
    expect(await balance(PAYOUTS)).toBeGreaterThanOrEqual(0);
  });
});

function balance(account: string): Promise<number> {
  return ledgerBalance(t.database.db, account);
}
