import { chooseRole, expect, test } from '../fixtures';

// The stack's cards fly out with motion on: the path most people see (the suite's default is reduced motion).
test.use({ reducedMotion: 'no-preference' });

interface Ranked {
  id: string;
  name: string;
}

test('the stack’s keys work without clicking it first, say so on pointer devices, and never fire while typing', async ({
  page,
  errors,
}, testInfo) => {
  await chooseRole(page, 'fan');
  const items: Ranked[] = (await (await page.request.get('/api/feed/for-you')).json()).items;
  const [first, second, third] = items as [Ranked, Ranked, Ranked];
  await page.goto('/fan/feed');
  const stack = page.getByRole('region', { name: 'Discovery cards' });
  await expect(page.getByRole('button', { name: `Co-sign ${first.name}` })).toBeVisible();

  const legend = page.getByTestId('stack-key-legend');
  if (testInfo.project.name === 'desktop') {
    await expect(legend).toBeVisible();
    await expect(legend).toHaveText('←SkipDDive deeper→Co-signSSave');
  } else {
    // A touch screen swipes; the legend stays out of the way.
    await expect(legend).toBeHidden();
  }

  // Nothing focused: the right arrow co-signs, the left arrow skips.
  await expect(stack).not.toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: `Co-sign ${second.name}` })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/me/library')).json()).cosignedCreatorIds)
    .toContain(first.id);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: `Co-sign ${third.name}` })).toBeVisible();

  // S opens the save dialog; keys typed in its field stay text.
  await page.keyboard.press('s');
  const dialog = page.getByRole('dialog', { name: `Save ${third.name}` });
  const field = dialog.getByLabel('List name');
  await field.fill('');
  await field.pressSequentially('Sd');
  await field.press('ArrowRight');
  await expect(field).toHaveValue('Sd');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(stack.getByRole('article', { name: third.name })).toBeVisible();

  // D dives deeper: the creator's page.
  await page.keyboard.press('d');
  await expect(page).toHaveURL(new RegExp(`/creator/${third.id}$`));
  expect(errors).toEqual([]);
});
