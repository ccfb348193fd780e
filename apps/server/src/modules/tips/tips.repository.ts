import {
  TAB_CHARGE_AT_CENTS,
  TAB_MAX_AGE_DAYS,
  type TabChargeReason,
  type TabStatus,
  type TipStatus,
} from '@pulse/domain/tip-tab';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { namedStatement, type ShapedWrite, shapedInsert, tableRows } from '../../db/named-statement';
import { user } from '../../db/schema/auth';
import { idempotencyKeys, payments, providerAttempts, savedCards, tips, tipTabs } from '../../db/schema/ledger';
import { textList } from '../../db/sql-lists';
import { newId } from '../../lib/ids';
import { claimKeySql, claimValues, type KeyClaim } from '../payments/ledger.repository';
import { blockedWithSql } from '../safety/safety.repository';

export type TabRow = typeof tipTabs.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;
export type TipRow = typeof tips.$inferSelect;
export type TabTipRow = TipRow & { creatorName: string };

/** The key a tab's one charge runs under, whoever starts it (the fan, the threshold, the 7-day sweep). */
export const tabChargeKey = (tabId: string) => `tab-charge:${tabId}`;

const tabRows = tableRows(tipTabs);

/** Who a tab tip is for, as the locked read gives it (null when there is no such account). */
interface TipTargetJson {
  id: string;
  name: string;
  creatorStatus: string | null;
  suspendedAt: string | null;
  blocked: boolean;
}

export type LockedTab = {
  tab: TabRow;
  cardId: string | null;
  unpaidCents: number;
  fanName: string;
  creator: (Omit<TipTargetJson, 'suspendedAt'> & { suspendedAt: Date | null }) | null;
};

/**
 * The money steps' guard of a tab tip (money-steps `run`): the fan's open tab locked, with what the tip needs
 * read beside it, and the Idempotency-Key claimed after the lock (see claimKeySql), in one statement. No row
 * when the fan has no open tab (nothing claimed then).
 */
const lockOpenTabStatement = namedStatement<
  Record<string, unknown> & {
    cardId: string | null;
    unpaid: string;
    fanName: string;
    target: TipTargetJson | null;
    claimed: number;
  }
>('tip_tab_lock_open', () => {
  const fanId = sql.placeholder('fanId');
  const creatorId = sql.placeholder('creatorId');
  return sql`with locked as (
      select ${tabRows.columns},
        (select ${savedCards.id} from ${savedCards}
          where ${savedCards.userId} = ${fanId} and ${savedCards.removedAt} is null) as "cardId",
        (select coalesce(sum(u.total_cents), 0) from ${tipTabs} u
          where u.fan_id = ${fanId} and u.status in ('open', 'charging'))::text as "unpaid",
        (select ${user.name} from ${user} where ${user.id} = ${fanId}) as "fanName",
        (select json_build_object('id', c.id, 'name', c.name, 'creatorStatus', c.creator_status,
            'suspendedAt', c.suspended_at, 'blocked', ${blockedWithSql(fanId, sql`c.id`)})
          from ${user} c where c.id = ${creatorId}) as "target"
      from ${tipTabs}
      where ${tipTabs.fanId} = ${fanId} and ${tipTabs.status} = 'open'
      for update of ${tipTabs}
    ),
    claimed as (${claimKeySql(sql`locked`)})
    select locked.*, (select count(*) from claimed)::int as "claimed" from locked`;
});

/** The card a tab's charge goes to, as the charge's guard reads it. */
export interface ChargeCard {
  id: string;
  paymentMethodRef: string;
  customerRef: string | null;
}

export type LockedCharge = { tab: TabRow; card: ChargeCard | null; marked: boolean } | null;

/**
 * The money steps' guard of a tab's charge, in one statement sent with BEGIN: the tab locked; when it is still
 * open, has something on it and a card to go to (the one it names, else the fan's live card), marked charging
 * with that card; and the charge's key claimed after the lock. A fan's next tip waits for this lock, so it is
 * taken as late and held as briefly as the charge allows (issue 33: the tip's p99). The tab comes back as it was
 * before the mark; `marked` says whether this statement marked it.
 */
const lockChargeStatement = namedStatement<
  Record<string, unknown> & { card: ChargeCard | null; marked: number; claimed: number }
>('tip_tab_lock_charge', () => {
  const tabId = sql.placeholder('tabId');
  return sql`with locked as (
      select ${tabRows.columns},
        coalesce(${tipTabs.cardId}, (select s.id from ${savedCards} s
          where s.user_id = ${tipTabs.fanId} and s.removed_at is null)) as "useCard"
      from ${tipTabs}
      where ${tipTabs.id} = ${tabId}
      for update of ${tipTabs}
    ),
    marked as (
      update ${tipTabs} set status = 'charging', charge_reason = ${sql.placeholder('reason')}, card_id = l."useCard"
      from locked l
      where ${tipTabs.id} = l.id and l.status = 'open' and l."totalCents" > 0 and l."useCard" is not null
      returning ${tipTabs.id}
    ),
    claimed as (${claimKeySql(sql`locked`)})
    select locked.*,
      (select json_build_object('id', s.id, 'paymentMethodRef', s.payment_method_ref, 'customerRef', s.customer_ref)
        from ${savedCards} s where s.id = locked."useCard") as "card",
      (select count(*) from marked)::int as "marked",
      (select count(*) from claimed)::int as "claimed"
    from locked`;
});

/** SQL of saved cards, tabs and their tips. Call inside a transaction where a tab's row lock matters. */
export function tipsQueries(db: Db) {
  return {
    async liveCard(userId: string): Promise<SavedCardRow | null> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), isNull(savedCards.removedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Replaces the fan's live card (one at a time; the old one is kept, removed, for the tabs it paid). */
    async saveCard(row: Omit<typeof savedCards.$inferInsert, 'id'>): Promise<SavedCardRow> {
      await db
        .update(savedCards)
        .set({ removedAt: new Date() })
        .where(and(eq(savedCards.userId, row.userId), isNull(savedCards.removedAt)));
      const [created] = await db
        .insert(savedCards)
        .values({ ...row, id: newId() })
        .returning();
      return created!;
    },

    async removeCard(cardId: string): Promise<void> {
      await db.update(savedCards).set({ removedAt: new Date() }).where(eq(savedCards.id, cardId));
    },

    /** Who a card would be saved for: their e-mail (the provider's customer) and whether they are a guest. */
    async cardHolder(userId: string): Promise<{ email: string; isAnonymous: boolean } | null> {
      const [account] = await db
        .select({ email: user.email, isAnonymous: user.isAnonymous })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return account ?? null;
    },

    async findCard(cardId: string): Promise<SavedCardRow | null> {
      const [row] = await db.select().from(savedCards).where(eq(savedCards.id, cardId)).limit(1);
      return row ?? null;
    },

    /**
     * The fan's open tab, locked for the rest of the transaction (opened first when there is none), with what
     * a tip onto it needs in the same round trip: their live card, what they owe on tabs not yet paid, their
     * name and the creative the tip is for. The lock serialises a fan's tips, so the unpaid limit holds
     * against a burst of them.
     */
    async lockOpenTab(
      fanId: string,
      creatorId: string,
      claim: KeyClaim,
    ): Promise<{ value: LockedTab; claimed: boolean }> {
      const values = { fanId, creatorId, ...claimValues(claim) };
      let [row] = await lockOpenTabStatement(db, values);
      if (!row) {
        await db.execute(
          sql`insert into ${tipTabs} (id, fan_id) values (${newId()}, ${fanId})
            on conflict (fan_id) where status = 'open' do nothing`,
        );
        [row] = await lockOpenTabStatement(db, values);
      }
      const target = row!.target;
      const value = {
        tab: tabRows.row(row!),
        cardId: row!.cardId,
        unpaidCents: Number(row!.unpaid),
        fanName: row!.fanName,
        creator: target && {
          ...target,
          suspendedAt: target.suspendedAt ? new Date(target.suspendedAt) : null,
        },
      };
      return { value, claimed: row!.claimed > 0 };
    },

    /** The creative a tip is for, and whether the fan and they blocked each other, in one round trip. */
    async tipTarget(fanId: string, creatorId: string) {
      const [row] = await db
        .select({
          id: user.id,
          name: user.name,
          creatorStatus: user.creatorStatus,
          suspendedAt: user.suspendedAt,
          blocked: blockedWithSql(fanId, user.id).mapWith(Boolean),
        })
        .from(user)
        .where(eq(user.id, creatorId))
        .limit(1);
      return row ?? null;
    },

    async lockTab(tabId: string): Promise<TabRow | null> {
      const [row] = await db.select().from(tipTabs).where(eq(tipTabs.id, tabId)).for('update');
      return row ?? null;
    },

    async findTab(tabId: string): Promise<TabRow | null> {
      const [row] = await db.select().from(tipTabs).where(eq(tipTabs.id, tabId)).limit(1);
      return row ?? null;
    },

    /** The tab a fan sees now: the open one, else the one being charged. */
    async currentTab(fanId: string): Promise<TabRow | null> {
      const [row] = await db
        .select()
        .from(tipTabs)
        .where(and(eq(tipTabs.fanId, fanId), inArray(tipTabs.status, ['open', 'charging'])))
        .orderBy(asc(tipTabs.openedAt))
        .limit(1);
      return row ?? null;
    },

    async pastTabs(fanId: string, limit: number): Promise<TabRow[]> {
      return db
        .select()
        .from(tipTabs)
        .where(and(eq(tipTabs.fanId, fanId), inArray(tipTabs.status, ['paid', 'failed'])))
        .orderBy(desc(tipTabs.openedAt))
        .limit(limit);
    },

    /** What the fan owes on tips not yet paid: their open tab and any being charged. */
    async unpaidCents(fanId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${tipTabs.totalCents}), 0)` })
        .from(tipTabs)
        .where(and(eq(tipTabs.fanId, fanId), inArray(tipTabs.status, ['open', 'charging'])));
      return Number(row?.total ?? 0);
    },

    async addToTab(tabId: string, deltaCents: number): Promise<number> {
      const [row] = await db
        .update(tipTabs)
        .set({ totalCents: sql`${tipTabs.totalCents} + ${deltaCents}` })
        .where(eq(tipTabs.id, tabId))
        .returning({ totalCents: tipTabs.totalCents });
      return row!.totalCents;
    },

    async updateTab(tabId: string, set: Partial<Omit<TabRow, 'id' | 'fanId'>>): Promise<void> {
      await db.update(tipTabs).set(set).where(eq(tipTabs.id, tabId));
    },

    /**
     * A tip onto its locked tab: the row it will be and the two writes (the tip, the tab's new total) for the
     * caller to send alongside the creative's notification, in one round trip (the hot path of tipping).
     */
    tabTipWrites(row: Omit<typeof tips.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & { tabId: string }) {
      const now = new Date();
      const tip: TipRow = {
        id: newId(),
        fanId: row.fanId,
        creatorId: row.creatorId,
        amountCents: row.amountCents,
        transactionId: row.transactionId ?? null,
        tabId: row.tabId,
        status: row.status ?? 'pending',
        note: row.note ?? null,
        anonymous: row.anonymous ?? false,
        feeCents: null,
        createdAt: now,
        updatedAt: now,
      };
      const writes: ShapedWrite[] = [
        shapedInsert(db, tips, [tip]),
        {
          shape: 'tab total',
          build: (value) =>
            db
              .update(tipTabs)
              .set({ totalCents: sql`${tipTabs.totalCents} + ${value('amountCents')}::int` })
              .where(eq(tipTabs.id, value('tabId'))),
          values: { amountCents: row.amountCents, tabId: row.tabId },
        },
      ];
      return { tip, writes };
    },

    async insertTip(row: Omit<typeof tips.$inferInsert, 'id'>): Promise<TipRow> {
      const [created] = await db
        .insert(tips)
        .values({ ...row, id: newId() })
        .returning();
      return created!;
    },

    /** The provider's fee on a charge the ledger just recorded (a one-off tip's, or a tab's). */
    async setPaymentFee(paymentId: string, feeCents: number): Promise<void> {
      await db.update(payments).set({ feeCents }).where(eq(payments.id, paymentId));
    },

    async lockTip(tipId: string): Promise<TipRow | null> {
      const [row] = await db.select().from(tips).where(eq(tips.id, tipId)).for('update');
      return row ?? null;
    },

    async setTip(tipId: string, set: { status: TipStatus; feeCents?: number | null; transactionId?: string }) {
      await db
        .update(tips)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(tips.id, tipId));
    },

    /** A charged tab's tips paid, each with its share of the fee, in one statement (ids and shares in order). */
    async setTipsPaid(transactionId: string, paid: readonly { id: string; feeCents: number }[]): Promise<void> {
      if (paid.length === 0) return;
      await db.execute(sql`update ${tips} set status = 'paid', fee_cents = p.fee::int,
          transaction_id = ${transactionId}, updated_at = now()
        from unnest(${textList(paid.map((t) => t.id))}, ${textList(paid.map((t) => String(t.feeCents)))})
          as p(id, fee)
        where ${tips.id} = p.id`);
    },

    async setTabTips(tabId: string, from: TipStatus, to: TipStatus): Promise<void> {
      await db
        .update(tips)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(tips.tabId, tabId), eq(tips.status, from)));
    },

    /** A tab's tips of one status (or all), oldest first, with their creatives' names. */
    async tipsOfTabs(tabIds: readonly string[], status?: TipStatus): Promise<TabTipRow[]> {
      if (tabIds.length === 0) return [];
      const rows = await db
        .select({ tip: tips, creatorName: user.name })
        .from(tips)
        .innerJoin(user, eq(user.id, tips.creatorId))
        .where(and(inArray(tips.tabId, [...tabIds]), status ? eq(tips.status, status) : undefined))
        .orderBy(asc(tips.createdAt), asc(tips.id));
      return rows.map((r) => ({ ...r.tip, creatorName: r.creatorName }));
    },

    /**
     * Tabs due for their charge: open with tips worth $10, or whose first tip is 7 days old; and tabs left
     * `charging` whose charge was given up before the provider got it (no pending call, no answer stored).
     */
    async dueTabs(now: Date, limit: number): Promise<{ id: string; fanId: string; status: TabStatus }[]> {
      const oldest = new Date(now.getTime() - TAB_MAX_AGE_DAYS * 86_400_000);
      return db
        .select({ id: tipTabs.id, fanId: tipTabs.fanId, status: tipTabs.status })
        .from(tipTabs)
        .where(
          sql`(${tipTabs.status} = 'open' and ${tipTabs.totalCents} > 0
                and (${tipTabs.totalCents} >= ${TAB_CHARGE_AT_CENTS} or ${tipTabs.openedAt} <= ${oldest}))
            or (${tipTabs.status} = 'charging'
                and not exists (select 1 from ${providerAttempts} a where a.user_id = ${tipTabs.fanId}
                  and a.key = 'tab-charge:' || ${tipTabs.id} and a.status = 'pending')
                and not exists (select 1 from ${idempotencyKeys} k where k.user_id = ${tipTabs.fanId}
                  and k.key = 'tab-charge:' || ${tipTabs.id}))`,
        )
        .orderBy(asc(tipTabs.openedAt))
        .limit(limit);
    },

    /** See lockChargeStatement. */
    async lockCharge(
      tabId: string,
      reason: TabChargeReason,
      claim: KeyClaim,
    ): Promise<{ value: LockedCharge; claimed: boolean }> {
      const [row] = await lockChargeStatement(db, { tabId, reason, ...claimValues(claim) });
      if (!row) return { value: null, claimed: false };
      return { value: { tab: tabRows.row(row), card: row.card, marked: row.marked > 0 }, claimed: row.claimed > 0 };
    },

    /** The latest paid and refunded tips, newest first, with both people's names (the admin's refund list). */
    async recentPaid(limit: number) {
      const fan = alias(user, 'fan');
      const creator = alias(user, 'creator');
      return db
        .select({
          id: tips.id,
          fan: fan.name,
          creator: creator.name,
          amountCents: tips.amountCents,
          feeCents: tips.feeCents,
          status: tips.status,
          tabId: tips.tabId,
          paidAt: tips.updatedAt,
        })
        .from(tips)
        .innerJoin(fan, eq(fan.id, tips.fanId))
        .innerJoin(creator, eq(creator.id, tips.creatorId))
        .where(inArray(tips.status, ['paid', 'refunded']))
        .orderBy(desc(tips.updatedAt), desc(tips.id))
        .limit(limit);
    },

    /** Paid tips by week, as the card fee took from them, for the admin (GET /api/admin/tip-fees). */
    async feesByWeek(weeks: number) {
      const since = new Date(Date.now() - weeks * 7 * 86_400_000);
      const rows = await db
        .select({
          weekStart: sql<string>`to_char(date_trunc('week', ${tips.updatedAt}), 'YYYY-MM-DD')`,
          mode: sql<'tab' | 'one-off'>`case when ${tips.tabId} is null then 'one-off' else 'tab' end`,
          tips: sql<string>`count(*)`,
          tipCents: sql<string>`sum(${tips.amountCents})`,
          feeCents: sql<string>`sum(${tips.feeCents})`,
        })
        .from(tips)
        .where(and(eq(tips.status, 'paid'), sql`${tips.feeCents} is not null`, sql`${tips.updatedAt} >= ${since}`))
        .groupBy(sql`1`, sql`2`)
        .orderBy(sql`1 desc`, sql`2`);
      return rows.map((r) => ({
        weekStart: r.weekStart,
        mode: r.mode,
        tips: Number(r.tips),
        tipCents: Number(r.tipCents),
        feeCents: Number(r.feeCents),
      }));
    },

    /** A tip of this fan's (null for anyone else's: a 404, never a 403 that says it exists). */
    async findTipOf(fanId: string, tipId: string): Promise<TipRow | null> {
      const [row] = await db
        .select()
        .from(tips)
        .where(and(eq(tips.id, tipId), eq(tips.fanId, fanId)))
        .limit(1);
      return row ?? null;
    },

    /** The tips made by earlier tries of a declined tip (`tab-retry:<tip>:<card>` keys), with their state now. */
    async retriesOf(fanId: string, tipId: string): Promise<{ status: TipStatus; tabId: string | null }[]> {
      return db
        .select({ status: tips.status, tabId: tips.tabId })
        .from(idempotencyKeys)
        .innerJoin(tips, sql`${tips.id} = ${idempotencyKeys.response} -> 'tip' ->> 'id'`)
        .where(and(eq(idempotencyKeys.userId, fanId), sql`${idempotencyKeys.key} like ${`tab-retry:${tipId}:%`}`));
    },

    /** The provider's reference of the charge that paid a tip: its tab's charge, or its own. */
    async chargeRefOf(tip: TipRow): Promise<string | null> {
      const [row] = await db
        .select({ ref: payments.providerRef })
        .from(payments)
        .where(
          tip.tabId
            ? sql`${payments.id} = (select ${tipTabs.paymentId} from ${tipTabs} where ${tipTabs.id} = ${tip.tabId})`
            : and(eq(payments.transactionId, tip.transactionId ?? ''), eq(payments.kind, 'charge')),
        )
        .limit(1);
      return row?.ref ?? null;
    },
  };
}
export type TipsQueries = ReturnType<typeof tipsQueries>;
