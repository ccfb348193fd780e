import { expect, test } from '../fixtures';

test.describe('landing and intro', () => {
  // The intro types itself out with motion on (the suite's default is reduced motion).
  test.use({ reducedMotion: 'no-preference' });
  test('the landing page shows the tagline and the Enter key goes to the intro', async ({ page, errors }) => {
    await page.goto('/');
    await expect(page.getByText('Where culture meets opportunity').first()).toBeVisible();
    for (const name of ['About', 'Terms', 'FAQ', 'Contact']) {
      await expect(page.getByRole('link', { name, exact: false }).first()).toBeVisible();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/enter$/);
    expect(errors).toEqual([]);
  });

  test('the landing works before the app loads, and a button loads it and still does its job', async ({
    page,
    errors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('link', { name: 'Enter', exact: true })).toBeVisible();
    // React has not been fetched: the landing's small script is all that ran.
    const react = () => scripts.filter((path) => path.startsWith('/assets/react-vendor-'));
    expect(react()).toEqual([]);
    await page.getByRole('button', { name: 'Vibe Checker' }).click();
    await expect(page.getByRole('dialog', { name: 'Vibe Checker' })).toBeVisible();
    expect(react()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('the intro types its four sentences, once per browser session', async ({ page }) => {
    await page.goto('/enter');
    const first = 'Culture moves first on campus.';
    // Typewriter: the first sentence completes within a couple of seconds, the last one arrives at 14.1 s.
    await expect(page.getByText(first, { exact: true }).first()).toBeVisible({ timeout: 5_000 });
    await page.goto('/');
    await page.goto('/enter');
    // Second visit in the same session: everything at once.
    await expect(page.getByText('Pulse is where culture meets opportunity.', { exact: true }).first()).toBeVisible({
      timeout: 1_500,
    });
  });

  test('the intro button and the Enter key lead to the role choice', async ({ page }) => {
    await page.goto('/enter');
    // The key listener belongs to the screen: wait until it has rendered, as a person would.
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/start$/);
    await page.goto('/enter');
    await page
      .getByRole('main')
      .getByRole('link', { name: /get started|start/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/start$/);
  });

  test('info pages link to each other through the tab bar', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText(/48 hours/).first()).toBeVisible();
    await page.getByRole('link', { name: 'FAQ', exact: false }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.getByRole('link', { name: 'Terms', exact: false }).first().click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByText(/escrow/i).first()).toBeVisible();
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('shows the whole intro at once', async ({ page }) => {
    await page.goto('/enter');
    await expect(page.getByText('Pulse is where culture meets opportunity.', { exact: true }).first()).toBeVisible({
      timeout: 1_500,
    });
  });
});
