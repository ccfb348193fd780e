import { describe, expect, it } from 'vitest';
import { creatorAchievements, creatorPageTabLabels, creatorRates, creatorTypeLabel } from './creator-page';
import { formatCents } from './ledger';

describe('creator page tabs', () => {
  it('read Pricing and Hire for brands, Work and Connect for everyone else', () => {
    expect(creatorPageTabLabels('brand')).toEqual({
      about: 'About',
      portfolio: 'Portfolio',
      rates: 'Pricing',
      contact: 'Hire',
    });
    for (const role of ['fan', 'creator', 'admin', null] as const) {
      expect(creatorPageTabLabels(role)).toMatchObject({ rates: 'Work', contact: 'Connect' });
    }
  });
});

describe('rates', () => {
  it('list the filled setup rates with readable service names', () => {
    expect(
      creatorRates({ photoShoot: '$150-300', videoProject: '', designWork: ' ', consultation: '$50/h' }, 80_000),
    ).toEqual([
      { service: 'Photo Shoot', price: '$150-300' },
      { service: 'Consultation', price: '$50/h' },
    ]);
  });

  it('fall back to the collaboration rate, and are empty without either', () => {
    expect(creatorRates({}, 80_000)).toEqual([{ service: 'Collaboration', price: '$800' }]);
    expect(creatorRates({}, 250_050)).toEqual([{ service: 'Collaboration', price: '$2,500.50' }]);
    expect(creatorRates({ photoShoot: '' }, null)).toEqual([]);
    expect(formatCents(120_000)).toBe('$1,200');
  });
});

describe('type and achievements', () => {
  it('prefer the picked creative type, then the creative role, then the Discover role', () => {
    expect(creatorTypeLabel({ creativeTypes: ['Filmmaker'], creativeRole: 'producer', category: 'producer' })).toBe(
      'Filmmaker',
    );
    expect(creatorTypeLabel({ creativeTypes: [], creativeRole: 'designer', category: 'producer' })).toBe(
      'Graphic Designer',
    );
    expect(creatorTypeLabel({ creativeTypes: [], creativeRole: null, category: 'videographer' })).toBe('Videographer');
  });

  it('are only the works that matched a brief', () => {
    expect(
      creatorAchievements([
        { title: 'Late Library Loop', briefMatch: true },
        { title: 'Rainy Quad', briefMatch: false },
      ]),
    ).toEqual(['“Late Library Loop” matched a partner brief']);
  });
});
