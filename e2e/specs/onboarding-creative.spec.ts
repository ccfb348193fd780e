import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, expect, signUpAs, test } from '../fixtures';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

const main = (page: Page) => page.getByRole('main');

/** Picks a choice by its visible label (the native input underneath is visually hidden). */
async function pick(page: Page, label: string | RegExp, group?: string) {
  const scope = group ? main(page).getByRole('group', { name: group }) : main(page);
  await scope.locator('label').filter({ hasText: label }).first().click();
}

async function localDraft(page: Page, role: 'producer' | 'filmmaker') {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  }, `pulse.onboarding.draft.${role}`);
}

// Whole journeys with accessibility scans; the shared 2-core machine can make them slow.
test.describe.configure({ timeout: 90_000 });

test.describe('producer and collaborator quizzes', () => {
  test('producer quiz: five questions, resumes after a reload, Start Uploading goes to /producer/upload', async ({
    page,
    errors: _,
  }) => {
    await page.goto('/onboarding/producer');
    await expect(page.getByRole('heading', { name: 'What does your sound live in?' })).toBeVisible();
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    const next = main(page).getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expectAccessible(page);

    await pick(page, 'Trap');
    await pick(page, 'Lo-fi');
    await expect(page.getByRole('checkbox', { name: 'Trap' })).toBeChecked();
    await expect(next).toBeEnabled();
    await next.click();

    await expect(page.getByRole('heading', { name: "What's in your studio?" })).toBeVisible();
    await expect(next).toBeDisabled();
    await pick(page, 'Ableton Live');
    await pick(page, /^Hardware/);
    await next.click();

    await expect(page.getByRole('heading', { name: 'What do you want to show first?' })).toBeVisible();
    await pick(page, 'A bit of both');
    await expect(page.getByText('Saved. You can pick up here any time.')).toBeVisible();

    // A reload resumes at the first unanswered question, with the earlier answers kept on the server.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'How do you want to work on Pulse?' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: /A bit of both/ })).toBeChecked();
    await next.click();

    await pick(page, 'Collabs and placements');
    await next.click();
    await expect(page.getByRole('heading', { name: 'Where do your sounds start?' })).toBeVisible();
    const finish = main(page).getByRole('button', { name: 'Start Uploading' });
    await expect(finish).toBeDisabled();
    await pick(page, 'Samples');
    await pick(page, 'Vocal chops');
    await finish.click();
    await expect(page).toHaveURL(/\/producer\/upload$/);

    const stored = await (await page.request.get('/api/onboarding/preferences/producer')).json();
    expect(stored).toMatchObject({
      kind: 'producer',
      onboardingCompleted: true,
      preferences: {
        production_style: ['trap', 'lo-fi'],
        tools_daw: ['ableton', 'hardware'],
        showcase_intent: 'both',
        collaboration_openness: 'yes-both',
        sound_inspiration: ['samples', 'vocal-chops'],
      },
    });
  });

  test('collaborator quiz: Create First Brief goes to /collaborator/brief-board', async ({ page, errors: _ }) => {
    await page.goto('/onboarding/collaborator');
    const next = main(page).getByRole('button', { name: 'Next' });
    await expect(page.getByRole('heading', { name: 'What are you making?' })).toBeVisible();
    await expect(next).toBeDisabled();
    await pick(page, 'Podcast');
    await next.click();
    await pick(page, /^Intros and outros/);
    await pick(page, /^Background beds/);
    await next.click();
    await pick(page, /^Either works/);
    await next.click();
    await pick(page, '$100 to $500');
    await next.click();
    await expect(page.getByRole('heading', { name: 'When do you need it?' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Back' })).toBeVisible();
    await pick(page, /^Within a week/);
    await main(page).getByRole('button', { name: 'Create First Brief' }).click();
    await expect(page).toHaveURL(/\/collaborator\/brief-board$/);

    const stored = await (await page.request.get('/api/onboarding/preferences/collaborator')).json();
    expect(stored).toMatchObject({
      onboardingCompleted: true,
      preferences: {
        project_type: 'podcast',
        music_type: ['intro-outro', 'background'],
        licensing_preference: 'either',
        budget_range: '100-500',
        timeline_urgency: 'within-week',
      },
    });
  });
});

test.describe('creative onboarding', () => {
  test('a guest sees every validation message, gets https:// added, keeps the draft in the browser, and completes', async ({
    page,
    errors: _,
  }) => {
    await page.goto('/start/creative');
    await page.getByText('Producer', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding\/creative\/basics\?role=producer$/);
    await expect(page.getByRole('heading', { name: 'The basics' })).toBeVisible();
    await expectAccessible(page);

    const cont = main(page).getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    const name = page.getByLabel('Display name');
    await name.focus();
    await name.blur();
    await expect(page.getByText('Display name is required')).toBeVisible();
    await name.fill('M');
    await expect(page.getByText('Display name must be at least 2 characters')).toBeVisible();
    await name.fill('M'.repeat(51));
    await expect(page.getByText('Display name must be at most 50 characters')).toBeVisible();
    await expect(cont).toBeDisabled();
    await name.fill('Maya Chen');
    await expect(cont).toBeEnabled();

    const location = page.getByLabel('Location (optional)');
    await location.fill('A'.repeat(101));
    await location.blur();
    await expect(page.getByText('Location must be at most 100 characters')).toBeVisible();
    await expect(cont).toBeDisabled();
    await location.fill('Austin, TX');

    const link = page.getByLabel('Portfolio link (optional)');
    await link.pressSequentially('maya');
    await link.blur();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
    await expect(cont).toBeDisabled();
    await link.press('End');
    await link.pressSequentially('.studio');
    await expect(link).toHaveValue('https://maya.studio');
    await expect(page.getByText('Please enter a valid URL')).toBeHidden();
    await cont.click();

    await expect(page).toHaveURL(/\/onboarding\/creative\/calibrate\?role=producer$/);
    expect(await localDraft(page, 'producer')).toMatchObject({
      role: 'producer',
      currentStep: 2,
      displayName: 'Maya Chen',
      location: 'Austin, TX',
      portfolioLink: 'https://maya.studio',
    });
    expect(await page.evaluate(() => window.localStorage.getItem('pulse.onboarding.creativeRole'))).toBe('producer');
    // Guests keep the draft in this browser, not on the server.
    expect((await (await page.request.get('/api/onboarding/drafts/producer')).json()).draft).toBeNull();

    // Restored after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Calibrate your sound' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/basics\?role=producer$/);
    await expect(page.getByLabel('Display name')).toHaveValue('Maya Chen');
    await expect(page.getByLabel('Portfolio link (optional)')).toHaveValue('https://maya.studio');
    await main(page).getByRole('button', { name: 'Continue' }).click();

    await expect(cont).toBeDisabled();
    await pick(page, 'Lo-fi', 'Genres');
    await pick(page, 'Hip-hop', 'Genres');
    await expect(cont).toBeDisabled();
    await pick(page, 'Chill', 'Vibes');
    await pick(page, 'Chill', 'Vibes');
    await expect(page.getByText('Pick at least one vibe')).toBeVisible();
    await pick(page, 'Gritty', 'Vibes');
    await expectAccessible(page);
    await cont.click();

    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    const bio = page.getByLabel('Bio');
    await bio.fill('Lo-fi beats');
    await bio.blur();
    await expect(page.getByText('Bio must be at least 20 characters')).toBeVisible();
    await bio.fill('Lo-fi and boom-bap from a dorm room in Austin, for films and podcasts.');
    await pick(page, 'Ambient', 'Specialties');
    await main(page).getByRole('button', { name: 'Add a link' }).click();
    const extra = page.getByRole('textbox', { name: 'Link 1' });
    await extra.pressSequentially('soundcloud.com/maya');
    await expect(extra).toHaveValue('https://soundcloud.com/maya');
    await expectAccessible(page);
    await cont.click();

    await expect(page.getByRole('heading', { name: 'Your first move' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Upload your first beat/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Browse open briefs/ })).toBeVisible();
    await expectAccessible(page);
    await main(page).getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/producer\/dashboard$/);
    expect(await localDraft(page, 'producer')).toMatchObject({
      currentStep: 4,
      completed: true,
      genres: ['Lo-fi', 'Hip-hop'],
      vibes: ['Gritty'],
      specialties: ['Ambient'],
      links: ['https://soundcloud.com/maya'],
    });
  });

  test('a signed-in filmmaker saves on the server: Save & Exit, restored on another device, first action', async ({
    page,
    browser,
    baseURL,
    errors: _,
  }) => {
    const account = await signUpAs(page, 'creator');
    await page.goto('/onboarding/creative/basics?role=filmmaker');
    await page.getByLabel('Display name').fill('Theo Park');
    await page.getByLabel('Portfolio link (optional)').pressSequentially('vimeo.com/theo');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await pick(page, 'Cinematic', 'Genres');
    await pick(page, 'Raw', 'Vibes');
    await main(page).getByRole('button', { name: 'Save & Exit' }).click();
    await expect(page).toHaveURL(/\/filmmaker\/dashboard$/);
    expect(await localDraft(page, 'filmmaker')).toBeNull();

    // Same account, another browser: the server has the draft.
    const other = await browser.newContext({ baseURL });
    const device = await other.newPage();
    await api(device.request, 'POST', '/api/accounts/sign-in', { email: account.email, password: account.password });
    await device.goto('/onboarding/creative?role=filmmaker');
    await expect(device).toHaveURL(/\/onboarding\/creative\/calibrate\?role=filmmaker$/);
    await expect(device.getByRole('heading', { name: 'Calibrate your style' })).toBeVisible();
    await expect(device.getByRole('checkbox', { name: 'Cinematic' })).toBeChecked();
    await expect(device.getByRole('checkbox', { name: 'Raw' })).toBeChecked();
    await device.getByRole('main').getByRole('button', { name: 'Back' }).click();
    await expect(device.getByLabel('Display name')).toHaveValue('Theo Park');
    await expect(device.getByLabel('Portfolio link (optional)')).toHaveValue('https://vimeo.com/theo');
    await other.close();

    // Back on the first device after a reload, carry on to the end.
    await page.goto('/onboarding/creative?role=filmmaker');
    await expect(page.getByRole('heading', { name: 'Calibrate your style' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Bio').fill('Documentary shorts and event recaps around Atlanta.');
    await pick(page, 'Documentary', 'Specialties (what you shoot)');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /Find a beat for your first piece/ }).click();
    await expect(page).toHaveURL(/\/discover\/beats$/);

    const { draft } = await (await page.request.get('/api/onboarding/drafts/filmmaker')).json();
    expect(draft).toMatchObject({
      role: 'filmmaker',
      currentStep: 4,
      completed: true,
      firstAction: 'first-piece',
      displayName: 'Theo Park',
      specialties: ['Documentary'],
    });
  });

  test('an invalid or missing role goes to /start/creative; an unknown subpath to basics', async ({
    page,
    errors: _,
  }) => {
    await page.goto('/onboarding/creative/basics?role=designer');
    await expect(page).toHaveURL(/\/start\/creative$/);
    await page.goto('/onboarding/creative/profile');
    await expect(page).toHaveURL(/\/start\/creative$/);
    await page.goto('/onboarding/creative/somewhere-else?role=filmmaker');
    await expect(page).toHaveURL(/\/onboarding\/creative\/basics\?role=filmmaker$/);
    await expect(page.getByRole('heading', { name: 'The basics' })).toBeVisible();
    // A step further on than the draft allows goes back to the first unfinished one.
    await page.goto('/onboarding/creative/first-action?role=producer');
    await expect(page).toHaveURL(/\/onboarding\/creative\/basics\?role=producer$/);
    // Back from step 1 returns to the role choice.
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/start\/creative$/);
  });

  test('a stored draft that cannot be parsed is ignored and cleared', async ({ page, errors: _ }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      window.localStorage.setItem('pulse.onboarding.draft.producer', '{"role":"producer","currentStep":3,');
      window.localStorage.setItem(
        'pulse.onboarding.draft.filmmaker',
        JSON.stringify({ role: 'filmmaker', currentStep: 3, displayName: 'X' }),
      );
    });
    await page.goto('/onboarding/creative?role=producer');
    await expect(page).toHaveURL(/\/basics\?role=producer$/);
    await expect(page.getByLabel('Display name')).toHaveValue('');
    expect(await localDraft(page, 'producer')).toBeNull();
    await page.goto('/onboarding/creative?role=filmmaker');
    await expect(page).toHaveURL(/\/basics\?role=filmmaker$/);
    expect(await localDraft(page, 'filmmaker')).toBeNull();
  });
});
