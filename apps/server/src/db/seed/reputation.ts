import { reviewWindowClosesAt } from '@pulse/domain/reviews';
import { refreshCreativeScore } from '../../modules/reviews/reviews.service';
import type { Db } from '../client';
import { partnerProfiles } from '../schema/applications';
import { user } from '../schema/auth';
import { briefs } from '../schema/briefs';
import { reviews, reviewWindows } from '../schema/reviews';
import { dealEvents, deals } from '../schema/submissions';
import { DEMO_CREATORS, type DemoCreator } from './demo-creators';

/**
 * The demo creatives' track record (issue 22, decision 034): completed deals with three demo partners, each
 * with its timeline and both parties' reviews. Their Pulse Scores are computed from this history like anyone
 * else's; nothing writes a score directly. Fixed ids and dates; insert-or-ignore, so it is safe on every start.
 * (These historical deals carry no ledger postings: they stand for work done before the demo's ledger.)
 */

export const DEMO_PARTNERS = [
  { id: 'demo-partner-campus-coffee', name: 'Riley Chen', company: 'Campus Coffee Co.', type: 'Startup' },
  { id: 'demo-partner-northside-records', name: 'Dana Ortiz', company: 'Northside Records', type: 'Collective' },
  { id: 'demo-partner-bright-futures', name: 'Sam Whitfield', company: 'Bright Futures Fund', type: 'Nonprofit' },
] as const;

/** Per creative: completed deals, criteria scored 4 (the rest 5), deliveries late, deals once disputed. */
const HISTORY: Record<string, { deals: number; fours: number; late: number; disputed: number }> = {
  'demo-creator-maya-lin': { deals: 13, fours: 1, late: 1, disputed: 0 },
  'demo-creator-jordan-reyes': { deals: 9, fours: 3, late: 1, disputed: 0 },
  'demo-creator-aisha-bello': { deals: 16, fours: 1, late: 0, disputed: 0 },
  'demo-creator-theo-nakamura': { deals: 10, fours: 2, late: 1, disputed: 0 },
  'demo-creator-sofia-marquez': { deals: 22, fours: 1, late: 0, disputed: 0 },
  'demo-creator-kwame-asante': { deals: 16, fours: 1, late: 1, disputed: 0 },
  'demo-creator-lena-fischer': { deals: 8, fours: 3, late: 1, disputed: 0 },
  'demo-creator-dev-patel': { deals: 7, fours: 4, late: 1, disputed: 0 },
  'demo-creator-imani-brooks': { deals: 12, fours: 2, late: 1, disputed: 0 },
  'demo-creator-noah-kim': { deals: 8, fours: 3, late: 0, disputed: 1 },
};

const PROJECTS: Record<DemoCreator['creativeRole'], string[]> = {
  producer: [
    'Podcast intro theme',
    'Store playlist bed',
    'Launch video score',
    'Radio spot jingle',
    'Event walk-in loop',
  ],
  videographer: [
    'Campus tour reel',
    'Product launch teaser',
    'Open mic recap',
    'Founder interview cut',
    'Social ad series',
  ],
  designer: ['Event poster set', 'Menu board refresh', 'Album cover art', 'Social launch kit', 'Merch graphics'],
};

const ABOUT_CREATIVE = [
  'Nailed the tone on the first pass and took notes gracefully.',
  'Fast, thoughtful and easy to brief. Our audience loved it.',
  'Clear updates at every step; we will be back for the next campaign.',
  '',
  'Delivered extra variations we did not ask for, all usable.',
  'Great instincts for our brand; the final files were tidy and labelled.',
  '',
];
const ABOUT_PARTNER = [
  'Clear brief and quick approval.',
  'Paid the day I delivered. Would work with them again.',
  '',
  'Helpful feedback, no scope creep.',
  'Friendly team with a brief that said exactly what they needed.',
];

const DAY = 86_400_000;
const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 1, 2, 15);

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

type Criterion = 'quality' | 'communication' | 'onTime';

/** Which criteria of which deals were scored 4: late deliveries first (on time), then spread out. */
function foursOf(history: (typeof HISTORY)[string]): Set<string> {
  const out = new Set<string>();
  for (let j = 0; j < Math.min(history.late, history.fours); j++) out.add(`${j}:onTime`);
  const order: Criterion[] = ['communication', 'quality', 'onTime'];
  let k = 0;
  while (out.size < history.fours) {
    const j = (k * 5 + 2) % history.deals;
    out.add(`${j}:${order[k % 3]}`);
    k++;
  }
  return out;
}

export async function seedDemoReputation(db: Db): Promise<void> {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx
      .insert(user)
      .values(
        DEMO_PARTNERS.map((p) => ({
          id: p.id,
          name: p.name,
          email: `${p.id}@demo.pulse.invalid`,
          role: 'brand' as const,
          brandStatus: 'approved' as const,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(partnerProfiles)
      .values(DEMO_PARTNERS.map((p) => ({ userId: p.id, name: p.name, company: p.company, type: p.type })))
      .onConflictDoNothing();

    const briefRows: (typeof briefs.$inferInsert)[] = [];
    const dealRows: (typeof deals.$inferInsert)[] = [];
    const eventRows: (typeof dealEvents.$inferInsert)[] = [];
    const windowRows: (typeof reviewWindows.$inferInsert)[] = [];
    const reviewRows: (typeof reviews.$inferInsert)[] = [];

    DEMO_CREATORS.forEach((c, i) => {
      const history = HISTORY[c.id];
      if (!history) return;
      const fours = foursOf(history);
      for (let j = 0; j < history.deals; j++) {
        const partner = DEMO_PARTNERS[(i + j) % DEMO_PARTNERS.length]!;
        const key = `${c.id.replace('demo-creator-', '')}-${j + 1}`;
        const dealId = `demo-deal-${key}`;
        const briefId = `demo-brief-${key}`;
        const title = `${PROJECTS[c.creativeRole][j % 5]} for ${partner.company}`;
        // Spread over the months before the demo, a week or two apart, oldest first.
        const start = BASE + (j * 17 + i * 3) * DAY;
        const late = j < history.late;
        const disputed = j >= history.deals - history.disputed;
        const deadline = start + 10 * DAY;
        const delivered = start + (late ? 12 : 8) * DAY;
        const paid = delivered + (disputed ? 6 : 2) * DAY;
        const complete = paid + DAY;
        briefRows.push({
          id: briefId,
          ownerId: partner.id,
          kind: 'project',
          status: 'closed',
          title,
          description: `${title}: commissioned through Pulse.`,
          category: c.creativeRole,
          budgetText: `$${c.collaborationRate}`,
          deadline: day(deadline),
          createdAt: new Date(start),
          updatedAt: new Date(complete),
        });
        dealRows.push({
          id: dealId,
          briefId,
          brandId: partner.id,
          creatorId: c.id,
          title,
          type: 'project',
          amountCents: c.collaborationRate * 100,
          status: 'complete',
          deliverables: [`${title}, final files`],
          signedAt: new Date(start + 2 * DAY),
          deliveredAt: new Date(delivered),
          paidAt: new Date(paid),
          createdAt: new Date(start),
          updatedAt: new Date(complete),
        });
        const steps: [string | null, string, number, string, string | null][] = [
          [null, 'posted', start, 'Brief posted', partner.id],
          ['posted', 'funded', start + HOUR, 'Escrow funded', partner.id],
          ['funded', 'accepted', start + DAY, 'Creative selected', partner.id],
          ['accepted', 'signed', start + 2 * DAY, 'Contract signed', c.id],
          ['signed', 'delivered', delivered, 'Delivered 1 deliverable', c.id],
          ...(disputed
            ? ([
                ['delivered', 'disputed', delivered + DAY, 'Disputed: Second round of edits not agreed', partner.id],
                ['disputed', 'paid', paid, 'Dispute resolved: escrow released to the creatives', null],
              ] as [string, string, number, string, string | null][])
            : ([['delivered', 'paid', paid, 'Delivery approved; escrow released', partner.id]] as [
                string,
                string,
                number,
                string,
                string | null,
              ][])),
          ['paid', 'complete', complete, `Paid out $${c.collaborationRate}.00 to payout account`, c.id],
        ];
        steps.forEach(([from, to, at, note, actor], k) => {
          eventRows.push({
            id: `demo-event-${key}-${k}`,
            dealId,
            actorId: actor,
            fromStatus: from,
            toStatus: to,
            note,
            createdAt: new Date(at),
          });
        });
        windowRows.push({
          dealId,
          brandId: partner.id,
          creatorId: c.id,
          openedAt: new Date(paid),
          closesAt: reviewWindowClosesAt(new Date(paid)),
          scoredAt: new Date(paid + 3 * DAY),
        });
        const score = (criterion: Criterion) => (fours.has(`${j}:${criterion}`) ? 4 : 5);
        reviewRows.push({
          id: `demo-review-${key}-partner`,
          dealId,
          authorId: partner.id,
          subjectId: c.id,
          subjectSide: 'creator',
          quality: score('quality'),
          communication: score('communication'),
          onTime: score('onTime'),
          publicText: ABOUT_CREATIVE[(i + j) % ABOUT_CREATIVE.length]!,
          wouldWorkAgain: true,
          replyText: j === 0 ? 'Thank you! Loved making this with you.' : null,
          repliedAt: j === 0 ? new Date(paid + 4 * DAY) : null,
          createdAt: new Date(paid + DAY),
        });
        reviewRows.push({
          id: `demo-review-${key}-creative`,
          dealId,
          authorId: c.id,
          subjectId: partner.id,
          subjectSide: 'brand',
          clearBrief: disputed ? 3 : (i + j) % 4 === 0 ? 4 : 5,
          communication: 5,
          promptPayment: disputed ? 4 : 5,
          publicText: ABOUT_PARTNER[(i * 2 + j) % ABOUT_PARTNER.length]!,
          wouldWorkAgain: !disputed,
          createdAt: new Date(paid + 2 * DAY),
        });
      }
    });

    await tx.insert(briefs).values(briefRows).onConflictDoNothing();
    await tx.insert(deals).values(dealRows).onConflictDoNothing();
    await tx.insert(dealEvents).values(eventRows).onConflictDoNothing();
    await tx.insert(reviewWindows).values(windowRows).onConflictDoNothing();
    await tx.insert(reviews).values(reviewRows).onConflictDoNothing();
    // The cached score search sorts by, from the history above (and anything real since).
    for (const c of DEMO_CREATORS) await refreshCreativeScore(tx, c.id);
  });
}
