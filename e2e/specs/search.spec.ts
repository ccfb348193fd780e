import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { api, approveApplications, chooseRole, clickCentered, expect, test, uniqueEmail } from '../fixtures';

let n = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000} ${process.pid} ${++n}`;

function isoInDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** An approved PulsePartner on `page` with an open brief, and an approved creative in a context of its own. */
async function partnerCreativeAndBrief(page: Page, browser: Browser) {
  const company = unique('Campus Coffee');
  await chooseRole(page, 'fan');
  const { application: partnerApplication } = await api(page.request, 'POST', '/api/pulsepartners', {
    name: 'Riley Brand',
    company,
    contactEmail: uniqueEmail('partner'),
    website: 'campuscoffee.example.com',
    needs: 'Calm retro music for launch reels',
  });
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const cPage = await context.newPage();
  const name = unique('Juno Loops');
  await chooseRole(cPage, 'creator', { creativeRole: 'producer' });
  const { application } = await api(cPage.request, 'POST', '/api/creative-profiles', {
    displayName: name,
    bio: 'Lo-fi loops for campus brands.',
    location: 'Austin, TX',
    creativeTypes: ['Producer'],
    experience: 'getting-experience',
    rates: { designWork: '$300-600' },
    specialties: ['Brand Campaigns'],
    socialLinks: { portfolio: 'portfolio.example.com', website: '' },
  });
  await approveApplications(browser, [partnerApplication.id, application.id]);
  const title = unique('Launch reel');
  await api(page.request, 'POST', '/api/briefs', {
    title,
    description: 'Calm, retro beats for a study app launch',
    usageType: 'ugc',
    deadline: isoInDays(14),
    tags: ['Chill', 'Throwback'],
  });
  return { company, brief: title, creative: { name, page: cPage, context } };
}

const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article');

test.describe('creator search', () => {
  test('a partner searches with filters, reloads the results, loads more, compares and invites', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(120_000);
    const { company, brief, creative } = await partnerCreativeAndBrief(page, browser);

    await page.goto('/pulse-iq');
    await expect(page.getByRole('heading', { name: 'Find your creatives' })).toBeVisible();

    // Brand/Agency is the account's, saved at once.
    await page.getByRole('radio', { name: 'Agency' }).click();
    await expect(page.getByRole('radio', { name: 'Agency' })).toHaveAttribute('aria-checked', 'true');
    await expect.poll(async () => (await (await page.request.get('/api/me')).json()).user.agency).toBe(true);

    // PulseMap is a Coming Soon tab.
    await page.getByRole('tab', { name: 'PulseMap' }).click();
    await expect(page.getByText('Coming Soon')).toBeVisible();
    await page.getByRole('tab', { name: 'Smart Search' }).click();

    // Filters, with the applied chips and their remove buttons.
    await page.getByLabel('Language').selectOption('English');
    await page.getByRole('button', { name: 'POC', exact: true }).click();
    const chips = page.getByRole('list', { name: 'Applied filters' });
    await expect(chips.getByRole('listitem')).toHaveText(['English', 'POC']);
    await chips.getByRole('button', { name: 'Remove POC' }).click();
    await expect(page.getByRole('button', { name: 'POC', exact: true })).toHaveAttribute('aria-pressed', 'false');

    // The response rate's minimum moves by the keyboard (Page Up = 50%, an arrow 5%); it never passes the maximum.
    const minResponse = page.getByRole('slider', { name: 'Minimum response rate' });
    await minResponse.focus();
    await minResponse.press('PageUp');
    for (let i = 0; i < 6; i++) await minResponse.press('ArrowRight');
    await expect(minResponse).toHaveAttribute('aria-valuenow', '80');
    const maxPrice = page.getByRole('slider', { name: 'Maximum price' });
    await maxPrice.focus();
    for (let i = 0; i < 4; i++) await maxPrice.press('PageDown');
    await expect(maxPrice).toHaveAttribute('aria-valuenow', '500');
    await expect(page.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '500');
    for (let i = 0; i < 4; i++) await maxPrice.press('PageUp');
    await expect(maxPrice).toHaveAttribute('aria-valuenow', '10000');
    await expect(chips.getByRole('listitem')).toHaveText(['English', 'Response rate 80–100%']);

    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/\/brand\/results\?language=English&responseRate=/);
    await expect(page.getByTestId('filter-summary')).toHaveText('English · Response rate 80–100%');
    await expect(results(page)).toHaveCount(6);
    await expect(page.getByText('Showing 6 creatives')).toBeVisible();

    // The address is the search: a reload shows the same.
    await page.reload();
    await expect(page.getByTestId('filter-summary')).toHaveText('English · Response rate 80–100%');
    await expect(results(page)).toHaveCount(6);

    await clickCentered(page.getByRole('button', { name: 'Load More' }));
    await expect(results(page)).toHaveCount(8);
    await expect(page.getByText('Showing all 8 creatives')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

    const maya = page.getByRole('article', { name: 'Maya Lin' });
    // Earned (decision 060): the Pulse Score from her deals, the response rate and time from her conversations.
    await expect(maya.getByText('94%')).toBeVisible();
    await expect(maya.getByText('100%')).toBeVisible();
    await expect(maya.getByText('Responds within an hour')).toBeVisible();
    await expect(maya.getByText('$800')).toBeVisible();
    await expect(maya.getByRole('list', { name: 'Portfolio' }).getByRole('img')).toHaveCount(2);

    // Saved creatives stay saved (brand.saved, on the server).
    await clickCentered(maya.getByRole('button', { name: 'Save Maya Lin' }));
    await expect(maya.getByRole('button', { name: 'Saved Maya Lin' })).toHaveAttribute('aria-pressed', 'true');

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Shortlist two, compare them side by side.
    await clickCentered(maya.getByRole('button', { name: 'Shortlist Maya Lin' }));
    const shortlist = page.getByRole('region', { name: 'Shortlist' });
    await expect(shortlist).toContainText('1 shortlisted');
    await expect(shortlist.getByRole('button', { name: 'Compare' })).toBeDisabled();
    await clickCentered(page.getByRole('button', { name: 'Shortlist Aisha Bello' }));
    await expect(shortlist).toContainText('2 shortlisted');
    await shortlist.getByRole('button', { name: 'Compare' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare creatives' });
    await expect(compare.getByRole('columnheader')).toHaveText(['Maya Lin', 'Aisha Bello']);
    await expect(compare.getByRole('row', { name: /Pulse Score/ })).toContainText('94%');
    await compare.getByRole('button', { name: 'Close' }).click();

    // Invite All to the partner's open brief.
    await shortlist.getByRole('button', { name: 'Invite All' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite All' });
    await invite.getByRole('radio', { name: new RegExp(brief) }).check();
    await invite.getByRole('button', { name: 'Send Invites' }).click();
    await expect(page.getByText(`Invited 2 creatives to “${brief}”.`)).toBeVisible();
    await expect(shortlist).toHaveCount(0);

    // Edit search returns to the hub with the filters kept; the saved creative is listed there.
    await page.getByRole('link', { name: 'Edit search' }).first().click();
    await expect(page).toHaveURL(/\/pulse-iq\?language=English&responseRate=/);
    await expect(page.getByLabel('Language')).toHaveValue('English');
    await expect(page.getByRole('slider', { name: 'Minimum response rate' })).toHaveAttribute('aria-valuenow', '80');
    await expect(
      page.getByRole('region', { name: 'Saved creatives' }).getByRole('link', { name: /Maya Lin/ }),
    ).toBeVisible();

    // A text search finds our own creative; inviting them puts the brief on their dashboard.
    await page.getByLabel('Language').selectOption('');
    await page.getByRole('button', { name: 'Remove Response rate 80–100%' }).click();
    await page.getByLabel('Search creatives').fill(creative.name);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(results(page)).toHaveCount(1);
    await clickCentered(page.getByRole('button', { name: `Shortlist ${creative.name}` }));
    await page.getByRole('region', { name: 'Shortlist' }).getByRole('button', { name: 'Invite All' }).click();
    await page
      .getByRole('dialog', { name: 'Invite All' })
      .getByRole('radio', { name: new RegExp(brief) })
      .check();
    await page.getByRole('dialog', { name: 'Invite All' }).getByRole('button', { name: 'Send Invites' }).click();
    await expect(page.getByText(`Invited 1 creative to “${brief}”.`)).toBeVisible();

    const cPage = creative.page;
    cPage.on('pageerror', (e) => errors.push(String(e)));
    await cPage.goto('/creator');
    const invitation = cPage.getByRole('article', { name: `Invitation: ${brief}` });
    await expect(invitation).toBeVisible();
    await expect(invitation).toContainText(`${company} invited you`);
    await creative.context.close();
    expect(errors).toEqual([]);
  });

  test('a partner invites one creative from their profile; a Booked one cannot be invited', async ({
    page,
    browser,
    errors,
  }) => {
    const { brief, creative } = await partnerCreativeAndBrief(page, browser);
    const me = await (await creative.page.request.get('/api/me')).json();
    await page.goto(`/creator/${me.user.id}`);
    await page.getByRole('link', { name: 'Invite to Brief' }).click();
    await expect(page).toHaveURL(new RegExp(`/brand/invite/${me.user.id}$`));
    await expect(page.getByRole('heading', { name: 'Invite Creator', level: 1 })).toBeVisible();

    // Sending without a brief says which one is missing, in the screen, not in an alert box.
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Pick one of your open briefs')).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(brief) }).check();
    await page.getByLabel('Note (optional)').fill('Your loops fit our launch');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(`Invited 1 creative to “${brief}”`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/creator/${me.user.id}$`));

    await creative.page.goto('/creator');
    await expect(creative.page.getByRole('article', { name: `Invitation: ${brief}` })).toBeVisible();
    await creative.context.close();

    await page.goto('/creator/demo-creator-kwame-asante');
    await expect(page.getByRole('button', { name: 'Invite to Brief' })).toBeDisabled();
    await page.goto('/brand/invite/demo-creator-kwame-asante');
    await expect(page.getByText('Kwame Asante is booked and not taking new projects right now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Invitation' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('search is for partners; others are turned away', async ({ page }) => {
    await chooseRole(page, 'fan');
    await page.goto('/brand/results?niche=Music');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    const res = await page.request.get('/api/creators/search');
    expect(res.status()).toBe(403);
  });

  test('a partner without briefs is welcomed and gets pairings from what they need', async ({ page, errors }) => {
    await chooseRole(page, 'brand');
    await page.goto('/brand/welcome');
    await expect(page.getByRole('heading', { name: /Welcome to Pulse/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Post Brief/ })).toHaveAttribute('href', '/brief/new?type=brand');
    await page.getByRole('link', { name: /Discover Pairings/ }).click();
    await expect(page).toHaveURL(/\/brand\/discover$/);
    await expect(page.getByRole('heading', { name: 'Discover Pairings' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pairings' }).getByRole('article').first()).toContainText(
      /\d+%\s*match/,
    );
    await expect(page.getByText(/No open brief yet: ranked against what you told us you need/)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
