import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, partnerProfiles } from '../../db/schema/applications';
import { briefs } from '../../db/schema/briefs';
import { creatorProfiles } from '../../db/schema/creators';
import { creatorReactions, follows, savedListItems, savedLists, tasteEvents } from '../../db/schema/discovery';
import { payments, tips } from '../../db/schema/ledger';
import { louConversations } from '../../db/schema/lou';
import { mediaFiles, memberProfiles, signals, snippets } from '../../db/schema/media';
import { briefInvitations, messages, notifications, threadParticipants } from '../../db/schema/messaging';
import { onboardingDrafts, rolePreferences } from '../../db/schema/onboarding';
import { circleMembers, circlePosts, circles } from '../../db/schema/social';
import { deals, submissions } from '../../db/schema/submissions';
import { tasteProfiles } from '../../db/schema/taste';

/** The one-row-per-user profiles (each role's own). */
const PROFILES = { creator: creatorProfiles, partner: partnerProfiles, member: memberProfiles };
export type ProfileKind = keyof typeof PROFILES;

/**
 * SQL of moving a guest's rows to the account they signed in to, one statement per method, each run in the
 * caller's transaction. Which rows move, which stay and in what order is guest-link.ts's. Methods named
 * `...NotHeld` move only the rows whose key the account does not already have (the account's stand).
 */
export function guestLinkQueries(tx: Db) {
  return {
    async hasTasteProfile(userId: string): Promise<boolean> {
      const rows = await tx
        .select({ id: tasteProfiles.userId })
        .from(tasteProfiles)
        .where(eq(tasteProfiles.userId, userId));
      return rows.length > 0;
    },
    async moveTasteProfile(from: string, to: string): Promise<void> {
      await tx.update(tasteProfiles).set({ userId: to }).where(eq(tasteProfiles.userId, from));
    },

    /** Per kind of role preference. */
    async moveRolePreferencesNotHeld(from: string, to: string): Promise<void> {
      await tx
        .update(rolePreferences)
        .set({ userId: to })
        .where(
          and(
            eq(rolePreferences.userId, from),
            sql`not exists (select 1 from ${rolePreferences} r where r.user_id = ${to} and r.kind = ${rolePreferences.kind})`,
          ),
        );
    },

    /** Per role's draft. */
    async moveOnboardingDraftsNotHeld(from: string, to: string): Promise<void> {
      await tx
        .update(onboardingDrafts)
        .set({ userId: to })
        .where(
          and(
            eq(onboardingDrafts.userId, from),
            sql`not exists (select 1 from ${onboardingDrafts} d where d.user_id = ${to} and d.role = ${onboardingDrafts.role})`,
          ),
        );
    },

    async hasProfile(kind: ProfileKind, userId: string): Promise<boolean> {
      const table = PROFILES[kind];
      const rows = await tx.select({ id: table.userId }).from(table).where(eq(table.userId, userId));
      return rows.length > 0;
    },
    async moveProfile(kind: ProfileKind, from: string, to: string): Promise<void> {
      const table = PROFILES[kind];
      await tx.update(table).set({ userId: to }).where(eq(table.userId, from));
    },

    async moveApplications(from: string, to: string): Promise<void> {
      await tx.update(applications).set({ userId: to }).where(eq(applications.userId, from));
    },

    async moveTasteEvents(from: string, to: string): Promise<void> {
      await tx.update(tasteEvents).set({ userId: to }).where(eq(tasteEvents.userId, from));
    },

    /** Per creator reacted to. */
    async moveCreatorReactionsNotHeld(from: string, to: string): Promise<void> {
      await tx
        .update(creatorReactions)
        .set({ userId: to })
        .where(
          and(
            eq(creatorReactions.userId, from),
            sql`not exists (select 1 from ${creatorReactions} r where r.user_id = ${to} and r.creator_id = ${creatorReactions.creatorId})`,
          ),
        );
    },

    /** Per creator followed. */
    async moveFollowsNotHeld(from: string, to: string): Promise<void> {
      await tx
        .update(follows)
        .set({ followerId: to })
        .where(
          and(
            eq(follows.followerId, from),
            sql`not exists (select 1 from ${follows} f where f.follower_id = ${to} and f.creator_id = ${follows.creatorId})`,
          ),
        );
    },

    /** The items of `from`'s lists join `to`'s list of the same name (an item already there stays once). */
    async copyItemsIntoSameNamedLists(from: string, to: string): Promise<void> {
      await tx.execute(sql`
    insert into ${savedListItems} (list_id, creator_id, created_at)
    select a.id, i.creator_id, i.created_at
    from ${savedLists} g
    join ${savedLists} a on a.user_id = ${to} and a.name = g.name
    join ${savedListItems} i on i.list_id = g.id
    where g.user_id = ${from}
    on conflict do nothing`);
    },

    /** Per list name. */
    async moveSavedListsNotHeld(from: string, to: string): Promise<void> {
      await tx
        .update(savedLists)
        .set({ userId: to })
        .where(
          and(
            eq(savedLists.userId, from),
            sql`not exists (select 1 from ${savedLists} s where s.user_id = ${to} and s.name = ${savedLists.name})`,
          ),
        );
    },

    /** `to` becomes owner of the circles where it is a member and `from` is owner. */
    async promoteToOwnerWhereOwner(from: string, to: string): Promise<void> {
      await tx
        .update(circleMembers)
        .set({ role: 'owner' })
        .where(
          and(
            eq(circleMembers.userId, to),
            sql`${circleMembers.circleId} in (select m.circle_id from circle_members m where m.user_id = ${from} and m.role = 'owner')`,
          ),
        );
    },

    /** Per circle. */
    async moveCircleMembershipsNotHeld(from: string, to: string): Promise<void> {
      await tx
        .update(circleMembers)
        .set({ userId: to })
        .where(
          and(
            eq(circleMembers.userId, from),
            sql`not exists (select 1 from circle_members m where m.circle_id = ${circleMembers.circleId} and m.user_id = ${to})`,
          ),
        );
    },

    async moveCircles(from: string, to: string): Promise<void> {
      await tx.update(circles).set({ ownerId: to }).where(eq(circles.ownerId, from));
    },

    async moveCirclePosts(from: string, to: string): Promise<void> {
      await tx.update(circlePosts).set({ authorId: to }).where(eq(circlePosts.authorId, from));
    },

    async moveLouConversations(from: string, to: string): Promise<void> {
      await tx.update(louConversations).set({ userId: to }).where(eq(louConversations.userId, from));
    },

    async moveBriefs(from: string, to: string): Promise<void> {
      await tx.update(briefs).set({ ownerId: to }).where(eq(briefs.ownerId, from));
    },

    async moveMediaFiles(from: string, to: string): Promise<void> {
      await tx.update(mediaFiles).set({ ownerId: to }).where(eq(mediaFiles.ownerId, from));
    },

    async moveSnippets(from: string, to: string): Promise<void> {
      await tx.update(snippets).set({ creatorId: to }).where(eq(snippets.creatorId, from));
    },

    async moveSignals(from: string, to: string): Promise<void> {
      await tx.update(signals).set({ userId: to }).where(eq(signals.userId, from));
    },

    /** Per brief submitted to. */
    async moveSubmissionsNotHeld(from: string, to: string): Promise<void> {
      await tx
        .update(submissions)
        .set({ creatorId: to })
        .where(
          and(
            eq(submissions.creatorId, from),
            sql`not exists (select 1 from ${submissions} s where s.creator_id = ${to} and s.brief_id = ${submissions.briefId})`,
          ),
        );
    },

    async moveDealsAsBrand(from: string, to: string): Promise<void> {
      await tx.update(deals).set({ brandId: to }).where(eq(deals.brandId, from));
    },

    async moveDealsAsCreator(from: string, to: string): Promise<void> {
      await tx.update(deals).set({ creatorId: to }).where(eq(deals.creatorId, from));
    },

    async movePayments(from: string, to: string): Promise<void> {
      await tx.update(payments).set({ userId: to }).where(eq(payments.userId, from));
    },

    async moveTipsGiven(from: string, to: string): Promise<void> {
      await tx.update(tips).set({ fanId: to }).where(eq(tips.fanId, from));
    },

    async moveTipsReceived(from: string, to: string): Promise<void> {
      await tx.update(tips).set({ creatorId: to }).where(eq(tips.creatorId, from));
    },

    /** Per thread. */
    async moveThreadParticipationNotHeld(from: string, to: string): Promise<void> {
      await tx
        .update(threadParticipants)
        .set({ userId: to })
        .where(
          and(
            eq(threadParticipants.userId, from),
            sql`not exists (select 1 from ${threadParticipants} p where p.user_id = ${to} and p.thread_id = ${threadParticipants.threadId})`,
          ),
        );
    },

    async moveMessagesSent(from: string, to: string): Promise<void> {
      await tx.update(messages).set({ senderId: to }).where(eq(messages.senderId, from));
    },

    async moveNotifications(from: string, to: string): Promise<void> {
      await tx.update(notifications).set({ userId: to }).where(eq(notifications.userId, from));
    },

    async moveBriefInvitationsSent(from: string, to: string): Promise<void> {
      await tx.update(briefInvitations).set({ invitedBy: to }).where(eq(briefInvitations.invitedBy, from));
    },
  };
}
export type GuestLinkQueries = ReturnType<typeof guestLinkQueries>;
