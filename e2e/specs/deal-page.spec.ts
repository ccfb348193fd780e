import { chooseRole, expect, partnerAndCreative, signedDeal, test, uniqueLabel } from '../fixtures';

test.describe('deal page', () => {
  test('the partner and the creative open the same deal page; each sees the other step in without reloading', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(120_000);
    const { creative } = await partnerAndCreative(page, browser);
    const cPage = creative.page;
    const cErrors: string[] = [];
    cPage.on('pageerror', (e) => cErrors.push(String(e)));
    const title = uniqueLabel('Launch bed live');
    const { dealId } = await signedDeal(page, cPage, title);

    // The partner reaches the page from the Deal Diary.
    await page.goto('/deal-diary');
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await page.getByRole('link', { name: `Open deal: ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/deals/${dealId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('deal-status')).toHaveText('Signed');
    await expect(page.getByText(`Contract signed. ${creative.name} is working on the delivery.`)).toBeVisible();
    await expect(page.getByLabel('Money')).toContainText('Held in escrow$500');
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Signed');

    // The creative reaches it from their deals.
    await cPage.goto('/creator/deals');
    await cPage
      .getByRole('article', { name: title })
      .getByRole('link', { name: `Open deal: ${title}` })
      .click();
    await expect(cPage).toHaveURL(new RegExp(`/deals/${dealId}$`));
    await expect(cPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(cPage.getByText('Contract signed. Deliver your work when it is ready.')).toBeVisible();

    // The creative delivers; the partner's open page shows the delivery arrive.
    await cPage.getByRole('button', { name: 'Deliver' }).click();
    const deliver = cPage.getByRole('dialog', { name: 'Deliver' });
    await deliver.getByLabel('Deliverables').fill('launch-bed-final.wav');
    await deliver.getByRole('button', { name: 'Deliver' }).click();
    await expect(deliver).toBeHidden();
    await expect(cPage.getByTestId('deal-status')).toHaveText('Delivered');

    const delivery = page.getByTestId('deal-delivery');
    await expect(delivery.getByRole('list', { name: 'Deliverables' })).toContainText('launch-bed-final.wav');
    await expect(page.getByTestId('deal-status')).toHaveText('Delivered');
    await expect(page.getByText(`${creative.name} delivered. Review the work`)).toBeVisible();

    // The partner approves; the creative's open page shows it approved and paid.
    await page.getByRole('button', { name: 'Approve & release' }).click();
    await expect(page.getByTestId('deal-status')).toHaveText('Paid');
    await expect(page.getByLabel('Money')).toContainText('Released to creatives$500');
    await expect(cPage.getByTestId('deal-status')).toHaveText('Paid');
    await expect(cPage.getByText('Approved and released to your balance.')).toBeVisible();
    await expect(cPage.getByRole('button', { name: 'Payout' })).toBeVisible();
    await expect(cPage.getByRole('list', { name: 'Timeline' })).toContainText('Paid');

    // Someone else gets the not-found page.
    const stranger = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const sPage = await stranger.newPage();
    await chooseRole(sPage, 'fan');
    await sPage.goto(`/deals/${dealId}`);
    await expect(sPage.getByRole('heading', { name: 'Deal Not Found' })).toBeVisible();
    await expect(sPage.getByText(title)).toHaveCount(0);
    await stranger.close();

    expect(cErrors).toEqual([]);
    expect(errors).toEqual([]);
    await creative.context.close();
  });
});
