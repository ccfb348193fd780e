import { createHash } from 'node:crypto';
import { CONTRACT_MESSAGES, canonicalJson } from '@pulse/domain/deal-contract';
import type { ContractResponse } from '@pulse/domain/deal-contract-contracts';
import type { DealView } from '@pulse/domain/deals';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { contractSignatures } from '../src/db/schema/contracts';
import { notifications } from '../src/db/schema/messaging';
import { dealEvents } from '../src/db/schema/submissions';
import { testAccounts } from './helpers/accounts';
import { signBoth, signContract } from './helpers/contracts';
import { acceptedDealBetween, briefBody, keyed } from './helpers/money';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { client, partner, creative, admin } = testAccounts(() => t, {
  ip: '10.31',
  partner: { namePrefix: 'Riley Brand' },
  creative: {
    namePrefix: 'Ava Stone',
    creativeRole: 'videographer',
    profile: { vibeTags: ['Bright'], bio: 'I film things.' },
  },
});
let n = 0;

/** A project brief funded, one creative applied and was selected: the deal is accepted and unsigned. */
async function acceptedDeal() {
  const brand = await partner();
  const ava = await creative();
  const { briefId, dealId } = await acceptedDealBetween(brand.c, ava.c, { title: `Contract reel ${++n}` });
  return { brand, ava, briefId, dealId };
}

const read = async (c: Client, dealId: string) => {
  const res = await c.get(`/api/deals/${dealId}/contract`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ContractResponse;
};
const sign = (c: Client, dealId: string, body: { typedName: string; documentHash: string }) =>
  c.post(`/api/deals/${dealId}/contract/sign`, body);
const rowsOf = (dealId: string) =>
  t.database.db
    .select()
    .from(contractSignatures)
    .where(eq(contractSignatures.dealId, dealId))
    .orderBy(asc(contractSignatures.signedAt));
const eventsOf = (dealId: string) => t.database.db.select().from(dealEvents).where(eq(dealEvents.dealId, dealId));
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The text of every page of a PDF, through pdf.js (pdfkit compresses its streams), and its attachments. */
async function pdfContent(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // Text comes out without the fonts' glyph data; verbosity 0 keeps pdf.js from warning about it.
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  const attachments = (await pdf.getAttachments()) as Record<string, { content: Uint8Array }> | null;
  await pdf.destroy();
  return { text: text.replace(/\s+/g, ' '), attachments: attachments ?? {} };
}

describe('the contract both sides sign', () => {
  it('is signed once the partner and the creative both signed the same hash', async () => {
    const { brand, ava, dealId } = await acceptedDeal();
    const first = await read(brand.c, dealId);
    expect(first.status).toBe('accepted');
    expect(first.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.documentHash).toBe(sha256(canonicalJson(first.document)));
    expect(first.document.parties.brand.signerName).toBe(brand.name);
    expect(first.document.parties.creator).toMatchObject({ userId: ava.id, name: ava.name, signerName: ava.name });
    expect(first.document.terms.milestones).toEqual([
      expect.objectContaining({ number: 1, amountCents: 50_000, dueDate: briefBody.deadline }),
    ]);
    const words = first.document.sections.map((s) => s.body).join('\n');
    expect(words).toContain(briefBody.description);
    expect(words).toContain('UGC/Social Media');
    expect(words).toContain('AI-generated content');
    expect(first.signed).toEqual({ brand: false, creator: false });
    expect(first.you).toEqual({ role: 'brand', canSign: true, nameToType: brand.name });
    // The creative reads the same document.
    expect((await read(ava.c, dealId)).documentHash).toBe(first.documentHash);

    // The partner signs first: the deal waits for the creative, who hears about it.
    const byPartner = await sign(brand.c, dealId, { typedName: brand.name, documentHash: first.documentHash });
    expect(byPartner.statusCode, byPartner.body).toBe(200);
    expect(byPartner.json().deal).toMatchObject({
      status: 'accepted',
      signedAt: null,
      contractSigned: { brand: true, creator: false },
    });
    expect(byPartner.json().deal.actions).not.toContain('sign');
    expect(byPartner.json().contract.you.canSign).toBe(false);
    const creativeDeal = (await ava.c.get(`/api/deals/${dealId}`)).json().deal as DealView;
    expect(creativeDeal.actions).toContain('sign');
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, ava.id));
    expect(told.map((m) => m.title)).toContain(`${first.document.title}: partner signed the contract`);
    // Delivering before both signed is out of order.
    expect((await ava.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['x.mp4'] })).statusCode).toBe(409);

    // The creative signs the same hash (their name in any case and spacing): the deal is signed.
    const byCreative = await sign(ava.c, dealId, {
      typedName: `  ${ava.name.toUpperCase().replace(/ /g, '   ')} `,
      documentHash: first.documentHash,
    });
    expect(byCreative.statusCode, byCreative.body).toBe(200);
    const deal = byCreative.json().deal as DealView;
    expect(deal).toMatchObject({ status: 'signed', contractSigned: { brand: true, creator: true } });
    expect(deal.signedAt).not.toBeNull();
    expect(deal.actions).toEqual(['deliver', 'dispute']);
    expect(deal.timeline.map((e) => e.note)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Partner .* signed the contract \(document [0-9a-f]{12}\)$/),
        expect.stringMatching(/^Contract signed by both sides/),
      ]),
    );
    // Signing notifies the partner as the step always did.
    const partnerTold = await t.database.db.select().from(notifications).where(eq(notifications.userId, brand.id));
    expect(partnerTold.map((m) => m.title)).toContain(`${first.document.title}: Signed`);

    const signed = byCreative.json().contract as ContractResponse;
    expect(signed).toMatchObject({
      status: 'signed',
      documentHash: first.documentHash,
      signedDocument: true,
      signed: { brand: true, creator: true },
    });
    expect(signed.signatures.map((s) => [s.role, s.current])).toEqual([
      ['brand', true],
      ['creator', true],
    ]);

    // Each signature records who, the typed name, when, from which address and the document's hash.
    const rows = await rowsOf(dealId);
    expect(rows.map((r) => [r.role, r.signerId, r.typedName])).toEqual([
      ['brand', brand.id, brand.name],
      ['creator', ava.id, `${ava.name.toUpperCase().replace(/ /g, '   ')}`.trim()],
    ]);
    for (const r of rows) {
      expect(r.ip).toMatch(/^10\.31\./);
      expect(r.documentHash).toBe(first.documentHash);
      expect(sha256(r.document)).toBe(r.documentHash);
      expect(JSON.parse(r.document)).toEqual(first.document);
      expect(r.signedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(rows[0]?.ip).not.toBe(rows[1]?.ip);

    // Once signed, the contract shows the document as signed even if a name changes later.
    await t.database.db.update(user).set({ name: 'Someone Renamed' }).where(eq(user.id, ava.id));
    expect((await read(brand.c, dealId)).documentHash).toBe(first.documentHash);
    const delivered = await ava.c.post(`/api/deals/${dealId}/deliver`, { deliverables: ['reel.mp4'] });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await read(brand.c, dealId)).documentHash).toBe(first.documentHash);
  });

  it('works in either order, and signing again writes nothing', async () => {
    const { brand, ava, dealId } = await acceptedDeal();
    const byCreative = await signContract(ava.c, dealId);
    expect(byCreative.statusCode, byCreative.body).toBe(200);
    const again = await signContract(ava.c, dealId);
    expect(again.statusCode).toBe(200);
    expect(again.json().deal.status).toBe('accepted');
    expect(await rowsOf(dealId)).toHaveLength(1);
    const events = (await eventsOf(dealId)).length;
    await signBoth(brand.c, ava.c, dealId);
    // The creative's repeat after both signed answers as signed, and writes nothing.
    expect(await rowsOf(dealId)).toHaveLength(2);
    expect((await eventsOf(dealId)).length).toBe(events + 1);
    const late = await signContract(ava.c, dealId);
    expect(late.statusCode).toBe(200);
    expect(late.json().deal.status).toBe('signed');
    expect(await rowsOf(dealId)).toHaveLength(2);
  });

  it('refuses a hash that is not the current document, with nothing written', async () => {
    const { brand, ava, dealId } = await acceptedDeal();
    const before = await read(brand.c, dealId);
    const events = (await eventsOf(dealId)).length;
    const stale = await sign(brand.c, dealId, { typedName: brand.name, documentHash: 'f'.repeat(64) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'contract_changed', message: CONTRACT_MESSAGES.changed });
    expect(await rowsOf(dealId)).toEqual([]);
    expect((await eventsOf(dealId)).length).toBe(events);

    // The partner signs; then the creative changes the splits: the terms changed, so that signature stops counting.
    expect((await sign(brand.c, dealId, { typedName: brand.name, documentHash: before.documentHash })).statusCode).toBe(
      200,
    );
    const jo = await creative();
    const splits = await ava.c.put(`/api/deals/${dealId}/splits`, {
      splits: [
        { userId: ava.id, percentage: 60 },
        { userId: jo.id, percentage: 40 },
      ],
    });
    expect(splits.statusCode, splits.body).toBe(200);
    expect(splits.json().deal.contractSigned).toEqual({ brand: false, creator: false });
    expect(splits.json().deal.timeline.at(-1).note).toContain('The contract changed: both sides sign it again.');
    const changed = await read(ava.c, dealId);
    expect(changed.documentHash).not.toBe(before.documentHash);
    expect(changed.document.terms.splits.map((s) => s.percentage)).toEqual([60, 40]);
    expect(changed.signatures).toEqual([expect.objectContaining({ role: 'brand', current: false })]);
    expect(changed.signed).toEqual({ brand: false, creator: false });

    // The creative signs the new terms: the partner's old signature does not complete the contract.
    const byCreative = await sign(ava.c, dealId, { typedName: ava.name, documentHash: changed.documentHash });
    expect(byCreative.statusCode, byCreative.body).toBe(200);
    expect(byCreative.json().deal.status).toBe('accepted');
    // The partner, still on the old version, is told to read it again; nothing is written.
    const rows = (await rowsOf(dealId)).length;
    const late = await sign(brand.c, dealId, { typedName: brand.name, documentHash: before.documentHash });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('The contract changed since you opened it. Read it again before you sign.');
    expect((await rowsOf(dealId)).length).toBe(rows);
    // Read again, signed: both signatures now stand on the new document.
    const done = await signContract(brand.c, dealId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().deal.status).toBe('signed');
    expect(done.json().contract.documentHash).toBe(changed.documentHash);
    expect((await rowsOf(dealId)).map((r) => [r.role, r.documentHash === changed.documentHash])).toEqual([
      ['brand', false],
      ['creator', true],
      ['brand', true],
    ]);
    // Signed terms are locked: the splits cannot change any more.
    const locked = await ava.c.put(`/api/deals/${dealId}/splits`, { splits: [{ userId: ava.id, percentage: 100 }] });
    expect(locked.statusCode).toBe(409);
  });

  it("refuses a name that is not the signer's own, and a request without one", async () => {
    const { brand, dealId } = await acceptedDeal();
    const { documentHash } = await read(brand.c, dealId);
    const wrong = await sign(brand.c, dealId, { typedName: 'Somebody Else', documentHash });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { typedName: CONTRACT_MESSAGES.nameMismatch(brand.name) },
    });
    const blank = await sign(brand.c, dealId, { typedName: '  ', documentHash });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.typedName).toBe(CONTRACT_MESSAGES.nameRequired);
    const badHash = await sign(brand.c, dealId, { typedName: brand.name, documentHash: 'abc' });
    expect(badHash.statusCode).toBe(400);
    expect(await rowsOf(dealId)).toEqual([]);
  });

  it('is signed only by its two parties, at signing; strangers get 404 on read, sign and PDF', async () => {
    const { brand, ava, dealId } = await acceptedDeal();
    const { documentHash } = await read(brand.c, dealId);
    const stranger = await partner();
    const otherCreative = await creative();
    for (const who of [stranger, otherCreative]) {
      expect((await who.c.get(`/api/deals/${dealId}/contract`)).statusCode).toBe(404);
      expect((await sign(who.c, dealId, { typedName: who.name, documentHash })).statusCode).toBe(404);
      expect((await who.c.get(`/api/deals/${dealId}/contract.pdf`)).statusCode).toBe(404);
    }
    const signedOut = client();
    expect((await signedOut.get(`/api/deals/${dealId}/contract`)).statusCode).toBe(401);
    expect((await signedOut.get(`/api/deals/${dealId}/contract.pdf`)).statusCode).toBe(401);

    // An admin reads it but does not sign; nor does a collaborator on the splits.
    const pulse = await admin();
    const adminView = await read(pulse.c, dealId);
    expect(adminView.you).toEqual({ role: 'admin', canSign: false, nameToType: null });
    const byAdmin = await sign(pulse.c, dealId, { typedName: 'Admin', documentHash });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe(CONTRACT_MESSAGES.notSigner);
    const jo = await creative();
    const splits = await ava.c.put(`/api/deals/${dealId}/splits`, {
      splits: [
        { userId: ava.id, percentage: 50 },
        { userId: jo.id, percentage: 50 },
      ],
    });
    expect(splits.statusCode).toBe(200);
    expect((await read(jo.c, dealId)).you.role).toBe('collaborator');
    const byCollaborator = await sign(jo.c, dealId, { typedName: jo.name, documentHash });
    expect(byCollaborator.statusCode).toBe(403);
    expect(byCollaborator.json().error.message).toBe(CONTRACT_MESSAGES.notSigner);
    expect(await rowsOf(dealId)).toEqual([]);
  });

  it('cannot be signed before a creative is chosen, nor after the deal is refunded', async () => {
    const brand = await partner();
    const { brief, deal } = (
      await brand.c.post('/api/project-briefs', { ...briefBody, title: `Open reel ${++n}` })
    ).json();
    const draft = await read(brand.c, deal.id);
    expect(draft.you.canSign).toBe(false);
    expect(draft.document.parties.creator.name).toBe('the creative the Partner selects');
    const early = await sign(brand.c, deal.id, { typedName: brand.name, documentHash: draft.documentHash });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(CONTRACT_MESSAGES.notSignable);
    expect(
      (await keyed(brand.c, `/api/project-briefs/${brief.id}/fund`, { paymentMethod: 'pm_card_visa' })).statusCode,
    ).toBe(200);

    const d = await acceptedDeal();
    expect((await signContract(d.brand.c, d.dealId)).statusCode).toBe(200);
    // Until both signed, the partner may still cancel and get the escrow back.
    const cancelled = await keyed(d.brand.c, `/api/deals/${d.dealId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().deal.status).toBe('refunded');
    const closed = await signContract(d.ava.c, d.dealId);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(CONTRACT_MESSAGES.closed);
  });
});

describe('GET /api/deals/:id/contract.pdf', () => {
  it('is the document with its hash and both signatures: name, time, address, hash', async () => {
    const { brand, ava, dealId } = await acceptedDeal();
    const unsigned = await brand.c.get(`/api/deals/${dealId}/contract.pdf`);
    expect(unsigned.statusCode).toBe(200);
    expect(unsigned.headers['content-type']).toBe('application/pdf');
    expect(unsigned.headers['content-disposition']).toMatch(
      /^attachment; filename="pulse-contract-contract-reel-\d+\.pdf"$/,
    );
    expect(unsigned.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const draft = await pdfContent(unsigned.rawPayload);
    const { documentHash } = await read(brand.c, dealId);
    expect(draft.text).toContain(documentHash);
    expect(draft.text).toContain('Not signed yet');

    await signBoth(brand.c, ava.c, dealId);
    const res = await ava.c.get(`/api/deals/${dealId}/contract.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, attachments } = await pdfContent(res.rawPayload);
    const rows = await rowsOf(dealId);
    expect(text).toContain('Contract');
    expect(text).toContain('Payment and milestones');
    expect(text).toContain(`Partner: ${brand.name}`);
    expect(text).toContain(`Creative: ${ava.name}`);
    for (const r of rows) {
      expect(text).toContain(`Signed by typing the name: ${r.typedName}`);
      expect(text).toContain(`From address: ${r.ip}`);
      expect(text).toContain(`Signed at: ${r.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`);
    }
    expect(text.split(documentHash).length - 1).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('Not signed yet');
    // The exact signed text rides along: its SHA-256 is the document hash.
    const attached = attachments['contract.json'];
    expect(attached).toBeDefined();
    expect(sha256(Buffer.from(attached!.content).toString('utf8'))).toBe(documentHash);
  });
});
