import {
  CONTACT_REPLY_MESSAGES,
  CONTACT_TOPIC_LABELS,
  type ContactMessage,
  type ContactRequest,
  type ContactResponse,
  contactReplyEmail,
} from '@pulse/domain/contact';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Mail } from '../../plugins/mail';
import type { ContactMessageRow, ContactRepository } from './contact.repository';

function messageView(r: ContactMessageRow): ContactMessage {
  return {
    id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    topic: r.topic,
    message: r.message,
    status: r.status,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The contact form and the admins' inbox (issue 34 item 2): the page promises that a person reads every message
 * and replies by e-mail, so an admin does, from /admin/contact, and the reply leaves through the mail job.
 */
export function createContactService(deps: { repo: ContactRepository; mail: Pick<Mail, 'sendNow'> }) {
  const { repo, mail } = deps;
  return {
    /** `userId`: the sender's account when they have a session, else null. */
    async submit(userId: string | null, input: ContactRequest): Promise<ContactResponse> {
      const row = await repo.insert({ id: newId(), userId, ...input });
      return { id: row.id, receivedAt: row.createdAt.toISOString() };
    },

    /** The inbox (admins; the route says so): open messages first, the longest waiting on top. */
    async inbox(limit: number): Promise<{ items: ContactMessage[] }> {
      return { items: (await repo.inbox(limit)).map(messageView) };
    },

    /** Answers a message by e-mail to its sender, once. */
    async reply(adminId: string, id: string, reply: string): Promise<{ message: ContactMessage }> {
      const found = await repo.find(id);
      if (!found) throw new AppError('not_found', CONTACT_REPLY_MESSAGES.notFound);
      const answered = await repo.answer(id, reply, adminId);
      if (!answered) throw new AppError('conflict', CONTACT_REPLY_MESSAGES.answered);
      await mail.sendNow({
        to: found.email,
        ...contactReplyEmail({
          name: found.name,
          topic: CONTACT_TOPIC_LABELS[found.topic],
          message: found.message,
          reply,
        }),
      });
      return { message: messageView(answered) };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
