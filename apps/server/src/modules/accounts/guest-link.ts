import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, partnerProfiles } from '../../db/schema/applications';
import { creatorProfiles } from '../../db/schema/creators';
import { onboardingDrafts, rolePreferences } from '../../db/schema/onboarding';
import { tasteProfiles } from '../../db/schema/taste';
import type { AccountsRepository, UserPatch } from './accounts.repository';

/**
 * Runs when a guest signs up or signs in (DESIGN 5.1): the account inherits what the guest did, without
 * overwriting what the account already had. The guest row is deleted afterwards (cascade), so anything not
 * moved here is lost: a feature that stores per-user rows moves them here.
 */
export async function linkGuestToAccount(
  db: Db,
  repo: AccountsRepository,
  guestUserId: string,
  accountUserId: string,
): Promise<void> {
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
    for (const table of [creatorProfiles, partnerProfiles]) {
      const owned = await tx.select({ id: table.userId }).from(table).where(eq(table.userId, accountUserId));
      if (owned.length === 0)
        await tx.update(table).set({ userId: accountUserId }).where(eq(table.userId, guestUserId));
    }
    await tx.update(applications).set({ userId: accountUserId }).where(eq(applications.userId, guestUserId));
  });
}
