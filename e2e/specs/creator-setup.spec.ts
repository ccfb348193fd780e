import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chooseRole, expect, signUpAs, test } from '../fixtures';

async function me(page: Page) {
  return (await (await page.request.get('/api/me')).json()).user;
}

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

const main = (page: Page) => page.getByRole('main');

test.describe('creator setup wizard', () => {
  test('a visitor goes through the seven steps to "Under Review by PulseTeam"', async ({ page, errors }) => {
    // Seven steps of form filling: more than the default timeout on a loaded 2-core machine.
    test.setTimeout(60_000);
    await page.goto('/creator/setup');
    await expect(page.getByRole('heading', { name: 'The basics' })).toBeVisible();
    await expect(page.getByTestId('setup-step')).toHaveText('1/7');
    await expect(page.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute('aria-valuenow', '1');
    await expectNoSeriousA11yViolations(page);

    // Step 1: Continue stays disabled until name, bio and location are valid; the spec's messages show.
    const cont = main(page).getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    const name = page.getByLabel('Display name');
    await name.fill('M');
    await name.blur();
    await expect(page.getByText('Display name must be at least 2 characters')).toBeVisible();
    await name.fill('');
    await expect(page.getByText('Display name is required')).toBeVisible();
    await name.fill('Maya Reyes');
    await expect(page.getByText('Display name is required')).toHaveCount(0);
    const bio = page.getByLabel('Bio');
    await bio.fill('Short bio');
    await expect(page.getByText('Tell partners a bit more about your work: at least 20 characters.')).toBeVisible();
    await bio.fill('I shoot campus events and music videos for student artists in Austin.');
    await expect(page.getByText('Great length: 50-150 characters reads best.')).toBeVisible();
    await expect(cont).toBeDisabled();
    const location = page.getByLabel('Location');
    await location.fill('Austin, TX');
    await expect(cont).toBeEnabled();
    await cont.click();

    // Step 2: at least one creative type.
    await expect(page.getByTestId('setup-step')).toHaveText('2/7');
    await expect(page.getByRole('heading', { name: 'What do you create?' })).toBeFocused();
    await expect(cont).toBeDisabled();
    await page.getByText('Videographer', { exact: true }).click();
    await expect(page.getByText('Add another if it fits: 2-4 types helps partners find you.')).toBeVisible();
    await page.getByText('Video Editor', { exact: true }).click();
    await expect(page.getByText('Nice focus: 2-4 types is the sweet spot.')).toBeVisible();

    // A reload keeps the unfinished wizard.
    await page.reload();
    await expect(page.getByTestId('setup-step')).toHaveText('2/7');
    await expect(page.getByRole('checkbox', { name: 'Video Editor' })).toBeChecked();
    await cont.click();

    // Step 3: an experience level.
    await expect(page.getByTestId('setup-step')).toHaveText('3/7');
    await expect(cont).toBeDisabled();
    await page.getByText('Professional', { exact: true }).click();
    await cont.click();

    // Step 4: free-text rates judged against $500 scaled by experience (Professional: $750).
    await expect(page.getByTestId('setup-step')).toHaveText('4/7');
    await expect(page.getByText(/Professional creatives on Pulse usually charge around \$750/)).toBeVisible();
    await page.getByLabel('Video Project').fill('$100');
    await expect(page.getByText(/Below the typical \$750/)).toBeVisible();
    await page.getByLabel('Video Project').fill('$600-900');
    await expect(page.getByText('In line with the typical $750 for your experience.')).toBeVisible();
    await cont.click();

    // Step 5: specialties and availability (Available by default).
    await expect(page.getByTestId('setup-step')).toHaveText('5/7');
    await expect(page.getByRole('radio', { name: 'Available' })).toBeChecked();
    await page.getByText('Music Videos', { exact: true }).click();
    await page.getByText('Busy', { exact: true }).click();
    await cont.click();

    // Step 6: links must be web addresses.
    await expect(page.getByTestId('setup-step')).toHaveText('6/7');
    const complete = main(page).getByRole('button', { name: 'Complete Setup' });
    const website = page.getByLabel('Website');
    await website.fill('not a url');
    await website.blur();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
    await expect(complete).toBeDisabled();
    await website.fill('maya.studio');
    await page.getByLabel('Instagram').fill('@maya.films');
    await expectNoSeriousA11yViolations(page);
    await complete.click();

    // Step 7: the preview, under review.
    await expect(page.getByTestId('setup-step')).toHaveText('7/7');
    await expect(page.getByText('Under Review by PulseTeam')).toBeVisible();
    await expect(page.getByText(/Typically 24-48 hours/)).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Maya Reyes' })).toBeVisible();
    await expect(main(page).getByText('Video Editor')).toBeVisible();
    await expect(main(page).getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://maya.studio/');
    await expectNoSeriousA11yViolations(page);
    expect(await me(page)).toMatchObject({ role: 'creator', name: 'Maya Reyes', approvalStatus: 'pending' });

    await main(page).getByRole('button', { name: 'Continue to PulseStudio' }).click();
    await expect(page).toHaveURL(/\/pulspace$/);
    await expect(page.getByText('Under review')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
      'href',
      '/creator/onboarding',
    );

    // Coming back restores the saved profile.
    await main(page).getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/creator\/onboarding$/);
    await expect(page.getByLabel('Display name')).toHaveValue('Maya Reyes');
    await expect(page.getByLabel('Location')).toHaveValue('Austin, TX');
    expect(errors).toEqual([]);
  });

  test('Back at step 1 goes to /onboarding/role; the top Back clears the role and goes to /onboarding', async ({
    page,
  }) => {
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    await page.goto('/creator/onboarding');
    await expect(page.getByTestId('setup-step')).toHaveText('1/7');
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/onboarding\/role$/);
    expect((await me(page)).role).toBe('creator');

    await page.goto('/creator/setup');
    await expect(page.getByTestId('setup-step')).toHaveText('1/7');
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect.poll(async () => (await me(page)).role).toBeNull();
  });

  test('a guest who entered the basics at onboarding is not asked for them again (issue 18 item 12)', async ({
    page,
  }) => {
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    await page.goto('/onboarding/creative/basics?role=producer');
    await page.getByLabel('Display name').fill('Rae Okafor');
    await page.getByLabel('Location (optional)').fill('Atlanta, GA');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding\/creative\/calibrate\?role=producer$/);

    await page.goto('/creator/setup');
    await expect(page.getByTestId('setup-step')).toHaveText('1/7');
    await expect(page.getByText('We brought over what you told us during onboarding.')).toBeVisible();
    await expect(page.getByLabel('Display name')).toHaveValue('Rae Okafor');
    await expect(page.getByLabel('Location')).toHaveValue('Atlanta, GA');
    await page.getByLabel('Bio').fill('Trap and lo-fi beats for Atlanta student films.');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('checkbox', { name: 'Producer', exact: true })).toBeChecked();
  });

  test('a signed-in filmmaker finds the onboarding basics from the server in the wizard', async ({ page }) => {
    await signUpAs(page, 'creator');
    await page.goto('/onboarding/creative/basics?role=filmmaker');
    await page.getByLabel('Display name').fill('Theo Vance');
    await page.getByLabel('Location (optional)').fill('Chicago, IL');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding\/creative\/calibrate\?role=filmmaker$/);
    // The draft is on the server, not in this browser.
    await page.evaluate(() => window.localStorage.removeItem('pulse.onboarding.draft.filmmaker'));

    await page.goto('/creator/setup');
    await expect(page.getByLabel('Display name')).toHaveValue('Theo Vance');
    await expect(page.getByLabel('Location')).toHaveValue('Chicago, IL');
  });

  test('Back moves one step back inside the wizard', async ({ page }) => {
    await chooseRole(page, 'creator');
    await page.goto('/creator/setup');
    await page.getByLabel('Display name').fill('Theo');
    await page.getByLabel('Bio').fill('Beats for student films and podcasts.');
    await page.getByLabel('Location').fill('Remote');
    await main(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('setup-step')).toHaveText('2/7');
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('setup-step')).toHaveText('1/7');
    await expect(page.getByLabel('Display name')).toHaveValue('Theo');
  });
});
