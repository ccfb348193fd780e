/**
 * Numbers as the app writes them (en-US). Written out rather than with `toLocaleString`: a page's first Intl call
 * loads the locale's data, 15 to 30 ms on this machine's Chromium, and a creator page's header paid it during the
 * app's start (four times over on a slow phone).
 */

/** A whole count with thousands separators: 1234567 -> "1,234,567" (rounded to a whole number). */
export function formatCount(n: number): string {
  const whole = Math.round(n);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** Month names as the app writes dates ("February 1, 2030"), without Intl, so text is the same on every machine. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
