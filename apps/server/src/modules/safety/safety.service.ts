import { avatarSvg } from '@pulse/domain/avatar';
import {
  ACTION_STATUS,
  allowedActions,
  heldMoneyLine,
  type ModerationAction,
  REPORT_TARGET_LABELS,
  type ReportTargetKind,
  reportRefusal,
  SAFETY_MESSAGES,
} from '@pulse/domain/safety';
import type {
  AdminReport,
  AdminReportsResponse,
  BlockedPerson,
  BlockResponse,
  BlocksResponse,
  ModerateReportResponse,
  PostReportRequest,
  PostReportResponse,
} from '@pulse/domain/safety-contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { OutgoingMail } from '../../plugins/mail';
import { avatarUrl } from '../discovery/creator-card';
import { hasMailbox, notifyWithEvent } from '../messaging/notifications';
import { hideReviewInTransaction } from '../reviews/review-moderation.service';
import { reviewsQueries } from '../reviews/reviews.repository';
import type { SafetyQueries, SafetyRepository } from './safety.repository';

/** Open reports an admin sees at once (oldest first); the next ones appear as these are handled. */
const REPORTS_SHOWN = 100;
const EXCERPT_CHARS = 280;
const excerpt = (text: string) => (text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text);

/** What a decision answers, and the e-mail to send once it is committed. */
interface Outcome {
  response: ModerateReportResponse;
  mail: OutgoingMail | null;
  /** The account a suspension signed out. */
  signedOut?: string;
}

type Person = NonNullable<Awaited<ReturnType<SafetyQueries['findPerson']>>>;

/** What a report is about, as the reporter may see it and the admin reads it. */
interface Target {
  /** Whoever may not report it: its author, sender, owner or credited creatives. */
  owners: string[];
  /** The account an admin warns or suspends (stored as the report's target_user_id). */
  accountId: string | null;
  title: string;
  excerpt: string;
  link: string | null;
  hidden: boolean;
}

/** A public creative: the creator role, approved, not suspended (what Discover shows). */
function isPublicCreator(p: Person): boolean {
  return p.role === 'creator' && p.creatorStatus === 'approved' && p.suspendedAt === null;
}

function avatarOf(p: { id: string; name: string; role: string | null }): string {
  return p.role === 'creator' ? avatarUrl(p.id) : `data:image/svg+xml,${encodeURIComponent(avatarSvg(p.name, p.id))}`;
}

/**
 * Blocks, reports and the admin's moderation (issue 36 item 6, decision 050). Blocks and reports come from
 * accounts (a guest session costs nothing to make); the reported thing must exist and be visible to the reporter
 * (404 otherwise, the same as a thing that does not exist) and must not be theirs. An admin dismisses a report,
 * hides the content, warns the account or suspends it; each action closes the report with its outcome.
 */
export function createSafetyService(deps: {
  repo: SafetyRepository;
  /** Mail the person should get at once (a warning, a suspension notice): `app.mail.sendNow`. */
  sendMail: (mail: OutgoingMail) => Promise<void>;
  publicUrl: string;
  /** Drops what this instance remembers of the account's sessions, once they are deleted (plugins/auth.ts). */
  sessionsEnded?: (userId: string) => void;
  now?: () => Date;
}) {
  const { repo, sendMail, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  /** The caller's account; a guest session is asked to sign in (`message`), a deleted account too. */
  async function account(userId: string, message: string): Promise<Person> {
    const me = await repo.findPerson(userId);
    if (!me || me.isAnonymous || me.deletedAt) throw new AppError('unauthenticated', message);
    return me;
  }

  const notFound = (kind: ReportTargetKind) =>
    new AppError(
      'not_found',
      `${REPORT_TARGET_LABELS[kind][0]!.toUpperCase()}${REPORT_TARGET_LABELS[kind].slice(1)} not found`,
    );

  /**
   * The reported thing as `viewer` may see it (null when they may not, or it is gone). An admin (`viewer` null)
   * sees everything, hidden or not.
   */
  async function resolveTarget(
    q: SafetyQueries,
    tx: Db,
    kind: ReportTargetKind,
    id: string,
    viewer: string | null,
  ): Promise<Target | null> {
    switch (kind) {
      case 'profile': {
        const p = await q.findPerson(id);
        if (!p || p.deletedAt || p.role === 'admin') return null;
        // A guest's profile is seen only by those they wrote to.
        const visible =
          viewer === null ||
          viewer === p.id ||
          (!p.isAnonymous && isPublicCreator(p)) ||
          (!p.isAnonymous && p.role === 'brand' && p.brandStatus === 'approved' && p.suspendedAt === null) ||
          (await q.sharesThread(viewer, p.id));
        if (!visible) return null;
        return {
          owners: [p.id],
          accountId: p.id,
          title: p.name,
          // The account line shows who it is; a profile has no words of its own to quote.
          excerpt: '',
          link: isPublicCreator(p) ? `/creator/${encodeURIComponent(p.id)}` : null,
          hidden: false,
        };
      }
      case 'piece': {
        const piece = await q.findPiece(id);
        if (!piece) return null;
        if (viewer !== null && (piece.hiddenAt || piece.creditSuspended)) return null;
        return {
          owners: [piece.producerId, piece.filmmakerId],
          accountId: piece.producerId,
          title: piece.title,
          excerpt: excerpt(piece.description),
          link: `/piece/${encodeURIComponent(piece.id)}`,
          hidden: piece.hiddenAt !== null,
        };
      }
      case 'message': {
        const message = await q.findMessage(id);
        if (!message) return null;
        if (viewer !== null && !(await q.isParticipant(message.threadId, viewer))) return null;
        return {
          owners: message.senderId ? [message.senderId] : [],
          accountId: message.senderId,
          title: `Message in “${message.subject}”`,
          excerpt: excerpt(message.content),
          link: null,
          hidden: message.hiddenAt !== null,
        };
      }
      case 'brief': {
        const brief = await q.findBrief(id);
        if (!brief) return null;
        if (viewer !== null && viewer !== brief.ownerId) {
          if (brief.status === 'draft' || brief.hiddenAt) return null;
          const owner = await q.findPerson(brief.ownerId);
          if (!owner || owner.suspendedAt) return null;
        }
        return {
          owners: [brief.ownerId],
          accountId: brief.ownerId,
          title: brief.title,
          excerpt: excerpt(brief.description),
          link: null,
          hidden: brief.hiddenAt !== null,
        };
      }
      case 'review': {
        const rq = reviewsQueries(tx);
        const review = await rq.findReview(id);
        if (!review) return null;
        // A review still blind exists only for its author (decision 035).
        if (viewer !== null && review.authorId !== viewer && !(await rq.dealRevealed(review.dealId, now()))) {
          return null;
        }
        const subject = await q.findPerson(review.subjectId);
        return {
          owners: [review.authorId],
          accountId: review.authorId,
          title: `Review of ${subject?.name ?? 'a former member'}`,
          excerpt: excerpt(review.publicText),
          link: subject && isPublicCreator(subject) ? `/creator/${encodeURIComponent(subject.id)}` : null,
          hidden: review.hiddenAt !== null,
        };
      }
    }
  }

  function toBlocked(row: { id: string; name: string; role: string | null; blockedAt: Date }): BlockedPerson {
    return { id: row.id, name: row.name, avatar: avatarOf(row), blockedAt: row.blockedAt.toISOString() };
  }

  function mailText(lines: string[]): string {
    return [...lines, '', `Pulse: ${publicUrl}`].join('\n');
  }

  return {
    async listBlocks(userId: string): Promise<BlocksResponse> {
      await account(userId, SAFETY_MESSAGES.signInToBlock);
      return { items: (await repo.listBlocks(userId)).map(toBlocked) };
    },

    /** Blocks someone (again is the same block). Only the blocker can lift it; either side's contact stops. */
    async block(userId: string, otherId: string): Promise<BlockResponse> {
      const me = await account(userId, SAFETY_MESSAGES.signInToBlock);
      if (otherId === me.id) {
        throw new AppError('validation_failed', SAFETY_MESSAGES.blockSelf, { userId: SAFETY_MESSAGES.blockSelf });
      }
      // Anyone can be blocked, a guest who wrote to you too; only blocking takes an account.
      const other = await repo.findPerson(otherId);
      if (!other || other.deletedAt) throw new AppError('not_found', SAFETY_MESSAGES.personNotFound);
      const row = await repo.insertBlock(me.id, other.id);
      return { block: toBlocked({ ...other, blockedAt: row.createdAt }) };
    },

    async unblock(userId: string, otherId: string): Promise<void> {
      const me = await account(userId, SAFETY_MESSAGES.signInToBlock);
      await repo.deleteBlock(me.id, otherId);
    },

    /** A report of something the reporter can see and that is not theirs; one open report per person and thing. */
    async report(userId: string, input: PostReportRequest): Promise<PostReportResponse> {
      const me = await account(userId, SAFETY_MESSAGES.signInToReport);
      const target = await resolveTarget(repo, repo.db, input.targetKind, input.targetId, me.id);
      if (!target) throw notFound(input.targetKind);
      const refusal = reportRefusal({ reporterId: me.id, kind: input.targetKind, ownerIds: target.owners });
      if (refusal) throw new AppError('forbidden', refusal);
      if (target.hidden) throw new AppError('conflict', SAFETY_MESSAGES.alreadyRemoved);
      const created = await repo.insertReport({
        id: newId(),
        reporterId: me.id,
        targetKind: input.targetKind,
        targetId: input.targetId,
        targetUserId: target.accountId,
        reason: input.reason,
      });
      if (!created) throw new AppError('conflict', SAFETY_MESSAGES.alreadyReported);
      return {
        report: {
          id: created.id,
          targetKind: input.targetKind,
          targetId: created.targetId,
          status: 'open',
          createdAt: created.createdAt.toISOString(),
        },
      };
    },

    /** The admin's queue: open reports, oldest first, each with what it is about as it reads now. */
    /** The admin routes require the role (plugins/viewer.ts): these calls come from an admin. */
    async listOpen(adminId: string): Promise<AdminReportsResponse> {
      void adminId;
      const rows = await repo.openReports(REPORTS_SHOWN);
      const targets = new Map<string, Target | null>();
      for (const r of rows) {
        const key = `${r.targetKind}:${r.targetId}`;
        if (!targets.has(key)) {
          targets.set(key, await resolveTarget(repo, repo.db, r.targetKind as ReportTargetKind, r.targetId, null));
        }
      }
      const accountIds = rows.flatMap((r) => (r.targetUserId ? [r.targetUserId] : []));
      const [names, counts, warnings, accounts] = await Promise.all([
        repo.displayNames(rows.map((r) => r.reporterId)),
        repo.openCounts(rows.map((r) => ({ kind: r.targetKind, id: r.targetId }))),
        repo.warningCounts(accountIds),
        repo.accounts(accountIds),
      ]);
      const accountBy = new Map(accounts.map((a) => [a.id, a]));
      return {
        items: rows.map((r): AdminReport => {
          const kind = r.targetKind as ReportTargetKind;
          const target = targets.get(`${kind}:${r.targetId}`) ?? null;
          const owner = r.targetUserId ? accountBy.get(r.targetUserId) : undefined;
          return {
            id: r.id,
            targetKind: kind,
            targetId: r.targetId,
            reason: r.reason,
            createdAt: r.createdAt.toISOString(),
            reporter: { id: r.reporterId, name: names.get(r.reporterId) ?? 'Someone' },
            otherOpenReports: (counts.get(`${kind}:${r.targetId}`) ?? 1) - 1,
            target: target
              ? { title: target.title, excerpt: target.excerpt, link: target.link, hidden: target.hidden, gone: false }
              : {
                  title: `This ${REPORT_TARGET_LABELS[kind]} no longer exists`,
                  excerpt: '',
                  link: null,
                  hidden: false,
                  gone: true,
                },
            account: owner
              ? {
                  id: owner.id,
                  name: owner.name,
                  role: owner.role,
                  suspended: owner.suspendedAt !== null,
                  warnings: warnings.get(owner.id) ?? 0,
                }
              : null,
            actions: allowedActions(kind, Boolean(owner) && owner?.role !== 'admin').filter(
              (a) => !(a === 'hide' && (!target || target.hidden)) && !(a === 'suspend' && owner?.suspendedAt),
            ),
          };
        }),
      };
    },

    /**
     * Dismiss (this report only), hide the content (a review through its own moderation), warn the account
     * (a notification and an e-mail at once), or suspend it: no sign-in (its sessions end here), no public pages,
     * its money held where it is in the ledger. Acting closes every open report about the same thing (suspending:
     * about the same account).
     */
    async moderate(
      userId: string,
      reportId: string,
      action: ModerationAction,
      note: string,
    ): Promise<ModerateReportResponse> {
      const admin = { id: userId }; // the route requires the admin role
      if (action !== 'dismiss' && note.trim() === '') {
        throw new AppError('validation_failed', SAFETY_MESSAGES.noteRequired, { note: SAFETY_MESSAGES.noteRequired });
      }
      const { response, mail, signedOut } = await repo.transaction(async (q, tx): Promise<Outcome> => {
        const report = await q.findReport(reportId, true);
        if (!report) throw new AppError('not_found', SAFETY_MESSAGES.reportNotFound);
        if (report.status !== 'open') throw new AppError('conflict', SAFETY_MESSAGES.reportClosed);
        const kind = report.targetKind as ReportTargetKind;
        const status = ACTION_STATUS[action];

        if (action === 'dismiss') {
          const closed = await q.closeReports({ reportId: report.id }, status, admin.id);
          return { response: { report: { id: report.id, status }, closedReports: closed, held: null }, mail: null };
        }

        if (action === 'hide') {
          const target = await resolveTarget(q, tx, kind, report.targetId, null);
          if (!target) throw notFound(kind);
          if (kind === 'profile') throw new AppError('conflict', SAFETY_MESSAGES.profileCannotHide);
          if (target.hidden) throw new AppError('conflict', SAFETY_MESSAGES.alreadyRemoved);
          if (kind === 'review') {
            // The review's own moderation hides it (reason shown to its parties, reputation refreshed).
            await hideReviewInTransaction(tx, {
              reviewId: report.targetId,
              reason: note,
              adminId: admin.id,
              now: now(),
            });
          } else {
            await q.hideContent(kind, report.targetId);
            if (target.accountId) {
              await notifyWithEvent(tx, {
                userId: target.accountId,
                kind: 'content_hidden',
                title: `Pulse removed your ${REPORT_TARGET_LABELS[kind]}${kind === 'message' ? '' : ` “${target.title}”`}`,
                body: note,
                link: null,
              });
            }
          }
          const closed = await q.closeReports({ kind, targetId: report.targetId }, status, admin.id);
          return { response: { report: { id: report.id, status }, closedReports: closed, held: null }, mail: null };
        }

        // Warn and suspend act on the account the report is about.
        const person = report.targetUserId ? await q.findPerson(report.targetUserId) : null;
        if (!person || person.deletedAt) throw new AppError('conflict', SAFETY_MESSAGES.noAccount);
        if (person.role === 'admin') throw new AppError('conflict', SAFETY_MESSAGES.cannotSuspendAdmin);

        if (action === 'warn') {
          await notifyWithEvent(tx, {
            userId: person.id,
            kind: 'account_warning',
            title: 'A warning from Pulse',
            body: note,
            link: null,
          });
          const warning: OutgoingMail | null = !hasMailbox(person)
            ? null
            : {
                to: person.email,
                subject: 'A warning from Pulse',
                text: mailText([
                  `Hi ${person.name},`,
                  '',
                  `Someone reported your ${REPORT_TARGET_LABELS[kind]} on Pulse, and an admin looked at it:`,
                  '',
                  note,
                  '',
                  'Please keep to the community rules. Another report like this can lead to a suspension.',
                ]),
              };
          const closed = await q.closeReports({ kind, targetId: report.targetId }, status, admin.id);
          return { response: { report: { id: report.id, status }, closedReports: closed, held: null }, mail: warning };
        }

        // Suspend: no sign-in from now, every session ends, the money stays where the ledger has it.
        const suspended = await q.suspend(person.id, note);
        if (!suspended) throw new AppError('conflict', SAFETY_MESSAGES.alreadySuspended);
        await q.deleteSessions(person.id);
        const held = await q.heldMoney(person.id);
        const notice: OutgoingMail | null = !hasMailbox(person)
          ? null
          : {
              to: person.email,
              subject: 'Your Pulse account is suspended',
              text: mailText([
                `Hi ${person.name},`,
                '',
                'An admin suspended your Pulse account after a report. You cannot sign in, and your public pages are hidden.',
                '',
                `The reason: ${note}`,
                '',
                `Your money is safe: ${heldMoneyLine(held)} It stays in the ledger and is paid out if the suspension is lifted.`,
                '',
                'If you think this is a mistake, reply to Pulse support.',
              ]),
            };
        const closed = await q.closeReports({ targetUserId: person.id }, status, admin.id);
        // This report, even if it is about the account through content whose target_user_id differs.
        const own = await q.closeReports({ reportId: report.id }, status, admin.id);
        return {
          response: { report: { id: report.id, status }, closedReports: closed + own, held },
          mail: notice,
          signedOut: person.id,
        };
      });
      // After the commit: no remembered session of a suspended account answers again, and the person waits for
      // this mail, so the outbox is woken now (plugins/mail.ts).
      if (signedOut) deps.sessionsEnded?.(signedOut);
      if (mail) await sendMail(mail);
      return response;
    },
  };
}
export type SafetyService = ReturnType<typeof createSafetyService>;
