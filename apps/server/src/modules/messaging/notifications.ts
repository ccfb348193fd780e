import type { AppNotification } from '@pulse/domain/messaging';
import type { Db } from '../../db/client';
import type { Write } from '../../db/named-statement';
import { newId } from '../../lib/ids';
import { emailOutboxQueries } from './email-outbox.repository';
import { type NewNotification, type NotificationRow, notificationsQueries } from './notifications.repository';
import { emitRealtime, type RealtimeEventInput } from './realtime';

/**
 * What a transaction will announce: realtime events are collected while it works and written once at its
 * end (emitRealtime takes per-user locks in sorted order; one call per transaction keeps that order).
 */
export class TxEffects {
  readonly events: RealtimeEventInput[] = [];
  push(...events: RealtimeEventInput[]): void {
    this.events.push(...events);
  }
  flush(tx: Db): Promise<void> {
    return emitRealtime(tx, this.events.splice(0));
  }
}

export interface NotifyInput {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  /** An e-mail for the important ones, from the outbox (written in this same transaction). */
  email?: { subject: string; text: string };
  /** Refresh the user's unread notification of this kind and link instead of adding another (messages). */
  replaceUnread?: boolean;
}

export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function newNotification(input: Pick<NotifyInput, 'userId' | 'kind' | 'title' | 'body' | 'link'>): NewNotification {
  return {
    id: newId(),
    userId: input.userId,
    kind: input.kind,
    title: input.title,
    body: input.body,
    link: input.link,
  };
}

/** Guests have no mailbox: their address is a placeholder on a reserved domain. */
export function hasMailbox(row: { email: string; isAnonymous: boolean }): boolean {
  return !row.isAnonymous && !row.email.endsWith('.invalid');
}

/** Writes one e-mail to the outbox in the caller's transaction; its job sends it after commit. Returns its id. */
export async function enqueueEmail(tx: Db, to: string, subject: string, body: string): Promise<string> {
  const id = newId();
  await emailOutboxQueries(tx).insert({ id, toAddress: to, subject, body });
  return id;
}

/**
 * A notification for one user, written in the caller's transaction: the row, its realtime event (through
 * `effects`), and the e-mail when asked for. Nothing of it exists unless the transaction commits.
 */
export async function notifyUser(tx: Db, effects: TxEffects, input: NotifyInput): Promise<AppNotification> {
  const q = notificationsQueries(tx);
  let row: NotificationRow | undefined;
  if (input.replaceUnread && input.link) {
    const { userId, kind, title, body } = input;
    row = await q.refreshUnread({ userId, kind, link: input.link, title, body });
  }
  if (!row) row = await q.insert(newNotification(input));
  const notification = toNotification(row);
  effects.push({ userId: input.userId, type: 'notification.created', payload: { notification } });

  if (input.email) {
    const recipient = await q.findRecipient(input.userId);
    if (recipient && hasMailbox(recipient)) {
      await enqueueEmail(tx, recipient.email, input.email.subject, input.email.text);
    }
  }
  return notification;
}

/**
 * A notification without e-mail in the caller's transaction, written with its live event in one statement
 * (deal steps notify inside their transaction, on the money paths).
 */
export async function notifyWithEvent(
  tx: Db,
  input: Omit<NotifyInput, 'email' | 'replaceUnread'>,
  /** Other writes of the caller's to send in the same round trip (the tip the notification is about). */
  alongside: readonly Write[] = [],
): Promise<AppNotification> {
  const row: NotificationRow = { ...newNotification(input), readAt: null, createdAt: new Date() };
  const notification = toNotification(row);
  await emitRealtime(
    tx,
    [{ userId: row.userId, type: 'notification.created', payload: { notification } }],
    [notificationsQueries(tx).insertStatement(row), ...alongside],
  );
  return notification;
}

/**
 * For other modules (a submission on your brief, a deal step, a tip): one notification with its event and
 * e-mail in one transaction (a savepoint inside the caller's when `db` is already a transaction).
 */
export async function sendNotification(db: Db, input: NotifyInput): Promise<AppNotification> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const effects = new TxEffects();
    const notification = await notifyUser(tx, effects, input);
    await effects.flush(tx);
    return notification;
  });
}

/**
 * The same notification for many users (a signal to every follower): one insert, one event each, no e-mail.
 * Written in the caller's transaction through `effects`.
 */
export async function notifyMany(
  tx: Db,
  effects: TxEffects,
  userIds: readonly string[],
  input: Omit<NotifyInput, 'userId' | 'email' | 'replaceUnread'>,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const common = { kind: input.kind, title: input.title, body: input.body, link: input.link, createdAt: new Date() };
  const rows = userIds.map((userId) => ({ ...common, id: newId(), userId, readAt: null }));
  await notificationsQueries(tx).insertForEach(rows, common);
  effects.push(
    ...rows.map((row) => ({
      userId: row.userId,
      type: 'notification.created' as const,
      payload: { notification: toNotification(row) },
    })),
  );
  return rows.length;
}
