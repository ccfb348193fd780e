import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { api, approveApplications, chooseRole, expect, test, uniqueEmail } from '../fixtures';

/** A PulsePartner whose application an admin approved (the review queue's API). */
async function approvedPartner(page: Page, browser: Browser) {
  await chooseRole(page, 'fan');
  const { application } = await api(page.request, 'POST', '/api/pulsepartners', {
    name: 'Riley Brand',
    company: 'Campus Coffee Co',
    contactEmail: uniqueEmail('partner'),
    website: 'campuscoffee.example.com',
    needs: 'Music for launch reels',
  });
  await approveApplications(browser, [application.id]);
}

function isoInDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test.describe('licensing briefs', () => {
  test('an approved partner posts a brief with suggested tags and sees it on the board', async ({
    page,
    browser,
    errors,
  }) => {
    await approvedPartner(page, browser);
    await page.goto('/brand/new-brief');
    await expect(page.getByRole('heading', { name: 'Create New Brief' })).toBeVisible();

    // Nothing filled: the form's own messages, no preview yet.
    await page.getByRole('button', { name: 'Submit Brief' }).click();
    await expect(page.getByText('Brief Title is required')).toBeVisible();
    await expect(page.getByText('Vibe description is required')).toBeVisible();
    await expect(page.getByText('Deadline is required')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Live preview' })).toHaveCount(0);

    const title = `Launch reel ${Date.now() % 100000}`;
    await page.getByLabel('Brief Title').fill(title);
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();

    await page.getByLabel('Vibe Description').fill('Calm, retro beats that make people move');
    for (const tag of ['Chill', 'Throwback', 'High-energy']) {
      await expect(page.getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true');
    }
    // Tags toggle: the partner drops one suggestion.
    await page.getByRole('button', { name: 'High-energy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'High-energy', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('radio', { name: /UGC Content/ })).toBeChecked();
    await expect(page.getByLabel('Budget Min ($)')).toHaveValue('500');
    await expect(page.getByLabel('Budget Max ($)')).toHaveValue('1500');

    await page.getByLabel('Budget Min ($)').fill('2000');
    await page.getByLabel('Deadline').fill(isoInDays(10));
    await page.getByRole('button', { name: 'Submit Brief' }).click();
    await expect(page.getByText('Minimum budget cannot be above the maximum budget')).toBeVisible();
    await page.getByLabel('Budget Min ($)').fill('500');
    await page.getByRole('radio', { name: /Podcast\/Audio/ }).check();
    await page.getByRole('button', { name: 'Submit Brief' }).click();

    await expect(page).toHaveURL(/\/brand\/briefs$/);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['Chill', 'Throwback']);
    await expect(card.getByText('Due in 10 days')).toBeVisible();
    await expect(card.getByText('$500–$1,500')).toBeVisible();
    const stats = page.getByRole('definition');
    await expect(page.getByRole('list', { name: 'Coming soon' })).toContainText('PulseMap Analytics');
    await expect(page.getByRole('list', { name: 'Coming soon' })).toContainText('PulsePath Integration');
    await expect(stats.first()).toHaveText('1');
    await expect(page.getByText('No matches yet')).toBeVisible();
    await expect(page.getByText('No completed briefs')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await card.getByRole('link', { name: 'View Brief' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('No matches found')).toBeVisible();
    await expect(page.getByText('Podcast/Audio')).toBeVisible();
    await page.getByRole('button', { name: 'Shortlisted', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Shortlisted', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Closing moves it to the Closed column.
    await page.getByRole('button', { name: 'Close Brief' }).click();
    await expect(page.getByText('Brief closed')).toBeVisible();
    await page.goto('/brand/briefs');
    await expect(page.getByRole('region', { name: /Closed/ }).getByRole('article', { name: title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a partner who never applied is shown the way to apply, not a review (issue 18 item 3)', async ({ page }) => {
    await chooseRole(page, 'brand');
    for (const path of ['/post-brief', '/brand/new-brief']) {
      await page.goto(path);
      await expect(page.getByText('Apply to become a PulsePartner to post briefs.')).toBeVisible();
      await expect(page.getByText(/under review/)).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Apply as a PulsePartner' }).click();
    await expect(page).toHaveURL(/\/pulsepartner\/onboarding$/);
  });

  test('a partner in review saves a draft and is told why', async ({ page }) => {
    await chooseRole(page, 'brand');
    await api(page.request, 'POST', '/api/pulsepartners', {
      name: 'Riley Review',
      company: 'Review Co',
      contactEmail: uniqueEmail('review'),
      website: '',
      needs: 'Jingles',
    });
    await page.goto('/post-brief');
    await expect(page.getByText('Your PulsePartner application is under review.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply as a PulsePartner' })).toHaveCount(0);
    await page.goto('/brand/new-brief');
    await expect(page.getByText('Your PulsePartner application is under review.')).toBeVisible();
    await page.getByLabel('Brief Title').fill('Draft jingle');
    await page.getByLabel('Vibe Description').fill('Something playful');
    await page.getByLabel('Deadline').fill(isoInDays(3));
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page).toHaveURL(/\/brand\/briefs$/);
    const drafts = page.getByRole('region', { name: /Drafts/ });
    await expect(drafts.getByRole('article', { name: 'Draft jingle' })).toContainText('Draft');
    await expect(page.getByText('No open briefs')).toBeVisible();
  });

  test('Cancel goes to /start and other people cannot open a brief', async ({ page, browser }) => {
    await chooseRole(page, 'brand');
    const { brief } = await api(page.request, 'POST', '/api/briefs', {
      title: 'Private brief',
      description: 'Calm',
      usageType: 'ugc',
      deadline: isoInDays(5),
    });
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await chooseRole(otherPage, 'brand');
    await otherPage.goto(`/brand/briefs/${brief.id}`);
    await expect(otherPage.getByRole('heading', { name: 'Brief not found' })).toBeVisible();
    await other.close();

    await page.goto('/brand/new-brief');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/start$/);
  });

  test('the collaborator brief board posts a quick brief, previews matches and remembers weekly recs', async ({
    page,
    errors,
  }) => {
    await chooseRole(page, 'brand');
    const res = await page.request.put('/api/onboarding/preferences/collaborator', {
      data: { answers: { project_type: 'podcast', budget_range: '100-500', timeline_urgency: 'within-week' } },
      headers: { 'content-type': 'application/json' },
    });
    expect(res.ok()).toBeTruthy();
    await page.goto('/collaborator/brief-board');

    const profile = page.getByRole('region', { name: 'Your project profile' });
    await expect(profile.getByText('Podcast', { exact: true })).toBeVisible();
    await expect(profile.getByText('$100 to $500')).toBeVisible();
    await expect(profile.getByText('Within a week')).toBeVisible();

    const quick = page.getByRole('region', { name: 'Create a Quick Brief' });
    const post = quick.getByRole('button', { name: 'Post Brief' });
    await expect(post).toBeDisabled();
    await quick.getByLabel('What do you need?').fill('   ');
    await expect(post).toBeDisabled();
    await quick.getByRole('button', { name: 'Podcast Intro' }).click();
    await expect(quick.getByLabel('What do you need?')).toHaveValue(/intro for our podcast/);
    await post.click();
    await expect(page.getByText('Draft saved: Podcast Intro')).toBeVisible();
    await expect(quick.getByLabel('What do you need?')).toHaveValue('');

    const preview = page.getByRole('region', { name: 'AI Match Preview' });
    await expect(preview.getByText('For “Podcast Intro”')).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveCount(3);
    await expect(preview.getByRole('listitem').first()).toContainText('%');

    await page.getByRole('button', { name: 'Yes, Weekly Recs' }).click();
    await expect(page.getByText('Weekly recommendations are on')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Weekly recommendations are on')).toBeVisible();

    await page.getByRole('link', { name: 'View all briefs' }).click();
    await expect(page).toHaveURL(/\/brand\/briefs$/);
    await expect(page.getByRole('article', { name: 'Podcast Intro' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
