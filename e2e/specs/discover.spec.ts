import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chooseRole, clickCentered, expect, test } from '../fixtures';

const main = (page: Page) => page.getByRole('main');
const count = (page: Page) => main(page).getByText(/^\d+ creatives? found$/);
/** Other journeys approve creatives in the same database, so counts are read, never assumed. */
async function foundCount(page: Page): Promise<number> {
  await expect(count(page)).toHaveText(/^(1 creative|\d+ creatives) found$/);
  return Number((await count(page).textContent())?.split(' ')[0]);
}

/**
 * A demo creative's card, with the Chill tag pressed: the creatives other journeys approve in the same database
 * have no vibe tags, so the tag keeps them out and no test pages past them.
 */
async function cardOf(page: Page, name: string) {
  const chill = main(page).getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'Chill' });
  if ((await chill.getAttribute('aria-pressed')) !== 'true') await clickCentered(chill);
  await expect(chill).toHaveAttribute('aria-pressed', 'true');
  const card = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  return card;
}

test.describe('/discover', () => {
  test('filters by category and tag to the empty state, then resets', async ({ page, errors }) => {
    await chooseRole(page, 'fan');
    await page.goto('/discover');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Discover Creatives' })).toBeVisible();
    const everyone = await foundCount(page);
    expect(everyone).toBeGreaterThanOrEqual(10);
    expect(await main(page).getByRole('article').count()).toBeGreaterThanOrEqual(10);

    const category = main(page).getByRole('group', { name: 'Category' });
    await category.getByRole('button', { name: 'Graphic Designer' }).click();
    await expect(category.getByRole('button', { name: 'Graphic Designer' })).toHaveAttribute('aria-pressed', 'true');
    await expect(count(page)).not.toHaveText(`${everyone} creatives found`);
    const designers = await foundCount(page);
    expect(designers).toBeGreaterThanOrEqual(2);
    expect(designers).toBeLessThan(everyone);
    for (const card of await main(page).getByRole('article').all()) {
      await expect(card.getByText('Graphic Designer')).toBeVisible();
    }

    // One category at a time.
    await category.getByRole('button', { name: 'Producer' }).click();
    await expect(category.getByRole('button', { name: 'Graphic Designer' })).toHaveAttribute('aria-pressed', 'false');
    await category.getByRole('button', { name: 'Graphic Designer' }).click();

    await main(page).getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'Dance' }).click();
    await expect(count(page)).toHaveText('0 creatives found');
    await expect(main(page).getByText('No creatives found')).toBeVisible();
    await expect(main(page).getByText('Try adjusting your filters to see more results')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await main(page).getByRole('button', { name: 'Reset Filters' }).click();
    await expect(count(page)).not.toHaveText('0 creatives found');
    expect(await foundCount(page)).toBeGreaterThanOrEqual(everyone);
    expect(errors).toEqual([]);
  });

  test('a heart save persists across a reload', async ({ page }) => {
    await chooseRole(page, 'fan');
    await page.goto('/discover');
    const heart = (await cardOf(page, 'Maya Lin')).getByRole('button', { name: 'Save Maya Lin' });
    await expect(heart).toBeVisible();
    // No card may widen the page: on a phone that zooms the whole screen out and taps land elsewhere.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await clickCentered(heart);
    const saved = main(page).getByRole('button', { name: 'Saved Maya Lin' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await cardOf(page, 'Maya Lin');
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await clickCentered(saved);
    await expect(main(page).getByRole('button', { name: 'Save Maya Lin' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('View Work opens the first portfolio link in a new tab', async ({ page }) => {
    await page.goto('/discover');
    const card = await cardOf(page, 'Maya Lin');
    const link = card.getByRole('link', { name: /View Work/ });
    await expect(link).toHaveAttribute('href', 'https://mayalin.portfolio.example/work');
    await expect(link).toHaveAttribute('target', '_blank');
    // Other journeys co-sign Maya in parallel, so only the shape of the count is fixed here.
    await expect(card.getByText(/^[\d,]+ supporters$/)).toBeVisible();
  });
});
