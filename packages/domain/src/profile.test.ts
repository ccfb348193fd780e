import { describe, expect, it } from 'vitest';
import {
  COLLABORATION_TYPES,
  DIVERSITY_MARKERS,
  POSTING_FREQUENCIES,
  SEARCH_LANGUAGES,
  SEARCH_LOCATIONS,
  SEARCH_NICHES,
} from './creator-search';
import { PROFILE_MESSAGES, profileSectionFor, UpdateProfileRequest } from './profile';

const base = { name: 'Maya Chen' };
const fieldErrors = (input: unknown) => {
  const r = UpdateProfileRequest.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('editable profile: shared fields (spec part 2, section 3)', () => {
  it('needs a display name of 2 to 50 characters, in the spec wording', () => {
    expect(fieldErrors({ name: '' }).name).toBe('Display name is required');
    expect(fieldErrors({ name: ' A ' }).name).toBe('Display name must be at least 2 characters');
    expect(fieldErrors({ name: 'x'.repeat(51) }).name).toBe('Display name must be at most 50 characters');
    expect(UpdateProfileRequest.safeParse({ name: 'x'.repeat(50) }).success).toBe(true);
  });

  it('fills the optional fields with empty values and trims', () => {
    const parsed = UpdateProfileRequest.parse({ name: '  Maya  ', location: ' Austin ' });
    expect(parsed).toMatchObject({ name: 'Maya', location: 'Austin', bio: '', website: '', email: '', phone: '' });
  });

  it('limits location to 100 and bio to 1000 characters', () => {
    expect(fieldErrors({ ...base, location: 'x'.repeat(101) }).location).toBe(PROFILE_MESSAGES.location);
    expect(fieldErrors({ ...base, bio: 'x'.repeat(1001) }).bio).toBe(PROFILE_MESSAGES.bio);
  });

  it('checks the website, e-mail and phone', () => {
    expect(fieldErrors({ ...base, website: 'not a url' }).website).toBe('Please enter a valid URL');
    expect(UpdateProfileRequest.parse({ ...base, website: 'maya.studio' }).website).toBe('https://maya.studio/');
    expect(fieldErrors({ ...base, email: 'maya@' }).email).toBe('Please enter a valid email address');
    expect(UpdateProfileRequest.parse({ ...base, email: 'Maya@Example.EDU' }).email).toBe('maya@example.edu');
    expect(fieldErrors({ ...base, phone: 'call me' }).phone).toBe(PROFILE_MESSAGES.phone);
    expect(fieldErrors({ ...base, phone: '123' }).phone).toBe(PROFILE_MESSAGES.phone);
    expect(UpdateProfileRequest.parse({ ...base, phone: '+1 (512) 555-0100' }).phone).toBe('+1 (512) 555-0100');
  });

  it('keeps handles without the leading @', () => {
    const parsed = UpdateProfileRequest.parse({ ...base, instagram: '@maya.beats', twitter: '@@maya' });
    expect(parsed.instagram).toBe('maya.beats');
    expect(parsed.twitter).toBe('maya');
  });
});

describe('role sections', () => {
  it('checks a creative’s experience, specialties and rates', () => {
    expect(fieldErrors({ ...base, creator: { experience: 'guru' } })['creator.experience']).toBe(
      'Pick your experience level',
    );
    expect(fieldErrors({ ...base, creator: { specialties: ['Juggling'] } })['creator.specialties.0']).toBe(
      PROFILE_MESSAGES.specialties,
    );
    expect(
      fieldErrors({ ...base, creator: { rates: { photoShoot: 'x'.repeat(41) } } })['creator.rates.photoShoot'],
    ).toBe(PROFILE_MESSAGES.rate);
    const parsed = UpdateProfileRequest.parse({
      ...base,
      creator: {
        experience: 'professional',
        specialties: ['Beat Making', 'Beat Making'],
        rates: { consultation: '$50' },
      },
    });
    expect(parsed.creator).toMatchObject({
      experience: 'professional',
      availability: 'available',
      specialties: ['Beat Making'],
      rates: { photoShoot: '', videoProject: '', designWork: '', consultation: '$50' },
    });
  });

  it('checks a partner’s team size from the list', () => {
    expect(fieldErrors({ ...base, brand: { teamSize: '3' } })['brand.teamSize']).toBe(PROFILE_MESSAGES.teamSize);
    expect(UpdateProfileRequest.parse({ ...base, brand: { company: 'Acme', teamSize: '2-10' } }).brand).toEqual({
      company: 'Acme',
      industry: '',
      teamSize: '2-10',
      budget: '',
    });
  });

  it('keeps a fan’s interests once each, at most 12', () => {
    expect(UpdateProfileRequest.parse({ ...base, fan: { interests: ['Lo-fi', 'lo-fi', ' Jazz '] } }).fan).toEqual({
      interests: ['Lo-fi', 'Jazz'],
    });
    const many = Array.from({ length: 13 }, (_, i) => `tag ${i}`);
    expect(fieldErrors({ ...base, fan: { interests: many } })['fan.interests']).toBe(PROFILE_MESSAGES.interests);
    expect(fieldErrors({ ...base, fan: { interests: ['x'.repeat(33)] } })['fan.interests.0']).toBe(
      PROFILE_MESSAGES.interest,
    );
  });

  it('maps roles to the section they edit', () => {
    expect(profileSectionFor('creator')).toBe('creator');
    expect(profileSectionFor('brand')).toBe('brand');
    expect(profileSectionFor('fan')).toBe('fan');
    expect(profileSectionFor('admin')).toBeNull();
    expect(profileSectionFor(null)).toBeNull();
  });
});

describe('leaving the editor', () => {
  it('goes to /pulspace for creatives and /pulse-profile for everyone else', async () => {
    const { profileEditExit } = await import('./profile');
    expect(profileEditExit('creator')).toBe('/pulspace');
    expect(profileEditExit('fan')).toBe('/pulse-profile');
    expect(profileEditExit('brand')).toBe('/pulse-profile');
    expect(profileEditExit(null)).toBe('/pulse-profile');
  });
});

describe('brand search fields in the creator section (decision 015)', () => {
  const creator = (values: Record<string, unknown>) => ({ ...base, creator: values });

  it('are optional and default to not set', () => {
    const parsed = UpdateProfileRequest.parse(creator({}));
    expect(parsed.creator).toMatchObject({
      niche: null,
      languages: [],
      region: null,
      diversityMarkers: [],
      collaborationTypes: [],
      postingFrequency: null,
    });
    // An empty select reads as not set.
    expect(UpdateProfileRequest.parse(creator({ niche: '', region: '', postingFrequency: '' })).creator).toMatchObject({
      niche: null,
      region: null,
      postingFrequency: null,
    });
  });

  it('takes values from creator search’s own lists, each once, in the list order', () => {
    const parsed = UpdateProfileRequest.parse(
      creator({
        niche: SEARCH_NICHES[0],
        languages: ['Spanish', 'English', 'Spanish'],
        region: SEARCH_LOCATIONS[1],
        diversityMarkers: ['Women', 'POC'],
        collaborationTypes: COLLABORATION_TYPES.slice(0, 2),
        postingFrequency: POSTING_FREQUENCIES[1],
      }),
    );
    expect(parsed.creator).toMatchObject({
      niche: 'Music',
      languages: ['English', 'Spanish'],
      region: 'Europe',
      diversityMarkers: ['POC', 'Women'],
      collaborationTypes: ['One-off', 'Long-term'],
      postingFrequency: 'Weekly',
    });
    expect(SEARCH_LANGUAGES).toContain('English');
    expect(DIVERSITY_MARKERS).toContain('POC');
  });

  it('turns away values not on the lists with a clear message', () => {
    const errors = Object.entries(
      fieldErrors(
        creator({
          niche: 'Cooking',
          languages: ['English', 'Klingon'],
          region: 'Mars',
          diversityMarkers: ['Everyone'],
          collaborationTypes: ['Forever'],
          postingFrequency: 'Hourly',
        }),
      ),
    );
    const messageFor = (path: string) => errors.find(([p]) => p === path || p.startsWith(`${path}.`))?.[1];
    expect(messageFor('creator.niche')).toBe(PROFILE_MESSAGES.niche);
    expect(messageFor('creator.languages')).toBe(PROFILE_MESSAGES.languages);
    expect(messageFor('creator.region')).toBe(PROFILE_MESSAGES.region);
    expect(messageFor('creator.diversityMarkers')).toBe(PROFILE_MESSAGES.diversityMarkers);
    expect(messageFor('creator.collaborationTypes')).toBe(PROFILE_MESSAGES.collaborationTypes);
    expect(messageFor('creator.postingFrequency')).toBe(PROFILE_MESSAGES.postingFrequency);
    expect(fieldErrors(creator({ languages: 'English' }))['creator.languages']).toBe(PROFILE_MESSAGES.languages);
  });
});
