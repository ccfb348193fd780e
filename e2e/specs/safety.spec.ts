import type { Page } from '@playwright/test';
import {
  adminContext,
  api,
  approveApplications,
  chooseRole,
  expect,
  partnerAndCreative,
  signUpAs,
  test,
  uniqueEmail,
  uniqueLabel,
} from '../fixtures';
import { wav } from '../media';

/** Blocking from a message thread, reporting a piece and an admin hiding it (issue 36 item 6, decision 050). */

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });

/** An approved producer (a signed-up account) with one published piece on the feed. */
async function creativeWithPiece(page: Page, browser: Parameters<typeof approveApplications>[0]) {
  const name = uniqueLabel('Piece Maker');
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
  await approveApplications(browser, [application.id]);
  const media = await page.request.post('/api/media?purpose=snippet', {
    headers: { 'x-pulse-request': '1' },
    multipart: { file: { name: 'loop.wav', mimeType: 'audio/wav', buffer: wav(7) } },
  });
  expect(media.status(), await media.text()).toBe(201);
  const title = uniqueLabel('Night Drive');
  const { snippet } = await api(page.request, 'POST', '/api/snippets', {
    mediaId: (await media.json()).media.id,
    title: `${title} loop`,
    tags: ['lo-fi'],
  });
  const { piece } = await api(page.request, 'POST', '/api/pieces', {
    snippetId: snippet.id,
    title,
    description: 'A loop for late drives.',
    tags: ['lo-fi', 'night'],
    role: 'producer',
  });
  return { pieceId: piece.id as string, title };
}

test.describe('blocking and reporting', () => {
  test('a creative blocks a partner from the thread: neither can write, the composer says why, Settings lifts it', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(120_000);
    const { creative } = await partnerAndCreative(page, browser);
    // Blocking is for accounts: the creative signs up, keeping the approved profile.
    await api(creative.page.request, 'POST', '/api/accounts/sign-up', {
      name: creative.name,
      email: uniqueEmail('blocker'),
      password: 'e2e-password-1',
    });
    const opening = uniqueLabel('Hi! We love your loops');
    const started = await api(page.request, 'POST', '/api/threads', { creatorId: creative.id, message: opening });
    const threadId = started.thread.id as string;
    const partnerName = (started.thread.participants as { type: string; name: string }[]).find(
      (p) => p.type === 'brand',
    )!.name;

    const cPage = creative.page;
    await cPage.goto(`/messages/${threadId}`);
    const panel = conversation(cPage);
    await expect(panel.getByText(opening)).toBeVisible();
    await panel.getByRole('button', { name: `Block ${partnerName}` }).click();
    const confirm = panel.getByRole('alertdialog', { name: `Block ${partnerName}?` });
    await expect(confirm).toContainText('Neither of you can message the other');
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(panel.getByText(`You blocked ${partnerName}. Unblock to message each other again.`)).toBeVisible();
    await expect(panel.getByRole('status').filter({ hasText: "You can't message this person." })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeDisabled();

    // The partner's side: the composer is closed with the reason, and a send is refused by the server.
    await page.goto(`/messages/${threadId}`);
    const partnerPanel = conversation(page);
    await expect(partnerPanel.getByText(opening)).toBeVisible();
    await expect(partnerPanel.getByRole('status').filter({ hasText: "You can't message this person." })).toBeVisible();
    await expect(partnerPanel.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    const refused = await page.request.post(`/api/threads/${threadId}/messages`, {
      data: { messageType: 'text', content: 'Hello?' },
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toBe("You can't message this person.");

    // Settings lists the partner; Unblock lifts it, and the partner can write again.
    await cPage.goto('/settings');
    const blocked = cPage.getByRole('region', { name: 'Blocked people' });
    await expect(blocked.getByText(partnerName)).toBeVisible();
    await blocked.getByRole('button', { name: `Unblock ${partnerName}` }).click();
    await expect(blocked.getByText("You haven't blocked anyone.")).toBeVisible();
    await page.reload();
    await expect(partnerPanel.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await partnerPanel.getByRole('textbox', { name: 'Message' }).fill('Thanks for unblocking us');
    await partnerPanel.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(partnerPanel.getByText('Thanks for unblocking us')).toBeVisible();

    expect(errors).toEqual([]);
    await creative.context.close();
  });

  test('a reader reports a piece; an admin hides it from the reports queue; it leaves the feed and its page', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(150_000);
    const makerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const { pieceId, title } = await creativeWithPiece(await makerContext.newPage(), browser);

    // A signed-in reader reports the piece from its page, with a reason.
    await signUpAs(page, 'fan');
    await page.goto(`/piece/${pieceId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Report piece' }).click();
    const form = page.getByRole('form', { name: 'Report piece' });
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form.getByText("Tell us what's wrong.")).toBeVisible();
    const reason = 'This piece copies my reel frame for frame.';
    await form.getByLabel("What's wrong?").fill(reason);
    await expect(form.getByText(`${reason.length} / 1,000 characters`)).toBeVisible();
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thanks. Pulse will look at this piece.')).toBeVisible();
    await expect(form).toBeHidden();

    // The admin hides it from the reports queue, with a note its creative reads.
    const admin = await adminContext(browser, { viewport: page.viewportSize() ?? undefined });
    const aPage = await admin.newPage();
    await aPage.goto('/admin/reports');
    await expect(aPage.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    const card = aPage.getByRole('article', { name: `Report of piece: ${title}` });
    await expect(card.getByText(reason)).toBeVisible();
    await card.getByRole('button', { name: 'Hide piece' }).click();
    await expect(card.getByText('Write a note: the account reads it.')).toBeVisible();
    await card.getByLabel('Note to the account (they read it)').fill('It copies another creative’s work.');
    await card.getByRole('button', { name: 'Hide piece' }).click();
    await expect(aPage.getByText('Piece hidden.')).toBeVisible();
    await expect(card).toHaveCount(0);

    // Gone from its page and the feed.
    await page.goto(`/piece/${pieceId}`);
    await expect(page.getByRole('heading', { name: 'Piece Not Found' })).toBeVisible();
    await page.goto('/feed');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);

    expect(errors).toEqual([]);
    await Promise.all([admin.close(), makerContext.close()]);
  });
});
