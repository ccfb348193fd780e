import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAccounts } from './helpers/accounts';
import { type Client, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each browser with its own cookies and its own address for the rate limits. */
const { client: browser, session, account } = testAccounts(() => t, { ip: '10.3' });

function put(c: Client, url: string, body: unknown) {
  return c.request({
    method: 'PUT',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

const PRODUCER = '/api/onboarding/preferences/producer';
const COLLABORATOR = '/api/onboarding/preferences/collaborator';
const PRODUCER_DRAFT = '/api/onboarding/drafts/producer';
const FILMMAKER_DRAFT = '/api/onboarding/drafts/filmmaker';

const producerAnswers = {
  production_style: ['lo-fi', 'r&b'],
  tools_daw: ['ableton', 'hardware'],
  showcase_intent: 'both',
  collaboration_openness: 'yes-both',
  sound_inspiration: ['samples', 'vocal-chops'],
};

describe('session required', () => {
  it('answers 401 to every onboarding endpoint without a session', async () => {
    const c = browser();
    for (const res of [
      await c.get(PRODUCER),
      await put(c, PRODUCER, { answers: {} }),
      await c.get(COLLABORATOR),
      await c.get(PRODUCER_DRAFT),
      await put(c, PRODUCER_DRAFT, { currentStep: 1, displayName: 'Maya' }),
      await c.delete(FILMMAKER_DRAFT),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'unauthenticated', message: 'Please sign in to continue.' });
    }
  });

  it('knows only producer/collaborator quizzes and producer/filmmaker drafts', async () => {
    const c = (await session('creator')).c;
    expect((await c.get('/api/onboarding/preferences/fan')).statusCode).toBe(404);
    expect((await c.get('/api/onboarding/drafts/designer')).statusCode).toBe(404);
  });
});

describe('quiz answers (role_preferences)', () => {
  it('starts empty, saves each answer as it is given, and merges them', async () => {
    const c = (await session('creator')).c;
    expect((await c.get(PRODUCER)).json()).toEqual({
      kind: 'producer',
      preferences: {},
      onboardingCompleted: false,
      updatedAt: null,
    });
    const first = await put(c, PRODUCER, { answers: { production_style: ['lo-fi', 'lo-fi', 'trap'] } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      preferences: { production_style: ['lo-fi', 'trap'] },
      onboardingCompleted: false,
    });
    await put(c, PRODUCER, { answers: { tools_daw: ['logic'] } });
    await put(c, PRODUCER, { answers: { production_style: ['jazz'] } });
    const read = (await c.get(PRODUCER)).json();
    expect(read.preferences).toEqual({ production_style: ['jazz'], tools_daw: ['logic'] });
    expect(read.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses answers that are not on the lists, with field messages, and stores nothing', async () => {
    const c = (await session('creator')).c;
    await put(c, PRODUCER, { answers: { showcase_intent: 'wip' } });
    const res = await put(c, PRODUCER, {
      answers: { showcase_intent: ['finished'], production_style: [], tools_daw: ['garageband'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        'answers.showcase_intent': 'Pick one of the listed options',
        'answers.production_style': 'Pick at least one option',
        'answers.tools_daw.0': 'Pick one of the listed options',
      },
    });
    const unknownQuestion = await put(c, PRODUCER, { answers: { project_type: 'podcast' } });
    expect(unknownQuestion.statusCode).toBe(400);
    expect((await c.get(PRODUCER)).json().preferences).toEqual({ showcase_intent: 'wip' });
  });

  it('completes only with all five answers; a failed completion writes nothing', async () => {
    const c = (await session('creator')).c;
    const { sound_inspiration: _, ...four } = producerAnswers;
    await put(c, PRODUCER, { answers: { production_style: ['trap'] } });
    const early = await put(c, PRODUCER, { answers: { ...four, production_style: ['jazz'] }, completed: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Pick at least one option',
      fields: { 'answers.sound_inspiration': 'Pick at least one option' },
    });
    expect((await c.get(PRODUCER)).json()).toMatchObject({
      preferences: { production_style: ['trap'] },
      onboardingCompleted: false,
    });

    const done = await put(c, PRODUCER, { answers: producerAnswers, completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ preferences: producerAnswers, onboardingCompleted: true });
    // A later change of answer keeps the quiz completed.
    const later = await put(c, PRODUCER, { answers: { showcase_intent: 'wip' } });
    expect(later.json()).toMatchObject({ onboardingCompleted: true, preferences: { showcase_intent: 'wip' } });
  });

  it('keeps the two quizzes apart and completes the brand one', async () => {
    const c = (await session('brand')).c;
    const answers = {
      project_type: 'podcast',
      music_type: ['intro-outro', 'background'],
      licensing_preference: 'either',
      budget_range: '100-500',
      timeline_urgency: 'within-week',
    };
    expect((await put(c, COLLABORATOR, { answers: { production_style: ['trap'] } })).statusCode).toBe(400);
    const res = await put(c, COLLABORATOR, { answers, completed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'collaborator', preferences: answers, onboardingCompleted: true });
    expect((await c.get(PRODUCER)).json()).toMatchObject({ preferences: {}, onboardingCompleted: false });
  });

  it("never shows or changes another user's answers", async () => {
    const a = (await session('creator')).c;
    const b = (await account()).c;
    await put(a, PRODUCER, { answers: producerAnswers, completed: true });
    expect((await b.get(PRODUCER)).json()).toMatchObject({ preferences: {}, onboardingCompleted: false });
    await put(b, PRODUCER, { answers: { tools_daw: ['reaper'] } });
    expect((await a.get(PRODUCER)).json().preferences.tools_daw).toEqual(['ableton', 'hardware']);
  });
});

const basics = { displayName: 'Maya Chen', location: 'Austin, TX', portfolioLink: 'https://maya.studio' };
const complete = {
  ...basics,
  genres: ['Lo-fi', 'Hip-hop'],
  vibes: ['Chill'],
  bio: 'Lo-fi beats from a dorm room in Austin, made for study sessions.',
  specialties: ['Lo-fi', 'Ambient'],
  links: ['soundcloud.com/maya'],
};

describe('creative onboarding drafts', () => {
  it('saves, replaces and reads back the caller draft per role', async () => {
    const c = (await account()).c;
    expect((await c.get(PRODUCER_DRAFT)).json()).toEqual({ draft: null });
    const saved = await put(c, PRODUCER_DRAFT, { currentStep: 1, displayName: 'M', portfolioLink: 'maya.studio' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft).toMatchObject({
      role: 'producer',
      currentStep: 1,
      displayName: 'M',
      location: '',
      portfolioLink: 'maya.studio',
      genres: [],
      completed: false,
      completedAt: null,
    });
    await put(c, PRODUCER_DRAFT, { currentStep: 2, ...basics, genres: ['Lo-fi'] });
    const read = (await c.get(PRODUCER_DRAFT)).json().draft;
    expect(read).toMatchObject({ currentStep: 2, ...basics, genres: ['Lo-fi'], vibes: [] });
    expect((await c.get(FILMMAKER_DRAFT)).json()).toEqual({ draft: null });
  });

  it('answers bad input with the spec messages and keeps the stored draft', async () => {
    const c = (await account()).c;
    await put(c, PRODUCER_DRAFT, { currentStep: 1, displayName: 'Maya' });
    const tooLong = await put(c, PRODUCER_DRAFT, {
      currentStep: 1,
      displayName: 'x'.repeat(51),
      location: 'y'.repeat(101),
      portfolioLink: 'not a url',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toEqual({
      code: 'validation_failed',
      message: 'Display name must be at most 50 characters',
      fields: {
        displayName: 'Display name must be at most 50 characters',
        location: 'Location must be at most 100 characters',
        portfolioLink: 'Please enter a valid URL',
      },
    });
    const skipped = await put(c, PRODUCER_DRAFT, { currentStep: 2, displayName: ' ' });
    expect(skipped.json().error.fields).toEqual({ displayName: 'Display name is required' });
    const short = await put(c, PRODUCER_DRAFT, { currentStep: 2, displayName: 'M' });
    expect(short.json().error.fields).toEqual({ displayName: 'Display name must be at least 2 characters' });
    const noCalibration = await put(c, PRODUCER_DRAFT, { currentStep: 3, ...basics });
    expect(noCalibration.json().error.fields).toEqual({
      genres: 'Pick at least one genre',
      vibes: 'Pick at least one vibe',
    });
    const wrongList = await put(c, PRODUCER_DRAFT, { currentStep: 1, ...basics, specialties: ['Event Recap'] });
    expect(wrongList.json().error.fields).toEqual({ 'specialties.0': 'Pick one of the listed options' });
    expect((await c.get(PRODUCER_DRAFT)).json().draft).toMatchObject({ currentStep: 1, displayName: 'Maya' });
  });

  it('completes on step 4 with every step valid, and completion sticks', async () => {
    const c = (await account()).c;
    const incomplete = await put(c, FILMMAKER_DRAFT, {
      currentStep: 4,
      ...complete,
      specialties: [],
      completed: true,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.fields).toEqual({ specialties: 'Pick at least one specialty' });

    const done = await put(c, FILMMAKER_DRAFT, {
      currentStep: 4,
      ...complete,
      specialties: ['Documentary'],
      firstAction: 'first-piece',
      completed: true,
    });
    expect(done.statusCode).toBe(200);
    const draft = done.json().draft;
    expect(draft).toMatchObject({ role: 'filmmaker', currentStep: 4, completed: true, firstAction: 'first-piece' });
    expect(Date.parse(draft.completedAt)).not.toBeNaN();

    // Editing afterwards keeps it completed, so the rules of every step still apply.
    const broken = await put(c, FILMMAKER_DRAFT, {
      currentStep: 1,
      ...complete,
      specialties: ['Documentary'],
      bio: '',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.fields).toEqual({ bio: 'Bio is required' });
    const edited = await put(c, FILMMAKER_DRAFT, {
      currentStep: 1,
      ...complete,
      displayName: 'Maya C.',
      specialties: ['Documentary'],
    });
    expect(edited.json().draft).toMatchObject({
      displayName: 'Maya C.',
      completed: true,
      completedAt: draft.completedAt,
    });
  });

  it("keeps every draft to its owner: another user's draft cannot be read, changed or deleted", async () => {
    const owner = (await account()).c;
    const other = (await account()).c;
    const guestUser = (await session('creator')).c;
    await put(owner, PRODUCER_DRAFT, { currentStep: 2, ...basics });

    for (const c of [other, guestUser]) {
      expect((await c.get(PRODUCER_DRAFT)).json()).toEqual({ draft: null });
      expect((await put(c, PRODUCER_DRAFT, { currentStep: 1, displayName: 'Intruder' })).statusCode).toBe(200);
      expect((await c.delete(PRODUCER_DRAFT)).statusCode).toBe(204);
    }
    expect((await owner.get(PRODUCER_DRAFT)).json().draft).toMatchObject({ displayName: 'Maya Chen', currentStep: 2 });
    // Ids in the query are not a way in either: the session decides whose draft it is.
    const sneaky = await other.get(`${PRODUCER_DRAFT}?userId=someone-else`);
    expect(sneaky.json()).toEqual({ draft: null });
  });

  it('deletes the caller draft', async () => {
    const c = (await account()).c;
    await put(c, PRODUCER_DRAFT, { currentStep: 1, displayName: 'Maya' });
    expect((await c.delete(PRODUCER_DRAFT)).statusCode).toBe(204);
    expect((await c.get(PRODUCER_DRAFT)).json()).toEqual({ draft: null });
  });

  it("moves a guest's draft and answers to the account they sign up for", async () => {
    const c = (await session('creator')).c;
    await put(c, PRODUCER_DRAFT, { currentStep: 2, ...basics });
    await put(c, PRODUCER, { answers: { tools_daw: ['reason'] } });
    const res = await c.post('/api/accounts/sign-up', {
      name: 'Maya Chen',
      email: `maya-${Date.now()}@example.edu`,
      password: 'onboarding-password',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.isGuest).toBe(false);
    expect((await c.get(PRODUCER_DRAFT)).json().draft).toMatchObject({ displayName: 'Maya Chen', currentStep: 2 });
    expect((await c.get(PRODUCER)).json().preferences).toEqual({ tools_daw: ['reason'] });
  });
});
