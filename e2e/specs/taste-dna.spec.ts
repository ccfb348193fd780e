import type { Page } from '@playwright/test';
import { api, chooseRole, expect, test } from '../fixtures';

const KWAME = 'demo-creator-kwame-asante';

/** An Explorer whose answers all point to Digital and Electronic (3 each), who then co-signed a hip-hop producer. */
async function digitalFanWhoCosignedHipHop(page: Page) {
  await chooseRole(page, 'fan');
  await api(page.request, 'POST', '/api/taste', {
    step: 'quiz',
    quizResponses: { energy: 'dance', production: 'digital', focus: 'beat' },
  });
  await api(page.request, 'POST', '/api/taste', {
    step: 'micro-calibration',
    microCalibration: { texture: 'synthetic' },
  });
  await api(page.request, 'POST', '/api/taste', { step: 'anchor', anchor: 'neon-futures' });
  await api(page.request, 'POST', '/api/feedback', { creatorId: KWAME, action: 'cosign' });
}

test('the profile’s Taste DNA line and the vibes beneath it come from one profile, strongest first, as people read them', async ({
  page,
  errors,
}) => {
  await digitalFanWhoCosignedHipHop(page);
  await page.goto('/pulse-profile');
  await page.getByRole('tab', { name: 'Taste' }).click();
  const panel = page.getByRole('tabpanel');
  // Not the last co-signed creator's tags ("Hip-hop · Throwback · Beat-driven").
  await expect(panel.getByTestId('taste-dna')).toHaveText('Digital · Electronic · Beat-driven');
  const rows = panel.getByRole('list', { name: 'Your strongest vibes' }).getByRole('listitem');
  // Digital 3, Electronic 3, Beat-driven 2, Dance 2 of 14: human labels and a share, never "digital 3.0".
  await expect(rows.nth(0)).toHaveText('Digital21%');
  await expect(rows.nth(1)).toHaveText('Electronic21%');
  await expect(rows.nth(2)).toHaveText('Beat-driven14%');
  await expect(panel.getByText('3.0')).toHaveCount(0);
  await expect(panel.getByText(/^digital$/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the For You header keeps the profile’s strongest tags after a co-sign', async ({ page, errors }) => {
  await digitalFanWhoCosignedHipHop(page);
  await page.goto('/fan/feed');
  const header = page.getByTestId('taste-dna');
  await expect(header).toHaveText('Digital · Electronic · Beat-driven');

  const top = page.getByRole('region', { name: 'Discovery cards' }).getByRole('article');
  const name = await top.getAttribute('aria-label');
  const card = (await (await page.request.get('/api/feed/for-you')).json()).items.find(
    (i: { name: string }) => i.name === name,
  ) as { vibeTags: string[] };
  await page.getByRole('button', { name: `Co-sign ${name}` }).click();
  await expect(
    page.getByRole('region', { name: 'Discovery cards' }).getByRole('article', { name: name ?? '' }),
  ).toHaveCount(0);
  // The header follows the recalibrated profile, whose two strongest tags are still Digital and Electronic.
  const { tasteDna } = await (await page.request.get('/api/feed/for-you')).json();
  await expect(header).toHaveText(tasteDna);
  await expect(header).toHaveText(/^(Digital · Electronic|Electronic · Digital) · /);
  expect(tasteDna).not.toBe(card.vibeTags.slice(0, 3).join(' · '));
  expect(errors).toEqual([]);
});
