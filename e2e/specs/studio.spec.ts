import type { Page } from '@playwright/test';
import { chooseRole, expect, test } from '../fixtures';
import { wav } from '../media';

const main = (page: Page) => page.getByRole('main');

/** A snippet made through the uploads API, the way the upload wizard makes one. */
async function uploadSnippet(page: Page, title: string) {
  const media = await page.request.post('/api/media?purpose=snippet', {
    headers: { 'x-pulse-request': '1' },
    multipart: { file: { name: 'loop.wav', mimeType: 'audio/wav', buffer: wav(7) } },
  });
  expect(media.status(), await media.text()).toBe(201);
  const snippet = await page.request.post('/api/snippets', {
    data: { mediaId: (await media.json()).media.id, title, tags: ['lo-fi'] },
    headers: { 'content-type': 'application/json' },
  });
  expect(snippet.status(), await snippet.text()).toBe(201);
}

test.describe('creator workspace', () => {
  test('a creative sees the dashboard’s empty states, sends a signal and edits the profile', async ({
    page,
    errors,
  }) => {
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    const me = await (await page.request.get('/api/me')).json();

    await page.goto('/creator');
    await expect(page.getByRole('heading', { name: 'Creator Dashboard', level: 1 })).toBeVisible();
    const stats = main(page).getByRole('definition');
    await expect(stats.filter({ hasText: 'No earnings yet' })).toBeVisible();
    await expect(main(page).getByText('No snippets yet')).toBeVisible();
    await expect(main(page).getByText('PulseCircles')).toBeVisible();
    await expect(main(page).getByText('PulsePath')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      `/creator/${me.user.id}`,
    );
    await expect(main(page).getByRole('link', { name: 'Upload New' }).first()).toHaveAttribute(
      'href',
      '/creator/upload',
    );
    await main(page).getByRole('tab', { name: 'Open Briefs' }).click();
    // Other suites may have posted briefs on the same server: either the empty state or real cards.
    await expect(
      main(page)
        .getByText('No matching briefs')
        .or(main(page).getByRole('button', { name: 'View Details' }).first()),
    ).toBeVisible();

    // Send The Signal: blank is refused, a real one is stored, the text clears.
    await page.goto('/pulspace');
    await expect(page.getByRole('heading', { name: 'PulseStudio' })).toBeVisible();
    await expect(main(page).getByText('Nothing here yet')).toBeVisible();
    await main(page).getByRole('button', { name: 'Send The Signal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send The Signal' });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByText('Write your signal before sending.')).toBeVisible();
    await dialog.getByLabel('Your signal').fill('New beat tape drops Friday');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Signal sent')).toBeVisible();
    await expect(main(page).getByText('You sent a signal: “New beat tape drops Friday”')).toBeVisible();
    await main(page).getByRole('button', { name: 'Send The Signal' }).click();
    await expect(dialog.getByLabel('Your signal')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await main(page).getByRole('tab', { name: 'Insights' }).click();
    await expect(main(page).getByRole('definition').filter({ hasText: /^0$/ }).first()).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Continue to Pulse Circles' })).toHaveAttribute(
      'href',
      '/pulse-circles',
    );

    // The editable profile: the spec's message, then a save that shows in the studio.
    await main(page).getByRole('link', { name: 'Edit Profile Details' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
    await page.getByLabel('Display name').fill('M');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Display name must be at least 2 characters')).toBeVisible();
    await page.getByLabel('Display name').fill('Maya Chen');
    await page.getByLabel('Location').fill('Austin, TX');
    await page.getByLabel('Experience').selectOption('professional');
    await page.getByLabel('Beat Making').check();
    await page.getByLabel('Consultation').fill('$60/hr');
    // What brand search filters on (decision 015).
    await page.getByLabel('Niche').selectOption('Music');
    await page.getByLabel('Spanish').check();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page).toHaveURL(/\/pulspace$/);
    await expect(main(page).getByRole('heading', { name: 'Maya Chen' })).toBeVisible();

    await page.goto('/profile/edit');
    await expect(page.getByLabel('Location')).toHaveValue('Austin, TX');
    await expect(page.getByLabel('Experience')).toHaveValue('professional');
    await expect(page.getByLabel('Beat Making')).toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Niche')).toHaveValue('Music');
    await expect(page.getByLabel('Spanish')).toBeChecked();
    await expect(page.getByLabel('English')).not.toBeChecked();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/pulspace$/);
    expect(errors).toEqual([]);
  });

  test('a producer edits and deletes a snippet on the dashboard', async ({ page }) => {
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    await uploadSnippet(page, 'Night Drive');

    await page.goto('/creator');
    const item = main(page).getByRole('article', { name: 'Night Drive' });
    await expect(item.getByText('7s')).toBeVisible();
    await expect(item.getByText('100% ownership')).toBeVisible();
    await expect(item.getByText('No rights set')).toBeVisible();
    await expect(main(page).getByRole('definition').filter({ hasText: /^1$/ })).toBeVisible();

    await item.getByRole('button', { name: 'Edit' }).click();
    const form = main(page).getByRole('form', { name: 'Edit Night Drive' });
    await form.getByLabel('Title').fill('Night Drive (Remix)');
    await form.getByLabel('Tags').fill('lo-fi, late night');
    await form.getByLabel('Ownership percentage').fill('80');
    await form.getByLabel('UGC Content').check();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    const edited = main(page).getByRole('article', { name: 'Night Drive (Remix)' });
    await expect(edited.getByText('80% ownership')).toBeVisible();
    await expect(edited.getByText('1 usage tier')).toBeVisible();
    await expect(edited.getByText('late night')).toBeVisible();

    await edited.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('This cannot be undone.', { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Snippet' }).click();
    await expect(main(page).getByText('No snippets yet')).toBeVisible();

    await page.goto('/producer/dashboard');
    await expect(page.getByRole('heading', { name: 'Producer Dashboard', level: 1 })).toBeVisible();
    await expect(main(page).getByText('No submissions yet')).toBeVisible();
    await expect(main(page).getByText('No licenses yet')).toBeVisible();
  });

  test('a fan edits their interests and is kept out of the creator dashboard', async ({ page }) => {
    await chooseRole(page, 'fan');
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Experience')).toHaveCount(0);
    await page.getByLabel('Display name').fill('Riley');
    await page.getByLabel('Interest tags').fill('lo-fi, Jazz, lo-fi');
    await expect(page.getByRole('list', { name: 'Your interests' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page).toHaveURL(/\/pulse-profile$/);
    await page.goto('/profile/edit');
    await expect(page.getByLabel('Interest tags')).toHaveValue('lo-fi, Jazz');

    await page.goto('/creator');
    await expect(page.getByText('Access Restricted')).toBeVisible();
  });
});
