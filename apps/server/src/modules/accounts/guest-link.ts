import type { AccountsRepository, UserPatch } from './accounts.repository';

/**
 * Runs when a guest signs up or signs in (DESIGN 5.1): the account inherits what the guest chose,
 * without overwriting what the account already had. Later features move their own rows here too.
 */
export async function linkGuestToAccount(repo: AccountsRepository, guestUserId: string, accountUserId: string) {
  const [guest, target] = await Promise.all([repo.findUser(guestUserId), repo.findUser(accountUserId)]);
  if (!guest || !target) return;
  const patch: UserPatch = {};
  if (target.role === null && guest.role !== null) patch.role = guest.role;
  if (target.creativeRole === null && guest.creativeRole !== null) patch.creativeRole = guest.creativeRole;
  if (target.creatorStatus === null && guest.creatorStatus !== null) patch.creatorStatus = guest.creatorStatus;
  if (target.brandStatus === null && guest.brandStatus !== null) patch.brandStatus = guest.brandStatus;
  if (!target.agency && guest.agency) patch.agency = true;
  if (Object.keys(patch).length > 0) await repo.updateUser(accountUserId, patch);
}
