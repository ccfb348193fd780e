import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { api, expect, test } from '../fixtures';

interface Ranked {
  id: string;
  name: string;
  recommendation: { reason: string | null };
}

const choice = (page: Page, label: string) =>
  page.getByRole('main').getByRole('button', { name: new RegExp(`^${label}`) });

/** A fan as a visitor becomes one: Explorer at /start, then the three-question taste quiz. */
async function becomeFanWithTaste(page: Page) {
  await page.goto('/start');
  await page.getByRole('button', { name: /Explorer/ }).click();
  await expect(page).toHaveURL(/\/onboarding\/explorer$/);
  await choice(page, 'Chill').click();
  await choice(page, 'Natural').click();
  await choice(page, 'The beat').click();
  await expect(page).toHaveURL(/\/explore$/, { timeout: 10_000 });
}

async function forYou(page: Page): Promise<Ranked[]> {
  const res = await page.request.get('/api/feed/for-you');
  expect(res.ok()).toBeTruthy();
  return (await res.json()).items;
}

async function library(page: Page): Promise<{ cosignedCreatorIds: string[]; skippedCreatorIds: string[] }> {
  return (await page.request.get('/api/me/library')).json();
}

const stackOf = (page: Page) => page.getByRole('region', { name: 'Discovery cards' });

/** The top card, once its image has loaded and its four buttons are there. */
async function expectTopCard(page: Page, name: string): Promise<Locator> {
  const card = stackOf(page).getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: `Co-sign ${name}` })).toBeVisible();
  return card;
}

/** Drags a card with the mouse, in small steps, `dx` px sideways. */
async function dragCard(page: Page, card: Locator, dx: number) {
  const box = await card.boundingBox();
  if (!box) throw new Error('card is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  await page.mouse.up();
}

test.describe('For You at /fan/feed', () => {
  test('a fan swipes with the mouse and the keyboard, co-signs and skips, saves to a list, and a reload remembers', async ({
    page,
    errors,
  }) => {
    test.setTimeout(60_000);
    await becomeFanWithTaste(page);
    const items = await forYou(page);
    expect(items.length).toBeGreaterThanOrEqual(6);
    const [first, second, third, fourth, fifth] = items as [Ranked, Ranked, Ranked, Ranked, Ranked];

    await page.goto('/fan/feed');
    await expect(page.getByRole('heading', { name: 'Your Taste DNA' })).toBeVisible();
    await expect(page.getByText('Swipe right to co-sign • Swipe left to skip')).toBeVisible();
    let card = await expectTopCard(page, first.name);
    if (first.recommendation.reason) await expect(card.getByText(/^“.+”$/)).toBeVisible();

    // Mouse: right past 100 px co-signs, left skips, a short drag snaps back.
    await dragCard(page, card, 160);
    card = await expectTopCard(page, second.name);
    await expect.poll(async () => (await library(page)).cosignedCreatorIds).toContain(first.id);
    await expect(page.getByTestId('taste-dna')).not.toHaveText('Building your taste profile...');

    await dragCard(page, card, -160);
    card = await expectTopCard(page, third.name);
    await expect.poll(async () => (await library(page)).skippedCreatorIds).toContain(second.id);

    await dragCard(page, card, 60);
    card = await expectTopCard(page, third.name);
    await expect(card).not.toHaveAttribute('data-leaving');

    // Keyboard: right arrow co-signs, left arrow skips, S saves to a list.
    await stackOf(page).focus();
    await page.keyboard.press('ArrowRight');
    await expectTopCard(page, fourth.name);
    await page.keyboard.press('ArrowLeft');
    await expectTopCard(page, fifth.name);
    await expect
      .poll(async () => {
        const state = await library(page);
        return [state.cosignedCreatorIds.includes(third.id), state.skippedCreatorIds.includes(fourth.id)];
      })
      .toEqual([true, true]);

    await page.keyboard.press('s');
    const dialog = page.getByRole('dialog', { name: `Save ${fifth.name}` });
    await expect(dialog.getByLabel('List name')).toHaveValue('Discoveries');
    await dialog.getByLabel('List name').fill('Road trip');
    await dialog.getByRole('button', { name: 'Save to list' }).click();
    await expect(page.getByText('Saved to Road trip')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Saved ${fifth.name}: save to another list` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const saved = await (await page.request.get('/api/me/saved')).json();
    const roadTrip = saved.lists.find((l: { name: string }) => l.name === 'Road trip');
    expect(roadTrip.creators.map((c: { id: string }) => c.id)).toEqual([fifth.id]);

    // The blue box shows the recalibration insight whenever the profile has one.
    const { insight } = await (await page.request.get('/api/feed/for-you')).json();
    if (insight) await expect(page.getByText(insight)).toBeVisible();

    await page.reload();
    const decided = [first, second, third, fourth].map((c) => c.name);
    const top = stackOf(page).getByRole('article');
    await expect(top).toBeVisible();
    expect(decided).not.toContain(await top.getAttribute('aria-label'));
    const after = await forYou(page);
    expect(after.map((c) => c.id)).not.toEqual(expect.arrayContaining([first.id]));
    for (const gone of [first, second, third, fourth]) expect(after.map((c) => c.id)).not.toContain(gone.id);
    expect(errors).toEqual([]);
  });

  test('the stack shows every creator, the last one included, then the end screen', async ({ page }) => {
    await becomeFanWithTaste(page);
    const items = await forYou(page);
    // All but the last two are skipped beforehand, through the API.
    for (const item of items.slice(0, -2)) {
      await api(page.request, 'POST', '/api/feedback', { creatorId: item.id, action: 'skip' });
    }
    const rest = await forYou(page);
    expect(rest.length).toBeGreaterThanOrEqual(2);
    await page.goto('/fan/feed');
    await expectTopCard(page, rest[0]!.name);
    await stackOf(page).focus();
    for (const [i, item] of rest.entries()) {
      // Every creator is a card, the last one included (the prototype ended one early).
      await expectTopCard(page, item.name);
      await expect(page.getByText("You've reached the end of your discoveries")).toHaveCount(0);
      await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
    }
    await expect(page.getByRole('heading', { name: "You've reached the end of your discoveries" })).toBeVisible();
    await expect(page.getByText('Check back soon for more emerging creators to co-sign')).toBeVisible();
    const last = rest.at(-1)!;
    await expect
      .poll(async () => {
        const state = await library(page);
        return [...state.cosignedCreatorIds, ...state.skippedCreatorIds];
      })
      .toContain(last.id);
  });

  test('Feed View lists the ranking with Co-Sign, Skip and View', async ({ page, errors }) => {
    await becomeFanWithTaste(page);
    const items = await forYou(page);
    const [first, second, third] = items as [Ranked, Ranked, Ranked];
    await page.goto('/fan/feed');
    await page.getByRole('button', { name: 'Feed View' }).click();
    await expect(page).toHaveURL(/\/fan\/feed\?view=feed$/);
    const feed = page.getByRole('list', { name: 'For You feed' });
    await expect(feed.getByRole('listitem', { name: first.name })).toBeVisible();
    expect(await feed.locator('> li').count()).toBeLessThanOrEqual(10);

    await page.getByRole('button', { name: `Co-Sign ${first.name}` }).click();
    await expect(feed.getByRole('listitem', { name: first.name })).toHaveCount(0);
    await page.getByRole('button', { name: `Skip ${second.name}` }).click();
    await expect(feed.getByRole('listitem', { name: second.name })).toHaveCount(0);
    const state = await library(page);
    expect(state.cosignedCreatorIds).toContain(first.id);
    expect(state.skippedCreatorIds).toContain(second.id);

    // Back to the stack: the decided creators are gone there too.
    await page.getByRole('button', { name: 'Stack View' }).click();
    await expectTopCard(page, third.name);
    await page.getByRole('button', { name: 'Feed View' }).click();

    await page.getByRole('link', { name: `View ${third.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/creator/${third.id}$`));
    expect(errors).toEqual([]);
  });

  test('without a role the feed says to choose one', async ({ page }) => {
    await page.goto('/fan/feed');
    await expect(page.getByRole('alert')).toContainText('Choose a role first');
    await page.getByRole('link', { name: 'Choose a role' }).click();
    await expect(page).toHaveURL(/\/start$/);
  });
});

test.describe('accessibility', () => {
  test('Stack View, Feed View and Curated Matches have no serious axe violations, with reduced motion too', async ({
    page,
  }) => {
    // Three screens and three axe passes: on the shared 2-core runner, late in the suite, that outgrew 30 s.
    test.setTimeout(90_000);
    await becomeFanWithTaste(page);
    const [first] = (await forYou(page)) as [Ranked];
    for (const path of ['/fan/feed', '/fan/feed?view=feed', '/matches']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(first.name).first()).toBeVisible({ timeout: 15_000 });
      if (path === '/fan/feed') await expectTopCard(page, first.name);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(blocking).toEqual([]);
    }
  });
});

test.describe('Curated Matches at /matches', () => {
  test('shows the top 3 of the ranking with Co-sign, Skip and Expand, and leads to the Pulse Map', async ({
    page,
    errors,
  }) => {
    await becomeFanWithTaste(page);
    const items = await forYou(page);
    const [first, second, third, fourth] = items as [Ranked, Ranked, Ranked, Ranked];
    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Curated Matches' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Curated matches' });
    await expect(list.locator('> li')).toHaveCount(3);
    for (const item of [first, second, third])
      await expect(list.getByRole('listitem', { name: item.name })).toBeVisible();

    const expand = list.getByRole('listitem', { name: first.name }).getByRole('button', { name: 'Expand' });
    await expand.click();
    await expect(
      list.getByRole('listitem', { name: first.name }).getByRole('button', { name: 'Collapse' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('link', { name: `View ${first.name}'s profile` })).toBeVisible();

    await page.getByRole('button', { name: `Co-sign ${first.name}` }).click();
    await expect(list.getByRole('listitem', { name: first.name })).toHaveCount(0);
    await expect(list.getByRole('listitem', { name: fourth.name })).toBeVisible();
    await page.getByRole('button', { name: `Skip ${second.name}` }).click();
    await expect(list.getByRole('listitem', { name: second.name })).toHaveCount(0);

    await page.getByRole('link', { name: 'Continue to Pulse Map' }).click();
    await expect(page).toHaveURL(/\/pulse-map$/);
    expect(errors).toEqual([]);
  });
});

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/** Records a Chromium performance trace (CDP Tracing) around `run`. */
async function traceOf(page: Page, run: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] },
  });
  await run();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return events;
}

/**
 * The 60 fps target itself ("no main-thread task over 50 ms during a drag") is measured by
 * scripts/bench-swipe.mjs on a quiet machine: on a shared 2-core runner the compositor's commits alone
 * sometimes wait 100 ms+. This test pins down what makes a drag cheap and does not depend on the load:
 * every pointer move is handled quickly and without a layout.
 */
test.describe('swipe performance', () => {
  test('a drag on the phone writes transforms only: no layout and no slow work per pointer move', async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'the target is the phone viewport');
    // A trace of a slow drag; what it checks does not depend on the load, but the drag's duration does.
    test.setTimeout(90_000);
    await becomeFanWithTaste(page);
    const [first] = (await forYou(page)) as [Ranked];
    await page.goto('/fan/feed');
    const card = await expectTopCard(page, first.name);
    const box = await card.boundingBox();
    if (!box) throw new Error('card is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;

    const events = await traceOf(page, async () => {
      // Back and forth past the hint threshold and the clamp, slowly back under it, and release.
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let i = 0; i < 40; i++) {
        await page.mouse.move(x + Math.sin(i / 4) * 180, y);
        await page.waitForTimeout(16);
      }
      await page.mouse.move(x + 20, y, { steps: 40 });
      await page.waitForTimeout(150);
      await page.mouse.up();
    });
    await expect(card).toBeVisible();

    const mainThreads = new Set(
      events
        .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const onMain = events.filter((e) => mainThreads.has(`${e.pid}:${e.tid}`));
    const moves = onMain.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove');
    expect(moves.length).toBeGreaterThanOrEqual(40);
    const forcedLayouts = onMain.filter(
      (e) => e.name === 'Layout' && moves.some((m) => e.ts >= m.ts && e.ts <= m.ts + (m.dur ?? 0)),
    );
    expect(forcedLayouts, 'layouts forced inside pointermove handlers').toEqual([]);
    const durations = moves.map((m) => (m.dur ?? 0) / 1000).sort((a, b) => a - b);
    const median = durations[Math.floor(durations.length / 2)] ?? 0;
    info.annotations.push({ type: 'pointermove handling (ms)', description: `median ${median.toFixed(2)}` });
    expect(median, 'median pointermove handling, ms').toBeLessThan(4);
  });
});
