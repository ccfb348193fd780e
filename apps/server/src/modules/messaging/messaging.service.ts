import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import { CREATOR_NOT_FOUND_MESSAGE } from '@pulse/domain/creator-page';
import { formatCents } from '@pulse/domain/ledger';
import {
  bookedMessage,
  type ChatMessage,
  CONVERSATION_SUBJECT,
  type ConversationWithResponse,
  contractContent,
  MESSAGING_MESSAGES,
  type MessageMetadata,
  type MessagesPageResponse,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsResponse,
  negotiationOf,
  offerAmountCents,
  projectBriefContent,
  type SendMessageRequest,
  type SendMessageResponse,
  type SendPermission,
  type StartConversationRequest,
  type StartConversationResponse,
  THREAD_PAGE_SIZE,
  type ThreadResponse,
  type ThreadStatus,
  type ThreadSummary,
  type ThreadsResponse,
  type UnreadCountResponse,
} from '@pulse/domain/messaging';
import { SAFETY_MESSAGES } from '@pulse/domain/safety';
import type { Db } from '../../db/client';
import type { DealSplit } from '../../db/schema/submissions';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { participantType, sendPermission, toChatMessage, toThreadSummary } from './message-view';
import type {
  MessageRow,
  MessagingQueries,
  MessagingRepository,
  ThreadListRow,
  ThreadRow,
} from './messaging.repository';
import { type NotifyInput, notifyUser, TxEffects, toNotification } from './notifications';

type Me = NonNullable<Awaited<ReturnType<MessagingQueries['findUser']>>>;

/** Where a thread lives in the web app (notification links, e-mails). */
export const threadLink = (threadId: string) => `/messages/${encodeURIComponent(threadId)}`;
const PREVIEW_CHARS = 140;
const preview = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text);

/**
 * Threads between a partner and a creative (issue 9): starting from a creator profile, the thread list,
 * messages, project briefs and their answers, archive, and read state. Only participants see a thread;
 * to anyone else it does not exist (404). Every write is one transaction with its realtime events,
 * notifications and e-mails.
 */
export function createMessagingService(deps: { repo: MessagingRepository; publicUrl: string }) {
  const { repo, publicUrl } = deps;

  /** The thread when the caller takes part in it; to anyone else it does not exist (404). */
  async function participantThread(userId: string, threadId: string) {
    const thread = await repo.findForParticipant(threadId, userId);
    if (!thread) throw new AppError('not_found', MESSAGING_MESSAGES.threadNotFound);
    return thread;
  }

  async function summaries(rows: readonly ThreadListRow[], userId: string): Promise<ThreadSummary[]> {
    const ids = rows.map((r) => r.id);
    const [participants, last, blocked] = await Promise.all([
      repo.participantsOf(ids),
      repo.lastMessagesOf(ids),
      repo.blockedIdsOf(userId),
    ]);
    const lastBy = new Map(last.map((m) => [m.threadId, m] as const));
    const blockedSet = new Set(blocked);
    return rows.map((row) =>
      toThreadSummary(
        row,
        participants.filter((p) => p.threadId === row.id),
        lastBy.get(row.id) ?? null,
        userId,
        blockedSet,
      ),
    );
  }

  async function summaryOf(threadId: string, userId: string): Promise<ThreadSummary> {
    const row = await repo.findForParticipant(threadId, userId);
    if (!row) throw new AppError('not_found', MESSAGING_MESSAGES.threadNotFound);
    const [summary] = await summaries([row], userId);
    return summary!;
  }

  /**
   * Whether `me` may start a conversation with `creator` (Message on the profile), and why not: `blocked` when
   * either of them blocked the other (decision 050).
   */
  function startPermission(me: Me | null, creator: Me, blocked: boolean): SendPermission {
    if (me?.role !== 'brand') return { allowed: false, reason: MESSAGING_MESSAGES.onlyPartners };
    if (me.brandStatus !== 'approved') return { allowed: false, reason: MESSAGING_MESSAGES.partnerPending };
    if (blocked) return { allowed: false, reason: SAFETY_MESSAGES.cannotMessage };
    if (creator.availability === 'booked') return { allowed: false, reason: bookedMessage(creator.name) };
    return { allowed: true, reason: null };
  }

  /** A creative anyone may find: the creator role, approved, not suspended (as the public profile). */
  async function publicCreator(id: string): Promise<Me> {
    const creator = await repo.findUser(id);
    if (creator?.role !== 'creator' || creator.creatorStatus !== 'approved' || creator.suspendedAt) {
      throw new AppError('not_found', CREATOR_NOT_FOUND_MESSAGE);
    }
    return creator;
  }

  interface Append {
    thread: ThreadRow;
    sender: Me;
    messageType: ChatMessage['messageType'];
    content: string;
    metadata: MessageMetadata;
    projectTitle?: string;
  }

  /**
   * Writes a message inside a transaction: stamps the thread (its lock orders the thread's messages and
   * reopens it if archived), stores the message, moves the sender's read mark past it, and queues the
   * message event for every participant.
   */
  async function appendMessage(q: MessagingQueries, effects: TxEffects, input: Append) {
    const thread = await q.touchThread(input.thread.id, input.projectTitle);
    const stored = await q.insertMessage({
      id: newId(),
      threadId: thread.id,
      senderId: input.sender.id,
      messageType: input.messageType,
      content: input.content,
      metadata: input.metadata,
      createdAt: thread.lastMessageAt,
    });
    await q.readUpTo(thread.id, input.sender.id, stored.id);
    const participants = await q.participantsOf([thread.id]);
    const message = toChatMessage(thread, { ...stored, senderName: input.sender.name });
    effects.push(
      ...participants.map((p) => ({
        userId: p.userId,
        type: 'message.created' as const,
        payload: { threadId: thread.id, message },
      })),
    );
    const others = participants.filter((p) => p.userId !== input.sender.id);
    return { thread, message, participants, others };
  }

  function emailText(lines: string[], threadId: string): string {
    return [...lines, '', `Open the conversation: ${publicUrl}${threadLink(threadId)}`].join('\n');
  }

  async function notifyAll(tx: Db, effects: TxEffects, userIds: readonly string[], input: Omit<NotifyInput, 'userId'>) {
    for (const userId of userIds) await notifyUser(tx, effects, { ...input, userId });
  }

  return {
    /**
     * Message on a creator profile: an approved partner starts a thread with an approved creative who is not
     * Booked, or reuses the one they have, with the opening message.
     */
    async startConversation(userId: string, input: StartConversationRequest): Promise<StartConversationResponse> {
      const [me, creator] = await Promise.all([repo.findUser(userId), publicCreator(input.creatorId)]);
      const permission = startPermission(me, creator, await repo.isBlockedPair(userId, creator.id));
      if (!permission.allowed) {
        const code = permission.reason === bookedMessage(creator.name) ? 'conflict' : 'forbidden';
        throw new AppError(code, permission.reason ?? MESSAGING_MESSAGES.onlyPartners);
      }
      const sender = me!;

      const { threadId, message, created } = await repo.transaction(async (q, tx) => {
        await q.lockPair(sender.id, creator.id);
        let thread = await q.findThreadBetween(sender.id, creator.id);
        const isNew = !thread;
        thread ??= await q.insertThread({ id: newId(), subject: CONVERSATION_SUBJECT, createdBy: sender.id }, [
          sender.id,
          creator.id,
        ]);
        const effects = new TxEffects();
        const appended = await appendMessage(q, effects, {
          thread,
          sender,
          messageType: 'text',
          content: input.message,
          metadata: {},
        });
        await notifyAll(
          tx,
          effects,
          appended.others.map((p) => p.userId),
          {
            kind: 'message',
            title: isNew ? `${sender.name}: ${CONVERSATION_SUBJECT}` : `New message from ${sender.name}`,
            body: preview(input.message),
            link: threadLink(thread.id),
            replaceUnread: true,
            ...(isNew
              ? {
                  email: {
                    subject: `${CONVERSATION_SUBJECT} from ${sender.name}`,
                    text: emailText([`${sender.name} wrote to you on Pulse:`, '', input.message], thread.id),
                  },
                }
              : {}),
          },
        );
        await effects.flush(tx);
        return { threadId: thread.id, message: appended.message, created: isNew };
      });
      return { thread: await summaryOf(threadId, sender.id), message, created };
    },

    /** The creator page's Message: the caller's thread with this creative (or null) and whether they may write. */
    async conversationWith(userId: string, otherId: string): Promise<ConversationWithResponse> {
      const [me, creator] = await Promise.all([repo.findUser(userId), publicCreator(otherId)]);
      const found = await repo.findThreadBetween(userId, creator.id);
      const thread = found ? await summaryOf(found.id, userId) : null;
      return {
        thread,
        canStart: thread ? thread.canSend : startPermission(me, creator, await repo.isBlockedPair(userId, creator.id)),
      };
    },

    async listThreads(userId: string, status: ThreadStatus): Promise<ThreadsResponse> {
      return { items: await summaries(await repo.listThreads(userId, status), userId) };
    },

    async getThread(userId: string, threadId: string): Promise<ThreadResponse> {
      const thread = await participantThread(userId, threadId);
      const [[summary], rows] = await Promise.all([
        summaries([thread], userId),
        repo.listMessages(thread.id, THREAD_PAGE_SIZE + 1),
      ]);
      const hasMore = rows.length > THREAD_PAGE_SIZE;
      const page = hasMore ? rows.slice(1) : rows;
      return { thread: summary!, messages: page.map((m) => toChatMessage(thread, m)), hasMore };
    },

    async listMessages(userId: string, threadId: string, before?: string): Promise<MessagesPageResponse> {
      const thread = await participantThread(userId, threadId);
      let anchor: MessageRow | null = null;
      if (before) {
        anchor = await repo.findMessage(thread.id, before);
        if (!anchor) throw new AppError('not_found', MESSAGING_MESSAGES.threadNotFound);
      }
      const rows = await repo.listMessages(thread.id, THREAD_PAGE_SIZE + 1, anchor);
      const hasMore = rows.length > THREAD_PAGE_SIZE;
      const page = hasMore ? rows.slice(1) : rows;
      return { messages: page.map((m) => toChatMessage(thread, m)), hasMore };
    },

    /** Send: text, a project brief (the partner), or an answer to the offer on the table. */
    async send(userId: string, threadId: string, input: SendMessageRequest): Promise<SendMessageResponse> {
      await participantThread(userId, threadId);
      // The sender's row (name, role): an account deleted since its session was issued is signed out.
      const me = await repo.findUser(userId);
      if (!me) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);

      return repo.transaction(async (q, tx) => {
        // The thread's lock first: answers to one offer are checked and written one at a time.
        const thread = await q.touchThread(threadId);
        const participants = await q.participantsOf([threadId]);
        const effects = new TxEffects();
        const isPartner = participantType(thread, me.id) === 'brand';
        const others = participants.filter((p) => p.userId !== me.id).map((p) => p.userId);
        // No messages, briefs or answers to offers between two people when either blocked the other.
        const blocked = new Set(await q.blockedIdsOf(me.id));
        if (others.some((id) => blocked.has(id))) throw new AppError('forbidden', SAFETY_MESSAGES.cannotMessage);

        if (input.messageType !== 'contract') {
          const permission = sendPermission(thread, participants, me.id, blocked);
          if (!permission.allowed) throw new AppError('conflict', permission.reason ?? MESSAGING_MESSAGES.sendFailed);
        }

        if (input.messageType === 'text') {
          const { message } = await appendMessage(q, effects, {
            thread,
            sender: me,
            messageType: 'text',
            content: input.content,
            metadata: {},
          });
          await notifyAll(tx, effects, others, {
            kind: 'message',
            title: `New message from ${me.name}`,
            body: preview(input.content),
            link: threadLink(thread.id),
            replaceUnread: true,
          });
          await effects.flush(tx);
          return { message, deal: null };
        }

        if (input.messageType === 'project_brief') {
          if (!isPartner) throw new AppError('forbidden', MESSAGING_MESSAGES.briefOnlyPartner);
          const { brief } = input;
          const amountCents = offerAmountCents(brief.budget);
          const { message } = await appendMessage(q, effects, {
            thread,
            sender: me,
            messageType: 'project_brief',
            content: projectBriefContent(brief.title),
            metadata: {
              title: brief.title,
              budget: brief.budget,
              deadline: brief.timeline,
              description: brief.description,
              amountCents,
            },
            projectTitle: brief.title,
          });
          await notifyAll(tx, effects, others, {
            kind: 'project_brief',
            title: `${me.name} sent you a project brief`,
            body: `${brief.title} · ${brief.budget} · due ${brief.timeline}`,
            link: threadLink(thread.id),
            email: {
              subject: `Project brief from ${me.name}: ${brief.title}`,
              text: emailText(
                [
                  `${me.name} sent you a project brief on Pulse.`,
                  '',
                  `Title: ${brief.title}`,
                  `Budget: ${brief.budget}`,
                  `Timeline: ${brief.timeline}`,
                  '',
                  brief.description,
                ],
                thread.id,
              ),
            },
          });
          await effects.flush(tx);
          return { message, deal: null };
        }

        // A contract answer to the offer on the table.
        const steps = await q.negotiationSteps(thread.id, input.projectId);
        const negotiation = negotiationOf(steps, input.projectId);
        if (!negotiation) throw new AppError('not_found', MESSAGING_MESSAGES.projectNotFound);
        if (negotiation.status !== 'open') throw new AppError('conflict', MESSAGING_MESSAGES.offerClosed);
        if (negotiation.offeredBy === me.id) throw new AppError('conflict', MESSAGING_MESSAGES.ownOffer);
        const brief = steps.find((s) => s.messageId === input.projectId)!;
        const deadline = typeof brief.metadata.deadline === 'string' ? brief.metadata.deadline : undefined;
        const amountCents = input.response === 'counter' ? (input.amount ?? 0) * 100 : negotiation.amountCents;

        let deal: SendMessageResponse['deal'] = null;
        if (input.response === 'accept') {
          const brandId = thread.createdBy;
          const creative = participants.find((p) => participantType(thread, p.userId) === 'creator');
          if (!brandId || !creative) throw new AppError('conflict', MESSAGING_MESSAGES.partnerGone);
          deal = await openDealFromOffer(q, {
            brandId,
            creatorId: creative.userId,
            creatorName: creative.name,
            title: negotiation.title,
            amountCents,
            actorId: me.id,
          });
        }
        const { message } = await appendMessage(q, effects, {
          thread,
          sender: me,
          messageType: 'contract',
          content: contractContent(input.response, amountCents, negotiation.title),
          metadata: {
            projectId: input.projectId,
            response: input.response,
            amountCents,
            ...(deadline ? { deadline } : {}),
            ...(deal ? { dealId: deal.id } : {}),
          },
        });
        const title =
          input.response === 'accept'
            ? `${me.name} accepted “${negotiation.title}”`
            : input.response === 'decline'
              ? `${me.name} declined “${negotiation.title}”`
              : `${me.name} countered “${negotiation.title}” with ${formatCents(amountCents)}`;
        const body =
          input.response === 'accept'
            ? `A deal opened for ${formatCents(amountCents)}.`
            : input.response === 'decline'
              ? 'The offer is closed. You can keep talking in the conversation.'
              : 'Accept, decline or counter in the conversation.';
        await notifyAll(tx, effects, others, {
          kind: input.response === 'accept' ? 'deal' : 'offer',
          title,
          body,
          link: threadLink(thread.id),
          email: { subject: title, text: emailText([`${title}.`, body], thread.id) },
        });
        await effects.flush(tx);
        return { message, deal };
      });
    },

    async setStatus(userId: string, threadId: string, status: ThreadStatus): Promise<{ thread: ThreadSummary }> {
      await participantThread(userId, threadId);
      await repo.transaction(async (q, tx) => {
        const row = await q.setStatus(threadId, status);
        if (!row) throw new AppError('not_found', MESSAGING_MESSAGES.threadNotFound);
        const participants = await q.participantsOf([threadId]);
        const effects = new TxEffects();
        effects.push(
          ...participants.map((p) => ({
            userId: p.userId,
            type: 'thread.updated' as const,
            payload: { threadId, status },
          })),
        );
        await effects.flush(tx);
      });
      return { thread: await summaryOf(threadId, userId) };
    },

    /** Marks the thread read; every participant's open tabs hear it (read receipts, badges). */
    async markRead(userId: string, threadId: string): Promise<UnreadCountResponse> {
      await participantThread(userId, threadId);
      await repo.transaction(async (q, tx) => {
        const lastReadAt = await q.markRead(threadId, userId);
        if (!lastReadAt) throw new AppError('not_found', MESSAGING_MESSAGES.threadNotFound);
        await q.readMessageNotifications(userId, threadLink(threadId));
        const participants = await q.participantsOf([threadId]);
        const effects = new TxEffects();
        effects.push(
          ...participants.map((p) => ({
            userId: p.userId,
            type: 'thread.read' as const,
            payload: { threadId, userId, lastReadAt: lastReadAt.toISOString() },
          })),
        );
        await effects.flush(tx);
      });
      return { count: await repo.unreadTotal(userId) };
    },

    async unreadCount(userId: string): Promise<UnreadCountResponse> {
      return { count: await repo.unreadTotal(userId) };
    },

    async listNotifications(userId: string): Promise<NotificationsResponse> {
      const [rows, unreadCount] = await Promise.all([
        repo.listNotifications(userId, NOTIFICATIONS_PAGE_SIZE),
        repo.unreadNotifications(userId),
      ]);
      return { items: rows.map(toNotification), unreadCount };
    },

    async readNotification(userId: string, id: string): Promise<NotificationsResponse> {
      const row = await repo.readNotification(userId, id);
      if (!row) throw new AppError('not_found', MESSAGING_MESSAGES.notificationNotFound);
      return this.listNotifications(userId);
    },

    async readAllNotifications(userId: string): Promise<NotificationsResponse> {
      await repo.readAllNotifications(userId);
      return this.listNotifications(userId);
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;

/**
 * Accept in a thread opens a deal at `posted` for the agreed amount, all to the creative, with its first
 * timeline entry (decision 014). The money flow (funding into escrow) takes it from there.
 */
export async function openDealFromOffer(
  q: MessagingQueries,
  input: {
    brandId: string;
    creatorId: string;
    creatorName: string;
    title: string;
    amountCents: number;
    actorId: string;
  },
) {
  const splits: DealSplit[] = [{ userId: input.creatorId, name: input.creatorName, percentage: 100 }];
  const deal = await q.openDeal(
    {
      id: newId(),
      brandId: input.brandId,
      creatorId: input.creatorId,
      title: input.title,
      type: 'project',
      amountCents: input.amountCents,
      status: 'posted',
      splits,
    },
    { id: newId(), actorId: input.actorId, fromStatus: null, toStatus: 'posted', note: 'Offer accepted in messages' },
  );
  return { id: deal.id, status: deal.status, amountCents: deal.amountCents };
}
