import type { Me } from '@pulse/domain/accounts';
import {
  briefDraftFrom,
  creativeApplicationFrom,
  type LouState,
  partnerApplicationFrom,
} from '@pulse/domain/lou/engine';
import type { CreativeRole, PickableRole } from '@pulse/domain/roles-contracts';
import { chooseRole } from '../api/choose-role';
import { saveBrief } from '../api/save-brief';
import { saveConversation } from '../api/save-conversation';
import { submitCreative } from '../api/submit-creative';
import { submitPartner } from '../api/submit-partner';
import type { RunLouEffect } from './use-lou-conversation';

const FLOW_ROLE: Record<NonNullable<LouState['flow']>, PickableRole> = {
  creative: 'creator',
  partner: 'brand',
  fan: 'fan',
};

const SPECIALTY_ROLE: Record<string, CreativeRole> = {
  Producer: 'producer',
  Videographer: 'videographer',
  'Graphic Designer': 'designer',
};

function creativeRoleOf(state: LouState): CreativeRole | undefined {
  if (state.start.creativeRole) return state.start.creativeRole;
  const picked = creativeApplicationFrom(state, null).genres;
  return picked.map((g) => SPECIALTY_ROLE[g]).find(Boolean);
}

/**
 * The chat's server calls: the role (a session for a new visitor; a fan is approved at once), the saved
 * conversation, then the application; or the drafted brief. The conversation is saved once per chat.
 */
export function createLouEffectRunner(options: { onSessionChanged?: (user: Me) => void } = {}): RunLouEffect {
  // One saved conversation per chat: a retry reuses it; a restarted chat (new first message) saves anew.
  let saved: { firstMessageId: string; convoId: string } | null = null;
  return async (effect, state, transcript) => {
    if (effect === 'saveBrief') {
      await saveBrief(briefDraftFrom(state));
      return;
    }
    const flow = state.flow;
    if (!flow) throw new Error('The conversation has no flow yet.');
    const role = FLOW_ROLE[flow];
    const creativeRole = role === 'creator' ? creativeRoleOf(state) : undefined;
    const { user } = await chooseRole({ role, ...(creativeRole ? { creativeRole } : {}) });
    options.onSessionChanged?.(user);
    const firstMessageId = transcript[0]?.id ?? '';
    if (saved?.firstMessageId !== firstMessageId) {
      const { convo_id } = await saveConversation({
        flow,
        messages: transcript.map((m) => ({ sender: m.sender, content: m.content, timestamp: m.timestamp })),
      });
      saved = { firstMessageId, convoId: convo_id };
    }
    const convoId = saved.convoId;
    if (flow === 'creative') await submitCreative(creativeApplicationFrom(state, convoId));
    if (flow === 'partner') await submitPartner(partnerApplicationFrom(state, convoId));
  };
}
