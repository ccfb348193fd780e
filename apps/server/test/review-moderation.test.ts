import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import type { ReputationResponse } from '@pulse/domain/reputation-contracts';
import { hiddenReviewLabel, MODERATION_MESSAGES, REPORT_REASON_LABELS } from '@pulse/domain/review-moderation';
import type { AdminReviewReportsResponse } from '@pulse/domain/review-moderation-contracts';
import { REVIEW_MESSAGES } from '@pulse/domain/reviews';
import type { DealReviewsResponse } from '@pulse/domain/reviews-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorProfiles } from '../src/db/schema/creators';
import { notifications } from '../src/db/schema/messaging';
import { reviewReports, reviews } from '../src/db/schema/reviews';
import { pgErrorCode } from '../src/lib/db-errors';
import { newId } from '../src/lib/ids';
import { testAccounts } from './helpers/accounts';
import { signBoth } from './helpers/contracts';
import { briefBody, keyed } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every account here is signed up (a mailbox, not a guest) unless a call says `email: false`. */
const { client, session, partner, creative, admin } = testAccounts(() => t, {
  ip: '10.35',
  email: ({ id }) => `${id}@example.edu`,
  partner: { namePrefix: 'Moderation Partner' },
  creative: {
    namePrefix: 'Moderation Creative',
    creativeRole: 'videographer',
    profile: { vibeTags: ['Bright'], bio: 'I film things.' },
  },
});
let n = 0;

/** A completed deal whose two reviews are in (so public): the partner's review of the creative is returned. */
async function reviewedDeal() {
  const brand = await partner();
  const posted = await brand.c.post('/api/project-briefs', { ...briefBody, title: `Moderated reel ${++n}` });
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
  await brand.c.post(`/api/project-briefs/${brief.id}/applications/${applied.json().application.id}/select`);
  await signBoth(brand.c, me.c, deal.id);
  expect((await me.c.post(`/api/deals/${deal.id}/deliver`, { deliverables: ['reel.mp4'], note: '' })).statusCode).toBe(
    200,
  );
  expect((await keyed(brand.c, `/api/deals/${deal.id}/approve`)).statusCode).toBe(200);
  const first = await brand.c.post(`/api/deals/${deal.id}/reviews`, {
    ratings: { quality: 5, communication: 5, onTime: 5 },
    publicText: `Call me on 555-0100 ${n}`,
    wouldWorkAgain: true,
  });
  expect(first.statusCode, first.body).toBe(201);
  const reviewId = (first.json() as DealReviewsResponse).mine!.id;
  return { brand, creator: me, dealId: deal.id as string, title: brief.title as string, reviewId };
}

async function reveal(d: Awaited<ReturnType<typeof reviewedDeal>>) {
  const second = await d.creator.c.post(`/api/deals/${d.dealId}/reviews`, {
    ratings: { clearBrief: 4, communication: 4, promptPayment: 4 },
    wouldWorkAgain: true,
  });
  expect(second.statusCode, second.body).toBe(201);
}

const reputationOf = async (creatorId: string) =>
  (await client().get(`/api/creators/${creatorId}/reputation`)).json() as ReputationResponse;

const cached = async (creatorId: string) => {
  const [row] = await t.database.db
    .select({ rating: creatorProfiles.reviewRating, count: creatorProfiles.reviewCount })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId));
  return row!;
};

describe('reporting a review', () => {
  it('needs a session and a reason; a blind review cannot be reported; its author cannot report it', async () => {
    const d = await reviewedDeal();
    const url = `/api/reviews/${d.reviewId}/reports`;
    const fan = await session('fan');
    // Still blind (one review in): it does not exist for anyone but its author.
    const blind = await fan.c.post(url, { reason: 'spam' });
    expect(blind.statusCode).toBe(404);
    expect(blind.json().error.message).toBe(REVIEW_MESSAGES.reviewNotFound);
    const anonymous = await client().post(url, { reason: 'spam' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(SIGN_IN_REQUIRED_MESSAGE);
    // A guest session is not enough: reports come from accounts.
    await reveal(d);
    const guest = await session('fan', { email: false });
    const fromGuest = await guest.c.post(url, { reason: 'spam' });
    expect(fromGuest.statusCode).toBe(401);
    expect(fromGuest.json().error.message).toBe(MODERATION_MESSAGES.signInToReport);

    const noReason = await fan.c.post(url, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatchObject({
      code: 'validation_failed',
      message: MODERATION_MESSAGES.reasonRequired,
    });
    const otherWithout = await fan.c.post(url, { reason: 'other', details: ' ' });
    expect(otherWithout.statusCode).toBe(400);
    expect(otherWithout.json().error.fields).toEqual({ details: MODERATION_MESSAGES.detailsRequired });

    const own = await d.brand.c.post(url, { reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(MODERATION_MESSAGES.ownReview);
    expect(await t.database.db.select().from(reviewReports).where(eq(reviewReports.reviewId, d.reviewId))).toEqual([]);
  });

  it('takes one report per person per review', async () => {
    const d = await reviewedDeal();
    await reveal(d);
    const url = `/api/reviews/${d.reviewId}/reports`;
    const fan = await session('fan');
    const created = await fan.c.post(url, { reason: 'personal_info', details: 'A phone number' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().report).toMatchObject({ reviewId: d.reviewId, status: 'open' });
    const again = await fan.c.post(url, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MODERATION_MESSAGES.alreadyReported);
    // The reviewed party may report it too.
    expect((await d.creator.c.post(url, { reason: 'false' })).statusCode).toBe(201);
    const rows = await t.database.db.select().from(reviewReports).where(eq(reviewReports.reviewId, d.reviewId));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.reporterId === fan.id)).toMatchObject({ reason: 'personal_info', status: 'open' });
  });
});

describe('the admin’s reported reviews', () => {
  it('only admins list, hide and dismiss (401 without a session, 403 for everyone else)', async () => {
    const d = await reviewedDeal();
    await reveal(d);
    const fan = await session('fan');
    const reported = await fan.c.post(`/api/reviews/${d.reviewId}/reports`, { reason: 'spam' });
    const reportId = reported.json().report.id as string;

    expect((await client().get('/api/admin/review-reports')).statusCode).toBe(401);
    for (const who of [fan, d.brand, d.creator]) {
      const list = await who.c.get('/api/admin/review-reports');
      expect(list.statusCode).toBe(403);
      expect(list.json().error.message).toBe(MODERATION_MESSAGES.adminOnly);
      const hide = await who.c.post(`/api/admin/review-reports/${reportId}/hide`, { reason: 'Spam' });
      expect(hide.statusCode).toBe(403);
      const dismiss = await who.c.post(`/api/admin/review-reports/${reportId}/dismiss`, {});
      expect(dismiss.statusCode).toBe(403);
    }
    const [review] = await t.database.db.select().from(reviews).where(eq(reviews.id, d.reviewId));
    expect(review!.hiddenAt).toBeNull();
    const [report] = await t.database.db.select().from(reviewReports).where(eq(reviewReports.id, reportId));
    expect(report!.status).toBe('open');
  });

  it('hides a review with a reason: gone from the profile and the averages, shown to its parties with the reason', async () => {
    const d = await reviewedDeal();
    await reveal(d);
    const before = await reputationOf(d.creator.id);
    expect(before.rating.count).toBe(1);
    expect(await cached(d.creator.id)).toEqual({ rating: Math.round(before.rating.average * 100), count: 1 });

    const fan = await session('fan');
    const other = await session('brand');
    const reportId = (
      await fan.c.post(`/api/reviews/${d.reviewId}/reports`, { reason: 'personal_info', details: 'Phone number' })
    ).json().report.id as string;
    expect((await other.c.post(`/api/reviews/${d.reviewId}/reports`, { reason: 'spam' })).statusCode).toBe(201);

    const boss = await admin();
    const listed = (await boss.c.get('/api/admin/review-reports')).json() as AdminReviewReportsResponse;
    const item = listed.items.find((i) => i.id === reportId);
    expect(item).toMatchObject({
      reason: 'personal_info',
      reasonLabel: REPORT_REASON_LABELS.personal_info,
      details: 'Phone number',
      reporter: { id: fan.id },
      otherOpenReports: 1,
      subject: { id: d.creator.id, name: d.creator.name },
      review: { id: d.reviewId, author: { name: d.brand.name }, hidden: null },
    });
    expect(item!.review.publicText).toMatch(/^Call me on 555-0100/);

    const noReason = await boss.c.post(`/api/admin/review-reports/${reportId}/hide`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(MODERATION_MESSAGES.hideReasonRequired);

    const reason = 'It shares a phone number';
    const hidden = await boss.c.post(`/api/admin/review-reports/${reportId}/hide`, { reason });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ report: { id: reportId, status: 'hidden' }, closedReports: 2 });

    // Stored on the review with who hid it; every open report about it is closed.
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, d.reviewId));
    expect(row).toMatchObject({ hiddenReason: reason, hiddenBy: boss.id });
    expect(row!.hiddenAt).not.toBeNull();
    const reports = await t.database.db.select().from(reviewReports).where(eq(reviewReports.reviewId, d.reviewId));
    expect(reports.map((r) => r.status)).toEqual(['hidden', 'hidden']);
    expect((await boss.c.get('/api/admin/review-reports')).json().items.map((i: { id: string }) => i.id)).not.toContain(
      reportId,
    );

    // The public profile no longer shows or counts it; the cached rating search reads follows.
    const after = await reputationOf(d.creator.id);
    expect(after.rating.count).toBe(0);
    expect(JSON.stringify(after)).not.toContain('555-0100');
    expect(await cached(d.creator.id)).toEqual({ rating: 400, count: 0 });

    // Never silently: both parties see it hidden, with the reason, and are told.
    for (const party of [d.brand, d.creator]) {
      const view = (await party.c.get(`/api/deals/${d.dealId}/reviews`)).json() as DealReviewsResponse;
      const shown = party === d.brand ? view.mine : view.theirs;
      expect(shown).toMatchObject({ id: d.reviewId, publicText: '', hidden: { reason } });
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, party.id), eq(notifications.kind, 'review_hidden')));
      expect(notes).toHaveLength(1);
      expect(notes[0]!.body).toContain(hiddenReviewLabel(reason));
    }

    // A hidden review takes no more reports, no reply, and the report cannot be handled twice.
    const late = await session('fan');
    const again = await late.c.post(`/api/reviews/${d.reviewId}/reports`, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MODERATION_MESSAGES.reviewHidden);
    const reply = await d.creator.c.post(`/api/reviews/${d.reviewId}/reply`, { text: 'Thanks' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toBe(REVIEW_MESSAGES.replyHidden);
    const twice = await boss.c.post(`/api/admin/review-reports/${reportId}/hide`, { reason });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(MODERATION_MESSAGES.reportClosed);
  });

  it('dismisses a report: the review stays and still counts', async () => {
    const d = await reviewedDeal();
    await reveal(d);
    const fan = await session('fan');
    const reportId = (await fan.c.post(`/api/reviews/${d.reviewId}/reports`, { reason: 'false' })).json().report
      .id as string;
    const boss = await admin();
    expect((await boss.c.post('/api/admin/review-reports/nope/dismiss', {})).statusCode).toBe(404);
    const dismissed = await boss.c.post(`/api/admin/review-reports/${reportId}/dismiss`, {});
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ report: { id: reportId, status: 'dismissed' }, closedReports: 1 });
    const [report] = await t.database.db.select().from(reviewReports).where(eq(reviewReports.id, reportId));
    expect(report).toMatchObject({ status: 'dismissed', resolvedBy: boss.id });
    expect((await reputationOf(d.creator.id)).rating.count).toBe(1);
    expect((await boss.c.post(`/api/admin/review-reports/${reportId}/dismiss`, {})).statusCode).toBe(409);
    // The reporter cannot report the same review again after a dismissal.
    expect((await fan.c.post(`/api/reviews/${d.reviewId}/reports`, { reason: 'spam' })).statusCode).toBe(409);
  });

  it('the database refuses a hidden review without a reason and a report outside the lists', async () => {
    const d = await reviewedDeal();
    const refused = async (write: () => Promise<unknown>) => {
      try {
        await write();
        return null;
      } catch (err) {
        return pgErrorCode(err);
      }
    };
    expect(
      await refused(() =>
        t.database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, d.reviewId)),
      ),
    ).toBe('23514');
    const fan = await session('fan');
    const row = { id: newId(), reviewId: d.reviewId, reporterId: fan.id, reason: 'spam' as const };
    expect(await refused(() => t.database.db.insert(reviewReports).values({ ...row, reason: 'rude' as never }))).toBe(
      '23514',
    );
    expect(
      await refused(() => t.database.db.insert(reviewReports).values({ ...row, status: 'dismissed' as const })),
    ).toBe('23514');
  });
});
