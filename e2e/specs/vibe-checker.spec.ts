import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const lButton = (page: Page) => page.getByRole('button', { name: 'Vibe Checker' });

test.describe('Vibe Checker', () => {
  test('sits bottom-right on / and bottom-left elsewhere, clear of the floating navigation', async ({ page }) => {
    const viewport = page.viewportSize() ?? { width: 390, height: 844 };
    await page.goto('/');
    // It slides in when the page opens: the position is read once it has settled.
    await expect
      .poll(async () => {
        const home = await lButton(page).boundingBox();
        return Boolean(home && home.x > viewport.width / 2);
      })
      .toBe(true);

    await page.goto('/about');
    const navList = page.getByRole('navigation', { name: 'Floating navigation' }).getByRole('list');
    // Both slide in when the page opens: the geometry is checked once they have settled.
    await expect
      .poll(async () => {
        const box = await lButton(page).boundingBox();
        const nav = await navList.boundingBox();
        // Bottom-left, beside the navigation's items (phone tab bar) or under them (desktop rail), never on them.
        const apart =
          box && nav ? box.x + box.width <= nav.x || box.y >= nav.y + nav.height || box.y + box.height <= nav.y : false;
        return Boolean(box && apart && box.x + box.width < viewport.width / 2 && box.y > viewport.height / 2);
      })
      .toBe(true);
  });

  test('never covers a control of a page scrolled to its end, with or without the navigation', async ({ page }) => {
    test.setTimeout(60_000);
    for (const path of ['/onboarding/lou', '/onboarding/creative/basics?role=producer', '/about', '/discover/beats']) {
      await page.goto(path);
      await expect(lButton(page)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(async () => {
          const l = await lButton(page).boundingBox();
          const boxes = await page
            .locator('main')
            .locator('a:visible, button:visible, input:visible')
            .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
          if (!l) return 'no L button';
          return boxes
            .filter((b) => b.x < l.x + l.width && l.x < b.x + b.width && b.y < l.y + l.height && l.y < b.y + b.height)
            .map((b) => `${path} ${Math.round(b.x)},${Math.round(b.y)}`);
        }, `${path}: nothing under the L button`)
        .toEqual([]);
    }
  });

  test('hover shows a teaser; the panel suggests creatives and opens Discover', async ({ page, errors }) => {
    await page.goto('/about');
    await lButton(page).hover();
    await expect(page.getByRole('tooltip')).toContainText(/^Meet /);

    await lButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Vibe Checker' });
    await expect(dialog).toBeVisible();
    const items = dialog.getByRole('listitem');
    await expect(items).toHaveCount(4);
    for (const item of await items.all()) {
      await expect(item.getByRole('link', { name: /^Discover / })).toBeVisible();
      await expect(item.getByRole('link', { name: /^View Example/ })).toBeVisible();
      await expect(item.getByText(/^(Because you like “.+”|Trending on Pulse)$/)).toBeVisible();
    }
    const { violations } = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(lButton(page)).toBeFocused();

    await lButton(page).click();
    await dialog
      .getByRole('link', { name: /^Discover / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/creator\/demo-creator-/);
    await expect(dialog).toBeHidden();

    await lButton(page).click();
    await dialog.getByRole('link', { name: 'Open Discover' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Creatives' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
