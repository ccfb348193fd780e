import { z } from 'zod';
import { paymentMethodId, TipView } from './deals';
import { TAB_CHARGE_REASONS, TAB_STATUSES, TIP_STATUSES } from './tip-tab';

/** The API's shapes of saved cards and tabs; the rules and messages are in `tip-tab.ts` (decision 043). */

/** A saved card as the fan sees it: never more than brand and last four digits. */
export const SavedCard = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof SavedCard>;

/** POST /api/me/card: a payment method the browser made (Stripe's card element, or a sandbox test card). */
export const SaveCardRequest = z.object({ paymentMethod: paymentMethodId });
export type SaveCardRequest = z.infer<typeof SaveCardRequest>;

export const SavedCardResponse = z.object({ card: SavedCard.nullable() });
export type SavedCardResponse = z.infer<typeof SavedCardResponse>;

/** A tip on the fan's own tab, with whom it is for. */
export const TabTip = TipView.extend({
  creatorName: z.string(),
  note: z.string().nullable(),
  anonymous: z.boolean(),
});
export type TabTip = z.infer<typeof TabTip>;

export const TabView = z.object({
  id: z.string(),
  status: z.enum(TAB_STATUSES),
  totalCents: z.number().int(),
  openedAt: z.string(),
  /** When it is charged at the latest, unless it reaches $10 first. */
  chargeBy: z.string(),
  chargeReason: z.enum(TAB_CHARGE_REASONS).nullable(),
  /** The charge's card fee, once charged. */
  feeCents: z.number().int().nullable(),
  chargedAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** A declined tab whose tips were tried again and are pending or paid on a later tab. */
  retried: z.boolean(),
  tips: z.array(TabTip),
});
export type TabView = z.infer<typeof TabView>;

/** GET /api/me/tab: the open tab (or the one being charged), the saved card, and the last charged tabs. */
export const MyTabResponse = z.object({
  tab: TabView.nullable(),
  card: SavedCard.nullable(),
  /** What the fan owes on tips not yet paid, and the most they may owe. */
  unpaidCents: z.number().int(),
  unpaidLimitCents: z.number().int(),
  history: z.array(TabView),
});
export type MyTabResponse = z.infer<typeof MyTabResponse>;

/** POST /api/me/tab/settle (Idempotency-Key): the tab as charged; a decline answers 402. */
export const SettleTabResponse = z.object({ tab: TabView });
export type SettleTabResponse = z.infer<typeof SettleTabResponse>;

/** One week of tips as an admin sees what card fees took (GET /api/admin/tip-fees). */
export const TipFeeWeek = z.object({
  weekStart: z.string(),
  mode: z.enum(['tab', 'one-off']),
  tips: z.number().int(),
  tipCents: z.number().int(),
  feeCents: z.number().int(),
});
export type TipFeeWeek = z.infer<typeof TipFeeWeek>;
export const TipFeesResponse = z.object({ weeks: z.array(TipFeeWeek) });
export type TipFeesResponse = z.infer<typeof TipFeesResponse>;

/** A paid (or refunded) tip as an admin sees it, to refund it (GET /api/admin/tips). */
export const AdminTip = z.object({
  id: z.string(),
  fan: z.string(),
  creator: z.string(),
  amountCents: z.number().int(),
  feeCents: z.number().int().nullable(),
  status: z.enum(TIP_STATUSES),
  onTab: z.boolean(),
  paidAt: z.string(),
});
export type AdminTip = z.infer<typeof AdminTip>;
export const AdminTipsResponse = z.object({ tips: z.array(AdminTip) });
export type AdminTipsResponse = z.infer<typeof AdminTipsResponse>;
