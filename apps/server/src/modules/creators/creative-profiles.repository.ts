import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorProfiles } from '../../db/schema/creators';

export type CreatorProfileRow = typeof creatorProfiles.$inferSelect;
/** The setup wizard's part of a creator profile (spec part 1, section 3, creatorProfile). */
export type SetupFields = Pick<
  typeof creatorProfiles.$inferInsert,
  | 'bio'
  | 'location'
  | 'creativeTypes'
  | 'experience'
  | 'rates'
  | 'specialties'
  | 'availability'
  | 'socialLinks'
  | 'portfolio'
  | 'setupCompleted'
>;

export function createCreativeProfilesRepository(db: Db) {
  return {
    async find(userId: string): Promise<CreatorProfileRow | null> {
      const rows = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    /** Creates the profile or overwrites its setup fields; the rest of a profile (stats, tags) stays. */
    async upsertSetup(userId: string, fields: SetupFields): Promise<CreatorProfileRow> {
      const [row] = await db
        .insert(creatorProfiles)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: creatorProfiles.userId, set: { ...fields, updatedAt: new Date() } })
        .returning();
      return row!;
    },
  };
}
export type CreativeProfilesRepository = ReturnType<typeof createCreativeProfilesRepository>;
