import {
  BRIEF_CLOSED_MESSAGE,
  BRIEF_NOT_DRAFT_MESSAGE,
  BRIEF_NOT_FOUND_MESSAGE,
  type BriefDetailResponse,
  type BriefResponse,
  type BriefsResponse,
  MATCH_PREVIEW_LIMIT,
  MATCHING_BRIEF_MIN_SCORE,
  MATCHING_BRIEFS_LIMIT,
  type MatchingBrief,
  type MatchingBriefsResponse,
  type MatchPreviewResponse,
  ONLY_PARTNERS_POST_MESSAGE,
  type PostBriefRequest,
  PUBLISH_NEEDS_APPROVAL_MESSAGE,
  SUBMISSION_MESSAGES,
  WEEKLY_RECS_CHOICES,
  type WeeklyRecsResponse,
} from '@pulse/domain/briefs';
import { bestMatch, scoreMatch, withReputation } from '@pulse/domain/matching';
import { formatCount } from '@pulse/domain/numbers';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { matchBriefOf, matchCandidateOf, toBrief, toMatch } from './brief-view';
import type { BriefsRepository, SnippetRow } from './briefs.repository';

/** Open briefs read for one creative's ranking: the newest ones, scored in memory. */
const OPEN_BRIEFS_SCANNED = 500;
/** Creatives the database hands over (most shared tags first) for the engine to rank a preview. */
const PREVIEW_CANDIDATES = 40;

/** Licensing briefs: posting, the owner's board and match review, previews, and creatives' rankings. */
export function createBriefsService(deps: { repo: BriefsRepository }) {
  const { repo } = deps;

  /** Every brief route names a brief only its owner may see; anyone else gets the same 404 as a missing one. */
  async function ownBrief(userId: string, id: string) {
    const row = await repo.findOwn(id, userId);
    if (!row) throw new AppError('not_found', BRIEF_NOT_FOUND_MESSAGE);
    return row;
  }

  async function reload(id: string, ownerId: string): Promise<BriefResponse> {
    const row = await repo.findOwn(id, ownerId);
    if (!row) throw new AppError('not_found', BRIEF_NOT_FOUND_MESSAGE);
    return { brief: toBrief(row) };
  }

  return {
    /** Partners post; an approved partner's brief opens, a pending one's is kept as a draft (DESIGN 5.1). */
    async postBrief(userId: string, input: PostBriefRequest, source = 'form'): Promise<BriefResponse> {
      // The role is read here, not declared on the route: the brief needs brandStatus too, and a deleted
      // account has always been the 403 below.
      const me = await repo.findUser(userId);
      if (me?.role !== 'brand') throw new AppError('forbidden', ONLY_PARTNERS_POST_MESSAGE);
      const row = await repo.insertBrief({
        id: newId(),
        ownerId: me.id,
        kind: 'licensing',
        status: me.brandStatus === 'approved' ? 'open' : 'draft',
        source,
        title: input.title,
        description: input.description,
        details: input.details,
        category: input.category,
        usageType: input.usageType,
        budgetMinCents: input.budgetMin * 100,
        budgetMaxCents: input.budgetMax * 100,
        budgetText: `$${formatCount(input.budgetMin)}–$${formatCount(input.budgetMax)}`,
        deadline: input.deadline,
        tags: input.tags,
      });
      return { brief: toBrief({ ...row, matchCount: 0 }) };
    },

    async listBriefs(userId: string): Promise<BriefsResponse> {
      const rows = await repo.listOwn(userId);
      return { items: rows.map(toBrief) };
    },

    async getBrief(userId: string, id: string): Promise<BriefDetailResponse> {
      const row = await ownBrief(userId, id);
      const matches = await repo.listMatches(row.id);
      return { brief: toBrief(row), matches: matches.map(toMatch) };
    },

    async publishBrief(userId: string, id: string): Promise<BriefResponse> {
      const row = await ownBrief(userId, id);
      const me = await repo.findUser(userId);
      if (me?.role !== 'brand' || me.brandStatus !== 'approved') {
        throw new AppError('forbidden', PUBLISH_NEEDS_APPROVAL_MESSAGE);
      }
      if (row.status !== 'draft') throw new AppError('conflict', BRIEF_NOT_DRAFT_MESSAGE);
      // Lou's drafts are project briefs: they publish to `posted` (funded later), licensing ones open.
      const to = row.kind === 'project' ? 'posted' : 'open';
      if (!(await repo.moveStatus(row.id, ['draft'], to))) throw new AppError('conflict', BRIEF_NOT_DRAFT_MESSAGE);
      return reload(row.id, userId);
    },

    async closeBrief(userId: string, id: string): Promise<BriefResponse> {
      const row = await ownBrief(userId, id);
      if (row.status === 'closed') throw new AppError('conflict', BRIEF_CLOSED_MESSAGE);
      await repo.moveStatus(row.id, ['draft', 'open', 'matched', 'posted'], 'closed');
      return reload(row.id, userId);
    },

    /** AI Match Preview: the approved creatives (with their best snippet) who fit the brief best. */
    async matchPreview(userId: string, id: string): Promise<MatchPreviewResponse> {
      const row = await ownBrief(userId, id);
      const brief = matchBriefOf(row);
      const candidates = await repo.previewCandidates(
        row.tags.map((t) => t.toLowerCase()),
        PREVIEW_CANDIDATES,
      );
      const snippets = groupBy(await repo.snippetsOf(candidates.map((c) => c.profile.userId)), (s) => s.creatorId);
      const scored = candidates.map(({ name, profile }) => {
        const own = snippets.get(profile.userId) ?? [];
        const best = bestMatch(brief, own, (s) => matchCandidateOf(profile, s));
        // The partner's preview weighs the creative's reviews as a fifth part (decision 035).
        const match = withReputation(best?.match ?? scoreMatch(brief, matchCandidateOf(profile, null)), {
          average: profile.reviewRating / 100,
          count: profile.reviewCount,
        });
        return {
          creator: { id: profile.userId, name, niche: profile.niche, location: profile.location },
          snippet: best ? { id: best.item.id, title: best.item.title } : null,
          matchScore: match.score,
          scoreParts: match.parts,
          reason: match.reason,
        };
      });
      scored.sort((a, b) => b.matchScore - a.matchScore || a.creator.id.localeCompare(b.creator.id));
      return { items: scored.slice(0, MATCH_PREVIEW_LIMIT) };
    },

    /** Open briefs ranked for the calling creative (the dashboard's Open Briefs and its tiles). */
    async matchingBriefs(userId: string): Promise<MatchingBriefsResponse> {
      const me = await repo.findUser(userId);
      if (me?.role !== 'creator') throw new AppError('forbidden', SUBMISSION_MESSAGES.onlyCreatives);
      const [profile, open, ownSnippets] = await Promise.all([
        repo.findCreatorProfile(me.id),
        repo.listOpenBriefs(me.id, OPEN_BRIEFS_SCANNED),
        repo.snippetsOf([me.id]),
      ]);
      const submitted = new Map(
        (
          await repo.submissionsOf(
            me.id,
            open.map((b) => b.id),
          )
        ).map((s) => [s.briefId, s] as const),
      );
      const items: MatchingBrief[] = open.map((row) => {
        const brief = matchBriefOf(row);
        const best = bestMatch<SnippetRow>(brief, ownSnippets, (s) => matchCandidateOf(profile, s));
        const match = best?.match ?? scoreMatch(brief, matchCandidateOf(profile, null));
        const submission = submitted.get(row.id);
        return {
          brief: {
            id: row.id,
            title: row.title,
            brand: row.brand,
            description: row.description,
            budgetMinCents: row.budgetMinCents,
            budgetMaxCents: row.budgetMaxCents,
            deadline: row.deadline,
            tags: row.tags,
            usageType: row.usageType,
            matchCount: row.matchCount,
          },
          matchScore: match.score,
          scoreParts: match.parts,
          reason: match.reason,
          snippetId: best?.item.id ?? null,
          submission: submission
            ? { id: submission.id, status: submission.status, matchScore: submission.matchScore }
            : null,
        };
      });
      items.sort((a, b) => b.matchScore - a.matchScore);
      const top = items.slice(0, MATCHING_BRIEFS_LIMIT);
      return {
        items: top,
        stats: {
          matchingBriefs: items.filter((i) => i.matchScore >= MATCHING_BRIEF_MIN_SCORE).length,
          matchScore: top[0]?.matchScore ?? null,
        },
      };
    },

    async getWeeklyRecs(userId: string): Promise<WeeklyRecsResponse> {
      const value = await repo.findWeeklyRecs(userId);
      const known = (WEEKLY_RECS_CHOICES as readonly unknown[]).includes(value);
      return { choice: known ? (value as WeeklyRecsResponse['choice']) : null };
    },

    async saveWeeklyRecs(userId: string, choice: 'yes' | 'later'): Promise<WeeklyRecsResponse> {
      await repo.saveWeeklyRecs(userId, choice);
      return { choice };
    },
  };
}
export type BriefsService = ReturnType<typeof createBriefsService>;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
