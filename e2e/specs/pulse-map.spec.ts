import AxeBuilder from '@axe-core/playwright';
import { api, chooseRole, expect, test } from '../fixtures';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the Pulse Map reads as a map: co-signed and suggested creators by alignment, nothing overlapping, names legible', async ({
  page,
  errors,
}) => {
  await chooseRole(page, 'fan');
  await api(page.request, 'POST', '/api/taste', {
    step: 'quiz',
    quizResponses: { energy: 'chill', production: 'natural', focus: 'beat' },
  });
  for (const id of ['demo-creator-maya-lin', 'demo-creator-kwame-asante', 'demo-creator-sofia-marquez'])
    await api(page.request, 'POST', '/api/feedback', { creatorId: id, action: 'cosign' });

  await page.goto('/pulse-map');
  const map = page.getByRole('region', { name: 'Taste network' });
  const people = map.getByRole('button');
  await expect(people.first()).toBeVisible();
  // The three co-signed and the suggestions, drawn differently.
  const network = map.locator('button[data-category="creator"]');
  const suggested = map.locator('button[data-category="suggested"]');
  await expect(network).toHaveCount(3);
  await expect(suggested).toHaveCount(4);
  const dotBorder = (button: typeof network) =>
    button
      .locator('span')
      .first()
      .evaluate((el) => getComputedStyle(el).borderStyle);
  expect(await dotBorder(suggested.first())).toBe('dashed');
  expect(await dotBorder(network.first())).not.toBe('dashed');

  const you = (await map.getByText('You', { exact: true }).boundingBox()) as Box;
  const mapBox = (await map.boundingBox()) as Box;
  const centre = { x: you.x + you.width / 2, y: you.y + you.height / 2 };
  const nodes: { box: Box; alignment: number; distance: number }[] = [];
  for (const button of await people.all()) {
    const box = (await button.boundingBox()) as Box;
    const alignment = Number((await button.textContent())?.match(/(\d+)% aligned/)?.[1]);
    nodes.push({
      box,
      alignment,
      distance: Math.hypot(box.x + box.width / 2 - centre.x, box.y + box.height / 2 - centre.y),
    });
    // Inside the map, clear of "You", with a name a person can read.
    expect(box.x).toBeGreaterThanOrEqual(mapBox.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(mapBox.x + mapBox.width + 0.5);
    expect(overlap(box, you)).toBe(false);
    const label = button.locator('span').nth(1);
    await expect(label).toBeVisible();
    expect(await label.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(11);
  }
  for (const [i, a] of nodes.entries()) {
    for (const b of nodes.slice(i + 1)) {
      expect(overlap(a.box, b.box)).toBe(false);
      if (a.alignment > b.alignment) expect(a.distance).toBeLessThanOrEqual(b.distance + 1);
      if (b.alignment > a.alignment) expect(b.distance).toBeLessThanOrEqual(a.distance + 1);
    }
  }

  // Clicking a person explains the alignment.
  await map.getByRole('button', { name: /^Maya Lin\s*, \d+% aligned$/ }).click();
  await expect(page.getByRole('heading', { name: 'Maya Lin' })).toBeVisible();
  await expect(page.getByText(/^You and Maya Lin are \d+% aligned/)).toBeVisible();
  await suggested.first().click();
  await expect(page.getByText(/Suggested for you/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Feed' })).toHaveAttribute('href', '/fan/feed');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`),
  ).toEqual([]);
  expect(errors).toEqual([]);
});
