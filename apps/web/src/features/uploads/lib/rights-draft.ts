import { OWNERSHIP_DEFAULT, type Snippet, type UsageTier } from '@pulse/domain/uploads';

/** The rights form as typed: text fields stay text until saved, so "blank becomes 0" happens once, in the schema. */
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

/** The messages the rights fields show: the form's, from the server's rules. */
export interface RightsErrors {
  ownership?: string;
  splits?: string;
}
