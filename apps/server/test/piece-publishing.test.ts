import { PIECE_NOT_FOUND_MESSAGE } from '@pulse/domain/cosign-limit';
import { PIECE_MESSAGES } from '@pulse/domain/piece-publishing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, snippets } from '../src/db/schema/media';
import { newId } from '../src/lib/ids';
import { testAccounts } from './helpers/accounts';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { creative } = testAccounts(() => t, { ip: '10.9', creative: { name: 'Ava Cole' } });

async function insertSnippet(creatorId: string): Promise<string> {
  const mediaId = newId();
  await t.database.db.insert(mediaFiles).values({
    id: mediaId,
    ownerId: creatorId,
    kind: 'audio',
    mimeType: 'audio/wav',
    sizeBytes: 1000,
    durationSeconds: 42,
    storageKey: `test/${mediaId}`,
  });
  const id = newId();
  await t.database.db.insert(snippets).values({ id, creatorId, mediaId, title: 'Night Drive' });
  return id;
}

const body = (snippetId: string, extra: Record<string, unknown> = {}) => ({
  snippetId,
  title: 'Night Drive (visual)',
  tags: ['Lo-Fi', 'night'],
  role: 'producer',
  ...extra,
});

describe('publishing a piece', () => {
  it('lets an approved creative publish from their own snippet, and it shows on the feed', async () => {
    const me = await creative({ name: 'Ava Cole' });
    const partner = await creative({ name: 'Ben Ortiz' });
    const snippetId = await insertSnippet(me.id);
    const res = await me.c.post(
      '/api/pieces',
      body(snippetId, { collaboratorId: partner.id, description: 'Shot at 2am' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const piece = res.json().piece;
    expect(piece).toMatchObject({
      title: 'Night Drive (visual)',
      description: 'Shot at 2am',
      producer: { id: me.id, name: 'Ava Cole' },
      filmmaker: { id: partner.id, name: 'Ben Ortiz' },
      durationSeconds: 42,
      tags: ['lo-fi', 'night'],
      coSigns: 0,
    });
    const feed = (await new Client(t.app, '10.9.1.1').get('/api/pieces')).json();
    expect(feed.items[0].id).toBe(piece.id);
  });

  it('credits a solo creative in both roles', async () => {
    const me = await creative({ name: 'Cam Solo' });
    const res = await me.c.post('/api/pieces', body(await insertSnippet(me.id), { role: 'filmmaker' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().piece).toMatchObject({ producer: { id: me.id }, filmmaker: { id: me.id } });
  });

  it('refuses anyone but an approved creative', async () => {
    expect((await new Client(t.app, '10.9.2.1').post('/api/pieces', body('x'))).statusCode).toBe(401);
    const pending = await creative({ status: 'pending' });
    const res = await pending.c.post('/api/pieces', body(await insertSnippet(pending.id)));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(PIECE_MESSAGES.notApproved);
    const fan = new Client(t.app, '10.9.2.2');
    await fan.post('/api/me/role', { role: 'fan' });
    const asFan = await fan.post('/api/pieces', body('x'));
    expect(asFan.statusCode).toBe(403);
    expect(asFan.json().error.message).toBe(PIECE_MESSAGES.creativesOnly);
  });

  it("answers 404 for another creative's snippet and publishes nothing", async () => {
    const owner = await creative();
    const thief = await creative();
    const before = (await new Client(t.app, '10.9.3.1').get('/api/pieces')).json().items.length;
    const res = await thief.c.post('/api/pieces', body(await insertSnippet(owner.id)));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PIECE_MESSAGES.snippetNotFound);
    expect((await thief.c.post('/api/pieces', body('no-such-snippet'))).statusCode).toBe(404);
    expect((await new Client(t.app, '10.9.3.2').get('/api/pieces')).json().items.length).toBe(before);
  });

  it('validates with clear messages', async () => {
    const me = await creative();
    const snippetId = await insertSnippet(me.id);
    const noTitle = await me.c.post('/api/pieces', body(snippetId, { title: ' ', tags: [] }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.fields).toMatchObject({
      title: PIECE_MESSAGES.titleRequired,
      tags: PIECE_MESSAGES.tagsRequired,
    });
    const pendingPartner = await creative({ status: 'pending' });
    for (const collaboratorId of [me.id, pendingPartner.id, 'nobody']) {
      const bad = await me.c.post('/api/pieces', body(snippetId, { collaboratorId }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ collaboratorId: PIECE_MESSAGES.collaboratorInvalid });
    }
  });
});

describe('unpublishing', () => {
  it('lets a credited creative unpublish; anyone else gets 403', async () => {
    const me = await creative();
    const stranger = await creative();
    const id = (await me.c.post('/api/pieces', body(await insertSnippet(me.id)))).json().piece.id;
    const denied = await stranger.c.delete(`/api/pieces/${id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(PIECE_MESSAGES.notYourPiece);
    expect((await new Client(t.app, '10.9.4.1').delete(`/api/pieces/${id}`)).statusCode).toBe(401);
    expect((await me.c.delete(`/api/pieces/${id}`)).statusCode).toBe(204);
    const gone = await me.c.get(`/api/pieces/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(PIECE_NOT_FOUND_MESSAGE);
    expect((await me.c.delete(`/api/pieces/${id}`)).statusCode).toBe(404);
  });
});
