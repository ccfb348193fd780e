import { api, clickCentered, expect, signUpAs, test, uniqueLabel } from '../fixtures';

/** A school address no other run or worker uses (one verified address proves one account). */
const schoolEmail = () => `${uniqueLabel('ada').replace(/\W+/g, '.').toLowerCase()}@cs.stanford.edu`;

test.describe('verified student status (issue 36 item 4)', () => {
  test('a creative verifies a school e-mail from the mailbox and sees the badge on their profile', async ({ page }) => {
    await signUpAs(page, 'creator');
    await api(page.request, 'POST', '/api/creative-profiles', {
      displayName: uniqueLabel('Ada Student'),
      bio: 'Posters for campus shows.',
      location: 'Palo Alto, CA',
      creativeTypes: ['Graphic Designer'],
      experience: 'professional',
      rates: { designWork: '$300-600' },
      specialties: ['Posters & Flyers'],
      socialLinks: { instagram: 'ada.posters' },
    });
    const me = (await (await page.request.get('/api/me')).json()).user;

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Student status' });
    await expect(section).toBeVisible();

    // A look-alike is refused on the spot, with nothing sent.
    const field = section.getByRole('textbox', { name: 'School e-mail' });
    await field.fill('ada@stanford.edu.evil.com');
    await clickCentered(section.getByRole('button', { name: 'Send verification link' }));
    await expect(section.getByText('That address only looks like stanford.edu.')).toBeVisible();

    const email = schoolEmail();
    await field.fill(email);
    await clickCentered(section.getByRole('button', { name: 'Send verification link' }));
    await expect(section.getByText('We sent a link to')).toBeVisible();
    await expect(section.getByText(email)).toBeVisible();

    // The local mailbox lists the message with its link; following it verifies in this signed-in browser.
    await page.goto('/dev/mailbox');
    const message = page.locator('article', { hasText: email }).first();
    await expect(message).toContainText('Verify your school e-mail for Pulse');
    await message.locator('a[href*="/student-status/verify?token="]').click();
    await expect(page.getByRole('heading', { name: 'Your school e-mail is verified' })).toBeVisible();
    await expect(page.getByText("You're a verified student at Stanford University.")).toBeVisible();

    await clickCentered(page.getByRole('link', { name: 'View your profile' }));
    await expect(page).toHaveURL(new RegExp(`/creator/${me.id}$`));
    const badge = page.getByText('Verified student', { exact: false }).first();
    await expect(badge).toBeVisible();
    await expect(page.getByText('· Stanford University')).toBeVisible();

    // Settings shows the verified status; the same link a second time is refused.
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Student status' }).getByText(/shows through July/)).toBeVisible();
    await page.goto('/dev/mailbox');
    await page.locator('article', { hasText: email }).first().locator('a').first().click();
    await expect(page.getByText('This link has already been used.')).toBeVisible();
  });
});
