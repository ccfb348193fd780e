import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import { demoAccountsEnabled } from '../../modules/accounts/demo-accounts.service';
import type { MediaStorage } from '../../modules/media/media-storage';
import type { Auth } from '../../plugins/auth';
import type { Db } from '../client';
import { ensureAdmin } from './admin';
import { seedDemo } from './demo';
import { seedDemoAccounts } from './demo-accounts';

/**
 * What a start puts in the database, as the environment asks (run under the start-up lock): the demo data, the
 * one-click demo accounts (never in production; decision 053) and the first admin of ADMIN_EMAIL.
 */
export async function seedOnStart(options: {
  env: Env;
  db: Db;
  auth: Auth;
  log: FastifyBaseLogger;
  /** Where the demo media goes; without it, the demo data has no beats or generated work (tests). */
  storage?: MediaStorage;
}): Promise<void> {
  const { env, db, auth, log } = options;
  if (env.SEED_DEMO) {
    const { creators } = await seedDemo(db, { storage: options.storage, log });
    log.info({ creators }, 'demo data ready');
  }
  if (demoAccountsEnabled(env)) {
    const config = { feeBps: env.PLATFORM_FEE_BPS, autoApproveDays: env.AUTO_APPROVE_DAYS };
    await seedDemoAccounts(db, { auth, config, log });
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await ensureAdmin(db, auth, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
}
