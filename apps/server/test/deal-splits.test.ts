import { CONTRACT_MESSAGES } from '@pulse/domain/deal-contract';
import type { DealView } from '@pulse/domain/deals';
import { DISPUTE_MESSAGES } from '@pulse/domain/disputes';
import { escrowAccount, payableAccount } from '@pulse/domain/ledger';
import { SPLIT_MESSAGES } from '@pulse/domain/splits';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema/ledger';
import { notifications } from '../src/db/schema/messaging';
import { testAccounts } from './helpers/accounts';
import { signBoth, signContract } from './helpers/contracts';
import { acceptedDealBetween, keyed, ledgerBalance } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { client, partner, creative, admin } = testAccounts(() => t, {
  ip: '10.11',
  partner: { name: 'Riley' },
  creative: {
    namePrefix: 'Split Creative',
    creativeRole: 'videographer',
    profile: { vibeTags: ['Bright'], location: 'Austin, TX', niche: 'Campus video', bio: 'I film things.' },
  },
});

/** A $500 project brief funded, one creative applied and selected: the deal is accepted. */
async function acceptedDeal() {
  const brand = await partner();
  const me = await creative();
  const { dealId } = await acceptedDealBetween(brand.c, me.c, { tags: 'bright' });
  return { brand, creator: me, dealId };
}

afterEach(async () => {
  const unbalanced = await t.database.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  expect(unbalanced).toEqual([]);
});

describe('PUT /api/deals/:id/splits', () => {
  it('the creative splits an accepted deal 70/30: timeline, notification, the collaborator sees it', async () => {
    const d = await acceptedDeal();
    const collaborator = await creative();
    const res = await d.creator.c.put(`/api/deals/${d.dealId}/splits`, {
      splits: [
        { userId: d.creator.id, percentage: 70 },
        { userId: collaborator.id, percentage: 30 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const deal = res.json().deal as DealView;
    expect(deal.splits).toEqual([
      // Nothing is released before approval (decision 029): the nominal shares only.
      {
        userId: d.creator.id,
        name: d.creator.name,
        percentage: 70,
        amountCents: 35_000,
        releasedCents: 0,
        netCents: 0,
      },
      {
        userId: collaborator.id,
        name: collaborator.name,
        percentage: 30,
        amountCents: 15_000,
        releasedCents: 0,
        netCents: 0,
      },
    ]);
    expect(deal.timeline.at(-1)?.note).toBe(`Splits updated: ${d.creator.name} 70%, ${collaborator.name} 30%`);

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, collaborator.id), eq(notifications.kind, 'deal_step')));
    expect(notes).toHaveLength(1);
    expect(notes[0]?.title).toBe('Campus tour reel: you were added as a collaborator');
    expect(notes[0]?.link).toBe(`/deals/${d.dealId}`);

    const theirs = (await collaborator.c.get('/api/deals?as=creator')).json().items as DealView[];
    expect(theirs.map((x) => x.id)).toContain(d.dealId);

    // Saving the same people again notifies nobody twice.
    const again = await d.creator.c.put(`/api/deals/${d.dealId}/splits`, {
      splits: [
        { userId: d.creator.id, percentage: 60 },
        { userId: collaborator.id, percentage: 40 },
      ],
    });
    expect(again.statusCode).toBe(200);
    const after = await t.database.db.select().from(notifications).where(eq(notifications.userId, collaborator.id));
    expect(after.filter((x) => x.kind === 'deal_step')).toHaveLength(1);
  });

  it('is the creative’s alone: the partner and a collaborator get 403, a stranger 404', async () => {
    const d = await acceptedDeal();
    const collaborator = await creative();
    const body = {
      splits: [
        { userId: d.creator.id, percentage: 70 },
        { userId: collaborator.id, percentage: 30 },
      ],
    };
    expect((await d.creator.c.put(`/api/deals/${d.dealId}/splits`, body)).statusCode).toBe(200);

    const byPartner = await d.brand.c.put(`/api/deals/${d.dealId}/splits`, body);
    expect(byPartner.statusCode).toBe(403);
    expect(byPartner.json().error.message).toBe(SPLIT_MESSAGES.ownerOnly);
    const byCollaborator = await collaborator.c.put(`/api/deals/${d.dealId}/splits`, {
      splits: [
        { userId: d.creator.id, percentage: 1 },
        { userId: collaborator.id, percentage: 99 },
      ],
    });
    expect(byCollaborator.statusCode).toBe(403);
    const stranger = await creative();
    expect((await stranger.c.put(`/api/deals/${d.dealId}/splits`, body)).statusCode).toBe(404);
    expect((await client().put(`/api/deals/${d.dealId}/splits`, body)).statusCode).toBe(401);
  });

  it('answers 400 with the rule’s message for a bad list', async () => {
    const d = await acceptedDeal();
    const collaborator = await creative();
    const pending = await creative({ status: 'pending' });
    const put = (splits: unknown) => d.creator.c.put(`/api/deals/${d.dealId}/splits`, { splits });

    const badSum = await put([
      { userId: d.creator.id, percentage: 60 },
      { userId: collaborator.id, percentage: 30 },
    ]);
    expect(badSum.statusCode).toBe(400);
    expect(badSum.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Shares must add up to 100%. They add up to 90% now.',
      fields: { splits: 'Shares must add up to 100%. They add up to 90% now.' },
    });
    expect((await put([{ userId: collaborator.id, percentage: 100 }])).json().error.message).toBe(
      SPLIT_MESSAGES.ownerShare,
    );
    expect(
      (
        await put([
          { userId: d.creator.id, percentage: 50 },
          { userId: collaborator.id, percentage: 25 },
          { userId: collaborator.id, percentage: 25 },
        ])
      ).json().error.message,
    ).toBe(SPLIT_MESSAGES.duplicate);
    expect(
      (
        await put([
          { userId: d.creator.id, percentage: 70.5 },
          { userId: collaborator.id, percentage: 29.5 },
        ])
      ).json().error.message,
    ).toBe(SPLIT_MESSAGES.percent);
    const unapproved = await put([
      { userId: d.creator.id, percentage: 70 },
      { userId: pending.id, percentage: 30 },
    ]);
    expect(unapproved.statusCode).toBe(400);
    expect(unapproved.json().error.message).toBe(SPLIT_MESSAGES.account);
    const unknown = await put([
      { userId: d.creator.id, percentage: 70 },
      { userId: 'nobody', percentage: 30 },
    ]);
    expect(unknown.json().error.message).toBe(SPLIT_MESSAGES.account);
    const six = await put([
      { userId: d.creator.id, percentage: 50 },
      ...Array.from({ length: 5 }, (_, i) => ({ userId: `x${i}`, percentage: 10 })),
    ]);
    expect(six.json().error.message).toBe(SPLIT_MESSAGES.tooMany(5));
    // Nothing was half-written.
    const deal = (await d.creator.c.get(`/api/deals/${d.dealId}`)).json().deal as DealView;
    expect(deal.splits.map((s) => s.percentage)).toEqual([100]);
  });

  it('is refused once the contract is signed', async () => {
    const d = await acceptedDeal();
    const collaborator = await creative();
    await signBoth(d.brand.c, d.creator.c, d.dealId);
    const res = await d.creator.c.put(`/api/deals/${d.dealId}/splits`, {
      splits: [
        { userId: d.creator.id, percentage: 70 },
        { userId: collaborator.id, percentage: 30 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(SPLIT_MESSAGES.notEditable);
  });

  it('approval releases escrow to each collaborator by their share', async () => {
    const d = await acceptedDeal();
    const collaborator = await creative();
    expect(
      (
        await d.creator.c.put(`/api/deals/${d.dealId}/splits`, {
          splits: [
            { userId: d.creator.id, percentage: 70 },
            { userId: collaborator.id, percentage: 30 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    // A collaborator sees the deal but takes none of its steps: the deal's creative signs and delivers.
    const collaboratorSigns = await signContract(collaborator.c, d.dealId, 'A Collaborator');
    expect(collaboratorSigns.statusCode).toBe(403);
    expect(collaboratorSigns.json().error.message).toBe(CONTRACT_MESSAGES.notSigner);
    await signBoth(d.brand.c, d.creator.c, d.dealId);
    expect((await collaborator.c.post(`/api/deals/${d.dealId}/deliver`, { deliverables: ['x.mp4'] })).statusCode).toBe(
      403,
    );
    const delivered = await d.creator.c.post(`/api/deals/${d.dealId}/deliver`, { deliverables: ['reel.mp4'] });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const approved = await keyed(d.brand.c, `/api/deals/${d.dealId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await balance(escrowAccount(d.dealId))).toBe(0);
    // Both are within their first three paid projects: no fee.
    expect(await balance(payableAccount(d.creator.id))).toBe(35_000);
    expect(await balance(payableAccount(collaborator.id))).toBe(15_000);
    const theirs = (await collaborator.c.get(`/api/deals/${d.dealId}`)).json().deal as DealView;
    expect(theirs.myNetCents).toBe(15_000);
  });
});

describe('GET /api/collaborators', () => {
  it('finds approved creatives by name for a creative; others get 403', async () => {
    const me = await creative();
    const tag = `Zephyr${Date.now() % 100000}`;
    const found = await creative({ name: `${tag} Quinn` });
    await creative({ status: 'pending', name: `${tag} Pending` });
    const res = await me.c.get(`/api/collaborators?q=${tag.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([{ id: found.id, name: `${tag} Quinn`, type: 'Videographer' }]);
    expect((await me.c.get('/api/collaborators?q=')).json().items).toEqual([]);
    expect((await (await partner()).c.get(`/api/collaborators?q=${tag}`)).statusCode).toBe(403);
    expect((await client().get(`/api/collaborators?q=${tag}`)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/disputes', () => {
  it('lists disputed deals oldest first with the reason, for admins only', async () => {
    const first = await acceptedDeal();
    const second = await acceptedDeal();
    for (const d of [first, second]) {
      await signBoth(d.brand.c, d.creator.c, d.dealId);
    }
    expect(
      (await first.brand.c.post(`/api/deals/${first.dealId}/dispute`, { reason: 'Missed the deadline' })).statusCode,
    ).toBe(200);
    expect(
      (await second.creator.c.post(`/api/deals/${second.dealId}/dispute`, { reason: 'Scope grew' })).statusCode,
    ).toBe(200);

    const a = await admin();
    const res = await a.c.get('/api/admin/disputes');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { deal: DealView; reason: string; disputedBy: string }[];
    const mine = items.filter((i) => i.deal.id === first.dealId || i.deal.id === second.dealId);
    expect(mine.map((i) => i.deal.id)).toEqual([first.dealId, second.dealId]);
    expect(mine[0]).toMatchObject({ reason: 'Missed the deadline', disputedBy: 'Riley' });
    expect(mine[1]).toMatchObject({ reason: 'Scope grew', disputedBy: second.creator.name });
    expect(mine[0]?.deal.actions).toEqual(
      expect.arrayContaining(['resolve_release', 'resolve_refund', 'resolve_split']),
    );

    for (const who of [first.brand, first.creator]) {
      const denied = await who.c.get('/api/admin/disputes');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.message).toBe(DISPUTE_MESSAGES.adminOnly);
    }
    expect((await client().get('/api/admin/disputes')).statusCode).toBe(401);

    // Resolved with a split, it leaves the list.
    const resolved = await keyed(a.c, `/api/deals/${first.dealId}/resolve`, { outcome: 'split', creatorPercent: 60 });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const after = (await a.c.get('/api/admin/disputes')).json().items as { deal: DealView }[];
    expect(after.map((i) => i.deal.id)).not.toContain(first.dealId);
  });
});

function balance(account: string): Promise<number> {
  return ledgerBalance(t.database.db, account);
}
