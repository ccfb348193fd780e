import { deletionBlockerMessage } from '@pulse/domain/account-data';
import { ADMIN_ONLY_MESSAGE } from '@pulse/domain/applications';
import { PAYMENT_FAILED_MESSAGE, PAYMENT_METHOD_REQUIRED, TIP_MESSAGES } from '@pulse/domain/deals';
import { CARD_CLEARING, LedgerError, PLATFORM_FEES, payableAccount } from '@pulse/domain/ledger';
import {
  CARD_FEES,
  cardFeeCents,
  owedAccount,
  pendingTipsAccount,
  TIP_TAB_MESSAGES,
  tabAccount,
  tabFeeShares,
} from '@pulse/domain/tip-tab';
import type { MyTabResponse } from '@pulse/domain/tip-tab-contracts';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransactions, payments, tips, tipTabs } from '../src/db/schema/ledger';
import { ledgerQueries } from '../src/modules/payments/ledger.repository';
import { createSandboxProvider } from '../src/modules/payments/payment-provider';
import { CHARGE_DUE_TABS_JOB } from '../src/modules/tips/tips.jobs';
import { createTipsService } from '../src/modules/tips/tips.service';
import { type Account, testAccounts } from './helpers/accounts';
import { keyed, ledgerBalance, newKey } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
});
afterAll(() => t.close());

let n = 0;

/** Everyone signs up with a verified e-mail; creatives are approved producers with a profile. */
const accounts = testAccounts(() => t, {
  ip: '10.54',
  signUp: { email: () => `tab.${++n}.${Date.now()}@example.edu`, password: 'tips-on-a-tab' },
  creative: {
    namePrefix: 'Tab creator',
    creativeRole: 'producer',
    chooseRole: true,
    profile: { vibeTags: ['Warm'], niche: 'Beats', bio: 'Beats to tip.' },
  },
  admin: { name: () => `Tab admin ${++n}` },
});
/** A fan account with a name of their own. */
const newFan = () => accounts.session('fan', { set: { name: `Tab fan ${++n}` } });

async function fanWithCard(paymentMethod = 'pm_card_visa'): Promise<Account> {
  const f = await newFan();
  const saved = await f.c.put('/api/me/card', { paymentMethod });
  expect(saved.statusCode, saved.body).toBe(200);
  return f;
}

const tip = (
  fan: Account,
  creatorId: string,
  amountCents: number,
  extra: Record<string, unknown> = {},
  key = newKey(),
) => keyed(fan.c, `/api/creators/${creatorId}/tips`, { amountCents, ...extra }, key);
const myTab = async (fan: Account) => (await fan.c.get('/api/me/tab')).json() as MyTabResponse;
/** The fan presses Settle now on their current tab. */
const settle = async (fan: Account) => fan.c.post(`/api/me/tabs/${(await myTab(fan)).tab?.id ?? 'none'}/settle`);
const balance = (account: string) => ledgerBalance(t.database.db, account);

/** Every ledger transaction's entries sum to zero. */
async function unbalanced() {
  return t.database.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
}

async function waitForTab(fan: Account, status: 'paid' | 'failed') {
  for (let i = 0; i < 100; i++) {
    const rows = await t.database.db.select().from(tipTabs).where(eq(tipTabs.fanId, fan.id));
    if (rows.some((r) => r.status === status)) return rows.find((r) => r.status === status)!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${status} tab for ${fan.name}`);
}

describe('a saved card', () => {
  it('is saved from a payment method, shown as brand and last four, removed, and never another’s', async () => {
    const fan = await newFan();
    expect((await fan.c.get('/api/me/card')).json()).toEqual({ card: null });
    const saved = await fan.c.put('/api/me/card', { paymentMethod: 'pm_card_visa' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().card).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(JSON.stringify(saved.json())).not.toContain('pm_card_visa');
    const other = await newFan();
    expect((await other.c.get('/api/me/card')).json()).toEqual({ card: null });

    const bad = await fan.c.put('/api/me/card', { paymentMethod: 'pm_card_unknown' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Your card was declined.');
    const none = await fan.c.put('/api/me/card', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(PAYMENT_METHOD_REQUIRED);
    expect((await fan.c.get('/api/me/card')).json().card.last4).toBe('4242');

    expect((await fan.c.delete('/api/me/card')).json()).toEqual({ card: null });
    expect((await fan.c.get('/api/me/card')).json()).toEqual({ card: null });
  });

  it('is for accounts: a guest is asked to sign up, and tips one-off', async () => {
    const guest = accounts.client();
    await guest.post('/api/me/role', { role: 'fan' });
    const saved = await guest.put('/api/me/card', { paymentMethod: 'pm_card_visa' });
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error.message).toBe(TIP_TAB_MESSAGES.signUpToSave);
    const maya = await accounts.creative();
    const onTab = await keyed(guest, `/api/creators/${maya.id}/tips`, { amountCents: 100 });
    expect(onTab.statusCode).toBe(400);
    expect(onTab.json().error.message).toBe(PAYMENT_METHOD_REQUIRED);
    const oneOff = await keyed(guest, `/api/creators/${maya.id}/tips`, {
      amountCents: 100,
      paymentMethod: 'pm_card_visa',
    });
    expect(oneOff.statusCode).toBe(201);
    // Alone, a $1 tip bears its whole charge's fee: a third of it.
    expect(oneOff.json().tip).toMatchObject({ status: 'paid', tabId: null, feeCents: cardFeeCents(100) });
    expect(await balance(payableAccount(maya.id))).toBe(100 - cardFeeCents(100));
  });
});

describe('the tab', () => {
  it('takes $1, $2 and $7 to three creatives as pending tips and charges them once at $10', async () => {
    const fan = await fanWithCard();
    const [maya, jordan, ari] = [await accounts.creative(), await accounts.creative(), await accounts.creative()];

    const first = await tip(fan, maya.id, 100, { note: 'Loved the loop', anonymous: false });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ tip: { status: 'pending', feeCents: null }, payment: null });
    expect((await tip(fan, jordan.id, 200, { anonymous: true })).statusCode).toBe(201);

    // The creative sees it at once, pending, and it is not in their payable balance yet.
    const mayaEarnings = (await maya.c.get('/api/me/earnings')).json();
    expect(mayaEarnings).toMatchObject({ pendingTipsCents: 100, payableCents: 0 });
    expect(mayaEarnings.recentTips[0]).toMatchObject({ fan: fan.name, status: 'pending', note: 'Loved the loop' });
    expect((await jordan.c.get('/api/me/earnings')).json().recentTips[0].fan).toBe('Anonymous');
    const notices = (await maya.c.get('/api/notifications')).json().items;
    expect(notices[0]).toMatchObject({ kind: 'tip', title: `${fan.name} tipped you $1` });

    const before = await myTab(fan);
    expect(before.tab).toMatchObject({ status: 'open', totalCents: 300 });
    expect(before.tab?.tips.map((x) => x.creatorName)).toEqual([maya.name, jordan.name]);
    expect(before.unpaidCents).toBe(300);

    expect((await tip(fan, ari.id, 700)).statusCode).toBe(201);
    const paid = await waitForTab(fan, 'paid');
    expect(paid).toMatchObject({ totalCents: 1000, chargeReason: 'threshold', feeCents: cardFeeCents(1000) });

    // One charge, of $10, with its fee recorded.
    const charges = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, fan.id), eq(payments.kind, 'charge')));
    expect(charges).toEqual([expect.objectContaining({ amountCents: 1000, status: 'succeeded', feeCents: 59 })]);

    // Each tip bore its share of the fee less the fixed part Pulse pays: under 5% each.
    const shares = tabFeeShares(59, [100, 200, 700]);
    const rows = await t.database.db.select().from(tips).where(eq(tips.tabId, paid.id));
    expect(rows.map((r) => [r.amountCents, r.status, r.feeCents]).sort()).toEqual(
      [
        [100, 'paid', shares[0]],
        [200, 'paid', shares[1]],
        [700, 'paid', shares[2]],
      ].sort(),
    );
    for (const r of rows) expect((r.feeCents ?? 0) / r.amountCents).toBeLessThanOrEqual(0.05);
    expect(await balance(payableAccount(maya.id))).toBe(100 - shares[0]!);
    expect(await balance(payableAccount(ari.id))).toBe(700 - shares[2]!);
    expect(await balance(tabAccount(fan.id))).toBe(0);
    expect(await balance(pendingTipsAccount(maya.id))).toBe(0);
    expect((await myTab(fan)).history[0]).toMatchObject({ status: 'paid', totalCents: 1000, feeCents: 59 });
    expect((await maya.c.get('/api/me/earnings')).json()).toMatchObject({
      pendingTipsCents: 0,
      tipsCents: 100 - shares[0]!,
      payableCents: 100 - shares[0]!,
    });
    expect(await unbalanced()).toEqual([]);
  });

  it('is charged when the fan settles it now, and once however often they press', async () => {
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    expect((await tip(fan, maya.id, 300)).statusCode).toBe(201);
    const tabId = (await myTab(fan)).tab!.id;
    const settles = await Promise.all([1, 2, 3].map(() => fan.c.post(`/api/me/tabs/${tabId}/settle`)));
    expect(settles.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(settles[0]!.json().tab).toMatchObject({ status: 'paid', chargeReason: 'settle', feeCents: 39 });
    const charges = await t.database.db.select().from(payments).where(eq(payments.userId, fan.id));
    expect(charges).toHaveLength(1);
    expect(settles.map((r) => r.body)).toEqual([settles[0]!.body, settles[0]!.body, settles[0]!.body]);
    const stranger = await fanWithCard();
    const theirs = await stranger.c.post(`/api/me/tabs/${tabId}/settle`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(TIP_TAB_MESSAGES.tabNotFound);
  });

  it('is charged by the sweep once its first tip is 7 days old', async () => {
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    expect((await tip(fan, maya.id, 200)).statusCode).toBe(201);
    const { tab } = await myTab(fan);
    await t.database.db
      .update(tipTabs)
      .set({ openedAt: new Date(Date.now() - 7 * 86_400_000 - 1000) })
      .where(eq(tipTabs.id, tab!.id));
    await t.app.jobs.send(CHARGE_DUE_TABS_JOB, {}, { singletonKey: `test-${tab!.id}` });
    const paid = await waitForTab(fan, 'paid');
    expect(paid).toMatchObject({ id: tab!.id, chargeReason: 'age', totalCents: 200 });
  });

  it('a declined charge fails its tips, tells everyone, and pays no creative from nothing', async () => {
    const fan = await fanWithCard('pm_card_chargeDeclined');
    expect((await fan.c.get('/api/me/card')).json().card.last4).toBe('0341');
    const [maya, jordan] = [await accounts.creative(), await accounts.creative()];
    expect((await tip(fan, maya.id, 200)).statusCode).toBe(201);
    expect((await tip(fan, jordan.id, 300)).statusCode).toBe(201);
    const settled = await settle(fan);
    expect(settled.statusCode).toBe(402);
    expect(settled.json().error.message).toBe(PAYMENT_FAILED_MESSAGE);

    const view = await myTab(fan);
    expect(view.tab).toBeNull();
    expect(view.unpaidCents).toBe(0);
    expect(view.history[0]).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(view.history[0]!.tips.map((x) => x.status)).toEqual(['failed', 'failed']);
    expect(await balance(payableAccount(maya.id))).toBe(0);
    expect(await balance(pendingTipsAccount(maya.id))).toBe(0);
    expect(await balance(tabAccount(fan.id))).toBe(0);
    expect((await fan.c.get('/api/notifications')).json().items[0]).toMatchObject({
      title: TIP_TAB_MESSAGES.declinedTitle,
      body: TIP_TAB_MESSAGES.declinedBody(500),
    });
    expect((await jordan.c.get('/api/notifications')).json().items[0]).toMatchObject({
      title: TIP_TAB_MESSAGES.failedTipTitle(fan.name, 300),
    });
    expect((await maya.c.get('/api/me/earnings')).json()).toMatchObject({ pendingTipsCents: 0, payableCents: 0 });
    expect(await unbalanced()).toEqual([]);

    // Another card, and the fan tries the declined tab again: its tips go back on a tab, charged now, once.
    const failedTab = view.history[0]!.id;
    expect((await fan.c.post(`/api/me/tabs/${failedTab}/retry`)).statusCode).toBe(402); // the same declining card
    expect((await fan.c.put('/api/me/card', { paymentMethod: 'pm_card_visa' })).statusCode).toBe(200);
    const retried = await Promise.all([1, 2].map(() => fan.c.post(`/api/me/tabs/${failedTab}/retry`)));
    expect(retried.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(retried[0]!.json().tab).toMatchObject({ status: 'paid', totalCents: 500 });
    expect(await balance(payableAccount(maya.id))).toBe(200 - retried[0]!.json().tab.tips[0].feeCents);
    expect((await fan.c.post(`/api/me/tabs/${retried[0]!.json().tab.id}/retry`)).statusCode).toBe(409);
    const after = (await myTab(fan)).history.find((h) => h.id === failedTab);
    expect(after).toMatchObject({ status: 'failed', retried: true });
    const stranger = await fanWithCard();
    expect((await stranger.c.post(`/api/me/tabs/${failedTab}/retry`)).statusCode).toBe(404);
  });

  it('a pending tip can be cancelled before the charge: nothing moves; another fan’s is not found', async () => {
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    const made = await tip(fan, maya.id, 400);
    const tipId = made.json().tip.id as string;
    const stranger = await fanWithCard();
    expect((await stranger.c.delete(`/api/me/tab/tips/${tipId}`)).statusCode).toBe(404);

    const cancelled = await fan.c.delete(`/api/me/tab/tips/${tipId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().tab).toMatchObject({ totalCents: 0 });
    expect(cancelled.json().tab.tips[0]).toMatchObject({ id: tipId, status: 'cancelled' });
    const again = await fan.c.delete(`/api/me/tab/tips/${tipId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TIP_TAB_MESSAGES.notPending);
    expect(await balance(pendingTipsAccount(maya.id))).toBe(0);
    expect(await balance(tabAccount(fan.id))).toBe(0);
    expect((await maya.c.get('/api/me/earnings')).json().recentTips).toEqual([]);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, fan.id))).toEqual([]);
  });

  it('keeps a fan under $50 unpaid: the next tip asks them to settle first', async () => {
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    // The service without the $10 job, so nothing is charged while the test runs.
    const service = createTipsService({
      db: t.database.db,
      provider: createSandboxProvider(t.database.db),
      steps: t.app.moneySteps,
    });
    const me = { id: fan.id, isGuest: false };
    for (const amount of [2000, 2000, 1000]) {
      expect((await service.tip(me, maya.id, newKey(), { amountCents: amount })).statusCode).toBe(201);
    }
    await expect(service.tip(me, maya.id, newKey(), { amountCents: 100 })).rejects.toMatchObject({
      code: 'conflict',
      message: TIP_TAB_MESSAGES.unpaidLimit,
    });
    expect((await myTab(fan)).unpaidCents).toBe(5000);
    // Settled, they may tip again.
    expect((await settle(fan)).statusCode).toBe(201);
    expect((await service.tip(me, maya.id, newKey(), { amountCents: 100 })).statusCode).toBe(201);
  });
});

describe('bad input', () => {
  it('refuses each with its message and writes nothing', async () => {
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    for (const amountCents of [50, 2001, 100.5]) {
      const res = await tip(fan, maya.id, amountCents);
      expect(res.statusCode, String(amountCents)).toBe(400);
      expect(res.json().error.message).toBe(TIP_MESSAGES.range);
    }
    const long = await tip(fan, maya.id, 100, { note: 'x'.repeat(141) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(TIP_TAB_MESSAGES.noteTooLong);

    const self = await tip(maya, maya.id, 100);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(TIP_MESSAGES.ownTip);

    const blocked = await accounts.creative();
    expect((await blocked.c.post('/api/blocks', { userId: fan.id })).statusCode).toBeLessThan(300);
    const toBlocked = await tip(fan, blocked.id, 100);
    expect(toBlocked.statusCode).toBe(403);
    expect(toBlocked.json().error.message).toBe(TIP_TAB_MESSAGES.blocked);

    const suspended = await accounts.creative({ set: { suspendedAt: new Date() } });
    const toSuspended = await tip(fan, suspended.id, 100);
    expect(toSuspended.statusCode).toBe(404);
    expect(toSuspended.json().error.message).toBe(TIP_MESSAGES.notCreator);

    const noCard = await newFan();
    const without = await tip(noCard, maya.id, 100);
    expect(without.statusCode).toBe(409);
    expect(without.json().error.message).toBe(TIP_TAB_MESSAGES.noCard);
    // A removed card is no card.
    const removed = await fanWithCard();
    expect((await removed.c.delete('/api/me/card')).statusCode).toBe(200);
    expect((await tip(removed, maya.id, 100)).json().error.message).toBe(TIP_TAB_MESSAGES.noCard);

    expect(await t.database.db.select().from(tips).where(eq(tips.creatorId, maya.id))).toEqual([]);
    expect(await t.database.db.select().from(tipTabs).where(eq(tipTabs.fanId, noCard.id))).toEqual([]);
  });

  it('a double-click with one key puts one tip on the tab', async () => {
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    const key = newKey();
    const both = await Promise.all([tip(fan, maya.id, 100, {}, key), tip(fan, maya.id, 100, {}, key)]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[0]!.json()).toEqual(both[1]!.json());
    expect((await myTab(fan)).tab?.tips).toHaveLength(1);
  });

  it('writes a tab tip with its ledger entries and its stored reply; a guarded balance is never debited that way', async () => {
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    const key = newKey();
    const first = await tip(fan, maya.id, 300, {}, key);
    expect(first.statusCode, first.body).toBe(201);
    const db = t.database.db;
    const [row] = await db.select().from(tips).where(eq(tips.id, first.json().tip.id));
    const entries = await db
      .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, row!.transactionId!));
    expect(entries).toEqual(
      expect.arrayContaining([
        { account: tabAccount(fan.id), amountCents: -300 },
        { account: pendingTipsAccount(maya.id), amountCents: 300 },
      ]),
    );
    expect(entries).toHaveLength(2);
    // The reply was stored in the same statement: the same key answers with it, and no second tip is written.
    const again = await tip(fan, maya.id, 300, {}, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await myTab(fan)).tab?.tips).toHaveLength(1);
    const debitPayable = {
      kind: 'payout' as const,
      dealId: null,
      actorId: null,
      memo: '',
      postings: [
        { account: payableAccount(maya.id), amountCents: -100 },
        { account: CARD_CLEARING, amountCents: 100 },
      ],
    };
    expect(() => ledgerQueries(db).transactionWrites(debitPayable)).toThrow(LedgerError);
  });

  it('a card cannot be removed while tips on the tab wait for it', async () => {
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    expect((await tip(fan, maya.id, 100)).statusCode).toBe(201);
    const removed = await fan.c.delete('/api/me/card');
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe(TIP_TAB_MESSAGES.openTabCardRemoval);
  });
});

describe('leaving Pulse with a tab', () => {
  it('refuses deleting an account with tips on its tab, or tips to it pending; the export holds tabs and the card', async () => {
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    expect((await tip(fan, maya.id, 300, { note: 'for the zine' })).statusCode).toBe(201);
    const refused = await fan.c.delete('/api/me', { password: 'tips-on-a-tab' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(deletionBlockerMessage({ kind: 'open_tab', amountCents: 300 }));
    const creative = await maya.c.delete('/api/me', { password: 'tips-on-a-tab' });
    expect(creative.statusCode).toBe(409);
    expect(creative.json().error.message).toContain(deletionBlockerMessage({ kind: 'pending_tips', amountCents: 300 }));

    const zip = await fan.c.get('/api/me/data-export');
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(zip.rawPayload))['data.json']));
    expect(data.money.tabs).toEqual([expect.objectContaining({ status: 'open', totalCents: 300 })]);
    expect(data.money.savedCards).toEqual([expect.objectContaining({ brand: 'Visa', last4: '4242' })]);
    expect(data.money.tipsGiven).toEqual([expect.objectContaining({ note: 'for the zine', status: 'pending' })]);
    expect(JSON.stringify(data)).not.toContain('pm_card_visa');
  });
});

describe('refunds and what fees take', () => {
  it('refunds a paid tip from the creative’s balance, or records it as owed once paid out', async () => {
    const admin = await accounts.admin();
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    expect((await tip(fan, maya.id, 500)).statusCode).toBe(201);
    expect((await tip(fan, maya.id, 500)).statusCode).toBe(201);
    const tab = await waitForTab(fan, 'paid');
    const [a, b] = await t.database.db.select().from(tips).where(eq(tips.tabId, tab.id));
    const netA = 500 - (a!.feeCents ?? 0);
    const netB = 500 - (b!.feeCents ?? 0);

    const refused = await keyed(fan.c, `/api/admin/tips/${a!.id}/refund`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ADMIN_ONLY_MESSAGE);

    const listed = (await admin.c.get('/api/admin/tips')).json().tips as { id: string; status: string }[];
    expect(listed.find((x) => x.id === a!.id)).toMatchObject({ status: 'paid', onTab: true, creator: maya.name });
    expect((await fan.c.get('/api/admin/tips')).statusCode).toBe(403);

    const first = await keyed(admin.c, `/api/admin/tips/${a!.id}/refund`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().tip).toMatchObject({ status: 'refunded' });
    expect(await balance(payableAccount(maya.id))).toBe(netB);
    expect((await keyed(admin.c, `/api/admin/tips/${a!.id}/refund`)).statusCode).toBe(409);

    // Paid out, then refunded: what is missing is owed.
    expect((await keyed(maya.c, '/api/me/payouts')).statusCode).toBe(201);
    expect((await keyed(admin.c, `/api/admin/tips/${b!.id}/refund`)).statusCode).toBe(200);
    expect(await balance(payableAccount(maya.id))).toBe(0);
    expect(await balance(owedAccount(maya.id))).toBe(-netB);
    const refunds = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, fan.id), eq(payments.kind, 'refund')));
    expect(refunds.map((r) => r.amountCents)).toEqual([500, 500]);
    expect(netA).toBeGreaterThan(0);
    expect(await unbalanced()).toEqual([]);
  });

  it('shows an admin the fee per tip by week, tab and one-off side by side', async () => {
    const admin = await accounts.admin();
    const fan = await fanWithCard();
    const maya = await accounts.creative();
    expect((await tip(fan, maya.id, 100, { paymentMethod: 'pm_card_visa' })).statusCode).toBe(201);
    expect((await tip(fan, maya.id, 100)).statusCode).toBe(201);
    expect((await settle(fan)).statusCode).toBe(201);
    const fees = await admin.c.get('/api/admin/tip-fees');
    expect(fees.statusCode).toBe(200);
    const modes = fees.json().weeks.map((w: { mode: string }) => w.mode);
    expect(modes).toEqual(expect.arrayContaining(['tab', 'one-off']));
    expect((await fan.c.get('/api/admin/tip-fees')).statusCode).toBe(403);
  });

  it('the books: card clearing, fees and Pulse’s part of them balance', async () => {
    const txs = await t.database.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'tab_charge'));
    expect(txs.length).toBeGreaterThan(0);
    expect(await balance(CARD_FEES)).toBeGreaterThan(0);
    expect(await balance(PLATFORM_FEES)).toBeLessThan(0);
    expect(await balance(CARD_CLEARING)).toBeLessThan(0);
    expect(await unbalanced()).toEqual([]);
  });
});
