import {
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_METHOD_REQUIRED,
  TIP_MESSAGES,
  type TipResponse,
  type TipView,
} from '@pulse/domain/deals';
import type { ErrorBody } from '@pulse/domain/errors';
import {
  CARD_CLEARING,
  compactPostings,
  formatCents,
  PLATFORM_FEES,
  type Posting,
  payableAccount,
} from '@pulse/domain/ledger';
import {
  cardFeeCents,
  fitsUnpaidLimit,
  owedAccount,
  planOneOffTip,
  planTabCharge,
  planTabTip,
  planTabTipUndone,
  reachesChargeThreshold,
  TAB_UNPAID_LIMIT_CENTS,
  type TabChargeReason,
  TIP_TAB_MESSAGES,
  tabChargeBy,
} from '@pulse/domain/tip-tab';
import type {
  AdminTipsResponse,
  MyTabResponse,
  SettleTabResponse,
  TabView,
  TipFeesResponse,
} from '@pulse/domain/tip-tab-contracts';
import type { Db } from '../../db/client';
import { commitWith } from '../../db/pipelined-transaction';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { errorBody } from '../../plugins/errors';
import { notifyWithEvent } from '../messaging/notifications';
import type { Reply } from '../payments/idempotency';
import { ledgerQueries } from '../payments/ledger.repository';
import type { MoneySteps } from '../payments/money-steps';
import type { PaymentProvider } from '../payments/payment-provider';
import { savedCardView } from './saved-cards.service';
import {
  type LockedCharge,
  type LockedTab,
  type TabRow,
  type TabTipRow,
  type TipRow,
  tabChargeKey,
  tipsQueries,
} from './tips.repository';

const ONE_OFF_FINISHER = 'tip';
const TAB_CHARGE_FINISHER = 'tab.charge';
const TIP_REFUND_FINISHER = 'tip.refund';
const HISTORY = 5;

type TipReplies = { 201: TipResponse; 402: ErrorBody };
type SettleReplies = { 201: SettleTabResponse; 402: ErrorBody };
type RefundReplies = { 200: { tip: TipView } };

type TipTarget = {
  id: string;
  name: string;
  creatorStatus: string | null;
  suspendedAt: Date | null;
  blocked: boolean;
};
type TipInput = { amountCents: number; paymentMethod?: string; note?: string; anonymous?: boolean };

function tipView(t: TipRow): TipView {
  return {
    id: t.id,
    creatorId: t.creatorId,
    amountCents: t.amountCents,
    status: t.status,
    tabId: t.tabId,
    feeCents: t.feeCents,
    createdAt: t.createdAt.toISOString(),
  };
}

function tabView(tab: TabRow, tips: readonly TabTipRow[], retried = false): TabView {
  return {
    id: tab.id,
    status: tab.status,
    totalCents: tab.totalCents,
    openedAt: tab.openedAt.toISOString(),
    chargeBy: tabChargeBy(tab.openedAt).toISOString(),
    chargeReason: tab.chargeReason,
    feeCents: tab.feeCents,
    chargedAt: tab.chargedAt?.toISOString() ?? null,
    failureMessage: tab.failureMessage,
    retried,
    tips: tips
      .filter((t) => t.tabId === tab.id)
      .map((t) => ({ ...tipView(t), creatorName: t.creatorName, note: t.note, anonymous: t.anonymous })),
  };
}

/**
 * Fans' tips (DESIGN 5.11, decision 054): onto the signed-in fan's tab, charged once for many tips, or one-off
 * (a guest's) as its own charge. Every movement is a ledger transaction; charges and refunds go through the
 * money steps (decision 036), so a tab is charged once per tab whoever starts it and a crash is recovered.
 */
export function createTipsService(deps: {
  db: Db;
  provider: PaymentProvider;
  steps: MoneySteps;
  /**
   * Queues the tab's charge (a job) once it reaches $10, without holding the fan's reply: the minute's sweep
   * charges any tab at $10 whose job was never queued (a crash, a lost connection).
   */
  queueCharge?: (tabId: string) => void;
}) {
  const { db, provider, steps } = deps;
  const q = tipsQueries(db);

  /** The creative a tip is for: approved, not suspended, not the fan, not blocked either way. */
  function checkTippable<C extends TipTarget>(fanId: string, creator: C | null): C {
    // A suspended creative's page is gone, and so is their tip jar (decision 050).
    if (creator?.creatorStatus !== 'approved' || creator.suspendedAt) {
      throw new AppError('not_found', TIP_MESSAGES.notCreator);
    }
    if (creator.id === fanId) throw new AppError('forbidden', TIP_MESSAGES.ownTip);
    if (creator.blocked) throw new AppError('forbidden', TIP_TAB_MESSAGES.blocked);
    return creator;
  }

  async function tippable(fanId: string, creatorId: string) {
    return checkTippable(fanId, await q.tipTarget(fanId, creatorId));
  }

  /** A one-off tip's second half, once the provider answered its charge (decision 036). */
  steps.register(ONE_OFF_FINISHER, async ({ tx, ledger, userId: fanId, data, outcomes }) => {
    const { creatorId, creatorName, amountCents, note, anonymous } = data as {
      creatorId: string;
      creatorName: string;
      amountCents: number;
      note?: string;
      anonymous?: boolean;
    };
    const charge = outcomes[0]!.outcome;
    if (charge.status === 'failed') {
      await ledger.insertPayment({
        id: newId(),
        userId: fanId,
        kind: 'charge',
        amountCents,
        provider: provider.name,
        providerRef: charge.ref,
        status: 'declined',
        failureMessage: charge.message,
      });
      return { statusCode: 402, body: errorBody('payment_declined', PAYMENT_FAILED_MESSAGE) };
    }
    const feeCents = charge.feeCents ?? cardFeeCents(amountCents);
    const postings = planOneOffTip(creatorId, amountCents, feeCents);
    const payment = { id: newId(), amountCents };
    const transactionId = await ledger.postTransaction({
      kind: 'tip',
      dealId: null,
      actorId: fanId,
      memo: `Tip for ${creatorName}`,
      postings,
      payment: {
        ...payment,
        userId: fanId,
        kind: 'charge',
        provider: provider.name,
        providerRef: charge.ref,
        status: 'succeeded',
      },
    });
    const tq = tipsQueries(tx);
    await tq.setPaymentFee(payment.id, feeCents);
    const tip = await tq.insertTip({
      fanId,
      creatorId,
      amountCents,
      transactionId,
      status: 'paid',
      note: note ?? null,
      anonymous: anonymous ?? false,
      feeCents: amountCents - (postings.find((p) => p.account === payableAccount(creatorId))?.amountCents ?? 0),
    });
    await notifyWithEvent(tx, {
      userId: creatorId,
      kind: 'tip',
      title: `You got a ${formatCents(amountCents)} tip`,
      body: note ? `“${note}” It is in your earnings.` : 'A fan tipped you on Pulse. It is in your earnings.',
      link: '/creator/deals',
    });
    return {
      statusCode: 201,
      body: { tip: tipView(tip), payment: { id: payment.id, status: 'succeeded', amountCents } },
    };
  });

  /** A tab's charge, once the provider answered: every tip paid less its fee share, or every tip failed. */
  steps.register(TAB_CHARGE_FINISHER, async ({ tx, ledger, userId: fanId, data, outcomes }) => {
    const { tabId } = data as { tabId: string };
    const tq = tipsQueries(tx);
    const tab = (await tq.lockTab(tabId))!;
    const on = await tq.tipsOfTabs([tabId], 'pending');
    const charge = outcomes[0]!.outcome;
    const total = on.reduce((a, t) => a + t.amountCents, 0);
    const paymentId = newId();
    if (charge.status === 'failed') {
      await ledger.insertPayment({
        id: paymentId,
        userId: fanId,
        kind: 'charge',
        amountCents: total,
        provider: provider.name,
        providerRef: charge.ref,
        status: 'declined',
        failureMessage: charge.message,
      });
      await ledger.postTransaction({
        kind: 'tab_failed',
        dealId: null,
        actorId: fanId,
        memo: 'Tab charge declined: its tips did not go through',
        postings: compactPostings(on.flatMap((t) => planTabTipUndone(fanId, t.creatorId, t.amountCents))),
      });
      await tq.setTabTips(tabId, 'pending', 'failed');
      await tq.updateTab(tabId, { status: 'failed', failureMessage: charge.message, paymentId });
      await notifyWithEvent(tx, {
        userId: fanId,
        kind: 'tip',
        title: TIP_TAB_MESSAGES.declinedTitle,
        body: TIP_TAB_MESSAGES.declinedBody(total),
        link: '/fan/tab',
      });
      const fan = await ledger.findUser(fanId);
      for (const t of on) {
        await notifyWithEvent(tx, {
          userId: t.creatorId,
          kind: 'tip',
          title: TIP_TAB_MESSAGES.failedTipTitle(t.anonymous ? 'A fan' : (fan?.name ?? 'A fan'), t.amountCents),
          body: TIP_TAB_MESSAGES.failedTipBody,
          link: '/creator/deals',
        });
      }
      return { statusCode: 402, body: errorBody('payment_declined', PAYMENT_FAILED_MESSAGE) };
    }
    const feeCents = charge.feeCents ?? cardFeeCents(total);
    const { postings, feeShares } = planTabCharge({
      fanId,
      tips: on.map((t) => ({ creatorId: t.creatorId, amountCents: t.amountCents })),
      chargeFeeCents: feeCents,
    });
    const transactionId = await ledger.postTransaction({
      kind: 'tab_charge',
      dealId: null,
      actorId: fanId,
      memo: `Tab of ${on.length} tip${on.length === 1 ? '' : 's'}`,
      postings,
      payment: {
        id: paymentId,
        userId: fanId,
        kind: 'charge',
        amountCents: total,
        provider: provider.name,
        providerRef: charge.ref,
        status: 'succeeded',
      },
    });
    await tq.setPaymentFee(paymentId, feeCents);
    await tq.setTipsPaid(
      transactionId,
      on.map((t, i) => ({ id: t.id, feeCents: feeShares[i] ?? 0 })),
    );
    const paidBy = new Map<string, number>();
    for (const [i, t] of on.entries()) {
      paidBy.set(t.creatorId, (paidBy.get(t.creatorId) ?? 0) + t.amountCents - (feeShares[i] ?? 0));
    }
    const chargedAt = new Date();
    await tq.updateTab(tabId, { status: 'paid', feeCents, paymentId, chargedAt });
    for (const [creatorId, net] of paidBy) {
      await notifyWithEvent(tx, {
        userId: creatorId,
        kind: 'tip',
        title: `${formatCents(net)} of tips reached your earnings`,
        body: 'A fan’s tab was paid: their tips are in your earnings, less the card fee.',
        link: '/creator/deals',
      });
    }
    const after = { ...tab, status: 'paid' as const, feeCents, paymentId, chargedAt };
    const paidTips = on.map((t, i) => ({ ...t, status: 'paid' as const, feeCents: feeShares[i] ?? 0 }));
    return { statusCode: 201, body: { tab: tabView(after, paidTips) } };
  });

  /** A paid tip's refund, once the provider returned the money (issue 33 item 5). */
  steps.register(TIP_REFUND_FINISHER, async ({ tx, ledger, userId: adminId, data, outcomes }) => {
    const { tipId } = data as { tipId: string };
    const tq = tipsQueries(tx);
    const tip = (await tq.lockTip(tipId))!;
    const refund = outcomes[0]!.outcome;
    if (refund.status !== 'succeeded') throw new Error(`The refund of tip ${tipId} failed: ${refund.message}`);
    await ledger.lockCreators([tip.creatorId]);
    const fee = tip.feeCents ?? 0;
    const net = tip.amountCents - fee;
    // Before the creative's payout it comes back from their balance; after it, what is missing is owed.
    const fromPayable = Math.min(net, Math.max(0, await ledger.nonDealPayableCents(tip.creatorId)));
    const postings: Posting[] = [
      { account: CARD_CLEARING, amountCents: tip.amountCents },
      { account: payableAccount(tip.creatorId), amountCents: -fromPayable },
      { account: owedAccount(tip.creatorId), amountCents: -(net - fromPayable) },
      // The card provider keeps its fee on a refund: Pulse bears it.
      { account: PLATFORM_FEES, amountCents: -fee },
    ].filter((p) => p.amountCents !== 0);
    await ledger.postTransaction({
      kind: 'tip_refund',
      dealId: null,
      actorId: adminId,
      memo: `Refund of a ${formatCents(tip.amountCents)} tip`,
      postings,
      payment: {
        id: newId(),
        userId: tip.fanId,
        kind: 'refund',
        amountCents: tip.amountCents,
        provider: provider.name,
        providerRef: refund.ref,
        status: 'succeeded',
      },
    });
    await tq.setTip(tipId, { status: 'refunded' });
    for (const userId of [tip.fanId, tip.creatorId]) {
      await notifyWithEvent(tx, {
        userId,
        kind: 'tip',
        title: `A ${formatCents(tip.amountCents)} tip was refunded`,
        body:
          userId === tip.fanId
            ? 'The money is on its way back to your card.'
            : 'It was taken back from your earnings (or is owed, if already paid out).',
        link: userId === tip.fanId ? '/fan/tab' : '/creator/deals',
      });
    }
    return { statusCode: 200, body: { tip: tipView({ ...tip, status: 'refunded' }) } };
  });

  /**
   * A tip onto the fan's tab (no provider call), once per Idempotency-Key: the creative is checked in the read
   * that locks the tab and claims the key; the ledger entries, the tip, the tab's new total, the creative's
   * notification and the stored reply are one statement (the hot path: issue 33's 30 ms).
   */
  async function tipOnTab(fanId: string, creatorId: string, key: string, input: TipInput) {
    let due: string | null = null;
    const reply = await steps.run<TipReplies, LockedTab>(
      { userId: fanId, key, route: 'POST /api/creators/:id/tips', request: { creatorId, ...input } },
      async (tx, ledger, locked, keep) => {
        const tq = tipsQueries(tx);
        const creator = checkTippable(fanId, locked.creator);
        const { tab, cardId, unpaidCents, fanName } = locked;
        if (!cardId) throw new AppError('conflict', TIP_TAB_MESSAGES.noCard);
        if (!fitsUnpaidLimit(unpaidCents, input.amountCents)) {
          throw new AppError('conflict', TIP_TAB_MESSAGES.unpaidLimit);
        }
        // The ledger's entries, the tip, the tab's total, the notification and the reply: one statement.
        const posted = ledger.transactionWrites({
          kind: 'tab_tip',
          dealId: null,
          actorId: fanId,
          memo: `Tip for ${creator.name}, on the tab`,
          postings: planTabTip(fanId, creator.id, input.amountCents),
        });
        const transactionId = posted.id;
        const { tip, writes } = tq.tabTipWrites({
          fanId,
          creatorId: creator.id,
          amountCents: input.amountCents,
          transactionId,
          tabId: tab.id,
          status: 'pending',
          note: input.note || null,
          anonymous: input.anonymous ?? false,
        });
        // The tab is locked: its total before this tip is known without reading it back.
        if (reachesChargeThreshold(tab.totalCents, input.amountCents)) due = tab.id;
        const reply = { statusCode: 201 as const, body: { tip: tipView(tip), payment: null } };
        // The transaction's last statement: COMMIT goes out in the same write.
        await commitWith(tx, () =>
          notifyWithEvent(
            tx,
            {
              userId: creator.id,
              kind: 'tip',
              title: `${input.anonymous ? 'A fan' : fanName} tipped you ${formatCents(input.amountCents)}`,
              body: input.note
                ? `“${input.note}” Pending: it reaches your earnings when their tab is paid.`
                : 'Pending: it reaches your earnings when their tab is paid.',
              link: '/creator/deals',
            },
            [...posted.writes, ...writes, keep(reply)],
          ),
        );
        return reply;
      },
      (tx, claim) => tipsQueries(tx).lockOpenTab(fanId, creatorId, claim),
    );
    if (due) deps.queueCharge?.(due);
    return reply;
  }

  /** Whether a declined tab's tips went back on a later tab (pending or paid there). */
  async function wasRetried(fanId: string, tab: TabRow, tips: readonly TabTipRow[]): Promise<boolean> {
    if (tab.status !== 'failed') return false;
    for (const t of tips.filter((x) => x.tabId === tab.id && x.status === 'failed')) {
      const earlier = await q.retriesOf(fanId, t.id);
      if (earlier.some((r) => r.status === 'pending' || r.status === 'paid')) return true;
    }
    return false;
  }

  /** The fan's tab now, their saved card and their last charged tabs. */
  async function myTab(fanId: string): Promise<MyTabResponse> {
    const [current, past, card, unpaid] = await Promise.all([
      q.currentTab(fanId),
      q.pastTabs(fanId, HISTORY),
      q.liveCard(fanId),
      q.unpaidCents(fanId),
    ]);
    const tabs = [...(current ? [current] : []), ...past];
    const tips = await q.tipsOfTabs(tabs.map((t) => t.id));
    return {
      tab: current ? tabView(current, tips) : null,
      card: card ? savedCardView(card) : null,
      unpaidCents: unpaid,
      unpaidLimitCents: TAB_UNPAID_LIMIT_CENTS,
      history: await Promise.all(past.map(async (t) => tabView(t, tips, await wasRetried(fanId, t, tips)))),
    };
  }

  /**
   * Charges a tab once, whoever asks (the fan settling, the $10 job, the 7-day sweep, two instances at once):
   * one key per tab, so the provider is asked once and the ledger written once. Null when there is no such tab.
   */
  async function chargeTab(tabId: string, reason: TabChargeReason): Promise<Reply<SettleReplies> | null> {
    const tab = await q.findTab(tabId);
    if (!tab) return null;
    return steps.run<SettleReplies, LockedCharge>(
      { userId: tab.fanId, key: tabChargeKey(tabId), route: 'tab.charge', request: { tabId } },
      async (_tx, _ledger, locked) => {
        // Charging: a charge that stopped before its finish, taken up again. Open and not marked: nothing on
        // it, or no card to charge.
        if (!locked || (locked.tab.status !== 'charging' && !locked.marked)) {
          const settleable = locked?.tab.status === 'open' && locked.tab.totalCents > 0;
          throw new AppError('conflict', settleable ? TIP_TAB_MESSAGES.noCard : TIP_TAB_MESSAGES.nothingToSettle);
        }
        const { tab: charged, card } = locked;
        if (!card) throw new AppError('conflict', TIP_TAB_MESSAGES.noCard);
        return {
          finisher: TAB_CHARGE_FINISHER,
          data: { tabId },
          subject: `tab:${tabId}`,
          calls: [
            {
              purpose: 'tab-charge',
              call: {
                operation: 'charge',
                input: {
                  amountCents: charged.totalCents,
                  paymentMethod: card.paymentMethodRef,
                  ...(card.customerRef ? { customer: card.customerRef } : {}),
                  description: 'Tips on Pulse',
                  transferGroup: `tab:${tabId}`,
                },
              },
            },
          ],
        };
      },
      (tx, claim) => tipsQueries(tx).lockCharge(tabId, reason, claim),
    );
  }

  return {
    /**
     * A tip. A signed-in fan without a payment method tips onto their tab (their saved card is charged later);
     * with one, or as a guest, it is a one-off charge, as before tabs.
     */
    async tip(
      fan: { id: string; isGuest: boolean },
      creatorId: string,
      key: string,
      input: TipInput,
    ): Promise<Reply<TipReplies>> {
      if (!input.paymentMethod && !fan.isGuest) return tipOnTab(fan.id, creatorId, key, input);
      const creator = await tippable(fan.id, creatorId);
      if (!input.paymentMethod) {
        throw new AppError('bad_request', PAYMENT_METHOD_REQUIRED, { paymentMethod: PAYMENT_METHOD_REQUIRED });
      }
      const paymentMethod = input.paymentMethod;
      return steps.run<TipReplies>(
        { userId: fan.id, key, route: 'POST /api/creators/:id/tips', request: { creatorId, ...input } },
        async () => ({
          finisher: ONE_OFF_FINISHER,
          data: {
            creatorId: creator.id,
            creatorName: creator.name,
            amountCents: input.amountCents,
            note: input.note || undefined,
            anonymous: input.anonymous ?? false,
          },
          subject: null,
          calls: [
            {
              purpose: 'tip',
              call: {
                operation: 'charge',
                input: { amountCents: input.amountCents, paymentMethod, description: `Tip for ${creator.name}` },
              },
            },
          ],
        }),
      );
    },

    myTab,

    /** Takes a pending tip off the open tab: nothing was charged, so nothing moves but the ledger's tab lines. */
    async cancelTip(fanId: string, tipId: string): Promise<{ tab: TabView | null }> {
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const tq = tipsQueries(tx);
        const found = await tq.findTipOf(fanId, tipId);
        if (!found?.tabId) throw new AppError('not_found', TIP_TAB_MESSAGES.tipNotFound);
        const tab = await tq.lockTab(found.tabId);
        const tip = await tq.lockTip(tipId);
        if (tab?.status === 'charging') throw new AppError('conflict', TIP_TAB_MESSAGES.tabBusy);
        if (!tab || !tip || tip.status !== 'pending' || tab.status !== 'open') {
          throw new AppError('conflict', TIP_TAB_MESSAGES.notPending);
        }
        await ledgerQueries(tx).postTransaction({
          kind: 'tip_cancel',
          dealId: null,
          actorId: fanId,
          memo: 'Tip taken off the tab before its charge',
          postings: planTabTipUndone(fanId, tip.creatorId, tip.amountCents),
        });
        await tq.setTip(tipId, { status: 'cancelled' });
        await tq.addToTab(tab.id, -tip.amountCents);
      });
      return { tab: (await myTab(fanId)).tab };
    },

    chargeTab,

    /**
     * The fan settles a tab of theirs now. By the tab's id, so pressing twice replays the first answer rather than
     * finding the tab already paid; another fan's tab is not found.
     */
    async settle(fanId: string, tabId: string): Promise<Reply<SettleReplies>> {
      const tab = await q.findTab(tabId);
      if (!tab || tab.fanId !== fanId) throw new AppError('not_found', TIP_TAB_MESSAGES.tabNotFound);
      return (await chargeTab(tab.id, 'settle'))!;
    },

    /**
     * Tries a declined tab again: its tips go back on the fan's open tab and that tab is charged now, to the card
     * saved now. Each failed tip goes back once per card (its own key), and never again once a try of it is
     * pending or paid, whatever the clicks; a creative the fan can no longer tip (suspended, blocked) is left out.
     */
    async retry(fanId: string, tabId: string): Promise<Reply<SettleReplies>> {
      const tab = await q.findTab(tabId);
      if (!tab || tab.fanId !== fanId) throw new AppError('not_found', TIP_TAB_MESSAGES.tabNotFound);
      if (tab.status !== 'failed') throw new AppError('conflict', TIP_TAB_MESSAGES.notRetryable);
      const card = await q.liveCard(fanId);
      if (!card) throw new AppError('conflict', TIP_TAB_MESSAGES.noCard);
      let retried: string | null = null;
      for (const t of await q.tipsOfTabs([tabId], 'failed')) {
        const earlier = await q.retriesOf(fanId, t.id);
        const live = earlier.find((r) => r.status === 'pending' || r.status === 'paid');
        if (live) {
          retried = live.tabId;
          continue;
        }
        const creator = await tippable(fanId, t.creatorId).catch(() => null);
        if (!creator) continue;
        const input = { amountCents: t.amountCents, note: t.note ?? undefined, anonymous: t.anonymous };
        const reply = await tipOnTab(fanId, creator.id, `tab-retry:${t.id}:${card.id}`, input);
        if (reply.statusCode === 201) retried = reply.body.tip.tabId;
      }
      if (!retried) throw new AppError('conflict', TIP_TAB_MESSAGES.nothingToSettle);
      return (await chargeTab(retried, 'settle'))!;
    },

    /** Tabs due now (a page of them), for the sweep. */
    dueTabs(now: Date, limit = 500) {
      return q.dueTabs(now, limit);
    },

    /** An admin refunds a paid tip to the fan's card (Idempotency-Key). */
    async refund(adminId: string, tipId: string, key: string): Promise<Reply<RefundReplies>> {
      return steps.run<RefundReplies>(
        { userId: adminId, key, route: 'POST /api/admin/tips/:id/refund', request: { tipId } },
        async (tx) => {
          const tq = tipsQueries(tx);
          const tip = await tq.lockTip(tipId);
          if (!tip) throw new AppError('not_found', TIP_TAB_MESSAGES.tipNotFound);
          if (tip.status !== 'paid') throw new AppError('conflict', TIP_TAB_MESSAGES.notRefundable);
          const chargeRef = await tq.chargeRefOf(tip);
          if (!chargeRef) throw new AppError('conflict', TIP_TAB_MESSAGES.notRefundable);
          return {
            finisher: TIP_REFUND_FINISHER,
            data: { tipId },
            subject: `tip:${tipId}`,
            calls: [
              {
                purpose: 'tip-refund',
                call: { operation: 'refund', input: { chargeRef, amountCents: tip.amountCents } },
              },
            ],
          };
        },
      );
    },

    /** The latest paid tips for an admin to refund. */
    async recentPaid(limit = 30): Promise<AdminTipsResponse> {
      const rows = await q.recentPaid(limit);
      return {
        tips: rows.map((r) => ({
          id: r.id,
          fan: r.fan,
          creator: r.creator,
          amountCents: r.amountCents,
          feeCents: r.feeCents,
          status: r.status,
          onTab: r.tabId !== null,
          paidAt: r.paidAt.toISOString(),
        })),
      };
    },

    /** Card fees per tip by week, tab and one-off side by side (admins). */
    async fees(weeks = 12): Promise<TipFeesResponse> {
      return { weeks: await q.feesByWeek(weeks) };
    },
  };
}
export type TipsService = ReturnType<typeof createTipsService>;
