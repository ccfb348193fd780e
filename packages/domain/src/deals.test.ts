import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_TERMS } from './deal-plan';
import {
  ApplyRequest,
  brandDealsCsv,
  creatorDealsCsv,
  creatorTotals,
  csvCell,
  type DealView,
  escrowAmountCents,
  PROJECT_BUDGETS,
  parseStyleTags,
  postProjectBriefRequest,
  TipRequest,
} from './deals';

describe('escrow amount', () => {
  it('is the first dollar figure of the budget text, $500 by default', () => {
    expect(PROJECT_BUDGETS.map((b) => escrowAmountCents(b.value))).toEqual([
      25_000, 25_000, 50_000, 100_000, 250_000, 500_000,
    ]);
    expect(escrowAmountCents('$1k–$2.5k')).toBe(100_000);
    expect(escrowAmountCents('$1,500')).toBe(150_000);
    expect(escrowAmountCents('Flexible')).toBe(50_000);
    expect(escrowAmountCents('')).toBe(50_000);
    expect(escrowAmountCents(null)).toBe(50_000);
  });
});

describe('post brief validation', () => {
  const schema = postProjectBriefRequest(() => '2030-01-10');
  const valid = {
    title: 'Campus tour video',
    description: 'A 60 second reel of the new student center',
    budget: '$500-$1000',
    deadline: '2030-02-01',
    category: 'videographer',
    tags: 'energetic, Energetic , bright,,',
    contactEmail: 'Riley@Campus.example.com',
  };

  it('accepts a full brief, with ugc by default and tags parsed from text', () => {
    const parsed = schema.parse(valid);
    expect(parsed.usageType).toBe('ugc');
    expect(parsed.tags).toEqual(['energetic', 'bright']);
    expect(parsed.contactEmail).toBe('riley@campus.example.com');
  });

  it('names every missing field with its message', () => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      title: 'Project title is required',
      description: 'Project description is required',
      budget: 'Budget range is required',
      deadline: 'Deadline is required',
      category: 'Category is required',
      contactEmail: 'Contact email is required',
    });
  });

  it('checks the e-mail, the deadline and the options', () => {
    const issues = (input: object) =>
      schema.safeParse({ ...valid, ...input }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ contactEmail: 'not-an-email' })).toEqual([['contactEmail', 'Please enter a valid email address']]);
    expect(issues({ deadline: '2030-01-09' })).toEqual([['deadline', 'Deadline cannot be before today']]);
    expect(issues({ deadline: '2030-02-30' })).toEqual([['deadline', 'Enter the deadline as a date']]);
    expect(issues({ budget: '$1' })).toEqual([['budget', 'Budget range is required']]);
    expect(issues({ usageType: 'sync' })).toEqual([['usageType', 'Usage type is required']]);
    expect(issues({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') })).toEqual([
      ['tags', 'Use at most 10 style tags'],
    ]);
  });

  it('parses style tags', () => {
    expect(parseStyleTags('  lo-fi ,  warm   tones, LO-FI,')).toEqual(['lo-fi', 'warm tones']);
    expect(parseStyleTags('')).toEqual([]);
  });
});

describe('applications', () => {
  it('needs at least one valid portfolio link, adding https://', () => {
    expect(ApplyRequest.parse({ portfolioLinks: ['behance.net/ava', ''] })).toEqual({
      portfolioLinks: ['https://behance.net/ava'],
      note: '',
    });
    expect(ApplyRequest.safeParse({ portfolioLinks: [] }).error?.issues[0]?.message).toBe(
      'Add at least one portfolio link',
    );
    expect(ApplyRequest.safeParse({ portfolioLinks: ['nope'] }).error?.issues[0]?.message).toBe(
      'Please enter a valid URL',
    );
  });
});

describe('tips', () => {
  it('are $1 to $20 in whole cents', () => {
    expect(TipRequest.safeParse({ amountCents: 500, paymentMethod: 'pm_card_visa' }).success).toBe(true);
    expect(TipRequest.safeParse({ amountCents: 99, paymentMethod: 'pm_card_visa' }).error?.issues[0]?.message).toBe(
      'Tips are $1 to $20',
    );
    expect(TipRequest.safeParse({ amountCents: 2001, paymentMethod: 'pm_card_visa' }).success).toBe(false);
    expect(TipRequest.safeParse({ amountCents: 500, paymentMethod: '4242424242424242' }).success).toBe(false);
  });
});

function deal(overrides: Partial<DealView>): DealView {
  return {
    id: 'd',
    title: 'Reel',
    type: 'brief',
    status: 'accepted',
    amountCents: 75_000,
    briefId: null,
    brand: { id: 'b', name: 'Campus Coffee' },
    creator: { id: 'c', name: 'Ava' },
    viewer: 'creator',
    actions: [],
    splits: [{ userId: 'c', name: 'Ava', percentage: 100, amountCents: 75_000, releasedCents: 0, netCents: 0 }],
    deliverables: [],
    attribution: null,
    signedAt: null,
    contractSigned: { brand: false, creator: false },
    deliveredAt: null,
    paidAt: null,
    payoutEta: null,
    releasedCents: 0,
    refundedCents: 0,
    feeCents: 0,
    paidOutCents: 0,
    myNetCents: null,
    myPaidOutCents: 0,
    timeline: [],
    plan: {
      milestones: [],
      current: null,
      editable: false,
      deadline: null,
      terms: DEFAULT_PLAN_TERMS,
      funding: { mode: 'upfront', nextToFund: null, canFund: false, canFundEach: false },
      retainer: null,
    },
    showcase: { consentAt: null, pieceId: null, media: null },
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('diaries', () => {
  it('totals what a creative earned and what is pending', () => {
    const totals = creatorTotals(
      [
        deal({ status: 'paid', myNetCents: 67_500 }),
        deal({ status: 'complete', amountCents: 10_000, splits: [], myNetCents: null }),
        deal({
          status: 'signed',
          amountCents: 30_000,
          splits: [
            { userId: 'c', name: 'Ava', percentage: 50, amountCents: 15_000, releasedCents: 0, netCents: 0 },
            { userId: 'x', name: 'X', percentage: 50, amountCents: 15_000, releasedCents: 0, netCents: 0 },
          ],
        }),
        deal({ status: 'delivered', amountCents: 20_000, splits: [] }),
        deal({ status: 'accepted' }),
      ],
      'c',
    );
    expect(totals).toEqual({ totalEarnedCents: 77_500, pendingPayoutsCents: 35_000, totalDeals: 5 });
  });

  it("counts a running plan's released milestones as earned, and only the rest as pending", () => {
    const running = deal({
      status: 'signed',
      amountCents: 90_000,
      splits: [],
      creator: { id: 'c', name: 'Ava' },
      releasedCents: 30_000,
      myNetCents: 27_000,
    });
    expect(creatorTotals([running], 'c')).toEqual({
      totalEarnedCents: 27_000,
      pendingPayoutsCents: 60_000,
      totalDeals: 1,
    });
  });

  it('exports CSV with the spec columns, quoting and defusing formulas', () => {
    const csv = creatorDealsCsv([
      deal({
        title: 'Reel, "final"',
        status: 'paid',
        signedAt: '2030-01-02T10:00:00Z',
        paidAt: '2030-01-05T10:00:00Z',
      }),
      deal({ title: '=HYPERLINK("x")', status: 'accepted' }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Title,Brand,Status,Amount,Signed Date,Payment Date,Released,Refunded,Your Net Share,Paid Out To You',
      '"Reel, ""final""",Campus Coffee,paid,750.00,2030-01-02,2030-01-05,0.00,0.00,0.00,0.00',
      `"'=HYPERLINK(""x"")",Campus Coffee,pending,750.00,,,0.00,0.00,0.00,0.00`,
      '',
    ]);
    expect(brandDealsCsv([deal({ creator: null, status: 'posted' })]).split('\r\n')[1]).toBe(
      'Reel,Not assigned,posted,750.00,,,0.00,0.00,0.00',
    );
    expect(csvCell('-5')).toBe("'-5");
  });

  it('exports what a dispute split released, refunded and paid, to the cent, on both sides', () => {
    // $100 escrow split 33% to three creatives: $33 released ($11 each), $67 refunded, one share paid out.
    const settled = deal({
      status: 'complete',
      amountCents: 10_000,
      paidAt: '2030-01-05T10:00:00Z',
      releasedCents: 3_300,
      refundedCents: 6_700,
      paidOutCents: 3_300,
      myNetCents: 1_100,
      myPaidOutCents: 1_100,
    });
    expect(creatorDealsCsv([settled]).split('\r\n')[1]).toBe(
      'Reel,Campus Coffee,paid,100.00,,2030-01-05,33.00,67.00,11.00,11.00',
    );
    expect(brandDealsCsv([{ ...settled, viewer: 'brand' }]).split('\r\n')[1]).toBe(
      'Reel,Ava,complete,100.00,,2030-01-05,33.00,67.00,33.00',
    );
  });
});
