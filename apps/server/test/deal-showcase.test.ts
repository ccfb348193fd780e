import { PIECE_NOT_FOUND_MESSAGE } from '@pulse/domain/cosign-limit';
import { SHOWCASE_COPY, SHOWCASE_MESSAGES } from '@pulse/domain/deal-showcase';
import { DEAL_MESSAGES } from '@pulse/domain/deals';
import { PIECE_MESSAGES } from '@pulse/domain/piece-publishing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { mediaFiles, mediaVariants } from '../src/db/schema/media';
import { deals } from '../src/db/schema/submissions';
import { testAccounts } from './helpers/accounts';
import { signBoth } from './helpers/contracts';
import { mp4File, uploadedMedia, wavFile } from './helpers/media-files';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

/** Delivered deal work on the public feed with the partner's consent (issue 11 item 1, decision 017). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accounts = testAccounts(() => t, {
  ip: '10.31',
  partner: { name: 'Riley' },
  creative: { namePrefix: 'Showcase Creative', creativeRole: 'producer', chooseRole: true },
});
const { client, partner, creative } = accounts;
let n = 0;

async function upload(c: Client, kind: 'audio' | 'video' = 'audio') {
  return kind === 'audio'
    ? uploadedMedia(c, wavFile(42), 'launch-bed.wav', { purpose: 'deliverable', mime: 'audio/wav' })
    : uploadedMedia(c, mp4File(42), 'reel.mp4', { purpose: 'deliverable', mime: 'video/mp4' });
}

/** A project brief funded, applied to, selected, signed and delivered with an uploaded file. */
async function deliveredDeal(opts: { who?: Awaited<ReturnType<typeof creative>>; file?: boolean } = {}) {
  const brand = await partner();
  const me = opts.who ?? (await creative());
  const posted = await brand.c.post('/api/project-briefs', {
    title: `Launch reel bed ${++n}`,
    description: 'A lo-fi bed for our launch reel',
    budget: '$500-$1000',
    deadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    category: me.creativeRole,
    usageType: 'ugc',
    tags: 'Lo-Fi, warm',
    contactEmail: 'riley@campuscoffee.example.com',
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const { brief, deal } = posted.json();
  const funded = await brand.c.request({
    method: 'POST',
    url: `/api/project-briefs/${brief.id}/fund`,
    payload: JSON.stringify({ paymentMethod: 'pm_card_visa' }),
    headers: { 'content-type': 'application/json', 'idempotency-key': `showcase-${Date.now()}-${++n}` },
  });
  expect(funded.statusCode, funded.body).toBe(200);
  const applied = await me.c.post(`/api/project-briefs/${brief.id}/applications`, {
    portfolioLinks: ['soundcloud.com/maya'],
    note: 'Love this',
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const selected = await brand.c.post(
    `/api/project-briefs/${brief.id}/applications/${applied.json().application.id}/select`,
  );
  expect(selected.statusCode, selected.body).toBe(200);
  await signBoth(brand.c, me.c, deal.id);
  const mediaId = opts.file === false ? null : await upload(me.c, me.creativeRole === 'producer' ? 'audio' : 'video');
  const delivered = await me.c.post(`/api/deals/${deal.id}/deliver`, {
    deliverables: ['launch-bed.wav'],
    mediaId,
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return { brand, creator: me, dealId: deal.id as string, title: brief.title as string, mediaId };
}

const consent = (c: Client, dealId: string, value: boolean) =>
  c.put(`/api/deals/${dealId}/showcase-consent`, { consent: value });
const publish = (c: Client, dealId: string) => c.post(`/api/pieces/from-deal/${dealId}`);

describe('showcase consent', () => {
  it('only the partner gives it, only once delivered; it lands on the timeline and tells the creative', async () => {
    const d = await deliveredDeal();
    const stranger = await partner();
    const admin = await accounts.admin();

    expect((await consent(stranger.c, d.dealId, true)).statusCode).toBe(404);
    expect((await consent(client(), d.dealId, true)).statusCode).toBe(401);
    for (const who of [d.creator.c, admin.c]) {
      const res = await consent(who, d.dealId, true);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(SHOWCASE_MESSAGES.partnerOnly);
    }

    const given = await consent(d.brand.c, d.dealId, true);
    expect(given.statusCode, given.body).toBe(200);
    const deal = given.json().deal;
    expect(deal.showcase).toMatchObject({ pieceId: null, media: { id: d.mediaId, kind: 'audio' } });
    expect(deal.showcase.consentAt).not.toBeNull();
    expect(deal.timeline.at(-1)).toMatchObject({
      fromStatus: 'delivered',
      toStatus: 'delivered',
      note: SHOWCASE_COPY.allowedNote,
    });
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, d.dealId));
    expect(row?.showcaseConsentBy).toBe(d.brand.id);
    const notes = (await d.creator.c.get('/api/notifications')).json().items;
    expect(notes[0]).toMatchObject({ title: `${d.title}: ${SHOWCASE_COPY.allowedTitle}`, link: `/deals/${d.dealId}` });

    // Giving it again records nothing new.
    const again = await consent(d.brand.c, d.dealId, true);
    expect(again.json().deal.timeline.length).toBe(deal.timeline.length);
  });

  it('gives both parties the delivered file as work media: its status, then its preview once processed', async () => {
    const d = await deliveredDeal();
    const mediaId = d.mediaId as string;
    const before = (await d.brand.c.get(`/api/deals/${d.dealId}`)).json().deal.showcase.media;
    expect(before).toMatchObject({ id: mediaId, kind: 'audio', fullUrl: `/api/media/${mediaId}` });
    expect(['processing', 'ready', 'failed']).toContain(before.status);

    // What the processing job leaves behind (written directly: the job is the media suite's subject).
    await t.database.db
      .update(mediaFiles)
      .set({ status: 'ready', peaks: [0.2, 0.8] })
      .where(eq(mediaFiles.id, mediaId));
    await t.database.db
      .insert(mediaVariants)
      .values({
        mediaId,
        name: 'preview',
        mimeType: 'audio/mp4',
        sizeBytes: 10,
        hash: 'feedbeef',
        storageKey: `test/${mediaId}/preview`,
      })
      .onConflictDoUpdate({
        target: [mediaVariants.mediaId, mediaVariants.name],
        set: { hash: 'feedbeef', mimeType: 'audio/mp4' },
      });
    for (const who of [d.brand.c, d.creator.c]) {
      const media = (await who.get(`/api/deals/${d.dealId}`)).json().deal.showcase.media;
      expect(media).toMatchObject({
        id: mediaId,
        status: 'ready',
        playUrl: `/api/media/${mediaId}/v/feedbeef.m4a`,
        playMimeType: 'audio/mp4',
        peaks: [0.2, 0.8],
      });
    }
    const list = (await d.brand.c.get('/api/deals')).json();
    const items = list.items as { id: string; showcase: { media: { status: string } } }[];
    expect(items.find((x) => x.id === d.dealId)?.showcase.media.status).toBe('ready');
    // No file delivered: nothing to play.
    const bare = await deliveredDeal({ file: false });
    expect((await bare.brand.c.get(`/api/deals/${bare.dealId}`)).json().deal.showcase.media).toBeNull();
  });

  it('is refused before delivery, while withdrawing works in any status', async () => {
    const d = await deliveredDeal();
    await d.brand.c.post(`/api/deals/${d.dealId}/request-changes`, { note: 'Warmer please' });
    const res = await consent(d.brand.c, d.dealId, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(SHOWCASE_MESSAGES.notDelivered);

    // A published piece of a deal that is then disputed can still be taken down.
    const e = await deliveredDeal();
    await consent(e.brand.c, e.dealId, true);
    const piece = (await publish(e.creator.c, e.dealId)).json().piece;
    expect((await e.brand.c.post(`/api/deals/${e.dealId}/dispute`, { reason: 'Wrong cut' })).statusCode).toBe(200);
    const withdrawn = await consent(e.brand.c, e.dealId, false);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await client().get(`/api/pieces/${piece.id}`)).statusCode).toBe(404);
  });

  it("refuses a delivery that attaches someone else's upload", async () => {
    const d = await deliveredDeal();
    const other = await creative();
    const theirs = await upload(other.c);
    await d.brand.c.post(`/api/deals/${d.dealId}/request-changes`, { note: 'Again' });
    const res = await d.creator.c.post(`/api/deals/${d.dealId}/deliver`, { deliverables: ['x.wav'], mediaId: theirs });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ mediaId: SHOWCASE_MESSAGES.mediaNotFound });
  });
});

describe('publishing delivered work', () => {
  it('is refused without consent, for strangers, for non-approved creatives and for undelivered deals', async () => {
    const d = await deliveredDeal();
    const noConsent = await publish(d.creator.c, d.dealId);
    expect(noConsent.statusCode).toBe(403);
    expect(noConsent.json().error.message).toBe(SHOWCASE_MESSAGES.noConsent);

    await consent(d.brand.c, d.dealId, true);
    const stranger = await creative();
    const asStranger = await publish(stranger.c, d.dealId);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json().error.message).toBe(DEAL_MESSAGES.notFound);
    expect((await publish(stranger.c, 'no-such-deal')).statusCode).toBe(404);
    const asPartner = await publish(d.brand.c, d.dealId);
    expect(asPartner.statusCode).toBe(403);
    expect(asPartner.json().error.message).toBe(PIECE_MESSAGES.creativesOnly);
    expect((await publish(client(), d.dealId)).statusCode).toBe(401);

    await t.database.db.update(user).set({ creatorStatus: 'pending' }).where(eq(user.id, d.creator.id));
    const pending = await publish(d.creator.c, d.dealId);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error.message).toBe(PIECE_MESSAGES.notApproved);
    await t.database.db.update(user).set({ creatorStatus: 'approved' }).where(eq(user.id, d.creator.id));

    // Changes requested: back to signed, so not delivered any more.
    await d.brand.c.post(`/api/deals/${d.dealId}/request-changes`, { note: 'Warmer please' });
    const undelivered = await publish(d.creator.c, d.dealId);
    expect(undelivered.statusCode).toBe(409);
    expect(undelivered.json().error.message).toBe(SHOWCASE_MESSAGES.notDelivered);
  });

  it('needs a delivered audio or video file', async () => {
    const d = await deliveredDeal({ file: false });
    await consent(d.brand.c, d.dealId, true);
    const res = await publish(d.creator.c, d.dealId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(SHOWCASE_MESSAGES.noFile);
  });

  it('publishes once per deal; the file is public only while published; withdrawing takes it all down', async () => {
    const d = await deliveredDeal();
    const anonymous = client();
    const mediaUrl = `/api/media/${d.mediaId}`;
    // Private to the parties before it is published (even with consent given).
    expect((await anonymous.get(mediaUrl)).statusCode).toBe(404);
    expect((await (await creative()).c.get(mediaUrl)).statusCode).toBe(404);
    expect((await d.brand.c.get(mediaUrl)).statusCode).toBe(200);
    expect((await d.creator.c.get(mediaUrl)).statusCode).toBe(200);
    await consent(d.brand.c, d.dealId, true);
    expect((await anonymous.get(mediaUrl)).statusCode).toBe(404);

    const res = await publish(d.creator.c, d.dealId);
    expect(res.statusCode, res.body).toBe(201);
    const piece = res.json().piece;
    expect(piece).toMatchObject({
      title: d.title,
      producer: { id: d.creator.id, name: d.creator.name },
      filmmaker: { id: d.creator.id },
      durationSeconds: 42,
      tags: ['lo-fi', 'warm'],
      media: { id: d.mediaId, kind: 'audio', fullUrl: mediaUrl },
    });
    const twice = await publish(d.creator.c, d.dealId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(SHOWCASE_MESSAGES.alreadyPublished);

    // Anyone sees it on the feed, opens it and plays the file.
    const feed = (await anonymous.get('/api/pieces')).json();
    expect(feed.items.map((p: { id: string }) => p.id)).toContain(piece.id);
    expect((await anonymous.get(`/api/pieces/${piece.id}`)).json().piece.media.fullUrl).toBe(mediaUrl);
    const played = await anonymous.get(mediaUrl);
    expect(played.statusCode, played.body).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    const view = (await d.creator.c.get(`/api/deals/${d.dealId}`)).json().deal;
    expect(view.showcase.pieceId).toBe(piece.id);

    // The partner withdraws: the piece is gone and the file is private again.
    const withdrawn = await consent(d.brand.c, d.dealId, false);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().deal.showcase).toMatchObject({ consentAt: null, pieceId: null });
    expect(withdrawn.json().deal.timeline.at(-1).note).toBe(SHOWCASE_COPY.withdrawnNote);
    const gone = await anonymous.get(`/api/pieces/${piece.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(PIECE_NOT_FOUND_MESSAGE);
    expect((await anonymous.get('/api/pieces')).json().items.map((p: { id: string }) => p.id)).not.toContain(piece.id);
    expect((await anonymous.get(mediaUrl)).statusCode).toBe(404);
    expect((await d.brand.c.get(mediaUrl)).statusCode).toBe(200);
    const notes = (await d.creator.c.get('/api/notifications')).json().items;
    expect(notes[0].title).toBe(`${d.title}: ${SHOWCASE_COPY.withdrawnTitle}`);
    // Without consent it cannot come back.
    expect((await publish(d.creator.c, d.dealId)).statusCode).toBe(403);
    // The delivered file cannot be deleted from under the deal.
    expect((await d.creator.c.delete(mediaUrl)).statusCode).toBe(409);
  });

  it('lets a collaborator in the splits publish, crediting producer and filmmaker by role', async () => {
    const filmmaker = await creative({ creativeRole: 'videographer' });
    const d = await deliveredDeal({ who: filmmaker });
    const producer = await creative({ creativeRole: 'producer' });
    await t.database.db
      .update(deals)
      .set({
        splits: [
          { userId: filmmaker.id, name: filmmaker.name, percentage: 60 },
          { userId: producer.id, name: producer.name, percentage: 40 },
        ],
      })
      .where(eq(deals.id, d.dealId));
    await consent(d.brand.c, d.dealId, true);
    const res = await publish(producer.c, d.dealId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().piece).toMatchObject({
      producer: { id: producer.id, name: producer.name },
      filmmaker: { id: filmmaker.id, name: filmmaker.name },
    });
  });
});
