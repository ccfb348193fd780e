import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { account, session, twoFactor, user, verification } from '../db/schema/auth';

/**
 * Where better-auth keeps accounts, sessions, verification tokens and second factors: its Drizzle adapter over
 * our tables, which writes the SQL for its own endpoints (sign-up, sign-in, reset, two-factor).
 */
export function authDatabase(db: Db) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { user, session, account, verification, twoFactor },
  });
}
