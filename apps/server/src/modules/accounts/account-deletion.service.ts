import {
  ACCOUNT_DELETED_EMAIL_SUBJECT,
  accountDeletedEmailBody,
  DELETE_ACCOUNT_MESSAGES,
  type DeletionBlocker,
  deletionRefusalMessage,
} from '@pulse/domain/account-data';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mail } from '../../plugins/mail';
import type { MediaStorage } from '../media/media-storage';
import {
  type AccountDeletionQueries,
  accountDeletionQueries,
  isVariantKeyStillUsed,
} from './account-deletion.repository';

/** Checks a password against a stored hash (better-auth's own hashing: `(await auth.$context).password.verify`). */
export type VerifyPassword = (input: { hash: string; password: string }) => Promise<boolean>;

/** Why the account cannot go yet, in the order the person should settle them: deals first, then money. */
async function blockersOf(q: AccountDeletionQueries, userId: string): Promise<DeletionBlocker[]> {
  const blockers: DeletionBlocker[] = [...(await q.openDeals(userId))];
  const payable = await q.payableCents(userId);
  if (payable > 0) blockers.push({ kind: 'earnings', amountCents: payable });
  blockers.push(...(await q.heldEscrow(userId)));
  if (await q.hasPaymentInFlight(userId)) blockers.push({ kind: 'payment_in_flight' });
  blockers.push(...(await q.beatSplits(userId)));
  const { onTab, pendingToThem } = await q.tabTips(userId);
  if (onTab > 0) blockers.push({ kind: 'open_tab', amountCents: onTab });
  if (pendingToThem > 0) blockers.push({ kind: 'pending_tips', amountCents: pendingToThem });
  return blockers;
}

/**
 * Deleting one's account (issue 36 item 7, decision 051; GDPR article 17). Refused, with what to do first,
 * while a deal is open or money is held, and then nothing is written. Otherwise one transaction erases or
 * anonymises everything the user-data map lists; the uploads leave storage after the commit, and the
 * confirmation goes to the address the account had.
 */
export function createAccountDeletionService(deps: {
  db: Db;
  verifyPassword: VerifyPassword;
  storage: MediaStorage;
  mail: Pick<Mail, 'sendNow'>;
  log: FastifyBaseLogger;
}) {
  const { db, verifyPassword, storage, mail, log } = deps;

  /** Removes stored files; one that fails to go is logged and left (the row that named it is gone). */
  async function removeFiles(keys: { originals: string[]; variants: string[] }): Promise<void> {
    for (const key of keys.originals) {
      await storage.remove(key).catch((err) => log.error({ err, key }, 'an erased upload stayed in storage'));
    }
    for (const key of new Set(keys.variants)) {
      if (await isVariantKeyStillUsed(db, key)) continue;
      await storage.remove(key).catch((err) => log.error({ err, key }, 'an erased upload stayed in storage'));
    }
  }

  return {
    async deleteAccount(userId: string, password: string): Promise<void> {
      const q = accountDeletionQueries(db);
      const me = await q.findUser(userId);
      if (!me || me.deletedAt) throw new AppError('unauthenticated', DELETE_ACCOUNT_MESSAGES.signInRequired);
      if (me.isAnonymous) throw new AppError('unauthenticated', DELETE_ACCOUNT_MESSAGES.guest);
      const hash = await q.credentialHash(userId);
      if (!hash) throw new AppError('forbidden', DELETE_ACCOUNT_MESSAGES.noPassword);
      if (!(await verifyPassword({ hash, password }))) {
        throw new AppError('validation_failed', DELETE_ACCOUNT_MESSAGES.wrongPassword, {
          password: DELETE_ACCOUNT_MESSAGES.wrongPassword,
        });
      }

      const outcome = await db.transaction(async (tx) => {
        const t = accountDeletionQueries(tx);
        await t.lockAccount(userId);
        const refusal = deletionRefusalMessage(await blockersOf(t, userId));
        // Refused: the transaction has only read and locked; it ends without a write.
        if (refusal) return { refused: true, refusal } as const;

        const uploads = await t.uploadsToErase(userId);
        await t.takeDownBeats(userId);
        await t.removeSubmissions(userId);
        await t.handOverCircles(userId);
        await t.anonymiseCopiedNames(userId);
        await t.deleteOwnRows(userId);
        await t.deleteUploads(uploads.ids);
        await t.forgetAddress(userId, me.email);
        await t.anonymiseUser(userId, new Date());
        return { refused: false, erased: uploads.keys } as const;
      });
      if (outcome.refused) throw new AppError('conflict', outcome.refusal);

      await removeFiles(outcome.erased);
      // The last e-mail to the address the account had; the outbox sends it like every other.
      await mail
        .sendNow({ to: me.email, subject: ACCOUNT_DELETED_EMAIL_SUBJECT, text: accountDeletedEmailBody(me.name) })
        .catch((err) => log.error({ err, userId }, 'the deletion confirmation could not be queued'));
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
