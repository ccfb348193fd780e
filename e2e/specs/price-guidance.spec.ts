import { chooseRole, expect, test } from '../fixtures';

/**
 * Price and timeline guidance (issue 31 item 1): while a partner writes a brief, the panel beside the form shows
 * what similar completed deals on Pulse paid and took, the same figures the API computes, or says plainly that
 * there are not enough deals yet.
 */

function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A figure as the panel shows it: whole dollars. */
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

test('a partner sees what similar work paid while writing a project brief', async ({ page }) => {
  await chooseRole(page, 'brand');
  await page.goto('/post-brief');
  const panel = page.getByRole('region', { name: 'What similar work paid' });
  await expect(panel).toBeVisible();

  const deadline = inDays(10);
  await page.getByLabel('Category').selectOption('producer');
  await page.getByLabel('Usage Type').selectOption('ugc');
  await page.getByLabel('Deadline').fill(deadline);
  await expect(panel.getByText('Music Producer · UGC/Social Media · due in 1 to 3 weeks')).toBeVisible();

  // The figures on the page are the server's, for the same group.
  const res = await page.request.get(`/api/price-guidance?category=producer&usageType=ugc&deadline=${deadline}`);
  expect(res.ok()).toBeTruthy();
  const g = await res.json();
  await expect(panel.getByText(g.note)).toBeVisible();
  if (g.status === 'ok') {
    await expect(panel.getByRole('definition').nth(1)).toHaveText(dollars(g.p50Cents));
    await expect(panel.getByText('from acceptance to delivery')).toBeVisible();
    // A budget under the 25th percentile gets the fair-pay warning in plain words.
    if (g.p25Cents > 25_000) {
      await page.getByLabel('Budget Range').selectOption('<$250');
      await expect(panel.getByText(/below what 3 in 4 similar deals paid/)).toBeVisible();
    }
  } else {
    await expect(panel.getByText('Not enough deals yet', { exact: true })).toBeVisible();
    await expect(panel.getByRole('definition')).toHaveCount(0);
  }
});

test('a partner sees the guidance on a licensing brief too', async ({ page }) => {
  await chooseRole(page, 'brand');
  await page.goto('/brand/new-brief');
  const panel = page.getByRole('region', { name: 'What similar work paid' });
  const deadline = inDays(30);
  await page.getByLabel('Deadline').fill(deadline);
  const res = await page.request.get(`/api/price-guidance?usageType=ugc&deadline=${deadline}`);
  const g = await res.json();
  await expect(panel.getByText(g.note)).toBeVisible();
});
