import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * One-click demo accounts (issue 36 item 8, decision 053). The suite's server starts with SEED_DEMO=true outside
 * production, so it has them: a person on /signin tries a side of Pulse with one click. These journeys only read
 * what the demo accounts hold; the journeys that change data make accounts of their own.
 */

async function demoBlock(page: Page) {
  await page.goto('/signin');
  const block = page.getByRole('region', { name: 'Try a demo account' });
  await expect(block.getByText('Demo', { exact: true })).toBeVisible();
  await expect(block.getByText(/Sample accounts with sample data/)).toBeVisible();
  return block;
}

test('one click signs in as the partner, whose Deal Diary has briefs in every state', async ({ page, errors }) => {
  const block = await demoBlock(page);
  await expect(block.getByRole('button')).toHaveCount(5);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await block.getByRole('button', { name: /^Partner Morgan Ellis/ }).click();
  // A partner lands where a partner lands after signing in.
  await expect(page).toHaveURL(/\/pulse-iq$/);

  await page.goto('/deal-diary');
  const deals = page.getByRole('list', { name: 'Deals' });
  for (const [title, status] of [
    ['Festival poster series', 'Posted'],
    ['Festival aftermovie', 'Funded'],
    ['Lineup announcement reel', 'Accepted'],
    ['Main stage walk-in loop', 'Delivered'],
    ['Volunteer call video', 'Complete'],
    ['Sponsor spot jingle', 'Disputed'],
  ] as const) {
    const row = deals.getByRole('listitem').filter({ hasText: title });
    // The status chip (the progress line below it names the step too).
    await expect(row.getByText(status, { exact: true }).first()).toBeVisible();
  }
  // The delivery waits for this partner's approval.
  await deals.getByRole('button', { name: /Main stage walk-in loop/ }).click();
  const details = page.getByRole('region', { name: 'Main stage walk-in loop details' }).filter({ visible: true });
  await expect(details.getByRole('button', { name: /Approve/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('one click signs in as the admin, whose queues have applications, reports and a dispute waiting', async ({
  page,
  errors,
}) => {
  const block = await demoBlock(page);
  await block.getByRole('button', { name: /^Admin / }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Priya Shah' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Marcus Lee' })).toBeVisible();
  // Reports to decide, and a dispute to resolve.
  const admin = page.getByRole('navigation', { name: 'Admin' });
  await admin.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('article', { name: /: Slow Sunday$/ })).toBeVisible();
  await expect(page.getByRole('article', { name: /: Noah Kim$/ })).toBeVisible();
  await admin.getByRole('link', { name: 'Disputes' }).click();
  await expect(page.getByRole('article', { name: 'Sponsor spot jingle' })).toBeVisible();
  expect(errors).toEqual([]);
});
