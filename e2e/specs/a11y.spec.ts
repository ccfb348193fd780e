import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminContext, chooseRole, expect, type PickableRole, test } from '../fixtures';

/** Serious and critical violations on the page as it stands, label-content-name-mismatch included. */
async function blockingViolations(page: Page): Promise<string[]> {
  // label-content-name-mismatch is experimental in axe (off by default): a name must contain the visible label.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const path of [
  '/',
  '/enter',
  '/start',
  '/start/creative',
  '/about',
  '/faq',
  '/terms',
  '/contact',
  '/signin',
  '/signup',
]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await blockingViolations(page)).toEqual([]);
  });
}

/** Waits for a screen to settle: its requests done, or at most a few seconds (players keep media requests open). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

/** The screens of each role (issue 34 item 9: every route at both widths), on the demo data. */
const ROLE_ROUTES: Record<PickableRole, readonly string[]> = {
  fan: [
    '/explore',
    '/discover',
    '/feed',
    '/fan/feed',
    '/fan/tab',
    '/pulse-map',
    '/pulse-circles',
    '/playlists',
    '/creator/demo-creator-maya-lin',
    '/discover/beats',
    '/settings',
  ],
  creator: [
    '/creator',
    '/creator/deals',
    '/creator/projects',
    '/producer/upload',
    '/upload/beat/new',
    '/profile/edit',
    '/licenses',
    '/producer/dashboard',
  ],
  brand: ['/brand/briefs', '/brand/new-brief', '/post-brief', '/deal-diary', '/brand/discover'],
};
for (const [role, paths] of Object.entries(ROLE_ROUTES) as [PickableRole, readonly string[]][]) {
  test(`a ${role}'s screens have no serious or critical accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await chooseRole(page, role, role === 'creator' ? { creativeRole: 'producer' } : {});
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      for (const v of await blockingViolations(page)) found.push(`${path} ${v}`);
    }
    expect(found).toEqual([]);
  });
}

test("the admin's screens have no serious or critical accessibility violations", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const admin = await adminContext(browser, { viewport: page.viewportSize() ?? undefined });
  const aPage = await admin.newPage();
  const found: string[] = [];
  for (const path of [
    '/admin/applications',
    '/admin/disputes',
    '/admin/reviews',
    '/admin/reports',
    '/admin/jobs',
    '/admin/price-floors',
    '/admin/tip-fees',
  ]) {
    await aPage.goto(path);
    await settled(aPage);
    for (const v of await blockingViolations(aPage)) found.push(`${path} ${v}`);
  }
  await admin.close();
  expect(found).toEqual([]);
});
