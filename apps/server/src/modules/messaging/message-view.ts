import { avatarSvg } from '@pulse/domain/avatar';
import {
  bookedMessage,
  type ChatMessage,
  MessageMetadata,
  type ParticipantType,
  type SendPermission,
  type ThreadParticipant,
  type ThreadSummary,
} from '@pulse/domain/messaging';
import { SAFETY_MESSAGES } from '@pulse/domain/safety';
import { avatarUrl } from '../discovery/creator-card';
import type { MessageRow, ParticipantRow, ThreadListRow, ThreadRow } from './messaging.repository';

/** Threads start from a creator profile, so whoever started one is its partner; the others are creatives. */
export function participantType(thread: Pick<ThreadRow, 'createdBy'>, userId: string | null): ParticipantType {
  return userId !== null && userId === thread.createdBy ? 'brand' : 'creator';
}

/** Creatives have their avatar route; a partner's generated avatar travels inline. */
function participantAvatar(type: ParticipantType, id: string, name: string): string {
  if (type === 'creator') return avatarUrl(id);
  return `data:image/svg+xml,${encodeURIComponent(avatarSvg(name, id))}`;
}

export function toChatMessage(thread: Pick<ThreadRow, 'createdBy'>, row: MessageRow): ChatMessage {
  // A message Pulse removed after a report keeps its place in the thread and nothing of what it said.
  if (row.hiddenAt) {
    return {
      id: row.id,
      threadId: row.threadId,
      senderId: row.senderId,
      senderName: row.senderName ?? 'Former member',
      senderType: participantType(thread, row.senderId),
      content: SAFETY_MESSAGES.removedMessage,
      timestamp: row.createdAt.toISOString(),
      messageType: 'text',
      attachments: [],
      metadata: {},
      removed: true,
    };
  }
  const metadata = MessageMetadata.safeParse(row.metadata);
  return {
    id: row.id,
    threadId: row.threadId,
    senderId: row.senderId,
    senderName: row.senderName ?? 'Former member',
    senderType: participantType(thread, row.senderId),
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    messageType: row.messageType,
    attachments: row.attachments,
    metadata: metadata.success ? metadata.data : {},
  };
}

export function toParticipant(thread: Pick<ThreadRow, 'createdBy'>, row: ParticipantRow): ThreadParticipant {
  const type = participantType(thread, row.userId);
  return {
    id: row.userId,
    name: row.name,
    type,
    avatar: participantAvatar(type, row.userId, row.name),
    isOnline: row.isOnline,
    lastReadAt: row.lastReadAt?.toISOString() ?? null,
  };
}

/**
 * Whether `viewerId` may send text and project briefs: nobody writes to someone they blocked or who blocked
 * them (`blocked`: the viewer's blocks either way, decision 050); a partner cannot message a Booked creative
 * (spec part 2, section 4). Creatives can otherwise always answer.
 */
export function sendPermission(
  thread: Pick<ThreadRow, 'createdBy'>,
  participants: readonly ParticipantRow[],
  viewerId: string,
  blocked: ReadonlySet<string>,
): SendPermission {
  if (participants.some((p) => p.userId !== viewerId && blocked.has(p.userId))) {
    return { allowed: false, reason: SAFETY_MESSAGES.cannotMessage };
  }
  if (participantType(thread, viewerId) !== 'brand') return { allowed: true, reason: null };
  const booked = participants.find(
    (p) => p.userId !== viewerId && participantType(thread, p.userId) === 'creator' && p.availability === 'booked',
  );
  return booked ? { allowed: false, reason: bookedMessage(booked.name) } : { allowed: true, reason: null };
}

export function toThreadSummary(
  row: ThreadListRow,
  participants: readonly ParticipantRow[],
  lastMessage: MessageRow | null,
  viewerId: string,
  blocked: ReadonlySet<string>,
): ThreadSummary {
  return {
    id: row.id,
    subject: row.subject,
    projectTitle: row.projectTitle,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastMessage: lastMessage ? toChatMessage(row, lastMessage) : null,
    unreadCount: row.unreadCount,
    participants: participants.map((p) => toParticipant(row, p)),
    canSend: sendPermission(row, participants, viewerId, blocked),
  };
}
