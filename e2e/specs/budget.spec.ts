import { expect, test } from '../fixtures';

/**
 * The first load of `/` ships at most 80 KiB of gzipped JavaScript (issue 21's target): the server renders the
 * landing and its own small script makes it work; the app's script loads when a button needs it.
 */
const BUDGET_BYTES = 80 * 1024;

test('the landing page loads at most 80 KiB of compressed JavaScript', async ({ page, browserName }, info) => {
  test.skip(browserName !== 'chromium' || info.project.name !== 'desktop', 'measured once');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  let total = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) total += e.encodedDataLength;
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByText('Where culture meets opportunity').first()).toBeVisible();
  expect(scripts.size).toBeGreaterThan(0);
  console.log(`first load of /: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KiB transferred`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
