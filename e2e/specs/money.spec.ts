import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chooseRole, clickCentered, expect, partnerAndCreative, signContractAs, test } from '../fixtures';

let n = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${process.pid}-${++n}`;

function isoInDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function downloadCsv(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('deal-diary-export.csv');
  return readFileSync((await download.path()) as string, 'utf8');
}

test.describe('money', () => {
  test('post, decline, fund, apply, select, sign, deliver, approve, payout on both diaries, CSVs, tip', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(150_000);
    const { contactEmail, creative } = await partnerAndCreative(page, browser);
    const cPage = creative.page;
    const title = unique('Launch reel soundtrack');

    // Post a Brief: the spec's messages, the contact e-mail prefilled from the partner profile.
    await page.goto('/post-brief');
    await expect(page.getByRole('heading', { name: 'Post a Brief', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    await expect(page.getByLabel('Contact Email')).toHaveValue(contactEmail);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Post Brief' }).click();
    await expect(page.getByText('Project title is required')).toBeVisible();
    await expect(page.getByText('Budget range is required')).toBeVisible();
    await expect(page.getByText('Category is required')).toBeVisible();

    await page.getByLabel('Project Title').fill(title);
    await page.getByLabel('Project Description').fill('A 30 second lo-fi bed for our campus launch reel.');
    await page.getByLabel('Budget Range').selectOption({ label: '$500-$1000' });
    await page.getByLabel('Deadline').fill(isoInDays(21));
    await page.getByLabel('Category').selectOption({ label: 'Music Producer' });
    await page.getByLabel('Style Tags (optional)').fill('lo-fi, warm');
    await page.getByRole('button', { name: 'Post Brief' }).click();

    // Fund Your Brief shows the brief that was posted; a declined card says so and charges nothing.
    await expect(page).toHaveURL(/\/brief\/[^/]+\/fund$/);
    const briefId = page.url().split('/').at(-2) as string;
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByTestId('escrow-amount')).toHaveText('$500');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await page.getByLabel('Test card (declined)').check();
    await page.getByRole('button', { name: 'Fund Project' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed. Please try again.' })).toBeVisible();
    await page.getByLabel('Test Visa (succeeds)').check();
    await page.getByRole('button', { name: 'Fund Project' }).click();
    await expect(page).toHaveURL(new RegExp(`/brief/${briefId}/applications$`));
    await expect(page.getByText('No applications yet')).toBeVisible();

    // The creative finds the funded project and applies with a portfolio link and a note.
    await cPage.goto('/creator/projects');
    const card = cPage.getByRole('article', { name: title });
    await expect(card.getByText('in escrow')).toBeVisible();
    await card.getByRole('button', { name: 'Apply' }).click();
    await card.getByLabel('Portfolio link').fill('soundcloud.com/maya');
    await card.getByLabel('Note (optional)').fill('I score campus reels every week.');
    await card.getByRole('button', { name: 'Send application' }).click();
    await expect(card.getByText('Applied')).toBeVisible();

    // The partner selects them.
    await page.reload();
    const applicant = page.getByRole('article', { name: creative.name });
    await expect(applicant.getByRole('link', { name: /soundcloud\.com\/maya/ })).toBeVisible();
    await applicant.getByRole('button', { name: `Select ${creative.name}` }).click();
    await expect(page.getByText(`You selected ${creative.name}.`).first()).toBeVisible();

    // Both sign the contract (decision 061; contracts.spec.ts walks the partner's side): the partner first, then
    // the creative reads it, types their name, signs and delivers.
    const { items } = (await (await page.request.get('/api/deals?as=brand')).json()) as {
      items: { id: string; title: string }[];
    };
    const dealId = items.find((d) => d.title === title)?.id as string;
    await signContractAs(page.request, dealId);
    await cPage.goto('/creator/deals');
    const row = cPage.getByRole('article', { name: title });
    await expect(row.getByText('Pending')).toBeVisible();
    await row.getByRole('button', { name: 'Contract' }).click();
    const contract = cPage.getByRole('dialog', { name: 'Contract' });
    await expect(contract.getByText('The Creative owns the work')).toBeVisible();
    await contract.getByLabel('Type your full name to sign').fill(creative.name);
    await contract.getByRole('button', { name: 'Sign contract' }).click();
    await expect(row.getByText('Signed', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Deliver' }).click();
    const deliver = cPage.getByRole('dialog', { name: 'Deliver' });
    await deliver.getByLabel('Deliverables').fill('launch-reel-bed.wav');
    await deliver.getByRole('button', { name: 'Deliver' }).click();
    await expect(row.getByText('Delivered', { exact: true })).toBeVisible();

    // The partner approves in the Deal Diary: escrow is released.
    await page.goto('/deal-diary');
    await expect(page.getByText('Every step, tracked.')).toBeVisible();
    await page.getByRole('button', { name: new RegExp(title) }).click();
    const details = page.getByRole('region', { name: `${title} details` });
    await expect(details.getByText('launch-reel-bed.wav')).toBeVisible();
    await details.getByRole('button', { name: 'Approve & release' }).click();
    await expect(details.getByText('Paid', { exact: true }).first()).toBeVisible();

    // The creative takes the payout; both diaries show it.
    await cPage.reload();
    await row.getByRole('button', { name: 'Payout' }).click();
    await expect(cPage.getByText('Paid out to your payout account.')).toBeVisible();
    await expect(cPage.getByLabel('Totals').getByText('$500').first()).toBeVisible();
    await row.getByRole('button', { name: 'More' }).click();
    await expect(row.getByText(/Paid out \$500\.00 to payout account/)).toBeVisible();
    const creatorCsv = await downloadCsv(cPage, cPage.getByRole('button', { name: 'Export CSV' }));
    expect(creatorCsv.split('\r\n')[0]).toBe(
      'Title,Brand,Status,Amount,Signed Date,Payment Date,Released,Refunded,Your Net Share,Paid Out To You',
    );
    expect(creatorCsv).toContain(`${title},`);
    expect(creatorCsv).toContain(',paid,500.00,');

    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('tab', { name: 'Completed' }).click();
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await expect(
      page.getByRole('region', { name: `${title} details` }).getByText('Paid out to creatives'),
    ).toBeVisible();
    const brandCsv = await downloadCsv(page, page.getByRole('button', { name: 'Export CSV' }));
    expect(brandCsv).toContain(`${title},${creative.name},complete,500.00,`);
    await page.getByRole('tab', { name: 'Active' }).click();
    await expect(page.getByText('No active deals')).toBeVisible();

    // A fan tips the creative from their profile; the creative sees it in their earnings.
    const fanContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const fan = await fanContext.newPage();
    await chooseRole(fan, 'fan');
    await fan.goto(`/creator/${creative.id}`);
    await fan.getByRole('button', { name: `Tip ${creative.name}` }).click();
    const tip = fan.getByRole('dialog', { name: `Tip ${creative.name}` });
    await tip.getByLabel('Amount ($1 to $20)').fill('25');
    await tip.getByRole('button', { name: 'Send tip' }).click();
    await expect(tip.getByText('Tips are $1 to $20')).toBeVisible();
    await tip.getByLabel('Amount ($1 to $20)').fill('7');
    await tip.getByRole('button', { name: 'Send tip' }).click();
    await expect(fan.getByText(`You tipped ${creative.name} $7. Thank you!`)).toBeVisible();
    // (Another test may tip the same creative from Discover meanwhile, so the tile is read through the API.)
    const earnings = await (await cPage.request.get('/api/me/earnings')).json();
    expect(earnings.recentTips.map((t: { amountCents: number }) => t.amountCents)).toContain(700);
    await cPage.reload();
    // Shown as the app formats money: whole dollars bare, cents with two digits (a tip bears its card fee).
    const tipsShown =
      earnings.tipsCents % 100 === 0 ? `$${earnings.tipsCents / 100}` : `$${(earnings.tipsCents / 100).toFixed(2)}`;
    await expect(cPage.getByLabel('Totals').getByText(tipsShown)).toBeVisible();
    await fanContext.close();
    await creative.context.close();
    expect(errors).toEqual([]);
  });

  test('Tip $5 on Discover goes through the provider, and a declined card says so', async ({ page }) => {
    await chooseRole(page, 'fan');
    await page.goto('/discover');
    const first = page.getByRole('button', { name: /^Tip \$5/ }).first();
    await clickCentered(first);
    const dialog = page.getByRole('dialog', { name: /^Tip / });
    await expect(dialog.getByText('$5', { exact: true })).toBeVisible();
    await dialog.getByLabel('Test card (declined)').check();
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await expect(dialog.getByText('Payment failed. Please try again.')).toBeVisible();
    await dialog.getByLabel('Test Visa (succeeds)').check();
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await expect(page.getByText(/^You tipped .+ \$5\. Thank you!$/)).toBeVisible();
  });

  test('/brief/new is the same Post a Brief screen, strangers cannot open a brief, and the dashboard example tips', async ({
    page,
  }) => {
    await chooseRole(page, 'brand');
    await page.goto('/brief/new?type=brand');
    await expect(page.getByRole('heading', { name: 'Post a Brief', level: 1 })).toBeVisible();
    await page.goto('/brief/not-a-brief/fund');
    await expect(page.getByRole('heading', { name: 'Brief not found' })).toBeVisible();
    await page.goto('/deal-diary');
    await expect(page.getByText('No deals found')).toBeVisible();
    await expect(page.getByText('No deals yet')).toBeVisible();
    // The illustrative dashboard shows real creatives, one of each kind, each with Tip $5.
    await page.goto('/creative-dashboard-example');
    const examples = page.getByRole('list', { name: 'Example creatives' }).getByRole('article');
    await expect(examples).toHaveCount(3);
    await expect(examples.first().getByRole('button', { name: /^Tip \$5/ })).toBeVisible();
  });
});
