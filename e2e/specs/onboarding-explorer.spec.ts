import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

interface Taste {
  preferredVibes: string[];
  quizResponses: Record<string, string>;
  microCalibration: Record<string, string>;
  anchor: string | null;
  matchedArtists: string[];
  likedCreators: string[];
}

async function taste(page: Page): Promise<Taste> {
  const res = await page.request.get('/api/taste');
  expect(res.ok()).toBeTruthy();
  return res.json();
}

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

/** A choice button's name starts with its label, then its scene. */
const choice = (page: Page, label: string) =>
  page.getByRole('main').getByRole('button', { name: new RegExp(`^${label}`) });
const mainButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

test.describe('explorer onboarding at /onboarding', () => {
  test('micro-calibration, anchor, DNA scan and swipe matching end at /fan/feed with the likes saved', async ({
    page,
    errors,
  }) => {
    test.setTimeout(60_000);
    // With motion on, each match card fades out marked with the decision (the suite's default is reduced motion;
    // the next journey covers that path).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { name: 'Welcome to Pulse' })).toBeVisible();
    // Talk to Lou leads to the assistant chat (lou.spec.ts covers the chat itself).
    await expect(page.getByRole('link', { name: /Talk to Lou/ })).toHaveAttribute('href', '/onboarding/lou');
    await expect(page.getByRole('navigation', { name: /main|floating/i })).toHaveCount(0);
    await page.getByRole('link', { name: /Traditional Setup/ }).click();

    await expect(page).toHaveURL(/\/onboarding\/role$/);
    await page.getByRole('button', { name: 'Explorer' }).click();
    await expect(page).toHaveURL(/\/onboarding\/vibe$/);
    expect((await (await page.request.get('/api/me')).json()).user).toMatchObject({ role: 'fan', isGuest: true });

    await expect(page.getByText('Question 1 of 7')).toBeVisible();
    await expect(mainButton(page, 'Back')).toHaveCount(0);
    await choice(page, 'Slow burn').click();
    await expect(page.getByText('Question 2 of 7')).toBeVisible();
    await choice(page, 'Handmade').click();
    await expect(page.getByText('Question 3 of 7')).toBeVisible();

    // Back after the first question shows the answer given; answering again moves on.
    await mainButton(page, 'Back').click();
    await expect(page.getByText('Question 2 of 7')).toBeVisible();
    await expect(choice(page, 'Handmade')).toHaveAttribute('aria-pressed', 'true');
    await choice(page, 'Gritty').click();
    await expect(page.getByText('Question 3 of 7')).toBeVisible();

    // A reload resumes at the first unanswered question with the answers kept on the server.
    await page.reload();
    await expect(page.getByText('Question 3 of 7')).toBeVisible();
    await mainButton(page, 'Back').click();
    await expect(choice(page, 'Gritty')).toHaveAttribute('aria-pressed', 'true');
    await choice(page, 'Gritty').click();
    await choice(page, 'The beat').click();
    await expect(page.getByText('Question 4 of 7')).toBeVisible();
    await choice(page, 'Nostalgic').click();
    await expect(page.getByText('Question 5 of 7')).toBeVisible();

    // Skip All completes with the answers so far.
    await mainButton(page, 'Skip All').click();
    await expect(page).toHaveURL(/\/onboarding\/taste-anchor$/);
    const calibrated = await taste(page);
    expect(calibrated.microCalibration).toEqual({
      pace: 'slow-burn',
      texture: 'gritty',
      'first-hit': 'the-beat',
      mood: 'nostalgic',
    });
    expect(calibrated.matchedArtists).toHaveLength(5);

    await expect(page.getByRole('heading', { name: 'Anchor your taste' })).toBeVisible();
    await choice(page, 'Late-night loops').click();
    await expect(page).toHaveURL(/\/onboarding\/taste-anchor\?step=dna$/);
    await expect(page.getByRole('heading', { name: 'Scanning your Taste DNA' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(8);

    // The scan takes 8 x 1200 ms, then swipe matching over the 5 matched creatives.
    await expect(page).toHaveURL(/step=match$/, { timeout: 15_000 });
    const matched = (await taste(page)).matchedArtists;
    expect((await taste(page)).anchor).toBe('late-night-loops');
    const cards: { id: string; name: string }[] = (await (await page.request.get('/api/taste/matches')).json()).items;
    expect(cards.map((c) => c.id)).toEqual(matched);

    const decisions = ['Like', 'Skip', 'Like', 'Skip', 'Skip'] as const;
    for (const [i, decision] of decisions.entries()) {
      await expect(page.getByText(`Match ${i + 1} of 5`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: cards[i]!.name })).toBeVisible();
      await mainButton(page, decision).click();
      // The card fades out (500 ms) marked with the decision before the next one comes.
      if (i === 0) await expect(page.getByText('LIKED', { exact: true })).toBeVisible();
    }

    await expect(page).toHaveURL(/\/fan\/feed$/);
    await expect(page.getByRole('heading', { name: 'Your Taste DNA' })).toBeVisible();
    expect((await taste(page)).likedCreators).toEqual([cards[0]!.id, cards[2]!.id]);
    expect(errors).toEqual([]);
  });

  test('with reduced motion every screen of the flow passes axe and the cards change without a fade', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/onboarding');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/onboarding/role');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Explorer' }).click();
    await expect(page.getByText('Question 1 of 7')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await mainButton(page, 'Skip All').click();
    await expect(page.getByRole('heading', { name: 'Anchor your taste' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await mainButton(page, 'Skip this step').click();
    await expect(page.getByRole('heading', { name: 'Scanning your Taste DNA' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect((await taste(page)).anchor).toBeNull();

    await expect(page.getByText('Match 1 of 5')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    // No fade: the next card is there at once.
    for (let i = 1; i <= 5; i++) {
      await expect(page.getByText(`Match ${i} of 5`)).toBeVisible({ timeout: 200 });
      await mainButton(page, i === 5 ? 'Like' : 'Skip').click();
    }
    await expect(page).toHaveURL(/\/fan\/feed$/);
    const saved = await taste(page);
    expect(saved.likedCreators).toEqual([saved.matchedArtists[4]]);
  });

  test('Creative and PulsePartner leave the flow for their own setup', async ({ page }) => {
    await page.goto('/onboarding/role');
    await page.getByRole('button', { name: 'Creative' }).click();
    await expect(page).toHaveURL(/\/creator\/onboarding$/);
    expect((await (await page.request.get('/api/me')).json()).user).toMatchObject({ role: 'creator' });

    await page.goto('/onboarding/role');
    await page.getByRole('button', { name: 'PulsePartner' }).click();
    await expect(page).toHaveURL(/\/pulse-iq$/);
    expect((await (await page.request.get('/api/me')).json()).user).toMatchObject({ role: 'brand' });
  });

  test('the explorer stages send a visitor without an Explorer session to the role cards', async ({ page }) => {
    await page.goto('/onboarding/vibe');
    await expect(page).toHaveURL(/\/onboarding\/role$/);
    await page.goto('/onboarding/taste-anchor?step=match');
    await expect(page).toHaveURL(/\/onboarding\/role$/);
  });
});

test.describe('fan taste quiz at /onboarding/explorer', () => {
  test('three questions with Previous and a progress bar; the last answer stores the taste and goes to /explore', async ({
    page,
    errors,
  }) => {
    await page.goto('/start');
    await page.getByRole('button', { name: /Explorer/ }).click();
    await expect(page).toHaveURL(/\/onboarding\/explorer$/);

    await expect(page.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeVisible();
    await expect(mainButton(page, 'Previous')).toHaveCount(0);
    await choice(page, 'Dance').click();
    await expect(page.getByRole('progressbar', { name: 'Question 2 of 3' })).toBeVisible();
    await choice(page, 'Digital').click();
    await expect(page.getByRole('progressbar', { name: 'Question 3 of 3' })).toBeVisible();

    await mainButton(page, 'Previous').click();
    await mainButton(page, 'Previous').click();
    await expect(choice(page, 'Dance')).toHaveAttribute('aria-pressed', 'true');
    await choice(page, 'Chill').click();

    // A reload keeps the answers given so far and resumes at the first unanswered question.
    await page.reload();
    await expect(page.getByRole('progressbar', { name: 'Question 3 of 3' })).toBeVisible();
    await mainButton(page, 'Previous').click();
    await expect(choice(page, 'Digital')).toHaveAttribute('aria-pressed', 'true');
    await mainButton(page, 'Previous').click();
    await expect(choice(page, 'Chill')).toHaveAttribute('aria-pressed', 'true');
    await choice(page, 'Chill').click();
    await choice(page, 'Digital').click();
    expect((await taste(page)).quizResponses).toEqual({});

    await choice(page, 'The voice').click();
    await expect(page.getByRole('heading', { name: 'Building your Taste Profile' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Taste Profile' })).toBeVisible();
    const stored = await taste(page);
    expect(stored.quizResponses).toEqual({ energy: 'chill', production: 'digital', focus: 'voice' });
    expect(stored.preferredVibes).toEqual(['Chill', 'Mellow', 'Digital', 'Electronic', 'Vocal-focused']);

    // +2% every 100 ms to 100%, then a 500 ms pause: about 5.5 s.
    await expect(page).toHaveURL(/\/explore$/, { timeout: 10_000 });
    expect(errors).toEqual([]);
  });

  test('a visitor without a session becomes a guest Explorer when the quiz is saved', async ({ page }) => {
    await page.goto('/onboarding/explorer');
    await expectNoSeriousA11yViolations(page);
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
    await choice(page, 'Chill').click();
    await choice(page, 'Natural').click();
    await choice(page, 'The beat').click();
    await expect(page.getByRole('heading', { name: 'Building your Taste Profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect((await (await page.request.get('/api/me')).json()).user).toMatchObject({ role: 'fan', isGuest: true });
    expect((await taste(page)).preferredVibes).toEqual(['Chill', 'Mellow', 'Organic', 'Raw', 'Beat-driven']);
    await expect(page).toHaveURL(/\/explore$/, { timeout: 10_000 });
  });
});
