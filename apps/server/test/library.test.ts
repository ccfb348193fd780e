import { DISCOVERY_SESSION_MESSAGE } from '@pulse/domain/feedback';
import { DEFAULT_SAVE_LIST, LIST_NAME_MESSAGE, UNKNOWN_CREATOR_TO_SAVE_MESSAGE } from '@pulse/domain/library';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema/auth';
import { DEMO_CREATORS } from '../src/db/seed/demo-creators';
import { testAccounts } from './helpers/accounts';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const { fan } = testAccounts(() => t, { ip: '10.1' });

const [first, second] = DEMO_CREATORS as [(typeof DEMO_CREATORS)[0], (typeof DEMO_CREATORS)[0]];

describe('saved lists', () => {
  it('saves to Discoveries by default and to named lists, once per creative', async () => {
    const c = await fan();
    const saved = await c.post('/api/me/saved', { creatorId: first.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: DEFAULT_SAVE_LIST, creators: [{ id: first.id, name: first.name }] });
    await c.post('/api/me/saved', { creatorId: first.id });
    await c.post('/api/me/saved', { creatorId: second.id, listName: 'Party playlist' });
    const { lists } = (await c.get('/api/me/saved')).json();
    expect(lists.map((l: { name: string; creators: unknown[] }) => [l.name, l.creators.length])).toEqual([
      [DEFAULT_SAVE_LIST, 1],
      ['Party playlist', 1],
    ]);
    expect((await c.get('/api/me/library')).json().savedCreatorIds.sort()).toEqual([first.id, second.id].sort());
  });

  it('removes a creative from every list, or from one', async () => {
    const c = await fan();
    const list = (await c.post('/api/me/saved', { creatorId: first.id })).json();
    await c.post('/api/me/saved', { creatorId: second.id });
    expect((await c.delete(`/api/me/saved/${list.id}/creators/${second.id}`)).statusCode).toBe(204);
    expect((await c.delete(`/api/me/saved/creators/${first.id}`)).statusCode).toBe(204);
    expect((await c.get('/api/me/library')).json().savedCreatorIds).toEqual([]);
  });

  it('keeps lists private: another fan cannot read or change them', async () => {
    const owner = await fan();
    const other = await fan();
    const list = (await owner.post('/api/me/saved', { creatorId: first.id })).json();
    expect((await other.get('/api/me/saved')).json().lists).toEqual([]);
    expect((await other.delete(`/api/me/saved/${list.id}/creators/${first.id}`)).statusCode).toBe(404);
    expect((await owner.get('/api/me/saved')).json().lists[0].creators).toHaveLength(1);
  });

  it('refuses bad input in the spec’s words and needs a session', async () => {
    const c = await fan();
    const blank = await c.post('/api/me/saved', { creatorId: first.id, listName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.listName).toBe(LIST_NAME_MESSAGE);
    const unknown = await c.post('/api/me/saved', { creatorId: 'nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(UNKNOWN_CREATOR_TO_SAVE_MESSAGE);
    expect((await c.get('/api/me/saved')).json().lists).toEqual([]);
    const anon = await new Client(t.app).post('/api/me/saved', { creatorId: first.id });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.message).toBe(DISCOVERY_SESSION_MESSAGE);
  });
});

describe('follows', () => {
  it('follows and unfollows, idempotently', async () => {
    const c = await fan();
    expect((await c.put(`/api/me/following/${first.id}`)).statusCode).toBe(204);
    expect((await c.put(`/api/me/following/${first.id}`)).statusCode).toBe(204);
    expect((await c.get('/api/me/following')).json().items.map((i: { id: string }) => i.id)).toEqual([first.id]);
    expect((await c.delete(`/api/me/following/${first.id}`)).statusCode).toBe(204);
    expect((await c.get('/api/me/following')).json().items).toEqual([]);
    expect((await c.put('/api/me/following/nobody')).statusCode).toBe(404);
  });
});

describe('guest to account', () => {
  it('keeps the guest’s saves, follows and co-signs when they sign up', async () => {
    const c = await fan();
    await c.post('/api/me/saved', { creatorId: first.id });
    await c.put(`/api/me/following/${second.id}`);
    await c.post('/api/feedback', { creatorId: second.id, action: 'cosign' });
    const signUp = await c.post('/api/accounts/sign-up', {
      name: 'Library Fan',
      email: `library-${Date.now()}@pulse.test`,
      password: 'a-long-password-1',
    });
    expect(signUp.statusCode).toBeLessThan(300);
    const state = (await c.get('/api/me/library')).json();
    expect(state).toMatchObject({
      savedCreatorIds: [first.id],
      followedCreatorIds: [second.id],
      cosignedCreatorIds: [second.id],
    });
    expect((await c.get('/api/feedback')).json().items).toHaveLength(1);
  });
});

describe('sessions without a cookie cache (decision 049)', () => {
  it('a session ended in the database is refused on the next request, with no cache cookie handed out', async () => {
    const c = await fan();
    const first = await c.get('/api/me/library');
    expect(first.statusCode).toBe(200);
    expect(first.cookies.map((k) => k.name)).not.toContain('pulse.session_data');
    const id = (await c.get('/api/me')).json().user.id as string;
    await t.database.db.delete(session).where(eq(session.userId, id));
    t.app.sessionsEnded(id);
    expect((await c.get('/api/me/library')).statusCode).toBe(401);
  });
});
