import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { notifications } from '../../db/schema/messaging';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<NotificationRow, 'id' | 'userId' | 'kind' | 'title' | 'body' | 'link'>;

/** SQL of notifications and of whether their recipient has a mailbox; what to send is notifications.ts's. */
export function notificationsQueries(db: Db) {
  return {
    /** Refreshes the user's unread notification of this kind and link; undefined when there is none. */
    async refreshUnread(input: {
      userId: string;
      kind: string;
      link: string;
      title: string;
      body: string;
    }): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ title: input.title, body: input.body, createdAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, input.userId),
            eq(notifications.kind, input.kind),
            eq(notifications.link, input.link),
            isNull(notifications.readAt),
          ),
        )
        .returning();
      return row;
    },

    async insert(row: NewNotification): Promise<NotificationRow> {
      const [created] = await db.insert(notifications).values(row).returning();
      return created!;
    },

    /** The insert as a statement not yet run: emitRealtime runs it in its own statement (one round trip). */
    insertStatement(row: NotificationRow) {
      return db.insert(notifications).values(row);
    },

    insertMany(rows: readonly NewNotification[]): Promise<NotificationRow[]> {
      return db
        .insert(notifications)
        .values([...rows])
        .returning();
    },

    async findRecipient(userId: string): Promise<{ email: string; isAnonymous: boolean } | undefined> {
      const [recipient] = await db
        .select({ email: user.email, isAnonymous: user.isAnonymous })
        .from(user)
        .where(eq(user.id, userId));
      return recipient;
    },
  };
}
export type NotificationsQueries = ReturnType<typeof notificationsQueries>;
