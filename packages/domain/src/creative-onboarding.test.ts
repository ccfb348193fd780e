import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BIO_MAX_MESSAGE,
  BIO_MIN_MESSAGE,
  BIO_REQUIRED_MESSAGE,
  type CreativeDraft,
  type CreativeOnboardingValues,
  creativeOnboardingPath,
  creativeOnboardingStepSchema,
  DISPLAY_NAME_MAX_MESSAGE,
  EMPTY_CREATIVE_ONBOARDING_VALUES,
  firstActionOptions,
  firstIncompleteStep,
  GENRES,
  GENRES_REQUIRED_MESSAGE,
  isStepValid,
  LOCATION_MAX_MESSAGE,
  localDraftKey,
  PORTFOLIO_URL_MESSAGE,
  parseCreativeOnboardingRole,
  parseStoredDraft,
  resumeStep,
  SPECIALTIES,
  SPECIALTIES_MAX_MESSAGE,
  SPECIALTIES_REQUIRED_MESSAGE,
  saveCreativeDraftRequest,
  stepFromSlug,
  UNKNOWN_CHOICE_MESSAGE,
  VIBES,
  VIBES_REQUIRED_MESSAGE,
  validateBasics,
  validateCalibrate,
  validateProfile,
  withHttpsWhileTyping,
} from './creative-onboarding';

const basics = (over: Partial<CreativeOnboardingValues> = {}) =>
  validateBasics({ displayName: 'Maya', location: '', portfolioLink: '', ...over });

describe('basics step (spec part 1, section 5, word for word)', () => {
  it('requires a display name of 2 to 50 characters, trimmed', () => {
    expect(basics({ displayName: '' }).displayName).toBe('Display name is required');
    expect(basics({ displayName: '    ' }).displayName).toBe('Display name is required');
    expect(basics({ displayName: 'M' }).displayName).toBe('Display name must be at least 2 characters');
    expect(basics({ displayName: ' M ' }).displayName).toBe('Display name must be at least 2 characters');
    expect(basics({ displayName: 'Ma' })).toEqual({});
    expect(basics({ displayName: 'x'.repeat(50) })).toEqual({});
    expect(basics({ displayName: ` ${'x'.repeat(50)} ` })).toEqual({});
    expect(basics({ displayName: 'x'.repeat(51) }).displayName).toBe(DISPLAY_NAME_MAX_MESSAGE);
  });

  it('accepts an empty location and up to 100 characters', () => {
    expect(basics({ location: '' })).toEqual({});
    expect(basics({ location: 'y'.repeat(100) })).toEqual({});
    expect(basics({ location: 'y'.repeat(101) }).location).toBe(LOCATION_MAX_MESSAGE);
    expect(LOCATION_MAX_MESSAGE).toBe('Location must be at most 100 characters');
  });

  it('takes an optional portfolio link that is a web address or a dotted host', () => {
    for (const ok of ['', 'https://maya.studio', 'http://behance.net/maya', 'maya.studio', 'www.maya.co/reel']) {
      expect(basics({ portfolioLink: ok })).toEqual({});
    }
    for (const bad of [
      'maya',
      'not a url',
      'https://localhost',
      'ftp://files.example.com',
      'https://',
      'maya studio.com',
    ]) {
      expect(basics({ portfolioLink: bad }).portfolioLink).toBe('Please enter a valid URL');
    }
  });

  it('is valid only with no errors and a trimmed name of 2 or more', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 110 }), (name, location) => {
        const n = name.trim().length;
        const valid = n >= 2 && n <= 50 && location.trim().length <= 100;
        expect(
          isStepValid('basics', { ...EMPTY_CREATIVE_ONBOARDING_VALUES, displayName: name, location }, 'producer'),
        ).toBe(valid);
      }),
    );
  });
});

describe('https:// while typing', () => {
  it('is added to a value without a scheme that contains a dot', () => {
    expect(withHttpsWhileTyping('maya.')).toBe('https://maya.');
    expect(withHttpsWhileTyping('maya.studio')).toBe('https://maya.studio');
    expect(withHttpsWhileTyping('  maya.studio')).toBe('https://maya.studio');
  });
  it('leaves everything else as typed', () => {
    for (const v of ['', 'maya', 'https://maya.studio', 'http://x.y', 'HTTPS://X.Y', 'https:/', 'ftp://x.y']) {
      expect(withHttpsWhileTyping(v)).toBe(v);
    }
  });
  it('never adds the prefix twice', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = withHttpsWhileTyping(s);
        expect(withHttpsWhileTyping(once)).toBe(once);
      }),
    );
  });
});

describe('calibrate and profile steps', () => {
  it('needs at least one genre and one vibe from the spec lists', () => {
    expect(validateCalibrate({ genres: [], vibes: [] })).toEqual({
      genres: GENRES_REQUIRED_MESSAGE,
      vibes: VIBES_REQUIRED_MESSAGE,
    });
    expect(validateCalibrate({ genres: ['Lo-fi'], vibes: ['Raw'] })).toEqual({});
    expect(validateCalibrate({ genres: ['Polka'], vibes: ['Raw'] })).toEqual({ genres: UNKNOWN_CHOICE_MESSAGE });
    expect(GENRES).toEqual(['Lo-fi', 'Hip-hop', 'Cinematic', 'Contemporary', 'Indie Pop', 'R&B', 'Commercial']);
    expect(VIBES).toHaveLength(10);
  });

  const profile = (over: Partial<CreativeOnboardingValues> = {}, role: 'producer' | 'filmmaker' = 'producer') =>
    validateProfile({ bio: 'x'.repeat(20), specialties: ['Lo-fi'], links: [], ...over }, role);

  it('needs a bio of 20 to 300 characters', () => {
    expect(profile({ bio: ' ' }).bio).toBe(BIO_REQUIRED_MESSAGE);
    expect(profile({ bio: 'x'.repeat(19) }).bio).toBe(BIO_MIN_MESSAGE);
    expect(profile({ bio: 'x'.repeat(20) })).toEqual({});
    expect(profile({ bio: 'x'.repeat(300) })).toEqual({});
    expect(profile({ bio: 'x'.repeat(301) }).bio).toBe(BIO_MAX_MESSAGE);
  });

  it("takes 1 to 5 specialties from the role's category list", () => {
    expect(profile({ specialties: [] }).specialties).toBe(SPECIALTIES_REQUIRED_MESSAGE);
    expect(profile({ specialties: SPECIALTIES.producer.slice(0, 5) })).toEqual({});
    expect(profile({ specialties: SPECIALTIES.producer.slice(0, 6) }).specialties).toBe(SPECIALTIES_MAX_MESSAGE);
    // "Event Recap" is a videographer category: fine for filmmakers, not for producers.
    expect(profile({ specialties: ['Event Recap'] }, 'filmmaker')).toEqual({});
    expect(profile({ specialties: ['Event Recap'] }).specialties).toBe(UNKNOWN_CHOICE_MESSAGE);
  });

  it('checks each extra link and ignores empty rows', () => {
    expect(profile({ links: ['', 'soundcloud.com/maya'] })).toEqual({});
    expect(profile({ links: ['ok.com', 'nope'] })).toEqual({ 'links.1': PORTFOLIO_URL_MESSAGE });
    expect(profile({ links: ['a.co', 'b.co', 'c.co', 'd.co'] }).links).toBe('Add up to 3 more links');
  });

  it('finds the first step whose rules fail', () => {
    const v: CreativeOnboardingValues = { ...EMPTY_CREATIVE_ONBOARDING_VALUES };
    expect(firstIncompleteStep(v, 'producer')).toBe('basics');
    v.displayName = 'Maya';
    expect(firstIncompleteStep(v, 'producer')).toBe('calibrate');
    v.genres = ['Lo-fi'];
    v.vibes = ['Chill'];
    expect(firstIncompleteStep(v, 'producer')).toBe('profile');
    v.bio = 'Lo-fi beats from a dorm room in Austin.';
    v.specialties = ['Lo-fi'];
    expect(firstIncompleteStep(v, 'producer')).toBe('first-action');
  });
});

describe('roles, steps and destinations', () => {
  it('accepts producer and filmmaker only', () => {
    expect(parseCreativeOnboardingRole('producer')).toBe('producer');
    expect(parseCreativeOnboardingRole('filmmaker')).toBe('filmmaker');
    for (const bad of [null, undefined, '', 'designer', 'Producer', 'admin']) {
      expect(parseCreativeOnboardingRole(bad)).toBeNull();
    }
  });
  it('knows the four subpaths', () => {
    expect(stepFromSlug('basics')).toBe('basics');
    expect(stepFromSlug('first-action')).toBe('first-action');
    expect(stepFromSlug('finish')).toBeNull();
    expect(stepFromSlug(undefined)).toBeNull();
    expect(creativeOnboardingPath('filmmaker', 'profile')).toBe('/onboarding/creative/profile?role=filmmaker');
    expect(localDraftKey('producer')).toBe('pulse.onboarding.draft.producer');
  });
  it('sends producers to upload and filmmakers to beats first (spec section 4)', () => {
    expect(firstActionOptions('producer')[0]!.to).toBe('/upload/beat/new');
    expect(firstActionOptions('filmmaker')[0]!.to).toBe('/discover/beats');
  });
});

const complete: CreativeOnboardingValues = {
  displayName: 'Maya Chen',
  location: 'Austin, TX',
  portfolioLink: 'https://maya.studio',
  genres: ['Lo-fi'],
  vibes: ['Chill', 'Raw'],
  bio: 'Lo-fi beats from a dorm room in Austin.',
  specialties: ['Lo-fi', 'Ambient'],
  links: [],
};

describe('draft contract', () => {
  const schema = saveCreativeDraftRequest('producer');
  const issues = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('keeps an unfinished current step as a draft', () => {
    const r = schema.safeParse({ currentStep: 1, displayName: 'M', portfolioLink: '' });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ genres: [], firstAction: null, completed: false });
  });

  it('still refuses values beyond the limits on any step', () => {
    const r = schema.safeParse({
      currentStep: 1,
      displayName: 'x'.repeat(51),
      location: 'y'.repeat(101),
      portfolioLink: 'maya',
      bio: 'z'.repeat(301),
      links: ['nope'],
    });
    expect(issues(r)).toEqual({
      displayName: DISPLAY_NAME_MAX_MESSAGE,
      location: LOCATION_MAX_MESSAGE,
      portfolioLink: PORTFOLIO_URL_MESSAGE,
      bio: BIO_MAX_MESSAGE,
      'links.0': PORTFOLIO_URL_MESSAGE,
    });
  });

  it('needs every step before the current one to be valid', () => {
    expect(issues(schema.safeParse({ currentStep: 2, displayName: 'M' }))).toEqual({
      displayName: 'Display name must be at least 2 characters',
    });
    expect(issues(schema.safeParse({ currentStep: 3, displayName: 'Maya' }))).toEqual({
      genres: GENRES_REQUIRED_MESSAGE,
      vibes: VIBES_REQUIRED_MESSAGE,
    });
    expect(schema.safeParse({ currentStep: 4, ...complete }).success).toBe(true);
    expect(issues(schema.safeParse({ currentStep: 5, ...complete }))).toEqual({ currentStep: 'Step must be 1 to 4' });
    expect(issues(schema.safeParse({ currentStep: 0, ...complete }))).toEqual({ currentStep: 'Step must be 1 to 4' });
  });

  it('completes only on step 4 with every step valid', () => {
    expect(schema.safeParse({ currentStep: 4, ...complete, completed: true }).success).toBe(true);
    expect(issues(schema.safeParse({ currentStep: 3, ...complete, completed: true }))).toEqual({
      currentStep: 'A completed onboarding ends on step 4',
    });
    expect(issues(schema.safeParse({ currentStep: 4, ...complete, bio: '', completed: true }))).toEqual({
      bio: BIO_REQUIRED_MESSAGE,
    });
  });

  it('refuses options that are not on the lists', () => {
    expect(issues(schema.safeParse({ currentStep: 1, genres: ['Polka'] }))).toEqual({
      'genres.0': UNKNOWN_CHOICE_MESSAGE,
    });
    expect(issues(schema.safeParse({ currentStep: 1, specialties: ['Documentary'] }))).toEqual({
      'specialties.0': UNKNOWN_CHOICE_MESSAGE,
    });
    expect(
      saveCreativeDraftRequest('filmmaker').safeParse({ currentStep: 1, specialties: ['Documentary'] }).success,
    ).toBe(true);
    expect(issues(schema.safeParse({ currentStep: 1, firstAction: 'nap' }))).toEqual({
      firstAction: UNKNOWN_CHOICE_MESSAGE,
    });
  });
});

describe('stored drafts', () => {
  const stored: CreativeDraft = {
    role: 'producer',
    currentStep: 3,
    ...complete,
    firstAction: null,
    completed: false,
    completedAt: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
  };

  it('restores a valid draft of the same role', () => {
    expect(parseStoredDraft(stored, 'producer')).toEqual(stored);
    expect(parseStoredDraft(JSON.parse(JSON.stringify(stored)), 'producer')).toEqual(stored);
  });

  it('ignores anything that cannot be parsed as one', () => {
    for (const bad of [null, 'x', 42, {}, { ...stored, role: 'filmmaker' }, { ...stored, currentStep: 'three' }]) {
      expect(parseStoredDraft(bad, 'producer')).toBeNull();
    }
    expect(parseStoredDraft({ ...stored, displayName: 'M' }, 'producer')).toBeNull();
  });

  it('resumes at the saved step, never past the first incomplete one, and at step 4 when completed', () => {
    expect(resumeStep(null, 'producer')).toBe('basics');
    expect(resumeStep(stored, 'producer')).toBe('profile');
    expect(resumeStep({ ...stored, currentStep: 4, bio: '' }, 'producer')).toBe('profile');
    expect(resumeStep({ ...stored, currentStep: 1 }, 'producer')).toBe('basics');
    expect(resumeStep({ ...stored, currentStep: 4, completed: true }, 'producer')).toBe('first-action');
  });
});

describe('creativeOnboardingStepSchema', () => {
  const messages = (schema: ReturnType<typeof creativeOnboardingStepSchema>, values: CreativeOnboardingValues) => {
    const result = schema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it("checks a step by the server's rule for moving on from it, each message on its field", () => {
    const basics = creativeOnboardingStepSchema('producer', 'basics');
    expect(messages(basics, EMPTY_CREATIVE_ONBOARDING_VALUES)).toEqual({ displayName: 'Display name is required' });
    const ready = { ...EMPTY_CREATIVE_ONBOARDING_VALUES, displayName: 'Maya', genres: ['Lo-fi'], vibes: [VIBES[0]] };
    expect(basics.parse(ready)).toEqual(ready);
    const profile = creativeOnboardingStepSchema('producer', 'profile');
    expect(messages(profile, { ...ready, bio: 'short', specialties: [], links: ['', 'nope'] })).toEqual({
      bio: BIO_MIN_MESSAGE,
      specialties: SPECIALTIES_REQUIRED_MESSAGE,
      'links.1': PORTFOLIO_URL_MESSAGE,
    });
    // The same messages the server answers a save of the next step with.
    const saved = saveCreativeDraftRequest('producer').safeParse({ ...ready, bio: 'short', currentStep: 4 });
    expect(saved.success ? [] : saved.error.issues.map((i) => i.message)).toContain(BIO_MIN_MESSAGE);
  });
});
