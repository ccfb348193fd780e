import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  adminContext,
  api,
  approveApplications,
  chooseRole,
  expect,
  signContractAs,
  test,
  uniqueEmail,
} from '../fixtures';
import { anyTempo, wav } from '../media';

let n = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${process.pid}-${++n}`;

async function meOf(page: Page) {
  const body = await (await page.request.get('/api/me')).json();
  return { id: body.user.id as string, name: body.user.name as string };
}

function isoInDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A money-moving POST with its Idempotency-Key, the way the web app sends one. */
async function keyed(request: APIRequestContext, path: string, body: unknown = {}) {
  const res = await request.post(path, {
    data: body,
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
  });
  expect(res.ok(), `POST ${path} -> ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json();
}

async function downloadCsv(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFileSync((await download.path()) as string, 'utf8');
}

/** Violations that matter, measured once the page's fade-in has finished. */
async function axe(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
}

interface Person {
  id: string;
  name: string;
  page: Page;
  context: BrowserContext;
}

/** Approved creatives (each in a context of their own) and, on `page`, an approved partner. */
async function cast(page: Page, browser: Browser, creatives: { label: string; role: string }[]) {
  await chooseRole(page, 'fan');
  const { application: partnerApplication } = await api(page.request, 'POST', '/api/pulsepartners', {
    name: 'Riley Brand',
    company: unique('Campus Coffee'),
    contactEmail: uniqueEmail('partner'),
    website: 'campuscoffee.example.com',
    needs: 'A launch reel soundtrack',
  });
  const people: Person[] = [];
  const applications: string[] = [partnerApplication.id];
  for (const c of creatives) {
    const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const p = await context.newPage();
    const name = unique(c.label);
    await chooseRole(p, 'creator', { creativeRole: c.role });
    const { application } = await api(p.request, 'POST', '/api/creative-profiles', {
      displayName: name,
      bio: 'Campus work for campus brands.',
      location: 'Austin, TX',
      creativeTypes: ['Producer'],
      experience: 'getting-experience',
      rates: { designWork: '$300-600' },
      specialties: ['Brand Campaigns'],
      socialLinks: { portfolio: 'portfolio.example.com', website: '' },
    });
    applications.push(application.id);
    people.push({ ...(await meOf(p)), name, page: p, context });
  }
  await approveApplications(browser, applications);
  return people;
}

/** A $500 project brief posted and funded by the partner on `page`, `creative` applied and selected. */
async function acceptedDeal(page: Page, creative: Person, title: string) {
  const { brief, deal } = await api(page.request, 'POST', '/api/project-briefs', {
    title,
    description: 'A 30 second lo-fi bed for our campus launch reel.',
    budget: '$500-$1000',
    deadline: isoInDays(21),
    category: 'producer',
    usageType: 'ugc',
    tags: 'lo-fi',
    contactEmail: uniqueEmail('contact'),
  });
  await keyed(page.request, `/api/project-briefs/${brief.id}/fund`, { paymentMethod: 'pm_card_visa' });
  const { application } = await api(creative.page.request, 'POST', `/api/project-briefs/${brief.id}/applications`, {
    portfolioLinks: ['soundcloud.com/maya'],
    note: 'I score campus reels every week.',
  });
  await api(page.request, 'POST', `/api/project-briefs/${brief.id}/applications/${application.id}/select`);
  return deal.id as string;
}

/** Both sign the contract (decision 061), then the creative delivers. */
async function signAndDeliver(partner: Page, creative: Person, dealId: string) {
  await signContractAs(partner.request, dealId);
  await signContractAs(creative.page.request, dealId);
  await api(creative.page.request, 'POST', `/api/deals/${dealId}/deliver`, { deliverables: ['launch-bed.wav'] });
}

/** A page signed in as the admin. */
async function adminPage(browser: Browser, viewport: Page['viewportSize'] extends () => infer V ? V : never) {
  const context = await adminContext(browser, { viewport: viewport ?? undefined });
  const page = await context.newPage();
  return { page, context };
}

test.describe('collaborator splits and disputes', () => {
  test('a creative splits an accepted deal 70/30; after approval both see their amounts', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(180_000);
    const [owner, collaborator] = (await cast(page, browser, [
      { label: 'Maya Beats', role: 'producer' },
      { label: 'Jonah Keys', role: 'producer' },
    ])) as [Person, Person];
    const title = unique('Launch reel bed');
    const dealId = await acceptedDeal(page, owner, title);

    const o = owner.page;
    await o.goto('/creator/deals');
    const row = o.getByRole('article', { name: title });
    await row.getByRole('button', { name: 'Edit splits' }).click();
    const dialog = o.getByRole('dialog', { name: 'Edit splits' });
    await expect(dialog.getByTestId('owner-share')).toHaveText('100%');
    await dialog.getByLabel('Add a collaborator').fill(collaborator.name.slice(0, 10));
    await dialog.getByRole('button', { name: `Add ${collaborator.name}` }).click();
    const share = dialog.getByLabel(`${collaborator.name}'s share (%)`);
    // Too much: the rule's message, and Save stays off.
    await share.fill('100');
    await expect(dialog.getByText('You need to keep a share for yourself.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save splits' })).toBeDisabled();
    await share.fill('30');
    await expect(dialog.getByTestId('owner-share')).toHaveText('70%');
    await expect(dialog.getByRole('img', { name: `Split: ${owner.name} 70%, ${collaborator.name} 30%` })).toBeVisible();
    await expect(dialog.getByText('$350')).toBeVisible();
    expect(await axe(o)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save splits' }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: 'More' }).click();
    const splits = row.getByRole('list', { name: 'Revenue splits' });
    await expect(splits.getByText(`${owner.name} · 70%`)).toBeVisible();
    await expect(splits.getByText(`${collaborator.name} · 30%`)).toBeVisible();
    await expect(splits.getByText('$150')).toBeVisible();
    await expect(row.getByText(/Splits updated/)).toBeVisible();

    // The collaborator finds the deal in their own diary.
    const c = collaborator.page;
    await c.goto('/creator/deals');
    const theirRow = c.getByRole('article', { name: title });
    await expect(theirRow).toBeVisible();
    await expect(theirRow.getByRole('button', { name: 'Edit splits' })).toHaveCount(0);

    // Signed, delivered, approved: escrow goes out by the splits.
    await signAndDeliver(page, owner, dealId);
    await keyed(page.request, `/api/deals/${dealId}/approve`);
    await o.reload();
    await o.getByRole('article', { name: title }).getByRole('button', { name: 'More' }).click();
    await expect(o.getByRole('article', { name: title }).getByText('Your share after fees:')).toContainText('$350');
    await c.reload();
    await theirRow.getByRole('button', { name: 'More' }).click();
    await expect(theirRow.getByText('Your share after fees:')).toContainText('$150');
    expect(await axe(c)).toEqual([]);
    await owner.context.close();
    await collaborator.context.close();
    expect(errors).toEqual([]);
  });

  test('a partner disputes a delivered deal and an admin resolves it with a split', async ({
    page,
    browser,
    errors,
  }) => {
    test.setTimeout(180_000);
    const [creative] = (await cast(page, browser, [{ label: 'Ava Films', role: 'producer' }])) as [Person];
    const title = unique('Orientation promo');
    const dealId = await acceptedDeal(page, creative, title);
    await signAndDeliver(page, creative, dealId);

    // The partner disputes it from the Deal Diary.
    await page.goto('/deal-diary');
    await page.getByRole('button', { name: new RegExp(title) }).click();
    const details = page.getByRole('region', { name: `${title} details` });
    await details.getByRole('button', { name: 'Dispute' }).click();
    const disputeDialog = page.getByRole('dialog', { name: 'Dispute' });
    await disputeDialog.getByLabel('What went wrong?').fill('The cut is 10 seconds short.');
    await disputeDialog.getByRole('button', { name: 'Open dispute' }).click();
    await expect(page.getByText('Dispute opened. The Pulse team will resolve it.')).toBeVisible();

    // Only admins reach the dispute list.
    expect((await page.request.get('/api/admin/disputes')).status()).toBe(403);

    const admin = await adminPage(browser, page.viewportSize());
    const a = admin.page;
    await a.goto('/admin/applications');
    await a.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Disputes' }).click();
    await expect(a).toHaveURL(/\/admin\/disputes$/);
    await expect(a.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
    const card = a.getByRole('article', { name: title });
    await expect(card.getByText('The cut is 10 seconds short.', { exact: true })).toBeVisible();
    await expect(card.getByText(creative.name, { exact: true })).toBeVisible();
    expect(await axe(a)).toEqual([]);
    await card.getByText('Split', { exact: true }).click();
    await card.getByLabel("Creative's share (%)").fill('60');
    await expect(card.getByTestId('resolution-amounts')).toHaveText(
      '$300 to the creative · $200 refunded to the partner',
    );
    await card.getByRole('button', { name: 'Resolve dispute' }).click();
    await expect(a.getByText(`${title}: dispute resolved.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // The creative sees the deal paid with their $300, and what went back to the partner.
    const c = creative.page;
    await c.goto('/creator/deals');
    const row = c.getByRole('article', { name: title });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByText('$300 released · $200 refunded')).toBeVisible();
    await row.getByRole('button', { name: 'More' }).click();
    await expect(row.getByText('Your share after fees:')).toContainText('$300');
    await expect(row.getByRole('list', { name: 'Revenue splits' }).getByText('$300 released')).toBeVisible();
    await expect(row.getByTestId('settlement')).toHaveText(
      'Of $500 in escrow, $300 was released to the creatives and $200 refunded to the partner.',
    );
    const creativeCsv = await downloadCsv(c, c.getByRole('button', { name: 'Export CSV' }));
    expect(creativeCsv).toContain(',paid,500.00,');
    expect(creativeCsv).toMatch(/,300\.00,200\.00,300\.00,0\.00\r\n/);

    // The partner's diary and export say the same, from their side.
    await page.goto('/deal-diary');
    const entry = page.getByRole('button', { name: new RegExp(title) });
    await expect(entry.getByText('$300 released · $200 refunded')).toBeVisible();
    await entry.click();
    const settled = page.getByRole('region', { name: `${title} details` });
    await expect(settled.getByText('Refunded to you')).toBeVisible();
    await expect(settled.getByText('Released to creatives')).toBeVisible();
    const partnerCsv = await downloadCsv(page, page.getByRole('button', { name: 'Export CSV' }));
    expect(partnerCsv).toContain(`${title},${creative.name},paid,500.00,`);
    expect(partnerCsv).toMatch(/,300\.00,200\.00,0\.00\r\n/);
    await admin.context.close();
    await creative.context.close();
    expect(errors).toEqual([]);
  });

  test('a producer sets a beat collaborator split in the upload form', async ({ page, browser, errors }) => {
    test.setTimeout(180_000);
    const [producer, collaborator] = (await cast(page, browser, [
      { label: 'Nova Producer', role: 'producer' },
      { label: 'Theo Strings', role: 'producer' },
    ])) as [Person, Person];
    const p = producer.page;
    const title = unique('Night Ride');
    await p.goto('/upload/beat/new');
    await p.getByLabel('Audio file').setInputFiles({
      name: 'night-ride.wav',
      mimeType: 'audio/wav',
      buffer: wav(12, { sampleRate: 22_050, bpm: anyTempo() }),
    });
    await expect(p.getByText(/Uploaded night-ride\.wav/)).toBeVisible();
    await p.getByLabel('Preview clip').setInputFiles({
      name: 'preview.wav',
      mimeType: 'audio/wav',
      buffer: wav(6, { sampleRate: 22_050, bpm: anyTempo() }),
    });
    await expect(p.getByText(/Uploaded preview\.wav/)).toBeVisible();
    await p.getByLabel('Title').fill(title);
    await p.getByLabel('BPM').fill('120');
    await p.getByLabel('Key').selectOption('A minor');
    await p.getByText('Moody', { exact: true }).click();
    await p.getByText('Film', { exact: true }).click();
    await p.getByLabel('Non-exclusive price ($)').fill('200');
    await p.getByLabel('Exclusive price ($)', { exact: true }).fill('1500');

    const field = p.getByRole('group', { name: 'Collaborator splits (optional)' });
    await field.getByLabel('Add a collaborator').fill(collaborator.name.slice(0, 10));
    await field.getByRole('button', { name: `Add ${collaborator.name}` }).click();
    const share = field.getByLabel(`${collaborator.name}'s share (%)`);
    await share.fill('0');
    await expect(field.getByText('Each share is a whole percent from 1 to 100.')).toBeVisible();
    await share.fill('25');
    await expect(field.getByTestId('owner-share')).toHaveText('75%');
    await expect(field.getByText('$150')).toBeVisible();
    await expect(field.getByText('$50')).toBeVisible();
    expect(await axe(p)).toEqual([]);
    await p.getByRole('button', { name: 'Publish Beat' }).click();
    await expect(p).toHaveURL(/\/producer\/dashboard$/);

    const mine = await (await p.request.get('/api/me/beats')).json();
    const beat = (mine.beats as { title: string; splits: { userId: string; percentage: number }[] }[]).find(
      (b) => b.title === title,
    );
    expect(beat?.splits.map((s) => [s.userId, s.percentage])).toEqual([
      [producer.id, 75],
      [collaborator.id, 25],
    ]);
    await producer.context.close();
    await collaborator.context.close();
    expect(errors).toEqual([]);
  });
});
