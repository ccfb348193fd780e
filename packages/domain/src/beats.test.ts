import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BEAT_LICENSE_TYPES,
  BEAT_MESSAGES,
  BEAT_MOODS,
  beatErrors,
  beatSplitsError,
  dollarsToCents,
  EMPTY_BEAT_FILTERS,
  filtersFromQuery,
  hasFilters,
  inPriceRange,
  licenseDocumentText,
  licenseShares,
  matchesBeatFilters,
  PRICE_RANGES,
  queryFromFilters,
} from './beats';
import { BeatInput, type LicenseView } from './beats-contracts';
import { SPLIT_PERCENTAGE_MESSAGE, splitsTotalMessage } from './splits';

const beat = {
  moods: ['Moody', 'Cinematic'],
  licenseTypes: ['Film', 'Paid Social'],
  nonExclusivePriceCents: 14_900,
  exclusivePriceCents: 149_900,
};

describe('price ranges (spec part 2, section 5)', () => {
  it('has the four ranges with the spec’s labels', () => {
    expect(PRICE_RANGES.map((r) => r.label)).toEqual(['Under $200', '$200-$500', '$500-$1000', '$1000+']);
  });

  it('puts the bounds in the upper range', () => {
    expect(inPriceRange(19_999, 'under-200')).toBe(true);
    expect(inPriceRange(20_000, 'under-200')).toBe(false);
    expect(inPriceRange(20_000, '200-500')).toBe(true);
    expect(inPriceRange(50_000, '500-1000')).toBe(true);
    expect(inPriceRange(100_000, '1000-plus')).toBe(true);
    expect(inPriceRange(99_999, '1000-plus')).toBe(false);
  });

  it('every price falls in exactly one range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(PRICE_RANGES.filter((r) => inPriceRange(cents, r.id))).toHaveLength(1);
      }),
    );
  });
});

describe('matchesBeatFilters', () => {
  it('matches everything without filters', () => {
    expect(matchesBeatFilters(beat, EMPTY_BEAT_FILTERS)).toBe(true);
    expect(hasFilters(EMPTY_BEAT_FILTERS)).toBe(false);
  });

  it('matches any of the moods', () => {
    expect(matchesBeatFilters(beat, { ...EMPTY_BEAT_FILTERS, moods: ['Raw', 'Moody'] })).toBe(true);
    expect(matchesBeatFilters(beat, { ...EMPTY_BEAT_FILTERS, moods: ['Raw', 'Bold'] })).toBe(false);
  });

  it('needs the one license type', () => {
    expect(matchesBeatFilters(beat, { ...EMPTY_BEAT_FILTERS, licenseType: 'Film' })).toBe(true);
    expect(matchesBeatFilters(beat, { ...EMPTY_BEAT_FILTERS, licenseType: 'Commercial' })).toBe(false);
  });

  it('applies the price range to either license on offer', () => {
    expect(matchesBeatFilters(beat, { ...EMPTY_BEAT_FILTERS, priceRange: 'under-200' })).toBe(true);
    expect(matchesBeatFilters(beat, { ...EMPTY_BEAT_FILTERS, priceRange: '1000-plus' })).toBe(true);
    expect(matchesBeatFilters(beat, { ...EMPTY_BEAT_FILTERS, priceRange: '200-500' })).toBe(false);
  });

  it('adding a mood never loses a match; adding a filter never gains one', () => {
    const moods = fc.subarray([...BEAT_MOODS]);
    fc.assert(
      fc.property(
        moods,
        moods,
        fc.constantFrom(...BEAT_MOODS),
        fc.constantFrom(...BEAT_LICENSE_TYPES),
        (b, f, m, t) => {
          const b2 = { ...beat, moods: b };
          const filters = { ...EMPTY_BEAT_FILTERS, moods: f };
          if (matchesBeatFilters(b2, filters)) {
            if (f.length > 0) expect(matchesBeatFilters(b2, { ...filters, moods: [...f, m] })).toBe(true);
            expect(matchesBeatFilters(b2, { ...filters, licenseType: t })).toBe(b2.licenseTypes.includes(t));
          }
        },
      ),
    );
  });

  it('reads and writes the list’s query string', () => {
    const filters = { moods: ['Moody', 'Raw'], licenseType: 'Film', priceRange: '200-500' as const };
    expect(queryFromFilters(filters)).toBe('?moods=Moody%2CRaw&licenseType=Film&priceRange=200-500');
    expect(filtersFromQuery({ moods: 'Moody,Raw,Nope,Moody', licenseType: 'Film', priceRange: '200-500' })).toEqual(
      filters,
    );
    expect(queryFromFilters(EMPTY_BEAT_FILTERS)).toBe('');
  });
});

describe('beatErrors', () => {
  const valid = BeatInput.parse({
    mediaId: 'm1',
    previewMediaId: 'm2',
    title: 'Night Drive',
    bpm: 92,
    key: 'A minor',
    moods: ['Moody'],
    licenseTypes: ['Film'],
    nonExclusivePriceCents: 14_900,
    exclusivePriceCents: 149_900,
  });

  it('accepts a complete beat', () => {
    expect(beatErrors(valid)).toEqual({});
  });

  it('names every missing or wrong field', () => {
    expect(beatErrors(BeatInput.parse({}))).toEqual({
      mediaId: BEAT_MESSAGES.audioRequired,
      previewMediaId: BEAT_MESSAGES.previewRequired,
      title: BEAT_MESSAGES.titleRequired,
      bpm: BEAT_MESSAGES.bpm,
      key: BEAT_MESSAGES.key,
      moods: BEAT_MESSAGES.moods,
      licenseTypes: BEAT_MESSAGES.licenseTypes,
      nonExclusivePriceCents: BEAT_MESSAGES.nonExclusivePrice,
      exclusivePriceCents: BEAT_MESSAGES.exclusivePrice,
    });
    expect(beatErrors({ ...valid, bpm: 92.5 }).bpm).toBe(BEAT_MESSAGES.bpm);
    expect(beatErrors({ ...valid, moods: ['Happy'] }).moods).toBe(BEAT_MESSAGES.moods);
    expect(beatErrors({ ...valid, exclusivePriceCents: 14_900 }).exclusivePriceCents).toBe(
      BEAT_MESSAGES.exclusivePrice,
    );
    expect(beatErrors({ ...valid, title: 'x'.repeat(121) }).title).toBe(BEAT_MESSAGES.titleTooLong);
  });

  it('reads dollars typed in the form', () => {
    expect(dollarsToCents('149')).toBe(14_900);
    expect(dollarsToCents('$1,499.50')).toBe(149_950);
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
  });
});

describe('licenseDocumentText', () => {
  it('holds the id, terms version, parties and collaborators, usage, price, date and the verification link', () => {
    const license: LicenseView = {
      id: 'lic-1',
      beat: { id: 'b1', title: 'Night Drive', bpm: 92, key: 'A minor', status: 'published' },
      producer: { id: 'p', name: 'Kai' },
      buyer: { id: 'f', name: 'Ava' },
      kind: 'exclusive',
      termsVersion: 'beat-license-v1',
      usageType: 'Film',
      priceCents: 149_900,
      createdAt: '2026-11-23T10:00:00.000Z',
      isBuyer: true,
      collaborators: [{ name: 'Noor', percentage: 40 }],
      verificationCode: 'abc123',
    };
    const text = licenseDocumentText(license, 'https://pulse.test');
    for (const line of [
      'License ID: lic-1',
      'Terms version: beat-license-v1',
      'Producer: Kai',
      'Licensee: Ava',
      'License: Exclusive',
      'Usage: Film',
      'Price: $1,499',
      'Date: 2026-11-23',
      'Collaborators: Noor (40%)',
      'Verify this license: https://pulse.test/licenses/verify/abc123',
    ]) {
      expect(text).toContain(line);
    }
  });
});

describe('collaborator splits on a license sale', () => {
  it('credits the producer alone without splits', () => {
    expect(licenseShares('p', [], 14_900)).toEqual([{ userId: 'p', amountCents: 14_900 }]);
  });

  it('splits by the largest remainder so the parts add up exactly', () => {
    expect(
      licenseShares(
        'p',
        [
          { userId: 'a', percentage: 33 },
          { userId: 'b', percentage: 33 },
          { userId: 'c', percentage: 34 },
        ],
        100,
      ),
    ).toEqual([
      { userId: 'a', amountCents: 33 },
      { userId: 'b', amountCents: 33 },
      { userId: 'c', amountCents: 34 },
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 9 }),
        (price, raw) => {
          const total = raw.reduce((a, b) => a + b, 0);
          if (total > 100) return;
          const splits = [...raw, 100 - total].map((percentage, i) => ({ userId: `u${i}`, percentage }));
          expect(beatSplitsError(splits)).toBeNull();
          const shares = licenseShares('p', splits, price);
          expect(shares.reduce((sum, s) => sum + s.amountCents, 0)).toBe(price);
          for (const s of shares) {
            const pct = splits.find((x) => x.userId === s.userId)!.percentage;
            expect(Math.abs(s.amountCents - (price * pct) / 100)).toBeLessThan(1);
          }
        },
      ),
    );
  });

  it('uses the upload wizard’s split rules', () => {
    expect(beatSplitsError([])).toBeNull();
    expect(beatSplitsError([{ userId: 'a', percentage: 60 }])).toBe(splitsTotalMessage(60));
    expect(
      beatSplitsError([
        { userId: 'a', percentage: 50 },
        { userId: 'a', percentage: 50 },
      ]),
    ).toBe(BEAT_MESSAGES.splitDuplicate);
    expect(beatSplitsError([{ userId: ' ', percentage: 100 }])).toBe(BEAT_MESSAGES.splitAccount);
    expect(
      beatSplitsError([
        { userId: 'a', percentage: 50.5 },
        { userId: 'b', percentage: 49.5 },
      ]),
    ).toBe(SPLIT_PERCENTAGE_MESSAGE);
  });
});
