import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { acceptedDeal, api, expect, partnerAndCreative, signContractAs, test, uniqueLabel } from '../fixtures';

/** A project funded one milestone at a time, the partner's choice before both sign (issue 31 item 3, decision 072). */

const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const keyed = (page: Page, path: string, data: unknown = {}) =>
  page.request.post(path, {
    data,
    headers: { 'content-type': 'application/json', 'idempotency-key': uniqueLabel('key').replace(/\W/g, '-') },
  });

test('the partner funds a three-milestone project one at a time, then funds milestone 2 once milestone 1 is approved', async ({
  page,
  browser,
  errors,
}) => {
  test.setTimeout(180_000);
  const { creative } = await partnerAndCreative(page, browser);
  const title = uniqueLabel('Launch reel in parts');
  const { dealId } = await acceptedDeal(page, creative.page, title);

  // A plan of three milestones, as the Edit plan dialog saves it.
  const { deal } = (await (await page.request.get(`/api/deals/${dealId}`)).json()) as {
    deal: { amountCents: number };
  };
  const part = Math.floor(deal.amountCents / 3);
  const amounts = [part, part, deal.amountCents - 2 * part];
  const planned = await page.request.put(`/api/deals/${dealId}/plan`, {
    data: {
      milestones: amounts.map((amountCents, i) => ({
        title: `Part ${i + 1}`,
        amountCents,
        dueDate: isoInDays(4 + 5 * i),
      })),
    },
    headers: { 'content-type': 'application/json' },
  });
  expect(planned.ok(), await planned.text()).toBeTruthy();

  // The partner chooses to fund one milestone at a time: the dialog says what goes back to the card.
  await page.goto(`/deals/${dealId}`);
  const plan = page.getByRole('list', { name: 'Plan' }).locator(':scope > li');
  await expect(plan).toHaveCount(3);
  await page.getByRole('button', { name: 'Fund one at a time' }).click();
  const confirm = page.getByRole('dialog', { name: 'Fund one milestone at a time' });
  const refund = `$${((amounts[1]! + amounts[2]!) / 100).toFixed(2).replace(/\.00$/, '')}`;
  await expect(confirm).toContainText(`Pulse refunds ${refund} (milestones 2 and 3) to your card now.`);
  await axe(page);
  await confirm.getByRole('button', { name: 'Fund one at a time' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(
    `Funded one milestone at a time; ${refund} refunded, milestone 1 stays in escrow`,
  );
  await expect(plan.nth(1)).toContainText('Not funded yet');
  await expect(plan.nth(2)).toContainText('Not funded yet');
  await expect(page.getByRole('button', { name: 'Fund one at a time' })).toBeHidden();
  // A guest partner is asked to sign up before a card can be charged for the later milestones.
  await expect(
    page.getByText('Sign up to save a card and have each later milestone charged once the one before it is approved.'),
  ).toBeVisible();

  // Both sign; milestone 1 is delivered and approved. Milestone 2 cannot be delivered before it is funded.
  await signContractAs(page.request, dealId);
  await signContractAs(creative.page.request, dealId);
  await api(creative.page.request, 'POST', `/api/deals/${dealId}/deliver`, { deliverables: ['part-1.wav'] });
  expect((await keyed(page, `/api/deals/${dealId}/approve`)).ok()).toBeTruthy();
  const early = await creative.page.request.post(`/api/deals/${dealId}/deliver`, {
    data: { deliverables: ['part-2.wav'] },
    headers: { 'content-type': 'application/json' },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).error.message).toBe(
    'Milestone 2 is not funded yet. The partner funds each milestone once the one before it is approved.',
  );

  // The partner funds milestone 2 from the page; the creative's page shows it funded.
  await page.goto(`/deals/${dealId}`);
  await page.getByRole('button', { name: 'Fund Milestone 2' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund Milestone 2' });
  await fund.getByLabel('Test Visa (succeeds)').check();
  await fund.getByRole('button', { name: 'Fund Milestone 2' }).click();
  await expect(fund).toBeHidden();
  await expect(plan.nth(1)).not.toContainText('Not funded yet');
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(
    `Milestone 2 funded; $${(amounts[1]! / 100).toFixed(2).replace(/\.00$/, '')} in escrow`,
  );
  await axe(page);

  await creative.page.goto(`/deals/${dealId}`);
  const theirs = creative.page.getByRole('list', { name: 'Plan' }).locator(':scope > li');
  await expect(theirs.nth(1)).not.toContainText('Not funded yet');
  await expect(theirs.nth(2)).toContainText('Not funded yet');
  await expect(creative.page.getByRole('button', { name: 'Fund one at a time' })).toBeHidden();
  await axe(creative.page);

  await creative.context.close();
  expect(errors).toEqual([]);
});
