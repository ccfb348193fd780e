import { type BrandFilters, DEFAULT_BRAND_FILTERS, filtersToSearchParams } from '@pulse/domain/creator-search';
import { PROFILE_MESSAGES } from '@pulse/domain/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerProfiles } from '../src/db/schema/applications';
import { user } from '../src/db/schema/auth';
import { creatorProfiles } from '../src/db/schema/creators';
import { memberProfiles } from '../src/db/schema/media';
import { testAccounts } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Guest sessions with a role, as a visitor makes them; creatives send their creative role with the choice, as the
 * wizard does, and stay pending unless a test says otherwise.
 */
const { client, session, creative } = testAccounts(() => t, {
  ip: '10.84',
  creative: { status: 'pending', chooseRole: true },
});

const shared = {
  name: 'Maya Chen',
  bio: 'Lo-fi producer from Austin',
  location: 'Austin, TX',
  website: 'maya.studio',
  instagram: '@maya.beats',
  twitter: 'mayamakes',
  email: 'maya@example.edu',
  phone: '+1 512 555 0100',
};

describe('GET/PUT /api/profile: access', () => {
  it('answers 401 without a session', async () => {
    const c = client();
    expect((await c.get('/api/profile')).statusCode).toBe(401);
    expect((await c.put('/api/profile', shared)).statusCode).toBe(401);
  });

  it('keeps each profile to its owner: a save by one never shows in another’s', async () => {
    const a = await session('fan');
    const b = await session('fan');
    expect((await a.c.put('/api/profile', { ...shared, fan: { interests: ['jazz'] } })).statusCode).toBe(200);
    const theirs = (await b.c.get('/api/profile')).json();
    expect(theirs.bio).toBe('');
    expect(theirs.fan).toEqual({ interests: [] });
    // The body names no user: there is no way to address someone else's profile.
    await b.c.put('/api/profile', { name: 'Bee Bee', id: a.id, userId: a.id });
    expect((await a.c.get('/api/profile')).json().name).toBe('Maya Chen');
  });
});

describe('validation in the spec’s wording', () => {
  it('refuses a bad display name, location, website, e-mail and phone, saving nothing', async () => {
    const { c, id } = await session('fan');
    const before = (await c.get('/api/profile')).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Display name is required'],
      [{ name: 'M' }, 'name', 'Display name must be at least 2 characters'],
      [{ name: 'x'.repeat(51) }, 'name', 'Display name must be at most 50 characters'],
      [{ location: 'x'.repeat(101) }, 'location', PROFILE_MESSAGES.location],
      [{ website: 'not a url' }, 'website', 'Please enter a valid URL'],
      [{ email: 'nope@' }, 'email', PROFILE_MESSAGES.email],
      [{ phone: 'call me' }, 'phone', PROFILE_MESSAGES.phone],
    ];
    for (const [change, field, message] of cases) {
      const res = await c.put('/api/profile', { ...shared, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', message, fields: { [field]: message } });
    }
    expect((await c.get('/api/profile')).json()).toEqual(before);
    expect(await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, id))).toEqual([]);
  });
});

describe('saving by role', () => {
  it('saves a fan’s shared fields and interests', async () => {
    const { c, id } = await session('fan');
    const res = await c.put('/api/profile', { ...shared, fan: { interests: ['Lo-fi', 'lo-fi', 'Jazz'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      role: 'fan',
      name: 'Maya Chen',
      bio: 'Lo-fi producer from Austin',
      location: 'Austin, TX',
      website: 'https://maya.studio/',
      instagram: 'maya.beats',
      twitter: 'mayamakes',
      email: 'maya@example.edu',
      phone: '+1 512 555 0100',
      creator: null,
      brand: null,
      fan: { interests: ['Lo-fi', 'Jazz'] },
    });
    const [account] = await t.database.db.select().from(user).where(eq(user.id, id));
    expect(account?.name).toBe('Maya Chen');
    expect((await c.get('/api/profile')).json()).toEqual(res.json());
  });

  it('offers a producer the rates a producer sells and saves them; a designer gets design work', async () => {
    const { c: producer } = await creative({ creativeRole: 'producer' });
    expect((await producer.get('/api/profile')).json().creator.rateKeys).toEqual([
      'customBeat',
      'mixingMastering',
      'consultation',
    ]);
    const saved = await producer.put('/api/profile', {
      ...shared,
      creator: { rates: { customBeat: '$200-400', mixingMastering: '$80 per song' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().creator.rates).toMatchObject({ customBeat: '$200-400', mixingMastering: '$80 per song' });
    const { c: designer } = await creative({ creativeRole: 'designer' });
    expect((await designer.get('/api/profile')).json().creator.rateKeys).toEqual(['designWork', 'consultation']);
  });

  it('saves a creative’s experience, availability, specialties and rates onto their card, with bio and location', async () => {
    const { c, id } = await creative({
      creativeRole: 'producer',
      profile: {
        bio: 'Old bio',
        location: 'Remote',
        rates: { photoShoot: '$100' },
        socialLinks: { portfolio: 'https://maya.studio/work' },
      },
    });
    expect((await c.get('/api/profile')).json()).toMatchObject({ bio: 'Old bio', location: 'Remote' });

    const res = await c.put('/api/profile', {
      ...shared,
      creator: {
        experience: 'professional',
        availability: 'busy',
        specialties: ['Beat Making', 'Mixing & Mastering'],
        rates: { consultation: '$60/hr' },
      },
      // Another role's section is ignored.
      brand: { company: 'Nope Inc' },
      fan: { interests: ['ignored'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'creator',
      creator: {
        experience: 'professional',
        availability: 'busy',
        specialties: ['Beat Making', 'Mixing & Mastering'],
        rates: { photoShoot: '', videoProject: '', designWork: '', consultation: '$60/hr' },
        rateKeys: ['customBeat', 'mixingMastering', 'consultation'],
      },
      brand: null,
      fan: null,
    });
    const [card] = await t.database.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, id));
    expect(card).toMatchObject({
      bio: 'Lo-fi producer from Austin',
      location: 'Austin, TX',
      experience: 'professional',
      availability: 'busy',
      // An empty rate in the form replaces the old one; keys the form does not know stay.
      rates: { photoShoot: '', videoProject: '', designWork: '', consultation: '$60/hr' },
      socialLinks: { portfolio: 'https://maya.studio/work', website: 'https://maya.studio/', instagram: 'maya.beats' },
    });
    expect(await t.database.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, id))).toEqual([]);
    const [member] = await t.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, id));
    expect(member?.interests).toEqual([]);
  });

  it('refuses a creative’s unknown experience or specialty', async () => {
    const { c } = await creative({ creativeRole: 'producer' });
    const res = await c.put('/api/profile', { ...shared, creator: { experience: 'guru' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'creator.experience': 'Pick your experience level' });
    const bad = await c.put('/api/profile', { ...shared, creator: { specialties: ['Juggling'] } });
    expect(bad.json().error.fields).toEqual({ 'creator.specialties.0': PROFILE_MESSAGES.specialties });
  });

  it('saves a partner’s company on the partner profile and industry, team size and budget', async () => {
    const { c, id } = await session('brand');
    const res = await c.put('/api/profile', {
      ...shared,
      brand: { company: 'Campus Radio', industry: 'Media', teamSize: '2-10', budget: '$500-1,500 a month' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().brand).toEqual({
      company: 'Campus Radio',
      industry: 'Media',
      teamSize: '2-10',
      budget: '$500-1,500 a month',
    });
    const [partner] = await t.database.db.select().from(partnerProfiles).where(eq(partnerProfiles.userId, id));
    expect(partner?.company).toBe('Campus Radio');
    const bad = await c.put('/api/profile', { ...shared, brand: { teamSize: 'lots' } });
    expect(bad.json().error.fields).toEqual({ 'brand.teamSize': PROFILE_MESSAGES.teamSize });
  });
});

describe('brand search fields (decision 015)', () => {
  const searchFields = {
    niche: 'Photography',
    languages: ['Korean', 'English'],
    region: 'Asia',
    diversityMarkers: ['First Generation'],
    collaborationTypes: ['Licensing', 'UGC-only'],
    postingFrequency: 'Bi-weekly',
  };

  it('a creative sets them, and a partner’s search with those filters finds them', async () => {
    const { c, id } = await creative({ creativeRole: 'videographer', status: 'approved' });
    const res = await c.put('/api/profile', { ...shared, name: 'Zephyra Quillfeather', creator: searchFields });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().creator).toMatchObject({
      ...searchFields,
      // Each list comes back in the option list's order.
      languages: ['English', 'Korean'],
      collaborationTypes: ['UGC-only', 'Licensing'],
    });
    expect((await c.get('/api/profile')).json().creator).toMatchObject({ niche: 'Photography', region: 'Asia' });
    const [card] = await t.database.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, id));
    expect(card).toMatchObject({ field: 'Photography', languages: ['English', 'Korean'], region: 'Asia' });

    const { c: brand } = await session('brand');
    const search = async (filters: Partial<BrandFilters>) => {
      const r = await brand.get(
        `/api/creators/search?${filtersToSearchParams({ ...DEFAULT_BRAND_FILTERS, q: 'Zephyra', ...filters })}&limit=50`,
      );
      expect(r.statusCode, r.body).toBe(200);
      return (r.json().items as { id: string }[]).map((i) => i.id);
    };
    expect(
      await search({
        niche: 'Photography',
        language: 'Korean',
        location: 'Asia',
        diversityMarkers: ['First Generation'],
        collaborationType: 'Licensing',
        postingFrequency: 'Bi-weekly',
      }),
    ).toContain(id);
    expect(await search({ niche: 'Music' })).not.toContain(id);
    expect(await search({ language: 'French' })).not.toContain(id);

    // Clearing them takes the creative out of those filters.
    const cleared = await c.put('/api/profile', { ...shared, name: 'Zephyra Quillfeather', creator: {} });
    expect(cleared.json().creator).toMatchObject({ niche: null, languages: [], region: null, postingFrequency: null });
    expect(await search({ niche: 'Photography' })).not.toContain(id);
    expect(await search({})).toContain(id);
  });

  it('refuses values not on the lists with the message, saving nothing', async () => {
    const { c } = await creative({ creativeRole: 'videographer' });
    expect((await c.put('/api/profile', { ...shared, creator: searchFields })).statusCode).toBe(200);
    const res = await c.put('/api/profile', {
      ...shared,
      bio: 'Changed',
      creator: { niche: 'Cooking', languages: ['Klingon'], region: 'Mars', postingFrequency: 'Hourly' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'creator.niche': PROFILE_MESSAGES.niche,
      'creator.languages.0': PROFILE_MESSAGES.languages,
      'creator.region': PROFILE_MESSAGES.region,
      'creator.postingFrequency': PROFILE_MESSAGES.postingFrequency,
    });
    const bad = await c.put('/api/profile', {
      ...shared,
      creator: { diversityMarkers: ['Everyone'], collaborationTypes: ['Forever'] },
    });
    expect(bad.json().error.fields).toMatchObject({
      'creator.diversityMarkers.0': PROFILE_MESSAGES.diversityMarkers,
      'creator.collaborationTypes.0': PROFILE_MESSAGES.collaborationTypes,
    });
    expect((await c.get('/api/profile')).json()).toMatchObject({ bio: shared.bio, creator: { niche: 'Photography' } });
  });

  it('another user cannot change them: each save is the caller’s own, and other roles’ saves ignore them', async () => {
    const owner = await creative({ creativeRole: 'videographer' });
    expect((await owner.c.put('/api/profile', { ...shared, creator: searchFields })).statusCode).toBe(200);
    const other = await creative({ creativeRole: 'videographer' });
    const brand = await session('brand');
    const body = { ...shared, name: 'Intruder', id: owner.id, userId: owner.id, creator: { niche: 'Music' } };
    expect((await other.c.put('/api/profile', body)).statusCode).toBe(200);
    expect((await brand.c.put('/api/profile', body)).statusCode).toBe(200);
    expect((await owner.c.get('/api/profile')).json()).toMatchObject({
      name: 'Maya Chen',
      creator: { niche: 'Photography', languages: ['English', 'Korean'], region: 'Asia' },
    });
    expect((await other.c.get('/api/profile')).json().creator.niche).toBe('Music');
    expect((await brand.c.get('/api/profile')).json().creator).toBeNull();
    expect(await t.database.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, brand.id))).toEqual([]);
  });
});
