import type { Page } from '@playwright/test';
import { api, approveApplications, chooseRole, expect, test } from '../fixtures';
import { wav } from '../media';

const main = (page: Page) => page.getByRole('main');

/** A snippet made through the uploads API, the way the upload wizard makes one. */
async function uploadSnippet(page: Page, title: string) {
  const media = await page.request.post('/api/media?purpose=snippet', {
    headers: { 'x-pulse-request': '1' },
    multipart: { file: { name: 'loop.wav', mimeType: 'audio/wav', buffer: wav(7) } },
  });
  expect(media.status(), await media.text()).toBe(201);
  await api(page.request, 'POST', '/api/snippets', { mediaId: (await media.json()).media.id, title, tags: ['lo-fi'] });
}

test('an approved creative publishes a snippet to the public feed', async ({ page, browser, errors }) => {
  const stamp = Date.now().toString(36);
  const name = `Piece Maker ${stamp}`;
  await chooseRole(page, 'creator', { creativeRole: 'producer' });
  const { application } = await api(page.request, 'POST', '/api/creative-profiles', {
    displayName: name,
    bio: 'Lo-fi beats for campus brands.',
    location: 'Austin, TX',
    creativeTypes: ['Producer'],
    experience: 'getting-experience',
    rates: { designWork: '$300-600' },
    specialties: ['Brand Campaigns'],
    socialLinks: { portfolio: 'portfolio.example.com', website: '' },
  });
  await approveApplications(browser, [application.id]);
  await uploadSnippet(page, `Night Loop ${stamp}`);

  await page.goto('/creator');
  // The snippet list loads above the link and moves it: click once it is in place (a click mid-move missed it).
  await expect(main(page).getByRole('article', { name: `Night Loop ${stamp}` })).toBeVisible();
  await main(page).getByRole('link', { name: 'Publish to the feed' }).click();
  await expect(page).toHaveURL(/\/pieces\/new$/);
  await expect(page.getByRole('heading', { name: 'Publish to the feed', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Snippet')).toContainText(`Night Loop ${stamp}`);

  // Blank title and tags are refused with the domain's messages.
  await main(page).getByRole('button', { name: 'Publish to the feed' }).click();
  await expect(main(page).getByText('Give your piece a title.')).toBeVisible();
  await expect(main(page).getByText('Add at least one tag.')).toBeVisible();

  const title = `Night Drive ${stamp}`;
  await page.getByLabel('Title').fill(title);
  await expect(main(page).getByText('Give your piece a title.')).toBeHidden();
  await page.getByLabel('Tags').fill('Lo-Fi, night');
  await page.getByLabel('Your credit').selectOption('producer');
  await main(page).getByRole('button', { name: 'Publish to the feed' }).click();

  await expect(page).toHaveURL(/\/feed$/);
  await expect(main(page).getByText(title)).toBeVisible();
  expect(errors).toEqual([]);
});
