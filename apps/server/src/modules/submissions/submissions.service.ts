import { canLicense, canShortlist } from '@pulse/domain/brief-board';
import {
  BRIEF_CLOSED_MESSAGE,
  BRIEF_NOT_FOUND_MESSAGE,
  type BriefMatch,
  type LicenseMatchResponse,
  type MatchResponse,
  SUBMISSION_MESSAGES,
  type SubmitMatchRequest,
  type SubmitMatchResponse,
} from '@pulse/domain/briefs';
import { scoreMatch } from '@pulse/domain/matching';
import { SAFETY_MESSAGES } from '@pulse/domain/safety';
import type { DealSplit } from '../../db/schema/submissions';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { matchBriefOf, matchCandidateOf, toMatch } from '../briefs/brief-view';
import type { BriefsRepository } from '../briefs/briefs.repository';
import { sendNotification } from '../messaging/notifications';
import type { DealRow, SubmissionRow, SubmissionsRepository } from './submissions.repository';

export const PRICE_QUOTE_REQUIRED = 'Add a price quote: your profile has no collaboration rate yet.';

function toMySubmission(row: SubmissionRow): SubmitMatchResponse['submission'] {
  return {
    id: row.id,
    briefId: row.briefId,
    snippetId: row.snippetId,
    status: row.status,
    matchScore: row.matchScore,
    scoreParts: row.scoreParts ?? null,
    reason: row.reason,
    priceQuoteCents: row.priceQuoteCents,
    submittedAt: row.submittedAt.toISOString(),
  };
}

const dealSummary = (deal: DealRow) => ({ id: deal.id, status: deal.status, amountCents: deal.amountCents });

/**
 * Matches: a creative submits a snippet to an open licensing brief (scored by the matching engine), the
 * brief's owner shortlists and licenses it; a license opens the deal the money flow takes from there.
 */
/**
 * Each step's notification (and its e-mail, through the outbox) is written in the step's own transaction, as
 * every other notification is: both or neither.
 */
export function createSubmissionsService(deps: { repo: SubmissionsRepository; briefs: BriefsRepository }) {
  const { repo, briefs } = deps;

  /** Only the brief's owner reviews its matches; to anyone else a match does not exist. */
  async function ownedSubmission(userId: string, id: string) {
    const found = await repo.findWithBrief(id);
    if (!found || found.brief.ownerId !== userId) throw new AppError('not_found', SUBMISSION_MESSAGES.notFound);
    return found;
  }

  async function matchView(briefId: string, submissionId: string): Promise<BriefMatch> {
    const [row] = await briefs.listMatches(briefId, submissionId);
    if (!row) throw new AppError('not_found', SUBMISSION_MESSAGES.notFound);
    return toMatch(row);
  }

  return {
    /** Submit Match: approved creatives, their own snippet, once per brief; the first one matches the brief. */
    async submit(userId: string, briefId: string, input: SubmitMatchRequest): Promise<SubmitMatchResponse> {
      const me = await briefs.findUser(userId);
      if (me?.role !== 'creator') throw new AppError('forbidden', SUBMISSION_MESSAGES.onlyCreatives);
      if (me.creatorStatus !== 'approved') throw new AppError('forbidden', SUBMISSION_MESSAGES.pendingCreative);

      const brief = await repo.findBrief(briefId);
      // Drafts, project briefs and briefs Pulse removed are not open to matches: they read as missing.
      if (brief?.kind !== 'licensing' || brief.status === 'draft' || brief.hiddenAt) {
        throw new AppError('not_found', BRIEF_NOT_FOUND_MESSAGE);
      }
      if (brief.ownerId === me.id) throw new AppError('forbidden', SUBMISSION_MESSAGES.ownBrief);
      // No offers either way between two people when one blocked the other (decision 050).
      if (await repo.isBlockedPair(me.id, brief.ownerId)) throw new AppError('forbidden', SAFETY_MESSAGES.cannotApply);
      if (brief.status !== 'open' && brief.status !== 'matched') throw new AppError('conflict', BRIEF_CLOSED_MESSAGE);

      const snippet = await repo.findSnippet(input.snippetId);
      if (!snippet || snippet.creatorId !== me.id) {
        throw new AppError('not_found', SUBMISSION_MESSAGES.snippetNotFound, {
          snippetId: SUBMISSION_MESSAGES.snippetNotFound,
        });
      }
      const profile = await briefs.findCreatorProfile(me.id);
      const priceCents = input.priceQuote !== undefined ? input.priceQuote * 100 : profile?.collaborationRateCents;
      if (priceCents === null || priceCents === undefined) {
        throw new AppError('validation_failed', PRICE_QUOTE_REQUIRED, { priceQuote: PRICE_QUOTE_REQUIRED });
      }
      const match = scoreMatch(matchBriefOf(brief), matchCandidateOf(profile, snippet, priceCents));

      const row = await repo.transaction(async (tx) => {
        const created = await tx.insertSubmission({
          id: newId(),
          briefId: brief.id,
          creatorId: me.id,
          snippetId: snippet.id,
          kind: 'match',
          status: 'pending',
          matchScore: match.score,
          scoreParts: match.parts,
          reason: match.reason,
          priceQuoteCents: priceCents,
          usageTiers: snippet.usageTiers,
          ownershipPercentage: snippet.ownershipPercentage,
        });
        if (!created) throw new AppError('conflict', SUBMISSION_MESSAGES.alreadySubmitted);
        await tx.moveBrief(brief.id, ['open'], 'matched');
        await sendNotification(tx.db, {
          userId: brief.ownerId,
          kind: 'submission',
          title: `New match on “${brief.title}”`,
          body: `${me.name} submitted a snippet (match score ${match.score}).`,
          link: `/brand/briefs/${encodeURIComponent(brief.id)}`,
          email: {
            subject: `New match on “${brief.title}”`,
            text: `${me.name} submitted a snippet to your brief “${brief.title}” (match score ${match.score}).`,
          },
        });
        return created;
      });
      return { submission: toMySubmission(row) };
    },

    async shortlist(userId: string, id: string): Promise<MatchResponse> {
      const found = await ownedSubmission(userId, id);
      if (found.brief.status === 'closed') throw new AppError('conflict', BRIEF_CLOSED_MESSAGE);
      if (!canShortlist(found.submission.status))
        throw new AppError('conflict', SUBMISSION_MESSAGES.shortlistOnlyPending);
      await repo.transaction(async (tx) => {
        const moved = await tx.moveSubmission(id, ['pending'], 'shortlisted');
        if (!moved) throw new AppError('conflict', SUBMISSION_MESSAGES.shortlistOnlyPending);
        await sendNotification(tx.db, {
          userId: found.submission.creatorId,
          kind: 'submission',
          title: `Shortlisted for “${found.brief.title}”`,
          body: 'The partner shortlisted your snippet.',
          link: '/creator',
        });
      });
      return { match: await matchView(found.brief.id, id) };
    },

    /**
     * Confirm License: in one transaction the match becomes licensed, a deal opens at `posted` for the price
     * quote with its first timeline entry, and the brief closes. Confirming again returns the same deal.
     */
    async license(userId: string, id: string): Promise<LicenseMatchResponse> {
      await ownedSubmission(userId, id);
      const { deal, created, briefId } = await repo.transaction(async (tx) => {
        const locked = await tx.findWithBrief(id, true);
        if (!locked) throw new AppError('not_found', SUBMISSION_MESSAGES.notFound);
        const { submission, brief, creatorName } = locked;
        if (submission.status === 'licensed') {
          const existing = await tx.findDealOf(submission.id);
          if (existing) return { deal: existing, created: false, briefId: brief.id };
        }
        if (!canLicense(submission.status)) throw new AppError('conflict', SUBMISSION_MESSAGES.licenseOnlyOpen);
        if (brief.status === 'closed') throw new AppError('conflict', BRIEF_CLOSED_MESSAGE);
        if (submission.priceQuoteCents === null) throw new AppError('conflict', SUBMISSION_MESSAGES.noQuote);

        await tx.moveSubmission(submission.id, ['pending', 'shortlisted'], 'licensed');
        const splits: DealSplit[] = [{ userId: submission.creatorId, name: creatorName, percentage: 100 }];
        const inserted = await tx.createLicenseDeal(
          {
            id: newId(),
            briefId: brief.id,
            submissionId: submission.id,
            brandId: userId,
            creatorId: submission.creatorId,
            title: brief.title,
            type: 'brief',
            amountCents: submission.priceQuoteCents,
            status: 'posted',
            splits,
          },
          { id: newId(), actorId: userId, fromStatus: null, toStatus: 'posted', note: 'Licensed from a brief match' },
        );
        const deal = inserted ?? (await tx.findDealOf(submission.id));
        if (!deal) throw new AppError('conflict', SUBMISSION_MESSAGES.licenseOnlyOpen);
        // A license completes the brief.
        await tx.moveBrief(brief.id, ['open', 'matched'], 'closed');
        if (inserted && deal.creatorId) {
          await sendNotification(tx.db, {
            userId: deal.creatorId,
            kind: 'deal',
            title: `Licensed: “${deal.title}”`,
            body: 'The partner licensed your snippet. The deal opens once they fund it.',
            link: '/creator',
            email: {
              subject: `Your snippet was licensed: “${deal.title}”`,
              text: `The partner licensed your snippet for “${deal.title}”. The deal opens once they fund it.`,
            },
          });
        }
        return { deal, created: inserted !== null, briefId: brief.id };
      });
      return { match: await matchView(briefId, id), deal: dealSummary(deal), created };
    },
  };
}
export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
