import type { Locator } from '@playwright/test';
import { api, expect, partnerAndCreative, signedDeal, test, uniqueLabel } from '../fixtures';

/** Scores one criterion in a review form. */
async function rate(form: Locator, criterion: string, stars: number) {
  await form
    .getByRole('group', { name: criterion })
    .getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` })
    .check({ force: true });
}

test.describe('reviews and reputation', () => {
  test('both parties review a completed deal blind; the reviews appear together on the profile', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(150_000);
    const { creative } = await partnerAndCreative(page, browser);
    const cPage = creative.page;
    const title = uniqueLabel('Review reel');
    const { dealId } = await signedDeal(page, cPage, title);
    await api(cPage.request, 'POST', `/api/deals/${dealId}/deliver`, { deliverables: ['reel-final.wav'], note: '' });
    const approved = await page.request.post(`/api/deals/${dealId}/approve`, {
      data: {},
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    });
    expect(approved.ok(), await approved.text()).toBeTruthy();

    // The partner reviews the creative from the Deal Diary.
    await page.goto('/deal-diary');
    await page.getByRole('button', { name: new RegExp(title) }).click();
    const details = page.getByRole('region', { name: `${title} details` });
    const form = details.getByRole('form', { name: `Review ${creative.name}` });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form.getByText('Rate Quality of work from 1 to 5')).toBeVisible();
    await rate(form, 'Quality of work', 5);
    await rate(form, 'Communication', 4);
    await rate(form, 'On time', 5);
    const partnerText = uniqueLabel('Sharp edit, delivered early');
    await form.getByLabel('Public review (optional)').fill(partnerText);
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(details.getByRole('article', { name: `Your review of ${creative.name}` })).toBeVisible();
    await expect(details.getByText(/review appears here once they review you/)).toBeVisible();

    // Before the creative reviews, they see that a review waits, not what it says; the profile does not show it.
    await cPage.goto('/creator/deals');
    const row = cPage.getByRole('article', { name: title });
    await row.getByRole('button', { name: 'More' }).click();
    await expect(row.getByText(/has already reviewed you/)).toBeVisible();
    await expect(cPage.getByText(partnerText)).toHaveCount(0);
    await cPage.goto(`/creator/${creative.id}`);
    await expect(cPage.getByRole('heading', { name: 'Reviews & reputation' })).toBeVisible();
    await expect(cPage.getByText(partnerText)).toHaveCount(0);

    // The creative reviews the partner: both reviews are public together.
    await cPage.goto('/creator/deals');
    await row.getByRole('button', { name: 'More' }).click();
    const cForm = row.getByRole('form', { name: /^Review / });
    await rate(cForm, 'Clear brief', 5);
    await rate(cForm, 'Communication', 5);
    await rate(cForm, 'Pays and approves promptly', 4);
    const creativeText = uniqueLabel('Clear brief and quick approval');
    await cForm.getByLabel('Public review (optional)').fill(creativeText);
    await cForm.getByRole('radio', { name: 'Yes' }).check();
    await cForm.getByRole('button', { name: 'Post review' }).click();
    await expect(row.getByText(partnerText)).toBeVisible();
    await expect(row.getByText(creativeText)).toBeVisible();

    // The profile shows the review, the count and the score with its explanation.
    await page.goto(`/creator/${creative.id}`);
    const reputation = page.getByRole('region', { name: 'Reviews & reputation' });
    await expect(reputation.getByText(partnerText)).toBeVisible();
    await expect(reputation.getByText(/from 1 deal$/)).toBeVisible();
    await reputation.getByText('Why this score?').click();
    await expect(reputation.getByText(/Reviews average .* from 1 deal/)).toBeVisible();
    await expect(page.getByText(/^\d+%$/).first()).toBeVisible();
    expect(errors).toEqual([]);
    await creative.context.close();
  });
});
