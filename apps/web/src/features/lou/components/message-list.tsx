import { cn } from '../../../lib/cn';
import { LouAvatar, TypingIndicator } from './typing-indicator';
import type { ChatMessage } from './use-lou-conversation';

/** The conversation, newest at the bottom; new messages are announced politely. */
export function MessageList({ messages, typing }: { messages: readonly ChatMessage[]; typing: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Conversation with Lou" aria-live="polite" className="flex flex-col gap-3">
        {messages.map((m) => (
          <li
            key={m.id}
            className={cn('flex items-end gap-2 motion-safe:animate-rise', m.sender === 'user' && 'justify-end')}
          >
            {m.sender === 'lou' ? <LouAvatar /> : null}
            <p
              className={cn(
                'max-w-[80%] whitespace-pre-line rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed',
                m.sender === 'lou'
                  ? 'rounded-bl-sm bg-raised text-fg ring-1 ring-line'
                  : 'rounded-br-sm bg-accent font-medium text-ink',
              )}
            >
              <span className="sr-only">{m.sender === 'lou' ? 'Lou: ' : 'You: '}</span>
              {m.content}
            </p>
          </li>
        ))}
      </ol>
      {typing ? <TypingIndicator /> : null}
    </div>
  );
}
