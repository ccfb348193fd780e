import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export interface LouTranscriptMessage {
  sender: 'lou' | 'user';
  content: string;
  /** ISO 8601. */
  timestamp: string;
}

/** A conversation with Lou, saved when an application completes (spec: save-responses returns convo_id). */
export const louConversations = pgTable(
  'lou_conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** creative, fan, partner or brief. */
    flow: text('flow').notNull(),
    messages: jsonb('messages').$type<LouTranscriptMessage[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lou_conversations_user_idx').on(t.userId)],
);
