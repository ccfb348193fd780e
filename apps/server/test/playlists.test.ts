import {
  EMPTY_PLAYLIST_SOURCE_MESSAGE,
  PLAYLIST_NOT_FOUND_MESSAGE,
  PLAYLIST_SESSION_MESSAGE,
  SAVED_LIST_NOT_FOUND_MESSAGE,
} from '@pulse/domain/playlists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts } from './helpers/accounts';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const { fan } = testAccounts(() => t, { ip: '10.9' });

/** Saves Maya (producer of Campus Nights) and Kwame (Game Day) to a list and returns its id. */
async function savedList(c: Client, listName = 'Study Beats'): Promise<string> {
  await c.post('/api/me/saved', { creatorId: 'demo-creator-maya-lin', listName });
  const res = await c.post('/api/me/saved', { creatorId: 'demo-creator-kwame-asante', listName });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

const patch = (c: Client, url: string, body: unknown) =>
  c.request({ method: 'PATCH', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('curated playlists', () => {
  it('shows playlist 1 to anyone, with its pieces and Similar Vibes from shared tags', async () => {
    const res = await new Client(t.app, '10.9.1.1').get('/api/playlists/1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: '1', title: 'Late Night Study Sessions', curated: true, isOwner: false });
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([
      'demo-piece-campus-nights',
      'demo-piece-first-light',
      'demo-piece-slow-sunday',
    ]);
    expect(body.items[0].producer.name).toBeTruthy();
    // Playlist 3 shares cinematic and ambient; playlist 2 shares no tag.
    const similar = body.similarVibes.map((s: { id: string }) => s.id);
    expect(similar).toContain('3');
    expect(similar).not.toContain('2');
    expect(similar).not.toContain('1');
    expect(body.similarVibes[0].sharedTags.length).toBeGreaterThan(0);
  });

  it('answers Playlist Not Found for an unknown id', async () => {
    const res = await new Client(t.app, '10.9.1.2').get('/api/playlists/404');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PLAYLIST_NOT_FOUND_MESSAGE);
  });

  it('saves and favourites a playlist for a session, and undoes it', async () => {
    const c = await fan();
    expect((await c.put('/api/playlists/2/bookmarks/save')).json()).toMatchObject({ saved: true, favorited: false });
    expect((await c.put('/api/playlists/2/bookmarks/favorite')).json()).toMatchObject({ saved: true, favorited: true });
    expect((await c.get('/api/playlists/mine')).json().playlists.map((p: { id: string }) => p.id)).toContain('2');
    expect((await c.delete('/api/playlists/2/bookmarks/save')).json()).toMatchObject({ saved: false, favorited: true });
    const anon = await new Client(t.app, '10.9.1.3').put('/api/playlists/2/bookmarks/save');
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.message).toBe(PLAYLIST_SESSION_MESSAGE);
  });

  it('lets nobody change or delete a curated playlist', async () => {
    const c = await fan();
    expect((await patch(c, '/api/playlists/1', { title: 'Mine now' })).statusCode).toBe(403);
    expect((await c.delete('/api/playlists/1')).statusCode).toBe(403);
  });
});

describe('playlists from saved lists', () => {
  it('builds a private playlist from the owner’s saved list, with the creatives’ pieces and their tags', async () => {
    const owner = await fan();
    const listId = await savedList(owner);
    const res = await owner.post('/api/playlists', { savedListId: listId });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ title: 'Study Beats', visibility: 'private', isOwner: true, curated: false });
    const ids = body.items.map((i: { id: string }) => i.id);
    expect(ids).toContain('demo-piece-campus-nights');
    expect(ids).toContain('demo-piece-game-day');
    expect(new Set(ids).size).toBe(ids.length);
    expect(body.tags).toEqual(expect.arrayContaining(['lo-fi', 'hip-hop']));

    // Private: anyone else, signed in or not, sees Playlist Not Found.
    const other = await fan();
    const hidden = await other.get(`/api/playlists/${body.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(PLAYLIST_NOT_FOUND_MESSAGE);
    expect((await other.put(`/api/playlists/${body.id}/bookmarks/save`)).statusCode).toBe(404);
    expect((await patch(other, `/api/playlists/${body.id}`, { visibility: 'public' })).statusCode).toBe(404);
    expect((await other.delete(`/api/playlists/${body.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/playlists/${body.id}`)).statusCode).toBe(200);
  });

  it('only the owner turns it public, renames or deletes it', async () => {
    const owner = await fan();
    const id = (await owner.post('/api/playlists', { savedListId: await savedList(owner), title: 'Night Mix' })).json()
      .id;
    const shown = await patch(owner, `/api/playlists/${id}`, { visibility: 'public' });
    expect(shown.json()).toMatchObject({ title: 'Night Mix', visibility: 'public' });

    const other = await fan();
    const seen = await other.get(`/api/playlists/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ isOwner: false, ownerName: expect.any(String) });
    // A public playlist of someone else: readable, bookmarkable, never writable.
    expect((await patch(other, `/api/playlists/${id}`, { title: 'Stolen' })).statusCode).toBe(403);
    expect((await other.delete(`/api/playlists/${id}`)).statusCode).toBe(403);
    expect((await other.put(`/api/playlists/${id}/bookmarks/favorite`)).json().favorited).toBe(true);
    // Public user playlists join Similar Vibes of curated ones sharing tags.
    const vibes = (await other.get('/api/playlists/2')).json().similarVibes.map((s: { id: string }) => s.id);
    expect(vibes).toContain(id);

    expect((await owner.delete(`/api/playlists/${id}`)).statusCode).toBe(204);
    expect((await other.get(`/api/playlists/${id}`)).statusCode).toBe(404);
  });

  it('never builds from someone else’s saved list (it stays private)', async () => {
    const owner = await fan();
    const listId = await savedList(owner);
    const other = await fan();
    const res = await other.post('/api/playlists', { savedListId: listId, visibility: 'public' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(SAVED_LIST_NOT_FOUND_MESSAGE);
    const anon = await new Client(t.app, '10.9.1.9').post('/api/playlists', { savedListId: listId });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses a list whose creatives have no published pieces, and a bad title', async () => {
    const c = await fan();
    const list = (await c.post('/api/me/saved', { creatorId: 'demo-creator-lena-fischer', listName: 'Design' })).json();
    const empty = await c.post('/api/playlists', { savedListId: list.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(EMPTY_PLAYLIST_SOURCE_MESSAGE);
    const bad = await c.post('/api/playlists', { savedListId: list.id, title: '   ' });
    expect(bad.statusCode).toBe(400);
  });
});
