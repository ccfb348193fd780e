import { BEAT_MESSAGES, BEAT_TERMS_VERSION, DOWNLOAD_LINK_SECONDS } from '@pulse/domain/beats';
import { PAYMENT_FAILED_MESSAGE } from '@pulse/domain/deals';
import { CARD_CLEARING, payableAccount } from '@pulse/domain/ledger';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatLicenses, beats } from '../src/db/schema/beats';
import { emailOutbox } from '../src/db/schema/messaging';
import { type Account, testAccounts } from './helpers/accounts';
import { mp3File, uploadedMedia, wavFile } from './helpers/media-files';
import { keyed, ledgerBalance, newKey } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Creatives send their creative role with the role choice, as the wizard does; producers are approved (only
 * approved creatives publish; a pending one is tested on its own).
 */
const { client, session, creative } = testAccounts(() => t, {
  ip: '10.10',
  creative: { chooseRole: true, creativeRole: 'producer' },
});
/** A filmmaker who buys licenses: a creative not approved yet. */
const filmmaker = () => creative({ creativeRole: 'filmmaker', status: 'pending' });

async function upload(
  c: Client,
  seconds: number,
  purpose: 'snippet' | 'track',
  file: Buffer = wavFile(seconds),
): Promise<string> {
  const mp3 = file[0] === 0xff;
  const mime = mp3 ? 'audio/mpeg' : 'audio/wav';
  return uploadedMedia(c, file, `take-${seconds}.${mp3 ? 'mp3' : 'wav'}`, { purpose, mime });
}

async function beatInput(p: Account, overrides: Record<string, unknown> = {}) {
  return {
    mediaId: await upload(p.c, 12, 'track'),
    previewMediaId: await upload(p.c, 6, 'snippet'),
    title: 'Night Drive',
    bpm: 92,
    key: 'A minor',
    moods: ['Moody', 'Cinematic'],
    licenseTypes: ['Film', 'Paid Social'],
    nonExclusivePriceCents: 14_900,
    exclusivePriceCents: 149_900,
    ...overrides,
  };
}

async function publishedBeat(p?: Account, overrides: Record<string, unknown> = {}) {
  const owner = p ?? (await creative());
  const created = await owner.c.post('/api/beats', await beatInput(owner, overrides));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().beat.id as string;
  const published = await owner.c.post(`/api/beats/${id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return { owner, id };
}

function buy(c: Client, beatId: string, body: Record<string, unknown>, key = newKey()) {
  const license = { kind: 'non_exclusive', usageType: 'Film', paymentMethod: 'pm_card_visa', ...body };
  return keyed(c, `/api/beats/${beatId}/licenses`, license, key);
}

const balance = (account: string) => ledgerBalance(t.database.db, account);

describe('listing beats', () => {
  it('a producer creates a draft from their uploads and publishes it', async () => {
    const p = await creative();
    const res = await p.c.post('/api/beats', await beatInput(p));
    expect(res.statusCode, res.body).toBe(201);
    const beat = res.json().beat;
    expect(beat).toMatchObject({ status: 'draft', title: 'Night Drive', bpm: 92, salesCents: 0, licenses: [] });
    expect(beat.audioUrl).toBe(`/api/beats/${beat.id}/preview`);

    const list = async () => ((await client().get('/api/beats')).json().beats as { id: string }[]).map((b) => b.id);
    expect(await list()).not.toContain(beat.id);
    // The draft's preview plays for its producer only.
    expect((await client().get(`/api/beats/${beat.id}/preview`)).statusCode).toBe(404);
    expect((await p.c.get(`/api/beats/${beat.id}/preview`)).statusCode).toBe(200);

    const published = await p.c.post(`/api/beats/${beat.id}/publish`);
    expect(published.json().beat.status).toBe('published');
    expect(await list()).toContain(beat.id);
    const preview = await client().get(`/api/beats/${beat.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('audio/wav');
  });

  it('labels the clip it plays: the preview’s length beside the full beat’s, both from the files', async () => {
    const { id } = await publishedBeat();
    const listed = ((await client().get('/api/beats')).json().beats as Record<string, unknown>[]).find(
      (b) => b.id === id,
    );
    expect(listed).toMatchObject({ durationSeconds: 12, previewSeconds: 6 });
  });

  it('refuses bad input with the form’s messages', async () => {
    const p = await creative();
    const res = await p.c.post('/api/beats', {
      title: ' ',
      bpm: 10,
      key: 'H major',
      moods: [],
      licenseTypes: ['Podcast'],
      nonExclusivePriceCents: 50_000,
      exclusivePriceCents: 40_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      mediaId: BEAT_MESSAGES.audioRequired,
      previewMediaId: BEAT_MESSAGES.previewRequired,
      title: BEAT_MESSAGES.titleRequired,
      bpm: BEAT_MESSAGES.bpm,
      key: BEAT_MESSAGES.key,
      moods: BEAT_MESSAGES.moods,
      licenseTypes: BEAT_MESSAGES.licenseTypes,
      exclusivePriceCents: BEAT_MESSAGES.exclusivePrice,
    });
  });

  it('only producers list beats, and only from their own files', async () => {
    const p = await creative();
    const input = await beatInput(p);
    const other = await creative();
    const res = await other.c.post('/api/beats', input);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      mediaId: BEAT_MESSAGES.mediaNotYours,
      previewMediaId: BEAT_MESSAGES.mediaNotYours,
    });
    const f = await filmmaker();
    expect((await f.c.post('/api/beats', input)).json().error.message).toBe(BEAT_MESSAGES.producersOnly);
    expect((await client().post('/api/beats', input)).statusCode).toBe(401);
  });

  it('another producer cannot edit or publish someone’s beat', async () => {
    const p = await creative();
    const created = await p.c.post('/api/beats', await beatInput(p));
    const id = created.json().beat.id;
    const other = await creative();
    expect((await other.c.post(`/api/beats/${id}/publish`)).statusCode).toBe(404);
    expect((await other.c.put(`/api/beats/${id}`, await beatInput(other))).statusCode).toBe(404);
    const edited = await p.c.put(`/api/beats/${id}`, { ...(await beatInput(p)), title: 'Night Drive (Remix)' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().beat.title).toBe('Night Drive (Remix)');
  });

  it('filters by moods (any), one license type and the price range', async () => {
    const p = await creative();
    const cheap = await publishedBeat(p, {
      title: 'Cheap Raw',
      moods: ['Raw'],
      licenseTypes: ['Documentary'],
      nonExclusivePriceCents: 19_900,
      exclusivePriceCents: 45_000,
    });
    const pricey = await publishedBeat(p, {
      title: 'Pricey Bold',
      moods: ['Bold', 'Clean'],
      licenseTypes: ['Commercial'],
      nonExclusivePriceCents: 60_000,
      exclusivePriceCents: 200_000,
    });
    const ids = async (q: string) =>
      ((await client().get(`/api/beats${q}`)).json().beats as { id: string }[]).map((b) => b.id);
    expect(await ids('?moods=Raw,Clean')).toEqual(expect.arrayContaining([cheap.id, pricey.id]));
    expect(await ids('?moods=Raw')).toContain(cheap.id);
    expect(await ids('?moods=Raw')).not.toContain(pricey.id);
    expect(await ids('?licenseType=Commercial')).toContain(pricey.id);
    expect(await ids('?licenseType=Commercial')).not.toContain(cheap.id);
    expect(await ids('?priceRange=under-200')).toContain(cheap.id);
    expect(await ids('?priceRange=under-200')).not.toContain(pricey.id);
    expect(await ids('?priceRange=200-500')).toContain(cheap.id);
    expect(await ids('?priceRange=500-1000')).toEqual(expect.arrayContaining([pricey.id]));
    expect(await ids('?priceRange=500-1000')).not.toContain(cheap.id);
    expect(await ids('?priceRange=1000-plus')).toContain(pricey.id);
    expect(await ids('?moods=Raw&licenseType=Commercial')).not.toContain(cheap.id);
    expect((await client().get('/api/beats?priceRange=cheap')).statusCode).toBe(400);
  });
});

describe('licensing', () => {
  it('a non-exclusive license pays the producer, records the terms and is idempotent', async () => {
    const { owner, id } = await publishedBeat();
    const f = await filmmaker();
    const clearing = await balance(CARD_CLEARING);
    const key = newKey();
    const res = await buy(f.c, id, { kind: 'non_exclusive', usageType: 'Film' }, key);
    expect(res.statusCode, res.body).toBe(201);
    const { license, payment } = res.json();
    expect(license).toMatchObject({
      kind: 'non_exclusive',
      termsVersion: BEAT_TERMS_VERSION,
      usageType: 'Film',
      priceCents: 14_900,
      buyer: { id: f.id },
      producer: { id: owner.id },
      isBuyer: true,
    });
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 14_900 });
    expect(await balance(payableAccount(owner.id))).toBe(14_900);

    const again = await buy(f.c, id, { kind: 'non_exclusive', usageType: 'Film' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().license.id).toBe(license.id);
    expect(await balance(payableAccount(owner.id))).toBe(14_900);
    expect(await balance(CARD_CLEARING)).toBe(clearing - 14_900);
    const rows = await t.database.db.select().from(beatLicenses).where(eq(beatLicenses.beatId, id));
    expect(rows).toHaveLength(1);

    // The beat stays on sale; the producer sees the sale and its holder.
    const mine = (await owner.c.get('/api/me/beats')).json().beats.find((b: { id: string }) => b.id === id);
    expect(mine).toMatchObject({ status: 'published', salesCents: 14_900 });
    expect(mine.licenses).toHaveLength(1);
    const held = (await f.c.get('/api/me/beat-licenses')).json().licenses;
    expect(held.map((l: { id: string }) => l.id)).toEqual([license.id]);
  });

  it('refuses a usage type the beat is not offered for, a declined card and one’s own beat', async () => {
    const { owner, id } = await publishedBeat();
    const f = await filmmaker();
    const wrongUse = await buy(f.c, id, { usageType: 'Commercial' });
    expect(wrongUse.statusCode).toBe(400);
    expect(wrongUse.json().error.message).toBe(BEAT_MESSAGES.usageType);
    const declined = await buy(f.c, id, { paymentMethod: 'pm_card_chargeDeclined' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(PAYMENT_FAILED_MESSAGE);
    expect(await balance(payableAccount(owner.id))).toBe(0);
    expect((await buy(owner.c, id, {})).statusCode).toBe(403);
    const noKey = await f.c.post(`/api/beats/${id}/licenses`, {
      kind: 'non_exclusive',
      usageType: 'Film',
      paymentMethod: 'pm_card_visa',
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('an exclusive license takes the beat off sale; earlier licenses stay valid', async () => {
    const { owner, id } = await publishedBeat();
    const early = await filmmaker();
    expect((await buy(early.c, id, {})).statusCode).toBe(201);
    const f = await filmmaker();
    const res = await buy(f.c, id, { kind: 'exclusive', usageType: 'Paid Social' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().license).toMatchObject({
      kind: 'exclusive',
      priceCents: 149_900,
      beat: { status: 'sold_exclusive' },
    });
    expect(await balance(payableAccount(owner.id))).toBe(14_900 + 149_900);

    const list = (await client().get('/api/beats')).json().beats as { id: string }[];
    expect(list.map((b) => b.id)).not.toContain(id);
    const late = await filmmaker();
    const refused = await buy(late.c, id, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(BEAT_MESSAGES.soldExclusive);
    expect((await early.c.get('/api/me/beat-licenses')).json().licenses).toHaveLength(1);
    const mine = (await owner.c.get('/api/me/beats')).json().beats.find((b: { id: string }) => b.id === id);
    expect(mine.licenses).toHaveLength(2);
    expect((await owner.c.put(`/api/beats/${id}`, await beatInput(owner))).statusCode).toBe(409);
  });

  it('two buyers racing for the exclusive license: exactly one wins', async () => {
    const { owner, id } = await publishedBeat();
    const buyers = await Promise.all([filmmaker(), filmmaker(), filmmaker(), filmmaker()]);
    const results = await Promise.all(buyers.map((b) => buy(b.c, id, { kind: 'exclusive', usageType: 'Film' })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    const rows = await t.database.db.select().from(beatLicenses).where(eq(beatLicenses.beatId, id));
    expect(rows).toHaveLength(1);
    expect(await balance(payableAccount(owner.id))).toBe(149_900);
  });

  it('the database itself refuses a second exclusive license for a beat', async () => {
    const { id } = await publishedBeat();
    const [a, b] = await Promise.all([filmmaker(), filmmaker()]);
    const row = (buyerId: string) => ({
      id: `lic-${buyerId}`,
      beatId: id,
      buyerId,
      kind: 'exclusive' as const,
      termsVersion: BEAT_TERMS_VERSION,
      usageType: 'Film',
      priceCents: 149_900,
    });
    await t.database.db.insert(beatLicenses).values(row(a.id));
    await expect(t.database.db.insert(beatLicenses).values(row(b.id))).rejects.toThrow();
    await t.database.db.insert(beatLicenses).values({ ...row(b.id), kind: 'non_exclusive' });
  });
});

describe('a producer under review', () => {
  it('saves drafts but cannot publish, and nothing of theirs is listed', async () => {
    const pending = await creative({ status: 'pending' });
    const created = await pending.c.post('/api/beats', await beatInput(pending, { title: 'Pending Drive' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().beat.id as string;
    const res = await pending.c.post(`/api/beats/${id}/publish`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(BEAT_MESSAGES.publishNeedsApproval);
    const listed = (await client().get('/api/beats')).json().beats as { id: string }[];
    expect(listed.map((b) => b.id)).not.toContain(id);
  });
});

describe('license documents and downloads', () => {
  async function licensed() {
    const beat = await publishedBeat();
    const f = await filmmaker();
    const res = await buy(f.c, beat.id, {});
    expect(res.statusCode).toBe(201);
    return { ...beat, buyer: f, licenseId: res.json().license.id as string };
  }

  it('the document is for the buyer and the producer only', async () => {
    const { owner, buyer, licenseId } = await licensed();
    const doc = await buyer.c.get(`/api/beat-licenses/${licenseId}`);
    expect(doc.statusCode).toBe(200);
    expect(doc.json().license).toMatchObject({ id: licenseId, termsVersion: BEAT_TERMS_VERSION, isBuyer: true });
    const seller = await owner.c.get(`/api/beat-licenses/${licenseId}`);
    expect(seller.statusCode).toBe(200);
    expect(seller.json().license.isBuyer).toBe(false);
    const stranger = await filmmaker();
    expect((await stranger.c.get(`/api/beat-licenses/${licenseId}`)).statusCode).toBe(404);
    expect((await client().get(`/api/beat-licenses/${licenseId}`)).statusCode).toBe(401);
  });

  it('the full file never plays through the public media route; the preview does', async () => {
    const { owner, buyer, id } = await licensed();
    const [beat] = await t.database.db.select().from(beats).where(eq(beats.id, id));
    const full = `/api/media/${beat!.mediaId}`;
    expect((await client().get(full)).statusCode).toBe(404);
    expect((await buyer.c.get(full)).statusCode).toBe(404);
    expect((await owner.c.get(full)).statusCode).toBe(200);
    expect((await client().get(`/api/media/${beat!.previewMediaId}`)).statusCode).toBe(200);
  });

  it('the full file downloads through an expiring signed link for the license holder only', async () => {
    const { owner, buyer, licenseId } = await licensed();
    const link = await buyer.c.get(`/api/beat-licenses/${licenseId}/download-link`);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(DOWNLOAD_LINK_SECONDS * 1000);

    const file = await client().get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.length).toBe(wavFile(12).length);

    // The producer sees the document but gets no download link; strangers get nothing.
    expect((await owner.c.get(`/api/beat-licenses/${licenseId}/download-link`)).statusCode).toBe(403);
    const stranger = await filmmaker();
    expect((await stranger.c.get(`/api/beat-licenses/${licenseId}/download-link`)).statusCode).toBe(404);

    // A tampered, re-dated or expired link is refused.
    const u = new URL(url, 'http://x');
    const expires = Number(u.searchParams.get('expires'));
    const sig = u.searchParams.get('sig');
    expect((await client().get(`${u.pathname}?expires=${expires + 3600}&sig=${sig}`)).statusCode).toBe(403);
    expect((await client().get(`${u.pathname}?expires=${expires}&sig=${sig}x`)).statusCode).toBe(403);
    expect((await client().get(u.pathname)).statusCode).toBe(403);
    const other = await licensed();
    expect(
      (await client().get(`/api/beat-downloads/${other.licenseId}?expires=${expires}&sig=${sig}`)).statusCode,
    ).toBe(403);
  });
});

describe('license income in earnings and its payout', () => {
  const payout = (c: Client, key = newKey()) => keyed(c, '/api/me/payouts', {}, key);

  it('license sales show as their own earnings figure and in the payable balance', async () => {
    const { owner, id } = await publishedBeat();
    const before = (await owner.c.get('/api/me/earnings')).json();
    expect(before).toMatchObject({ payableCents: 0, licensesCents: 0, tipsCents: 0, payoutAvailableCents: 0 });
    const [a, b] = await Promise.all([filmmaker(), filmmaker()]);
    expect((await buy(a.c, id, {})).statusCode).toBe(201);
    expect((await buy(b.c, id, { kind: 'exclusive', usageType: 'Paid Social' })).statusCode).toBe(201);
    const after = (await owner.c.get('/api/me/earnings')).json();
    expect(after).toMatchObject({
      payableCents: 14_900 + 149_900,
      licensesCents: 14_900 + 149_900,
      releasedCents: 0,
      tipsCents: 0,
      paidOutCents: 0,
      payoutAvailableCents: 14_900 + 149_900,
    });
    // The buyer earned nothing from buying.
    expect((await a.c.get('/api/me/earnings')).json()).toMatchObject({ payableCents: 0, licensesCents: 0 });
  });

  it('pays out license and tip income once per key, and never below zero', async () => {
    const { owner, id } = await publishedBeat();
    const f = await filmmaker();
    expect((await buy(f.c, id, {})).statusCode).toBe(201);
    const fan = await session('fan');
    const tip = await keyed(fan.c, `/api/creators/${owner.id}/tips`, {
      amountCents: 500,
      paymentMethod: 'pm_card_visa',
    });
    expect(tip.statusCode, tip.body).toBe(201);
    // The one-off tip bears its card fee: 45 cents of $5.
    const payable = 14_900 + 455;
    expect(await balance(payableAccount(owner.id))).toBe(payable);

    const noKey = await owner.c.post('/api/me/payouts');
    expect(noKey.statusCode).toBe(400);
    expect((await payout(client())).statusCode).toBe(401);

    const key = newKey();
    const res = await payout(owner.c, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payout).toMatchObject({ amountCents: payable, status: 'succeeded' });
    const again = await payout(owner.c, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().payout.id).toBe(res.json().payout.id);
    expect(await balance(payableAccount(owner.id))).toBe(0);

    // A new key with nothing left is refused and moves nothing.
    const empty = await payout(owner.c);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe(BEAT_MESSAGES.nothingToPayOut);
    expect(await balance(payableAccount(owner.id))).toBe(0);
    expect((await owner.c.get('/api/me/earnings')).json()).toMatchObject({
      payableCents: 0,
      licensesCents: 14_900,
      tipsCents: 455,
      paidOutCents: payable,
      payoutAvailableCents: 0,
    });
    // Someone with no income (the buyer) has nothing to pay out.
    expect((await payout(f.c)).statusCode).toBe(409);
  });

  it('payouts sent at once with different keys pay the balance out exactly once', async () => {
    const { owner, id } = await publishedBeat();
    const f = await filmmaker();
    expect((await buy(f.c, id, {})).statusCode).toBe(201);
    const results = await Promise.all([payout(owner.c), payout(owner.c), payout(owner.c)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await balance(payableAccount(owner.id))).toBe(0);
  });
});

describe('collaborator splits', () => {
  it('a license sale credits each collaborator by the largest remainder, adding up exactly', async () => {
    const owner = await creative();
    const [x, y] = await Promise.all([
      creative({ status: 'pending' }),
      creative({ status: 'pending', creativeRole: 'designer' }),
    ]);
    const splits = [
      { userId: owner.id, percentage: 33 },
      { userId: x.id, percentage: 33 },
      { userId: y.id, percentage: 34 },
    ];
    // $149.99: 33% is 4949.67 cents, so the remainders decide who gets the odd cent.
    const { id } = await publishedBeat(owner, { splits, nonExclusivePriceCents: 14_999 });
    const mine = (await owner.c.get('/api/me/beats')).json().beats.find((b: { id: string }) => b.id === id);
    expect(mine.splits.map((s: { userId: string; percentage: number }) => [s.userId, s.percentage])).toEqual(
      splits.map((s) => [s.userId, s.percentage]),
    );
    const f = await filmmaker();
    expect((await buy(f.c, id, {})).statusCode).toBe(201);
    const parts = [
      await balance(payableAccount(owner.id)),
      await balance(payableAccount(x.id)),
      await balance(payableAccount(y.id)),
    ];
    expect(parts).toEqual([4950, 4950, 5099]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(14_999);
    expect((await x.c.get('/api/me/earnings')).json()).toMatchObject({ licensesCents: 4950, payableCents: 4950 });

    // Editing through the form (no splits field) keeps them; an explicit empty list removes them.
    const input = await beatInput(owner);
    expect((await owner.c.put(`/api/beats/${id}`, input)).json().beat.splits).toHaveLength(3);
    expect((await owner.c.put(`/api/beats/${id}`, { ...input, splits: [] })).json().beat.splits).toEqual([]);
  });

  it('refuses splits that break the rules or name someone who is not a creative', async () => {
    const owner = await creative();
    const fan = await session('fan');
    const cases: [unknown, string][] = [
      [[{ userId: owner.id, percentage: 60 }], 'Collaborator splits must add up to 100%. They add up to 60% now.'],
      [
        [
          { userId: owner.id, percentage: 50 },
          { userId: fan.id, percentage: 50 },
        ],
        BEAT_MESSAGES.splitAccount,
      ],
      [
        [
          { userId: owner.id, percentage: 50 },
          { userId: 'no-such-user', percentage: 50 },
        ],
        BEAT_MESSAGES.splitAccount,
      ],
      [
        [
          { userId: owner.id, percentage: 50 },
          { userId: owner.id, percentage: 50 },
        ],
        BEAT_MESSAGES.splitDuplicate,
      ],
    ];
    for (const [splits, message] of cases) {
      const res = await owner.c.post('/api/beats', await beatInput(owner, { splits }));
      expect(res.statusCode, JSON.stringify(splits)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });
});

describe('the preview in the one player (issue 17)', () => {
  it('lists each beat with its preview clip as processed work media, never the full track', async () => {
    const p = await creative();
    const previewMediaId = await upload(p.c, 6, 'snippet', wavFile(6));
    const { id } = await publishedBeat(p, { previewMediaId });
    const listed = (await client().get('/api/beats')).json().beats.find((b: { id: string }) => b.id === id);
    expect(listed.preview).toMatchObject({ id: previewMediaId, kind: 'audio' });
    expect(['processing', 'ready']).toContain(listed.preview.status);
    const mine = (await p.c.get('/api/me/beats')).json().beats.find((b: { id: string }) => b.id === id);
    expect(mine.preview.id).toBe(previewMediaId);
    expect(mine.preview.id).not.toBe(mine.mediaId);
  });
});

describe('waveform peaks', () => {
  /** A WAV with a loud first half and a quiet second half: its peaks cannot all be equal. */
  function loudThenQuiet(seconds: number): Buffer {
    const file = wavFile(seconds);
    const half = 44 + Math.floor((file.length - 44) / 4) * 2;
    for (let o = half; o + 1 < file.length; o += 2) file.writeInt16LE(Math.round(file.readInt16LE(o) / 4), o);
    return file;
  }
  const clientPeaks = Array.from({ length: 48 }, (_, i) => (i % 4) / 4);

  it('reads the peaks of a WAV preview on the server, preferring them to the browser’s', async () => {
    const p = await creative();
    const previewMediaId = await upload(p.c, 6, 'snippet', loudThenQuiet(6));
    const { id } = await publishedBeat(p, { previewMediaId, peaks: clientPeaks });
    const listed = (await client().get('/api/beats')).json().beats.find((b: { id: string }) => b.id === id);
    expect(listed.peaks).toHaveLength(48);
    expect(listed.peaks).not.toEqual(clientPeaks);
    expect(listed.peaks.slice(0, 24).every((v: number) => v > 0.95)).toBe(true);
    expect(listed.peaks.slice(24).every((v: number) => v > 0.2 && v < 0.3)).toBe(true);
    const [row] = await t.database.db.select({ peaks: beats.peaks }).from(beats).where(eq(beats.id, id));
    expect(row?.peaks).toEqual(listed.peaks);
  });

  it('keeps the browser’s peaks for a format the server does not read, and none when none were sent', async () => {
    const p = await creative();
    const withPeaks = await p.c.post(
      '/api/beats',
      await beatInput(p, { previewMediaId: await upload(p.c, 6, 'snippet', mp3File(6)), peaks: clientPeaks }),
    );
    expect(withPeaks.statusCode, withPeaks.body).toBe(201);
    expect(withPeaks.json().beat.peaks).toEqual(clientPeaks);

    // An edit without peaks keeps them; a new clip without peaks has none (a flat line, not invented bars).
    const id = withPeaks.json().beat.id as string;
    // beatInput sends no peaks unless asked to.
    const input = await beatInput(p, { previewMediaId: withPeaks.json().beat.previewMediaId });
    expect((await p.c.put(`/api/beats/${id}`, input)).json().beat.peaks).toEqual(clientPeaks);
    const newClip = await upload(p.c, 7, 'snippet', mp3File(7));
    expect((await p.c.put(`/api/beats/${id}`, { ...input, previewMediaId: newClip })).json().beat.peaks).toBeNull();
  });

  it('refuses malformed browser peaks with a 400 and says what a waveform is', async () => {
    const p = await creative();
    const bad: unknown[] = [
      clientPeaks.slice(1),
      [...clientPeaks.slice(1), 1.5],
      [...clientPeaks.slice(1), -0.1],
      [...clientPeaks.slice(1), '0.5'],
      [...clientPeaks, 0.5],
    ];
    for (const peaks of bad) {
      const res = await p.c.post('/api/beats', await beatInput(p, { peaks }));
      expect(res.statusCode, JSON.stringify(peaks)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'The waveform must be 48 numbers from 0 to 1.',
        fields: { peaks: BEAT_MESSAGES.peaks },
      });
    }
    expect((await p.c.post('/api/beats', await beatInput(p, { peaks: 'loud' }))).statusCode).toBe(400);
  });
});

describe('sale notifications', () => {
  type Notice = { kind: string; title: string; body: string; link: string | null };
  const notices = async (c: Client): Promise<Notice[]> =>
    ((await c.get('/api/notifications')).json().items as Notice[]).filter((n) => n.kind === 'beat_sale');

  it('the producer and each collaborator hear of a sale with their own share; the buyer does not', async () => {
    // Accounts with a mailbox get the e-mail too (guests have none).
    const owner = await creative({ email: ({ id }) => `owner-${id}@example.edu` });
    const [x, y] = await Promise.all([
      creative({ status: 'pending', email: ({ id }) => `x-${id}@example.edu` }),
      creative({ status: 'pending', creativeRole: 'designer' }),
    ]);
    const splits = [
      { userId: owner.id, percentage: 33 },
      { userId: x.id, percentage: 33 },
      { userId: y.id, percentage: 34 },
    ];
    const { id } = await publishedBeat(owner, { splits, title: 'Sale Notice', nonExclusivePriceCents: 14_999 });
    const f = await filmmaker();
    expect((await buy(f.c, id, { usageType: 'Film' })).statusCode).toBe(201);

    const body = (share: string) => `Non-exclusive license for Film sold for $149.99. Your share: ${share}.`;
    expect(await notices(owner.c)).toEqual([
      expect.objectContaining({
        title: 'Sale Notice: Non-exclusive license sold',
        body: body('$49.50'),
        link: '/producer/dashboard',
      }),
    ]);
    expect(await notices(x.c)).toEqual([expect.objectContaining({ body: body('$49.50'), link: '/creator/deals' })]);
    expect(await notices(y.c)).toEqual([expect.objectContaining({ body: body('$50.99') })]);
    expect(await notices(f.c)).toEqual([]);

    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Your beat “Sale Notice” was licensed'));
    expect(mails.map((m) => [m.toAddress, m.body]).sort()).toEqual(
      [
        [`owner-${owner.id}@example.edu`, body('$49.50')],
        [`x-${x.id}@example.edu`, body('$49.50')],
      ].sort(),
    );
  });

  it('a producer without splits hears of the whole price; a repeated request notifies once', async () => {
    const owner = await creative();
    const { id } = await publishedBeat(owner, { title: 'Solo Sale' });
    const f = await filmmaker();
    const key = newKey();
    expect((await buy(f.c, id, { kind: 'exclusive' }, key)).statusCode).toBe(201);
    expect((await buy(f.c, id, { kind: 'exclusive' }, key)).statusCode).toBe(201);
    expect(await notices(owner.c)).toEqual([
      expect.objectContaining({
        title: 'Solo Sale: Exclusive license sold',
        body: 'Exclusive license for Film sold for $1,499. Your share: $1,499.',
      }),
    ]);
  });

  it('a declined card tells no one', async () => {
    const owner = await creative();
    const { id } = await publishedBeat(owner);
    const f = await filmmaker();
    expect((await buy(f.c, id, { paymentMethod: 'pm_card_chargeDeclined' })).statusCode).toBe(402);
    expect(await notices(owner.c)).toEqual([]);
  });
});
