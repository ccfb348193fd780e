import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, test as base, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN_STATE_FILE } from './playwright.config';

export type PickableRole = 'fan' | 'creator' | 'brand';
export const ROLE_CARD: Record<PickableRole, string> = { fan: 'Explorer', creator: 'Creative', brand: 'PulsePartner' };

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${process.pid}-${++counter}@example.edu`;
}

/** API calls made the way the web app makes them (JSON, same origin), sharing the page's cookies. */
export async function api(request: APIRequestContext, method: 'POST' | 'DELETE', path: string, body: unknown = {}) {
  const res = await request.fetch(path, { method, data: body, headers: { 'content-type': 'application/json' } });
  expect(res.ok(), `${method} ${path} -> ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json().catch(() => null);
}

/** A guest session with a role, as if picked at /start. */
export async function chooseRole(page: Page, role: PickableRole, extra: Record<string, unknown> = {}) {
  await api(page.request, 'POST', '/api/me/role', { role, ...extra });
}

/** A signed-up account with a role; returns its credentials. */
export async function signUpAs(page: Page, role: PickableRole) {
  const account = { name: `E2E ${ROLE_CARD[role]}`, email: uniqueEmail(role), password: 'e2e-password-1' };
  await api(page.request, 'POST', '/api/accounts/sign-up', account);
  await api(page.request, 'POST', '/api/me/role', { role });
  return account;
}

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/**
 * The suite's admin session: signed in once per run, with two-factor on (admin-setup.ts), and reused by every
 * worker. Sign-in is rate limited per address and each sign-in takes its own authenticator code.
 */
function adminSession(): StorageState {
  return JSON.parse(readFileSync(ADMIN_STATE_FILE, 'utf8')) as StorageState;
}

/** A browser context signed in as the admin. */
export async function adminContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  return browser.newContext({ ...options, storageState: adminSession() });
}

/** Signs `page`'s context in as the admin (its other cookies, e.g. a guest session, are replaced). */
export async function signInAsAdmin(page: Page) {
  const state = adminSession();
  await page.context().clearCookies();
  await page.context().addCookies(state.cookies);
}

/** An admin approves applications in a context of their own. */
export async function approveApplications(browser: Browser, applicationIds: readonly string[]) {
  const admin = await adminContext(browser);
  for (const id of applicationIds) await api(admin.request, 'POST', `/api/admin/applications/${id}/approve`);
  await admin.close();
}

let labelCounter = 0;
/** A label no other run or worker uses (titles, names). */
export function uniqueLabel(label: string): string {
  return `${label} ${Date.now() % 100000}-${process.pid}-${++labelCounter}`;
}

/** An approved PulsePartner on `page` and an approved producer with a profile in a context of their own. */
export async function partnerAndCreative(page: Page, browser: Browser) {
  await chooseRole(page, 'fan');
  const contactEmail = uniqueEmail('partner');
  const { application: partnerApplication } = await api(page.request, 'POST', '/api/pulsepartners', {
    name: 'Riley Brand',
    company: uniqueLabel('Campus Coffee'),
    contactEmail,
    website: 'campuscoffee.example.com',
    needs: 'A launch reel soundtrack',
  });
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const cPage = await context.newPage();
  const name = uniqueLabel('Maya Beats');
  await chooseRole(cPage, 'creator', { creativeRole: 'producer' });
  const { application } = await api(cPage.request, 'POST', '/api/creative-profiles', {
    displayName: name,
    bio: 'Lo-fi beats for campus brands.',
    location: 'Austin, TX',
    creativeTypes: ['Producer'],
    experience: 'getting-experience',
    rates: { designWork: '$300-600' },
    specialties: ['Brand Campaigns'],
    socialLinks: { portfolio: 'portfolio.example.com', website: '' },
  });
  await approveApplications(browser, [partnerApplication.id, application.id]);
  const me = await (await cPage.request.get('/api/me')).json();
  const creative = { id: me.user.id as string, name, page: cPage, context };
  return { contactEmail, creative };
}

/**
 * One side signs a deal's contract through the API, the way the Contract dialog does: it reads the contract, types
 * the name it asks for and signs the hash it read (decision 061).
 */
export async function signContractAs(request: APIRequestContext, dealId: string) {
  const read = await request.get(`/api/deals/${dealId}/contract`);
  expect(read.ok(), `GET contract -> ${read.status()} ${await read.text()}`).toBeTruthy();
  const contract = (await read.json()) as { documentHash: string; you: { nameToType: string | null } };
  return api(request, 'POST', `/api/deals/${dealId}/contract/sign`, {
    typedName: contract.you.nameToType ?? '',
    documentHash: contract.documentHash,
  });
}

/**
 * Through the API, the way the screens do it: the partner on `partner` posts and funds a producer brief, and the
 * creative on `creative` applies and is selected. The contract waits for both to sign.
 */
export async function acceptedDeal(partner: Page, creative: Page, title: string) {
  const deadline = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const { brief, deal } = await api(partner.request, 'POST', '/api/project-briefs', {
    title,
    description: 'A 30 second lo-fi bed for our campus launch reel.',
    budget: '$500-$1000',
    deadline,
    category: 'producer',
    usageType: 'ugc',
    tags: 'lo-fi, warm',
    contactEmail: uniqueEmail('brief'),
  });
  const funded = await partner.request.post(`/api/project-briefs/${brief.id}/fund`, {
    data: { paymentMethod: 'pm_card_visa' },
    headers: { 'content-type': 'application/json', 'idempotency-key': uniqueLabel('fund').replace(/\W/g, '-') },
  });
  expect(funded.ok(), await funded.text()).toBeTruthy();
  const { application } = await api(creative.request, 'POST', `/api/project-briefs/${brief.id}/applications`, {
    portfolioLinks: ['soundcloud.com/maya'],
    note: 'I score campus reels every week.',
  });
  await api(partner.request, 'POST', `/api/project-briefs/${brief.id}/applications/${application.id}/select`);
  return { briefId: brief.id as string, dealId: deal.id as string };
}

/** `acceptedDeal`, and both sign the contract: the deal is ready to deliver. */
export async function signedDeal(partner: Page, creative: Page, title: string) {
  const accepted = await acceptedDeal(partner, creative, title);
  await signContractAs(partner.request, accepted.dealId);
  await signContractAs(creative.request, accepted.dealId);
  return accepted;
}

/** Fixed bars (the top bar, the floating navigation, the Vibe Checker) cover the page's edges: click mid-screen. */
export async function clickCentered(target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await target.click();
}

/**
 * A page the server rendered shows its buttons before the app's script has made them work (decision 039). Every
 * page's goto and reload therefore wait until the app has taken the page over, as a person waits for a page to
 * finish loading; a page the browser renders has no such mark and goes on at once.
 */
async function untilHydrated(page: Page) {
  // The landing works before the app loads and marks itself so (entry-landing.ts).
  const pending = '#root[data-server-rendered]:not([data-hydrate="on-demand"])';
  await page.waitForFunction((selector) => !document.querySelector(selector), pending, {
    timeout: 15_000,
  });
}

let hydrationWaitInstalled = false;
function installHydrationWait(page: Page) {
  if (hydrationWaitInstalled) return;
  hydrationWaitInstalled = true;
  // One class for every page of the worker, including those of contexts a spec opens itself.
  const proto = Object.getPrototypeOf(page) as Page;
  const goto = proto.goto;
  const reload = proto.reload;
  proto.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    await untilHydrated(this);
    return response;
  };
  proto.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    await untilHydrated(this);
    return response;
  };
}

export const test = base.extend<{ errors: string[]; hydrationWait: undefined }>({
  hydrationWait: [
    async ({ browser }, use) => {
      if (!hydrationWaitInstalled) {
        const context = await browser.newContext();
        installHydrationWait(await context.newPage());
        await context.close();
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // Collects page errors; a journey with an uncaught exception fails.
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await use(errors);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});
export { expect };
