import { z } from 'zod';
import { BRIEF_CATEGORIES, LOU_FLOWS } from './flows';
import { BUDGET_BUCKETS, BUDGET_RANGES, isValidDeadline } from './parsing';

/** Request and response contracts of the Lou endpoints (`/api/lou/*`). */

export const LOU_MESSAGE_MAX = 2000;
export const LOU_CONVERSATION_MAX_MESSAGES = 300;

export const LouMessage = z.object({
  sender: z.enum(['lou', 'user'], { error: 'Each message needs a sender: lou or user' }),
  content: z
    .string({ error: 'Each message needs its text' })
    .trim()
    .min(1, { error: 'Each message needs its text', abort: true })
    .max(LOU_MESSAGE_MAX, `A message can be at most ${LOU_MESSAGE_MAX} characters`),
  timestamp: z.iso.datetime({ offset: true, error: 'Each message needs an ISO timestamp' }),
});
export type LouMessage = z.infer<typeof LouMessage>;

/** Saved flows: the three chat applications and a brief drafted from chat. */
export const LOU_CONVERSATION_FLOWS = [...LOU_FLOWS, 'brief'] as const;
export const LouConversationFlow = z.enum(LOU_CONVERSATION_FLOWS, {
  error: 'Flow must be creative, fan, partner or brief',
});
export type LouConversationFlow = z.infer<typeof LouConversationFlow>;

export const EMPTY_CONVERSATION_MESSAGE = 'The conversation has no messages';

/** POST /api/lou/responses: save-responses (spec part 1, section 7). */
export const SaveLouConversationRequest = z.object({
  flow: LouConversationFlow,
  messages: z
    .array(LouMessage, { error: 'Messages must be a list' })
    .min(1, EMPTY_CONVERSATION_MESSAGE)
    .max(LOU_CONVERSATION_MAX_MESSAGES, `A conversation can have at most ${LOU_CONVERSATION_MAX_MESSAGES} messages`),
});
export type SaveLouConversationRequest = z.infer<typeof SaveLouConversationRequest>;

export const SaveLouConversationResponse = z.object({ convo_id: z.string() });
export type SaveLouConversationResponse = z.infer<typeof SaveLouConversationResponse>;

export const LouConversation = z.object({
  id: z.string(),
  flow: z.string(),
  messages: z.array(z.object({ sender: z.enum(['lou', 'user']), content: z.string(), timestamp: z.string() })),
  createdAt: z.string(),
});
export type LouConversation = z.infer<typeof LouConversation>;
export const LouConversationResponse = z.object({ conversation: LouConversation });

export const LOU_BRIEF_BUDGETS = [
  ...BUDGET_RANGES,
  ...BUDGET_BUCKETS.filter((b) => !(BUDGET_RANGES as readonly string[]).includes(b)),
] as const;

export const BRIEF_TITLE_REQUIRED = 'Brief Title is required';
export const BRIEF_TITLE_MAX = 120;

/** POST /api/lou/briefs: the brief Lou drafted, saved as the partner's draft. */
export const SaveLouBriefRequest = z.object({
  title: z
    .string({ error: BRIEF_TITLE_REQUIRED })
    .trim()
    .min(1, { error: BRIEF_TITLE_REQUIRED, abort: true })
    .max(BRIEF_TITLE_MAX, `Brief Title must be at most ${BRIEF_TITLE_MAX} characters`),
  goal: z.string().trim().max(1000, 'The goal must be at most 1000 characters').default(''),
  category: z
    .enum(['', ...BRIEF_CATEGORIES.map((c) => c.value)] as ['', 'producer', 'videographer', 'graphic_designer'], {
      error: 'Pick a category: Music Producer, Videographer or Graphic Designer',
    })
    .default(''),
  budget: z
    .enum(['', ...LOU_BRIEF_BUDGETS] as [string, ...string[]], {
      error: 'Pick a budget range or type a number (e.g., 1500) and I’ll bucket it.',
    })
    .default(''),
  deadline: z
    .string()
    .refine(isValidDeadline, 'Use YYYY-MM-DD for the deadline (e.g., 2025-10-01).')
    .nullish()
    .transform((v) => v ?? null),
});
export type SaveLouBriefRequest = z.input<typeof SaveLouBriefRequest>;
export type SaveLouBriefInput = z.output<typeof SaveLouBriefRequest>;

export const LouBrief = z.object({
  id: z.string(),
  kind: z.literal('project'),
  status: z.literal('draft'),
  source: z.literal('lou'),
  title: z.string(),
  goal: z.string(),
  category: z.string(),
  budgetText: z.string(),
  budgetMinCents: z.number().int().nullable(),
  budgetMaxCents: z.number().int().nullable(),
  deadline: z.string().nullable(),
  createdAt: z.string(),
});
export type LouBrief = z.infer<typeof LouBrief>;
export const LouBriefResponse = z.object({ brief: LouBrief });
export type LouBriefResponse = z.infer<typeof LouBriefResponse>;

export const ONLY_PARTNERS_DRAFT_MESSAGE = 'Only PulsePartners can draft briefs. Finish your PulsePartner setup first.';
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found';
export const BRIEF_NOT_FOUND_MESSAGE = 'Brief not found';

/** GET /api/lou/config: what the chat screen may use. */
export const LouConfigResponse = z.object({ llm: z.boolean() });
export type LouConfigResponse = z.infer<typeof LouConfigResponse>;

/** POST /api/lou/phrase: rephrase a rule-based reply with the last 5 messages as context. */
export const PhraseLouReplyRequest = z.object({
  reply: z.string().trim().min(1, 'reply is required').max(LOU_MESSAGE_MAX),
  context: z
    .array(z.object({ sender: z.enum(['lou', 'user']), content: z.string().max(LOU_MESSAGE_MAX) }))
    .max(5, 'At most 5 messages of context')
    .default([]),
});
export type PhraseLouReplyRequest = z.input<typeof PhraseLouReplyRequest>;
export const PhraseLouReplyResponse = z.object({ content: z.string(), source: z.enum(['llm', 'rules']) });
export type PhraseLouReplyResponse = z.infer<typeof PhraseLouReplyResponse>;
