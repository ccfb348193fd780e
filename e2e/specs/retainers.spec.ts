import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import {
  api,
  approveApplications,
  chooseRole,
  expect,
  partnerAndCreative,
  signContractAs,
  test,
  uniqueEmail,
  uniqueLabel,
} from '../fixtures';

/**
 * Retainer briefs (issue 31 item 4, decisions 067 and 070): post, fund month 1, shortlist 2, hire 1, save a card for
 * the later months, fund month 2, notice.
 */

const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

/** A second approved producer, in a context of their own. */
async function anotherProducer(browser: Browser, page: Page) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const cPage = await context.newPage();
  const name = uniqueLabel('Jules Loops');
  await chooseRole(cPage, 'creator', { creativeRole: 'producer' });
  const { application } = await api(cPage.request, 'POST', '/api/creative-profiles', {
    displayName: name,
    bio: 'Loops for campus reels.',
    location: 'Denver, CO',
    creativeTypes: ['Producer'],
    experience: 'getting-experience',
    rates: { designWork: '$300-600' },
    specialties: ['Brand Campaigns'],
    socialLinks: { portfolio: 'portfolio.example.com', website: '' },
  });
  await approveApplications(browser, [application.id]);
  return { name, page: cPage, context };
}

test('a partner posts a monthly retainer, shortlists two, hires one, funds month 2 and the creative gives notice', async ({
  page,
  browser,
  errors,
}) => {
  test.setTimeout(180_000);
  const { creative } = await partnerAndCreative(page, browser);
  const second = await anotherProducer(browser, page);
  const title = uniqueLabel('Monthly campus beats');

  // Post a Brief as a retainer: the budget is per month, the first month's date, months and notice.
  await page.goto('/post-brief');
  await page.getByLabel('Project Title').fill(title);
  await page.getByLabel('Project Description').fill('Two fresh beds a month for our campus reels.');
  await page.getByLabel('Engagement').selectOption({ label: 'Monthly retainer' });
  await page.getByRole('button', { name: 'Post Brief' }).click();
  await expect(page.getByText('A retainer runs 2 to 6 months.')).toBeVisible();
  await page.getByLabel('Months').selectOption({ label: '2 months' });
  await page.getByLabel('Notice').selectOption({ label: '14 days' });
  await page.getByLabel('Budget per Month').selectOption({ label: '$500-$1000' });
  await page.getByLabel('First Month Due').fill(isoInDays(10));
  await page.getByLabel('Category').selectOption({ label: 'Music Producer' });
  await axe(page);
  await page.getByRole('button', { name: 'Post Brief' }).click();

  // Funding charges month 1 only.
  await expect(page).toHaveURL(/\/brief\/[^/]+\/fund$/);
  const briefId = page.url().split('/').at(-2) as string;
  await expect(page.getByTestId('escrow-amount')).toHaveText('$500');
  await expect(page.getByText("$500 a month for 2 months, 14 days' notice")).toBeVisible();
  await page.getByLabel('Test Visa (succeeds)').check();
  await page.getByRole('button', { name: 'Fund Project' }).click();
  await expect(page).toHaveURL(new RegExp(`/brief/${briefId}/applications$`));

  // Two creatives apply.
  for (const who of [creative, second]) {
    await api(who.page.request, 'POST', `/api/project-briefs/${briefId}/applications`, {
      portfolioLinks: ['soundcloud.com/campus'],
      note: 'Monthly works for me.',
    });
  }

  // Hiring from a shortlist of one is refused in the spec's words; with two it hires.
  await page.reload();
  await expect(page.getByText('Shortlist: 0 of 4')).toBeVisible();
  const first = page.getByRole('article', { name: creative.name });
  await first.getByRole('button', { name: `Shortlist ${creative.name}` }).click();
  await expect(page.getByText('Shortlist: 1 of 4')).toBeVisible();
  await first.getByLabel('Hire').check();
  await page.getByRole('button', { name: 'Hire', exact: true }).click();
  await expect(page.getByText('A retainer shortlists 2 to 4 creatives before hiring.')).toBeVisible();
  await page
    .getByRole('article', { name: second.name })
    .getByRole('button', { name: `Shortlist ${second.name}` })
    .click();
  await expect(page.getByText('Shortlist: 2 of 4')).toBeVisible();
  await axe(page);
  await page.getByRole('button', { name: 'Hire', exact: true }).click();
  await expect(page.getByText(`You hired ${creative.name}.`).first()).toBeVisible();

  // Both sign; month 1 is delivered and approved through the API, as the deal page's buttons do.
  const { items } = (await (await page.request.get('/api/deals?as=brand')).json()) as {
    items: { id: string; title: string }[];
  };
  const dealId = items.find((d) => d.title === title)?.id as string;
  await signContractAs(page.request, dealId);
  await signContractAs(creative.page.request, dealId);
  await api(creative.page.request, 'POST', `/api/deals/${dealId}/deliver`, { deliverables: ['month-1-beds.wav'] });
  const approved = await page.request.post(`/api/deals/${dealId}/approve`, {
    data: {},
    headers: { 'content-type': 'application/json', 'idempotency-key': uniqueLabel('approve').replace(/\W/g, '-') },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();

  // The partner's deal page: month 2 is not funded yet. A guest is asked to sign up to save a card for the months.
  await page.goto(`/deals/${dealId}`);
  const plan = page.getByRole('list', { name: 'Plan' }).locator(':scope > li');
  await expect(plan).toHaveCount(2);
  await expect(plan.nth(1)).toContainText('Not funded yet');
  await expect(
    page.getByText('Sign up to save a card and have each later month charged when it starts.'),
  ).toBeVisible();

  // Signed up and verified, the partner saves a card that later months are charged to when each starts
  // (decision 070).
  const email = uniqueEmail('retainer-partner');
  await api(page.request, 'POST', '/api/accounts/sign-up', { name: 'Riley Brand', email, password: 'e2e-password-1' });
  await page.goto('/dev/mailbox');
  await page
    .locator('article')
    .filter({ hasText: email })
    .filter({ hasText: 'Confirm your e-mail' })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
  await page.goto(`/deals/${dealId}`);
  await expect(page.getByText('Save a card and each later month is charged to it when it starts.')).toBeVisible();
  await page.getByRole('button', { name: 'Save card' }).click();
  const saveCard = page.getByRole('dialog', { name: 'Save a card' });
  await saveCard.getByLabel('Test Visa (succeeds)').check();
  await saveCard.getByRole('button', { name: 'Save card' }).click();
  await expect(saveCard).toBeHidden();
  await expect(page.getByText('Each later month is charged to your Visa •••• 4242 when it starts.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change card' })).toBeVisible();

  // Month 2 has not started yet: the partner may still fund it now, by hand. Fund Month 2 holds its $500.
  await page.getByRole('button', { name: 'Fund Month 2' }).click();
  const fund = page.getByRole('dialog', { name: 'Fund Month 2' });
  await expect(fund).toContainText(`Hold $500 in escrow for Month 2 of ${title}.`);
  await fund.getByLabel('Test Visa (succeeds)').check();
  await fund.getByRole('button', { name: 'Fund Month 2' }).click();
  await expect(fund).toBeHidden();
  await expect(plan.nth(1)).not.toContainText('Not funded yet');
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Month 2 funded; $500 in escrow');
  await axe(page);

  // The creative gives notice from the same page: the funded month still runs.
  const cPage = creative.page;
  await cPage.goto(`/deals/${dealId}`);
  await cPage.getByRole('button', { name: 'Give notice' }).click();
  const notice = cPage.getByRole('dialog', { name: 'Give notice' });
  await notice.getByRole('button', { name: 'Give notice' }).click();
  await expect(notice).toBeHidden();
  await expect(cPage.getByText(/Notice given: this retainer ends on/)).toBeVisible();
  await expect(cPage.getByRole('button', { name: 'Give notice' })).toBeHidden();
  await expect(cPage.getByRole('list', { name: 'Plan' }).locator(':scope > li').nth(1)).toContainText('In progress');
  await axe(cPage);

  await creative.context.close();
  await second.context.close();
  expect(errors).toEqual([]);
});
