import { expect, test, uniqueEmail } from '../fixtures';

test.describe('sign up and sign in', () => {
  test('a guest signs up, keeps their role, signs out and signs back in', async ({ page }) => {
    await page.goto('/start');
    await page.getByRole('button', { name: /Explorer/ }).click();
    await expect(page).toHaveURL(/\/onboarding\/explorer$/);

    const email = uniqueEmail('journey');
    await page.goto('/signup');
    await page.getByLabel('Display name').or(page.getByLabel('Name')).first().fill('Jamie Cole');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('jamie-password');
    await page.getByRole('button', { name: /sign up|create account/i }).click();
    await expect(page).not.toHaveURL(/\/signup/);
    const me = (await (await page.request.get('/api/me')).json()).user;
    expect(me).toMatchObject({ isGuest: false, email, role: 'fan', name: 'Jamie Cole' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(async () => (await (await page.request.get('/api/me')).json()).user).toBeNull();

    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('jamie-password');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).not.toHaveURL(/\/signin/);
    expect((await (await page.request.get('/api/me')).json()).user.email).toBe(email);
  });

  test('the forms show the shared validation messages and the server error', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: /sign up|create account/i }).click();
    await expect(page.getByText('Display name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.goto('/signin');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });

  test('the profile icon offers sign-in to guests', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/signin/);
  });
});

test.describe('contact', () => {
  test('validates and sends a message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();

    await page.getByLabel('Name').fill('Robin Hale');
    await page.getByLabel('Email').fill(uniqueEmail('contact'));
    await page.getByLabel('Topic').selectOption({ label: 'Payments & escrow' });
    await page.getByLabel('Message').fill('When are funds released to the creative?');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText('Thanks! We got your message and a human will reply by email.')).toBeVisible();
  });
});
