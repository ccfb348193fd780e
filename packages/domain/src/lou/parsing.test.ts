import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_BUCKETS,
  BUDGET_RANGES,
  bucketBudget,
  extractFullName,
  extractName,
  extractRole,
  isValidDeadline,
  looksLikeEmail,
  matchOption,
  matchOptions,
  parseBudget,
  parseCommand,
} from './parsing';

describe('commands (spec part 1, section 4)', () => {
  it.each([
    ['skip', 'skip'],
    ['Skip this', 'skip'],
    ['n/a', 'skip'],
    ['N/A', 'skip'],
    ['  skip.  ', 'skip'],
    ['back', 'back'],
    ['Go back', 'back'],
    ['previous', 'back'],
    ['/restart', 'restart'],
    ['RESTART', 'restart'],
    ['restart!', 'restart'],
  ] as const)('%s is %s', (text, command) => {
    expect(parseCommand(text)).toBe(command);
  });

  it.each(['skipping', 'i want to go back to school', 'restart my career', 'na', 'prev', '', 'back up'])(
    '%j is no command',
    (text) => {
      expect(parseCommand(text)).toBeNull();
    },
  );
});

describe('full name extraction', () => {
  it.each([
    ["I'm Jordan Mills", 'Jordan Mills'],
    ['I’m jordan mills.', 'Jordan Mills'],
    ['my name is Ana-Lucía Pérez', 'Ana-Lucía Pérez'],
    ['Hi, this is DeShawn Carter!', 'DeShawn Carter'],
    ["it's Sam O'Neil", "Sam O'Neil"],
    ['Priya Nair', 'Priya Nair'],
    ['Maya Chat 4821-9', 'Maya Chat 4821-9'],
  ])('%j gives %s', (text, name) => {
    expect(extractFullName(text)).toBe(name);
  });

  it.each(["I'm", '!!!', ''])('%j has no name', (text) => {
    expect(extractFullName(text)).toBeNull();
  });
});

describe('name extraction', () => {
  it.each([
    ["I'm maya", 'Maya'],
    ['I’m Jordan', 'Jordan'],
    ['im theo', 'Theo'],
    ['my name is sam lee', 'Sam'],
    ['My name is Ana-Lucía', 'Ana-Lucía'],
    ['call me Dre', 'Dre'],
    ['hey lou, call me kai!', 'Kai'],
    ['jordan', 'Jordan'],
    ['hi there, priya here', 'Priya'],
    ['Hello! It’s Marcus', 'Marcus'],
    ['DeShawn', 'DeShawn'],
    ['a b chris', 'Chris'],
  ])('%j gives %s', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it.each(['hi', 'hey there', 'um', 'I', 'a', '!!!', '42', 'yes ok', ''])('%j has no name', (text) => {
    expect(extractName(text)).toBeNull();
  });

  it('never returns a filler word, a one-letter word or more than 50 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const name = extractName(text);
        if (name === null) return;
        expect(name.length).toBeGreaterThan(1);
        expect(name.length).toBeLessThanOrEqual(50);
        expect(name.charAt(0)).toBe(name.charAt(0).toUpperCase());
      }),
    );
  });
});

describe('role extraction (spec word lists)', () => {
  it.each([
    'creative',
    'I am a producer',
    'artist',
    'filmmaker here',
    'I dance, I’m a dancer',
    'vocalist',
    'visual artist',
    'I make beats',
    'I create videos',
  ])('%j is creative', (text) => {
    expect(extractRole(text)).toBe('creative');
  });

  it.each([
    'fan',
    'just here to explore',
    'I want to discover new music',
    'browse',
    'I listen a lot',
    'watch',
    'Explorer',
  ])('%j is fan', (text) => {
    expect(extractRole(text)).toBe('fan');
  });

  it.each([
    'partner',
    'PulsePartner',
    'we are an agency',
    'a brand',
    'record label',
    'I want to hire',
    'post a brief',
    'small business',
    'our company',
    'We are a brand that wants to hire creatives',
  ])('%j is pulsepartner', (text) => {
    expect(extractRole(text)).toBe('pulsepartner');
  });

  it.each(['hello', '', 'I am a fan of creative work', 'not sure'])('%j is unclear', (text) => {
    expect(extractRole(text)).toBeNull();
  });
});

describe('partner e-mail check', () => {
  it.each(['sam@film.club', 'a.b+c@uni.edu', ' ops@brand.co '])('%j looks like an address', (v) => {
    expect(looksLikeEmail(v)).toBe(true);
  });
  it.each(['sam', 'sam@', '@film.club', 'sam@film', 'sam @film.club', 'sam@film.c', ''])('%j does not', (v) => {
    expect(looksLikeEmail(v)).toBe(false);
  });
});

describe('budget bucketing at every boundary', () => {
  it.each([
    [1, '<$1k'],
    [999, '<$1k'],
    [999.99, '<$1k'],
    [1000, '$1k–$2.5k'],
    [2499, '$1k–$2.5k'],
    [2500, '$2.5k–$5k'],
    [4999, '$2.5k–$5k'],
    [5000, '$5k–$10k'],
    [10000, '$5k–$10k'],
    [10000.01, '>$10k'],
    [10001, '>$10k'],
    [1_000_000, '>$10k'],
  ])('%d → %s', (amount, label) => {
    expect(bucketBudget(amount)).toBe(label);
  });

  it('is monotonic: a larger amount never falls in a lower bucket', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1e7, noNaN: true }),
        fc.double({ min: 0.01, max: 1e7, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(BUDGET_BUCKETS.indexOf(bucketBudget(lo) as never)).toBeLessThanOrEqual(
            BUDGET_BUCKETS.indexOf(bucketBudget(hi) as never),
          );
        },
      ),
    );
  });

  it('accepts every listed range, however it is typed', () => {
    for (const range of BUDGET_RANGES) expect(parseBudget(range)).toBe(range);
    expect(parseBudget('$1k-$2.5k')).toBe('$1k–$2.5k');
    expect(parseBudget('$1K – $2.5K')).toBe('$1k–$2.5k');
    expect(parseBudget('$250 to $500')).toBe('$250–$500');
    expect(parseBudget('>$10K')).toBe('>$10k');
    expect(parseBudget('<$1k')).toBe('<$1k');
  });

  it.each([
    ['1500', '$1k–$2.5k'],
    ['$1,500', '$1k–$2.5k'],
    ['999', '<$1k'],
    ['1000', '$1k–$2.5k'],
    ['2499', '$1k–$2.5k'],
    ['2500', '$2.5k–$5k'],
    ['4999', '$2.5k–$5k'],
    ['5000', '$5k–$10k'],
    ['10000', '$5k–$10k'],
    ['10,001', '>$10k'],
    ['2.5k', '$2.5k–$5k'],
    ['10k', '$5k–$10k'],
    ['$750', '<$1k'],
  ])('types %j → %s', (text, label) => {
    expect(parseBudget(text)).toBe(label);
  });

  it.each(['', 'lots', 'a few grand', '0', '-500', '$', 'k', '1500 euros please', '1e5'])('%j is no budget', (text) => {
    expect(parseBudget(text)).toBeNull();
  });
});

describe('deadline check (YYYY-MM-DD and a real date)', () => {
  it.each(['2025-10-01', '2026-12-31', '2028-02-29', '2027-01-01', ' 2026-06-15 '])('%j is valid', (v) => {
    expect(isValidDeadline(v)).toBe(true);
  });
  it.each([
    '2025-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '10/01/2025',
    '2025/10/01',
    'next friday',
    '20251001',
    '',
  ])('%j is not', (v) => {
    expect(isValidDeadline(v)).toBe(false);
  });
});

describe('option matching', () => {
  const specialties = ['Videographer', 'Graphic Designer', 'Producer'];
  it('matches exactly, by a fragment, or not at all when ambiguous', () => {
    expect(matchOption('producer', specialties)).toBe('Producer');
    expect(matchOption('video', specialties)).toBe('Videographer');
    expect(matchOption('I am a graphic designer', specialties)).toBe('Graphic Designer');
    expect(matchOption('er', specialties)).toBeNull();
    expect(matchOption('astronaut', specialties)).toBeNull();
    expect(matchOption('', specialties)).toBeNull();
  });
  it('reads several options from one message, in option order', () => {
    expect(matchOptions('producer and videographer', specialties)).toEqual(['Videographer', 'Producer']);
    expect(matchOptions('Graphic Designer, Producer', specialties)).toEqual(['Graphic Designer', 'Producer']);
    expect(matchOptions('chef', specialties)).toEqual([]);
  });
});
