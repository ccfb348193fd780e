import { describe, expect, it } from 'vitest';
import {
  bioGuidance,
  CREATIVE_TYPES,
  creativeTypesGuidance,
  EXPERIENCE_LEVELS,
  fillFromOnboarding,
  nameGuidance,
  parseRateFigures,
  portfolioLinks,
  rateBenchmark,
  rateGuidance,
  SPECIALTIES,
} from './creator-setup';
import { CreativeProfileRequest, canContinueSetup, setupStepErrors } from './creator-setup-contracts';
import { rateKeysFor } from './rates';

describe('wizard lists', () => {
  it('has the 12 creative types starting with the spec three, 20 specialties and the five experience levels', () => {
    expect(CREATIVE_TYPES).toHaveLength(12);
    expect(CREATIVE_TYPES.slice(0, 3)).toEqual(['Videographer', 'Graphic Designer', 'Producer']);
    expect(new Set(CREATIVE_TYPES).size).toBe(12);
    expect(SPECIALTIES).toHaveLength(20);
    expect(new Set(SPECIALTIES).size).toBe(20);
    expect(EXPERIENCE_LEVELS).toHaveLength(5);
  });
});

describe('Continue on each step (spec part 1, section 5)', () => {
  const basics = { displayName: 'Maya', bio: 'I shoot campus events.', location: 'Austin, TX' };
  it('step 1 needs display name, bio and location', () => {
    expect(canContinueSetup(1, basics)).toBe(true);
    expect(setupStepErrors(1, { ...basics, displayName: ' ' })).toEqual({ displayName: 'Display name is required' });
    expect(setupStepErrors(1, { ...basics, displayName: 'M' })).toEqual({
      displayName: 'Display name must be at least 2 characters',
    });
    expect(setupStepErrors(1, { ...basics, bio: '' })).toEqual({ bio: 'Bio is required' });
    expect(setupStepErrors(1, { ...basics, location: '   ' })).toEqual({ location: 'Location is required' });
    expect(setupStepErrors(1, { ...basics, location: 'x'.repeat(101) })).toEqual({
      location: 'Location must be at most 100 characters',
    });
    expect(canContinueSetup(1, { ...basics, location: 'x'.repeat(100) })).toBe(true);
  });
  it('step 2 needs at least one creative type from the list', () => {
    expect(setupStepErrors(2, { creativeTypes: [] })).toEqual({ creativeTypes: 'Pick at least one creative type' });
    expect(canContinueSetup(2, { creativeTypes: ['Producer'] })).toBe(true);
    expect(canContinueSetup(2, { creativeTypes: ['Astronaut'] })).toBe(false);
  });
  it('step 3 needs an experience level', () => {
    expect(setupStepErrors(3, {})).toEqual({ experience: 'Pick your experience level' });
    expect(canContinueSetup(3, { experience: 'expert' })).toBe(true);
  });
  it('steps 4 to 6 have no required fields, but links must be web addresses', () => {
    expect(canContinueSetup(4, {})).toBe(true);
    expect(canContinueSetup(5, {})).toBe(true);
    expect(canContinueSetup(6, {})).toBe(true);
    expect(setupStepErrors(6, { socialLinks: { website: 'not a url' } })).toEqual({
      'socialLinks.website': 'Please enter a valid URL',
    });
    expect(canContinueSetup(6, { socialLinks: { portfolio: 'maya.studio' } })).toBe(true);
  });
});

describe('the whole profile request', () => {
  it('fills defaults (Available, empty rates and links) and normalises links', () => {
    const parsed = CreativeProfileRequest.parse({
      displayName: ' Maya ',
      bio: 'Bio',
      location: 'Remote',
      creativeTypes: ['Producer', 'Producer'],
      experience: 'professional',
      socialLinks: { portfolio: 'maya.studio' },
    });
    expect(parsed).toMatchObject({
      displayName: 'Maya',
      creativeTypes: ['Producer'],
      availability: 'available',
      specialties: [],
      rates: {
        customBeat: '',
        mixingMastering: '',
        photoShoot: '',
        videoProject: '',
        designWork: '',
        consultation: '',
      },
      socialLinks: { instagram: '', portfolio: 'https://maya.studio/', website: '' },
    });
  });
  it('collects portfolio links in order without duplicates', () => {
    expect(portfolioLinks({ portfolio: 'https://a.com/', website: 'a.com' })).toEqual(['https://a.com/']);
    expect(portfolioLinks({ portfolio: '', website: 'b.org' })).toEqual(['https://b.org/']);
    expect(portfolioLinks({ portfolio: 'nope' })).toEqual([]);
  });
});

describe('advisory guidance at its boundaries', () => {
  it('name: under 2 prompts, over 20 suggests shorter', () => {
    expect(nameGuidance('').level).toBe('prompt');
    expect(nameGuidance(' A ').level).toBe('prompt');
    expect(nameGuidance('Al').level).toBe('good');
    expect(nameGuidance('x'.repeat(20)).level).toBe('good');
    expect(nameGuidance('x'.repeat(21))).toEqual({
      level: 'suggestion',
      message: 'Shorter names stick: consider 20 characters or fewer.',
    });
  });
  it('bio: under 20 prompts, 50-150 advised, over 200 suggests condensing', () => {
    const bio = (n: number) => bioGuidance('b'.repeat(n));
    expect(bio(19).level).toBe('prompt');
    expect(bio(20).level).toBe('suggestion');
    expect(bio(49).level).toBe('suggestion');
    expect(bio(50).level).toBe('good');
    expect(bio(150).level).toBe('good');
    expect(bio(151).level).toBe('suggestion');
    expect(bio(200).message).toBe('A little long: 50-150 characters reads best.');
    expect(bio(201).message).toBe('Consider condensing: bios over 200 characters get skimmed.');
  });
  it('creative types: 2-4 advised, over 5 too many', () => {
    expect(creativeTypesGuidance(0).level).toBe('prompt');
    expect(creativeTypesGuidance(1).level).toBe('suggestion');
    expect(creativeTypesGuidance(2).level).toBe('good');
    expect(creativeTypesGuidance(4).level).toBe('good');
    expect(creativeTypesGuidance(5).level).toBe('suggestion');
    expect(creativeTypesGuidance(6).level).toBe('warning');
  });
});

describe('rates against $500 scaled by experience', () => {
  it('scales the benchmark', () => {
    expect(rateBenchmark(null)).toBe(500);
    expect(rateBenchmark('just-starting')).toBe(250);
    expect(rateBenchmark('getting-experience')).toBe(500);
    expect(rateBenchmark('professional')).toBe(750);
    expect(rateBenchmark('expert')).toBe(1000);
    expect(rateBenchmark('industry-veteran')).toBe(1500);
  });
  it('reads dollar figures from free text', () => {
    expect(parseRateFigures('$200-400')).toEqual([200, 400]);
    expect(parseRateFigures('$1,200 – $2,500 per project')).toEqual([1200, 2500]);
    expect(parseRateFigures('1.5k')).toEqual([1500]);
    expect(parseRateFigures('ask me')).toEqual([]);
  });
  it('judges the middle of the range: below half is low, above double is high', () => {
    // Benchmark 500 (Getting Experience): low below 250, high above 1000.
    expect(rateGuidance('', 'getting-experience')).toBeNull();
    expect(rateGuidance('$249', 'getting-experience')?.verdict).toBe('low');
    expect(rateGuidance('$250', 'getting-experience')?.verdict).toBe('fair');
    expect(rateGuidance('$200-300', 'getting-experience')?.verdict).toBe('fair');
    expect(rateGuidance('$1000', 'getting-experience')?.verdict).toBe('fair');
    expect(rateGuidance('$1001', 'getting-experience')?.verdict).toBe('high');
    expect(rateGuidance('$1001', 'industry-veteran')?.verdict).toBe('fair');
    expect(rateGuidance('$100', 'just-starting')?.verdict).toBe('low');
    expect(rateGuidance('DM me', 'expert')).toMatchObject({ verdict: 'unclear', level: 'prompt' });
    expect(rateGuidance('$300', 'professional')?.message).toBe(
      "Below the typical $750 for your experience. Don't undersell yourself.",
    );
  });
});

describe('fillFromOnboarding (issue 18 item 12: the wizard does not ask again)', () => {
  const empty = {
    displayName: '',
    bio: '',
    location: '',
    creativeTypes: [],
    experience: null,
    rates: { customBeat: '', mixingMastering: '', photoShoot: '', videoProject: '', designWork: '', consultation: '' },
    specialties: [],
    availability: 'available' as const,
    socialLinks: { instagram: '', portfolio: '', website: '' },
  };
  const answers = {
    role: 'producer' as const,
    displayName: ' Maya Reyes ',
    location: 'Austin, TX',
    bio: 'Lo-fi beats for campus films and clubs.',
    portfolioLink: 'maya.beats',
  };

  it("fills a fresh wizard with the onboarding's name, location, bio, portfolio and creative type", () => {
    expect(fillFromOnboarding(empty, answers)).toMatchObject({
      displayName: 'Maya Reyes',
      location: 'Austin, TX',
      bio: 'Lo-fi beats for campus films and clubs.',
      creativeTypes: ['Producer'],
      socialLinks: { instagram: '', portfolio: 'https://maya.beats/', website: '' },
    });
    expect(fillFromOnboarding(empty, { ...answers, role: 'filmmaker' }).creativeTypes).toEqual(['Filmmaker']);
  });

  it('keeps whatever the wizard already holds, and changes nothing without onboarding answers', () => {
    const started = { ...empty, displayName: 'Maya R.', creativeTypes: ['Videographer' as const] };
    expect(fillFromOnboarding(started, answers)).toMatchObject({
      displayName: 'Maya R.',
      location: 'Austin, TX',
      creativeTypes: ['Videographer'],
    });
    expect(fillFromOnboarding(empty, null)).toBe(empty);
  });

  it('leaves an unusable portfolio link out', () => {
    expect(fillFromOnboarding(empty, { ...answers, portfolioLink: 'not a link' }).socialLinks.portfolio).toBe('');
  });
});

describe('rate fields that fit the creative', () => {
  it('asks a producer for beats and mixing, never a photo shoot or design work', () => {
    expect(rateKeysFor({ creativeTypes: ['Producer'] })).toEqual(['customBeat', 'mixingMastering', 'consultation']);
    expect(rateKeysFor({ creativeTypes: [], creativeRole: 'producer' })).toEqual([
      'customBeat',
      'mixingMastering',
      'consultation',
    ]);
  });

  it('asks videographers for video and photo, designers for design work, and unions several types', () => {
    expect(rateKeysFor({ creativeTypes: ['Videographer'] })).toEqual(['videoProject', 'photoShoot', 'consultation']);
    expect(rateKeysFor({ creativeRole: 'designer' })).toEqual(['designWork', 'consultation']);
    expect(rateKeysFor({ creativeTypes: ['Graphic Designer', 'Producer'] })).toEqual([
      'customBeat',
      'mixingMastering',
      'designWork',
      'consultation',
    ]);
  });

  it('keeps a rate already filled in, and offers the spec’s four when nothing is known', () => {
    expect(rateKeysFor({ creativeTypes: ['Producer'], rates: { photoShoot: '$200' } })).toEqual([
      'customBeat',
      'mixingMastering',
      'photoShoot',
      'consultation',
    ]);
    expect(rateKeysFor({})).toEqual(['videoProject', 'photoShoot', 'designWork', 'consultation']);
  });
});
