import { payableAccount } from '@pulse/domain/ledger';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, partnerProfiles } from '../../db/schema/applications';
import { account, session, twoFactor, user } from '../../db/schema/auth';
import { beatLicenses, beats } from '../../db/schema/beats';
import { briefs } from '../../db/schema/briefs';
import { contactMessages } from '../../db/schema/contact';
import { contractSignatures } from '../../db/schema/contracts';
import { creatorProfiles } from '../../db/schema/creators';
import { creatorReactions, follows, savedListItems, savedLists, tasteEvents } from '../../db/schema/discovery';
import {
  ledgerEntries,
  ledgerTransactions,
  payments,
  payoutAccounts,
  savedCards,
  tips,
  tipTabs,
} from '../../db/schema/ledger';
import { louConversations } from '../../db/schema/lou';
import { mediaFiles, memberProfiles, signals, snippets } from '../../db/schema/media';
import {
  briefInvitations,
  messages,
  messageThreads,
  notifications,
  threadParticipants,
  userPresence,
} from '../../db/schema/messaging';
import { onboardingDrafts, rolePreferences } from '../../db/schema/onboarding';
import { playlistBookmarks, playlistItems, playlists } from '../../db/schema/playlists';
import { reviewReports, reviews, reviewWindows } from '../../db/schema/reviews';
import { blocks, reports } from '../../db/schema/safety';
import { circleMembers, circlePosts, circles, pieceCosigns, pieces } from '../../db/schema/social';
import { studentStatuses } from '../../db/schema/student-status';
import { dealEvents, deals, submissions } from '../../db/schema/submissions';
import { tasteProfiles } from '../../db/schema/taste';
import { videoPreviews } from '../../db/schema/video-previews';

/** A deal the person is party to: partner, creative, or one of its splits. */
function partyTo(userId: string) {
  return or(
    eq(deals.brandId, userId),
    eq(deals.creatorId, userId),
    sql`${deals.splits} @> jsonb_build_array(jsonb_build_object('userId', ${userId}::text))`,
  );
}

/** Columns kept for search and ranking only (derived from the rest): not part of what the person gave. */
function withoutDerived<T extends Record<string, unknown>>(
  row: T,
): Omit<T, 'searchDocument' | 'searchFacets' | 'tagKeys'> {
  const { searchDocument: _d, searchFacets: _f, tagKeys: _k, ...rest } = row;
  return rest;
}

export type UploadRow = typeof mediaFiles.$inferSelect;

/**
 * SQL of the data export (decision 051; GDPR articles 15 and 20): everything about one person, section by
 * section as user-data-map.ts names them. Reads only; every query is bounded by the person's id.
 */
export function createDataExportRepository(db: Db) {
  return {
    async account(userId: string) {
      const [me] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
      if (!me) return null;
      const [sessions, signInMethods, presence, secondFactor] = await Promise.all([
        // The session tokens are secrets: when and where each session started is the person's data.
        db
          .select({
            createdAt: session.createdAt,
            updatedAt: session.updatedAt,
            expiresAt: session.expiresAt,
            ipAddress: session.ipAddress,
            userAgent: session.userAgent,
          })
          .from(session)
          .where(eq(session.userId, userId))
          .orderBy(asc(session.createdAt)),
        db
          .select({ provider: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
          .from(account)
          .where(eq(account.userId, userId)),
        db.select({ lastSeenAt: userPresence.lastSeenAt }).from(userPresence).where(eq(userPresence.userId, userId)),
        db.select({ verified: twoFactor.verified }).from(twoFactor).where(eq(twoFactor.userId, userId)),
      ]);
      return {
        user: me,
        signInMethods,
        sessions,
        lastSeenAt: presence[0]?.lastSeenAt ?? null,
        twoFactor: { enabled: me.twoFactorEnabled, set: secondFactor.length > 0 },
      };
    },

    async profiles(userId: string) {
      const [creator, partner, member] = await Promise.all([
        db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId)),
        db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, userId)),
        db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId)),
      ]);
      return {
        creator: creator[0] ? withoutDerived(creator[0]) : null,
        partner: partner[0] ?? null,
        member: member[0] ?? null,
      };
    },

    async studentStatus(userId: string) {
      const [row] = await db
        .select({
          schoolEmail: studentStatuses.schoolEmail,
          schoolName: studentStatuses.schoolName,
          verifiedAt: studentStatuses.verifiedAt,
          expiresAt: studentStatuses.expiresAt,
          createdAt: studentStatuses.createdAt,
        })
        .from(studentStatuses)
        .where(eq(studentStatuses.userId, userId));
      return row ?? null;
    },

    applications(userId: string) {
      return db
        .select({
          id: applications.id,
          kind: applications.kind,
          status: applications.status,
          payload: applications.payload,
          submittedAt: applications.submittedAt,
          decidedAt: applications.decidedAt,
          decisionReason: applications.decisionReason,
        })
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(asc(applications.submittedAt));
    },

    async onboarding(userId: string) {
      const [preferences, drafts] = await Promise.all([
        db.select().from(rolePreferences).where(eq(rolePreferences.userId, userId)),
        db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId)),
      ]);
      return { rolePreferences: preferences, drafts };
    },

    async taste(userId: string) {
      const [profile, events, reactions, lists, items, followed, bookmarks, cosigns] = await Promise.all([
        db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, userId)),
        db.select().from(tasteEvents).where(eq(tasteEvents.userId, userId)).orderBy(asc(tasteEvents.createdAt)),
        db.select().from(creatorReactions).where(eq(creatorReactions.userId, userId)),
        db.select().from(savedLists).where(eq(savedLists.userId, userId)).orderBy(asc(savedLists.createdAt)),
        db
          .select({
            listId: savedListItems.listId,
            creatorId: savedListItems.creatorId,
            createdAt: savedListItems.createdAt,
          })
          .from(savedListItems)
          .innerJoin(savedLists, eq(savedLists.id, savedListItems.listId))
          .where(eq(savedLists.userId, userId)),
        db
          .select({ creatorId: follows.creatorId, creatorName: user.name, createdAt: follows.createdAt })
          .from(follows)
          .innerJoin(user, eq(user.id, follows.creatorId))
          .where(eq(follows.followerId, userId)),
        db.select().from(playlistBookmarks).where(eq(playlistBookmarks.userId, userId)),
        db
          .select({ pieceId: pieceCosigns.pieceId, createdAt: pieceCosigns.createdAt })
          .from(pieceCosigns)
          .where(eq(pieceCosigns.visitorKey, `u:${userId}`)),
      ]);
      return {
        profile: profile[0] ?? null,
        events,
        reactions,
        savedLists: lists.map((l) => ({ ...l, items: items.filter((i) => i.listId === l.id) })),
        follows: followed,
        playlistBookmarks: bookmarks,
        pieceCosigns: cosigns,
      };
    },

    /** The person's uploads (the originals go into the ZIP), snippets, beats and published pieces. */
    async works(userId: string) {
      const [files, snippetRows, beatRows, pieceRows] = await Promise.all([
        db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, userId)).orderBy(asc(mediaFiles.createdAt)),
        db.select().from(snippets).where(eq(snippets.creatorId, userId)).orderBy(asc(snippets.createdAt)),
        db.select().from(beats).where(eq(beats.producerId, userId)).orderBy(asc(beats.createdAt)),
        db
          .select()
          .from(pieces)
          .where(or(eq(pieces.producerId, userId), eq(pieces.filmmakerId, userId)))
          .orderBy(asc(pieces.publishedAt)),
      ]);
      return { files, snippets: snippetRows, beats: beatRows, pieces: pieceRows };
    },

    async playlists(userId: string) {
      const owned = await db.select().from(playlists).where(eq(playlists.ownerId, userId));
      const items =
        owned.length === 0
          ? []
          : await db
              .select()
              .from(playlistItems)
              .where(
                inArray(
                  playlistItems.playlistId,
                  owned.map((p) => p.id),
                ),
              )
              .orderBy(asc(playlistItems.position));
      return owned.map((p) => ({ ...p, items: items.filter((i) => i.playlistId === p.id) }));
    },

    async circles(userId: string) {
      const [owned, memberships, posts] = await Promise.all([
        db
          .select({
            id: circles.id,
            name: circles.name,
            description: circles.description,
            createdAt: circles.createdAt,
          })
          .from(circles)
          .where(eq(circles.ownerId, userId)),
        db
          .select({
            circleId: circleMembers.circleId,
            circle: circles.name,
            role: circleMembers.role,
            joinedAt: circleMembers.joinedAt,
          })
          .from(circleMembers)
          .innerJoin(circles, eq(circles.id, circleMembers.circleId))
          .where(eq(circleMembers.userId, userId)),
        db.select().from(circlePosts).where(eq(circlePosts.authorId, userId)).orderBy(asc(circlePosts.createdAt)),
      ]);
      return { owned, memberships, posts };
    },

    briefs(userId: string) {
      return db.select().from(briefs).where(eq(briefs.ownerId, userId)).orderBy(asc(briefs.createdAt));
    },

    submissions(userId: string) {
      return db
        .select()
        .from(submissions)
        .where(eq(submissions.creatorId, userId))
        .orderBy(asc(submissions.submittedAt));
    },

    async invitations(userId: string) {
      const [received, sent] = await Promise.all([
        db
          .select({
            briefId: briefInvitations.briefId,
            brief: briefs.title,
            message: briefInvitations.message,
            createdAt: briefInvitations.createdAt,
          })
          .from(briefInvitations)
          .innerJoin(briefs, eq(briefs.id, briefInvitations.briefId))
          .where(eq(briefInvitations.creatorId, userId)),
        db
          .select({
            briefId: briefInvitations.briefId,
            creatorId: briefInvitations.creatorId,
            message: briefInvitations.message,
            createdAt: briefInvitations.createdAt,
          })
          .from(briefInvitations)
          .where(eq(briefInvitations.invitedBy, userId)),
      ]);
      return { received, sent };
    },

    /** Deals they are party to, each with its timeline, review window and their own contract signatures. */
    async deals(userId: string) {
      const rows = await db.select().from(deals).where(partyTo(userId)).orderBy(asc(deals.createdAt));
      if (rows.length === 0) return [];
      const ids = rows.map((d) => d.id);
      const [events, windows, signatures] = await Promise.all([
        db.select().from(dealEvents).where(inArray(dealEvents.dealId, ids)).orderBy(asc(dealEvents.createdAt)),
        db.select().from(reviewWindows).where(inArray(reviewWindows.dealId, ids)),
        db
          .select()
          .from(contractSignatures)
          .where(eq(contractSignatures.signerId, userId))
          .orderBy(asc(contractSignatures.signedAt)),
      ]);
      return rows.map((d) => ({
        ...d,
        events: events.filter((e) => e.dealId === d.id),
        reviewWindow: windows.find((w) => w.dealId === d.id) ?? null,
        contractSignatures: signatures.filter((s) => s.dealId === d.id),
      }));
    },

    /** Licences bought, and the licences of their beats sold (without the buyer: that is the buyer's data). */
    async licenses(userId: string) {
      const [bought, sold] = await Promise.all([
        db
          .select({ license: beatLicenses, beat: beats.title })
          .from(beatLicenses)
          .innerJoin(beats, eq(beats.id, beatLicenses.beatId))
          .where(eq(beatLicenses.buyerId, userId)),
        db
          .select({
            id: beatLicenses.id,
            beatId: beatLicenses.beatId,
            beat: beats.title,
            kind: beatLicenses.kind,
            usageType: beatLicenses.usageType,
            priceCents: beatLicenses.priceCents,
            createdAt: beatLicenses.createdAt,
          })
          .from(beatLicenses)
          .innerJoin(beats, eq(beats.id, beatLicenses.beatId))
          .where(eq(beats.producerId, userId)),
      ]);
      return { bought: bought.map((b) => ({ ...b.license, beat: b.beat })), sold };
    },

    reviewsGiven(userId: string) {
      return db.select().from(reviews).where(eq(reviews.authorId, userId)).orderBy(asc(reviews.createdAt));
    },

    /**
     * Reviews about them that are revealed (both in, or the window closed; decision 034) and not hidden: the
     * public text and ratings, never the reviewer's private note to Pulse.
     */
    reviewsReceived(userId: string, now: Date) {
      return db
        .select({
          id: reviews.id,
          dealId: reviews.dealId,
          subjectSide: reviews.subjectSide,
          quality: reviews.quality,
          communication: reviews.communication,
          onTime: reviews.onTime,
          clearBrief: reviews.clearBrief,
          promptPayment: reviews.promptPayment,
          publicText: reviews.publicText,
          wouldWorkAgain: reviews.wouldWorkAgain,
          replyText: reviews.replyText,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(reviewWindows, eq(reviewWindows.dealId, reviews.dealId))
        .where(
          and(
            eq(reviews.subjectId, userId),
            sql`${reviews.hiddenAt} is null`,
            sql`(${reviewWindows.closesAt} <= ${now.toISOString()}::timestamptz or exists (
              select 1 from ${reviews} mine where mine.deal_id = ${reviews.dealId} and mine.author_id = ${userId}))`,
          ),
        )
        .orderBy(asc(reviews.createdAt));
    },

    /**
     * Ledger lines about them: every entry of a transaction that moved their payable balance, moved a deal's
     * escrow they are party to, or that they made; with their payments, tips and payout accounts.
     */
    async money(userId: string) {
      const [lines, paymentRows, tipsGiven, tipsReceived, payouts, tabs, cards] = await Promise.all([
        db
          .select({
            transactionId: ledgerTransactions.id,
            kind: ledgerTransactions.kind,
            dealId: ledgerTransactions.dealId,
            memo: ledgerTransactions.memo,
            account: ledgerEntries.account,
            amountCents: ledgerEntries.amountCents,
            createdAt: ledgerTransactions.createdAt,
          })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(
            sql`${ledgerTransactions.id} in (
              select e.transaction_id from ${ledgerEntries} e where e.account = ${payableAccount(userId)}
              union select t.id from ${ledgerTransactions} t where t.actor_id = ${userId}
              union select t.id from ${ledgerTransactions} t join ${deals} on ${deals.id} = t.deal_id
                where ${partyTo(userId)})`,
          )
          .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerEntries.id)),
        db
          .select({
            id: payments.id,
            dealId: payments.dealId,
            kind: payments.kind,
            amountCents: payments.amountCents,
            provider: payments.provider,
            status: payments.status,
            failureMessage: payments.failureMessage,
            createdAt: payments.createdAt,
          })
          .from(payments)
          .where(eq(payments.userId, userId))
          .orderBy(asc(payments.createdAt)),
        db
          .select({
            id: tips.id,
            creatorId: tips.creatorId,
            creator: user.name,
            amountCents: tips.amountCents,
            status: tips.status,
            note: tips.note,
            anonymous: tips.anonymous,
            feeCents: tips.feeCents,
            tabId: tips.tabId,
            createdAt: tips.createdAt,
          })
          .from(tips)
          .innerJoin(user, eq(user.id, tips.creatorId))
          .where(eq(tips.fanId, userId)),
        db
          .select({
            id: tips.id,
            amountCents: tips.amountCents,
            status: tips.status,
            note: tips.note,
            feeCents: tips.feeCents,
            createdAt: tips.createdAt,
          })
          .from(tips)
          .where(eq(tips.creatorId, userId)),
        db
          .select({
            provider: payoutAccounts.provider,
            status: payoutAccounts.status,
            createdAt: payoutAccounts.createdAt,
          })
          .from(payoutAccounts)
          .where(eq(payoutAccounts.userId, userId)),
        db
          .select({
            id: tipTabs.id,
            status: tipTabs.status,
            totalCents: tipTabs.totalCents,
            feeCents: tipTabs.feeCents,
            openedAt: tipTabs.openedAt,
            chargedAt: tipTabs.chargedAt,
          })
          .from(tipTabs)
          .where(eq(tipTabs.fanId, userId))
          .orderBy(asc(tipTabs.openedAt)),
        // What Pulse keeps of a saved card: its brand and last four digits, never the number.
        db
          .select({
            brand: savedCards.brand,
            last4: savedCards.last4,
            createdAt: savedCards.createdAt,
            removedAt: savedCards.removedAt,
          })
          .from(savedCards)
          .where(eq(savedCards.userId, userId)),
      ]);
      return {
        ledgerLines: lines,
        payments: paymentRows,
        tipsGiven,
        tipsReceived,
        payoutAccounts: payouts,
        tabs,
        savedCards: cards,
      };
    },

    /** Every thread they are in, with each message and its sender's name; a message Pulse hid keeps no text. */
    async messages(userId: string) {
      const threads = await db
        .select({
          id: messageThreads.id,
          subject: messageThreads.subject,
          projectTitle: messageThreads.projectTitle,
          status: messageThreads.status,
          createdAt: messageThreads.createdAt,
        })
        .from(messageThreads)
        .innerJoin(threadParticipants, eq(threadParticipants.threadId, messageThreads.id))
        .where(eq(threadParticipants.userId, userId))
        .orderBy(asc(messageThreads.createdAt));
      if (threads.length === 0) return [];
      const ids = threads.map((t) => t.id);
      const [people, rows] = await Promise.all([
        db
          .select({ threadId: threadParticipants.threadId, userId: user.id, name: user.name })
          .from(threadParticipants)
          .innerJoin(user, eq(user.id, threadParticipants.userId))
          .where(inArray(threadParticipants.threadId, ids)),
        db
          .select({
            id: messages.id,
            threadId: messages.threadId,
            senderId: messages.senderId,
            sender: user.name,
            messageType: messages.messageType,
            content: sql<string>`case when ${messages.hiddenAt} is null then ${messages.content} else '' end`,
            attachments: messages.attachments,
            metadata: messages.metadata,
            hiddenAt: messages.hiddenAt,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .leftJoin(user, eq(user.id, messages.senderId))
          .where(inArray(messages.threadId, ids))
          .orderBy(asc(messages.createdAt), asc(messages.id)),
      ]);
      return threads.map((t) => ({
        ...t,
        participants: people.filter((p) => p.threadId === t.id).map(({ userId: id, name }) => ({ id, name })),
        messages: rows.filter((m) => m.threadId === t.id).map(({ threadId: _t, ...m }) => m),
      }));
    },

    notifications(userId: string) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt));
    },

    lou(userId: string) {
      return db.select().from(louConversations).where(eq(louConversations.userId, userId));
    },

    signals(userId: string) {
      return db.select().from(signals).where(eq(signals.userId, userId)).orderBy(asc(signals.createdAt));
    },

    /** People they blocked, reports they made (of content and of reviews). */
    async safety(userId: string) {
      const [blocked, made, reviewReportsMade] = await Promise.all([
        db
          .select({ userId: blocks.blockedId, name: user.name, createdAt: blocks.createdAt })
          .from(blocks)
          .innerJoin(user, eq(user.id, blocks.blockedId))
          .where(eq(blocks.blockerId, userId)),
        db
          .select({
            id: reports.id,
            targetKind: reports.targetKind,
            targetId: reports.targetId,
            reason: reports.reason,
            status: reports.status,
            createdAt: reports.createdAt,
            resolvedAt: reports.resolvedAt,
          })
          .from(reports)
          .where(eq(reports.reporterId, userId)),
        db
          .select({
            id: reviewReports.id,
            reviewId: reviewReports.reviewId,
            reason: reviewReports.reason,
            details: reviewReports.details,
            status: reviewReports.status,
            createdAt: reviewReports.createdAt,
          })
          .from(reviewReports)
          .where(eq(reviewReports.reporterId, userId)),
      ]);
      return { blocked, reports: made, reviewReports: reviewReportsMade };
    },

    contactMessages(userId: string) {
      return db.select().from(contactMessages).where(eq(contactMessages.userId, userId));
    },

    videoPreviews(userId: string) {
      return db.select().from(videoPreviews).where(eq(videoPreviews.ownerId, userId));
    },
  };
}
export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
