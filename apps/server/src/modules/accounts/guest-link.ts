import type { Db } from '../../db/client';
import { refreshStoredWeights } from '../feed/taste-weights';
import type { AccountsRepository, UserPatch } from './accounts.repository';
import { type GuestLinkQueries, guestLinkQueries } from './guest-link.repository';
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
    const q = guestLinkQueries(tx);
    // The statements run in this order, each taking its row locks in turn: keep it when adding one.
    // One row per user: move the guest's only when the account has none.
    if (!(await q.hasTasteProfile(accountUserId))) await q.moveTasteProfile(guestUserId, accountUserId);
    await q.moveRolePreferencesNotHeld(guestUserId, accountUserId);
    await q.moveOnboardingDraftsNotHeld(guestUserId, accountUserId);
    for (const kind of ['creator', 'partner', 'member'] as const) {
      if (!(await q.hasProfile(kind, accountUserId))) await q.moveProfile(kind, guestUserId, accountUserId);
    }
    await q.moveApplications(guestUserId, accountUserId);
    await moveDiscovery(q, guestUserId, accountUserId);
    await moveCircles(q, guestUserId, accountUserId);
    await refreshStoredWeights(tx, accountUserId);
    await q.moveLouConversations(guestUserId, accountUserId);
    await q.moveBriefs(guestUserId, accountUserId);
    await q.moveMediaFiles(guestUserId, accountUserId);
    await q.moveSnippets(guestUserId, accountUserId);
    await q.moveSignals(guestUserId, accountUserId);
    await q.moveSubmissionsNotHeld(guestUserId, accountUserId);
    // Deals restrict deleting a user, so the guest's must move before the guest row goes.
    await q.moveDealsAsBrand(guestUserId, accountUserId);
    await q.moveDealsAsCreator(guestUserId, accountUserId);
    await q.movePayments(guestUserId, accountUserId);
    await q.moveTipsGiven(guestUserId, accountUserId);
    await q.moveTipsReceived(guestUserId, accountUserId);
    await q.moveThreadParticipationNotHeld(guestUserId, accountUserId);
    await q.moveMessagesSent(guestUserId, accountUserId);
    await q.moveNotifications(guestUserId, accountUserId);
    await q.moveBriefInvitationsSent(guestUserId, accountUserId);
    await moveRemainingGuestRows(tx, guestUserId, accountUserId);
  });
}

/**
 * Co-signs, skips, calibrations, follows and saved lists (DESIGN 5.1: signing up keeps saves and co-signs).
 * Where both have a verdict on the same creator the account's stands; lists merge by name.
 */
async function moveDiscovery(q: GuestLinkQueries, guestUserId: string, accountUserId: string): Promise<void> {
  await q.moveTasteEvents(guestUserId, accountUserId);
  await q.moveCreatorReactionsNotHeld(guestUserId, accountUserId);
  await q.moveFollowsNotHeld(guestUserId, accountUserId);
  // Same-named lists: the guest's items join the account's list; other lists move whole.
  await q.copyItemsIntoSameNamedLists(guestUserId, accountUserId);
  await q.moveSavedListsNotHeld(guestUserId, accountUserId);
}

/** Pulse Circles (decision 017): the guest's circles, memberships (the stronger role wins) and posts. */
async function moveCircles(q: GuestLinkQueries, guestUserId: string, accountUserId: string): Promise<void> {
  await q.promoteToOwnerWhereOwner(guestUserId, accountUserId);
  await q.moveCircleMembershipsNotHeld(guestUserId, accountUserId);
  await q.moveCircles(guestUserId, accountUserId);
  await q.moveCirclePosts(guestUserId, accountUserId);
}
