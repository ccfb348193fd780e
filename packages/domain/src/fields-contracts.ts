import { z } from 'zod';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, normalizePortfolioUrl, PASSWORD_MAX, PASSWORD_MIN } from './fields';

/** Field schemas shared by the forms and the API; the rules behind them are in `fields.ts` (decision 043). */

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

export const password = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters');

export const portfolioUrl = z.string().transform((v, ctx) => {
  const url = normalizePortfolioUrl(v);
  if (url === null) {
    ctx.addIssue({ code: 'custom', message: 'Please enter a valid URL' });
    return z.NEVER;
  }
  return url;
});
