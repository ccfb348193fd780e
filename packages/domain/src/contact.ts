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
