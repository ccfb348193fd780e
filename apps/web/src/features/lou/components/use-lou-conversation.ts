import {
  type LouEffect,
  type LouInput,
  type LouStart,
  type LouState,
  type LouTurn,
  respondToLou,
  startLou,
} from '@pulse/domain/lou/engine';
import { LOU_CONTEXT_MESSAGES, LOU_MESSAGES, LOU_TYPING_DELAY_MS } from '@pulse/domain/lou/messages';
import { parseCommand } from '@pulse/domain/lou/parsing';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';

export interface ChatMessage {
  id: string;
  sender: 'lou' | 'user';
  content: string;
  /** ISO 8601. */
  timestamp: string;
  options?: readonly string[];
  multi?: boolean;
}

/** Runs a server call the conversation asked for; a rejection makes Lou say the technical hiccup line. */
export type RunLouEffect = (effect: LouEffect, state: LouState, transcript: readonly ChatMessage[]) => Promise<void>;
/** Rephrases Lou's small talk (the optional language model); the rule-based text is the fallback. */
export type PhraseLou = (reply: string, context: readonly ChatMessage[]) => Promise<string>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The chat around the pure engine: Lou "types" for `typingDelayMs` before every reply (the welcome too),
 * input is ignored while she does, and effects run in between. Everything Lou says comes from the engine.
 */
export function useLouConversation(options: {
  start: LouStart;
  typingDelayMs?: number;
  runEffect: RunLouEffect;
  phrase?: PhraseLou;
}) {
  const { start, typingDelayMs = LOU_TYPING_DELAY_MS, runEffect, phrase } = options;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(true);
  const [state, setState] = useState<LouState>(() => startLou(start).state);
  const [effectError, setEffectError] = useState<string | null>(null);

  const stateRef = useRef(state);
  const messagesRef = useRef<ChatMessage[]>([]);
  const typingRef = useRef(true);
  // Bumped on unmount (and by StrictMode's double mount): late timers of an old run do nothing.
  const generation = useRef(0);
  const nextId = useRef(0);
  const latest = useRef({ runEffect, phrase, typingDelayMs });
  latest.current = { runEffect, phrase, typingDelayMs };

  const append = useCallback((added: Omit<ChatMessage, 'id' | 'timestamp'>[]) => {
    const now = new Date().toISOString();
    const next = [...messagesRef.current, ...added.map((m) => ({ ...m, id: `m${++nextId.current}`, timestamp: now }))];
    messagesRef.current = next;
    setMessages(next);
  }, []);

  const setBusy = useCallback((busy: boolean) => {
    typingRef.current = busy;
    setTyping(busy);
  }, []);

  const deliver = useCallback(
    async (turn: LouTurn, run: number): Promise<void> => {
      const { runEffect: runIt, phrase: phraseIt, typingDelayMs: delay } = latest.current;
      setBusy(true);
      stateRef.current = turn.state;
      setState(turn.state);
      const context = messagesRef.current.slice(-LOU_CONTEXT_MESSAGES);
      const texts = Promise.all(
        turn.replies.map((r) =>
          r.phrasable && phraseIt ? phraseIt(r.content, context).catch(() => r.content) : Promise.resolve(r.content),
        ),
      );
      const [contents] = await Promise.all([texts, wait(delay)]);
      if (run !== generation.current) return;
      append(
        turn.replies.map((r, i) => ({
          sender: 'lou' as const,
          content: contents[i] ?? r.content,
          ...(r.options ? { options: r.options } : {}),
          ...(r.multi ? { multi: true } : {}),
        })),
      );
      if (!turn.effect) {
        setBusy(false);
        return;
      }
      let next: LouTurn;
      try {
        await runIt(turn.effect, turn.state, messagesRef.current);
        setEffectError(null);
        next = respondToLou(stateRef.current, { type: 'effectDone' });
      } catch (error) {
        setEffectError(errorMessage(error));
        next = respondToLou(stateRef.current, { type: 'effectFailed' });
      }
      if (run !== generation.current) return;
      await deliver(next, run);
    },
    [append, setBusy],
  );

  const { entry, flow, creativeRole } = start;
  useEffect(() => {
    const run = ++generation.current;
    messagesRef.current = [];
    setMessages([]);
    void deliver(startLou({ entry, flow, creativeRole }), run);
    return () => {
      generation.current++;
    };
  }, [entry, flow, creativeRole, deliver]);

  /** Sends a typed message or the picked options; ignored while Lou types or when blank. */
  const send = useCallback(
    (input: Extract<LouInput, { type: 'text' } | { type: 'select' }>) => {
      if (typingRef.current) return;
      const content = input.type === 'text' ? input.text.trim() : input.values.join(', ');
      if (content === '') return;
      // "restart" resets everything, the transcript included.
      if (input.type === 'text' && parseCommand(content) === 'restart') {
        messagesRef.current = [];
        setEffectError(null);
      }
      append([{ sender: 'user', content }]);
      let turn: LouTurn;
      try {
        turn = respondToLou(stateRef.current, input);
      } catch {
        turn = { state: stateRef.current, replies: [{ content: LOU_MESSAGES.internalFailure }], effect: null };
      }
      void deliver(turn, generation.current);
    },
    [append, deliver],
  );

  return { messages, typing, state, effectError, send };
}
