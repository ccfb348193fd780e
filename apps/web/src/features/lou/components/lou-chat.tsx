import { isOnboardingComplete, type LouStart } from '@pulse/domain/lou/engine';
import { LOU_APPLICATION_DESTINATIONS, LOU_ASSISTANT_DESTINATIONS } from '@pulse/domain/lou/flows';
import { LOU_ENTER_BUTTON_DELAY_MS, LOU_REDIRECT_DELAY_MS } from '@pulse/domain/lou/messages';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { ChatInput } from './chat-input';
import { MessageList } from './message-list';
import { MultiSelectReplies, QuickReplies } from './quick-replies';
import { LouAvatar } from './typing-indicator';
import { type PhraseLou, type RunLouEffect, useLouConversation } from './use-lou-conversation';

export interface LouChatProps {
  start: LouStart;
  runEffect: RunLouEffect;
  phrase?: PhraseLou;
  /** 1500 ms by default (spec section 9); tests pass 0. */
  typingDelayMs?: number;
  /** 500 ms by default. */
  enterDelayMs?: number;
  /** 1.2 s (creative, partner) or 2 s (fan) by default. */
  redirectDelayMs?: number;
}

/**
 * A conversation with Lou. The chat applications redirect when they are done; the assistant shows an enter
 * button to the role's home instead.
 */
export function LouChat({ start, runEffect, phrase, typingDelayMs, enterDelayMs, redirectDelayMs }: LouChatProps) {
  const navigate = useNavigate();
  const { messages, typing, state, effectError, send } = useLouConversation({
    start,
    runEffect,
    phrase,
    typingDelayMs,
  });
  const done = isOnboardingComplete(state) && state.flow !== null;
  const [showEnter, setShowEnter] = useState(false);

  useEffect(() => {
    if (!done || start.entry !== 'assistant') {
      setShowEnter(false);
      return;
    }
    const timer = setTimeout(() => setShowEnter(true), enterDelayMs ?? LOU_ENTER_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, start.entry, enterDelayMs]);

  const flow = state.flow;
  const redirecting = start.entry === 'application' && state.phase === 'complete' && !typing && flow !== null;
  useEffect(() => {
    if (!redirecting || !flow) return;
    const timer = setTimeout(
      () => navigate(LOU_APPLICATION_DESTINATIONS[flow]),
      redirectDelayMs ?? LOU_REDIRECT_DELAY_MS[flow],
    );
    return () => clearTimeout(timer);
  }, [redirecting, flow, navigate, redirectDelayMs]);

  // The newest message and the input stay in view, clear of the floating navigation (scroll margin).
  const bottom = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the list or the typing state changes
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end', behavior: 'smooth' });
  }, [messages.length, typing, showEnter]);

  const lastMessage = messages.at(-1);
  const replies = !typing && lastMessage?.sender === 'lou' && lastMessage.options ? lastMessage : null;

  return (
    <section aria-labelledby="lou-title" className="flex flex-col gap-4 pb-20">
      <header className="flex items-center gap-3">
        <LouAvatar />
        <div>
          <h1 id="lou-title" className="font-display text-2xl font-bold text-fg">
            Lou
          </h1>
          <p className="text-sm text-muted">Your Pulse guide (AI Agent)</p>
        </div>
      </header>

      <div className="flex min-h-[50vh] flex-col justify-end gap-4 rounded-card bg-ink/40 p-3 ring-1 ring-line sm:p-5">
        <MessageList messages={messages} typing={typing} />
        {replies?.multi ? (
          <MultiSelectReplies
            key={replies.id}
            options={replies.options ?? []}
            disabled={typing}
            onSend={(values) => send({ type: 'select', values })}
          />
        ) : replies ? (
          <QuickReplies
            options={replies.options ?? []}
            disabled={typing}
            onPick={(option) => send({ type: 'text', text: option })}
          />
        ) : null}
        {effectError ? <Alert tone="danger">{effectError}</Alert> : null}
        {redirecting ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="text-accent" /> Taking you there...
          </p>
        ) : null}
        {showEnter && flow ? (
          <ButtonLink to={LOU_ASSISTANT_DESTINATIONS[flow]} size="lg" className="self-center">
            Enter Pulse <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        ) : null}
      </div>

      <ChatInput disabled={typing} onSend={(text) => send({ type: 'text', text })} />
      <p className="text-center text-sm text-muted">
        Type <strong className="text-fg">skip</strong>, <strong className="text-fg">back</strong> or{' '}
        <strong className="text-fg">restart</strong> any time.{' '}
        <Link to="/onboarding" className="font-semibold text-accent underline-offset-2 hover:underline">
          Prefer the traditional setup?
        </Link>
      </p>
      <div ref={bottom} aria-hidden="true" className="scroll-mb-28" />
    </section>
  );
}
