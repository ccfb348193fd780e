import { DEAL_MESSAGES } from '@pulse/domain/deals';
import type { ReputationResponse } from '@pulse/domain/reputation-contracts';
import { REVIEW_MESSAGES } from '@pulse/domain/reviews';
import type { DealReviewsResponse } from '@pulse/domain/reviews-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles } from '../src/db/schema/creators';
import { emailOutbox, notifications } from '../src/db/schema/messaging';
import { reviews, reviewWindows } from '../src/db/schema/reviews';
import { pgErrorCode } from '../src/lib/db-errors';
import { newId } from '../src/lib/ids';
import { testAccounts } from './helpers/accounts';
import { signBoth } from './helpers/contracts';
import { briefBody, keyed } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An account with a mailbox (guests have none), so invitations are e-mailed too. */
const mailbox = ({ id, name }: { id: string; name: string }) =>
  `${name.toLowerCase().replace(/\W+/g, '.')}.${id.slice(-6)}@example.edu`;
const { client, partner, creative, admin } = testAccounts(() => t, {
  ip: '10.31',
  partner: { namePrefix: 'Review Partner', email: mailbox },
  creative: {
    namePrefix: 'Review Creative',
    email: mailbox,
    creativeRole: 'videographer',
    profile: {
      vibeTags: ['Bright'],
      location: 'Austin, TX',
      niche: 'Campus video',
      bio: 'I film things.',
      authenticityScore: 94,
    },
  },
});
let n = 0;

/** A project brief funded, applied to, selected, signed and delivered. */
async function deliveredDeal() {
  const brand = await partner();
  const posted = await brand.c.post('/api/project-briefs', { ...briefBody, title: `Review reel ${++n}` });
  expect(posted.statusCode, posted.body).toBe(201);
  const { brief, deal } = posted.json();
  expect(
    (await keyed(brand.c, `/api/project-briefs/${brief.id}/fund`, { paymentMethod: 'pm_card_visa' })).statusCode,
  ).toBe(200);
  const me = await creative();
  const applied = await me.c.post(`/api/project-briefs/${brief.id}/applications`, {
    portfolioLinks: ['vimeo.com/ava'],
    note: 'Love this',
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const selected = await brand.c.post(
    `/api/project-briefs/${brief.id}/applications/${applied.json().application.id}/select`,
  );
  expect(selected.statusCode, selected.body).toBe(200);
  await signBoth(brand.c, me.c, deal.id);
  const delivered = await me.c.post(`/api/deals/${deal.id}/deliver`, { deliverables: ['reel.mp4'], note: '' });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { brand, creator: me, dealId: deal.id as string, title: brief.title as string };
}

async function completedDeal() {
  const d = await deliveredDeal();
  expect((await keyed(d.brand.c, `/api/deals/${d.dealId}/approve`)).statusCode).toBe(200);
  return d;
}

const creativeReview = {
  ratings: { quality: 5, communication: 4, onTime: 5 },
  publicText: 'Sharp edit, delivered early.',
  wouldWorkAgain: true,
  privateNote: 'Would hire again for the spring launch.',
};
const partnerReview = {
  ratings: { clearBrief: 4, communication: 5, promptPayment: 5 },
  publicText: 'Clear brief and quick approval.',
  wouldWorkAgain: true,
};

const reviewsOf = async (c: Client, dealId: string) => {
  const res = await c.get(`/api/deals/${dealId}/reviews`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DealReviewsResponse;
};

describe('review invitations', () => {
  it('go to both parties by notification and e-mail when the deal is paid, once', async () => {
    const d = await deliveredDeal();
    const before = await reviewsOf(d.brand.c, d.dealId);
    expect(before).toMatchObject({ window: null, canReview: false });
    const early = await d.brand.c.post(`/api/deals/${d.dealId}/reviews`, creativeReview);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(REVIEW_MESSAGES.notComplete);

    expect((await keyed(d.brand.c, `/api/deals/${d.dealId}/approve`)).statusCode).toBe(200);
    // Paying out (paid → complete) does not invite again.
    expect((await keyed(d.creator.c, `/api/deals/${d.dealId}/payout`)).statusCode).toBe(200);

    for (const party of [d.brand, d.creator]) {
      const invites = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, party.id), eq(notifications.kind, 'review_invite')));
      expect(invites).toHaveLength(1);
      const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, party.email!));
      expect(mail.map((m) => m.subject)).toEqual([invites[0]!.title]);
    }
    const [invite] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, d.brand.id), eq(notifications.kind, 'review_invite')));
    expect(invite!.title).toBe(`Review ${d.creator.name} for “${d.title}”`);
    const after = await reviewsOf(d.brand.c, d.dealId);
    expect(after).toMatchObject({
      canReview: true,
      viewer: 'brand',
      reviews: { side: 'creator', name: d.creator.name },
    });
    expect(after.reviews?.criteria).toEqual(['quality', 'communication', 'onTime']);
    const theirSide = await reviewsOf(d.creator.c, d.dealId);
    expect(theirSide.reviews?.criteria).toEqual(['clearBrief', 'communication', 'promptPayment']);
  });

  it('open when an admin resolves a dispute, a refund included', async () => {
    const d = await deliveredDeal();
    expect(
      (await d.creator.c.post(`/api/deals/${d.dealId}/dispute`, { reason: 'No answer for weeks' })).statusCode,
    ).toBe(200);
    const boss = await admin();
    const resolved = await keyed(boss.c, `/api/deals/${d.dealId}/resolve`, { outcome: 'refund', note: '' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await reviewsOf(d.creator.c, d.dealId)).canReview).toBe(true);
  });
});

describe('blind two-way reviews', () => {
  it('hide the other review until both are in, then show both together, private feedback to its author only', async () => {
    const d = await completedDeal();
    const first = await d.brand.c.post(`/api/deals/${d.dealId}/reviews`, creativeReview);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      revealed: false,
      canReview: false,
      mine: { overall: 4.7, privateFeedback: { wouldWorkAgain: true, note: creativeReview.privateNote } },
      theirs: null,
    });

    // The creative knows a review is waiting, not what it says; the public profile does not count it yet.
    const waiting = await reviewsOf(d.creator.c, d.dealId);
    expect(waiting).toMatchObject({ revealed: false, theirs: null, theirsSubmitted: true, canReview: true });
    expect(JSON.stringify(waiting)).not.toContain(creativeReview.publicText);
    const hidden = (await client().get(`/api/creators/${d.creator.id}/reputation`)).json() as ReputationResponse;
    expect(hidden.rating.count).toBe(0);
    expect(JSON.stringify(hidden)).not.toContain(creativeReview.publicText);
    const notified = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, d.creator.id), eq(notifications.kind, 'review_received')));
    expect(notified).toHaveLength(1);

    const second = await d.creator.c.post(`/api/deals/${d.dealId}/reviews`, partnerReview);
    expect(second.statusCode, second.body).toBe(201);
    const both = second.json() as DealReviewsResponse;
    expect(both.revealed).toBe(true);
    expect(both.theirs).toMatchObject({ publicText: creativeReview.publicText, privateFeedback: null });
    expect(both.theirs?.ratings.map((r) => r.label)).toEqual(['Quality of work', 'Communication', 'On time']);
    const brandSees = await reviewsOf(d.brand.c, d.dealId);
    expect(brandSees.theirs).toMatchObject({ publicText: partnerReview.publicText, privateFeedback: null });

    const reputation = (await client().get(`/api/creators/${d.creator.id}/reputation`)).json() as ReputationResponse;
    expect(reputation.rating.count).toBe(1);
    expect(reputation.reviews[0]).toMatchObject({ publicText: creativeReview.publicText, privateFeedback: null });
    expect(JSON.stringify(reputation)).not.toContain(creativeReview.privateNote);
    expect(reputation.pulseScore).not.toBeNull();
    expect(reputation.explanation.map((p) => p.key)).toEqual(['rating', 'onTime', 'completion', 'noDisputes']);
    // The profile's Pulse Score is the computed one, not the seeded 94, and search's cached copy follows it.
    const page = (await client().get(`/api/creators/${d.creator.id}`)).json();
    expect(page.pulseScore).toBe(reputation.pulseScore);
    const [profile] = await t.database.db
      .select({ score: creatorProfiles.authenticityScore })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, d.creator.id));
    expect(profile!.score).toBe(reputation.pulseScore);

    const partnerRep = (await d.creator.c.get(`/api/partners/${d.brand.id}/reputation`)).json() as ReputationResponse;
    expect(partnerRep).toMatchObject({ side: 'brand', pulseScore: null, rating: { count: 1 } });
    expect((await client().get(`/api/partners/${d.brand.id}/reputation`)).statusCode).toBe(401);
  });

  it('reveal a lone review once the 14-day window closes, and refuse reviews after it', async () => {
    const d = await completedDeal();
    expect((await d.brand.c.post(`/api/deals/${d.dealId}/reviews`, creativeReview)).statusCode).toBe(201);
    const past = new Date(Date.now() - 60_000);
    await t.database.db
      .update(reviewWindows)
      .set({ openedAt: new Date(past.getTime() - 14 * 86_400_000), closesAt: past })
      .where(eq(reviewWindows.dealId, d.dealId));

    const late = await d.creator.c.post(`/api/deals/${d.dealId}/reviews`, partnerReview);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(REVIEW_MESSAGES.windowClosed);
    const view = await reviewsOf(d.creator.c, d.dealId);
    expect(view).toMatchObject({ revealed: true, canReview: false, window: { open: false } });
    expect(view.theirs?.publicText).toBe(creativeReview.publicText);
    const reputation = (await client().get(`/api/creators/${d.creator.id}/reputation`)).json() as ReputationResponse;
    expect(reputation.rating.count).toBe(1);
  });
});

describe('who may review, and what', () => {
  it('a stranger can neither read nor write a deal’s reviews; an admin reads but does not review', async () => {
    const d = await completedDeal();
    expect((await d.brand.c.post(`/api/deals/${d.dealId}/reviews`, creativeReview)).statusCode).toBe(201);
    const stranger = await partner();
    for (const res of [
      await stranger.c.get(`/api/deals/${d.dealId}/reviews`),
      await stranger.c.post(`/api/deals/${d.dealId}/reviews`, creativeReview),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(DEAL_MESSAGES.notFound);
    }
    expect((await client().get(`/api/deals/${d.dealId}/reviews`)).statusCode).toBe(401);
    const boss = await admin();
    const adminView = await reviewsOf(boss.c, d.dealId);
    expect(adminView).toMatchObject({ viewer: 'admin', theirs: null, canReview: false });
    const adminReview = await boss.c.post(`/api/deals/${d.dealId}/reviews`, creativeReview);
    expect(adminReview.statusCode).toBe(403);
    expect(adminReview.json().error.message).toBe(REVIEW_MESSAGES.adminCannotReview);
  });

  it('a party reviews once; reviews cannot be edited', async () => {
    const d = await completedDeal();
    expect((await d.brand.c.post(`/api/deals/${d.dealId}/reviews`, creativeReview)).statusCode).toBe(201);
    const again = await d.brand.c.post(`/api/deals/${d.dealId}/reviews`, { ...creativeReview, publicText: 'Changed' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect((await reviewsOf(d.brand.c, d.dealId)).mine?.publicText).toBe(creativeReview.publicText);
  });

  it('bad input gets clear errors and writes nothing', async () => {
    const d = await completedDeal();
    const url = `/api/deals/${d.dealId}/reviews`;
    const missing = await d.brand.c.post(url, { ...creativeReview, ratings: { quality: 5, communication: 4 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Rate On time from 1 to 5',
      fields: { 'ratings.onTime': 'Rate On time from 1 to 5' },
    });
    const sixStars = await d.brand.c.post(url, {
      ...creativeReview,
      ratings: { ...creativeReview.ratings, quality: 6 },
    });
    expect(sixStars.statusCode).toBe(400);
    const long = await d.brand.c.post(url, { ...creativeReview, publicText: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(REVIEW_MESSAGES.textTooLong);
    const noAnswer = await d.brand.c.post(url, { ratings: creativeReview.ratings });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().error.message).toBe(REVIEW_MESSAGES.wouldWorkAgainRequired);
    expect((await reviewsOf(d.brand.c, d.dealId)).mine).toBeNull();
  });

  it('the database itself refuses a rating outside 1-5 and a text over 1,000 characters', async () => {
    const d = await completedDeal();
    const row = {
      id: newId(),
      dealId: d.dealId,
      authorId: d.brand.id,
      subjectId: d.creator.id,
      subjectSide: 'creator' as const,
      quality: 5,
      communication: 5,
      onTime: 5,
      wouldWorkAgain: true,
    };
    const refused = async (values: typeof row & Record<string, unknown>) => {
      try {
        await t.database.db.insert(reviews).values(values);
        return null;
      } catch (err) {
        return pgErrorCode(err);
      }
    };
    expect(await refused({ ...row, quality: 6 })).toBe('23514');
    expect(await refused({ ...row, communication: 0 })).toBe('23514');
    expect(await refused({ ...row, publicText: 'x'.repeat(1001) })).toBe('23514');
    expect(await refused({ ...row, clearBrief: 4 })).toBe('23514');
  });
});

describe('replies', () => {
  it('the reviewed party replies once, after the reveal; nobody else can', async () => {
    const d = await completedDeal();
    const first = (await (
      await d.brand.c.post(`/api/deals/${d.dealId}/reviews`, creativeReview)
    ).json()) as DealReviewsResponse;
    const reviewId = first.mine!.id;
    const early = await d.creator.c.post(`/api/reviews/${reviewId}/reply`, { text: 'Thanks!' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(REVIEW_MESSAGES.replyBeforeReveal);
    const stranger = await partner();
    expect((await stranger.c.post(`/api/reviews/${reviewId}/reply`, { text: 'Hi' })).statusCode).toBe(404);

    expect((await d.creator.c.post(`/api/deals/${d.dealId}/reviews`, partnerReview)).statusCode).toBe(201);
    const empty = await d.creator.c.post(`/api/reviews/${reviewId}/reply`, { text: '  ' });
    expect(empty.json().error.message).toBe(REVIEW_MESSAGES.replyRequired);
    const author = await d.brand.c.post(`/api/reviews/${reviewId}/reply`, { text: 'Me again' });
    expect(author.statusCode).toBe(403);
    const replied = await d.creator.c.post(`/api/reviews/${reviewId}/reply`, { text: 'Thanks, Riley!' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().theirs.reply.text).toBe('Thanks, Riley!');
    const twice = await d.creator.c.post(`/api/reviews/${reviewId}/reply`, { text: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(REVIEW_MESSAGES.alreadyReplied);
    const rep = (await client().get(`/api/creators/${d.creator.id}/reputation`)).json() as ReputationResponse;
    expect(rep.reviews[0]?.reply?.text).toBe('Thanks, Riley!');
  });
});

describe('the score sweep', () => {
  it('refreshes the cached score of a creative whose window closed with one review', async () => {
    const d = await completedDeal();
    expect((await d.brand.c.post(`/api/deals/${d.dealId}/reviews`, creativeReview)).statusCode).toBe(201);
    await t.database.db
      .update(reviewWindows)
      .set({ openedAt: new Date(Date.now() - 15 * 86_400_000), closesAt: new Date(Date.now() - 86_400_000) })
      .where(eq(reviewWindows.dealId, d.dealId));
    await t.database.db
      .update(creatorProfiles)
      .set({ authenticityScore: 1 })
      .where(eq(creatorProfiles.userId, d.creator.id));
    const { createReviewsService } = await import('../src/modules/reviews/reviews.service');
    const service = createReviewsService({ db: t.database.db });
    expect(await service.scoreClosedWindows()).toBeGreaterThanOrEqual(1);
    const [profile] = await t.database.db
      .select({ score: creatorProfiles.authenticityScore })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, d.creator.id));
    expect(profile!.score).toBe(await service.pulseScoreOf(d.creator.id));
    expect(profile!.score).toBeGreaterThan(1);
    const [window] = await t.database.db.select().from(reviewWindows).where(eq(reviewWindows.dealId, d.dealId));
    expect(window!.scoredAt).not.toBeNull();
  });
});
