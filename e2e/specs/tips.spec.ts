import type { Browser, Page } from '@playwright/test';
import {
  adminContext,
  api,
  approveApplications,
  chooseRole,
  expect,
  test,
  uniqueEmail,
  uniqueLabel,
} from '../fixtures';

/** Approved creatives, each signed in (a guest creative) in a browser context of their own. */
async function creatives(browser: Browser, page: Page, labels: readonly string[]) {
  const made: { id: string; name: string; page: Page }[] = [];
  const applications: string[] = [];
  for (const label of labels) {
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const cPage = await context.newPage();
    const name = uniqueLabel(label);
    await chooseRole(cPage, 'creator', { creativeRole: 'producer' });
    const { application } = await api(cPage.request, 'POST', '/api/creative-profiles', {
      displayName: name,
      bio: 'Beats for tips.',
      location: 'Austin, TX',
      creativeTypes: ['Producer'],
      experience: 'getting-experience',
      rates: {},
      specialties: [],
      socialLinks: { portfolio: '', website: '' },
    });
    applications.push(application.id);
    const me = await (await cPage.request.get('/api/me')).json();
    made.push({ id: me.user.id as string, name, page: cPage });
  }
  await approveApplications(browser, applications);
  return made;
}

/** A signed-up fan whose e-mail is verified through the link in the local mailbox. */
async function verifiedFan(page: Page) {
  await chooseRole(page, 'fan');
  const email = uniqueEmail('tab-fan');
  const name = uniqueLabel('Casey Tabs');
  await api(page.request, 'POST', '/api/accounts/sign-up', { name, email, password: 'tab-fan-password-1' });
  await page.goto('/dev/mailbox');
  const message = page.locator('article').filter({ hasText: email }).filter({ hasText: 'Confirm your e-mail' });
  await message.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
  return name;
}

async function tip(page: Page, creative: { id: string; name: string }, dollars: string) {
  await page.goto(`/creator/${creative.id}`);
  await page.getByRole('button', { name: `Tip ${creative.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tip ${creative.name}` });
  const save = dialog.getByRole('button', { name: 'Save card and continue' });
  const amount = dialog.getByLabel('Amount ($1 to $20)');
  // The first tip asks for a card once (the sandbox's test Visa is chosen).
  await expect(save.or(amount)).toBeVisible();
  if (await save.isVisible()) await save.click();
  await amount.fill(dollars);
  return dialog;
}

test.describe('tips on a tab', () => {
  test('a fan saves a card, tips three creatives $1, $2 and $7, one $10 charge pays them, each sees it arrive', async ({
    page,
    browser,
    errors,
  }) => {
    // Five people in five browsers (a fan, three creatives, the admin who approves them): over 30 s on a busy
    // two-core machine, though each step answers within its own expect timeout.
    test.slow();
    const [maya, jordan, ari] = await creatives(browser, page, ['Tab Maya', 'Tab Jordan', 'Tab Ari']);
    const fanName = await verifiedFan(page);

    const first = await tip(page, maya!, '1');
    await expect(first.getByText(`$0.97 of your $1 reaches ${maya!.name}`)).toBeVisible();
    await first.getByLabel('Note (optional)').fill('Loved the loop');
    await first.getByRole('button', { name: 'Add to tab' }).click();
    await expect(page.getByText(`$1 for ${maya!.name} is on your tab.`)).toBeVisible();

    // The creative sees it at once, pending until the tab is paid.
    await maya!.page.goto('/creator/deals');
    const mayaTips = maya!.page.getByRole('list', { name: 'Recent tips' });
    await expect(mayaTips.getByText(fanName)).toBeVisible();
    await expect(mayaTips.getByText(/Pending: reaches you when their tab is paid/)).toBeVisible();
    await expect(mayaTips.getByText('“Loved the loop”')).toBeVisible();

    const second = await tip(page, jordan!, '2');
    await second.getByLabel(/Tip anonymously/).check();
    await second.getByRole('button', { name: 'Add to tab' }).click();
    await expect(page.getByText(`$2 for ${jordan!.name} is on your tab.`)).toBeVisible();

    await page.getByRole('link', { name: 'Tab' }).first().click();
    await expect(page).toHaveURL(/\/fan\/tab$/);
    await expect(page.getByTestId('tab-total')).toHaveText('$3');
    await expect(page.getByRole('list', { name: 'Tips on your tab' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('saved-card')).toHaveText('Visa •••• 4242');

    // $7 more takes the tab to $10: it is charged in one payment.
    const third = await tip(page, ari!, '7');
    await third.getByRole('button', { name: 'Add to tab' }).click();
    await expect(page.getByText(`$7 for ${ari!.name} is on your tab.`)).toBeVisible();
    await page.goto('/fan/tab');
    const past = page.getByRole('list', { name: 'Past tabs' });
    await expect(async () => {
      await page.reload();
      await expect(past.getByText('one charge, $0.59 card fee')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(past.getByText('$10', { exact: true })).toBeVisible();
    await expect(page.getByText('Your tab is empty')).toBeVisible();

    // Each creative sees their tip paid, with what the card fee took.
    for (const [creative, shown] of [
      [maya!, fanName],
      [jordan!, 'Anonymous'],
      [ari!, fanName],
    ] as const) {
      await creative.page.goto('/creator/deals');
      const list = creative.page.getByRole('list', { name: 'Recent tips' });
      await expect(list.getByText(shown)).toBeVisible();
      await expect(list.getByText(/^Paid · \$[\d.]+ after a \$0\.\d\d card fee/)).toBeVisible();
      await creative.page.context().close();
    }
    expect(errors).toEqual([]);
  });

  test('a guest pays a tip alone and is shown what the card fee takes of it; an admin refunds it', async ({
    page,
    browser,
  }) => {
    const [theo] = await creatives(browser, page, ['Guest Tip Theo']);
    await chooseRole(page, 'fan');
    await page.goto(`/creator/${theo!.id}`);
    await page.getByRole('button', { name: `Tip ${theo!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tip ${theo!.name}` });
    await dialog.getByLabel('Amount ($1 to $20)').fill('1');
    await expect(dialog.getByText(`$0.67 of your $1 reaches ${theo!.name}`)).toBeVisible();
    await expect(dialog.getByText(/Card fees take \$0\.33 of a tip paid alone/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await expect(page.getByText(`You tipped ${theo!.name} $1. Thank you!`)).toBeVisible();

    // An admin refunds it from the tip fees screen, after a second press.
    const admin = await adminContext(browser, { viewport: page.viewportSize() ?? undefined });
    const aPage = await admin.newPage();
    await aPage.goto('/admin/tip-fees');
    await expect(aPage.getByRole('heading', { name: 'Tip fees', level: 1 })).toBeVisible();
    const card = aPage
      .getByRole('list', { name: 'Recent paid tips' })
      .getByRole('listitem')
      .filter({ hasText: theo!.name });
    await expect(card.getByText(/One-off · \$0\.33 card fee/)).toBeVisible();
    await card.getByRole('button', { name: 'Refund', exact: true }).click();
    await card.getByRole('button', { name: /^Refund \$1 to / }).click();
    await expect(card.getByText('Refunded', { exact: true })).toBeVisible();
    await admin.close();
    await theo!.page.context().close();
  });
});
