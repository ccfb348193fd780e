import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { api, chooseRole, expect, signInAsAdmin, test } from '../fixtures';

let n = 0;
/** A guest creative who completed the setup wizard (the wizard's own journey is in creator-setup.spec.ts). */
async function creativeWithProfile(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const name = `${label} ${Date.now() % 100000}-${process.pid}-${++n}`;
  await chooseRole(page, 'creator', { creativeRole: 'filmmaker' });
  await api(page.request, 'POST', '/api/creative-profiles', {
    displayName: name,
    bio: 'Documentary shorts and event recaps for campus organisations.',
    location: 'Providence, RI',
    creativeTypes: ['Filmmaker', 'Video Editor'],
    experience: 'getting-experience',
    rates: { videoProject: '$300-600' },
    specialties: ['Documentary'],
    socialLinks: { portfolio: 'portfolio.example.com', website: '' },
  });
  return { page, name, context };
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test.describe('admin review queue', () => {
  test('an admin approves one creative and rejects another with a reason; each sees it in PulseStudio', async ({
    browser,
    page,
    errors,
  }) => {
    // Three people in three browsers: more than the default timeout on a loaded 2-core machine.
    test.setTimeout(60_000);
    const approved = await creativeWithProfile(browser, 'Approve Me');
    const rejected = await creativeWithProfile(browser, 'Reject Me');

    // The creative sees their pending status first.
    await approved.page.goto('/pulspace');
    await expect(approved.page.getByText('Under review')).toBeVisible();

    await signInAsAdmin(page);
    await page.goto('/admin/applications');
    await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
    await expect(page.getByText('Creative applications')).toBeVisible();
    await expect(page.getByText('Partner applications')).toBeVisible();
    // The counters and Pending come from one query: they always agree.
    const counters = page.getByRole('region', { name: 'Pending applications by kind' });
    const counted = async () =>
      (await counters.locator('.font-display').allTextContents()).reduce((sum, n) => sum + Number(n), 0);
    const pendingHeading = page.getByRole('heading', { name: /^Pending \(\d+\)$/ });
    // Read together until they agree: a refetch may land between reading the counters and the heading.
    const headingAgrees = () =>
      expect(async () => {
        expect(await pendingHeading.textContent()).toBe(`Pending (${await counted()})`);
      }).toPass();
    await headingAgrees();

    const first = card(page, approved.name);
    await expect(first).toBeVisible();
    await expect(first.getByText('<1 h of 48 h')).toBeVisible();
    await expect(first.getByText('Overdue')).toHaveCount(0);
    await expect(first.getByText('Filmmaker · Video Editor')).toBeVisible();
    const portfolio = first.getByRole('link', { name: /https:\/\/portfolio\.example\.com\// });
    await expect(portfolio).toHaveAttribute('target', '_blank');
    await expect(portfolio).toHaveAttribute('rel', /noopener/);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Oldest first: the first applicant is listed before the second.
    const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(names.indexOf(approved.name)).toBeLessThan(names.indexOf(rejected.name));

    await first.getByRole('button', { name: 'Approve' }).click();
    // The confirmation stays on screen after the card leaves the queue, and the heading still agrees with the
    // counters. Not "one fewer than before": the other worker's journeys send applications in meanwhile.
    await expect(card(page, approved.name)).toHaveCount(0);
    await expect(page.getByText(`Approved ${approved.name} as a Creative. They have been notified.`)).toBeVisible();
    await headingAgrees();

    // Reject needs a reason.
    const second = card(page, rejected.name);
    await second.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${rejected.name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    await expect(dialog.getByText('Please give a reason for the rejection')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Please add a portfolio link that opens.');
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card(page, rejected.name)).toHaveCount(0);
    await expect(page.getByText(`Rejected ${rejected.name}'s application. They have been told why.`)).toBeVisible();
    await expect(page.getByText(`Approved ${approved.name} as a Creative. They have been notified.`)).toBeVisible();

    // The decisions change what each creative sees.
    await approved.page.goto('/pulspace');
    await expect(approved.page.getByText('Approved', { exact: true })).toBeVisible();
    expect((await (await approved.page.request.get('/api/me')).json()).user.approvalStatus).toBe('approved');

    await rejected.page.goto('/pulspace');
    await expect(rejected.page.getByText('Not approved', { exact: true })).toBeVisible();
    await expect(rejected.page.getByText('Please add a portfolio link that opens.')).toBeVisible();

    await approved.context.close();
    await rejected.context.close();
    expect(errors).toEqual([]);
  });

  test('an admin finds the failed background jobs from the admin bar', async ({ page, errors }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/applications');
    await page.getByRole('link', { name: 'Failed jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Failed jobs', level: 1 })).toBeVisible();
    await expect(page.getByText('No failed jobs').or(page.getByRole('list', { name: 'Failed jobs' }))).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('everyone but admins is turned away from the queue', async ({ page }) => {
    await chooseRole(page, 'creator');
    await page.goto('/admin/applications');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(page.getByText('This page is only available for Admin accounts.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });
});
