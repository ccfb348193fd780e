/**
 * The deal state machine (DESIGN 5.3): one for every paid engagement, a selected project applicant or a
 * licensed snippet. Main path posted → funded → accepted → signed → delivered → paid → complete, with
 * cancelled, disputed and refunded off it. Every step names the parties who may take it and from where;
 * the server checks it against the actor before it moves anything.
 */

export const DEAL_STATUSES = [
  'posted',
  'funded',
  'accepted',
  'signed',
  'delivered',
  'paid',
  'complete',
  'cancelled',
  'disputed',
  'refunded',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const MAIN_PATH: readonly DealStatus[] = [
  'posted',
  'funded',
  'accepted',
  'signed',
  'delivered',
  'paid',
  'complete',
];

/** Who acts: the deal's partner, its creative, an admin, or the platform itself (auto-approval, payouts). */
export type DealParty = 'brand' | 'creator' | 'admin' | 'system';

/** What each step does to money. */
export type MoneyEffect = 'fund' | 'release' | 'refund' | 'split' | 'payout' | null;

export const DEAL_ACTIONS = [
  'fund',
  'select',
  'sign',
  'deliver',
  'request_changes',
  'approve',
  'dispute',
  'resolve_release',
  'resolve_refund',
  'resolve_split',
  'payout',
  'cancel',
  'refund',
] as const;
export type DealAction = (typeof DEAL_ACTIONS)[number];

interface Step {
  to: DealStatus;
  /** The statuses each party may take this step from. */
  by: Partial<Record<DealParty, readonly DealStatus[]>>;
  money: MoneyEffect;
}

export const DEAL_STEPS: Record<DealAction, Step> = {
  fund: { to: 'funded', by: { brand: ['posted'] }, money: 'fund' },
  // The partner picks an applicant; a license's creative is picked already, so the platform accepts.
  select: { to: 'accepted', by: { brand: ['funded'], system: ['funded'] }, money: null },
  // Each side signs the contract; the deal is signed once both signed the same document (deal-contract.ts).
  sign: { to: 'signed', by: { brand: ['accepted'], creator: ['accepted'] }, money: null },
  deliver: { to: 'delivered', by: { creator: ['signed'] }, money: null },
  request_changes: { to: 'signed', by: { brand: ['delivered'] }, money: null },
  // Approval releases escrow; the platform approves a delivery left unanswered (AUTO_APPROVE_DAYS).
  approve: { to: 'paid', by: { brand: ['delivered'], admin: ['delivered'], system: ['delivered'] }, money: 'release' },
  dispute: { to: 'disputed', by: { brand: ['signed', 'delivered'], creator: ['signed', 'delivered'] }, money: null },
  resolve_release: { to: 'paid', by: { admin: ['disputed'] }, money: 'release' },
  resolve_refund: { to: 'refunded', by: { admin: ['disputed'] }, money: 'refund' },
  resolve_split: { to: 'paid', by: { admin: ['disputed'] }, money: 'split' },
  payout: { to: 'complete', by: { creator: ['paid'], admin: ['paid'], system: ['paid'] }, money: 'payout' },
  cancel: { to: 'cancelled', by: { brand: ['posted'], admin: ['posted'] }, money: null },
  // Before the contract is signed by both, the partner may take the money back; later only an admin can.
  refund: {
    to: 'refunded',
    by: { brand: ['funded', 'accepted'], admin: ['funded', 'accepted', 'signed', 'delivered'] },
    money: 'refund',
  },
};

export type TransitionResult =
  | { ok: true; to: DealStatus; money: MoneyEffect }
  | { ok: false; reason: 'not_your_step' | 'wrong_status' };

/** Whether `party` may take `action` on a deal in `status`, and where it leads. */
export function transition(status: DealStatus, action: DealAction, party: DealParty): TransitionResult {
  const step = DEAL_STEPS[action];
  const from = step.by[party];
  if (!from) return { ok: false, reason: 'not_your_step' };
  if (!from.includes(status)) return { ok: false, reason: 'wrong_status' };
  return { ok: true, to: step.to, money: step.money };
}

/** The steps `party` can take now, in the order above. */
export function availableActions(status: DealStatus, party: DealParty): DealAction[] {
  return DEAL_ACTIONS.filter((a) => transition(status, a, party).ok);
}

/** Statuses in which the deal's escrow holds its funds. */
export function holdsEscrow(status: DealStatus): boolean {
  return (
    status === 'funded' ||
    status === 'accepted' ||
    status === 'signed' ||
    status === 'delivered' ||
    status === 'disputed'
  );
}

export function isTerminal(status: DealStatus): boolean {
  return status === 'complete' || status === 'cancelled' || status === 'refunded';
}

/** The partner's Deal Diary: six steps (spec part 2, section 4); signing sits inside Accepted. */
export const BRAND_DIARY_STEPS = ['posted', 'funded', 'accepted', 'delivered', 'paid', 'complete'] as const;
export type BrandDiaryStep = (typeof BRAND_DIARY_STEPS)[number];
export const BRAND_STEP_LABELS: Record<BrandDiaryStep, string> = {
  posted: 'Posted',
  funded: 'Funded',
  accepted: 'Accepted',
  delivered: 'Delivered',
  paid: 'Paid',
  complete: 'Complete',
};

/**
 * The diary step a deal has reached: its own status on the main path, else the last main-path status on
 * its timeline (a disputed delivery stays at Delivered).
 */
export function brandStepIndex(status: DealStatus, history: readonly DealStatus[] = []): number {
  const indexOf = (s: DealStatus) => {
    if (s === 'signed') return BRAND_DIARY_STEPS.indexOf('accepted');
    return (BRAND_DIARY_STEPS as readonly string[]).indexOf(s);
  };
  const own = indexOf(status);
  if (own >= 0) return own;
  let reached = 0;
  for (const s of history) reached = Math.max(reached, indexOf(s));
  return reached;
}

/** Deal Diary tabs: Active is not paid and not complete (and not closed off), Completed is paid or complete. */
export const DIARY_FILTERS = ['all', 'active', 'completed'] as const;
export type DiaryFilter = (typeof DIARY_FILTERS)[number];
export const DIARY_FILTER_LABELS: Record<DiaryFilter, string> = {
  all: 'All Deals',
  active: 'Active',
  completed: 'Completed',
};

export function inDiaryFilter(status: DealStatus, filter: DiaryFilter): boolean {
  if (filter === 'all') return true;
  const completed = status === 'paid' || status === 'complete';
  if (filter === 'completed') return completed;
  return !completed && status !== 'cancelled' && status !== 'refunded';
}

/** The empty state's second line: "No deals yet" or "No {filter} deals". */
export function diaryEmptyText(filter: DiaryFilter): string {
  return filter === 'all' ? 'No deals yet' : `No ${filter} deals`;
}

/**
 * The creative's /creator/deals statuses (DESIGN 5.3): pending (accepted, awaiting signature), signed,
 * delivered, paid; complete reads as paid. A license waiting for funding is pending too (Sign comes once
 * it is funded); disputes, refunds and cancellations keep their own names.
 */
export const CREATOR_DIARY_STATUSES = [
  'pending',
  'signed',
  'delivered',
  'paid',
  'disputed',
  'refunded',
  'cancelled',
] as const;
export type CreatorDiaryStatus = (typeof CREATOR_DIARY_STATUSES)[number];
export const CREATOR_STATUS_LABELS: Record<CreatorDiaryStatus, string> = {
  pending: 'Pending',
  signed: 'Signed',
  delivered: 'Delivered',
  paid: 'Paid',
  disputed: 'Disputed',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export function creatorStatusOf(status: DealStatus): CreatorDiaryStatus {
  switch (status) {
    case 'posted':
    case 'funded':
    case 'accepted':
      return 'pending';
    case 'complete':
      return 'paid';
    default:
      return status;
  }
}

export const DEAL_STATUS_LABELS: Record<DealStatus, string> = {
  posted: 'Posted',
  funded: 'Funded',
  accepted: 'Accepted',
  signed: 'Signed',
  delivered: 'Delivered',
  paid: 'Paid',
  complete: 'Complete',
  cancelled: 'Cancelled',
  disputed: 'Disputed',
  refunded: 'Refunded',
};

export const DEAL_ACTION_LABELS: Record<DealAction, string> = {
  fund: 'Fund Project',
  select: 'Select',
  sign: 'Sign',
  deliver: 'Deliver',
  request_changes: 'Ask for changes',
  approve: 'Approve & release',
  dispute: 'Dispute',
  resolve_release: 'Release to creatives',
  resolve_refund: 'Refund partner',
  resolve_split: 'Split',
  payout: 'Payout',
  cancel: 'Cancel',
  refund: 'Cancel & refund',
};
