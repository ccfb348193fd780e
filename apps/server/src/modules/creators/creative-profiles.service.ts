import { EXPERIENCE_LEVELS, portfolioLinks } from '@pulse/domain/creator-setup';
import type {
  CreativeProfile,
  CreativeProfileRequest,
  ExperienceLevel,
  MyCreativeProfileResponse,
} from '@pulse/domain/creator-setup-contracts';
import { AVAILABILITIES } from '@pulse/domain/creators';
import { RATE_KEYS } from '@pulse/domain/rates';
import type { Db } from '../../db/client';
import { createAccountsRepository, type UserRow } from '../accounts/accounts.repository';
import { createApplicationsRepository } from '../applications/applications.repository';
import { assertMayApply, recordApplication, toApplicationSummary } from '../applications/applications.service';
import { type CreatorProfileRow, createCreativeProfilesRepository } from './creative-profiles.repository';

function toCreativeProfile(owner: UserRow, row: CreatorProfileRow): CreativeProfile {
  const rates = Object.fromEntries(RATE_KEYS.map((k) => [k, row.rates[k] ?? ''])) as CreativeProfile['rates'];
  const experience = EXPERIENCE_LEVELS.includes(row.experience as ExperienceLevel)
    ? (row.experience as ExperienceLevel)
    : null;
  return {
    displayName: owner.name,
    bio: row.bio,
    location: row.location,
    creativeTypes: row.creativeTypes,
    experience,
    rates,
    specialties: row.specialties,
    availability: AVAILABILITIES.includes(row.availability) ? row.availability : 'available',
    socialLinks: {
      instagram: row.socialLinks.instagram ?? '',
      portfolio: row.socialLinks.portfolio ?? '',
      website: row.socialLinks.website ?? '',
    },
    portfolio: row.portfolio,
    setupCompleted: row.setupCompleted,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createCreativeProfilesService(deps: { db: Db }) {
  const repos = (db: Db) => ({
    profiles: createCreativeProfilesRepository(db),
    applications: createApplicationsRepository(db),
    accounts: createAccountsRepository(db),
  });

  return {
    /** The caller's own profile, latest creative application and review status; nobody else's (null: none). */
    async getMine(viewerId: string | null): Promise<MyCreativeProfileResponse> {
      if (!viewerId) return { profile: null, application: null, creatorStatus: null };
      const { profiles, applications, accounts } = repos(deps.db);
      const [owner, row, latest] = await Promise.all([
        accounts.findUser(viewerId),
        profiles.find(viewerId),
        applications.findLatest(viewerId, 'creative'),
      ]);
      if (!owner) return { profile: null, application: null, creatorStatus: null };
      return {
        profile: row ? toCreativeProfile(owner, row) : null,
        application: latest ? toApplicationSummary(latest) : null,
        creatorStatus: owner.creatorStatus,
      };
    },

    /**
     * Complete Setup (spec part 1, section 4): in one transaction the role becomes creator, the profile is
     * saved with setup_completed, the display name becomes the account name, and unless the creator is already
     * approved the review status is pending with a creative application created (or the pending one updated).
     */
    async save(userId: string, input: CreativeProfileRequest): Promise<MyCreativeProfileResponse> {
      return deps.db.transaction(async (tx) => {
        const { profiles, applications, accounts } = repos(tx);
        const me = await applications.lockUser(userId);
        assertMayApply(me);
        const portfolio = portfolioLinks(input.socialLinks);
        const row = await profiles.upsertSetup(me.id, {
          bio: input.bio,
          location: input.location,
          creativeTypes: input.creativeTypes,
          experience: input.experience,
          rates: input.rates,
          specialties: input.specialties,
          availability: input.availability,
          socialLinks: input.socialLinks,
          portfolio,
          setupCompleted: true,
        });
        const approved = me.creatorStatus === 'approved';
        const owner = await accounts.updateUser(me.id, {
          name: input.displayName,
          role: 'creator',
          creatorStatus: approved ? 'approved' : 'pending',
        });
        if (!approved) {
          await recordApplication(applications, {
            userId: me.id,
            kind: 'creative',
            payload: {
              source: 'creator_setup',
              name: input.displayName,
              // A guest has no account e-mail; one sent with an earlier application stays.
              ...(me.isAnonymous ? {} : { email: me.email }),
              bio: input.bio,
              location: input.location,
              creativeTypes: input.creativeTypes,
              experience: input.experience,
              rates: input.rates,
              specialties: input.specialties,
              availability: input.availability,
              socialLinks: input.socialLinks,
              portfolio,
            },
          });
        }
        const latest = await applications.findLatest(me.id, 'creative');
        return {
          profile: toCreativeProfile(owner!, row),
          application: latest ? toApplicationSummary(latest) : null,
          creatorStatus: owner!.creatorStatus,
        };
      });
    },
  };
}
export type CreativeProfilesService = ReturnType<typeof createCreativeProfilesService>;
