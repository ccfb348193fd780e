import { USAGE_TIER_LABELS } from '@pulse/domain/matching';
import { formatCount } from '@pulse/domain/numbers';

/** Whole dollars from cents, as the board and the cards show money. */
export function formatDollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '—';
  return `$${formatCount(Math.round(cents / 100))}`;
}

export function formatBudget(minCents: number | null, maxCents: number | null): string {
  if (minCents === null && maxCents === null) return 'Budget open';
  if (minCents === maxCents || minCents === null) return formatDollars(maxCents);
  return `${formatDollars(minCents)}–${formatDollars(maxCents)}`;
}

export function usageLabel(tier: string | null): string {
  if (!tier) return 'Any use';
  return (USAGE_TIER_LABELS as Record<string, string>)[tier] ?? tier;
}
