import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyFacets,
  appliedFilters,
  type BrandFilters,
  COLLABORATION_TYPES,
  CreatorSearchQuery,
  cardRatingLabel,
  cursorFitsSort,
  DEFAULT_BRAND_FILTERS,
  DIVERSITY_MARKERS,
  decodeSearchCursor,
  encodeSearchCursor,
  filterQueryString,
  filterSummary,
  filtersFromSearchParams,
  filtersOfQuery,
  filtersToSearchParams,
  INVITE_MESSAGES,
  InviteCreativesRequest,
  inviteResultLabel,
  isFullRange,
  isOnStep,
  MIN_RATINGS,
  meetsMinRating,
  minRatingThreshold,
  normalizeRange,
  POSTING_FREQUENCIES,
  PRICE_RANGE,
  priceRangeCentsLabel,
  priceRangeOf,
  type Range,
  RESPONSE_RATE_RANGE,
  ratingHundredths,
  removeFilter,
  requiredFacets,
  SEARCH_LANGUAGES,
  SEARCH_LOCATIONS,
  SEARCH_MESSAGES,
  SEARCH_NICHES,
  SEARCH_SORTS,
  searchAddressProblems,
  setRangeEnd,
  shownLabel,
  snapToStep,
  toggleDiversityMarker,
} from './creator-search';
import { workCoverSvg, wrapTitle } from './work-cover';

/** A slider with decimal steps (the rules are the same whatever the unit). */
const DECIMAL_RANGE = { min: 1, max: 5, step: 0.1 } as const;
const BOUNDS = [PRICE_RANGE, RESPONSE_RATE_RANGE, DECIMAL_RANGE] as const;

function onGrid(bounds: typeof PRICE_RANGE) {
  const steps = Math.round((bounds.max - bounds.min) / bounds.step);
  return fc.integer({ min: 0, max: steps }).map((i) => snapToStep(bounds.min + i * bounds.step, bounds));
}

function rangeArb(bounds: typeof PRICE_RANGE) {
  return fc.tuple(onGrid(bounds), onGrid(bounds)).map(([a, b]): Range => (a <= b ? [a, b] : [b, a]));
}

const option = <T extends string>(list: readonly T[]) => fc.option(fc.constantFrom(...list), { nil: null });

const filtersArb: fc.Arbitrary<BrandFilters> = fc.record({
  q: fc.string({ maxLength: 30 }).map((s) => s.trim()),
  niche: option(SEARCH_NICHES),
  language: option(SEARCH_LANGUAGES),
  location: option(SEARCH_LOCATIONS),
  diversityMarkers: fc.subarray([...DIVERSITY_MARKERS]),
  collaborationType: option(COLLABORATION_TYPES),
  postingFrequency: option(POSTING_FREQUENCIES),
  priceRange: rangeArb(PRICE_RANGE),
  responseRate: rangeArb(RESPONSE_RATE_RANGE),
  minRating: fc.option(fc.constantFrom(...MIN_RATINGS), { nil: null }),
  verifiedStudents: fc.boolean(),
  sort: fc.constantFrom(...SEARCH_SORTS),
});

describe('range ends (spec part 2, section 5)', () => {
  it('snaps to the slider steps within the bounds', () => {
    expect(snapToStep(620, PRICE_RANGE)).toBe(500);
    expect(snapToStep(640, PRICE_RANGE)).toBe(750);
    expect(snapToStep(99_999, PRICE_RANGE)).toBe(10_000);
    expect(snapToStep(-3, PRICE_RANGE)).toBe(500);
    expect(snapToStep(3.12345, DECIMAL_RANGE)).toBe(3.1);
    expect(snapToStep(4.25, DECIMAL_RANGE)).toBe(4.3);
    expect(snapToStep(Number.NaN, DECIMAL_RANGE)).toBe(1);
    expect(isOnStep(3.7, DECIMAL_RANGE)).toBe(true);
    expect(isOnStep(3.75, DECIMAL_RANGE)).toBe(false);
    expect(isOnStep(85, RESPONSE_RATE_RANGE)).toBe(true);
    expect(isOnStep(87, RESPONSE_RATE_RANGE)).toBe(false);
    expect(isOnStep(1250, PRICE_RANGE)).toBe(true);
    expect(isOnStep(1300, PRICE_RANGE)).toBe(false);
  });

  it('stops the moved end at the other one', () => {
    expect(setRangeEnd([1000, 2000], 'min', 2500, PRICE_RANGE)).toEqual([2000, 2000]);
    expect(setRangeEnd([1000, 2000], 'max', 750, PRICE_RANGE)).toEqual([1000, 1000]);
    expect(setRangeEnd([1000, 2000], 'min', 1250, PRICE_RANGE)).toEqual([1250, 2000]);
    expect(setRangeEnd([2, 4], 'max', 4.56, DECIMAL_RANGE)).toEqual([2, 4.6]);
  });

  it('keeps min not above max, on the grid, without moving the other end (property)', () => {
    for (const bounds of BOUNDS) {
      fc.assert(
        fc.property(
          rangeArb(bounds),
          fc.constantFrom('min' as const, 'max' as const),
          fc.double({ min: -100, max: 20_000, noNaN: true }),
          (range, end, value) => {
            const next = setRangeEnd(range, end, value, bounds);
            expect(next[0]).toBeLessThanOrEqual(next[1]);
            expect(isOnStep(next[0], bounds) && isOnStep(next[1], bounds)).toBe(true);
            if (end === 'min') expect(next[1]).toBe(range[1]);
            else expect(next[0]).toBe(range[0]);
          },
        ),
      );
    }
  });

  it('puts swapped ends in order and treats the whole slider as no filter', () => {
    expect(normalizeRange([3000, 1000], PRICE_RANGE)).toEqual([1000, 3000]);
    expect(isFullRange([500, 10_000], PRICE_RANGE)).toBe(true);
    expect(isFullRange([750, 10_000], PRICE_RANGE)).toBe(false);
  });
});

describe('applied-filter chips and the summary', () => {
  const filters: BrandFilters = {
    ...DEFAULT_BRAND_FILTERS,
    q: 'lo-fi',
    niche: 'Music',
    diversityMarkers: ['POC', 'Women'],
    priceRange: [500, 2000],
    responseRate: [80, 100],
  };

  it('shows one chip per narrowing filter, one per diversity marker', () => {
    expect(appliedFilters(filters).map((c) => c.label)).toEqual([
      '“lo-fi”',
      'Music',
      'POC',
      'Women',
      '$500–$2,000',
      'Response rate 80–100%',
    ]);
    expect(appliedFilters(DEFAULT_BRAND_FILTERS)).toEqual([]);
    expect(filterSummary(DEFAULT_BRAND_FILTERS)).toBe('All creatives');
    expect(filterSummary(filters)).toBe('“lo-fi” · Music · POC · Women · $500–$2,000 · Response rate 80–100%');
  });

  it('removes exactly the chip, ranges back to the whole slider', () => {
    expect(removeFilter(filters, { key: 'diversityMarkers', value: 'POC' }).diversityMarkers).toEqual(['Women']);
    expect(removeFilter(filters, { key: 'priceRange' }).priceRange).toEqual([500, 10_000]);
    expect(removeFilter(filters, { key: 'q' }).q).toBe('');
    expect(removeFilter(filters, { key: 'niche' })).toEqual({ ...filters, niche: null });
  });

  it('removing every chip gives the defaults (property)', () => {
    fc.assert(
      fc.property(filtersArb, (f) => {
        let next = f;
        for (const chip of appliedFilters(f)) next = removeFilter(next, chip);
        expect(appliedFilters(next)).toEqual([]);
      }),
    );
  });

  it('toggles diversity markers in the spec’s order', () => {
    const once = toggleDiversityMarker(DEFAULT_BRAND_FILTERS, 'Women');
    expect(toggleDiversityMarker(once, 'LGBTQ+').diversityMarkers).toEqual(['LGBTQ+', 'Women']);
    expect(toggleDiversityMarker(once, 'Women').diversityMarkers).toEqual([]);
  });
});

describe('URL <-> filters', () => {
  it('leaves defaults out and writes lists and ranges as JSON', () => {
    expect(filterQueryString(DEFAULT_BRAND_FILTERS)).toBe('');
    const params = filtersToSearchParams({
      ...DEFAULT_BRAND_FILTERS,
      niche: 'Visual Art',
      diversityMarkers: ['LGBTQ+'],
      priceRange: [750, 10_000],
    });
    expect([...params]).toEqual([
      ['niche', 'Visual Art'],
      ['diversityMarkers', '["LGBTQ+"]'],
      ['priceRange', '[750,10000]'],
    ]);
    // "+" survives the address.
    expect(filtersFromSearchParams(new URLSearchParams(params.toString())).diversityMarkers).toEqual(['LGBTQ+']);
  });

  it('round-trips any filters (property)', () => {
    fc.assert(
      fc.property(filtersArb, (f) => {
        const back = filtersFromSearchParams(new URLSearchParams(filtersToSearchParams(f).toString()));
        expect(back).toEqual(f);
      }),
    );
  });

  it('reads an edited link leniently', () => {
    const f = filtersFromSearchParams(
      new URLSearchParams(
        'niche=Cooking&language=Spanish&diversityMarkers=oops&priceRange=[3000,1000]&responseRate=[9,"x"]&q=%20beats%20',
      ),
    );
    expect(f).toEqual({
      ...DEFAULT_BRAND_FILTERS,
      q: 'beats',
      language: 'Spanish',
      priceRange: [1000, 3000],
    });
  });

  it('agrees with the API contract: what the page sends, the server reads back (property)', () => {
    fc.assert(
      fc.property(filtersArb, (f) => {
        const query = Object.fromEntries(filtersToSearchParams(f));
        const parsed = CreatorSearchQuery.safeParse(query);
        expect(parsed.success).toBe(true);
        if (parsed.success) expect(filtersOfQuery(parsed.data)).toEqual(f);
      }),
    );
  });
});

describe('the API contract', () => {
  const issues = (query: Record<string, string>) => {
    const result = CreatorSearchQuery.safeParse(query);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('rejects unknown options, bad ranges and bad JSON with the messages', () => {
    expect(issues({ niche: 'Cooking' })).toEqual([SEARCH_MESSAGES.niche]);
    expect(issues({ diversityMarkers: '["Aliens"]' })).toEqual([SEARCH_MESSAGES.diversityMarkers]);
    expect(issues({ diversityMarkers: 'POC' })).toEqual([SEARCH_MESSAGES.diversityMarkers]);
    expect(issues({ priceRange: '[2000,1000]' })).toEqual([SEARCH_MESSAGES.priceOrder]);
    expect(issues({ priceRange: '[400,1000]' })).toEqual([SEARCH_MESSAGES.priceRange]);
    expect(issues({ priceRange: '[600,1000]' })).toEqual([SEARCH_MESSAGES.priceStep]);
    expect(issues({ priceRange: '[600' })).toEqual([SEARCH_MESSAGES.priceRange]);
    expect(issues({ responseRate: '[90,30]' })).toEqual([SEARCH_MESSAGES.responseOrder]);
    expect(issues({ responseRate: '[0,130]' })).toEqual([SEARCH_MESSAGES.responseRate]);
    expect(issues({ responseRate: '[33,40]' })).toEqual([SEARCH_MESSAGES.responseStep]);
    expect(issues({ q: 'x'.repeat(101) })).toEqual([SEARCH_MESSAGES.queryTooLong]);
    expect(issues({ limit: '0' })).toEqual([SEARCH_MESSAGES.limit]);
  });

  it('defaults to the first page of 12 with no filters', () => {
    const parsed = CreatorSearchQuery.parse({});
    expect(parsed).toMatchObject({ q: '', limit: 12 });
    expect(filtersOfQuery(parsed)).toEqual(DEFAULT_BRAND_FILTERS);
  });

  it('validates Invite All', () => {
    const r = InviteCreativesRequest.safeParse({ creatorIds: [] });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(INVITE_MESSAGES.pickCreatives);
    const many = InviteCreativesRequest.safeParse({ creatorIds: Array.from({ length: 21 }, (_, i) => `c${i}`) });
    expect(many.success ? null : many.error.issues[0]?.message).toBe(INVITE_MESSAGES.tooMany);
    expect(InviteCreativesRequest.parse({ creatorIds: ['a'] })).toEqual({ creatorIds: ['a'], message: '' });
  });

  it('says what Invite All did', () => {
    expect(inviteResultLabel({ briefId: 'b', briefTitle: 'Reel', invited: 3, alreadyInvited: 0 })).toBe(
      'Invited 3 creatives to “Reel”.',
    );
    expect(inviteResultLabel({ briefId: 'b', briefTitle: 'Reel', invited: 1, alreadyInvited: 2 })).toBe(
      'Invited 1 creative to “Reel”; 2 were already invited.',
    );
    expect(inviteResultLabel({ briefId: 'b', briefTitle: 'Reel', invited: 0, alreadyInvited: 1 })).toBe(
      '1 was already invited to “Reel”.',
    );
  });
});

describe('text query and cursor', () => {
  it('round-trips cursors and refuses anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.string({ minLength: 1, maxLength: 60 }), (score, id) => {
        expect(decodeSearchCursor(encodeSearchCursor({ pulseScore: score, id }))).toEqual({ pulseScore: score, id });
      }),
    );
    expect(decodeSearchCursor('not a cursor')).toBeNull();
    expect(decodeSearchCursor('e30')).toBeNull();
    expect(decodeSearchCursor(Buffer.from('[1.5,"x"]').toString('base64url'))).toBeNull();
  });
});

describe('facets', () => {
  it('needs all single-valued filters and any diversity marker', () => {
    const f: BrandFilters = {
      ...DEFAULT_BRAND_FILTERS,
      niche: 'Music',
      language: 'Korean',
      location: 'Asia',
      collaborationType: 'Licensing',
      postingFrequency: 'Weekly',
      diversityMarkers: ['POC', 'Women'],
    };
    expect(requiredFacets(f)).toEqual([
      'niche:Music',
      'language:Korean',
      'location:Asia',
      'collaboration:Licensing',
      'frequency:Weekly',
    ]);
    expect(anyFacets(f)).toEqual(['diversity:POC', 'diversity:Women']);
    expect(requiredFacets(DEFAULT_BRAND_FILTERS)).toEqual([]);
  });

  it('says how many are shown', () => {
    expect(shownLabel(0, false)).toBe('No creatives match');
    expect(shownLabel(6, true)).toBe('Showing 6 creatives');
    expect(shownLabel(1, false)).toBe('Showing all 1 creative');
  });
});

describe('card price range', () => {
  it('spans the collaboration rate and the dollar figures of the rates', () => {
    expect(priceRangeOf(80_000, {})).toEqual([80_000, 80_000]);
    expect(priceRangeOf(80_000, { videoProject: '$1,200-$2,500 per project', consultation: '$50/hr' })).toEqual([
      5_000, 250_000,
    ]);
    expect(priceRangeOf(null, { designWork: '$2k' })).toEqual([200_000, 200_000]);
    expect(priceRangeOf(null, { designWork: 'ask me' })).toBeNull();
    expect(priceRangeCentsLabel([80_000, 150_000])).toBe('$800–$1,500');
    expect(priceRangeCentsLabel([80_000, 80_000])).toBe('$800');
    expect(priceRangeCentsLabel(null)).toBe('Rate on request');
  });
});

describe('work covers', () => {
  it('draws the title, escaped and wrapped, the same every time', () => {
    const svg = workCoverSvg('Late <Library> Loop & more words here', 'maya');
    expect(svg).toContain('&#60;Library&#62;');
    expect(svg).toBe(workCoverSvg('Late <Library> Loop & more words here', 'maya'));
    expect(wrapTitle('Homecoming Hype Reel For The Big Game Day Tonight')).toHaveLength(3);
    expect(wrapTitle('Supercalifragilisticexpialidocious')).toEqual(['Supercalifrag…']);
  });
});

describe('reputation in search (decision 035)', () => {
  const issues = (query: Record<string, string>) => {
    const result = CreatorSearchQuery.safeParse(query);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('reads sort and minimum rating strictly on the server, with the messages', () => {
    expect(CreatorSearchQuery.parse({ sort: 'rating', minRating: '4.5' })).toMatchObject({
      sort: 'rating',
      minRating: 4.5,
    });
    expect(CreatorSearchQuery.parse({}).sort).toBe('best');
    expect(issues({ minRating: '5' })).toEqual([SEARCH_MESSAGES.minRating]);
    expect(issues({ minRating: 'four' })).toEqual([SEARCH_MESSAGES.minRating]);
    expect(issues({ sort: 'cheapest' })).toEqual([SEARCH_MESSAGES.sort]);
    expect(SEARCH_MESSAGES.minRating).toBe('Pick a minimum rating from the list: 3.5+ stars, 4+ stars, 4.5+ stars');
    expect(SEARCH_MESSAGES.sort).toBe('Sort by Best match or Top rated');
  });

  it('reads an address leniently but names what it left out', () => {
    const params = new URLSearchParams('minRating=9&sort=cheapest&niche=Music');
    expect(filtersFromSearchParams(params)).toMatchObject({ minRating: null, sort: 'best', niche: 'Music' });
    expect(searchAddressProblems(params)).toEqual({
      minRating: SEARCH_MESSAGES.minRating,
      sort: SEARCH_MESSAGES.sort,
    });
    expect(searchAddressProblems(new URLSearchParams('minRating=4&sort=rating'))).toEqual({});
    expect(filtersToSearchParams({ ...DEFAULT_BRAND_FILTERS, minRating: 4, sort: 'rating' }).toString()).toBe(
      'minRating=4&sort=rating',
    );
    expect(appliedFilters({ ...DEFAULT_BRAND_FILTERS, minRating: 4.5 }).map((c) => c.label)).toEqual(['4.5+ stars']);
  });

  it('keeps a creative whose rating shows as at least the minimum, and never one without reviews', () => {
    expect(minRatingThreshold(4.5)).toBe(445);
    expect(cardRatingLabel({ average: 4.45, count: 3 })).toBe('4.5 from 3 deals');
    expect(cardRatingLabel({ average: 4.35, count: 1 })).toBe('4.4 from 1 deal');
    expect(cardRatingLabel({ average: 4, count: 0 })).toBe('No reviews yet');
    expect(meetsMinRating({ hundredths: 445, count: 3 }, 4.5)).toBe(true);
    expect(meetsMinRating({ hundredths: 444, count: 3 }, 4.5)).toBe(false);
    // The prior alone (4.00 with no review) is nobody's rating.
    expect(meetsMinRating({ hundredths: 400, count: 0 }, 4)).toBe(false);
    expect(meetsMinRating({ hundredths: 400, count: 0 }, null)).toBe(true);
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5, noNaN: true }), fc.constantFrom(...MIN_RATINGS), (avg, min) => {
        const shown = Number(avg.toFixed(2));
        const passes = meetsMinRating({ hundredths: ratingHundredths(shown), count: 1 }, min);
        expect(passes).toBe(Math.round(ratingHundredths(shown) / 10) / 10 >= min);
      }),
    );
  });

  it('gives rating pages their own cursor, refused for the other order', () => {
    const cursor = { pulseScore: 0, id: 'creator-9', rating: { hundredths: 471, count: 40 } };
    const decoded = decodeSearchCursor(encodeSearchCursor(cursor));
    expect(decoded).toEqual(cursor);
    expect(cursorFitsSort(decoded!, 'rating')).toBe(true);
    expect(cursorFitsSort(decoded!, 'best')).toBe(false);
    expect(cursorFitsSort(decodeSearchCursor(encodeSearchCursor({ pulseScore: 80, id: 'x' }))!, 'rating')).toBe(false);
  });
});
