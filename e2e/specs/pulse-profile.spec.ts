import { api, chooseRole, expect, test } from '../fixtures';

const MAYA = 'demo-creator-maya-lin';
const JORDAN = 'demo-creator-jordan-reyes';

test('the fan’s lists, follows, taste and activity show on the Pulse profile', async ({ page, errors }) => {
  await chooseRole(page, 'fan');
  await api(page.request, 'POST', '/api/me/saved', { creatorId: MAYA });
  await api(page.request, 'POST', '/api/me/saved', { creatorId: JORDAN, listName: 'Game day' });
  await page.request.fetch(`/api/me/following/${JORDAN}`, {
    method: 'PUT',
    data: {},
    headers: { 'content-type': 'application/json' },
  });
  await api(page.request, 'POST', '/api/feedback', { creatorId: MAYA, action: 'cosign' });

  await page.goto('/pulse-profile');
  const tabs = page.getByRole('tablist', { name: 'Profile sections' });
  await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Co-signs')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Discoveries' }).getByText('Maya Lin')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Game day' }).getByText('Jordan Reyes')).toBeVisible();

  await panel.getByRole('button', { name: 'Unfollow Jordan Reyes' }).click();
  await expect(panel.getByText("You don't follow anyone yet.")).toBeVisible();
  await panel.getByRole('region', { name: 'Game day' }).getByRole('button', { name: 'Remove Jordan Reyes' }).click();
  await expect(panel.getByRole('region', { name: 'Game day' }).getByText('Nothing saved here any more.')).toBeVisible();
  // Playlists are made from saved lists, so the lists lead to them.
  await expect(panel.getByRole('link', { name: 'Your playlists' })).toHaveAttribute('href', '/playlists');

  // Arrow keys move between tabs.
  await tabs.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Taste' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByText('Lo-fi · Chill · Mellow')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Activity' }).click();
  await expect(panel.getByText('Co-signed Maya Lin')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Pulse Map' })).toHaveAttribute('href', '/pulse-map');
  expect(errors).toEqual([]);
});
