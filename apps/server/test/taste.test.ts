import type { CreatorCard } from '@pulse/domain/creators-contracts';
import {
  type CalibrationChoice,
  MICRO_CALIBRATION_QUESTIONS,
  matchCreators,
  TASTE_ANCHORS,
} from '@pulse/domain/micro-calibration';
import { UNKNOWN_CREATOR_MESSAGE } from '@pulse/domain/taste';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/auth';
import { creatorProfiles } from '../src/db/schema/creators';
import { DEMO_CREATORS } from '../src/db/seed/demo-creators';
import { TASTE_SESSION_MESSAGE } from '../src/modules/taste/taste.service';
import { testAccounts } from './helpers/accounts';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let approved: CreatorCard[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // A creative still in review carries every tag: never a match, never likeable.
  await t.database.db.insert(user).values({
    id: 'pending-creator-all-tags',
    name: 'Pending Everything',
    email: 'pending-creator@pulse.test',
    role: 'creator',
    creativeRole: 'producer',
    creatorStatus: 'pending',
  });
  await t.database.db.insert(creatorProfiles).values({
    userId: 'pending-creator-all-tags',
    vibeTags: [...new Set(DEMO_CREATORS.flatMap((c) => c.vibeTags))],
  });
  approved = (await t.app.inject({ method: 'GET', url: '/api/discover/creatives?limit=50' })).json().items;
});
afterAll(() => t.close());

/** Each fan from an address of its own (`10.3.x.y`). */
const { fan } = testAccounts(() => t, { ip: '10.3' });

const fullCalibration = {
  pace: 'slow-burn',
  texture: 'handmade',
  'first-hit': 'the-beat',
  mood: 'nostalgic',
  format: 'loops',
  scene: 'study-session',
  reach: 'familiar',
} as const;

describe('taste needs a session', () => {
  it('answers 401 without one, for every taste call', async () => {
    const c = new Client(t.app);
    for (const res of [
      await c.get('/api/taste'),
      await c.get('/api/taste/matches'),
      await c.post('/api/taste', { step: 'anchor', anchor: null }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthenticated', message: TASTE_SESSION_MESSAGE });
    }
  });

  it('starts empty for a new guest', async () => {
    const c = await fan();
    const res = await c.get('/api/taste');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      preferredVibes: [],
      quizResponses: {},
      microCalibration: {},
      anchor: null,
      matchedArtists: [],
      likedCreators: [],
      tagWeights: {},
      updatedAt: null,
    });
    expect((await c.get('/api/taste/matches')).json()).toEqual({ items: [] });
  });
});

describe('fan quiz (POST /api/taste, step quiz)', () => {
  it('stores the answers and the spec derived vibes, and keeps them across requests', async () => {
    const c = await fan();
    const res = await c.post('/api/taste', {
      step: 'quiz',
      quizResponses: { energy: 'dance', production: 'natural', focus: 'beat' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      quizResponses: { energy: 'dance', production: 'natural', focus: 'beat' },
      preferredVibes: ['High-energy', 'Dance', 'Organic', 'Raw', 'Beat-driven'],
      tagWeights: { 'high-energy': 1, dance: 1, organic: 1, raw: 1, 'beat-driven': 1 },
      matchedArtists: [],
    });
    expect(res.json().updatedAt).toEqual(expect.any(String));

    // Retaking the quiz replaces its vibes and weights instead of adding to them.
    await c.post('/api/taste', {
      step: 'quiz',
      quizResponses: { energy: 'chill', production: 'digital', focus: 'voice' },
    });
    const again = (await c.get('/api/taste')).json();
    expect(again.preferredVibes).toEqual(['Chill', 'Mellow', 'Digital', 'Electronic', 'Vocal-focused']);
    expect(again.tagWeights).toEqual({ chill: 1, mellow: 1, digital: 1, electronic: 1, 'vocal-focused': 1 });
  });

  it('rejects an incomplete quiz with a message per answer and stores nothing', async () => {
    const c = await fan();
    const res = await c.post('/api/taste', { step: 'quiz', quizResponses: { energy: 'loud' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Pick Dance or Chill',
      fields: {
        'quizResponses.energy': 'Pick Dance or Chill',
        'quizResponses.production': 'Pick Natural or Digital',
        'quizResponses.focus': 'Pick The beat or The voice',
      },
    });
    expect((await c.get('/api/taste')).json().updatedAt).toBeNull();
  });

  it('rejects an unknown step', async () => {
    const c = await fan();
    const res = await c.post('/api/taste', { step: 'horoscope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ step: 'Unknown taste step' });
  });
});

describe('micro-calibration (step micro-calibration)', () => {
  it('every choice and anchor points to tags the seeded creatives carry', () => {
    const carried = new Set(DEMO_CREATORS.flatMap((c) => c.vibeTags.map((tag) => tag.toLowerCase())));
    const choices: readonly CalibrationChoice[] = [
      ...MICRO_CALIBRATION_QUESTIONS.flatMap((q): readonly CalibrationChoice[] => q.choices),
      ...TASTE_ANCHORS,
    ];
    for (const choice of choices) {
      for (const tag of choice.tags) expect(carried, `${choice.value}: ${tag}`).toContain(tag.toLowerCase());
    }
  });

  it('saves each answer and scores the approved creatives: the top 5 become matchedArtists', async () => {
    const c = await fan();
    const first = await c.post('/api/taste', { step: 'micro-calibration', microCalibration: { pace: 'full-send' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().microCalibration).toEqual({ pace: 'full-send' });
    expect(first.json().matchedArtists).toEqual(matchCreators(approved, { pace: 'full-send' }));
    expect(first.json().matchedArtists).toHaveLength(5);

    const res = await c.post('/api/taste', { step: 'micro-calibration', microCalibration: fullCalibration });
    const taste = res.json();
    expect(taste.microCalibration).toEqual(fullCalibration);
    // The same answer as the domain's scoring over every approved creative.
    expect(taste.matchedArtists).toEqual(matchCreators(approved, fullCalibration));
    expect(taste.matchedArtists[0]).toBe('demo-creator-maya-lin');
    expect(taste.matchedArtists).not.toContain('pending-creator-all-tags');
    expect(taste.preferredVibes).toEqual([
      'Chill',
      'Mellow',
      'Organic',
      'Raw',
      'Beat-driven',
      'Hip-hop',
      'Throwback',
      'Lo-fi',
      'Clean',
    ]);
    expect(taste.tagWeights).toMatchObject({ chill: 2, mellow: 2, 'lo-fi': 3, 'beat-driven': 2 });

    const matches = (await c.get('/api/taste/matches')).json().items as CreatorCard[];
    expect(matches.map((m) => m.id)).toEqual(taste.matchedArtists);
    expect(matches[0]).toMatchObject({
      name: 'Maya Lin',
      avatarUrl: '/api/creators/demo-creator-maya-lin/avatar',
      vibeTags: ['Lo-fi', 'Chill', 'Mellow', 'Organic', 'Beat-driven'],
    });
  });

  it('Skip All with no answers still matches 5 creatives (ties by id)', async () => {
    const c = await fan();
    const res = await c.post('/api/taste', { step: 'micro-calibration', microCalibration: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().matchedArtists).toEqual(
      approved
        .map((a) => a.id)
        .sort()
        .slice(0, 5),
    );
  });

  it('rejects an unknown question or choice', async () => {
    const c = await fan();
    const wrong = await c.post('/api/taste', { step: 'micro-calibration', microCalibration: { pace: 'sideways' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ 'microCalibration.pace': 'Pick one of the answers shown' });
    const unknown = await c.post('/api/taste', { step: 'micro-calibration', microCalibration: { zodiac: 'leo' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('That is not one of the questions');
  });
});

describe('taste anchor (step anchor)', () => {
  it('counts as one more answer, and null (skipped) removes it', async () => {
    const c = await fan();
    await c.post('/api/taste', { step: 'micro-calibration', microCalibration: { pace: 'slow-burn' } });
    const anchored = (await c.post('/api/taste', { step: 'anchor', anchor: 'real-stories' })).json();
    expect(anchored.anchor).toBe('real-stories');
    expect(anchored.matchedArtists).toEqual(matchCreators(approved, { pace: 'slow-burn' }, 'real-stories'));
    // Sofia (Documentary, Raw) is matched only through the anchor.
    expect(anchored.matchedArtists).toContain('demo-creator-sofia-marquez');
    expect(anchored.preferredVibes).toEqual(['Chill', 'Mellow', 'Documentary', 'Raw']);

    const skipped = (await c.post('/api/taste', { step: 'anchor', anchor: null })).json();
    expect(skipped.anchor).toBeNull();
    expect(skipped.matchedArtists).toEqual(matchCreators(approved, { pace: 'slow-burn' }));
    expect(skipped.matchedArtists).not.toContain('demo-creator-sofia-marquez');
    expect(skipped.tagWeights).toEqual({ chill: 1, mellow: 1 });
  });

  it('rejects an unknown anchor', async () => {
    const c = await fan();
    const res = await c.post('/api/taste', { step: 'anchor', anchor: 'the-moon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ anchor: 'Pick one of the anchors shown, or skip' });
  });
});

describe('swipe matching (step matching)', () => {
  it('stores the liked creatives once each, in order', async () => {
    const c = await fan();
    const ids = ['demo-creator-theo-nakamura', 'demo-creator-maya-lin', 'demo-creator-theo-nakamura'];
    const res = await c.post('/api/taste', { step: 'matching', likedCreators: ids });
    expect(res.statusCode).toBe(200);
    expect(res.json().likedCreators).toEqual(['demo-creator-theo-nakamura', 'demo-creator-maya-lin']);
    expect((await c.get('/api/taste')).json().likedCreators).toEqual([
      'demo-creator-theo-nakamura',
      'demo-creator-maya-lin',
    ]);
    // Liking nobody is a valid end of matching.
    expect((await c.post('/api/taste', { step: 'matching', likedCreators: [] })).json().likedCreators).toEqual([]);
  });

  it('accepts only approved creatives and at most 5', async () => {
    const c = await fan();
    await c.post('/api/taste', { step: 'matching', likedCreators: ['demo-creator-maya-lin'] });
    for (const bad of [['demo-creator-maya-lin', 'nobody'], ['pending-creator-all-tags']]) {
      const res = await c.post('/api/taste', { step: 'matching', likedCreators: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation_failed',
        message: UNKNOWN_CREATOR_MESSAGE,
        fields: { likedCreators: UNKNOWN_CREATOR_MESSAGE },
      });
    }
    const many = await c.post('/api/taste', { step: 'matching', likedCreators: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields).toEqual({ likedCreators: 'You can like at most 5 creators here' });
    // Nothing half-written.
    expect((await c.get('/api/taste')).json().likedCreators).toEqual(['demo-creator-maya-lin']);
  });
});

describe('ownership', () => {
  it("keeps one user's taste out of another's reach", async () => {
    const a = await fan();
    const b = await fan();
    await a.post('/api/taste', {
      step: 'quiz',
      quizResponses: { energy: 'dance', production: 'digital', focus: 'beat' },
    });
    await a.post('/api/taste', { step: 'matching', likedCreators: ['demo-creator-dev-patel'] });

    expect((await b.get('/api/taste')).json().preferredVibes).toEqual([]);
    expect((await b.get('/api/taste/matches')).json().items).toEqual([]);
    await b.post('/api/taste', { step: 'anchor', anchor: 'bold-design' });

    const mine = (await a.get('/api/taste')).json();
    expect(mine.anchor).toBeNull();
    expect(mine.likedCreators).toEqual(['demo-creator-dev-patel']);
    expect(mine.preferredVibes).toEqual(['High-energy', 'Dance', 'Digital', 'Electronic', 'Beat-driven']);
  });

  it('follows a guest into the account they sign up for', async () => {
    const c = await fan();
    await c.post('/api/taste', { step: 'micro-calibration', microCalibration: fullCalibration });
    const signUp = await c.post('/api/accounts/sign-up', {
      name: 'Taste Keeper',
      email: `taste-${Date.now()}@example.edu`,
      password: 'taste-password-1',
    });
    expect(signUp.statusCode).toBe(201);
    const taste = (await c.get('/api/taste')).json();
    expect(taste.microCalibration).toEqual(fullCalibration);
    expect(taste.matchedArtists).toHaveLength(5);
  });
});
