import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api, chooseRole, expect, test } from '../fixtures';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('a visitor opens a curated playlist, shares it, follows Similar Vibes, and an unknown id is not found', async ({
  page,
  context,
  errors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // No native share sheet here: Share falls back to copying the URL.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/playlist/1');
  await expect(page.getByRole('heading', { name: 'Late Night Study Sessions', level: 1 })).toBeVisible();
  const items = page.getByRole('list', { name: 'Playlist items' });
  await expect(items.getByRole('link', { name: 'Campus Nights' })).toBeVisible();
  await expect(items.getByRole('listitem')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Playlist link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/playlist\/1$/);

  await expect(page.getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '/feed');
  await page.getByRole('complementary').getByRole('link', { name: 'Golden Hour Cinema' }).click();
  await expect(page).toHaveURL(/\/playlist\/3$/);
  await expect(page.getByRole('heading', { name: 'Golden Hour Cinema', level: 1 })).toBeVisible();

  await page.goto('/playlist/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Playlist Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  expect(errors).toEqual([]);
});

test('a fan saves and favourites a playlist and builds a private one from a saved list', async ({
  page,
  browser,
  errors,
}) => {
  await chooseRole(page, 'fan');
  await api(page.request, 'POST', '/api/me/saved', { creatorId: 'demo-creator-maya-lin', listName: 'Night Drive' });
  await api(page.request, 'POST', '/api/me/saved', {
    creatorId: 'demo-creator-theo-nakamura',
    listName: 'Night Drive',
  });

  await page.goto('/playlist/2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(page.getByRole('button', { name: 'In Favorites' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  await page.goto('/playlists');
  await expect(page.getByRole('link', { name: 'Campus Hype' })).toBeVisible();
  await page.getByRole('button', { name: 'Create playlist from Night Drive' }).click();
  await expect(page.getByRole('heading', { name: 'Night Drive', level: 1 })).toBeVisible();
  await expect(page.getByText('Private')).toBeVisible();
  const items = page.getByRole('list', { name: 'Playlist items' });
  await expect(items.getByRole('link', { name: 'Campus Nights' })).toBeVisible();
  await expect(items.getByRole('link', { name: 'First Light' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const url = page.url();

  // Private: another visitor sees Playlist Not Found.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(url);
  await expect(otherPage.getByRole('heading', { name: 'Playlist Not Found' })).toBeVisible();

  // Made public, it opens for them.
  await page.getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByRole('button', { name: 'Make private' })).toBeVisible();
  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { name: 'Night Drive', level: 1 })).toBeVisible();
  await other.close();
  expect(errors).toEqual([]);
});
