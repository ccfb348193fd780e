import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';

for (const path of [
  '/',
  '/enter',
  '/start',
  '/start/creative',
  '/about',
  '/faq',
  '/terms',
  '/contact',
  '/signin',
  '/signup',
]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // label-content-name-mismatch is experimental in axe (off by default): a name must contain the visible label.
    const { violations } = await new AxeBuilder({ page })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(blocking).toEqual([]);
  });
}
