import { MESSAGE_TYPES, THREAD_STATUSES } from '@pulse/domain/messaging';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { briefs } from './briefs';

/** A conversation between a partner and a creative (spec part 2, section 3: message thread). */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: text('id').primaryKey(),
    subject: text('subject').notNull(),
    projectTitle: text('project_title').notNull().default(''),
    /** active or archived. */
    status: text('status', { enum: THREAD_STATUSES }).notNull().default('active'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_threads_last_idx').on(t.lastMessageAt)],
);

/** Who is in a thread, and how far each has read (unread counts are derived from it). */
export const threadParticipants = pgTable(
  'thread_participants',
  {
    threadId: text('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('thread_participants_user_idx').on(t.userId)],
);

/** A message: text, project_brief or contract, with attachments and metadata (projectId, amount, deadline). */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    threadId: text('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    messageType: text('message_type', { enum: MESSAGE_TYPES }).notNull().default('text'),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<{ name: string; url: string }[]>().notNull().default([]),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Hidden by an admin after a report (issue 36): the thread shows that a message was removed. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_thread_created_idx').on(t.threadId, t.createdAt)],
);

/** The notification centre: application decisions, submissions, deal steps, messages, tips. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * E-mails to send, written in the same transaction as what caused them and sent by a job of their own
 * (decision 062): nothing is sent for work that rolled back, and a crash loses none.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** pending (written), queued (its job exists), sending, sent, kept (the local mailbox), failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

/**
 * The real-time stream per user: Server-Sent Events read it from a last event id, so a reconnect resumes
 * without losing or duplicating; PostgreSQL NOTIFY only wakes the readers.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_events_user_idx').on(t.userId, t.id)],
);

/**
 * Presence: every open event stream refreshes its user's row; a user is online while the last refresh is
 * recent. Kept in the database so several app instances agree (DESIGN 2).
 */
export const userPresence = pgTable('user_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});

/** A partner invites a creative to one of their briefs (brand results Invite All, /brand/invite/{id}). */
export const briefInvitations = pgTable(
  'brief_invitations',
  {
    briefId: text('brief_id')
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.briefId, t.creatorId] }), index('brief_invitations_creator_idx').on(t.creatorId)],
);
