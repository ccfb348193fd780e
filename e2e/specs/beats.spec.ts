import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { api, approveApplications, chooseRole, expect, test } from '../fixtures';
import { anyTempo, wav } from '../media';

const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });

async function setFilters(page: Page, mood: string, licenseType: string, priceRange: string) {
  await filters(page).getByText(mood, { exact: true }).click();
  await page.getByLabel('License type').selectOption(licenseType);
  await page.getByLabel('Price range').selectOption({ label: priceRange });
}

/** The bar heights of a player's waveform (the unlit row), to tell a real clip's shape from a flat line. */
function waveformHeights(player: Locator): Promise<string[]> {
  return player.evaluate((el) => {
    const row = el.querySelector('[data-waveform] > div');
    return Array.from(row?.children ?? [], (bar) => (bar as HTMLElement).style.height);
  });
}

test.describe('beat licensing', () => {
  test('a producer lists a beat; a filmmaker filters, licenses, downloads it and opens the license', async ({
    page,
    browser,
    errors,
  }) => {
    // Two people's whole journey (apply, approval, listing, filtering, licensing, download): more than the default.
    test.setTimeout(90_000);
    const title = `Night Drive ${Date.now() % 100000}-${test.info().project.name}`;

    // The producer lists a beat through the form.
    // Only approved creatives publish: the producer applies and an admin approves them.
    await chooseRole(page, 'creator', { creativeRole: 'producer' });
    const { application } = await api(page.request, 'POST', '/api/creative-profiles', {
      displayName: `Producer ${title}`,
      bio: 'Night-drive beats for student films.',
      location: 'Austin, TX',
      creativeTypes: ['Producer'],
      experience: 'getting-experience',
      rates: { designWork: '$300-600' },
      specialties: ['Beat Making'],
      socialLinks: { portfolio: 'portfolio.example.com', website: '' },
    });
    await approveApplications(browser, [application.id]);
    await page.goto('/upload/beat/new');
    await expect(page.getByRole('heading', { name: 'List a Beat', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Publish Beat' }).click();
    await expect(page.getByText('Upload the beat’s audio file.')).toBeVisible();
    await expect(page.getByText('Pick at least one mood.')).toBeVisible();

    await page.getByLabel('Audio file').setInputFiles({
      name: 'night-drive.wav',
      mimeType: 'audio/wav',
      buffer: wav(12, { sampleRate: 22_050, bpm: anyTempo() }),
    });
    await expect(page.getByText(/Uploaded night-drive\.wav · 12s/)).toBeVisible();
    await page.getByLabel('Preview clip').setInputFiles({
      name: 'preview.wav',
      mimeType: 'audio/wav',
      buffer: wav(6, { sampleRate: 22_050, bpm: anyTempo() }),
    });
    await expect(page.getByText(/Uploaded preview\.wav · 6s/)).toBeVisible();
    // The browser reads the clip's waveform and shows it before publishing.
    await expect(page.getByRole('img', { name: 'Waveform of your preview' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('BPM').fill('120');
    await page.getByLabel('Key').selectOption('A minor');
    await page.getByText('Moody', { exact: true }).click();
    await page.getByText('Cinematic', { exact: true }).click();
    await page.getByText('Film', { exact: true }).click();
    await page.getByLabel('Non-exclusive price ($)').fill('149');
    await page.getByLabel('Exclusive price ($)', { exact: true }).fill('99');
    await page.getByRole('button', { name: 'Publish Beat' }).click();
    await expect(page.getByText('The exclusive price must be higher than the non-exclusive price.')).toBeVisible();
    await page.getByLabel('Exclusive price ($)', { exact: true }).fill('1499');
    await page.getByRole('button', { name: 'Publish Beat' }).click();
    await expect(page).toHaveURL(/\/producer\/dashboard$/);
    const listed = page.getByRole('listitem').filter({ hasText: title });
    await expect(listed.getByText('Published')).toBeVisible();
    await expect(listed.getByText('0 licenses')).toBeVisible();
    const serious = async (p: Page) => {
      // Screens fade in: contrast is measured once every animation has finished, not mid-fade.
      await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      return (await new AxeBuilder({ page: p }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    };

    // A filmmaker filters by mood, license type and price.
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const film = await context.newPage();
    const filmErrors: string[] = [];
    film.on('pageerror', (e) => filmErrors.push(String(e)));
    await chooseRole(film, 'creator', { creativeRole: 'filmmaker' });
    await film.goto('/filmmaker/discover');
    await expect(film.getByRole('heading', { name: 'Discover Beats', level: 1 })).toBeVisible();
    await expect(film.getByRole('link', { name: 'Create Brief' })).toHaveAttribute('href', '/filmmaker/brief');

    await setFilters(film, 'Moody', 'Documentary', '$200-$500');
    await expect(film.getByRole('heading', { name: 'No beats found' })).toBeVisible();
    await expect(film.getByText('Try adjusting your filters to see more beats.')).toBeVisible();
    await film.getByRole('main').getByRole('button', { name: 'Clear Filters' }).last().click();
    await expect(film.getByLabel('Price range')).toHaveValue('');

    await setFilters(film, 'Moody', 'Film', 'Under $200');
    const card = film.getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: `Play ${title}` })).toBeVisible();
    // The waveform is the preview's own: a click every half second over a quiet pad, so bars differ.
    const heights = await waveformHeights(card.getByRole('group', { name: `Audio: ${title}` }));
    expect(new Set(heights).size).toBeGreaterThan(1);
    expect(await serious(film)).toEqual([]);
    await film.getByLabel('Price range').selectOption({ label: '$500-$1000' });
    await expect(card).toHaveCount(0);
    await film.getByLabel('Price range').selectOption({ label: '$1000+' });
    await expect(card).toBeVisible();

    // Licenses it with the sandbox card.
    await card.getByRole('button', { name: `License ${title}` }).click();
    const dialog = film.getByRole('dialog');
    await expect(dialog.getByText('Non-exclusive · $149')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay $149' }).click();
    await expect(film).toHaveURL(/\/licenses\/[0-9a-f-]+$/);
    await expect(film.getByRole('heading', { name: 'Beat License', level: 1 })).toBeVisible();
    await expect(film.getByText('beat-license-v1')).toBeVisible();
    expect(await serious(film)).toEqual([]);
    await expect(film.getByText(title).first()).toBeVisible();

    // Downloads the full file and the document.
    const [beatFile] = await Promise.all([
      film.waitForEvent('download'),
      film.getByRole('button', { name: `Download beat ${title}` }).click(),
    ]);
    expect(beatFile.suggestedFilename()).toBe(`${title}.wav`);
    const [doc] = await Promise.all([
      film.waitForEvent('download'),
      film.getByRole('button', { name: 'Download license' }).click(),
    ]);
    expect(doc.suggestedFilename()).toMatch(/^pulse-license-.+\.txt$/);

    // The filmmaker's dashboard lists it; the producer sees the sale.
    await film.goto('/filmmaker/dashboard');
    const held = film.getByRole('listitem').filter({ hasText: title });
    await expect(held.getByText('Licensed')).toBeVisible();
    await held.getByRole('link', { name: `View license for ${title}` }).click();
    await expect(film.getByRole('heading', { name: 'Beat License', level: 1 })).toBeVisible();

    await page.reload();
    await expect(listed.getByText('1 license · $149 in sales')).toBeVisible();
    await expect(page.getByRole('list', { name: `License holders of ${title}` })).toBeVisible();

    // The sale is the producer's license income, which they pay out from the Deal Diary.
    await page.goto('/creator/deals');
    await expect(page.getByLabel('Totals').getByText('Licenses')).toBeVisible();
    await expect(page.getByLabel('Totals').getByText('$149')).toBeVisible();
    const income = page.getByRole('region', { name: 'Tips and license income' });
    await income.getByRole('button', { name: 'Pay out $149' }).click();
    await expect(page.getByText('Paid out $149 to your payout account')).toBeVisible();
    await expect(income).toHaveCount(0);

    expect(filmErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Create Brief: a filmmaker is told why they cannot post one; a partner goes on to Post a Brief', async ({
    page,
    browser,
    errors,
  }) => {
    await chooseRole(page, 'creator', { creativeRole: 'filmmaker' });
    await page.goto('/discover/beats');
    await page.getByRole('link', { name: 'Create Brief' }).click();
    await expect(page).toHaveURL(/\/filmmaker\/brief$/);
    await expect(page.getByRole('heading', { name: 'Create Brief', level: 1 })).toBeVisible();
    await expect(page.getByText('Your account is a creative account, so it cannot post a brief.')).toBeVisible();
    await expect(page.getByText('Access Restricted')).toHaveCount(0);
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Discover Beats' }).click();
    await expect(page.getByRole('heading', { name: 'Discover Beats', level: 1 })).toBeVisible();

    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const partner = await context.newPage();
    await chooseRole(partner, 'brand');
    await partner.goto('/discover/beats');
    await partner.getByRole('link', { name: 'Create Brief' }).click();
    await expect(partner).toHaveURL(/\/post-brief$/);
    await expect(partner.getByRole('heading', { name: 'Post a Brief', level: 1 })).toBeVisible();
    await context.close();
    expect(errors).toEqual([]);
  });

  test('a partner who licensed a beat finds it under My licenses, with its document, download and status (issue 18 item 4)', async ({
    page,
    errors,
  }) => {
    await chooseRole(page, 'brand');
    await page.goto('/discover/beats');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Campus Nights' }) });
    await card.getByRole('button', { name: 'License Campus Nights' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Pay \$/ })
      .click();
    await expect(page).toHaveURL(/\/licenses\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: 'Beat License', level: 1 })).toBeVisible();

    // From the document, and from the beat list, My licenses is the partner's own list, not a creatives' dashboard.
    await page.getByRole('link', { name: 'My licenses' }).click();
    await expect(page).toHaveURL(/\/licenses$/);
    await expect(page.getByRole('heading', { name: 'My Licenses', level: 1 })).toBeVisible();
    await expect(page.getByText('Access Restricted')).toHaveCount(0);
    const held = page.getByRole('list', { name: 'Your licenses' }).getByRole('listitem').first();
    await expect(held).toContainText('Campus Nights');
    await expect(held.getByText('Licensed', { exact: true })).toBeVisible();
    const [beatFile] = await Promise.all([
      page.waitForEvent('download'),
      held.getByRole('button', { name: 'Download beat Campus Nights' }).click(),
    ]);
    expect(beatFile.suggestedFilename()).toMatch(/Campus Nights/);
    await held.getByRole('link', { name: 'View license for Campus Nights' }).click();
    await expect(page.getByRole('heading', { name: 'Beat License', level: 1 })).toBeVisible();

    await page.goto('/discover/beats');
    await page.getByRole('link', { name: 'My licenses' }).click();
    await expect(page).toHaveURL(/\/licenses$/);
    // The partner hub leads there too.
    await page.goto('/pulse-iq');
    await page.getByRole('link', { name: 'Your beat licenses' }).click();
    await expect(page).toHaveURL(/\/licenses$/);
    await expect(held).toContainText('Campus Nights');
    expect(errors).toEqual([]);
  });

  test('a fresh install lists the demo beats with their waveforms; the price filter narrows them', async ({
    page,
    errors,
  }) => {
    const demo = [
      'Late Library',
      'Rooftop Reel',
      'Game Day Drums',
      'Golden Hour',
      'Neon Market',
      'First Light',
      'Campus Nights',
    ];
    const beat = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await chooseRole(page, 'fan');
    await page.goto('/discover/beats');
    for (const title of demo) {
      await expect(beat(title)).toBeVisible();
      const heights = await waveformHeights(beat(title).getByRole('group', { name: `Audio: ${title}` }));
      expect(new Set(heights).size, title).toBeGreaterThan(4);
    }

    // $500-$1000: only beats with a license on offer in that range.
    await page.getByLabel('Price range').selectOption({ label: '$500-$1000' });
    await expect(beat('Neon Market')).toBeVisible();
    await expect(beat('Rooftop Reel')).toBeVisible();
    for (const title of demo.filter((d) => d !== 'Neon Market' && d !== 'Rooftop Reel')) {
      await expect(beat(title)).toHaveCount(0);
    }
    await page.getByLabel('Price range').selectOption({ label: 'Under $200' });
    await expect(beat('Campus Nights')).toBeVisible();
    await expect(beat('First Light')).toHaveCount(0);

    // The preview plays in the one player, and its clock moves.
    await page.getByLabel('Price range').selectOption({ label: '$1000+' });
    const first = beat('First Light');
    await first.getByRole('button', { name: 'Play First Light' }).click();
    const player = first.getByRole('group', { name: 'Audio: First Light' });
    await expect(player).toHaveAttribute('data-playing', 'true');
    await expect
      .poll(() => player.locator('audio').evaluate((el) => (el as HTMLAudioElement).currentTime))
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
