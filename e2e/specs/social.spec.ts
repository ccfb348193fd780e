import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chooseRole, expect, test } from '../fixtures';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('an anonymous visitor uses three co-signs, sees the notices, and the count holds in a new context', async ({
  page,
  browser,
  errors,
}) => {
  await page.goto('/feed');
  await expect(page.getByRole('heading', { name: 'Collaboration Feed', level: 1 })).toBeVisible();
  await expect(page.getByText('3 of 3 co-signs left today')).toBeVisible();
  const pieces = page.getByRole('list', { name: 'Collaboration pieces' });
  await expect(pieces.getByRole('heading', { name: 'Campus Nights' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  for (const title of ['Campus Nights', 'Game Day Energy']) {
    await pieces.getByRole('button', { name: `Co-sign ${title}` }).click();
    await expect(pieces.getByRole('button', { name: `Co-signed ${title}` })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText('1 of 3 co-signs left today')).toBeVisible();
  // Taking one back lowers the piece but does not give the co-sign back.
  await pieces.getByRole('button', { name: 'Co-signed Game Day Energy' }).click();
  await expect(pieces.getByRole('button', { name: 'Co-sign Game Day Energy' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByText('1 of 3 co-signs left today')).toBeVisible();

  await pieces.getByRole('button', { name: 'Co-sign Neon Market' }).click();
  await expect(page.getByText('Last co-sign for today!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Pulse for unlimited co-signs' })).toHaveAttribute('href', '/start');
  await expect(page.getByText('0 of 3 co-signs left today')).toBeVisible();

  await pieces.getByRole('button', { name: 'Co-sign Slow Sunday' }).click();
  await expect(page.getByText('No co-signs left today!')).toBeVisible();
  await expect(pieces.getByRole('button', { name: 'Co-sign Slow Sunday' })).toHaveAttribute('aria-pressed', 'false');

  // A new browser context with the same visitor: the server remembers.
  const again = await browser.newContext({ storageState: await page.context().storageState() });
  const second = await again.newPage();
  await second.goto('/feed');
  await expect(second.getByText('0 of 3 co-signs left today')).toBeVisible();
  await expect(second.getByText('No co-signs left today!')).toBeVisible();
  await expect(second.getByRole('button', { name: 'Co-signed Campus Nights' })).toBeVisible();
  await again.close();

  // View Details opens the real piece page; Join Pulse goes to /start.
  await pieces
    .getByRole('listitem')
    .filter({ hasText: 'Campus Nights' })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page).toHaveURL(/\/piece\/demo-piece-campus-nights$/);
  await expect(page.getByRole('heading', { name: 'Campus Nights' })).toBeVisible();
  await expect(page.getByText('A late-night lo-fi score')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Co-signed Campus Nights' })).toBeVisible();
  await page.goto('/piece/no-such-piece');
  await expect(page.getByRole('heading', { name: 'Piece Not Found' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a fan creates a circle and posts, joins another, and opens the map', async ({ page, errors }) => {
  await chooseRole(page, 'fan');
  await page.request.fetch('/api/me/following/demo-creator-maya-lin', {
    method: 'PUT',
    data: {},
    headers: { 'content-type': 'application/json' },
  });

  await page.goto('/pulse-circles');
  await expect(page.getByText('You have not joined any circles yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Create Circle' }).click();
  await expect(page.getByRole('heading', { name: 'Create Community' })).toBeVisible();

  // Validated like the server.
  await page.getByRole('button', { name: 'Create Circle' }).click();
  await expect(page.getByText('Circle name is 2 to 60 characters')).toBeVisible();
  await expect(page.getByText('Choose a category').last()).toBeVisible();

  const name = `Night Owls ${Date.now() % 100000}`;
  await page.getByLabel('Circle name').fill(name);
  await page.getByLabel('Description').fill('Late-night lo-fi listening sessions.');
  await page.getByLabel('Category').selectOption('Music');
  await page.getByRole('button', { name: 'Cover teal' }).click();
  await page.getByLabel('Tags').fill('lo-fi, chill');
  await page.getByRole('button', { name: 'Create Circle' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByLabel('Share with the circle').fill('First listening session is Friday.');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Circle posts' }).getByText('First listening session is Friday.'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to Pulse Circles' }).click();
  await page.getByRole('tab', { name: 'Discover' }).click();
  await page.getByRole('button', { name: 'Join Circle Beat Lab' }).click();
  await expect(page.getByRole('button', { name: 'Leave Circle Beat Lab' })).toBeVisible();
  await page.getByRole('tab', { name: 'My Circles' }).click();
  await expect(page.getByRole('heading', { name: 'Beat Lab' })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // The join persisted: the circle page agrees after a reload.
  await page.getByRole('link', { name: 'View Circle Beat Lab' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Leave Circle Beat Lab' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Circle posts' }).getByText('Feedback night on Thursday')).toBeVisible();

  await page.goto('/pulse-circles');
  await page.getByRole('link', { name: 'Open Pulse Map' }).click();
  await expect(page.getByRole('heading', { name: 'Pulse Map', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Maya Lin\s*, \d+% aligned$/ }).click();
  await expect(page.getByText(/You and Maya Lin are \d+% aligned/)).toBeVisible();
  await expect(page.getByText('You follow them', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Pulse Circles' })).toHaveAttribute('href', '/pulse-circles');
  await expect(page.getByRole('link', { name: 'Back to Feed' })).toHaveAttribute('href', '/fan/feed');
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
