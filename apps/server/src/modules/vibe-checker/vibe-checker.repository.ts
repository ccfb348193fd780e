import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { tasteProfiles } from '../../db/schema/taste';
import { textList } from '../../db/sql-lists';
import { approvedCreator } from '../discovery/discovery.repository';
import { blockedIdsOf } from '../safety/safety.repository';

const personaColumns = {
  id: creatorProfiles.userId,
  name: user.name,
  creativeRole: user.creativeRole,
  creativeTypes: creatorProfiles.creativeTypes,
  niche: creatorProfiles.niche,
  focus: creatorProfiles.focus,
  location: creatorProfiles.location,
  vibeTags: creatorProfiles.vibeTags,
  cosigns: creatorProfiles.cosigns,
  recentUploads: creatorProfiles.recentUploads,
  portfolio: creatorProfiles.portfolio,
};

export interface PersonaRow {
  id: string;
  name: string;
  creativeRole: string | null;
  creativeTypes: string[];
  niche: string;
  focus: string;
  location: string;
  vibeTags: string[];
  cosigns: number;
  recentUploads: number;
  portfolio: string[];
}

export function createVibeCheckerRepository(db: Db) {
  /** Approved creatives matching `where`, most co-signed first (the cosigns index), at most `limit`. */
  function mostCosigned(limit: number, where?: SQL): Promise<PersonaRow[]> {
    return db
      .select(personaColumns)
      .from(creatorProfiles)
      .innerJoin(user, eq(user.id, creatorProfiles.userId))
      .where(and(approvedCreator, where))
      .orderBy(desc(creatorProfiles.cosigns), desc(creatorProfiles.userId))
      .limit(limit);
  }

  return {
    /** Everyone the caller blocked or was blocked by (decision 050). */
    blockedIdsOf: (userId: string) => blockedIdsOf(db, userId),

    /** The caller's interests: the taste profile's preferred vibes (empty without a profile). */
    preferredVibes(userId: string): Promise<string[]> {
      return db
        .select({ vibes: tasteProfiles.preferredVibes })
        .from(tasteProfiles)
        .where(eq(tasteProfiles.userId, userId))
        .then((rows) => rows[0]?.vibes ?? []);
    },

    /** Creatives with a vibe tag among the interests (the GIN index on tag_keys). */
    withAnyTag(tagKeys: readonly string[], limit: number): Promise<PersonaRow[]> {
      if (tagKeys.length === 0) return Promise.resolve([]);
      return mostCosigned(limit, sql`${creatorProfiles.tagKeys} && ${textList(tagKeys)}`);
    },

    mostCosigned: (limit: number) => mostCosigned(limit),
  };
}
export type VibeCheckerRepository = ReturnType<typeof createVibeCheckerRepository>;
