import { z } from 'zod';
import { email } from './fields-contracts';

export const CONTACT_TOPICS = ['general', 'creatives', 'partners', 'payments', 'press'] as const;
export const CONTACT_TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  general: 'General question',
  creatives: 'Creatives & applications',
  partners: 'PulsePartners & briefs',
  payments: 'Payments & escrow',
  press: 'Press',
};
export const CONTACT_MESSAGE_MAX = 2000;
/** A contact message is open until an admin answers it by e-mail. */
export const CONTACT_STATUSES = ['open', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const ContactRequest = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email,
  topic: z.enum(CONTACT_TOPICS, { error: 'Pick a topic' }),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required', abort: true })
    .min(10, 'Message must be at least 10 characters')
    .max(CONTACT_MESSAGE_MAX, 'Message must be at most 2000 characters'),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactResponse = z.object({ id: z.string(), receivedAt: z.string() });
export type ContactResponse = z.infer<typeof ContactResponse>;

export const CONTACT_SUCCESS_MESSAGE = 'Thanks! We got your message and a human will reply by email.';

/** A contact message as the admin's inbox shows it. */
export const ContactMessage = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
export const ContactInboxResponse = z.object({ items: z.array(ContactMessage) });
export type ContactInboxResponse = z.infer<typeof ContactInboxResponse>;

export const CONTACT_REPLY_MESSAGES = {
  required: 'Write your reply first.',
  tooLong: `A reply is at most ${CONTACT_MESSAGE_MAX} characters.`,
  notFound: 'That message was not found.',
  answered: 'This message was already answered.',
  sent: (email: string) => `Reply sent to ${email}.`,
} as const;

/** POST /api/admin/contact-messages/:id/reply: the answer, sent by e-mail to the sender. */
export const ContactReplyRequest = z.object({
  reply: z
    .string({ error: CONTACT_REPLY_MESSAGES.required })
    .trim()
    .min(1, CONTACT_REPLY_MESSAGES.required)
    .max(CONTACT_MESSAGE_MAX, CONTACT_REPLY_MESSAGES.tooLong),
});
export type ContactReplyRequest = z.infer<typeof ContactReplyRequest>;

/** The e-mail a contact reply goes out as: the answer, then the sender's message quoted. */
export function contactReplyEmail(input: { name: string; topic: string; message: string; reply: string }) {
  return {
    subject: `Re: your message to Pulse (${input.topic})`,
    text: [
      `Hi ${input.name},`,
      '',
      input.reply,
      '',
      '— The Pulse team',
      '',
      'You wrote:',
      ...input.message.split('\n').map((line) => `> ${line}`),
    ].join('\n'),
  };
}
