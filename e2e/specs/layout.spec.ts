import type { Page } from '@playwright/test';
import { chooseRole, expect, type PickableRole, test } from '../fixtures';

/**
 * Issue 18 and DESIGN 5.6: fixed and floating controls (the navigation dock, the Vibe Checker's L, sticky bars)
 * never sit over a control, at either width, at the top of a page or scrolled to its end; and from 1024 px the
 * main screens use the desktop instead of a phone column (decision 030).
 */

/** The focusable elements whose centre a fixed or sticky control covers, described for the failure message. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const pinnedRoot = (el: Element | null): Element | null => {
      for (let n = el; n && n !== document.body; n = n.parentElement) {
        const position = getComputedStyle(n).position;
        if (position === 'fixed' || position === 'sticky') return n;
      }
      return null;
    };
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') || (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()} "${name}"`;
    };
    // Bars docked along the top and bottom edges (top bar, sticky chip bar, the phone's tab bar) bound the
    // visible area: what is scrolled behind them is out of view, not covered.
    const bars = Array.from(document.querySelectorAll('body *'))
      .filter((e) => ['fixed', 'sticky'].includes(getComputedStyle(e).position) && !e.closest('[data-sonner-toaster]'))
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width >= vw * 0.5 && r.height > 0 && r.height < vh / 2);
    let top = 0;
    for (const r of [...bars].sort((a, b) => a.top - b.top)) if (r.top <= top + 1 && r.bottom > top) top = r.bottom;
    let bottom = vh;
    for (const r of [...bars].sort((a, b) => b.bottom - a.bottom))
      if (r.bottom >= bottom - 1 && r.top < bottom) bottom = r.top;

    const covered: string[] = [];
    const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    for (const el of Array.from(document.querySelectorAll(focusable))) {
      if (el.closest('[inert], [aria-hidden="true"], [data-sonner-toaster]')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 4 || r.height < 4) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || x >= vw || y < 0 || y >= vh) continue;
      const own = pinnedRoot(el);
      // Page content counts where it can be seen; a control on a fixed or sticky bar is always meant to be.
      if (!own && (y < top || y >= bottom)) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === el || el.contains(hit)) continue;
      const cover = pinnedRoot(hit);
      if (!cover || cover.contains(el)) continue;
      covered.push(`${describe(el)} at ${Math.round(x)},${Math.round(y)} under ${describe(cover)}`);
    }
    return covered;
  });
}

/** How much of the window the main content spans: from its leftmost to its rightmost visible piece. */
function contentSpan(page: Page): Promise<number> {
  return page.evaluate(() => {
    let left = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    const parts = document.querySelectorAll(
      'main :is(img, video, canvas, svg, button, a, input, textarea, select, h1, h2, h3, p, li, [role="img"])',
    );
    for (const el of Array.from(parts)) {
      if (!el.checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      left = Math.min(left, r.left);
      right = Math.max(right, r.right);
    }
    return right > left ? right - left : 0;
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Chrome slides in when a page opens (480 ms).
  await page.waitForTimeout(600);
}

async function expectNothingCovered(page: Page, path: string) {
  await settle(page);
  await expect.poll(() => coveredControls(page), { message: `${path} at the top` }).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => coveredControls(page), { message: `${path} scrolled to its end` }).toEqual([]);
  // Nothing is lost off the side on a phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} is no wider than the window`).toBe(
    await page.evaluate(() => window.innerWidth),
  );
}

/** A demo creative's page, found the way a visitor finds it. */
async function aCreatorPage(page: Page): Promise<string> {
  await page.goto('/explore');
  const href = await page.getByRole('main').getByRole('link', { name: 'Profile' }).first().getAttribute('href');
  expect(href).toMatch(/^\/creator\//);
  return href as string;
}

const ROUTES: Record<PickableRole | 'guest', readonly string[]> = {
  guest: ['/', '/about', '/signin'],
  fan: ['/explore', '/discover', '/feed', '/fan/feed', '/pulse-map', '/pulse-circles', '/pulse-profile'],
  creator: ['/pulspace', '/creator', '/creator/deals', '/discover/beats', '/messages'],
  brand: ['/pulse-iq', '/brand/results', '/brand/briefs', '/brand/discover', '/deal-diary'],
};

test.describe('floating controls', () => {
  for (const [who, paths] of Object.entries(ROUTES)) {
    test(`cover no control on the ${who} screens, at the top and at the end`, async ({ page }) => {
      test.setTimeout(120_000);
      if (who !== 'guest') await chooseRole(page, who as PickableRole);
      for (const path of paths) {
        await page.goto(path);
        await expectNothingCovered(page, path);
      }
      if (who === 'fan') {
        const creator = await aCreatorPage(page);
        await page.goto(creator);
        await expectNothingCovered(page, creator);
      }
    });
  }
});

/** The main screens at 1280 px: content across most of the window, not a phone column in the middle. */
const DESKTOP_SCREENS: Record<PickableRole, readonly string[]> = {
  fan: ['/explore', '/discover', '/feed', '/fan/feed', '/pulse-circles'],
  creator: ['/pulspace', '/discover/beats', '/creator/deals', '/messages'],
  brand: ['/pulse-iq', '/brand/results', '/deal-diary'],
};

test.describe('desktop layout', () => {
  for (const [role, paths] of Object.entries(DESKTOP_SCREENS)) {
    test(`the ${role}'s main screens use the width of a desktop`, async ({ page }) => {
      test.skip((page.viewportSize()?.width ?? 0) < 1024, 'a desktop layout starts at 1024 px');
      test.setTimeout(90_000);
      await chooseRole(page, role as PickableRole);
      const screens = [...paths];
      if (role === 'fan') screens.push(await aCreatorPage(page));
      for (const path of screens) {
        await page.goto(path);
        await settle(page);
        // The navigation rail takes 240 px of 1280; the content spans at least 70% of the window.
        expect(await contentSpan(page), `${path} spans the desktop`).toBeGreaterThanOrEqual(1280 * 0.7);
      }
    });
  }

  test('the navigation is a rail beside the content, with the Vibe Checker at its foot', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, 'a desktop layout starts at 1024 px');
    await chooseRole(page, 'fan');
    await page.goto('/explore');
    await settle(page);
    const nav = await page.getByRole('navigation', { name: 'Floating navigation' }).boundingBox();
    const l = await page.getByRole('button', { name: 'Vibe Checker' }).boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(nav && l && main).toBeTruthy();
    if (!nav || !l || !main) return;
    expect(nav.x + nav.width).toBeLessThanOrEqual(main.x);
    expect(l.x + l.width).toBeLessThanOrEqual(main.x);
    expect(l.y).toBeGreaterThan(nav.y + nav.height);
  });
});
