import {
  CREATIVES_ONLY_STUDIO_MESSAGE,
  type CreatorDashboardResponse,
  type DashboardSnippet,
  mergeRecent,
  RECENT_LIMIT,
  type RecentItem,
  type SendSignalRequest,
  type SendSignalResponse,
  type StudioResponse,
} from '@pulse/domain/studio';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { workMediaOf } from '../creators/works.repository';
import type { StudioRepository } from './studio.repository';

type SnippetListing = Awaited<ReturnType<StudioRepository['listSnippets']>>[number];

function toDashboardSnippet({ snippet, mediaKind, media }: SnippetListing): DashboardSnippet {
  return {
    id: snippet.id,
    kind: snippet.kind,
    title: snippet.title,
    durationSeconds: snippet.durationSeconds,
    ownershipPercentage: snippet.ownershipPercentage,
    usageTiers: snippet.usageTiers,
    splits: snippet.splits,
    categories: snippet.categories,
    tags: snippet.tags,
    mediaKind,
    media: workMediaOf(media),
    createdAt: snippet.createdAt.toISOString(),
  };
}

/** Portfolio links from the setup wizard, then the website and portfolio social links, each once. */
function portfolioLinks(profile: { portfolio: string[]; socialLinks: Record<string, string> } | null): string[] {
  if (!profile) return [];
  const links = [...profile.portfolio, profile.socialLinks.portfolio ?? '', profile.socialLinks.website ?? ''];
  return [...new Set(links.map((l) => l.trim()).filter((l) => l !== ''))];
}

/**
 * The creative's own workspace: every read is the caller's own data, decided by the session alone, so
 * nobody can ask for someone else's dashboard or studio.
 */
export function createStudioService(deps: { repo: StudioRepository }) {
  const { repo } = deps;

  /** The caller's own row: a deleted account (its session still valid for a moment) is a 403 like any non-creative. */
  async function creative(userId: string) {
    const me = await repo.findUser(userId);
    if (me?.role !== 'creator') throw new AppError('forbidden', CREATIVES_ONLY_STUDIO_MESSAGE);
    return me;
  }

  return {
    async dashboard(userId: string): Promise<CreatorDashboardResponse> {
      const me = await creative(userId);
      const [listed, sent, payable] = await Promise.all([
        repo.listSnippets(me.id),
        repo.listSubmissions(me.id),
        repo.payableBalance(me.id),
      ]);
      return {
        stats: {
          activeSnippets: listed.length,
          pendingEarningsCents: payable.entries === 0 ? null : payable.cents,
        },
        snippets: listed.map(toDashboardSnippet),
        submissions: sent.map((s) => ({ ...s, submittedAt: s.submittedAt.toISOString() })),
      };
    },

    async studio(userId: string): Promise<StudioResponse> {
      const me = await creative(userId);
      const [listed, profile, cosigns, sentSignals, followers, saves] = await Promise.all([
        repo.listSnippets(me.id),
        repo.findCreatorProfile(me.id),
        repo.recentCosigns(me.id, RECENT_LIMIT),
        repo.recentSignals(me.id, RECENT_LIMIT),
        repo.countFollowers(me.id),
        repo.countSaves(me.id),
      ]);
      const snippets = listed.map(toDashboardSnippet);
      const recent: RecentItem[] = [
        ...snippets.map((s) => ({ type: 'snippet' as const, id: s.id, title: s.title, at: s.createdAt })),
        ...cosigns.map((c) => ({
          type: 'cosign' as const,
          id: c.id,
          // A guest's placeholder name means nothing to the creative.
          fanName: c.fanIsGuest ? null : c.fanName,
          at: c.at.toISOString(),
        })),
        ...sentSignals.map((s) => ({
          type: 'signal' as const,
          id: s.id,
          content: s.content,
          at: s.createdAt.toISOString(),
        })),
      ];
      return {
        recent: mergeRecent(recent),
        portfolio: { snippets, links: portfolioLinks(profile) },
        insights: { cosigns: profile?.cosigns ?? 0, followers, saves, snippets: snippets.length },
      };
    },

    /** Send The Signal: stored for the sender; any session may send one. */
    async sendSignal(userId: string, input: z.output<typeof SendSignalRequest>): Promise<SendSignalResponse> {
      const row = await repo.insertSignal({ id: newId(), userId, content: input.content, context: input.context });
      return {
        signal: { id: row.id, content: row.content, context: row.context, createdAt: row.createdAt.toISOString() },
      };
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
