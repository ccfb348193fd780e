import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chooseRole, expect, test } from '../fixtures';

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

const main = (page: Page) => page.getByRole('main');
const followers = (page: Page) => main(page).locator('dl > div', { hasText: 'Followers' }).locator('dd');

test.describe('creator profile', () => {
  test('a fan follows a creative and the follower count stays after a reload', async ({ page, errors }, info) => {
    // The phone and desktop runs share one server: each follows its own creative so the counts stay exact.
    const creator =
      info.project.name === 'phone'
        ? { id: 'demo-creator-sofia-marquez', name: 'Sofia Marquez' }
        : { id: 'demo-creator-imani-brooks', name: 'Imani Brooks' };
    await chooseRole(page, 'fan');
    await page.goto(`/creator/${creator.id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: creator.name })).toBeVisible();
    await expect(main(page).getByRole('tab')).toHaveText(['About', 'Portfolio', 'Work', 'Connect']);
    await expect(main(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Share' })).toBeVisible();

    const before = Number(await followers(page).textContent());
    await main(page).getByRole('button', { name: 'Follow' }).click();
    await expect(main(page).getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await expect(followers(page)).toHaveText(String(before + 1));

    await page.reload();
    await expect(main(page).getByRole('button', { name: 'Following' })).toBeVisible();
    await expect(followers(page)).toHaveText(String(before + 1));

    await main(page).getByRole('tab', { name: 'Work' }).click();
    await expect(main(page).getByText('Collaboration')).toBeVisible();
    await main(page).getByRole('tab', { name: 'Connect' }).click();
    await expect(main(page).getByText(/is available for new projects|is busy but open/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Unfollow puts the count back.
    await main(page).getByRole('button', { name: 'Following' }).click();
    await expect(main(page).getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(followers(page)).toHaveText(String(before));
    expect(errors).toEqual([]);
  });

  test('the reviews load as they near the screen, and a press made on them at once still counts', async ({
    page,
    errors,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'on a phone the reviews start well below the first screen');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/creator/demo-creator-maya-lin', { waitUntil: 'networkidle' });
    const reviews = main(page).getByRole('region', { name: 'Reviews & reputation' });
    // Rendered by the server, before any of their code: the page reads whole, and nothing more is fetched.
    await expect(reviews.getByRole('button', { name: /^Show all \d+ reviews$/ })).toBeAttached();
    const loaded = scripts.length;

    // Scrolled to and pressed in one go: their code loads, and then the press works.
    await reviews.getByRole('button', { name: /^Show all \d+ reviews$/ }).click();
    await expect(reviews.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(loaded);
    expect(errors).toEqual([]);
  });

  test('Share copies the profile link when there is no native share', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/creator/demo-creator-maya-lin');
    await main(page).getByRole('button', { name: 'Share' }).click();
    await expect(main(page).getByRole('button', { name: 'Link copied' })).toBeVisible();
    await expect(page.getByText('Profile link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/creator\/demo-creator-maya-lin$/);
  });

  test('a PulsePartner sees Pricing and Hire and saves the creative', async ({ page }) => {
    await chooseRole(page, 'brand');
    await page.goto('/creator/demo-creator-kwame-asante');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Kwame Asante' })).toBeVisible();
    await expect(main(page).getByRole('tab')).toHaveText(['About', 'Portfolio', 'Pricing', 'Hire']);
    await expect(main(page).getByRole('button', { name: 'Follow' })).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Save' }).click();
    await expect(main(page).getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(main(page).getByRole('button', { name: 'Saved' })).toBeVisible();

    // Kwame is booked: the Hire tab says so.
    await main(page).getByRole('tab', { name: 'Hire' }).click();
    await expect(main(page).getByText('Kwame Asante is booked and not taking new projects right now.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown id shows Creator Not Found with Back to Feed', async ({ page }) => {
    await page.goto('/creator/nobody-here');
    await expect(page.getByRole('heading', { name: 'Creator Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Feed' }).click();
    await expect(page).toHaveURL(/\/fan\/feed$/);
  });

  test('the static creator paths are not taken for ids', async ({ page }) => {
    await page.goto('/creator/setup');
    await expect(page.getByRole('heading', { name: 'The basics' })).toBeVisible();
    await expect(page.getByText('Creator Not Found')).toHaveCount(0);
  });
});
