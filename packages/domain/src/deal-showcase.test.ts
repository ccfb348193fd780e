import { describe, expect, it } from 'vitest';
import { DEAL_STATUSES } from './deal-lifecycle';
import { canShowcase, dealPieceCredits, dealPieceTags, dealPieceTitle } from './deal-showcase';

describe('deal showcase rules', () => {
  it('allows showcasing only once the work is delivered', () => {
    expect(DEAL_STATUSES.filter(canShowcase)).toEqual(['delivered', 'paid', 'complete']);
  });

  it('credits producer and filmmaker by role, the publisher in an empty slot', () => {
    const creatives = [
      { userId: 'v', creativeRole: 'videographer' as const },
      { userId: 'p', creativeRole: 'producer' as const },
    ];
    expect(dealPieceCredits('v', creatives)).toEqual({ producerId: 'p', filmmakerId: 'v' });
    expect(dealPieceCredits('p', [{ userId: 'p', creativeRole: 'producer' }])).toEqual({
      producerId: 'p',
      filmmakerId: 'p',
    });
    expect(dealPieceCredits('d', [{ userId: 'd', creativeRole: 'designer' }])).toEqual({
      producerId: 'd',
      filmmakerId: 'd',
    });
  });

  it('takes valid brief tags, else the file kind', () => {
    expect(dealPieceTags(['Lo-Fi', 'warm', 'lo-fi', '#bad!'], 'audio')).toEqual(['lo-fi', 'warm']);
    expect(dealPieceTags([], 'video')).toEqual(['video']);
    expect(
      dealPieceTags(
        Array.from({ length: 12 }, (_, i) => `t${i}`),
        'audio',
      ),
    ).toHaveLength(8);
  });

  it('cuts a long deal title to the feed limit', () => {
    expect(dealPieceTitle('  Launch reel  ')).toBe('Launch reel');
    const long = dealPieceTitle('x'.repeat(120));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
