import type { Browser } from '@playwright/test';
import { adminContext, api, expect, partnerAndCreative, signedDeal, signUpAs, test, uniqueLabel } from '../fixtures';

/** The seeded admin in a context of their own. */
async function adminPage(browser: Browser) {
  const context = await adminContext(browser);
  const page = await context.newPage();
  return { context, page };
}

test.describe('review moderation (issue 22 item 4)', () => {
  test('a reader reports a review; an admin hides it; it leaves the profile and the count, its parties see why', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(180_000);
    const { creative } = await partnerAndCreative(page, browser);
    const title = uniqueLabel('Moderated reel');
    const { dealId } = await signedDeal(page, creative.page, title);
    await api(creative.page.request, 'POST', `/api/deals/${dealId}/deliver`, { deliverables: ['reel.wav'], note: '' });
    const approved = await page.request.post(`/api/deals/${dealId}/approve`, {
      data: {},
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    });
    expect(approved.ok(), await approved.text()).toBeTruthy();
    const badText = uniqueLabel('Text me at 555-0100, cheaper off Pulse');
    await api(page.request, 'POST', `/api/deals/${dealId}/reviews`, {
      ratings: { quality: 5, communication: 5, onTime: 5 },
      publicText: badText,
      wouldWorkAgain: true,
    });
    await api(creative.page.request, 'POST', `/api/deals/${dealId}/reviews`, {
      ratings: { clearBrief: 5, communication: 5, promptPayment: 5 },
      wouldWorkAgain: true,
    });

    // A signed-in reader reports it from the profile, with a reason.
    const readerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const reader = await readerContext.newPage();
    await signUpAs(reader, 'fan');
    await reader.goto(`/creator/${creative.id}`);
    const reputation = reader.getByRole('region', { name: 'Reviews & reputation' });
    await expect(reputation.getByText(badText)).toBeVisible();
    await expect(reputation.getByText(/from 1 deal$/)).toBeVisible();
    await reputation.getByRole('button', { name: 'Report review' }).click();
    const form = reader.getByRole('form', { name: 'Report review' });
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form.getByText('Pick a reason for your report')).toBeVisible();
    await form.getByRole('radio', { name: 'Shares private or personal information' }).check();
    await form.getByLabel('Details (optional)').fill('A phone number to deal off the platform');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(reputation.getByText('Thanks. Pulse will look at this review.')).toBeVisible();

    // The admin hides it from Reported reviews, with a reason.
    const admin = await adminPage(browser);
    await admin.page.setViewportSize(page.viewportSize() ?? { width: 1280, height: 800 });
    await admin.page.goto('/admin/reviews');
    await expect(admin.page.getByRole('heading', { name: 'Reported reviews', level: 1 })).toBeVisible();
    const card = admin.page.getByRole('article', { name: new RegExp(`review of ${creative.name}$`) });
    await expect(card.getByText(badText)).toBeVisible();
    await expect(card.getByText('A phone number to deal off the platform')).toBeVisible();
    await card.getByRole('button', { name: 'Hide review' }).click();
    await expect(card.getByText('Say why Pulse hides this review: its parties will read it')).toBeVisible();
    const reason = 'It shares a phone number to deal off Pulse';
    await card.getByLabel('Reason for hiding (its parties read this)').fill(reason);
    await card.getByRole('button', { name: 'Hide review' }).click();
    await expect(card).toHaveCount(0);

    // Gone from the profile and its count.
    await reader.goto(`/creator/${creative.id}`);
    await expect(reputation.getByText('No reviews yet', { exact: true })).toBeVisible();
    await expect(reputation.getByText(badText)).toHaveCount(0);
    await expect(reputation.getByText(/from 1 deal$/)).toHaveCount(0);

    // Never silently: the reviewed creative sees it hidden by Pulse, with the reason.
    const cPage = creative.page;
    await cPage.goto('/creator/deals');
    const row = cPage.getByRole('article', { name: title });
    await row.getByRole('button', { name: 'More' }).click();
    await expect(row.getByText(`Hidden by Pulse: ${reason}`, { exact: false })).toBeVisible();
    await expect(row.getByText(badText)).toHaveCount(0);

    expect(errors).toEqual([]);
    await Promise.all([readerContext.close(), admin.context.close(), creative.context.close()]);
  });
});
