import { z } from 'zod';
import { Role } from './roles-contracts';

/**
 * One-click demo accounts (issue 36 item 8, decision 053): while the demo data is on (never in production), the
 * sign-in page offers a ready-made account for each side of Pulse, filled with data made through the same
 * services as anyone's.
 *
 * - GET  /api/demo-accounts                 the accounts → DemoAccountsResponse (404 when demo data is off)
 * - POST /api/demo-accounts/:key/sign-in    a real session for that account, its cookie set → MeResponse
 */

export const DEMO_ACCOUNT_KEYS = ['partner', 'creative', 'producer', 'fan', 'admin'] as const;
export type DemoAccountKey = (typeof DEMO_ACCOUNT_KEYS)[number];

export const DemoAccount = z.object({
  key: z.enum(DEMO_ACCOUNT_KEYS),
  /** The button's word: Partner, Creative, Producer, Explorer, Admin. */
  label: z.string(),
  role: Role,
  name: z.string(),
  /** Who they are on Pulse: the partner's company, the creative's craft. */
  title: z.string(),
  /** What signing in as them lets a person try. */
  shows: z.string(),
});
export type DemoAccount = z.infer<typeof DemoAccount>;

export const DemoAccountsResponse = z.object({ accounts: z.array(DemoAccount) });
export type DemoAccountsResponse = z.infer<typeof DemoAccountsResponse>;

export const DemoAccountParams = z.object({ key: z.enum(DEMO_ACCOUNT_KEYS) });

export const DEMO_ACCOUNT_MESSAGES = {
  notFound: 'That demo account is not available.',
  passwordChanged: "This demo account's password was changed, so one-click sign-in no longer works for it.",
} as const;
