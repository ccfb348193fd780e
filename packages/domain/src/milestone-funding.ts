import { formatCents } from './ledger';

/**
 * How a deal's money goes into escrow (issue 31 item 3, decisions 067 and 072): all at once (`upfront`, a
 * project or a license), a month at a time (`monthly`, a retainer), or a milestone at a time (`milestone`, a
 * project whose partner chose it before both signed: the escrow keeps milestone 1 and refunds the rest, and each
 * later milestone is funded once the one before it is approved).
 */
export const FUNDING_MODES = ['upfront', 'monthly', 'milestone'] as const;
export type FundingMode = (typeof FUNDING_MODES)[number];

/** Modes in which each milestone is funded on its own, so the next one may wait for its money. */
export const FUNDED_EACH: readonly FundingMode[] = ['monthly', 'milestone'];

export const FUNDING_MESSAGES = {
  notYours: 'Only the partner chooses how the deal is funded.',
  alreadyEach: 'This deal is funded one milestone at a time already.',
  oneMilestone: 'A plan of one milestone is funded whole. Add milestones first.',
  notNow: 'A deal switches to one milestone at a time after you hire, before both sides sign, with nothing released.',
  notFunded: (label: string) =>
    `${label} is not funded yet. The partner funds each milestone once the one before it is approved.`,
  fixedFunded: (label: string) => `${label} is funded: its name, amount and date stay as they are.`,
  nothingToFund: 'Every milestone of this deal is funded or settled.',
  fundedWhole: 'This deal was funded in full; there is nothing more to fund.',
} as const;

/** "Month 2" (a retainer's month, by its title) or "Milestone 2" (a project's, whatever its title says). */
export function fundingName(mode: FundingMode, milestone: { position: number; title: string }): string {
  return mode === 'monthly' ? milestone.title : `Milestone ${milestone.position}`;
}

/** While the partner may fund the next milestone or month: once hired, until the plan is settled. */
export const FUND_NEXT_STATUSES = ['accepted', 'signed', 'delivered', 'disputed'] as const;

/** While a deal may switch to funding one milestone at a time: hired, not yet signed by both. */
export const FUND_EACH_STATUSES = ['accepted'] as const;

/** The milestones a plan's rules read: position, amount, state and whether its money is in escrow. */
interface FundingMilestone {
  position: number;
  amountCents: number;
  status: string;
  funded: boolean;
  releasedCents: number;
}

/**
 * Why a deal cannot switch to one milestone at a time now, or null when it can: the partner's choice, on a
 * deal funded whole, hired and not yet signed by both, whose plan has two or more milestones and released
 * nothing. What it refunds is every milestone but the first.
 */
export function fundEachIssue(input: {
  mode: FundingMode;
  /** `accepted` is hired and not yet signed by both (signing by both moves a deal to `signed`). */
  status: string;
  isPartner: boolean;
  milestones: readonly FundingMilestone[];
}): string | null {
  if (!input.isPartner) return FUNDING_MESSAGES.notYours;
  if (input.mode !== 'upfront')
    return input.mode === 'milestone' ? FUNDING_MESSAGES.alreadyEach : FUNDING_MESSAGES.notNow;
  if (input.milestones.length < 2) return FUNDING_MESSAGES.oneMilestone;
  const released = input.milestones.some((m) => m.releasedCents > 0 || m.status !== 'open');
  const allFunded = input.milestones.every((m) => m.funded);
  const hired = (FUND_EACH_STATUSES as readonly string[]).includes(input.status);
  if (!hired || released || !allFunded) return FUNDING_MESSAGES.notNow;
  return null;
}

/** What switching gives back: every milestone after the first, by their amounts. */
export function fundEachRefundCents(milestones: readonly { position: number; amountCents: number }[]): number {
  return milestones.filter((m) => m.position > 1).reduce((sum, m) => sum + m.amountCents, 0);
}

/** The next milestone (or month) to fund: the first neither funded nor settled, in order. */
export function nextToFund<M extends { position: number; funded: boolean; status: string }>(
  milestones: readonly M[],
): M | null {
  return [...milestones].sort((a, b) => a.position - b.position).find((m) => !m.funded && m.status === 'open') ?? null;
}

/** The confirmation of the switch on the deal page. */
export const FUND_EACH_COPY = {
  body: 'Milestone 1 stays in escrow. Each later milestone is funded once the one before it is approved: charged to your saved card, or funded by you from this page. The creative delivers a milestone once it is funded.',
  done: 'Funded one milestone at a time.',
} as const;

/** "Pulse refunds $600 (milestones 2 and 3) to your card now." */
export function fundEachSummary(milestones: readonly { position: number; amountCents: number }[]): string {
  const later = milestones.filter((m) => m.position > 1).map((m) => m.position);
  const names =
    later.length === 1 ? `milestone ${later[0]}` : `milestones ${later.slice(0, -1).join(', ')} and ${later.at(-1)}`;
  return `Pulse refunds ${formatCents(fundEachRefundCents(milestones))} (${names}) to your card now.`;
}

/** The line on the deal page that names the card later milestones are charged to, by funding mode. */
const startLine = (later: string, when: string) => ({
  withCard: (card: string) => `Each later ${later} is charged to your ${card} ${when}.`,
  withoutCard: `Save a card and each later ${later} is charged to it ${when}.`,
  guest: `Sign up to save a card and have each later ${later} charged ${when}.`,
});

/**
 * A milestone funded one at a time is charged to the partner's saved card when it starts (decision 070): a
 * retainer's month on its first day, a project's milestone once the one before it is approved. Without a card,
 * or when it is declined, the partner is told to fund it by hand.
 */
export const START_CHARGE_COPY = {
  line: {
    monthly: startLine('month', 'when it starts'),
    milestone: startLine('milestone', 'once the one before it is approved'),
  },
  startsTitle: (deal: string, name: string) => `${deal}: ${name} starts`,
  chargedTitle: (deal: string, name: string) => `${deal}: ${name} funded`,
  charged: (name: string, amountCents: number, card: string) =>
    `${name} (${formatCents(amountCents)}) started and was charged to your ${card}. It is in escrow.`,
  declined: (name: string, amountCents: number, card: string) =>
    `${name} (${formatCents(amountCents)}) has started and your ${card} was declined. Fund it with another card so the work can go on.`,
  unfunded: (name: string, amountCents: number) =>
    `${name} (${formatCents(amountCents)}) has started. Fund it so the work can go on.`,
} as const;
