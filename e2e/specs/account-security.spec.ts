import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures';
import { totpCode } from '../totp';

/** An account made through the API, as the sign-up form makes it; returns its credentials. */
async function account(page: Page, password = 'first-password-1') {
  const email = uniqueEmail('secure');
  const res = await page.request.post('/api/accounts/sign-up', {
    data: { name: 'Robin Secure', email, password },
    headers: { 'content-type': 'application/json' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { email, password };
}

/** Opens the local mailbox page and follows the link in the newest e-mail to `to` with `subject`. */
async function followMailboxLink(page: Page, to: string, subject: string) {
  await page.goto('/dev/mailbox');
  const message = page.locator('article').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(message).toBeVisible();
  await message.getByRole('link').first().click();
}

test.describe('account security', () => {
  test('forgot password: the link from the mailbox sets a new one, and the old one stops working', async ({ page }) => {
    const { email, password } = await account(page);
    await page.context().clearCookies();

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // Screens load lazily: the address changes while the sign-in form (with its own Email field) is still shown.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    // Under load the form can still be settling after the route change: filled until the value stays.
    const field = page.getByLabel('Email');
    await expect(async () => {
      await field.fill(email);
      await expect(field).toHaveValue(email, { timeout: 500 });
    }).toPass();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account uses that e-mail, a reset link is on its way.')).toBeVisible();

    await followMailboxLink(page, email, 'Reset your Pulse password');
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Confirm new password').fill('second-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByLabel('Password').fill('second-password-2');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).not.toHaveURL(/\/signin/);
    expect((await (await page.request.get('/api/me')).json()).user.email).toBe(email);
  });

  test('verifying the e-mail from the mailbox', async ({ page }) => {
    const { email } = await account(page);
    await page.goto('/settings');
    await expect(page.getByText('Not verified yet')).toBeVisible();
    await followMailboxLink(page, email, 'Confirm your e-mail for Pulse');
    await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();
    await page.getByRole('link', { name: 'Open Settings' }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  });

  test('two-factor: turned on with a code from the shown secret, then asked for at sign-in', async ({ page }) => {
    const { email, password } = await account(page);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section.getByLabel('Your password', { exact: true }).fill(password);
    await section.getByRole('button', { name: 'Continue' }).click();
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(section.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
    const secret = (await section.getByTestId('totp-secret').textContent()) ?? '';
    await section.getByLabel('Authentication code').fill(await totpCode(secret));
    await section.getByRole('button', { name: 'Turn on two-factor' }).click();
    await expect(section.getByText('On: a code from your app is asked at sign-in')).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await page.getByLabel('Authentication code').fill('000000' === (await totpCode(secret, 1)) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    // The next period's code: the one that turned it on is spent.
    await page.getByLabel('Authentication code').fill(await totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).not.toHaveURL(/\/signin/);
    expect((await (await page.request.get('/api/me')).json()).user).toMatchObject({ email, twoFactorEnabled: true });

    // The devices list shows this one, and signs out the others.
    await page.goto('/settings');
    await expect(page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device')).toBeVisible();
  });
});
