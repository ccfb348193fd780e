import {
  type Brief,
  type BriefMatch,
  MATCH_CARD_GEAR,
  MATCH_CARD_RECENT_WORK,
  MATCH_CARD_TAGS,
} from '@pulse/domain/briefs';
import { earnedPulseScore } from '@pulse/domain/earned-numbers';
import type { MatchBrief, MatchCandidate } from '@pulse/domain/matching';
import { workMediaOf } from '../creators/works.repository';
import { recentWorkOf } from '../discovery/creator-card';
import type { BriefRow, BriefsRepository, CreatorProfileRow, SnippetRow } from './briefs.repository';

/** Rows to the API's shapes, and rows to what the matching engine reads. */

export function toBrief(row: BriefRow & { matchCount: number }): Brief {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    source: row.source,
    title: row.title,
    description: row.description,
    details: row.details,
    category: row.category,
    usageType: row.usageType,
    budgetMinCents: row.budgetMinCents,
    budgetMaxCents: row.budgetMaxCents,
    deadline: row.deadline,
    tags: row.tags,
    matchCount: row.matchCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type MatchRow = Awaited<ReturnType<BriefsRepository['listMatches']>>[number];

export function toMatch(row: MatchRow): BriefMatch {
  const { submission: s, profile, snippet } = row;
  return {
    id: s.id,
    status: s.status,
    matchScore: s.matchScore,
    scoreParts: s.scoreParts ?? null,
    reason: s.reason,
    priceQuoteCents: s.priceQuoteCents,
    usageTiers: s.usageTiers,
    ownershipPercentage: s.ownershipPercentage,
    submittedAt: s.submittedAt.toISOString(),
    creator: {
      id: s.creatorId,
      name: row.creatorName,
      location: profile?.location ?? '',
      niche: profile?.niche ?? '',
      authenticityScore: earnedPulseScore(profile?.authenticityScore ?? 0),
      vibeTags: (profile?.vibeTags ?? []).slice(0, MATCH_CARD_TAGS),
      recentWork: recentWorkOf((profile?.recentWork ?? []).slice(0, MATCH_CARD_RECENT_WORK)),
      gear: (profile?.gear ?? []).slice(0, MATCH_CARD_GEAR),
    },
    snippet: snippet
      ? {
          id: snippet.id,
          title: snippet.title,
          durationSeconds: snippet.durationSeconds,
          media: workMediaOf(row.snippetMedia),
        }
      : null,
    deal: row.deal?.id ? { id: row.deal.id, status: row.deal.status, amountCents: row.deal.amountCents } : null,
  };
}

export function matchBriefOf(row: BriefRow): MatchBrief {
  return {
    tags: row.tags,
    category: row.category,
    usageType: row.usageType,
    budgetMinCents: row.budgetMinCents,
    budgetMaxCents: row.budgetMaxCents,
  };
}

/**
 * A creative as the engine sees them: their vibe tags plus the snippet's tags and categories, the snippet's
 * usage tiers (unknown without a snippet), and the quote, else their collaboration rate.
 */
export function matchCandidateOf(
  profile: CreatorProfileRow | null,
  snippet: SnippetRow | null,
  priceCents: number | null = null,
): MatchCandidate {
  return {
    tags: [...(profile?.vibeTags ?? []), ...(snippet?.tags ?? []), ...(snippet?.categories ?? [])],
    category: profile?.category ?? '',
    usageTiers: snippet ? snippet.usageTiers : null,
    priceCents: priceCents ?? profile?.collaborationRateCents ?? null,
  };
}
