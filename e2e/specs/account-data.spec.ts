import { readFileSync } from 'node:fs';
import { api, expect, test, uniqueEmail } from '../fixtures';

/** A ZIP starts with a local file header ("PK\x03\x04") and carries each entry's name as plain bytes. */
function zipEntryNames(bytes: Buffer): { isZip: boolean; hasDataJson: boolean } {
  return {
    isZip: bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
    hasDataJson: bytes.includes(Buffer.from('data.json')),
  };
}

test.describe('leaving with one’s data (issue 36 item 7)', () => {
  test('downloading data and deleting an account', async ({ page }) => {
    // A short address: a long one widens /settings past a phone's width (the e-mail section does not wrap it).
    const account = { name: 'E2E Explorer', email: uniqueEmail('f'), password: 'e2e-password-1' };
    await api(page.request, 'POST', '/api/accounts/sign-up', account);
    await api(page.request, 'POST', '/api/me/role', { role: 'fan' });
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();

    // Download my data: a ZIP with data.json, named by the day.
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pulse-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const file = zipEntryNames(readFileSync(await download.path()));
    expect(file).toEqual({ isZip: true, hasDataJson: true });

    // Delete my account: the password is checked first, and a wrong one is said so.
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('That password is not right. Try again.')).toBeVisible();
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    // Signed out, and home.
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await (await page.request.get('/api/me')).json()).user).toBeNull();

    // The old password signs in no more.
    await page.goto('/signin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  });

  test('deleting is refused while a deal is open, with what to do first', async ({ page }) => {
    // A short address: a long one widens /settings past a phone's width (the e-mail section does not wrap it).
    const account = { name: 'E2E Partner', email: uniqueEmail('p'), password: 'e2e-password-1' };
    await api(page.request, 'POST', '/api/accounts/sign-up', account);
    await api(page.request, 'POST', '/api/me/role', { role: 'brand' });
    // A posted project brief is an open deal until it is funded and done, or cancelled.
    const posted = await page.request.post('/api/project-briefs', {
      data: {
        title: 'Open deal reel',
        description: 'A 60 second reel of the new student center',
        budget: '$500-$1000',
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        category: 'videographer',
        usageType: 'ugc',
        tags: 'bright, energetic',
        contactEmail: account.email,
      },
      headers: { 'content-type': 'application/json' },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/^Finish or cancel your open deal "Open deal reel" first\./);
    // Nothing changed: still signed in as the same account.
    expect((await (await page.request.get('/api/me')).json()).user.email).toBe(account.email);
  });
});
