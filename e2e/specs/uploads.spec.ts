import type { Page } from '@playwright/test';
import { chooseRole, expect, test } from '../fixtures';
import { wav } from '../media';

const WRONG_TYPE = 'Please upload a supported file type for your role.';
const main = (page: Page) => page.getByRole('main');

test.describe('uploads', () => {
  test('a producer uploads a snippet with rights and splits, plays, edits and deletes it', async ({ page, errors }) => {
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    const mediaResponses: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/media/') && r.request().method() === 'GET') mediaResponses.push(r.status());
    });
    await page.goto('/creator/upload');
    await expect(page.getByRole('heading', { name: 'Upload your work', level: 1 })).toBeVisible();
    await expect(main(page).getByText('No snippets yet')).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();

    // Step 1: file and title; the upload runs at once and reports its duration.
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'night-drive.wav', mimeType: 'audio/wav', buffer: wav(7) });
    await expect(page.getByText(/Uploaded · 0\.\d\d MB · 7s/)).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('night-drive');
    await page.getByLabel('Title').fill('');
    await expect(main(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByLabel('Title').fill('Night Drive');
    await main(page).getByRole('button', { name: 'Next' }).click();

    // Step 2: the producer categories.
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await page.getByText('Lo-fi', { exact: true }).click();
    await page.getByText('Ambient', { exact: true }).click();
    await main(page).getByRole('button', { name: 'Next' }).click();

    // Step 3: ownership, usage tiers with their prices, splits that must total 100.
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await expect(page.getByLabel('Ownership percentage')).toHaveValue('100');
    await page.getByLabel('Ownership percentage').fill('80');
    await expect(page.getByText('$1,500-$10,000')).toBeVisible();
    await page.getByRole('checkbox', { name: 'UGC Content' }).check();
    await page.getByRole('checkbox', { name: 'Sync Licensing' }).check();
    await page.getByRole('button', { name: 'Add collaborator' }).click();
    await page.getByLabel('Collaborator 1 name').fill('Me');
    await page.getByLabel('Collaborator 1 percentage').fill('70');
    await page.getByRole('button', { name: 'Add collaborator' }).click();
    await page.getByLabel('Collaborator 2 name').fill('Kai');
    await page.getByLabel('Collaborator 2 percentage').fill('20');
    await page.getByRole('button', { name: 'Save Work' }).click();
    await expect(page.getByText('Collaborator splits must add up to 100%. They add up to 90% now.')).toBeVisible();
    await page.getByLabel('Collaborator 2 percentage').fill('30');
    await page.getByRole('button', { name: 'Save Work' }).click();

    // Saved: the form is clear and back at step 1; the item is listed with its duration and rights.
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
    const item = main(page).getByRole('listitem').filter({ hasText: 'Night Drive' });
    await expect(item.getByText('7s · 80% ownership · 2 usage tiers · 2 splits')).toBeVisible();
    await expect(item.getByText('Lo-fi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Setup & Go to Dashboard' })).toBeVisible();

    // It plays: the audio element loads through Range requests and its clock moves.
    // The player loads nothing until asked: Play, then the audio reads its length through Range requests.
    await item.getByRole('button', { name: 'Play Night Drive' }).click();
    const audio = item.getByRole('group', { name: 'Audio: Night Drive' }).locator('audio');
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => (el.readyState >= 1 ? Math.round(el.duration) : -1)))
      .toBe(7);
    await audio.evaluate(async (el: HTMLAudioElement) => {
      el.muted = true;
      await el.play();
    });
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2);
    expect(mediaResponses).toContain(206);

    // Edit: a new title and no tiers ("No rights set").
    await item.getByRole('button', { name: 'Edit Night Drive' }).click();
    await item.getByLabel('Title').fill('Night Drive (v2)');
    await item.getByRole('checkbox', { name: 'UGC Content' }).uncheck();
    await item.getByRole('checkbox', { name: 'Sync Licensing' }).uncheck();
    await item.getByRole('button', { name: 'Save Changes' }).click();
    const edited = main(page).getByRole('listitem').filter({ hasText: 'Night Drive (v2)' });
    await expect(edited.getByText('7s · 80% ownership · No rights set · 2 splits')).toBeVisible();

    // Delete, after a confirmation.
    await edited.getByRole('button', { name: 'Delete Night Drive (v2)' }).click();
    await edited.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(main(page).getByText('No snippets yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Complete Setup & Go to Dashboard' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('Complete Setup goes to the dashboard once one upload exists', async ({ page }) => {
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    await page.goto('/creator/upload');
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'loop.wav', mimeType: 'audio/wav', buffer: wav(5) });
    await expect(page.getByText(/Uploaded · .* · 5s/)).toBeVisible();
    await main(page).getByRole('button', { name: 'Next' }).click();
    await main(page).getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Save Work' }).click();
    await page.getByRole('button', { name: 'Complete Setup & Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/creator$/);
  });

  test('the server refuses a snippet outside 5-10 s with its length', async ({ page }) => {
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    await page.goto('/creator/upload');
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'long.wav', mimeType: 'audio/wav', buffer: wav(12) });
    await expect(page.getByText('Audio snippets must be 5-10 seconds long; this one is 12 s.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('a designer is refused an audio file with the spec’s message', async ({ page }) => {
    await chooseRole(page, 'creator', { creativeRole: 'designer' });
    await page.goto('/creator/upload');
    await expect(page.getByText('PDF, JPEG, PNG or WebP, up to 25 MB')).toBeVisible();
    // Named and typed as a PDF: the bytes decide.
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'poster.pdf', mimeType: 'application/pdf', buffer: wav(6) });
    await expect(page.getByRole('alert').filter({ hasText: WRONG_TYPE })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    // The server says the same when the browser check is skipped.
    const res = await page.request.post('/api/media', {
      headers: { 'x-pulse-request': '1' },
      multipart: { file: { name: 'poster.pdf', mimeType: 'application/pdf', buffer: wav(6) } },
    });
    expect(res.status()).toBe(415);
    expect((await res.json()).error.message).toBe(WRONG_TYPE);
  });

  test('/producer/upload refuses a dropped non-audio file and tags a track from its tempo', async ({
    page,
    errors,
  }) => {
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    await page.goto('/producer/upload');
    await expect(page.getByRole('button', { name: 'Skip for Now' })).toBeVisible();
    await expect(page.getByText('Your producer profile')).toBeVisible();

    // Drop a text file: refused with a message, not silently dropped.
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
      const zone = document.querySelector('section[aria-label="Drop audio files"]')!;
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    await expect(page.getByRole('alert').filter({ hasText: `notes.txt: ${WRONG_TYPE}` })).toBeVisible();

    // Browse a 120 BPM click track: listed with its size, saved as a full track with suggested tags.
    await page.getByLabel('Browse files').setInputFiles({
      name: 'click-120.wav',
      mimeType: 'audio/wav',
      buffer: wav(12, { sampleRate: 22_050, bpm: 120 }),
    });
    const row = page.getByRole('listitem').filter({ hasText: 'click-120.wav' });
    await expect(row.getByText(/0\.50 MB/)).toBeVisible();
    // The tags the server's analysis suggests (decision 056), shown as chips beside what it heard.
    await expect(row.getByText('120 BPM', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText('Up-tempo', { exact: true })).toBeVisible();
    await expect(row.getByText(/12s · Uploaded/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Dashboard' })).toBeEnabled();

    // Remove takes it away (and deletes it on the server).
    await row.getByRole('button', { name: 'Remove click-120.wav' }).click();
    await expect(page.getByRole('button', { name: 'Skip for Now' })).toBeVisible();
    const mine = await (await page.request.get('/api/snippets/mine')).json();
    expect(mine.items).toEqual([]);
    expect(errors).toEqual([]);
  });
});
