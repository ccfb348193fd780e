import {
  type ComposeSignalRequest,
  type ComposeSignalResponse,
  ONLY_CREATIVES_SIGNAL_MESSAGE,
  type SignalAudienceResponse,
  signalTitle,
} from '@pulse/domain/messaging';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { MessagingRepository } from './messaging.repository';
import { notifyMany, TxEffects } from './notifications';

const PREVIEW_CHARS = 140;

/**
 * `/compose`: a creative's signal to their followers. The signal is stored where Send The Signal keeps it (the
 * studio's Recent tab shows it) and every follower gets a notification, in one transaction.
 */
export function createComposeService(deps: { repo: MessagingRepository }) {
  const { repo } = deps;

  /** The caller's row when they are a creative (the signal carries their name); null otherwise. */
  async function creative(userId: string) {
    const me = await repo.findUser(userId);
    return me?.role === 'creator' ? me : null;
  }

  return {
    async audience(userId: string): Promise<SignalAudienceResponse> {
      const me = await creative(userId);
      if (!me) return { followers: 0, canCompose: { allowed: false, reason: ONLY_CREATIVES_SIGNAL_MESSAGE } };
      return { followers: await repo.countFollowers(me.id), canCompose: { allowed: true, reason: null } };
    },

    async compose(userId: string, input: ComposeSignalRequest): Promise<ComposeSignalResponse> {
      const me = await creative(userId);
      if (!me) throw new AppError('forbidden', ONLY_CREATIVES_SIGNAL_MESSAGE);
      return repo.transaction(async (q, tx) => {
        const signal = await q.insertSignal({ id: newId(), userId: me.id, content: input.content, context: 'profile' });
        // A follower either side blocked gets no signal (no messages either way, decision 050).
        const blocked = new Set(await q.blockedIdsOf(me.id));
        const followers = (await q.followerIds(me.id)).filter((id) => !blocked.has(id));
        const effects = new TxEffects();
        const delivered = await notifyMany(tx, effects, followers, {
          kind: 'signal',
          title: signalTitle(me.name),
          body: input.content.length > PREVIEW_CHARS ? `${input.content.slice(0, PREVIEW_CHARS - 1)}…` : input.content,
          link: `/creator/${encodeURIComponent(me.id)}`,
        });
        await effects.flush(tx);
        return {
          signal: {
            id: signal.id,
            content: signal.content,
            context: signal.context,
            createdAt: signal.createdAt.toISOString(),
          },
          delivered,
        };
      });
    },
  };
}
export type ComposeService = ReturnType<typeof createComposeService>;
