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
import { refreshStoredWeights } from '../feed/taste-weights';
import type { AccountsRepository, UserPatch } from './accounts.repository';
import { moveRemainingGuestRows } from './guest-rows.repository';

/**
 * Runs when a guest signs in to an existing account (DESIGN 5.1; a guest who signs up becomes the account
 * itself and nothing moves): the account inherits what the guest did, without overwriting what the account
 * already had. The rules below merge what needs merging; then every other row that still points at the guest,
 * in any table (read from the catalog), moves too, so deleting the guest afterwards loses nothing.
 */
export async function linkGuestToAccount(
  db: Db,
  repo: AccountsRepository,
  guestUserId: string,
  accountUserId: string,
): Promise<void> {
  if (guestUserId === accountUserId) return;
  const [guest, target] = await Promise.all([repo.findUser(guestUserId), repo.findUser(accountUserId)]);
  if (!guest || !target) return;
  const patch: UserPatch = {};
  if (target.role === null && guest.role !== null) patch.role = guest.role;
  if (target.creativeRole === null && guest.creativeRole !== null) patch.creativeRole = guest.creativeRole;
  if (target.creatorStatus === null && guest.creatorStatus !== null) patch.creatorStatus = guest.creatorStatus;
  if (target.brandStatus === null && guest.brandStatus !== null) patch.brandStatus = guest.brandStatus;
  if (!target.agency && guest.agency) patch.agency = true;

  if (Object.keys(patch).length > 0) await repo.updateUser(accountUserId, patch);
  await db.transaction(async (tx) => {
    // One row per user: move the guest's only when the account has none.
    const existingTaste = await tx
      .select({ id: tasteProfiles.userId })
      .from(tasteProfiles)
      .where(eq(tasteProfiles.userId, accountUserId));
    if (existingTaste.length === 0) {
      await tx.update(tasteProfiles).set({ userId: accountUserId }).where(eq(tasteProfiles.userId, guestUserId));
    }
    await tx
      .update(rolePreferences)
      .set({ userId: accountUserId })
      .where(
        and(
          eq(rolePreferences.userId, guestUserId),
          sql`not exists (select 1 from ${rolePreferences} r where r.user_id = ${accountUserId} and r.kind = ${rolePreferences.kind})`,
        ),
      );
    await tx
      .update(onboardingDrafts)
      .set({ userId: accountUserId })
      .where(
        and(
          eq(onboardingDrafts.userId, guestUserId),
          sql`not exists (select 1 from ${onboardingDrafts} d where d.user_id = ${accountUserId} and d.role = ${onboardingDrafts.role})`,
        ),
      );
    for (const table of [creatorProfiles, partnerProfiles, memberProfiles]) {
      const owned = await tx.select({ id: table.userId }).from(table).where(eq(table.userId, accountUserId));
      if (owned.length === 0)
        await tx.update(table).set({ userId: accountUserId }).where(eq(table.userId, guestUserId));
    }
    await tx.update(applications).set({ userId: accountUserId }).where(eq(applications.userId, guestUserId));
    await moveDiscovery(tx, guestUserId, accountUserId);
    await moveCircles(tx, guestUserId, accountUserId);
    await refreshStoredWeights(tx, accountUserId);
    await tx.update(louConversations).set({ userId: accountUserId }).where(eq(louConversations.userId, guestUserId));
    await tx.update(briefs).set({ ownerId: accountUserId }).where(eq(briefs.ownerId, guestUserId));
    await tx.update(mediaFiles).set({ ownerId: accountUserId }).where(eq(mediaFiles.ownerId, guestUserId));
    await tx.update(snippets).set({ creatorId: accountUserId }).where(eq(snippets.creatorId, guestUserId));
    await tx.update(signals).set({ userId: accountUserId }).where(eq(signals.userId, guestUserId));
    await tx
      .update(submissions)
      .set({ creatorId: accountUserId })
      .where(
        and(
          eq(submissions.creatorId, guestUserId),
          sql`not exists (select 1 from ${submissions} s where s.creator_id = ${accountUserId} and s.brief_id = ${submissions.briefId})`,
        ),
      );
    // Deals restrict deleting a user, so the guest's must move before the guest row goes.
    await tx.update(deals).set({ brandId: accountUserId }).where(eq(deals.brandId, guestUserId));
    await tx.update(deals).set({ creatorId: accountUserId }).where(eq(deals.creatorId, guestUserId));
    await tx.update(payments).set({ userId: accountUserId }).where(eq(payments.userId, guestUserId));
    await tx.update(tips).set({ fanId: accountUserId }).where(eq(tips.fanId, guestUserId));
    await tx.update(tips).set({ creatorId: accountUserId }).where(eq(tips.creatorId, guestUserId));
    await tx
      .update(threadParticipants)
      .set({ userId: accountUserId })
      .where(
        and(
          eq(threadParticipants.userId, guestUserId),
          sql`not exists (select 1 from ${threadParticipants} p where p.user_id = ${accountUserId} and p.thread_id = ${threadParticipants.threadId})`,
        ),
      );
    await tx.update(messages).set({ senderId: accountUserId }).where(eq(messages.senderId, guestUserId));
    await tx.update(notifications).set({ userId: accountUserId }).where(eq(notifications.userId, guestUserId));
    await tx
      .update(briefInvitations)
      .set({ invitedBy: accountUserId })
      .where(eq(briefInvitations.invitedBy, guestUserId));
    await moveRemainingGuestRows(tx, guestUserId, accountUserId);
  });
}

/**
 * Co-signs, skips, calibrations, follows and saved lists (DESIGN 5.1: signing up keeps saves and co-signs).
 * Where both have a verdict on the same creator the account's stands; lists merge by name.
 */
async function moveDiscovery(tx: Db, guestUserId: string, accountUserId: string): Promise<void> {
  await tx.update(tasteEvents).set({ userId: accountUserId }).where(eq(tasteEvents.userId, guestUserId));
  await tx
    .update(creatorReactions)
    .set({ userId: accountUserId })
    .where(
      and(
        eq(creatorReactions.userId, guestUserId),
        sql`not exists (select 1 from ${creatorReactions} r where r.user_id = ${accountUserId} and r.creator_id = ${creatorReactions.creatorId})`,
      ),
    );
  await tx
    .update(follows)
    .set({ followerId: accountUserId })
    .where(
      and(
        eq(follows.followerId, guestUserId),
        sql`not exists (select 1 from ${follows} f where f.follower_id = ${accountUserId} and f.creator_id = ${follows.creatorId})`,
      ),
    );
  // Same-named lists: the guest's items join the account's list; other lists move whole.
  await tx.execute(sql`
    insert into ${savedListItems} (list_id, creator_id, created_at)
    select a.id, i.creator_id, i.created_at
    from ${savedLists} g
    join ${savedLists} a on a.user_id = ${accountUserId} and a.name = g.name
    join ${savedListItems} i on i.list_id = g.id
    where g.user_id = ${guestUserId}
    on conflict do nothing`);
  await tx
    .update(savedLists)
    .set({ userId: accountUserId })
    .where(
      and(
        eq(savedLists.userId, guestUserId),
        sql`not exists (select 1 from ${savedLists} s where s.user_id = ${accountUserId} and s.name = ${savedLists.name})`,
      ),
    );
}

/** Pulse Circles (decision 017): the guest's circles, memberships (the stronger role wins) and posts. */
async function moveCircles(tx: Db, guestUserId: string, accountUserId: string): Promise<void> {
  await tx
    .update(circleMembers)
    .set({ role: 'owner' })
    .where(
      and(
        eq(circleMembers.userId, accountUserId),
        sql`${circleMembers.circleId} in (select m.circle_id from circle_members m where m.user_id = ${guestUserId} and m.role = 'owner')`,
      ),
    );
  await tx
    .update(circleMembers)
    .set({ userId: accountUserId })
    .where(
      and(
        eq(circleMembers.userId, guestUserId),
        sql`not exists (select 1 from circle_members m where m.circle_id = ${circleMembers.circleId} and m.user_id = ${accountUserId})`,
      ),
    );
  await tx.update(circles).set({ ownerId: accountUserId }).where(eq(circles.ownerId, guestUserId));
  await tx.update(circlePosts).set({ authorId: accountUserId }).where(eq(circlePosts.authorId, guestUserId));
}
