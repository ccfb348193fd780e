import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chooseRole, expect, test } from '../fixtures';

/** Other journeys approve creatives in the same database, so counts are read, never assumed. */
async function foundCount(page: Page): Promise<number> {
  const status = page.getByText(/^(1 creative|\d+ creatives) found$/);
  await expect(status).toBeVisible();
  return Number((await status.textContent())?.split(' ')[0]);
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
/**
 * Maya Lin's card, through a vibe only demo creatives carry: the creatives other journeys approve in the same
 * database have no vibe tags, so they never push hers off the first page, and no test pages past them.
 */
const MAYA_VIBE = 'Chill';
async function shownCard(page: Page, name: string) {
  await expect(card(page, name)).toBeVisible();
  return card(page, name);
}

test.describe('explore', () => {
  test('a fan filters by a vibe chip, reaches the empty state and resets', async ({ page, errors }) => {
    await chooseRole(page, 'fan');
    await page.goto('/explore');
    const everyone = await foundCount(page);
    expect(everyone).toBeGreaterThanOrEqual(10);
    // The chip row scrolls within itself: a page wider than a phone's screen shifts the fixed bars and sends
    // taps (Load more) to the cards above.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    // PulseMap and PulseCircles work, so their tiles open them; only PulsePath is still to come (issue 18 item 6).
    const features = page.getByRole('list', { name: 'Pulse features' });
    await expect(features.getByText('Coming Soon')).toHaveCount(1);
    await expect(features.getByRole('link', { name: /PulseMap/ })).toHaveAttribute('href', '/pulse-map');
    await expect(features.getByRole('link', { name: /PulseCircles/ })).toHaveAttribute('href', '/pulse-circles');
    const chips = page.getByRole('group', { name: 'Filter by vibe' }).getByRole('button');
    await expect(chips).toHaveCount(9);
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');

    // A chip filters; pressing it again goes back to For You.
    const chip = chips.nth(1);
    const tag = (await chip.textContent()) ?? '';
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`vibe=${encodeURIComponent(tag)}`));
    const filtered = Number((await page.getByText(/^\d+ creatives? found$/).textContent())?.split(' ')[0]);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(everyone);
    for (const tags of await page.getByRole('list', { name: 'Vibe tags' }).all()) {
      // Cards show their first 3 tags; the filtered tag may be further down, so only the count is checked here.
      expect(await tags.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    }
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    expect(await foundCount(page)).toBeGreaterThanOrEqual(everyone);

    // A shared link with a vibe nobody has: the empty state renders, and Reset Filters brings everyone back.
    await page.goto('/explore?vibe=Polka');
    await expect(page.getByRole('heading', { name: 'No creatives found' })).toBeVisible();
    await expect(page.getByText('0 creatives found')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('heading', { name: 'No creatives found' })).toBeHidden();
    expect(await foundCount(page)).toBeGreaterThanOrEqual(everyone);
    expect(errors).toEqual([]);
  });

  test('Save and Follow persist across a reload and show in the fan’s lists', async ({ page }) => {
    await chooseRole(page, 'fan');
    await page.goto(`/explorer/discovery?vibe=${MAYA_VIBE}`);
    const maya = await shownCard(page, 'Maya Lin');
    await maya.getByRole('button', { name: 'Save Maya Lin' }).click();
    await expect(maya.getByRole('button', { name: 'Saved Maya Lin' })).toHaveAttribute('aria-pressed', 'true');
    await maya.getByRole('button', { name: 'Follow Maya Lin' }).click();
    await expect(maya.getByRole('button', { name: 'Following Maya Lin' })).toBeVisible();

    await page.reload();
    await shownCard(page, 'Maya Lin');
    await expect(card(page, 'Maya Lin').getByRole('button', { name: 'Saved Maya Lin' })).toBeVisible();
    await expect(card(page, 'Maya Lin').getByRole('button', { name: 'Following Maya Lin' })).toBeVisible();
    const lists = await (await page.request.get('/api/me/saved')).json();
    expect(lists.lists).toMatchObject([{ name: 'Discoveries', creators: [{ name: 'Maya Lin' }] }]);

    await card(page, 'Maya Lin').getByRole('button', { name: 'Saved Maya Lin' }).click();
    await expect(card(page, 'Maya Lin').getByRole('button', { name: 'Save Maya Lin' })).toBeVisible();
    await card(page, 'Maya Lin').getByRole('link', { name: "View Maya Lin's profile" }).click();
    await expect(page).toHaveURL(/\/creator\/demo-creator-maya-lin$/);
  });

  test('a visitor without a role is told to choose one before saving', async ({ page }) => {
    await page.goto(`/explore?vibe=${MAYA_VIBE}`);
    await (await shownCard(page, 'Maya Lin')).getByRole('button', { name: 'Save Maya Lin' }).click();
    await expect(page.getByRole('alert')).toContainText('Choose a role first');
    await expect(page.getByRole('alert').getByRole('link', { name: 'Choose a role' })).toHaveAttribute(
      'href',
      '/start',
    );
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await chooseRole(page, 'fan');
    await page.goto('/explore');
    await foundCount(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
