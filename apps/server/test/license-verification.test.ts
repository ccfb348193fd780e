import { BEAT_MESSAGES } from '@pulse/domain/beats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatLicenses } from '../src/db/schema/beats';
import { type Account, testAccounts } from './helpers/accounts';
import { uploadedTake } from './helpers/media-files';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 32 item 5 (decision 057): a beat license's document names the producer and collaborators and carries
 * an unguessable code; `/api/licenses/verify/{code}` shows anyone who licensed what, when and for which use.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

// Creatives send their creative role with the role choice, as the wizard does, and wait for approval unless told.
const { client, creative } = testAccounts(() => t, { ip: '10.20', creative: { chooseRole: true, status: 'pending' } });

describe('license verification', () => {
  let code: string;
  let licenseId: string;
  let buyer: Account;

  beforeAll(async () => {
    const producer = await creative({ name: 'Kai Producer', creativeRole: 'producer', status: 'approved' });
    const collaborator = await creative({ name: 'Noor Keys', creativeRole: 'producer' });
    const created = await producer.c.post('/api/beats', {
      mediaId: await uploadedTake(producer.c, 12, 'track'),
      previewMediaId: await uploadedTake(producer.c, 6, 'snippet'),
      title: 'Night Drive',
      bpm: 92,
      key: 'A minor',
      moods: ['Moody'],
      licenseTypes: ['Film', 'Paid Social'],
      nonExclusivePriceCents: 14_900,
      exclusivePriceCents: 149_900,
      splits: [
        { userId: producer.id, percentage: 60 },
        { userId: collaborator.id, percentage: 40 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const beatId = created.json().beat.id as string;
    expect((await producer.c.post(`/api/beats/${beatId}/publish`)).statusCode).toBe(200);
    buyer = await creative({ name: 'Ava Films', creativeRole: 'filmmaker' });
    const bought = await buyer.c.request({
      method: 'POST',
      url: `/api/beats/${beatId}/licenses`,
      payload: JSON.stringify({ kind: 'non_exclusive', usageType: 'Film', paymentMethod: 'pm_card_visa' }),
      headers: { 'content-type': 'application/json', 'idempotency-key': `verify-${Date.now()}` },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    licenseId = bought.json().license.id;
    code = bought.json().license.verificationCode;
  }, 60_000);

  it('the document names the collaborators and carries an unguessable code', async () => {
    const res = await buyer.c.get(`/api/beat-licenses/${licenseId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().license).toMatchObject({
      producer: { name: 'Kai Producer' },
      collaborators: [{ name: 'Noor Keys', percentage: 40 }],
      verificationCode: code,
    });
    // 128 random bits, URL-safe; never the license id.
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(code).not.toBe(licenseId);
    const [row] = await t.database.db.select().from(beatLicenses).where(eq(beatLicenses.id, licenseId));
    expect(row!.verificationCode).toBe(code);
  });

  it('anyone, signed in or not, verifies the license by its code, without its price', async () => {
    const res = await client().get(`/api/licenses/verify/${code}`);
    expect(res.statusCode, res.body).toBe(200);
    const { verification } = res.json();
    expect(verification).toMatchObject({
      code,
      licenseId,
      beat: { title: 'Night Drive', bpm: 92, key: 'A minor' },
      producer: 'Kai Producer',
      collaborators: [{ name: 'Noor Keys', percentage: 40 }],
      licensee: 'Ava Films',
      kind: 'non_exclusive',
      usageType: 'Film',
    });
    expect(Date.parse(verification.licensedAt)).toBeGreaterThan(Date.now() - 120_000);
    expect(JSON.stringify(verification)).not.toMatch(/price|14900|buyerId|userId/i);
  });

  it('an unknown or altered code says so', async () => {
    for (const wrong of ['nope', `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`]) {
      const res = await client().get(`/api/licenses/verify/${wrong}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(BEAT_MESSAGES.verifyNotFound);
    }
  });

  it('licenses from before this change got a code of their own each', async () => {
    const rows = await t.database.db.select({ code: beatLicenses.verificationCode }).from(beatLicenses);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });
});
