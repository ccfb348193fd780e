import { DEFAULT_PLAN_TERMS, type MilestoneView } from '@pulse/domain/deal-plan';
import type { DealView } from '@pulse/domain/deals';

/** One milestone of a plan for component tests: open, $300, due by the deadline. */
export function milestoneView(position: number, overrides: Partial<MilestoneView> = {}): MilestoneView {
  return {
    id: `d1:m${position}`,
    position,
    title: `Part ${position}`,
    amountCents: 30_000,
    dueDate: null,
    status: 'open',
    deliverables: [],
    deliveredAt: null,
    settledAt: null,
    releasedCents: 0,
    refundedCents: 0,
    funded: true,
    ...overrides,
  };
}

/**
 * A deal as the API sends it, for component tests: a signed $500 project between Campus Coffee and Ava, seen by
 * the partner, one milestone for the whole amount. `overrides` replace whole fields; a test that changes the
 * amount gives the plan it means too.
 */
/** A deal funded whole, as most are: nothing left to fund, nothing to switch. */
export const UPFRONT: DealView['plan']['funding'] = {
  mode: 'upfront',
  nextToFund: null,
  canFund: false,
  canFundEach: false,
};

export function dealView(overrides: Partial<DealView> = {}): DealView {
  const amountCents = overrides.amountCents ?? 50_000;
  return {
    id: 'd1',
    title: 'Launch reel',
    type: 'project',
    status: 'signed',
    amountCents,
    briefId: 'b1',
    brand: { id: 'brand', name: 'Campus Coffee' },
    creator: { id: 'ava', name: 'Ava' },
    viewer: 'brand',
    actions: [],
    splits: [{ userId: 'ava', name: 'Ava', percentage: 100, amountCents, releasedCents: 0, netCents: 0 }],
    deliverables: [],
    attribution: null,
    signedAt: '2030-01-02T00:00:00.000Z',
    contractSigned: { brand: true, creator: true },
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
      milestones: [milestoneView(1, { title: 'Delivery of the work', amountCents })],
      current: 1,
      editable: false,
      deadline: null,
      terms: DEFAULT_PLAN_TERMS,
      funding: UPFRONT,
      retainer: null,
    },
    showcase: { consentAt: null, pieceId: null, media: null },
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}
