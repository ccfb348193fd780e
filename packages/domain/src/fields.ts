import { z } from 'zod';

/** Field schemas with their user-facing messages, written once for server and forms. */

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const displayName = z
  .string({ error: 'Display name is required' })
  .trim()
  .min(1, { error: 'Display name is required', abort: true })
  .min(DISPLAY_NAME_MIN, 'Display name must be at least 2 characters')
  .max(DISPLAY_NAME_MAX, 'Display name must be at most 50 characters');

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((v) => v.toLowerCase());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const password = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters');

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

export const portfolioUrl = z.string().transform((v, ctx) => {
  const url = normalizePortfolioUrl(v);
  if (url === null) {
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid URL' });
    return z.NEVER;
  }
  return url;
});
