import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { user } from '../schema/auth';
import { creatorProfiles } from '../schema/creators';
import { DEMO_CREATORS } from './demo-creators';

/** Loads the demo data; safe to run on every start (fixed ids, insert-or-ignore). */
export async function seedDemo(db: Db): Promise<{ creators: number }> {
  await db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values(
        DEMO_CREATORS.map((c) => ({
          id: c.id,
          name: c.name,
          email: `${c.id}@demo.pulse.invalid`,
          role: 'creator' as const,
          creativeRole: c.creativeRole,
          creatorStatus: 'approved' as const,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(creatorProfiles)
      .values(
        DEMO_CREATORS.map((c) => ({
          userId: c.id,
          raceGender: c.raceGender,
          age: c.age,
          location: c.location,
          niche: c.niche,
          focus: c.focus,
          look: c.look,
          bio: c.bio,
          portfolio: c.portfolio,
          snippet: c.snippet,
          cosigns: c.stats.cosigns,
          authenticityScore: c.stats.authenticityScore,
          recentUploads: c.stats.recentUploads,
          briefMatches: c.stats.briefMatches,
          vibeTags: c.vibeTags,
          gear: c.gear,
          recentWork: c.recentWork,
          collaborationRateCents: c.collaborationRate * 100,
          availability: c.availability,
          preferredBrands: c.preferredBrands,
        })),
      )
      .onConflictDoNothing();
  });
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(creatorProfiles);
  return { creators: row?.n ?? 0 };
}
