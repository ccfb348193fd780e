import { LOU_CONTEXT_MESSAGES } from '@pulse/domain/lou/messages';
import type { FastifyBaseLogger } from 'fastify';

export interface LouLlmConfig {
  url: string;
  key: string;
  model: string;
  timeoutMs?: number;
}

export interface LouContextMessage {
  sender: 'lou' | 'user';
  content: string;
}

const SYSTEM_PROMPT = [
  'You are Lou, the friendly onboarding guide of Pulse, a marketplace for college creatives, partners and fans.',
  'Rephrase the draft reply in your own warm, short voice (at most two sentences).',
  'Keep every fact, name and question of the draft; add no new facts, promises, links or questions.',
  'Answer with the reply text only.',
].join(' ');

const REPLY_MAX = 600;

/** OpenAI-compatible: a base URL (…/v1) gets /chat/completions; a full endpoint URL is used as is. */
export function chatCompletionsUrl(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

/**
 * Asks the language model to phrase a rule-based reply, with the last 5 messages as context. Returns null
 * (and logs why) on any failure, so the caller falls back to the rule-based text.
 */
export async function phraseWithLlm(
  config: LouLlmConfig,
  reply: string,
  context: readonly LouContextMessage[],
  log: FastifyBaseLogger,
): Promise<string | null> {
  const messages = [
    { role: 'system', content: SYSTEM_PROMPT },
    ...context.slice(-LOU_CONTEXT_MESSAGES).map((m) => ({
      role: m.sender === 'lou' ? 'assistant' : 'user',
      content: m.content,
    })),
    { role: 'user', content: `Draft reply: ${reply}` },
  ];
  try {
    const response = await fetch(chatCompletionsUrl(config.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.6, max_tokens: 200 }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 4000),
    });
    if (!response.ok) {
      log.warn({ status: response.status }, 'lou: language model answered with an error; using the rule-based reply');
      return null;
    }
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') {
      log.warn('lou: language model gave no text; using the rule-based reply');
      return null;
    }
    return content.trim().slice(0, REPLY_MAX);
  } catch (err) {
    log.warn({ err }, 'lou: language model call failed; using the rule-based reply');
    return null;
  }
}
