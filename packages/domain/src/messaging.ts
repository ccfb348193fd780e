import { z } from 'zod';
import { earliestToday, isCalendarDate } from './briefs';
import { formatCents } from './ledger';
import { formatCount } from './numbers';
import { SendSignalRequest, Signal } from './studio';

/**
 * Messaging (spec part 2, sections 2-5 and 9; issue 9): a partner and a creative talk in a thread, send a
 * project brief and answer it with Accept, Decline or Counter, each a contract message. Accepting opens a
 * deal at `posted` for the agreed amount.
 *
 * Endpoints (JSON; money in integer cents in answers, whole dollars in requests):
 * - POST /api/threads                        partner starts or reuses the thread with a creative
 *                                            (StartConversationRequest) → StartConversationResponse
 * - GET  /api/threads?status=active|archived the caller's threads, last message first → ThreadsResponse
 * - GET  /api/threads/with/:userId           the caller's thread with that creative, or null → ConversationWithResponse
 * - GET  /api/threads/:id                    participants only (others 404) → ThreadResponse
 * - GET  /api/threads/:id/messages?before=   older messages → MessagesPageResponse
 * - POST /api/threads/:id/messages           send (SendMessageRequest) → 201 SendMessageResponse
 * - POST /api/threads/:id/archive|unarchive  → ThreadSummaryResponse
 * - POST /api/threads/:id/read               mark read → UnreadCountResponse (the caller's total)
 * - GET  /api/messages/unread-count          the top bar's badge → UnreadCountResponse
 * - GET  /api/notifications, POST /api/notifications/:id/read, POST /api/notifications/read-all
 * - GET  /api/events                         Server-Sent Events (RealtimeEvent), resumable with Last-Event-ID
 * - GET  /api/signals/audience, POST /api/signals/compose   `/compose`: a creative's signal to their followers
 */

/** The conversation start's subject (spec part 2, section 7: conversation start). */
export const CONVERSATION_SUBJECT = 'New Collaboration Opportunity';

export const MESSAGE_TYPES = ['text', 'project_brief', 'contract'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const THREAD_STATUSES = ['active', 'archived'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];
export const PARTICIPANT_TYPES = ['brand', 'creator'] as const;
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];
export const CONTRACT_RESPONSES = ['accept', 'decline', 'counter'] as const;
export type ContractResponse = (typeof CONTRACT_RESPONSES)[number];

/** The project brief's budget options (spec part 2, section 9: project inquiry). */
export const PROJECT_BUDGET_OPTIONS = [
  'Under $1,000',
  '$1,000 - $5,000',
  '$5,000 - $10,000',
  '$10,000+',
  "Let's discuss",
] as const;
export type ProjectBudget = (typeof PROJECT_BUDGET_OPTIONS)[number];
/** "Project brief deadline about 21 days" (spec part 2, section 9). */
export const PROJECT_BRIEF_TIMELINE_DAYS = 21;

export const MESSAGE_MAX = 4000;
export const PROJECT_TITLE_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 2000;
/** DESIGN 5.4: the first dollar figure of the budget text, $500 when there is none. */
export const DEFAULT_OFFER_DOLLARS = 500;
export const OFFER_LIMIT_DOLLARS = 1_000_000;
/** Messages a thread answer carries; older ones page in with `before`. */
export const THREAD_PAGE_SIZE = 50;

export const MESSAGING_MESSAGES = {
  messageRequired: 'Write a message first',
  messageTooLong: `Messages can be at most ${formatCount(MESSAGE_MAX)} characters`,
  titleRequired: 'Project title is required',
  titleTooLong: `Project title must be at most ${PROJECT_TITLE_MAX} characters`,
  budgetRequired: 'Pick a budget range',
  timelineRequired: 'Timeline is required',
  timelineInvalid: 'Enter the timeline as a date',
  timelinePast: 'Timeline cannot be before today',
  descriptionRequired: 'Project description is required',
  descriptionTooLong: `Project description must be at most ${formatCount(PROJECT_DESCRIPTION_MAX)} characters`,
  amountRequired: 'Enter your counter amount',
  amountWhole: 'Amount must be a whole number of dollars',
  amountRange: 'Amount must be between $1 and $1,000,000',
  threadNotFound: 'Conversation not found',
  onlyPartners: 'Only PulsePartners can start a conversation with a creative. Switch to PulsePartner to continue.',
  partnerPending: 'Your PulsePartner application is under review. You can message creatives once you are approved.',
  ownProfile: 'This is your own profile.',
  briefOnlyPartner: 'Only the PulsePartner in this conversation can send a project brief.',
  partnerGone: 'The partner in this conversation has left Pulse.',
  projectNotFound: 'Project brief not found',
  offerClosed: 'This offer has already been answered.',
  ownOffer: 'Wait for the other side to answer your offer.',
  notificationNotFound: 'Notification not found',
  sendFailed: 'Your message was not sent. Please try again.',
} as const;

/** Why a Booked creative cannot be messaged (spec part 2, section 4: availability). */
export function bookedMessage(name: string): string {
  return `${name} is booked and not taking new projects right now.`;
}

const messageContent = z
  .string({ error: MESSAGING_MESSAGES.messageRequired })
  .trim()
  .min(1, MESSAGING_MESSAGES.messageRequired)
  .max(MESSAGE_MAX, MESSAGING_MESSAGES.messageTooLong);

/** The composer's rule: a message with only spaces is ignored and Send stays disabled. */
export function canSendText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MESSAGE_MAX;
}

/** POST /api/threads: Message on a creator profile, with the opening message. */
export const StartConversationRequest = z.object({
  creatorId: z.string().trim().min(1).max(100),
  message: messageContent,
});
export type StartConversationRequest = z.infer<typeof StartConversationRequest>;

/** YYYY-MM-DD `days` after `from` (a YYYY-MM-DD date), for the timeline's default. */
export function addDays(from: string, days: number): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The project brief modal: title, budget range, timeline (a date, default about 21 days out) and
 * description. `today` is the earliest allowed timeline: the server's rule by default, the browser's date
 * in the form.
 */
export function projectBriefInput(today: () => string = () => earliestToday()) {
  return z.object({
    title: z
      .string({ error: MESSAGING_MESSAGES.titleRequired })
      .trim()
      .min(1, MESSAGING_MESSAGES.titleRequired)
      .max(PROJECT_TITLE_MAX, MESSAGING_MESSAGES.titleTooLong),
    budget: z.enum(PROJECT_BUDGET_OPTIONS, { error: MESSAGING_MESSAGES.budgetRequired }),
    timeline: z
      .string({ error: MESSAGING_MESSAGES.timelineRequired })
      .trim()
      .min(1, { error: MESSAGING_MESSAGES.timelineRequired, abort: true })
      .refine(isCalendarDate, { error: MESSAGING_MESSAGES.timelineInvalid, abort: true })
      .refine((d) => d >= today(), MESSAGING_MESSAGES.timelinePast),
    description: z
      .string({ error: MESSAGING_MESSAGES.descriptionRequired })
      .trim()
      .min(1, MESSAGING_MESSAGES.descriptionRequired)
      .max(PROJECT_DESCRIPTION_MAX, MESSAGING_MESSAGES.descriptionTooLong),
  });
}
export const ProjectBriefInput = projectBriefInput();
export type ProjectBriefInput = z.infer<typeof ProjectBriefInput>;

/** A counter offer in whole dollars, as the counter field types it. */
export const OfferDollars = z
  .number({ error: MESSAGING_MESSAGES.amountRequired })
  .int(MESSAGING_MESSAGES.amountWhole)
  .min(1, MESSAGING_MESSAGES.amountRange)
  .max(OFFER_LIMIT_DOLLARS, MESSAGING_MESSAGES.amountRange);

const ContractInput = z
  .object({
    messageType: z.literal('contract'),
    /** The project brief message the answer is about. */
    projectId: z.string().trim().min(1).max(100),
    response: z.enum(CONTRACT_RESPONSES),
    /** Whole dollars; required for a counter, ignored otherwise. */
    amount: OfferDollars.optional(),
  })
  .refine((v) => v.response !== 'counter' || v.amount !== undefined, {
    path: ['amount'],
    error: MESSAGING_MESSAGES.amountRequired,
  });

/** POST /api/threads/:id/messages. */
export function sendMessageRequest(today?: () => string) {
  return z.discriminatedUnion('messageType', [
    z.object({ messageType: z.literal('text'), content: messageContent }),
    z.object({ messageType: z.literal('project_brief'), brief: projectBriefInput(today) }),
    ContractInput,
  ]);
}
export const SendMessageRequest = sendMessageRequest();
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;

/** DESIGN 5.4's rule for an offer's amount: the budget text's first dollar figure, else $500. */
export function offerAmountCents(budget: string): number {
  const match = /\$\s*([\d,]+)/.exec(budget);
  const dollars = match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN;
  return (Number.isFinite(dollars) && dollars > 0 ? dollars : DEFAULT_OFFER_DOLLARS) * 100;
}

/** The text a contract message carries, so any client (and the notification) can show it as is. */
export function contractContent(response: ContractResponse, amountCents: number, title: string): string {
  if (response === 'accept') return `Accepted “${title}” for ${formatCents(amountCents)}`;
  if (response === 'decline') return `Declined “${title}”`;
  return `Countered “${title}” with ${formatCents(amountCents)}`;
}

export function projectBriefContent(title: string): string {
  return `Project brief: ${title}`;
}

/** Everything a message's metadata may carry (spec: projectId, amount, deadline), amounts in cents. */
export const MessageMetadata = z.object({
  projectId: z.string().optional(),
  amountCents: z.number().int().optional(),
  deadline: z.string().optional(),
  title: z.string().optional(),
  budget: z.string().optional(),
  description: z.string().optional(),
  response: z.enum(CONTRACT_RESPONSES).optional(),
  dealId: z.string().optional(),
});
export type MessageMetadata = z.infer<typeof MessageMetadata>;

export const ChatMessage = z.object({
  id: z.string(),
  threadId: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  senderType: z.enum(PARTICIPANT_TYPES),
  content: z.string(),
  /** ISO time the message was stored. */
  timestamp: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  attachments: z.array(z.object({ name: z.string(), url: z.string() })),
  metadata: MessageMetadata,
  /** Removed by Pulse after a report (decision 050): the content is the removal notice, nothing else remains. */
  removed: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ThreadParticipant = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PARTICIPANT_TYPES),
  avatar: z.string(),
  isOnline: z.boolean(),
  /** How far this participant has read (read receipts); null before their first read. */
  lastReadAt: z.string().nullable(),
});
export type ThreadParticipant = z.infer<typeof ThreadParticipant>;

/** Whether the caller may write in the thread now, and why not (a Booked creative). */
export const SendPermission = z.object({ allowed: z.boolean(), reason: z.string().nullable() });
export type SendPermission = z.infer<typeof SendPermission>;

export const ThreadSummary = z.object({
  id: z.string(),
  subject: z.string(),
  projectTitle: z.string(),
  status: z.enum(THREAD_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastMessage: ChatMessage.nullable(),
  unreadCount: z.number().int(),
  participants: z.array(ThreadParticipant),
  /** Text and project briefs; contract answers stay open while an offer is open. */
  canSend: SendPermission,
});
export type ThreadSummary = z.infer<typeof ThreadSummary>;

export const ThreadsQuery = z.object({ status: z.enum(THREAD_STATUSES).default('active') });
export const ThreadsResponse = z.object({ items: z.array(ThreadSummary) });
export type ThreadsResponse = z.infer<typeof ThreadsResponse>;
export const ThreadSummaryResponse = z.object({ thread: ThreadSummary });
export type ThreadSummaryResponse = z.infer<typeof ThreadSummaryResponse>;
export const ThreadResponse = z.object({
  thread: ThreadSummary,
  /** Oldest first, at most THREAD_PAGE_SIZE. */
  messages: z.array(ChatMessage),
  hasMore: z.boolean(),
});
export type ThreadResponse = z.infer<typeof ThreadResponse>;
export const MessagesQuery = z.object({ before: z.string().trim().min(1).max(100).optional() });
export const MessagesPageResponse = z.object({ messages: z.array(ChatMessage), hasMore: z.boolean() });
export type MessagesPageResponse = z.infer<typeof MessagesPageResponse>;
export const StartConversationResponse = z.object({
  thread: ThreadSummary,
  message: ChatMessage,
  /** False when the partner already had a thread with the creative (it was reused). */
  created: z.boolean(),
});
export type StartConversationResponse = z.infer<typeof StartConversationResponse>;
export const ConversationWithResponse = z.object({
  thread: ThreadSummary.nullable(),
  /** Whether the caller may start (or continue) a conversation with this creative, and why not. */
  canStart: SendPermission,
});
export type ConversationWithResponse = z.infer<typeof ConversationWithResponse>;
export const DealSummary = z.object({ id: z.string(), status: z.string(), amountCents: z.number().int() });
export const SendMessageResponse = z.object({ message: ChatMessage, deal: DealSummary.nullable() });
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;
export const UnreadCountResponse = z.object({ count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

/** The notification centre (issue 9): what happened, where to go, and whether it was read. */
export const NOTIFICATION_KINDS = [
  'message',
  'project_brief',
  'offer',
  'deal',
  'submission',
  'application',
  'tip',
  'signal',
] as const;
export const AppNotification = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof AppNotification>;
export const NotificationsResponse = z.object({ items: z.array(AppNotification), unreadCount: z.number().int() });
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;
export const NOTIFICATIONS_PAGE_SIZE = 50;

/** What GET /api/events streams; `id` is the event's Last-Event-ID. */
export const REALTIME_EVENT_TYPES = [
  'message.created',
  'thread.read',
  'thread.updated',
  'notification.created',
  'presence',
  /** A deal step was taken (payload `{ dealId }`): both parties' open deal pages reload it (decision 064). */
  'deal.updated',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

/** Offers in one project brief's negotiation, in the order they were sent. */
export interface OfferStep {
  messageId: string;
  senderId: string | null;
  messageType: MessageType;
  metadata: MessageMetadata;
}

export interface Negotiation {
  projectId: string;
  title: string;
  status: 'open' | 'accepted' | 'declined';
  /** The amount on the table (or agreed), in cents. */
  amountCents: number;
  /** Who made the offer on the table; the other side answers it. */
  offeredBy: string | null;
  /** The message holding the offer on the table (the brief or the last counter). */
  offerMessageId: string;
  dealId: string | null;
}

/**
 * The state of a project brief's negotiation from its messages: the brief opens it, a counter replaces the
 * offer and passes the turn, accept or decline closes it. Steps after it closed, steps by the offer's own
 * sender and steps of other projects are ignored (the server refuses them; this just reads history).
 */
export function negotiationOf(steps: readonly OfferStep[], projectId: string): Negotiation | null {
  const brief = steps.find((s) => s.messageId === projectId && s.messageType === 'project_brief');
  if (!brief) return null;
  const state: Negotiation = {
    projectId,
    title: brief.metadata.title ?? '',
    status: 'open',
    amountCents: brief.metadata.amountCents ?? DEFAULT_OFFER_DOLLARS * 100,
    offeredBy: brief.senderId,
    offerMessageId: brief.messageId,
    dealId: null,
  };
  for (const step of steps) {
    if (step.messageType !== 'contract' || step.metadata.projectId !== projectId) continue;
    if (state.status !== 'open' || step.senderId === state.offeredBy) continue;
    if (step.metadata.response === 'accept') {
      state.status = 'accepted';
      state.dealId = step.metadata.dealId ?? null;
    } else if (step.metadata.response === 'decline') {
      state.status = 'declined';
    } else if (step.metadata.response === 'counter' && step.metadata.amountCents !== undefined) {
      state.amountCents = step.metadata.amountCents;
      state.offeredBy = step.senderId;
      state.offerMessageId = step.messageId;
    }
  }
  return state;
}

/** Accept, Decline and Counter show for the side that did not make the offer on the table. */
export function canAnswer(negotiation: Negotiation | null, userId: string | null | undefined): boolean {
  return Boolean(negotiation && userId && negotiation.status === 'open' && negotiation.offeredBy !== userId);
}

/** `/compose` (spec placeholder "Compose Signal"): a creative's signal, delivered to every follower. */
export const ComposeSignalRequest = z.object({ content: SendSignalRequest.shape.content });
export type ComposeSignalRequest = z.infer<typeof ComposeSignalRequest>;
export const ComposeSignalResponse = z.object({ signal: Signal, delivered: z.number().int() });
export type ComposeSignalResponse = z.infer<typeof ComposeSignalResponse>;
export const SignalAudienceResponse = z.object({
  followers: z.number().int(),
  canCompose: SendPermission,
});
export type SignalAudienceResponse = z.infer<typeof SignalAudienceResponse>;
export const ONLY_CREATIVES_SIGNAL_MESSAGE =
  'Only Creatives send signals to their followers. Switch to Creative to continue.';
export function signalTitle(name: string): string {
  return `${name} sent a signal`;
}
