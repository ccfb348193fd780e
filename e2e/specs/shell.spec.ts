import { chooseRole, expect, signUpAs, test } from '../fixtures';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Floating navigation' });

test.describe('floating navigation', () => {
  test('guests get Choose Role, Home and account links', async ({ page }) => {
    await page.goto('/about');
    await expect(nav(page).getByRole('link', { name: 'Choose Role' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Home' })).toBeVisible();
    // Signing in from here comes back here.
    await expect(nav(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2Fabout');
  });

  const expected = {
    fan: ['Explore', 'Switch Role', 'Home'],
    creator: ['Dashboard', 'Deals', 'Switch Role', 'Home'],
    brand: ['Briefs', 'New Brief', 'Deals', 'Switch Role', 'Home'],
  } as const;
  for (const [role, labels] of Object.entries(expected)) {
    test(`a ${role} gets their own items`, async ({ page }) => {
      await chooseRole(page, role as keyof typeof expected);
      await page.goto('/about');
      for (const label of labels) await expect(nav(page).getByRole('link', { name: label })).toBeVisible();
    });
  }

  test('is hidden on /start and onboarding paths', async ({ page }) => {
    await page.goto('/start');
    await expect(page.getByRole('button', { name: /Explorer/ })).toBeVisible();
    await expect(nav(page)).toHaveCount(0);
    await page.goto('/onboarding/no-such-step');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(nav(page)).toHaveCount(0);
  });
});

test.describe('top bar', () => {
  test('Back on a legal page goes to /', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Back elsewhere goes one step back in history', async ({ page }) => {
    await page.goto('/');
    await page.goto('/enter');
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/enter$/);
  });

  test('Home clears the role and goes to /', async ({ page }) => {
    await chooseRole(page, 'fan');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    const me = (await (await page.request.get('/api/me')).json()).user;
    expect(me.role).toBeNull();
  });

  test('Sign out says so in a toast and goes to /', async ({ page }) => {
    // The toaster loads with the first interaction or toast (deferred-toaster.tsx); the toast still shows.
    await signUpAs(page, 'fan');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Signed out. See you soon.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('not found and guards', () => {
  test('unknown paths show the 404 page with a link home', async ({ page }) => {
    const logged = page.waitForRequest((r) => r.url().endsWith('/api/client-log/not-found') && r.method() === 'POST');
    await page.goto('/definitely/not/a/page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect((await logged).postDataJSON()).toEqual({ path: '/definitely/not/a/page' });
    await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a fan on /pulspace sees Access Restricted and is sent to /fan/feed', async ({ page }) => {
    await chooseRole(page, 'fan');
    await page.goto('/pulspace');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(page.getByText('This page is only available for Creative accounts.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Return Home' }).or(page.getByRole('link', { name: 'Return Home' })),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/fan\/feed$/, { timeout: 8_000 });
  });

  test('Return Home leaves the restricted page at once', async ({ page }) => {
    await chooseRole(page, 'brand');
    await page.goto('/pulspace');
    await page
      .getByRole('button', { name: 'Return Home' })
      .or(page.getByRole('link', { name: 'Return Home' }))
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a creator on /pulspace sees their studio', async ({ page }) => {
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    await page.goto('/pulspace');
    await expect(page.getByRole('heading', { name: 'PulseStudio' })).toBeVisible();
    // Having only picked the role, they have not applied: nothing is "under review" yet.
    await expect(page.getByText('Not applied yet')).toBeVisible();
    await expect(page.getByText('Under review')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Set up your profile' })).toBeVisible();
  });
});
