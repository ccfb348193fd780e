import { DELETED_ACCOUNT_NAME, type DeletionBlocker, deletedAccountEmail } from '@pulse/domain/account-data';
import { DEAL_STATUSES, isTerminal } from '@pulse/domain/deal-lifecycle';
import { payableAccount } from '@pulse/domain/ledger';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, user, verification } from '../../db/schema/auth';
import { beatLicenses, beats } from '../../db/schema/beats';
import { tasteEvents } from '../../db/schema/discovery';
import { ledgerEntries, ledgerTransactions, providerAttempts, tips } from '../../db/schema/ledger';
import { mediaFiles, mediaVariants } from '../../db/schema/media';
import { emailOutbox } from '../../db/schema/messaging';
import { circleMembers, circles } from '../../db/schema/social';
import { referenceClips } from '../../db/schema/sounds-like';
import { deals, submissions } from '../../db/schema/submissions';
import { creativeMoneyLockSql } from '../payments/ledger.repository';
import { deletedReferences } from './user-data-map';

const TERMINAL = DEAL_STATUSES.filter(isTerminal);
const terminalList = sql.raw(TERMINAL.map((s) => `'${s}'`).join(', '));

/** Rows of `db.execute` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A deal the person is party to: partner, creative, or one of its splits. */
function partyTo(userId: string) {
  return sql`(${deals.brandId} = ${userId} or ${deals.creatorId} = ${userId}
    or ${deals.splits} @> jsonb_build_array(jsonb_build_object('userId', ${userId}::text)))`;
}

export interface StoredFileKeys {
  originals: string[];
  variants: string[];
}

/** SQL of deleting an account (decision 051), each statement in the caller's transaction. No rules. */
export function accountDeletionQueries(tx: Db) {
  return {
    async findUser(userId: string) {
      const [row] = await tx.select().from(user).where(eq(user.id, userId)).limit(1);
      return row ?? null;
    },

    /** The password hash of the account's e-mail-and-password credential, when it has one. */
    async credentialHash(userId: string): Promise<string | null> {
      const [row] = await tx
        .select({ password: account.password })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
        .limit(1);
      return row?.password ?? null;
    },

    /**
     * Holds the account's row and its money lock (the one payouts and releases take) to the end of the
     * transaction, so no movement of the person's money runs between the check and the erasure.
     */
    async lockAccount(userId: string): Promise<void> {
      await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
      await tx.execute(sql`select ${creativeMoneyLockSql(userId)}`);
    },

    /** Deals not in a final state, with the other party's name as threads show it. */
    async openDeals(userId: string): Promise<DeletionBlocker[]> {
      const rows = rowsOf<{ title: string; other: string | null }>(
        await tx.execute(sql`
          select ${deals.title} as title,
            case when ${deals.brandId} = ${userId} then c.name else b.name end as other
          from ${deals}
          left join ${user} b on b.id = ${deals.brandId}
          left join ${user} c on c.id = ${deals.creatorId}
          where ${partyTo(userId)} and ${deals.status} not in (${terminalList})
          order by ${deals.createdAt}, ${deals.id}`),
      );
      return rows.map((r) => ({ kind: 'open_deal', dealTitle: r.title, otherParty: r.other }));
    },

    /** What the person's payable account holds (earned, not paid out). */
    async payableCents(userId: string): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.account, payableAccount(userId)));
      return Number(row?.total ?? 0);
    },

    /** Finished deals of theirs whose escrow still holds money (the books must be settled first). */
    async heldEscrow(userId: string): Promise<DeletionBlocker[]> {
      const rows = rowsOf<{ title: string; total: string }>(
        await tx.execute(sql`
          select ${deals.title} as title, sum(e.amount_cents)::text as total
          from ${deals}
          join ${ledgerEntries} e on e.account = 'escrow:' || ${deals.id}
          where ${partyTo(userId)} and ${deals.status} in (${terminalList})
          group by ${deals.id}, ${deals.title}
          having sum(e.amount_cents) <> 0
          order by ${deals.title}`),
      );
      return rows.map((r) => ({ kind: 'escrow', dealTitle: r.title, amountCents: Number(r.total) }));
    },

    async hasPaymentInFlight(userId: string): Promise<boolean> {
      const rows = await tx
        .select({ id: providerAttempts.id })
        .from(providerAttempts)
        .where(and(eq(providerAttempts.userId, userId), eq(providerAttempts.status, 'pending')))
        .limit(1);
      return rows.length > 0;
    },

    /** Tips on their own tab not yet paid, and fans' tips to them waiting on those fans' tabs (decision 054). */
    async tabTips(userId: string): Promise<{ onTab: number; pendingToThem: number }> {
      const [row] = await tx
        .select({
          onTab: sql<string>`coalesce(sum(${tips.amountCents}) filter (where ${tips.fanId} = ${userId}), 0)`,
          pendingToThem: sql<string>`coalesce(sum(${tips.amountCents}) filter (where ${tips.creatorId} = ${userId}), 0)`,
        })
        .from(tips)
        .where(and(eq(tips.status, 'pending'), or(eq(tips.fanId, userId), eq(tips.creatorId, userId))));
      return { onTab: Number(row?.onTab ?? 0), pendingToThem: Number(row?.pendingToThem ?? 0) };
    },

    /** Other producers' published beats whose splits pay this person a share. */
    async beatSplits(userId: string): Promise<DeletionBlocker[]> {
      const rows = await tx
        .select({ title: beats.title })
        .from(beats)
        .where(
          and(
            sql`${beats.producerId} <> ${userId}`,
            eq(beats.status, 'published'),
            sql`${beats.splits} @> jsonb_build_array(jsonb_build_object('userId', ${userId}::text))`,
          ),
        )
        .orderBy(beats.title);
      return rows.map((r) => ({ kind: 'beat_split', beatTitle: r.title }));
    },

    /**
     * The person's uploads that go: all but a deal's delivered file and a licensed beat's files, which the
     * other party paid for. Returns their ids and stored keys (originals and derived files).
     */
    async uploadsToErase(userId: string): Promise<{ ids: string[]; keys: StoredFileKeys }> {
      const files = await tx
        .select({ id: mediaFiles.id, key: mediaFiles.storageKey })
        .from(mediaFiles)
        .where(
          and(
            eq(mediaFiles.ownerId, userId),
            sql`not exists (select 1 from ${deals} d where d.deliverable_media_id = ${mediaFiles.id})`,
            sql`not exists (
              select 1 from ${beats} b join ${beatLicenses} l on l.beat_id = b.id
              where b.media_id = ${mediaFiles.id} or b.preview_media_id = ${mediaFiles.id})`,
          ),
        );
      const ids = files.map((f) => f.id);
      const variants =
        ids.length === 0
          ? []
          : await tx
              .select({ key: mediaVariants.storageKey })
              .from(mediaVariants)
              .where(sql`${mediaVariants.mediaId} = any(${sql.param(ids)}::text[])`);
      // "Sounds like this" reference clips (decision 057): their rows go with the map's deletes, their bytes here.
      const clips = await tx
        .select({ key: referenceClips.storageKey })
        .from(referenceClips)
        .where(eq(referenceClips.ownerId, userId));
      const originals = [...files.map((f) => f.key), ...clips.map((c) => c.key)];
      return { ids, keys: { originals, variants: variants.map((v) => v.key) } };
    },

    /** A beat nobody licensed goes; a licensed one comes off sale (a sold exclusive stays as it is). */
    async takeDownBeats(userId: string): Promise<void> {
      await tx.execute(sql`delete from ${beats} b where b.producer_id = ${userId}
        and not exists (select 1 from ${beatLicenses} l where l.beat_id = b.id)`);
      await tx
        .update(beats)
        .set({ status: 'draft', updatedAt: new Date() })
        .where(and(eq(beats.producerId, userId), eq(beats.status, 'published')));
    },

    /** Pitches and applications go, unless a deal came from one (the partner's record of it). */
    async removeSubmissions(userId: string): Promise<void> {
      await tx.execute(sql`delete from ${submissions} s where s.creator_id = ${userId}
        and not exists (select 1 from ${deals} d where d.submission_id = s.id)`);
    },

    /** Each circle they own passes to its longest-standing other member; one with no other member goes. */
    async handOverCircles(userId: string): Promise<void> {
      const owned = await tx.select({ id: circles.id }).from(circles).where(eq(circles.ownerId, userId));
      for (const { id } of owned) {
        const [heir] = await tx
          .select({ userId: circleMembers.userId })
          .from(circleMembers)
          .where(and(eq(circleMembers.circleId, id), sql`${circleMembers.userId} <> ${userId}`))
          .orderBy(circleMembers.joinedAt, circleMembers.userId)
          .limit(1);
        if (!heir) {
          await tx.delete(circles).where(eq(circles.id, id));
          continue;
        }
        await tx.update(circles).set({ ownerId: heir.userId }).where(eq(circles.id, id));
        await tx
          .update(circleMembers)
          .set({ role: 'owner' })
          .where(and(eq(circleMembers.circleId, id), eq(circleMembers.userId, heir.userId)));
      }
    },

    /**
     * Where the person's name was copied into other people's records: fans' taste history, the memo of tips
     * to them, and their line in deals' splits. Those records stay, with "Deleted account" instead.
     */
    async anonymiseCopiedNames(userId: string): Promise<void> {
      await tx.update(tasteEvents).set({ creatorName: DELETED_ACCOUNT_NAME }).where(eq(tasteEvents.creatorId, userId));
      await tx
        .update(ledgerTransactions)
        .set({ memo: `Tip for ${DELETED_ACCOUNT_NAME}` })
        .where(
          sql`${ledgerTransactions.id} in (select ${tips.transactionId} from ${tips} where ${tips.creatorId} = ${userId})`,
        );
      await tx.execute(sql`update ${deals} set splits = (
          select jsonb_agg(case when s->>'userId' = ${userId}::text
            then jsonb_set(s, '{name}', to_jsonb(${DELETED_ACCOUNT_NAME}::text)) else s end order by i)
          from jsonb_array_elements(${deals.splits}) with ordinality as x(s, i))
        where ${deals.splits} @> jsonb_build_array(jsonb_build_object('userId', ${userId}::text))`);
    },

    /** Every `delete` rule of the user-data map, in its order. Names come from the map, never from input. */
    async deleteOwnRows(userId: string): Promise<void> {
      for (const { table, column } of deletedReferences()) {
        await tx.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
      }
    },

    async deleteUploads(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(mediaFiles).where(sql`${mediaFiles.id} = any(${sql.param(ids)}::text[])`);
    },

    /** Mail still queued for the address, and better-auth's reset and verification tokens for the account. */
    async forgetAddress(userId: string, email: string): Promise<void> {
      await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = lower(${email})`);
      await tx
        .delete(verification)
        .where(sql`${verification.value} = ${userId} or ${verification.identifier} = ${email}`);
    },

    /** The row stays for the references above; everything that identified the person goes. */
    async anonymiseUser(userId: string, at: Date): Promise<void> {
      await tx
        .update(user)
        .set({
          name: DELETED_ACCOUNT_NAME,
          email: deletedAccountEmail(userId),
          emailVerified: false,
          image: null,
          role: null,
          creativeRole: null,
          agency: false,
          creatorStatus: null,
          brandStatus: null,
          twoFactorEnabled: false,
          suspendedReason: null,
          deletedAt: at,
          updatedAt: at,
        })
        .where(eq(user.id, userId));
    },
  };
}
export type AccountDeletionQueries = ReturnType<typeof accountDeletionQueries>;

/** After the commit: whether a derived file's key is still used by another upload (keys are content-addressed). */
export async function isVariantKeyStillUsed(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: mediaVariants.mediaId })
    .from(mediaVariants)
    .where(eq(mediaVariants.storageKey, key))
    .limit(1);
  return rows.length > 0;
}
