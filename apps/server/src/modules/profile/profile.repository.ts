import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerProfiles } from '../../db/schema/applications';
import { user } from '../../db/schema/auth';
import { creatorProfiles } from '../../db/schema/creators';
import { memberProfiles } from '../../db/schema/media';

export type MemberProfileRow = typeof memberProfiles.$inferSelect;
export type MemberProfileWrite = Omit<typeof memberProfiles.$inferInsert, 'userId' | 'updatedAt'>;
export interface CreatorProfileWrite {
  bio: string;
  location: string;
  experience: string | null;
  availability: 'available' | 'busy' | 'booked';
  specialties: string[];
  rates: Record<string, string>;
  socialLinks: Record<string, string>;
  /** Brand search filters (decision 015); the trigger turns them into search_facets. */
  field: string | null;
  languages: string[];
  region: string | null;
  diversityMarkers: string[];
  collaborationTypes: string[];
  postingFrequency: string | null;
}

/** The editable profile's rows across the account, member, creator and partner tables. SQL only. */
function queries(db: Db) {
  return {
    async findUser(id: string) {
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          isAnonymous: user.isAnonymous,
          role: user.role,
          creativeRole: user.creativeRole,
        })
        .from(user)
        .where(eq(user.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    async findMember(userId: string): Promise<MemberProfileRow | null> {
      const rows = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    async findCreator(userId: string) {
      const rows = await db
        .select({
          bio: creatorProfiles.bio,
          location: creatorProfiles.location,
          experience: creatorProfiles.experience,
          availability: creatorProfiles.availability,
          specialties: creatorProfiles.specialties,
          rates: creatorProfiles.rates,
          creativeTypes: creatorProfiles.creativeTypes,
          socialLinks: creatorProfiles.socialLinks,
          field: creatorProfiles.field,
          languages: creatorProfiles.languages,
          region: creatorProfiles.region,
          diversityMarkers: creatorProfiles.diversityMarkers,
          collaborationTypes: creatorProfiles.collaborationTypes,
          postingFrequency: creatorProfiles.postingFrequency,
        })
        .from(creatorProfiles)
        .where(eq(creatorProfiles.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async findPartner(userId: string) {
      const rows = await db
        .select({
          company: partnerProfiles.company,
          bio: partnerProfiles.bio,
          website: partnerProfiles.website,
          contactEmail: partnerProfiles.contactEmail,
        })
        .from(partnerProfiles)
        .where(eq(partnerProfiles.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async updateName(userId: string, name: string): Promise<void> {
      await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
    },

    async upsertMember(userId: string, values: MemberProfileWrite): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(memberProfiles)
        .values({ userId, ...values, updatedAt })
        .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...values, updatedAt } });
    },

    async upsertCreator(userId: string, values: CreatorProfileWrite): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(creatorProfiles)
        .values({ userId, ...values, updatedAt })
        .onConflictDoUpdate({ target: creatorProfiles.userId, set: { ...values, updatedAt } });
    },

    async upsertPartnerCompany(userId: string, company: string): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(partnerProfiles)
        .values({ userId, company, updatedAt })
        .onConflictDoUpdate({ target: partnerProfiles.userId, set: { company, updatedAt } });
    },
  };
}

type ProfileQueries = ReturnType<typeof queries>;
export interface ProfileRepository extends ProfileQueries {
  /** Runs `fn` in one transaction. */
  transaction<T>(fn: (tx: ProfileRepository) => Promise<T>): Promise<T>;
}

export function createProfileRepository(db: Db): ProfileRepository {
  return {
    ...queries(db),
    transaction: (fn) => db.transaction((tx) => fn(createProfileRepository(tx as unknown as Db))),
  };
}
