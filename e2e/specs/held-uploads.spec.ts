import type { Page } from '@playwright/test';
import { adminContext, api, approveApplications, chooseRole, expect, test, uniqueLabel } from '../fixtures';

/**
 * Held uploads (issue 32 item 4, decision 058), at both widths: a producer lists a copy of a demo beat; it is
 * held before it goes public, with why; an admin hears both recordings side by side and rejects it; the
 * producer's dashboard says it was not published. The demo beats are fingerprinted in the background after the
 * server's first start, so the journey first waits for the original to be heard.
 */

/** Waits until the demo beat's analysis (and with it its fingerprint) is done. */
async function untilHeard(page: Page, slug: string) {
  await expect
    .poll(async () => (await (await page.request.get(`/api/sounds-like?beat=demo-beat-${slug}`)).json()).status, {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe('ready');
}

test('a copy of another producer’s beat is held, an admin hears both and rejects it, and the producer is told', async ({
  page,
  browser,
  errors,
}) => {
  test.setTimeout(240_000);
  const title = uniqueLabel('Borrowed Library');

  // An approved producer.
  await chooseRole(page, 'creator', { creativeRole: 'producer' });
  const { application } = await api(page.request, 'POST', '/api/creative-profiles', {
    displayName: uniqueLabel('Copy Cat'),
    bio: 'Late-night beats.',
    location: 'Austin, TX',
    creativeTypes: ['Producer'],
    experience: 'getting-experience',
    rates: { designWork: '$300-600' },
    specialties: ['Beat Making'],
    socialLinks: { portfolio: 'portfolio.example.com', website: '' },
  });
  await approveApplications(browser, [application.id]);

  // The demo's "Late Library" (by Maya Lin) is heard; its public preview clip is what this producer uploads.
  await untilHeard(page, 'late-library');
  const clip = await page.request.get('/api/beats/demo-beat-late-library/preview');
  expect(clip.status()).toBe(200);

  await page.goto('/upload/beat/new');
  await expect(page.getByRole('heading', { name: 'List a Beat', level: 1 })).toBeVisible();
  const copy = await clip.body();
  await page.getByLabel('Audio file').setInputFiles({ name: 'my-new-beat.wav', mimeType: 'audio/wav', buffer: copy });
  await page.getByLabel('Preview clip').setInputFiles({ name: 'my-preview.wav', mimeType: 'audio/wav', buffer: copy });
  // The server hears it (and fingerprints it in the same job) before the producer publishes.
  await expect(page.getByText(/^From the audio: \d+ BPM$/)).toBeVisible({ timeout: 90_000 });
  await page.getByLabel('Title').fill(title);
  await page
    .locator('label')
    .filter({ hasText: /^Moody$/ })
    .click();
  await page
    .locator('label')
    .filter({ hasText: /^Film$/ })
    .click();
  await page.getByLabel('Non-exclusive price ($)').fill('149');
  await page.getByLabel('Exclusive price ($)', { exact: true }).fill('1499');
  await page.getByRole('button', { name: 'Publish Beat' }).click();

  // Held, not published: the producer sees why, on the form or on the dashboard it leads to.
  const why = page.getByText(`Your audio for “${title}” matches “Late Library” by Maya Lin, so it was not published.`, {
    exact: false,
  });
  await expect(why.first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/producer/dashboard');
  const listed = page.getByRole('listitem').filter({ hasText: title });
  await expect(listed.getByText('Held for review', { exact: true })).toBeVisible();
  await expect(
    listed.getByText('This beat is held for review: an admin decides whether it can be published.'),
  ).toBeVisible();
  // Nobody else finds it among the beats for sale.
  const forSale = (await (await page.request.get('/api/beats')).json()).beats as { title: string }[];
  expect(forSale.map((b) => b.title)).not.toContain(title);

  // An admin hears the held upload and the original side by side, then rejects it.
  const adminCtx = await adminContext(browser, { viewport: page.viewportSize() ?? undefined });
  const admin = await adminCtx.newPage();
  await admin.goto('/admin/held-uploads');
  const card = admin.getByRole('article', { name: `${title} held` });
  await expect(card.getByRole('heading', { name: `“${title}” matches “Late Library”` })).toBeVisible({
    timeout: 15_000,
  });
  await expect(card.getByText(/\d+% of the shorter recording lines up/)).toBeVisible();
  await expect(card.getByRole('region', { name: `Held upload: ${title}` })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Original: Late Library' })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Original: Late Library' }).getByText('by Maya Lin')).toBeVisible();
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText(`“${title}” stays unpublished.`)).toBeVisible();
  await expect(admin.getByRole('article', { name: `${title} held` })).toHaveCount(0);
  await adminCtx.close();

  // The producer's dashboard says so, and the beat cannot be published.
  await page.reload();
  await expect(listed.getByText('Not published', { exact: true })).toBeVisible();
  await expect(listed.getByRole('button', { name: `Publish ${title}` })).toHaveCount(0);
  const again = await page.request.post(`/api/beats/${encodeURIComponent(await beatIdOf(page, title))}/publish`, {
    data: {},
    headers: { 'content-type': 'application/json' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toBe(
    'An admin found this beat matches another creative’s work, so it cannot be published.',
  );
  expect(errors).toEqual([]);
});

async function beatIdOf(page: Page, title: string): Promise<string> {
  const mine = (await (await page.request.get('/api/me/beats')).json()).beats as { id: string; title: string }[];
  const beat = mine.find((b) => b.title === title);
  expect(beat, `the producer's beat ${title}`).toBeTruthy();
  return beat!.id;
}
