import { and, eq, isNull, sql } from 'drizzle-orm';
import type { JobLog } from '../../jobs/job-runner';
import type { MediaStorage } from '../../modules/media/media-storage';
import type { Db } from '../client';
import { user } from '../schema/auth';
import { creatorProfiles } from '../schema/creators';
import { seedDemoActivity } from './activity';
import { seedDemoBeats } from './beats';
import { DEMO_CREATORS, DEMO_SEARCH_PROFILES } from './demo-creators';
import { seedDemoMedia } from './demo-media/seed-demo-media';
import { seedPlaylists } from './playlists';
import { seedDemoReputation } from './reputation';
import { seedSocial } from './social';

export interface SeedDemoOptions {
  storage?: MediaStorage;
  /** false: beats only, no generated work, avatars or covers (tests that do not need them). Default true. */
  media?: boolean;
  log?: JobLog;
}

/**
 * Loads the demo data; safe to run on every start (fixed ids, insert-or-ignore). With the media storage,
 * also the demo beats and their synthesised audio (decision 016), and the demo creatives' generated work,
 * avatars and covers, the feed pieces' clips and the circles' covers, processed for the browser (issue 17).
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<{ creators: number }> {
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
          // No number is seeded (decision 060): the Pulse Score comes from the demo history (seedDemoReputation);
          // co-signs, engagement, recent uploads and response figures are counted from the demo's rows.
          vibeTags: c.vibeTags,
          gear: c.gear,
          recentWork: c.recentWork,
          collaborationRateCents: c.collaborationRate * 100,
          availability: c.availability,
          preferredBrands: c.preferredBrands,
          ...DEMO_SEARCH_PROFILES[c.id],
        })),
      )
      .onConflictDoNothing();
    // Databases seeded before brand search had these columns: fill them once, never over a creative's edit.
    for (const [userId, search] of Object.entries(DEMO_SEARCH_PROFILES)) {
      await tx
        .update(creatorProfiles)
        .set(search)
        .where(and(eq(creatorProfiles.userId, userId), isNull(creatorProfiles.field)));
    }
  });
  await seedDemoReputation(db);
  await seedSocial(db);
  await seedDemoActivity(db);
  await seedPlaylists(db);
  if (options.storage) {
    await seedDemoBeats(db, options.storage, { log: options.log });
    if (options.media !== false) await seedDemoMedia(db, options.storage, { log: options.log });
  }
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(creatorProfiles);
  return { creators: row?.n ?? 0 };
}
