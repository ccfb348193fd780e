import {
  BRIEF_CLOSED_MESSAGE,
  BRIEF_NOT_FOUND_MESSAGE,
  earliestToday,
  SUBMISSION_MESSAGES,
} from '@pulse/domain/briefs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippets } from '../src/db/schema/media';
import { dealEvents, deals } from '../src/db/schema/submissions';
import { PRICE_QUOTE_REQUIRED } from '../src/modules/submissions/submissions.service';
import { testAccounts } from './helpers/accounts';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { client, session, partner, creative } = testAccounts(() => t, { ip: '10.8' });

function inDays(days: number): string {
  const [y, m, d] = earliestToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const briefBody = {
  title: 'Study app launch',
  description: 'Calm retro beats',
  usageType: 'ugc',
  deadline: inDays(10),
  budgetMin: 500,
  budgetMax: 1500,
  tags: ['Chill', 'Throwback'],
};

/** A creative with a profile and one snippet; approved unless told otherwise. */
async function creativeWithSnippet({
  status = 'approved',
  rateCents = 90_000,
  usageTiers = ['ugc', 'podcast'],
}: {
  status?: 'pending' | 'approved';
  rateCents?: number | null;
  usageTiers?: string[];
} = {}) {
  const p = await creative({
    status,
    namePrefix: 'Creative',
    profile: {
      vibeTags: ['Chill', 'Lo-fi', 'Mellow', 'Organic', 'Beat-driven'],
      location: 'Austin, TX',
      niche: 'Lo-fi producer',
      authenticityScore: 93,
      gear: ['SP-404', 'Rhodes', 'Ableton'],
      recentWork: [
        { title: 'One', briefMatch: true },
        { title: 'Two', briefMatch: false },
        { title: 'Three', briefMatch: false },
      ],
      collaborationRateCents: rateCents,
    },
  });
  const snippetId = `snippet-${p.id}`;
  await t.database.db.insert(snippets).values({
    id: snippetId,
    creatorId: p.id,
    title: 'Dusty Rhodes',
    tags: ['Throwback'],
    usageTiers,
    ownershipPercentage: 80,
    durationSeconds: 5,
  });
  return { ...p, snippetId };
}

async function openBrief(owner: Client, overrides: Record<string, unknown> = {}) {
  const res = await owner.post('/api/briefs', { ...briefBody, ...overrides });
  expect(res.statusCode).toBe(201);
  return res.json().brief as { id: string; status: string };
}

describe('POST /api/briefs/:id/submissions (Submit Match)', () => {
  it('needs an approved creative', async () => {
    const brand = await partner();
    const brief = await openBrief(brand.c);
    expect((await client().post(`/api/briefs/${brief.id}/submissions`, { snippetId: 'x' })).statusCode).toBe(401);

    const fan = await session('fan');
    const denied = await fan.c.post(`/api/briefs/${brief.id}/submissions`, { snippetId: 'x' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(SUBMISSION_MESSAGES.onlyCreatives);

    const pending = await creativeWithSnippet({ status: 'pending' });
    const waiting = await pending.c.post(`/api/briefs/${brief.id}/submissions`, { snippetId: pending.snippetId });
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().error.message).toBe(SUBMISSION_MESSAGES.pendingCreative);
  });

  it('checks the body, the brief and the snippet', async () => {
    const brand = await partner();
    const brief = await openBrief(brand.c);
    const me = await creativeWithSnippet();
    const other = await creativeWithSnippet();

    const missing = await me.c.post(`/api/briefs/${brief.id}/submissions`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ snippetId: SUBMISSION_MESSAGES.snippetRequired });
    const badQuote = await me.c.post(`/api/briefs/${brief.id}/submissions`, {
      snippetId: me.snippetId,
      priceQuote: 0.5,
    });
    expect(badQuote.json().error.fields).toEqual({ priceQuote: SUBMISSION_MESSAGES.priceWhole });

    const notThere = await me.c.post('/api/briefs/nope/submissions', { snippetId: me.snippetId });
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().error.message).toBe(BRIEF_NOT_FOUND_MESSAGE);

    // A pending partner's draft is not open to matches.
    const pendingBrand = await partner({ status: 'pending' });
    const draft = await openBrief(pendingBrand.c);
    expect(draft.status).toBe('draft');
    expect((await me.c.post(`/api/briefs/${draft.id}/submissions`, { snippetId: me.snippetId })).statusCode).toBe(404);

    const theirs = await me.c.post(`/api/briefs/${brief.id}/submissions`, { snippetId: other.snippetId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(SUBMISSION_MESSAGES.snippetNotFound);
  });

  it('scores the match, moves the brief to matched, and takes one submission per creative', async () => {
    const brand = await partner();
    const brief = await openBrief(brand.c);
    const me = await creativeWithSnippet();
    const res = await me.c.post(`/api/briefs/${brief.id}/submissions`, { snippetId: me.snippetId });
    expect(res.statusCode).toBe(201);
    expect(res.json().submission).toMatchObject({
      briefId: brief.id,
      snippetId: me.snippetId,
      status: 'pending',
      matchScore: 100,
      scoreParts: { tags: 40, category: 20, rights: 20, price: 20 },
      priceQuoteCents: 90_000,
      reason: 'Shares 2 of 2 vibe tags (Chill, Throwback), covers UGC Content, $900 fits the budget',
    });
    expect((await brand.c.get(`/api/briefs/${brief.id}`)).json().brief).toMatchObject({
      status: 'matched',
      matchCount: 1,
    });

    const again = await me.c.post(`/api/briefs/${brief.id}/submissions`, { snippetId: me.snippetId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SUBMISSION_MESSAGES.alreadySubmitted);

    // A second creative keeps it matched, with a quote of their own.
    const second = await creativeWithSnippet({ usageTiers: ['sync'] });
    const quoted = await second.c.post(`/api/briefs/${brief.id}/submissions`, {
      snippetId: second.snippetId,
      priceQuote: 3000,
    });
    expect(quoted.json().submission).toMatchObject({ priceQuoteCents: 300_000, matchScore: 60 });
    expect((await brand.c.get(`/api/briefs/${brief.id}`)).json().brief.matchCount).toBe(2);

    // The creative's ranking shows what they sent.
    const matching = (await me.c.get('/api/briefs/matching')).json().items;
    expect(matching.find((i: { brief: { id: string } }) => i.brief.id === brief.id).submission).toMatchObject({
      status: 'pending',
      matchScore: 100,
    });
  });

  it('needs a price quote when the profile has no rate', async () => {
    const brand = await partner();
    const brief = await openBrief(brand.c);
    const me = await creativeWithSnippet({ rateCents: null });
    const res = await me.c.post(`/api/briefs/${brief.id}/submissions`, { snippetId: me.snippetId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ priceQuote: PRICE_QUOTE_REQUIRED });
  });

  it('refuses a closed brief', async () => {
    const brand = await partner();
    const brief = await openBrief(brand.c);
    await brand.c.post(`/api/briefs/${brief.id}/close`);
    const me = await creativeWithSnippet();
    const res = await me.c.post(`/api/briefs/${brief.id}/submissions`, { snippetId: me.snippetId });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(BRIEF_CLOSED_MESSAGE);
  });
});

describe('match review: shortlist and license', () => {
  async function submitted() {
    const brand = await partner();
    const brief = await openBrief(brand.c);
    const me = await creativeWithSnippet();
    const res = await me.c.post(`/api/briefs/${brief.id}/submissions`, { snippetId: me.snippetId });
    return { brand, brief, me, submissionId: res.json().submission.id as string };
  }

  it('shows the owner the match card with the creative’s details, and nobody else', async () => {
    const { brand, brief, me, submissionId } = await submitted();
    const detail = (await brand.c.get(`/api/briefs/${brief.id}`)).json();
    expect(detail.matches).toHaveLength(1);
    expect(detail.matches[0]).toMatchObject({
      id: submissionId,
      status: 'pending',
      priceQuoteCents: 90_000,
      usageTiers: ['ugc', 'podcast'],
      ownershipPercentage: 80,
      creator: {
        id: me.id,
        location: 'Austin, TX',
        niche: 'Lo-fi producer',
        authenticityScore: 93,
        vibeTags: ['Chill', 'Lo-fi', 'Mellow', 'Organic'],
        gear: ['SP-404', 'Rhodes'],
      },
      snippet: { id: me.snippetId, title: 'Dusty Rhodes', durationSeconds: 5, media: null },
      deal: null,
    });
    expect(detail.matches[0].creator.recentWork.map((w: { title: string }) => w.title)).toEqual(['One', 'Two']);

    const other = await partner();
    expect((await other.c.get(`/api/briefs/${brief.id}`)).statusCode).toBe(404);
    expect((await me.c.get(`/api/briefs/${brief.id}`)).statusCode).toBe(404);
    for (const action of ['shortlist', 'license']) {
      const res = await other.c.post(`/api/submissions/${submissionId}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(SUBMISSION_MESSAGES.notFound);
      expect((await me.c.post(`/api/submissions/${submissionId}/${action}`)).statusCode).toBe(404);
    }
    expect((await brand.c.get(`/api/briefs/${brief.id}`)).json().matches[0].status).toBe('pending');
  });

  it('shortlists only from pending', async () => {
    const { brand, submissionId } = await submitted();
    const res = await brand.c.post(`/api/submissions/${submissionId}/shortlist`);
    expect(res.statusCode).toBe(200);
    expect(res.json().match.status).toBe('shortlisted');
    const again = await brand.c.post(`/api/submissions/${submissionId}/shortlist`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SUBMISSION_MESSAGES.shortlistOnlyPending);
  });

  it('licenses once: the match, a posted deal for the quote with its timeline entry, and the brief closes', async () => {
    const { brand, brief, me, submissionId } = await submitted();
    await brand.c.post(`/api/submissions/${submissionId}/shortlist`);
    const res = await brand.c.post(`/api/submissions/${submissionId}/license`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      created: true,
      match: { id: submissionId, status: 'licensed' },
      deal: { status: 'posted', amountCents: 90_000 },
    });
    expect(body.match.deal).toEqual(body.deal);

    const [deal] = await t.database.db.select().from(deals).where(eq(deals.submissionId, submissionId));
    expect(deal).toMatchObject({
      brandId: brand.id,
      creatorId: me.id,
      briefId: brief.id,
      title: briefBody.title,
      amountCents: 90_000,
      status: 'posted',
    });
    const events = await t.database.db.select().from(dealEvents).where(eq(dealEvents.dealId, deal!.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: brand.id, fromStatus: null, toStatus: 'posted' });

    // Confirming again returns the same deal and opens no other.
    const again = await brand.c.post(`/api/submissions/${submissionId}/license`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, deal: { id: deal!.id } });
    const [both] = await Promise.all([
      brand.c.post(`/api/submissions/${submissionId}/license`),
      brand.c.post(`/api/submissions/${submissionId}/license`),
    ]);
    expect(both.statusCode).toBe(200);
    expect(await t.database.db.select().from(deals).where(eq(deals.submissionId, submissionId))).toHaveLength(1);
    expect(await t.database.db.select().from(dealEvents).where(eq(dealEvents.dealId, deal!.id))).toHaveLength(1);

    expect((await brand.c.get(`/api/briefs/${brief.id}`)).json().brief.status).toBe('closed');
    const shortlist = await brand.c.post(`/api/submissions/${submissionId}/shortlist`);
    expect(shortlist.statusCode).toBe(409);
  });

  it('licenses straight from pending; other matches of the closed brief stay as they were', async () => {
    const { brand, brief, submissionId } = await submitted();
    const second = await creativeWithSnippet();
    const other = (await second.c.post(`/api/briefs/${brief.id}/submissions`, { snippetId: second.snippetId })).json()
      .submission.id as string;
    const res = await brand.c.post(`/api/submissions/${submissionId}/license`);
    expect(res.json()).toMatchObject({ created: true, match: { status: 'licensed' } });
    const late = await brand.c.post(`/api/submissions/${other}/license`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(BRIEF_CLOSED_MESSAGE);
    const matches = (await brand.c.get(`/api/briefs/${brief.id}`)).json().matches;
    expect(matches.find((m: { id: string }) => m.id === other).status).toBe('pending');
  });
});
