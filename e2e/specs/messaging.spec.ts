import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { api, approveApplications, chooseRole, expect, test, uniqueEmail } from '../fixtures';

let n = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${process.pid}-${++n}`;

async function me(page: Page) {
  const body = await (await page.request.get('/api/me')).json();
  return { id: body.user.id as string, name: body.user.name as string };
}

/** A creative who completed the setup (pending review), in a context of its own on `like`'s device. */
async function newCreative(browser: Browser, like: Page) {
  const context = await browser.newContext({ viewport: like.viewportSize() ?? undefined });
  const page = await context.newPage();
  const name = unique('Maya Beats');
  await chooseRole(page, 'creator', { creativeRole: 'producer' });
  const { application } = await api(page.request, 'POST', '/api/creative-profiles', {
    displayName: name,
    bio: 'Lo-fi beats for campus brands.',
    location: 'Austin, TX',
    creativeTypes: ['Producer'],
    experience: 'getting-experience',
    rates: { designWork: '$300-600' },
    specialties: ['Brand Campaigns'],
    socialLinks: { portfolio: 'portfolio.example.com', website: '' },
  });
  return { context, page, name, applicationId: application.id as string };
}

/** An approved PulsePartner (on `page`) and an approved creative with a profile in a context of its own. */
async function partnerAndCreative(page: Page, browser: Browser) {
  await chooseRole(page, 'fan');
  const { application: partnerApplication } = await api(page.request, 'POST', '/api/pulsepartners', {
    name: 'Riley Brand',
    company: unique('Campus Coffee'),
    contactEmail: uniqueEmail('partner'),
    website: 'campuscoffee.example.com',
    needs: 'Music for launch reels',
  });

  const { context, page: cPage, name, applicationId } = await newCreative(browser, page);
  await approveApplications(browser, [partnerApplication.id, applicationId]);
  const partner = await me(page);
  const creative = { ...(await me(cPage)), name, page: cPage, context };
  return { partner, creative };
}

const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

test.describe('messaging', () => {
  test('a partner and a creative talk live, negotiate a project brief into a deal, and unread counts rise and clear', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(120_000);
    const { partner, creative } = await partnerAndCreative(page, browser);
    const cPage = creative.page;
    cPage.on('pageerror', (e) => errors.push(String(e)));

    // The creative waits on Messages with nothing yet.
    await cPage.goto('/messages');
    await expect(cPage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(cPage.getByText('No conversations yet')).toBeVisible();
    await expect(messagesLink(cPage)).toHaveAccessibleName('Messages');

    // The partner opens the creative's profile and starts a conversation.
    await page.goto(`/creator/${creative.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Message' }).click();
    const panel = page.getByRole('dialog', { name: `Message ${creative.name}` });
    await expect(panel.getByText('Start a conversation')).toBeVisible();
    const box = panel.getByRole('textbox', { name: 'Message' });
    const send = panel.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeDisabled();
    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.press('Enter');
    await expect(panel.getByRole('log', { name: 'Messages' })).toHaveCount(0);
    await box.fill('Hi! We loved your lo-fi reel.');
    await box.press('Enter');
    const partnerLog = panel.getByRole('log', { name: 'Messages' });
    await expect(partnerLog.getByText('Hi! We loved your lo-fi reel.')).toBeVisible();
    await expect(partnerLog.getByText('just now')).toBeVisible();

    // Live on the creative's side: the thread appears with its unread count, and the top bar badge rises.
    const thread = cPage.getByRole('list', { name: 'Conversations' }).getByRole('link').first();
    await expect(thread).toContainText('Hi! We loved your lo-fi reel.');
    await expect(thread).toContainText('1 unread');
    await expect(messagesLink(cPage)).toHaveAccessibleName('Messages, 1 unread');

    // Opening it reads it: the badge clears and the partner sees the read receipt.
    await thread.click();
    const creativeLog = cPage.getByRole('log', { name: 'Messages' });
    await expect(creativeLog.getByText('Hi! We loved your lo-fi reel.')).toBeVisible();
    await expect(messagesLink(cPage)).toHaveAccessibleName('Messages');
    await expect(partnerLog.getByText('Seen')).toBeVisible();

    // Shift+Enter makes a new line; Enter sends. The partner's open panel shows it at once.
    const cBox = cPage.getByRole('textbox', { name: 'Message' });
    await cBox.fill('Thanks!');
    await cBox.press('Shift+Enter');
    await cBox.pressSequentially('When do you need it?');
    await cBox.press('Enter');
    await expect(cBox).toHaveValue('');
    await expect(partnerLog.getByText(/Thanks!\s+When do you need it\?/)).toBeVisible();

    // The project brief modal: validated in place, no alert boxes.
    await panel.getByRole('button', { name: 'Send a project brief' }).click();
    const brief = page.getByRole('dialog', { name: 'Project Brief' });
    await expect(brief.getByLabel('Timeline')).not.toHaveValue('');
    await brief.getByRole('button', { name: 'Send Brief' }).click();
    await expect(brief.getByText('Project title is required')).toBeVisible();
    await expect(brief.getByText('Pick a budget range')).toBeVisible();
    await expect(brief.getByText('Project description is required')).toBeVisible();
    await brief.getByLabel('Project Title').fill('Study app launch reel');
    await brief.getByLabel('Budget Range').selectOption('$1,000 - $5,000');
    await brief.getByLabel('Project Description').fill('A 30 second calm beat for our launch video.');
    await brief.getByRole('button', { name: 'Send Brief' }).click();
    await expect(brief).toHaveCount(0);
    await expect(partnerLog.getByRole('article', { name: 'Project brief: Study app launch reel' })).toBeVisible();

    // The creative counters.
    const card = creativeLog.getByRole('article', { name: 'Project brief: Study app launch reel' });
    await expect(card).toContainText('$1,000');
    await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible();
    await card.getByRole('button', { name: 'Counter' }).click();
    const counter = cPage.getByRole('dialog', { name: 'Counter Offer' });
    await counter.getByLabel('Your amount ($)').fill('');
    await counter.getByRole('button', { name: 'Send Counter' }).click();
    await expect(counter.getByText('Enter your counter amount')).toBeVisible();
    await counter.getByLabel('Your amount ($)').fill('1800');
    await counter.getByRole('button', { name: 'Send Counter' }).click();
    await expect(counter).toHaveCount(0);
    await expect(creativeLog.getByText('Countered “Study app launch reel” with $1,800')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // The partner accepts the counter: a deal opens, both sides see it.
    const counterMessage = partnerLog.getByRole('listitem').filter({ hasText: 'Countered' });
    await counterMessage.getByRole('button', { name: 'Accept' }).click();
    await expect(partnerLog.getByText('Accepted “Study app launch reel” for $1,800')).toBeVisible();
    await expect(creativeLog.getByText('Accepted “Study app launch reel” for $1,800')).toBeVisible();
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();

    // With the panel closed, the partner's badge rises on the creative's next message, then clears in Messages.
    await panel.getByRole('button', { name: 'Close conversation' }).click();
    await cBox.fill('Deal! Starting tomorrow.');
    await cBox.press('Enter');
    await expect(messagesLink(page)).toHaveAccessibleName('Messages, 1 unread');
    // Away from Messages a toast tells them too; Open goes to the conversation, which reads it.
    const toast = page.getByRole('listitem').filter({ hasText: `New message from ${creative.name}` });
    await toast.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/messages\/[\w-]+$/);
    await expect(page.getByRole('log', { name: 'Messages' }).getByText('Deal! Starting tomorrow.')).toBeVisible();
    await expect(messagesLink(page)).toHaveAccessibleName('Messages');
    await page.getByRole('button', { name: 'Close conversation' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    const row = page.getByRole('list', { name: 'Conversations' }).getByRole('link').first();
    await expect(row).toContainText(creative.name);
    await expect(row).toContainText('Study app launch reel');
    await expect(row).not.toContainText('unread');

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(partner.id).not.toBe(creative.id);
    await creative.context.close();
  });

  test('a Booked creative cannot be messaged: Message is disabled with the reason', async ({ page, browser }) => {
    const { creative } = await partnerAndCreative(page, browser);
    // The creative marks themself Booked in their profile (the profile editor's API).
    const booked = await creative.page.request.put('/api/profile', {
      data: { name: creative.name, creator: { availability: 'booked' } },
      headers: { 'content-type': 'application/json' },
    });
    expect(booked.ok(), await booked.text()).toBeTruthy();
    await page.goto(`/creator/${creative.id}`);
    await expect(page.getByRole('main').getByRole('button', { name: 'Message' })).toBeDisabled();
    await expect(
      page.getByRole('main').getByText(`${creative.name} is booked and not taking new projects right now.`).first(),
    ).toBeVisible();
    await creative.context.close();
  });

  test('a creative composes a signal and a follower hears it live in the notification centre', async ({
    page,
    browser,
    errors,
  }) => {
    // The follower: a fan following a creative that the creative's own context then signals from.
    const { context: creativeContext, page: cPage, name, applicationId } = await newCreative(browser, page);
    cPage.on('pageerror', (e) => errors.push(String(e)));
    await approveApplications(browser, [applicationId]);
    const creative = { ...(await me(cPage)), name };
    await chooseRole(page, 'fan');
    const follow = await page.request.put(`/api/me/following/${creative.id}`, {
      headers: { 'content-type': 'application/json' },
      data: {},
    });
    expect(follow.ok(), await follow.text()).toBeTruthy();

    await page.goto('/fan/feed');
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    await cPage.goto('/compose');
    await expect(cPage.getByRole('heading', { name: 'Compose Signal' })).toBeVisible();
    await expect(cPage.getByText('Goes to your 1 follower.')).toBeVisible();
    await cPage.getByRole('button', { name: 'Send Signal' }).click();
    await expect(cPage.getByText('Write your signal before sending.')).toBeVisible();
    await cPage.getByLabel('Your signal').fill('New beat pack drops Friday!');
    await cPage.getByRole('button', { name: 'Send Signal' }).click();
    await expect(cPage.getByText('Signal sent to 1 follower.')).toBeVisible();

    // Live on the fan's side: the bell counts it; the centre lists it; opening it reads it.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const item = page.getByRole('list', { name: 'Notifications' }).getByRole('link').first();
    await expect(item).toContainText(`${creative.name} sent a signal`);
    await expect(item).toContainText('New beat pack drops Friday!');
    await expect(item).toContainText('(unread)');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(item).not.toContainText('(unread)');
    await creativeContext.close();
  });

  test("a creative's top bar has the notifications bell, and their approval arrives there (issue 18 item 5)", async ({
    page,
    browser,
  }) => {
    const { context, page: cPage, applicationId } = await newCreative(browser, page);
    await cPage.goto('/pulspace');
    const banner = cPage.getByRole('banner');
    await expect(banner.getByRole('link', { name: /^Messages/ })).toBeVisible();
    const bell = banner.getByRole('link', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    await approveApplications(browser, [applicationId]);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    // The approval also arrives as a toast at the top, over the bell on a phone: it is closed, as a person would.
    const toastItem = cPage.locator('[data-sonner-toast]').filter({ hasText: 'Your creative application is approved' });
    await expect(toastItem).toBeVisible();
    await toastItem.getByRole('button', { name: 'Close toast' }).click();
    await expect(toastItem).toBeHidden();
    await bell.click();
    await expect(cPage).toHaveURL(/\/notifications$/);
    await expect(cPage.getByRole('list', { name: 'Notifications' }).getByRole('link').first()).toContainText(
      'Your creative application is approved',
    );
    await context.close();
  });
});
