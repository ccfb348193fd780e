import { expect, test } from '../fixtures';

async function me(page: import('@playwright/test').Page) {
  return (await (await page.request.get('/api/me')).json()).user;
}

test.describe('role choice at /start', () => {
  test('Explorer starts a guest session as a fan', async ({ page }) => {
    await page.goto('/start');
    await page.getByRole('button', { name: /Explorer/ }).click();
    await expect(page).toHaveURL(/\/onboarding\/explorer$/);
    expect(await me(page)).toMatchObject({ isGuest: true, role: 'fan' });
  });

  test('Creative asks producer or filmmaker, then continues to onboarding', async ({ page }) => {
    await page.goto('/start');
    await page.getByRole('button', { name: /Creative/ }).click();
    await expect(page).toHaveURL(/\/start\/creative/);
    const cont = page.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    await page.getByText('Producer', { exact: true }).click();
    await cont.click();
    await expect(page).toHaveURL(/\/onboarding\/creative(\/basics)?\?role=producer$/);
    expect(await me(page)).toMatchObject({ role: 'creator', creativeRole: 'producer', approvalStatus: 'pending' });
  });

  test('Creative with ?setup=lou continues to the fast onboarding', async ({ page }) => {
    await page.goto('/start/creative?setup=lou');
    await page.getByText('Filmmaker', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/fast-onboarding\/filmmaker$/);
  });

  test('Back on /start/creative returns to /start', async ({ page }) => {
    await page.goto('/start/creative');
    await page.getByRole('main').getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/start$/);
  });

  test('PulsePartner asks Brand or Agency and goes to the brand hub', async ({ page }) => {
    await page.goto('/start');
    await page.getByRole('button', { name: /PulsePartner/ }).click();
    await expect(page).toHaveURL(/\/start\/brand$/);
    await page.getByText('Agency', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/pulse-iq$/);
    expect(await me(page)).toMatchObject({ role: 'brand', agency: true, approvalStatus: 'pending' });
  });
});
