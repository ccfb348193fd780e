import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';

const INPUT_MAX = 500;

/** The message box: Enter sends, Shift+Enter adds a line; blank messages and typing time send nothing. */
export function ChatInput({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState('');

  function submit() {
    if (disabled || text.trim() === '') return;
    onSend(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      className="flex items-end gap-2 rounded-3xl bg-surface p-2 ring-1 ring-line focus-within:ring-accent"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="lou-message" className="sr-only">
        Message Lou
      </label>
      <textarea
        id="lou-message"
        rows={1}
        value={text}
        maxLength={INPUT_MAX}
        disabled={disabled}
        placeholder={disabled ? 'Lou is typing...' : 'Type your answer...'}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-32 min-h-11 flex-1 resize-none bg-transparent px-3 py-2.5 text-base text-fg placeholder:text-muted focus:outline-none disabled:cursor-not-allowed"
      />
      <button
        type="submit"
        aria-label="Send"
        disabled={disabled || text.trim() === ''}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-ink transition hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-40"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
