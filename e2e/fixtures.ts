import { type APIRequestContext, type Browser, test as base, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './playwright.config';

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

/** An admin approves applications in a context of their own; sign-in is rate limited, so it waits its turn. */
export async function approveApplications(browser: Browser, applicationIds: readonly string[]) {
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  for (let attempt = 0; ; attempt++) {
    const res = await adminPage.request.post('/api/accounts/sign-in', { data: ADMIN });
    if (res.ok()) break;
    expect(res.status(), await res.text()).toBe(429);
    expect(attempt).toBeLessThan(10);
    await adminPage.waitForTimeout(3_500);
  }
  for (const id of applicationIds) await api(adminPage.request, 'POST', `/api/admin/applications/${id}/approve`);
  await admin.close();
}

/** Fixed bars (the top bar, the floating navigation, the Vibe Checker) cover the page's edges: click mid-screen. */
export async function clickCentered(target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await target.click();
}

export const test = base.extend<{ errors: string[] }>({
  // Collects page errors; a journey with an uncaught exception fails.
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await use(errors);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});
export { expect };
