import { splitAmounts } from './ledger';

/**
 * Collaborator splits (spec part 1, sections 2, 3 and 9; decisions 013 and 016): who shares a deal's or a
 * beat's money and by what whole percent. One rule for the shared splits field on the web and for the
 * server, so the messages match.
 *
 * Endpoints:
 * - PUT /api/deals/:id/splits     the deal's own creative, while it is accepted and unsigned (UpdateDealSplitsRequest)
 * - GET /api/collaborators?q=     a creative searches approved creatives by name (CollaboratorSearchResponse)
 */

/** A deal is shared by at most this many people, its creative included. */
export const DEAL_SPLIT_MAX_PARTIES = 5;

export const SPLIT_MESSAGES = {
  noParties: 'Add at least one person to the split.',
  tooMany: (max: number) => `At most ${max} people can share it, you included.`,
  account: 'Each collaborator must be an approved Pulse creative.',
  duplicate: 'List each collaborator once.',
  percent: 'Each share is a whole percent from 1 to 100.',
  total: (total: number) => `Shares must add up to 100%. They add up to ${total}% now.`,
  ownerShare: 'You need to keep a share for yourself.',
  ownerOnly: 'Only the deal’s creative can change its splits.',
  notEditable: 'Splits can be changed once the deal is accepted and until the contract is signed.',
  searchTooLong: 'Keep the search under 80 characters.',
} as const;

export interface SplitParty {
  userId: string;
  percentage: number;
}

export interface SplitRules {
  /** The person whose deal or beat it is; they hold whatever the collaborators do not. */
  ownerId: string;
  maxParties: number;
  /** Deals: the creative must keep a share. Beats: a producer may give the whole price away. */
  ownerKeepsShare: boolean;
}

export interface SplitListErrors {
  /** By the party's index in the list. */
  rows: Record<number, string>;
  /** About the list as a whole (size, total, the owner's share). */
  list: string | null;
}

export const dealSplitRules = (ownerId: string): SplitRules => ({
  ownerId,
  maxParties: DEAL_SPLIT_MAX_PARTIES,
  ownerKeepsShare: true,
});

/** A beat's collaborators (decision 016): up to the upload wizard's limit; the producer may keep nothing. */
export const beatSplitRules = (ownerId: string): SplitRules => ({
  ownerId,
  maxParties: MAX_SPLITS,
  ownerKeepsShare: false,
});

export function splitTotal(parties: readonly { percentage: number }[]): number {
  return parties.reduce((sum, p) => sum + (Number.isFinite(p.percentage) ? p.percentage : 0), 0);
}

/** Every problem with a split list: per party, then for the list. */
export function splitListErrors(parties: readonly SplitParty[], rules: SplitRules): SplitListErrors {
  const rows: Record<number, string> = {};
  if (parties.length === 0) return { rows, list: SPLIT_MESSAGES.noParties };
  if (parties.length > rules.maxParties) return { rows, list: SPLIT_MESSAGES.tooMany(rules.maxParties) };
  const total = splitTotal(parties);
  const seen = new Set<string>();
  let ownerShare = 0;
  /** The others' total when they leave the owner less than nothing. */
  let overdrawn: number | null = null;
  parties.forEach((p, i) => {
    const id = p.userId.trim();
    const whole = Number.isInteger(p.percentage);
    const owner = id === rules.ownerId && whole && !seen.has(id);
    if (owner) ownerShare += p.percentage;
    if (id === '') rows[i] = SPLIT_MESSAGES.account;
    else if (seen.has(id)) rows[i] = SPLIT_MESSAGES.duplicate;
    else if (owner && p.percentage <= 0) {
      // The owner's empty or overdrawn share is said once, for the list.
      if (p.percentage < 0) overdrawn = total - p.percentage;
    } else if (!whole || p.percentage > 100 || p.percentage < 1) rows[i] = SPLIT_MESSAGES.percent;
    seen.add(id);
  });
  let list: string | null = null;
  if (overdrawn !== null) list = SPLIT_MESSAGES.total(overdrawn);
  else if (total !== 100) list = SPLIT_MESSAGES.total(total);
  else if (rules.ownerKeepsShare && ownerShare < 1) list = SPLIT_MESSAGES.ownerShare;
  return { rows, list };
}

/** The first problem with a split list, or null when it may be saved. */
export function splitListError(parties: readonly SplitParty[], rules: SplitRules): string | null {
  const { rows, list } = splitListErrors(parties, rules);
  const first = Object.keys(rows)
    .map(Number)
    .sort((a, b) => a - b)[0];
  return first !== undefined ? (rows[first] as string) : list;
}

/** The owner's share: what the collaborators leave (may be negative while someone is typing). */
export function ownerRemainder(collaborators: readonly { percentage: number }[]): number {
  return 100 - splitTotal(collaborators);
}

/**
 * The whole list from the owner's collaborators: the owner first with the rest of the 100%. A beat's
 * producer who gives everything away (share 0, `ownerKeepsShare` false) is left out.
 */
export function partiesWithOwner(
  ownerId: string,
  collaborators: readonly SplitParty[],
  rules: Pick<SplitRules, 'ownerKeepsShare'>,
): SplitParty[] {
  const rest = ownerRemainder(collaborators);
  if (collaborators.length === 0) return [];
  if (rest === 0 && !rules.ownerKeepsShare) return [...collaborators];
  return [{ userId: ownerId, percentage: rest }, ...collaborators];
}

/** Each party's amount (amount × percent / 100, largest remainder so they add up); null while invalid. */
export function splitShares(amountCents: number, parties: readonly { percentage: number }[]): number[] | null {
  if (parties.length === 0 || splitTotal(parties) !== 100) return null;
  if (parties.some((p) => !Number.isInteger(p.percentage) || p.percentage < 0 || p.percentage > 100)) return null;
  return splitAmounts(
    amountCents,
    parties.map((p) => p.percentage),
  );
}

// ---- A snippet's or a beat's collaborator splits (named people or accounts) ----

/** A snippet or a beat lists at most this many collaborators. */
export const MAX_SPLITS = 10;

export const SPLIT_PERCENTAGE_MESSAGE = 'Each split is a whole number from 0 to 100.';

export function splitsTotal(splits: readonly { percentage: number }[]): number {
  return splits.reduce((sum, s) => sum + s.percentage, 0);
}

export function splitsTotalMessage(total: number): string {
  return `Collaborator splits must add up to 100%. They add up to ${total}% now.`;
}

/** No splits means the creative keeps everything; otherwise every party is listed and they total 100. */
export function splitsError(splits: readonly { percentage: number }[]): string | null {
  if (splits.length === 0) return null;
  const total = splitsTotal(splits);
  return total === 100 ? null : splitsTotalMessage(total);
}
