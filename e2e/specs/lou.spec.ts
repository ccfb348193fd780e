import type { Browser, Page } from '@playwright/test';
import { adminContext, expect, test } from '../fixtures';

/** Lou's conversations in Chromium, at phone and desktop widths (the config's two projects). */

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation with Lou' });
const lou = (page: Page, text: string | RegExp) => conversation(page).getByText(text).last();

async function say(page: Page, text: string) {
  const box = page.getByLabel('Message Lou');
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
  await expect(conversation(page).getByText(`You: ${text}`, { exact: true }).last()).toBeVisible();
}

async function tap(page: Page, option: string) {
  await page.getByRole('list', { name: 'Quick replies' }).getByRole('button', { name: option, exact: true }).click();
}

let n = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}${process.pid % 100}${++n}`;

async function expectInAdminQueue(browser: Browser, name: string, sourceLabel: string) {
  const context = await adminContext(browser);
  const admin = await context.newPage();
  await admin.goto('/admin/applications');
  const card = admin.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText(sourceLabel)).toBeVisible();
  await context.close();
}

test.describe('Lou chat applications', () => {
  test('a creative chats to completion, lands on the submitted page and appears in the admin queue', async ({
    page,
    browser,
    errors,
  }) => {
    const name = unique('Maya Chat');
    await page.goto('/creative/onboarding?typing=0');
    await expect(lou(page, 'What’s your full name?')).toBeVisible();
    // Blank input is ignored: the send button stays disabled.
    await page.getByLabel('Message Lou').fill('   ');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

    await say(page, name);
    await expect(lou(page, /Which school do you go to/)).toBeVisible();
    await say(page, 'skip');
    // The specialty question is a multi-select.
    await expect(page.getByRole('button', { name: 'Send Selected (0)' })).toBeDisabled();
    await page.getByRole('button', { name: 'Producer', exact: true }).click();
    await page.getByRole('button', { name: 'Videographer', exact: true }).click();
    await page.getByRole('button', { name: 'Send Selected (2)' }).click();
    await expect(conversation(page).getByText('Videographer, Producer')).toBeVisible();
    await say(page, 'not a link');
    await expect(lou(page, 'Please enter a valid URL')).toBeVisible();
    await say(page, 'maya-chat.example.com');
    await say(page, `maya.${Date.now()}@example.edu`);

    await expect(lou(page, /You’re in the queue/)).toBeVisible();
    await expect(page).toHaveURL(/\/creative\/application-submitted$/);
    const next = page.getByRole('navigation', { name: 'What next' });
    await expect(next.getByRole('link')).toHaveCount(4);
    for (const href of ['/creator/setup', '/discover', '/', '/contact']) {
      await expect(next.locator(`a[href="${href}"]`)).toBeVisible();
    }
    const me = (await (await page.request.get('/api/me')).json()).user;
    expect(me).toMatchObject({ role: 'creator', approvalStatus: 'pending' });

    await expectInAdminQueue(browser, name, 'Creative chat');
    expect(errors).toEqual([]);
  });

  test('a partner gets the spec’s validation messages, goes back, and completes into the admin queue', async ({
    page,
    browser,
    errors,
  }) => {
    const company = unique('Chat Club');
    await page.goto('/pulsepartner/onboarding?typing=0');
    await say(page, company);
    await say(page, 'not-an-email');
    await expect(
      lou(page, 'That email doesn’t look right. Please enter a work email (e.g., you@company.com).'),
    ).toBeVisible();
    await say(page, 'ops@chatclub.example.com');
    await say(page, 'Score our short film');
    await say(page, 'a lot');
    await expect(lou(page, 'Pick a budget range or type a number (e.g., 1500) and I’ll bucket it.')).toBeVisible();
    // back: one step back, to the goal.
    await say(page, 'back');
    await expect(lou(page, 'In one sentence, what’s the project goal?')).toBeVisible();
    await say(page, 'Score our short documentary');
    await tap(page, '$1k–$2.5k');
    await say(page, '2026-02-30');
    await expect(lou(page, 'Use YYYY-MM-DD for the deadline (e.g., 2025-10-01).')).toBeVisible();
    await say(page, '2027-03-01');

    await expect(page).toHaveURL(/\/pulsepartner\/application-submitted$/);
    const next = page.getByRole('navigation', { name: 'What next' });
    for (const href of ['/post-brief', '/about', '/', '/contact']) {
      await expect(next.locator(`a[href="${href}"]`)).toBeVisible();
    }
    const me = (await (await page.request.get('/api/me')).json()).user;
    expect(me).toMatchObject({ role: 'brand', approvalStatus: 'pending' });

    await expectInAdminQueue(browser, company, 'PulsePartner chat');
    expect(errors).toEqual([]);
  });

  test('a fan restarts, finishes, is approved at once and ends at /discover', async ({ page, errors }) => {
    await page.goto('/fan/onboarding?typing=0');
    await tap(page, 'Music');
    await expect(lou(page, /What vibes do you like/)).toBeVisible();
    await say(page, 'restart');
    await expect(conversation(page).getByText('You: Music', { exact: true })).toHaveCount(0);
    await expect(lou(page, 'What kind of creative content are you into?')).toBeVisible();
    await say(page, 'cooking');
    await expect(lou(page, 'I didn’t catch that. Try rephrasing or pick an option below.')).toBeVisible();
    await tap(page, 'Film');
    await tap(page, 'Chill');
    await say(page, 'n/a');
    await expect(lou(page, /You’re all set/)).toBeVisible();
    await expect(page).toHaveURL(/\/discover$/);
    const me = (await (await page.request.get('/api/me')).json()).user;
    expect(me).toMatchObject({ role: 'fan', approvalStatus: 'approved' });
    expect(errors).toEqual([]);
  });
});

test.describe('Talk to Lou', () => {
  test('from the Welcome screen: typing delay, name and role, the enter button, and a brief drafted in chat', async ({
    page,
    errors,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/onboarding');
    await page.getByRole('link', { name: /Talk to Lou/ }).click();
    await expect(page).toHaveURL(/\/onboarding\/lou$/);
    // The real 1500 ms: Lou types first, then welcomes.
    await expect(page.getByRole('status', { name: 'Lou is typing' })).toBeVisible();
    await expect(page.getByLabel('Message Lou')).toBeDisabled();
    await expect(lou(page, 'What should I call you?')).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('link', { name: 'Prefer the traditional setup?' })).toHaveAttribute(
      'href',
      '/onboarding',
    );

    await say(page, 'hey');
    await expect(conversation(page).getByText('What should I call you?')).toHaveCount(2);
    await say(page, 'call me sam');
    await expect(lou(page, 'Nice to meet you, Sam!')).toBeVisible();
    await expect(lou(page, 'Are you here as a Creative, Fan, or PulsePartner?')).toBeVisible();
    await say(page, 'not sure');
    await expect(conversation(page).getByText('Are you here as a Creative, Fan, or PulsePartner?')).toHaveCount(2);
    await tap(page, 'PulsePartner');
    await say(page, unique('Lou Brand'));
    await say(page, 'sam@loubrand.example.com');
    await say(page, 'skip');
    await say(page, '12000');
    await say(page, '2027-05-01');
    await expect(lou(page, /Your PulsePartner application is in/)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('link', { name: /Enter Pulse/ })).toHaveAttribute('href', '/pulse-iq');

    // Brief from chat: drafted, confirmed, saved as the partner's draft.
    await tap(page, 'Draft a brief');
    await say(page, 'Campus tour teaser');
    await say(page, 'Hype the spring tour');
    await tap(page, 'Videographer');
    await say(page, '3000');
    await say(page, '2027-06-01');
    await expect(lou(page, /Here’s your draft brief/)).toBeVisible({ timeout: 5_000 });
    await expect(lou(page, /Budget: \$2\.5k–\$5k/)).toBeVisible();
    await tap(page, 'Upload brief');
    await expect(lou(page, 'Uploaded—Lou will suggest matches shortly.')).toBeVisible({ timeout: 5_000 });

    await page.getByRole('link', { name: /Enter Pulse/ }).click();
    await expect(page).toHaveURL(/\/pulse-iq$/);
    expect(errors).toEqual([]);
  });

  test('/fast-onboarding/{role} sets up a producer; an unknown role goes to /start/creative', async ({ page }) => {
    await page.goto('/fast-onboarding/astronaut');
    await expect(page).toHaveURL(/\/start\/creative$/);
    await page.goto('/fast-onboarding/producer?typing=0');
    await expect(lou(page, /as a Producer/)).toBeVisible();
    await say(page, 'I’m Theo');
    await expect(lou(page, 'Nice to meet you, Theo!')).toBeVisible();
    await expect(lou(page, 'What’s your full name?')).toBeVisible();
  });
});
