import {
  CIRCLE_CATEGORY_MESSAGE,
  CIRCLE_MEMBERS_ONLY_MESSAGE,
  CIRCLE_NAME_MESSAGE,
  CIRCLE_OWNER_LEAVE_MESSAGE,
  CIRCLE_PRIVATE_MESSAGE,
} from '@pulse/domain/circles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts } from './helpers/accounts';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const { fan } = testAccounts(() => t, { ip: '10.8' });

const circle = {
  name: 'Night Owls',
  description: 'Late-night lo-fi listening sessions.',
  category: 'Music',
  image: 'violet',
  tags: ['lo-fi', 'chill'],
};

describe('Pulse Circles', () => {
  it('lists the seeded circles in Discover to anyone, with alignment and a reason', async () => {
    const res = await new Client(t.app, '10.8.1.1').get('/api/circles');
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining(['demo-circle-beat-lab', 'demo-circle-frame-by-frame', 'demo-circle-type-club']),
    );
    expect(items[0]).toMatchObject({ featured: true, isMember: false, reason: expect.any(String) });
    expect(items.find((c: { id: string }) => c.id === 'demo-circle-beat-lab').recentActivity).toBe(
      'Last post on 2026-11-02',
    );
  });

  it('ranks by the member’s taste: a lo-fi fan is told why', async () => {
    const c = await fan();
    const { tasteProfiles } = await import('../src/db/schema/taste');
    const me = (await c.get('/api/me')).json().user;
    await t.database.db
      .insert(tasteProfiles)
      .values({ userId: me.id, tagWeights: { 'lo-fi': 3 } })
      .onConflictDoUpdate({ target: tasteProfiles.userId, set: { tagWeights: { 'lo-fi': 3 } } });
    const beatLab = (await c.get('/api/circles'))
      .json()
      .items.find((x: { id: string }) => x.id === 'demo-circle-beat-lab');
    expect(beatLab.alignment).toBeGreaterThan(50);
    expect(beatLab.reason).toBe('Because you like “lo-fi”');
  });

  it('creates a circle with the owner as member, validates input, and needs a session', async () => {
    const c = await fan();
    const created = await c.post('/api/circles', circle);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Night Owls', role: 'owner', members: 1, isMember: true, posts: [] });
    const mine = (await c.get('/api/circles/mine')).json().items;
    expect(mine.map((x: { id: string }) => x.id)).toContain(created.json().id);

    const bad = await c.post('/api/circles', { ...circle, name: 'x', category: 'Sports' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ name: CIRCLE_NAME_MESSAGE, category: CIRCLE_CATEGORY_MESSAGE });

    const anon = new Client(t.app, '10.8.1.2');
    expect((await anon.post('/api/circles', circle)).statusCode).toBe(401);
    expect((await anon.get('/api/circles/mine')).statusCode).toBe(401);
  });

  it('joins, posts, and leaves; the join persists and non-members cannot post', async () => {
    const owner = await fan();
    const id = (await owner.post('/api/circles', circle)).json().id;
    const member = await fan();

    const denied = await member.post(`/api/circles/${id}/posts`, { body: 'hello' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(CIRCLE_MEMBERS_ONLY_MESSAGE);

    expect((await member.post(`/api/circles/${id}/members`, {})).json()).toMatchObject({ isMember: true, members: 2 });
    expect((await member.get(`/api/circles/${id}`)).json()).toMatchObject({ role: 'member', isMember: true });
    const posted = (await member.post(`/api/circles/${id}/posts`, { body: '  First drop tonight  ' })).json();
    expect(posted.posts[0]).toMatchObject({ body: 'First drop tonight' });
    expect((await owner.get(`/api/circles/${id}`)).json().posts[0].body).toBe('First drop tonight');
    expect((await member.post(`/api/circles/${id}/posts`, { body: '   ' })).statusCode).toBe(400);

    const left = (await member.delete(`/api/circles/${id}/members/me`)).json();
    expect(left).toMatchObject({ isMember: false, members: 1 });
    const ownerLeave = await owner.delete(`/api/circles/${id}/members/me`);
    expect(ownerLeave.statusCode).toBe(409);
    expect(ownerLeave.json().error.message).toBe(CIRCLE_OWNER_LEAVE_MESSAGE);
    expect((await member.get('/api/circles/404-nope')).statusCode).toBe(404);
  });

  it('keeps a guest’s circle, membership and posts when the guest signs up', async () => {
    const guest = await fan();
    const id = (await guest.post('/api/circles', circle)).json().id;
    await guest.post(`/api/circles/${id}/posts`, { body: 'Made as a guest' });
    await guest.post('/api/circles/demo-circle-type-club/members', {});
    const email = `circle-${Math.random().toString(36).slice(2)}@example.com`;
    expect(
      (await guest.post('/api/accounts/sign-up', { name: 'Circle Keeper', email, password: 'correct horse' }))
        .statusCode,
    ).toBe(201);
    const after = (await guest.get(`/api/circles/${id}`)).json();
    expect(after).toMatchObject({
      role: 'owner',
      posts: [{ body: 'Made as a guest', author: { name: 'Circle Keeper' } }],
    });
    expect(
      (await guest.get('/api/circles/mine'))
        .json()
        .items.map((x: { id: string }) => x.id)
        .sort(),
    ).toEqual([id, 'demo-circle-type-club'].sort());
  });

  it('keeps a private circle’s posts to members; joining needs the invite code', async () => {
    const owner = await fan();
    const created = (await owner.post('/api/circles', { ...circle, isPrivate: true })).json();
    expect(created.inviteCode).toEqual(expect.any(String));
    await owner.post(`/api/circles/${created.id}/posts`, { body: 'Members only plans' });

    const outsider = await fan();
    const seen = (await outsider.get(`/api/circles/${created.id}`)).json();
    expect(seen).toMatchObject({ posts: null, memberList: [], inviteCode: null, isMember: false });
    expect((await outsider.get('/api/circles')).json().items.map((x: { id: string }) => x.id)).not.toContain(
      created.id,
    );
    const noCode = await outsider.post(`/api/circles/${created.id}/members`, {});
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json().error.message).toBe(CIRCLE_PRIVATE_MESSAGE);
    expect((await outsider.post(`/api/circles/${created.id}/members`, { inviteCode: 'wrong' })).statusCode).toBe(403);
    expect((await outsider.post(`/api/circles/${created.id}/posts`, { body: 'hi' })).statusCode).toBe(403);

    const joined = (
      await outsider.post(`/api/circles/${created.id}/members`, { inviteCode: created.inviteCode })
    ).json();
    expect(joined.posts.map((p: { body: string }) => p.body)).toEqual(['Members only plans']);
  });
});
