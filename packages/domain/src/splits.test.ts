import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolutionAmounts } from './disputes';
import {
  DEAL_SPLIT_MAX_PARTIES,
  dealSplitRules,
  ownerRemainder,
  partiesWithOwner,
  SPLIT_MESSAGES,
  splitListError,
  splitListErrors,
  splitShares,
  splitTotal,
} from './splits';

const deal = dealSplitRules('owner');
const beat = { ownerId: 'owner', maxParties: 10, ownerKeepsShare: false };

describe('splitListError (deals)', () => {
  it('accepts the creative alone and a 70/30 split', () => {
    expect(splitListError([{ userId: 'owner', percentage: 100 }], deal)).toBeNull();
    expect(
      splitListError(
        [
          { userId: 'owner', percentage: 70 },
          { userId: 'c', percentage: 30 },
        ],
        deal,
      ),
    ).toBeNull();
  });

  it('says what is wrong, in the same words the server uses', () => {
    expect(splitListError([], deal)).toBe(SPLIT_MESSAGES.noParties);
    expect(
      splitListError(
        [
          { userId: 'owner', percentage: 60 },
          { userId: 'c', percentage: 30 },
        ],
        deal,
      ),
    ).toBe('Shares must add up to 100%. They add up to 90% now.');
    expect(splitListError([{ userId: 'c', percentage: 100 }], deal)).toBe(SPLIT_MESSAGES.ownerShare);
    expect(
      splitListError(
        [
          { userId: 'owner', percentage: 0 },
          { userId: 'c', percentage: 100 },
        ],
        deal,
      ),
    ).toBe(SPLIT_MESSAGES.ownerShare);
    expect(
      splitListError(
        [
          { userId: 'owner', percentage: 50 },
          { userId: 'c', percentage: 25 },
          { userId: 'c', percentage: 25 },
        ],
        deal,
      ),
    ).toBe(SPLIT_MESSAGES.duplicate);
    expect(
      splitListError(
        [
          { userId: 'owner', percentage: 99.5 },
          { userId: 'c', percentage: 0.5 },
        ],
        deal,
      ),
    ).toBe(SPLIT_MESSAGES.percent);
    expect(
      splitListError(
        [
          { userId: 'owner', percentage: 100 },
          { userId: ' ', percentage: 0 },
        ],
        deal,
      ),
    ).toBe(SPLIT_MESSAGES.account);
    const six = Array.from({ length: 6 }, (_, i) => ({
      userId: i === 0 ? 'owner' : `c${i}`,
      percentage: i === 0 ? 50 : 10,
    }));
    expect(splitListError(six, deal)).toBe(SPLIT_MESSAGES.tooMany(DEAL_SPLIT_MAX_PARTIES));
  });

  it('says by how much the collaborators overdraw the owner', () => {
    const parties = partiesWithOwner('owner', [{ userId: 'c', percentage: 120 }], deal);
    expect(parties[0]).toEqual({ userId: 'owner', percentage: -20 });
    expect(splitListErrors(parties, deal)).toEqual({
      rows: { 1: SPLIT_MESSAGES.percent },
      list: 'Shares must add up to 100%. They add up to 120% now.',
    });
    expect(splitListErrors(partiesWithOwner('owner', [{ userId: 'c', percentage: 120 }], beat), beat).list).toBe(
      'Shares must add up to 100%. They add up to 120% now.',
    );
  });

  it('puts row problems on the row', () => {
    const errors = splitListErrors(
      [
        { userId: 'owner', percentage: 80 },
        { userId: 'c', percentage: 0 },
        { userId: 'd', percentage: 20 },
      ],
      deal,
    );
    expect(errors.rows).toEqual({ 1: SPLIT_MESSAGES.percent });
    expect(errors.list).toBeNull();
  });

  it('lets a beat producer give the whole price away', () => {
    const parties = partiesWithOwner('owner', [{ userId: 'c', percentage: 100 }], beat);
    expect(parties).toEqual([{ userId: 'c', percentage: 100 }]);
    expect(splitListError(parties, beat)).toBeNull();
    expect(partiesWithOwner('owner', [], beat)).toEqual([]);
    expect(partiesWithOwner('owner', [{ userId: 'c', percentage: 30 }], deal)).toEqual([
      { userId: 'owner', percentage: 70 },
      { userId: 'c', percentage: 30 },
    ]);
    expect(ownerRemainder([{ percentage: 30 }, { percentage: 25 }])).toBe(45);
  });

  it('shares amounts only for a valid total', () => {
    expect(splitShares(50_000, [{ percentage: 70 }, { percentage: 30 }])).toEqual([35_000, 15_000]);
    expect(splitShares(100, [{ percentage: 33 }, { percentage: 33 }, { percentage: 34 }])).toEqual([33, 33, 34]);
    expect(splitShares(100, [{ percentage: 50 }])).toBeNull();
    expect(resolutionAmounts(50_001, 60)).toEqual([30_001, 20_000]);
  });
});

/** Collaborator percentages (1..) that leave the owner at least 1%: a valid deal split. */
const validDealSplit = fc
  .array(fc.integer({ min: 1, max: 99 }), { minLength: 0, maxLength: DEAL_SPLIT_MAX_PARTIES - 1 })
  .filter((parts) => parts.reduce((a, b) => a + b, 0) <= 99)
  .map((parts) =>
    partiesWithOwner(
      'owner',
      parts.map((percentage, i) => ({ userId: `c${i}`, percentage })),
      deal,
    ),
  )
  .map((parties) => (parties.length === 0 ? [{ userId: 'owner', percentage: 100 }] : parties));

describe('split properties', () => {
  it('a valid list always sums to 100 and keeps the owner a share', () => {
    fc.assert(
      fc.property(validDealSplit, (parties) => {
        expect(splitListError(parties, deal)).toBeNull();
        expect(splitTotal(parties)).toBe(100);
        expect(parties.find((p) => p.userId === 'owner')?.percentage).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('amounts always add up to the total, each within a cent of amount × percent / 100', () => {
    fc.assert(
      fc.property(validDealSplit, fc.integer({ min: 0, max: 100_000_000 }), (parties, amount) => {
        const shares = splitShares(amount, parties) as number[];
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        shares.forEach((s, i) => {
          expect(Math.abs(s - (amount * (parties[i] as { percentage: number }).percentage) / 100)).toBeLessThan(1);
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('any list the rule accepts sums to 100, has distinct people and fits the limit', () => {
    const party = fc.record({
      userId: fc.constantFrom('owner', 'a', 'b', 'c', 'd', 'e', ''),
      percentage: fc.oneof(fc.integer({ min: -5, max: 105 }), fc.double({ min: 0, max: 100, noNaN: true })),
    });
    fc.assert(
      fc.property(fc.array(party, { maxLength: 7 }), (parties) => {
        if (splitListError(parties, deal) !== null) return;
        expect(splitTotal(parties)).toBe(100);
        expect(new Set(parties.map((p) => p.userId)).size).toBe(parties.length);
        expect(parties.length).toBeLessThanOrEqual(DEAL_SPLIT_MAX_PARTIES);
        expect(parties.every((p) => Number.isInteger(p.percentage) && p.percentage >= 1)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('a resolution releases and refunds exactly the escrow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (amount, pct) => {
        const [release, refund] = resolutionAmounts(amount, pct);
        expect(release + refund).toBe(amount);
        expect(release).toBeGreaterThanOrEqual(0);
        expect(refund).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
