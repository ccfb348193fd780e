import { canSendText, MESSAGE_MAX } from '@pulse/domain/messaging';
import { FileText, SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-50';

interface ComposerProps {
  /** Sends the text; rejects to keep it in the box. */
  onSend: (text: string) => Promise<unknown>;
  disabled?: boolean;
  /** Shown instead of the hint when the composer is disabled (a Booked creative). */
  disabledReason?: string | null;
  /** Project Brief: only the partner in the thread has it. */
  onProjectBrief?: () => void;
  placeholder?: string;
  autoFocus?: boolean;
}

/**
 * The message box (spec part 2, section 5: message send): Enter without Shift sends, Shift+Enter makes a new
 * line; blank text is ignored and Send stays disabled. The text clears at once and comes back if the send
 * fails.
 */
export function Composer({ onSend, disabled, disabledReason, onProjectBrief, placeholder, autoFocus }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const ready = canSendText(text) && !disabled;

  async function submit() {
    if (!ready) return;
    const value = text.trim();
    setText('');
    setSending(true);
    try {
      await onSend(value);
    } catch {
      setText((current) => (current === '' ? value : current));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form
      className="flex flex-col gap-2 border-t border-line bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {disabled && disabledReason ? (
        <p className="text-sm font-medium text-danger" role="status">
          {disabledReason}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        {onProjectBrief ? (
          <button
            type="button"
            className={`${iconButton} bg-raised text-fg ring-1 ring-line-strong hover:ring-fg/60`}
            aria-label="Send a project brief"
            title="Send a project brief"
            onClick={onProjectBrief}
            disabled={disabled}
          >
            <FileText aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={MESSAGE_MAX}
          disabled={disabled}
          placeholder={placeholder ?? 'Write a message…'}
          autoFocus={autoFocus}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-field bg-raised px-4 py-2.5 text-base text-fg ring-1 ring-line-strong placeholder:text-muted/80 focus:ring-2 focus:ring-accent focus:outline-none disabled:opacity-60 field-sizing-content"
        />
        <button
          type="submit"
          className={`${iconButton} bg-accent text-ink shadow-glow hover:bg-accent-hover`}
          aria-label="Send"
          title="Send"
          disabled={!ready}
          aria-busy={sending || undefined}
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
    </form>
  );
}
