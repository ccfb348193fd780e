import { SPLIT_PERCENTAGE_MESSAGE, splitsError } from '@pulse/domain/splits';
import {
  OWNERSHIP_DEFAULT,
  OWNERSHIP_MESSAGE,
  ownershipFromInput,
  type Snippet,
  type SnippetSplit,
  SPLIT_NAME_MESSAGE,
  type UsageTier,
} from '@pulse/domain/uploads';

/** The rights form as typed: text fields stay text until saved, so "blank becomes 0" happens once, here. */
export interface RightsDraft {
  ownership: string;
  usageTiers: UsageTier[];
  splits: { key: number; name: string; percentage: string }[];
}

export function emptyRightsDraft(): RightsDraft {
  return { ownership: String(OWNERSHIP_DEFAULT), usageTiers: [], splits: [] };
}

export function rightsDraftOf(snippet: Pick<Snippet, 'ownershipPercentage' | 'usageTiers' | 'splits'>): RightsDraft {
  return {
    ownership: String(snippet.ownershipPercentage),
    usageTiers: snippet.usageTiers as UsageTier[],
    splits: snippet.splits.map((s, i) => ({ key: i, name: s.name, percentage: String(s.percentage) })),
  };
}

export interface RightsErrors {
  ownership?: string;
  splits?: string;
}

export type RightsResult =
  | { ok: true; value: { ownershipPercentage: number; usageTiers: UsageTier[]; splits: SnippetSplit[] } }
  | { ok: false; errors: RightsErrors };

/** The draft as the API's fields, or the messages the form shows (the same ones the server gives). */
export function readRights(draft: RightsDraft): RightsResult {
  const errors: RightsErrors = {};
  const ownership = ownershipFromInput(draft.ownership);
  if (ownership === null) errors.ownership = OWNERSHIP_MESSAGE;

  const splits: SnippetSplit[] = [];
  for (const row of draft.splits) {
    const percentage = ownershipFromInput(row.percentage);
    if (row.name.trim() === '') errors.splits ??= SPLIT_NAME_MESSAGE;
    if (percentage === null) errors.splits ??= SPLIT_PERCENTAGE_MESSAGE;
    splits.push({ name: row.name.trim(), percentage: percentage ?? 0 });
  }
  const total = splitsError(splits);
  if (total) errors.splits ??= total;

  if (errors.ownership || errors.splits) return { ok: false, errors };
  return { ok: true, value: { ownershipPercentage: ownership!, usageTiers: draft.usageTiers, splits } };
}
