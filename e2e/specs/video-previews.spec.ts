import AxeBuilder from '@axe-core/playwright';
import { chooseRole, expect, test } from '../fixtures';

test.describe('collaboration preview helper', () => {
  test('a partner opens it from a creator page and is told no provider is configured', async ({ page, errors }) => {
    await chooseRole(page, 'brand');
    await page.goto('/creator/demo-creator-maya-lin');
    await page.getByRole('link', { name: 'Preview Collaboration' }).click();
    await expect(page).toHaveURL(/\/brand\/preview\/demo-creator-maya-lin$/);
    await expect(page.getByRole('heading', { name: 'Collaboration Preview' })).toBeVisible();
    await expect(page.getByText('Video previews are not configured on this server.')).toBeVisible();
    await expect(page.getByTestId('video-cost')).toHaveText('Estimated cost: $3.50 per video');
    await expect(page.getByRole('button', { name: 'Generate Preview' })).toBeDisabled();
    await expect(page.getByText('No previews yet.')).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
