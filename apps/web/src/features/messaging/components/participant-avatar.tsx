import type { ThreadParticipant } from '@pulse/domain/messaging';
import { Avatar } from '../../../ui/avatar';

/** A participant's avatar with a green dot while they are online. */
export function ParticipantAvatar({
  participant,
  size = 'md',
}: {
  participant: ThreadParticipant;
  size?: 'sm' | 'md';
}) {
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar
        src={participant.avatar}
        size={size === 'md' ? 44 : 36}
        className={size === 'md' ? 'size-11' : 'size-9'}
      />
      {participant.isOnline ? (
        <span
          aria-hidden="true"
          className="absolute right-0 bottom-0 size-3 rounded-full bg-success ring-2 ring-surface"
        />
      ) : null}
    </span>
  );
}

/** The people in the thread other than the viewer (the one the viewer talks to). */
export function counterpartOf(participants: readonly ThreadParticipant[], viewerId: string): ThreadParticipant | null {
  return participants.find((p) => p.id !== viewerId) ?? participants[0] ?? null;
}
