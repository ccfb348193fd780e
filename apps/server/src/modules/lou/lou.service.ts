import {
  BRIEF_NOT_FOUND_MESSAGE,
  CONVERSATION_NOT_FOUND_MESSAGE,
  type LouBrief,
  type LouConfigResponse,
  type LouConversation,
  ONLY_PARTNERS_DRAFT_MESSAGE,
  type PhraseLouReplyResponse,
  type SaveLouBriefInput,
  type SaveLouConversationRequest,
  type SaveLouConversationResponse,
} from '@pulse/domain/lou/contracts';
import { BUDGET_BOUNDS_CENTS, type BudgetLabel } from '@pulse/domain/lou/parsing';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { BriefRow, LouConversationRow, LouRepository } from './lou.repository';
import { type LouLlmConfig, phraseWithLlm } from './lou-llm';

function toConversation(row: LouConversationRow): LouConversation {
  return { id: row.id, flow: row.flow, messages: row.messages, createdAt: row.createdAt.toISOString() };
}

function toBrief(row: BriefRow): LouBrief {
  return {
    id: row.id,
    kind: 'project',
    status: 'draft',
    source: 'lou',
    title: row.title,
    goal: row.goal,
    category: row.category,
    budgetText: row.budgetText,
    budgetMinCents: row.budgetMinCents,
    budgetMaxCents: row.budgetMaxCents,
    deadline: row.deadline,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Lou's saved conversations, the briefs Lou drafts, and the optional language model's phrasing. Everything of
 * Lou belongs to a session, a guest's or an account's: `userId` is that session's user.
 */
export function createLouService(deps: { repo: LouRepository; llm: LouLlmConfig | null; log: FastifyBaseLogger }) {
  const { repo } = deps;

  return {
    /** save-responses: the transcript as the chat showed it; returns convo_id. */
    async saveConversation(userId: string, input: SaveLouConversationRequest): Promise<SaveLouConversationResponse> {
      const row = await repo.insertConversation({
        id: newId(),
        userId,
        flow: input.flow,
        messages: input.messages.map((m) => ({ sender: m.sender, content: m.content, timestamp: m.timestamp })),
      });
      return { convo_id: row.id };
    },

    /** The speaker reads their own conversation, admins read any (the review queue); others get 404. */
    async getConversation(userId: string, id: string): Promise<LouConversation> {
      const row = await repo.findConversation(id);
      if (!row) throw new AppError('not_found', CONVERSATION_NOT_FOUND_MESSAGE);
      if (row.userId !== userId && (await repo.findUserRole(userId)) !== 'admin') {
        throw new AppError('not_found', CONVERSATION_NOT_FOUND_MESSAGE);
      }
      return toConversation(row);
    },

    /** Brief from chat: a project brief in draft, owned by the partner (DESIGN 5.1: pending partners may draft). */
    async saveBrief(userId: string, input: SaveLouBriefInput): Promise<LouBrief> {
      if ((await repo.findUserRole(userId)) !== 'brand') throw new AppError('forbidden', ONLY_PARTNERS_DRAFT_MESSAGE);
      const bounds = input.budget ? BUDGET_BOUNDS_CENTS[input.budget as BudgetLabel] : null;
      const row = await repo.insertBrief({
        id: newId(),
        ownerId: userId,
        kind: 'project',
        status: 'draft',
        source: 'lou',
        title: input.title,
        goal: input.goal,
        description: input.goal,
        category: input.category,
        budgetText: input.budget,
        budgetMinCents: bounds?.min ?? null,
        budgetMaxCents: bounds?.max ?? null,
        deadline: input.deadline,
      });
      return toBrief(row);
    },

    /** Drafts are private: only the owner reads them; anyone else gets 404. */
    async getBrief(userId: string, id: string): Promise<LouBrief> {
      const row = await repo.findOwnBrief(id, userId);
      if (row?.source !== 'lou') throw new AppError('not_found', BRIEF_NOT_FOUND_MESSAGE);
      return toBrief(row);
    },

    config(): LouConfigResponse {
      return { llm: deps.llm !== null };
    },

    /**
     * The rules decided the reply; a language model, when configured, only rephrases it. `log`: the request's
     * logger when there is one, so a failed call is logged with its request id.
     */
    async phrase(
      input: { reply: string; context: { sender: 'lou' | 'user'; content: string }[] },
      log: FastifyBaseLogger = deps.log,
    ): Promise<PhraseLouReplyResponse> {
      if (!deps.llm) return { content: input.reply, source: 'rules' };
      const content = await phraseWithLlm(deps.llm, input.reply, input.context, log);
      return content ? { content, source: 'llm' } : { content: input.reply, source: 'rules' };
    },
  };
}
export type LouService = ReturnType<typeof createLouService>;
