/** The rules behind the shared form fields (limits, the portfolio link rule); their schemas: `fields-contracts.ts`. */

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Portfolio links: a web address, or a host with a dot that becomes one with https:// (spec part 1, section 5). */
export function normalizePortfolioUrl(value: string): string | null {
  const v = value.trim();
  if (v === '') return '';
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : v.includes('.') ? `https://${v}` : v;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.toString();
  } catch {
    return null;
  }
}
