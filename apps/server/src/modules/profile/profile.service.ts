import { EXPERIENCE_LEVELS } from '@pulse/domain/creator-setup';
import type { ExperienceLevel } from '@pulse/domain/creator-setup-contracts';
import {
  PROFILE_SESSION_MESSAGE,
  type ProfileResponse,
  profileSectionFor,
  type UpdateProfileInput,
} from '@pulse/domain/profile';
import { RATE_KEYS, rateKeysFor } from '@pulse/domain/rates';
import { AppError } from '../../lib/app-error';
import type { MemberProfileWrite, ProfileRepository } from './profile.repository';

function experienceOf(value: string | null): ExperienceLevel | null {
  return (EXPERIENCE_LEVELS as readonly string[]).includes(value ?? '') ? (value as ExperienceLevel) : null;
}

function ratesOf(rates: Record<string, string>): NonNullable<ProfileResponse['creator']>['rates'] {
  return Object.fromEntries(RATE_KEYS.map((k) => [k, rates[k] ?? ''])) as NonNullable<
    ProfileResponse['creator']
  >['rates'];
}

/**
 * The editable profile: the caller reads and writes only their own, decided by the session (`userId`). Shared
 * fields live on member_profiles; a creative's bio, location and links are also written to the card they show on.
 */
export function createProfileService(deps: { repo: ProfileRepository }) {
  const { repo } = deps;

  /** The caller's account; one deleted since its session was issued has no profile to edit (401). */
  async function account(userId: string) {
    const me = await repo.findUser(userId);
    if (!me) throw new AppError('unauthenticated', PROFILE_SESSION_MESSAGE);
    return me;
  }

  async function read(tx: ProfileRepository, me: NonNullable<Awaited<ReturnType<ProfileRepository['findUser']>>>) {
    const section = profileSectionFor(me.role);
    // `tx` may be a transaction (one connection), so the reads run one after another.
    const member = await tx.findMember(me.id);
    const creator = section === 'creator' ? await tx.findCreator(me.id) : null;
    const partner = section === 'brand' ? await tx.findPartner(me.id) : null;
    // Before the first save, prefill from what setup and the applications already know.
    const links = creator?.socialLinks ?? {};
    const profile: ProfileResponse = {
      role: me.role,
      name: me.name,
      bio: member?.bio ?? creator?.bio ?? partner?.bio ?? '',
      location: member?.location ?? creator?.location ?? '',
      website: member?.website ?? links.website ?? partner?.website ?? '',
      instagram: member?.instagram ?? links.instagram ?? '',
      twitter: member?.twitter ?? '',
      email: member?.email ?? (partner?.contactEmail || (me.isAnonymous ? '' : me.email)),
      phone: member?.phone ?? '',
      creator:
        section === 'creator'
          ? {
              experience: experienceOf(creator?.experience ?? null),
              availability: creator?.availability ?? 'available',
              specialties: creator?.specialties ?? [],
              rates: ratesOf(creator?.rates ?? {}),
              rateKeys: rateKeysFor({
                creativeTypes: creator?.creativeTypes ?? [],
                creativeRole: me.creativeRole,
                rates: creator?.rates ?? {},
              }),
              niche: creator?.field ?? null,
              languages: creator?.languages ?? [],
              region: creator?.region ?? null,
              diversityMarkers: creator?.diversityMarkers ?? [],
              collaborationTypes: creator?.collaborationTypes ?? [],
              postingFrequency: creator?.postingFrequency ?? null,
            }
          : null,
      brand:
        section === 'brand'
          ? {
              company: partner?.company ?? '',
              industry: member?.industry ?? '',
              teamSize: member?.teamSize ?? '',
              budget: member?.budget ?? '',
            }
          : null,
      fan: section === 'fan' ? { interests: member?.interests ?? [] } : null,
    };
    return profile;
  }

  return {
    async getProfile(userId: string): Promise<ProfileResponse> {
      return read(repo, await account(userId));
    },

    /** Saves the shared fields and the caller's own role section; another role's section is ignored. */
    async updateProfile(userId: string, input: UpdateProfileInput): Promise<ProfileResponse> {
      const me = await account(userId);
      const section = profileSectionFor(me.role);
      return repo.transaction(async (tx) => {
        const { creator, brand, fan, name, ...shared } = input;
        const member: MemberProfileWrite = { ...shared };
        if (section === 'fan' && fan) member.interests = fan.interests;
        if (section === 'brand' && brand) {
          member.industry = brand.industry;
          member.teamSize = brand.teamSize;
          member.budget = brand.budget;
        }
        await tx.updateName(me.id, name);
        await tx.upsertMember(me.id, member);
        if (section === 'brand' && brand) await tx.upsertPartnerCompany(me.id, brand.company);
        if (section === 'creator') {
          const current = await tx.findCreator(me.id);
          await tx.upsertCreator(me.id, {
            bio: shared.bio,
            location: shared.location,
            experience: creator ? creator.experience : (current?.experience ?? null),
            availability: creator?.availability ?? current?.availability ?? 'available',
            specialties: creator?.specialties ?? current?.specialties ?? [],
            // Other rate keys and links (the portfolio link) stay as the setup wizard left them.
            rates: { ...current?.rates, ...creator?.rates },
            socialLinks: { ...current?.socialLinks, website: shared.website, instagram: shared.instagram },
            // Brand search filters: a save without the creator section keeps what is there.
            field: creator ? creator.niche : (current?.field ?? null),
            languages: creator?.languages ?? current?.languages ?? [],
            region: creator ? creator.region : (current?.region ?? null),
            diversityMarkers: creator?.diversityMarkers ?? current?.diversityMarkers ?? [],
            collaborationTypes: creator?.collaborationTypes ?? current?.collaborationTypes ?? [],
            postingFrequency: creator ? creator.postingFrequency : (current?.postingFrequency ?? null),
          });
        }
        return read(tx, { ...me, name });
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
