import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ShapedWrite, shapedInsert } from '../../db/named-statement';
import { user } from '../../db/schema/auth';
import { notifications } from '../../db/schema/messaging';
import { textList } from '../../db/sql-lists';

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

    /** The insert as a write not yet run: emitRealtime runs it in its own statement (one round trip). */
    insertStatement(row: NotificationRow): ShapedWrite {
      return shapedInsert(db, notifications, [row]);
    },

    /**
     * The same notification for many users in one statement, whatever their number: the ids and users travel as
     * two bound lists, not one placeholder per column of every row (a signal to 5,000 followers).
     */
    async insertForEach(
      rows: readonly Pick<NotificationRow, 'id' | 'userId'>[],
      common: Pick<NotificationRow, 'kind' | 'title' | 'body' | 'link' | 'createdAt'>,
    ): Promise<void> {
      await db.execute(sql`
        insert into ${notifications} (id, user_id, kind, title, body, link, created_at)
        select r.id, r.user_id, ${common.kind}::text, ${common.title}::text, ${common.body}::text, ${common.link}::text,
          ${common.createdAt.toISOString()}::timestamptz
        from unnest(${textList(rows.map((r) => r.id))}, ${textList(rows.map((r) => r.userId))}) as r(id, user_id)`);
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
