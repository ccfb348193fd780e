import type { APIRequestContext, Page } from '@playwright/test';
import { chooseRole, expect, test } from '../fixtures';
import { wav } from '../media';

/**
 * Issue 32 (decisions 056 and 057), at both widths: a producer's upload prefilled from the server's analysis; a
 * filmmaker's temp track finding the demo beat it was cut from, with why, then More like this; and a license
 * proved by its public link. The demo beats are analysed in the background after the server's first start.
 */

/** The demo beat's preview clip as the server plays it: a WAV cut from the beat the seed synthesised. */
async function demoClip(request: APIRequestContext, slug: string): Promise<Buffer> {
  const res = await request.get(`/api/beats/demo-beat-${slug}/preview`);
  expect(res.status()).toBe(200);
  return res.body();
}

/** Waits until the demo beat is heard (its analysis done), so "Sounds like this" can rank it. */
async function untilHeard(page: Page, slug: string) {
  await expect
    .poll(async () => (await (await page.request.get(`/api/sounds-like?beat=demo-beat-${slug}`)).json()).status, {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe('ready');
}

test.describe('audio that speaks for itself', () => {
  test('a producer’s upload is prefilled from its analysis, with tags and their reasons', async ({ page }) => {
    test.setTimeout(120_000);
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    const audio = await demoClip(page.request, 'rooftop-reel');
    await page.goto('/upload/beat/new');
    await expect(page.getByRole('heading', { name: 'List a Beat', level: 1 })).toBeVisible();
    await page.getByLabel('Audio file').setInputFiles({ name: 'rooftop.wav', mimeType: 'audio/wav', buffer: audio });

    // The server hears the file (the seed made it at 104 BPM) and fills in what the producer left empty.
    const bpmHint = page.getByText(/^From the audio: \d+ BPM$/);
    await expect(bpmHint).toBeVisible({ timeout: 90_000 });
    const heard = Number(/(\d+) BPM/.exec((await bpmHint.textContent()) ?? '')?.[1]);
    expect(Math.abs(heard - 104)).toBeLessThanOrEqual(2);
    await expect(page.getByLabel('BPM')).toHaveValue(String(heard));
    const keyHint = page.getByText(/^From the audio: [A-G]#? (major|minor)$/);
    await expect(keyHint).toBeVisible();
    const key = ((await keyHint.textContent()) ?? '').replace('From the audio: ', '');
    await expect(page.getByLabel('Key')).toHaveValue(key);
    // Tags from the sound, each with its reason, added only when the producer says so.
    const add = page.getByRole('button', { name: /^Add / }).first();
    await expect(add).toBeVisible();
    const tag = ((await add.getAttribute('aria-label')) ?? '').replace('Add ', '');
    await add.click();
    await expect(page.getByRole('button', { name: `${tag} added` })).toBeVisible();
  });

  test('a filmmaker’s temp track finds the beat it was cut from, says why, and offers more like it', async ({
    page,
    errors,
  }) => {
    test.setTimeout(180_000);
    await chooseRole(page, 'creator', { creativeRole: 'filmmaker' });
    await untilHeard(page, 'late-library');
    const clip = await demoClip(page.request, 'late-library');
    await page.goto('/discover/beats');
    await expect(page.getByRole('heading', { name: 'Sounds like this' })).toBeVisible();

    // A 10-minute score is refused with the rule.
    await page.getByLabel('Reference clip').setInputFiles({
      name: 'whole-score.wav',
      mimeType: 'audio/wav',
      buffer: wav(600),
    });
    await expect(
      page.getByText('Reference clips can be up to 60 seconds. Trim your clip and try again.'),
    ).toBeVisible();

    await page
      .getByLabel('Reference clip')
      .setInputFiles({ name: 'temp-track.wav', mimeType: 'audio/wav', buffer: clip });
    await expect(page.getByRole('heading', { name: 'Sounds like “temp-track.wav”' })).toBeVisible({ timeout: 30_000 });
    const results = page.getByRole('list', { name: 'Beats that sound alike' });
    const first = results.locator(':scope > li').first();
    await expect(first.getByRole('heading', { name: 'Late Library' })).toBeVisible({ timeout: 60_000 });
    await expect(first.getByText(/^\d+% match$/)).toBeVisible();
    const why = first.getByRole('list', { name: 'Why Late Library sounds alike' });
    await expect(why.getByRole('listitem')).toHaveCount(4);
    await expect(why).toContainText('78 BPM');
    await expect(why).toContainText('A minor');

    // The license type the filmmaker needs narrows the ranking.
    await page.getByLabel('License type').selectOption('Music Video');
    await expect(results.getByRole('heading', { name: 'Late Library' })).toHaveCount(0);
    const shown = results.locator(':scope > li');
    await expect(shown.first()).toBeVisible();
    for (const item of await shown.all()) await expect(item.getByText('Music Video', { exact: true })).toBeVisible();
    await page.getByLabel('License type').selectOption('');

    // More like this, from a result: the ranking is now against that beat, which is left out.
    await results.locator(':scope > li').first().getByRole('button', { name: 'More like this Late Library' }).click();
    await expect(page.getByRole('heading', { name: 'More like “Late Library”' })).toBeVisible();
    await expect(results.locator(':scope > li').first()).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Late Library' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Show all beats' }).click();
    await expect(page.getByRole('list', { name: 'Beats' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a license is verified by its link, by anyone; an unknown code says so', async ({ page, browser }) => {
    await chooseRole(page, 'creator', { creativeRole: 'filmmaker' });
    const beats = (await (await page.request.get('/api/beats')).json()).beats as {
      id: string;
      title: string;
      licenseTypes: string[];
      producer: { name: string };
    }[];
    const beat = beats.find((b) => b.id === 'demo-beat-golden-hour') ?? beats[0]!;
    const bought = await page.request.post(`/api/beats/${beat.id}/licenses`, {
      data: { kind: 'non_exclusive', usageType: beat.licenseTypes[0], paymentMethod: 'pm_card_visa' },
      headers: { 'content-type': 'application/json', 'idempotency-key': `verify-${Date.now()}-${Math.random()}` },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    const { license } = await bought.json();

    await page.goto(`/licenses/${license.id}`);
    await expect(page.getByRole('heading', { name: 'Verification link' })).toBeVisible();
    await page
      .getByRole('link', { name: `${new URL(page.url()).origin}/licenses/verify/${license.verificationCode}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/licenses/verify/${license.verificationCode}$`));
    await expect(page.getByRole('heading', { name: 'License verified' })).toBeVisible();
    await expect(page.getByText(`${beat.title} (`)).toBeVisible();
    await expect(page.getByText(beat.producer.name, { exact: true })).toBeVisible();
    await expect(page.getByText(beat.licenseTypes[0]!, { exact: true })).toBeVisible();

    // Anyone with the link, signed in or not; the server renders the proof into the page itself.
    const stranger = await browser.newContext();
    const html = await (await stranger.request.get(`/licenses/verify/${license.verificationCode}`)).text();
    expect(html).toContain('License verified');
    expect(html).toContain(beat.title);
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(`/licenses/verify/${license.verificationCode}`);
    await expect(strangerPage.getByRole('heading', { name: 'License verified' })).toBeVisible();
    await strangerPage.goto('/licenses/verify/not-a-real-code');
    await expect(strangerPage.getByRole('heading', { name: 'License not found' })).toBeVisible();
    await expect(strangerPage.getByText(/No Pulse license has this code/)).toBeVisible();
    await stranger.close();
  });
});
