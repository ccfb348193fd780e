import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { acceptedDeal, expect, partnerAndCreative, signContractAs, test, uniqueLabel } from '../fixtures';
import { wav } from '../media';

/** The Plan card's milestones, in order (each row's own deliverables are a list inside it). */
const milestoneRows = (page: Page) => page.getByRole('list', { name: 'Plan' }).locator(':scope > li');

const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

/** Console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** Plays a player by its Play button and waits for its clock to move. */
async function playsThrough(scope: Locator, title: string) {
  await scope.getByRole('button', { name: `Play ${title}` }).click();
  const element = scope.getByRole('group', { name: `Audio: ${title}` }).locator('audio');
  await expect
    .poll(() => element.evaluate((m: HTMLMediaElement) => (m.paused ? -1 : m.currentTime)), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  await expect(scope.getByRole('button', { name: `Pause ${title}` })).toBeVisible();
}

test('the partner makes a three-milestone plan; the creative delivers milestone 1 and the partner releases it, live on both pages', async ({
  page,
  browser,
  errors,
}) => {
  test.setTimeout(180_000);
  const pErrors = watchErrors(page);
  const { creative } = await partnerAndCreative(page, browser);
  const cPage = creative.page;
  const cErrors = watchErrors(cPage);
  const title = uniqueLabel('Launch bed in parts');
  const { dealId } = await acceptedDeal(page, cPage, title);

  // The partner opens the accepted deal: a plan of one milestone, which they may still change.
  await page.goto(`/deals/${dealId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(milestoneRows(page)).toHaveCount(1);
  await expect(milestoneRows(page).first()).toContainText('Delivery of the work');

  // Edit plan: three milestones split evenly, the second one renamed.
  await page.getByRole('button', { name: 'Edit plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit plan' });
  await dialog.getByRole('button', { name: 'Add milestone' }).click();
  await dialog.getByRole('button', { name: 'Add milestone' }).click();
  await expect(dialog.getByRole('group', { name: /^Milestone/ })).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Split evenly' }).click();
  await expect(dialog.getByTestId('plan-total')).toHaveText('Adds up to $500 of $500');
  await axe(page);
  await dialog.getByRole('group', { name: 'Milestone 2' }).getByLabel('Title').fill('Rough mix');
  await dialog.getByLabel('Usage for').selectOption('1 year');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog).toBeHidden();

  const rows = milestoneRows(page);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Delivery of the work');
  await expect(rows.nth(1)).toContainText('Rough mix');
  await expect(rows.nth(2)).toContainText('Milestone 3');
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Plan changed: 3 milestones');
  await expect(page.getByLabel('Usage and changes')).toContainText('Usage for1 year');
  await axe(page);
  const { deal } = await (await page.request.get(`/api/deals/${dealId}`)).json();
  const amounts = (deal.plan.milestones as { amountCents: number }[]).map((m) => m.amountCents);
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(50_000);
  const cents = amounts[0] ?? 0;
  const first = `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;
  await expect(rows.nth(0)).toContainText(first);

  // Both sign the contract that lists the plan; the partner's open page follows.
  await signContractAs(page.request, dealId);
  await signContractAs(cPage.request, dealId);
  await expect(page.getByTestId('deal-status')).toHaveText('Signed');
  await expect(page.getByText(`Contract signed. ${creative.name} is working on milestone 1 of 3.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit plan' })).toHaveCount(0);

  // The creative delivers milestone 1 with its file from the same page.
  await cPage.goto(`/deals/${dealId}`);
  await expect(cPage.getByText('Contract signed. Deliver milestone 1 of 3 when it is ready.')).toBeVisible();
  await cPage.getByRole('button', { name: 'Deliver' }).click();
  const deliver = cPage.getByRole('dialog', { name: 'Deliver' });
  await deliver.getByLabel('Deliverables').fill('rough-cut.wav');
  await deliver
    .getByLabel('Finished file (optional)')
    .setInputFiles({ name: 'rough-cut.wav', mimeType: 'audio/wav', buffer: wav(8) });
  await deliver.getByRole('button', { name: 'Deliver' }).click();
  await expect(deliver).toBeHidden();
  await expect(cPage.getByTestId('deal-status')).toHaveText('Delivered');

  // The partner's open page shows it arrive: milestone 1 delivered, its work to play.
  await expect(page.getByTestId('deal-status')).toHaveText('Delivered');
  await expect(rows.nth(0)).toContainText('Delivered');
  await expect(rows.nth(0).getByRole('list', { name: 'Milestone 1 deliverables' })).toHaveText('rough-cut.wav');
  await expect(page.getByText(`${creative.name} delivered milestone 1 of 3. Review the work`)).toBeVisible();
  const delivered = page.getByRole('region', { name: 'Delivered work' });
  await expect(delivered).toBeVisible();
  // The file is processed in the background; the page shows it processing until then.
  for (let i = 0; i < 30 && (await delivered.getByRole('button', { name: 'Play rough-cut.wav' }).count()) === 0; i++) {
    await page.waitForTimeout(1_000);
    await page.reload();
  }
  await playsThrough(delivered, 'rough-cut.wav');

  // Approving releases milestone 1 alone; both pages go on to milestone 2.
  await page.getByRole('button', { name: 'Approve & release' }).click();
  for (const p of [page, cPage]) {
    const r = milestoneRows(p);
    await expect(p.getByTestId('deal-status')).toHaveText('Signed');
    await expect(r.nth(0)).toContainText('Released');
    await expect(r.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(r.nth(1)).toContainText('Current');
    await expect(r.nth(2)).toContainText('Upcoming');
    await expect(p.getByLabel('Money')).toContainText(`Released to creatives${first}`);
    await expect(p.getByRole('list', { name: 'Timeline' })).toContainText('Milestone 1 of 3 approved');
  }
  await expect(page.getByText(`Milestone 1 of 3 approved. ${creative.name} is working on milestone 2.`)).toBeVisible();
  await expect(cPage.getByText('Milestone 1 of 3 approved. Deliver milestone 2 when it is ready.')).toBeVisible();
  await expect(cPage.getByRole('button', { name: 'Deliver' })).toBeVisible();

  // The creative pays out milestone 1's money while the plan runs on.
  await cPage.getByRole('button', { name: 'Payout' }).click();
  await expect(cPage.getByLabel('Money')).toContainText(`Paid out${first}`);
  await expect(cPage.getByTestId('deal-status')).toHaveText('Signed');
  await expect(cPage.getByRole('button', { name: 'Payout' })).toHaveCount(0);
  await expect(page.getByLabel('Money')).toContainText(`Paid out${first}`);

  expect(cErrors).toEqual([]);
  expect(pErrors).toEqual([]);
  expect(errors).toEqual([]);
  await creative.context.close();
});
