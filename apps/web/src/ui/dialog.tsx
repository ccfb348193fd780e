import { X } from 'lucide-react';
import { Dialog as Radix } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { cn } from '../lib/cn';

export type DialogSize = 'md' | 'lg';
export type DialogVariant = 'sheet' | 'panel' | 'media';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading (read by screen readers only in the `panel` variant). */
  title: ReactNode;
  /** A line under the title, the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Width on a wide screen: `md` for forms and confirmations, `lg` for wide content (a comparison table). */
  size?: DialogSize;
  /**
   * `sheet`: the frame with the title, close button and scrolling body (every form and confirmation).
   * `panel`: the child is a card with its own header and close (the chat panel); full screen on a phone.
   * `media`: the full-screen viewer of pictures on a dark backdrop (the lightbox).
   */
  variant?: DialogVariant;
  /** Buttons that stay in view under the scrolling body. */
  footer?: ReactNode;
  /** Controls beside the close button of the `media` variant (the lightbox's download link). */
  actions?: ReactNode;
  /** Disables the close button while something is being sent. */
  busy?: boolean;
  /** `alertdialog`: a yes-or-no that a click outside does not dismiss. */
  role?: 'dialog' | 'alertdialog';
  /** The button that opens it; focus returns to it, or to whatever opened the dialog, on close. */
  trigger?: ReactNode;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

const overlayBase = 'fixed inset-0 z-50 backdrop-blur-sm motion-safe:animate-fade-in';

const sheet =
  'fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 mx-auto flex max-h-[calc(100dvh-1.5rem-env(safe-area-inset-top)-env(safe-area-inset-bottom))] flex-col overflow-hidden rounded-card bg-surface shadow-float ring-1 ring-line outline-none motion-safe:animate-rise sm:inset-x-6 sm:top-1/2 sm:bottom-auto sm:max-h-[85dvh] sm:-translate-y-1/2';

const widths: Record<DialogSize, string> = { md: 'max-w-lg', lg: 'max-w-4xl' };

const panel =
  'fixed inset-0 z-50 flex flex-col px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-[max(0.5rem,env(safe-area-inset-bottom))] outline-none motion-safe:animate-rise sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[min(44rem,90dvh)] sm:w-[34rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-0';

const media =
  'fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 px-4 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1rem,env(safe-area-inset-bottom))] outline-none sm:p-10';

const closeSheet =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted ring-1 ring-line transition hover:bg-raised hover:text-fg disabled:opacity-50';

/** The round control of the media viewer (close, download, previous, next), legible over any picture. */
export const mediaControl =
  'inline-flex size-11 items-center justify-center rounded-full bg-ink/70 text-fg ring-1 ring-line-strong backdrop-blur transition hover:bg-raised disabled:opacity-30';

/**
 * The one dialog (Radix: focus kept inside, Escape and a click outside close, the page behind inert). On a phone
 * the `sheet` floats at the bottom above the safe area; on a wide screen it sits in the middle. A tall body
 * scrolls under the title, and a `footer` stays in view.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  variant = 'sheet',
  footer,
  actions,
  busy = false,
  role = 'dialog',
  trigger,
  onKeyDown,
}: DialogProps) {
  // Radix returns focus to its Trigger only; a dialog opened by another button returns focus there.
  const opener = useRef<HTMLElement | null>(null);
  const alert = role === 'alertdialog';
  const keepOpen = alert ? (event: Event) => event.preventDefault() : undefined;

  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Radix.Trigger asChild>{trigger}</Radix.Trigger> : null}
      <Radix.Portal>
        <Radix.Overlay className={cn(overlayBase, variant === 'media' ? 'bg-ink/95' : 'bg-ink/80')} />
        <Radix.Content
          role={role}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onKeyDown={onKeyDown}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            if (trigger || !back?.isConnected) return;
            event.preventDefault();
            back.focus();
          }}
          className={variant === 'sheet' ? cn(sheet, widths[size]) : variant === 'panel' ? panel : media}
        >
          {variant === 'panel' ? (
            <>
              <Radix.Title className="sr-only">{title}</Radix.Title>
              {description ? <Radix.Description className="sr-only">{description}</Radix.Description> : null}
              {children}
            </>
          ) : variant === 'media' ? (
            <>
              <div className="flex w-full max-w-6xl items-center justify-between gap-3">
                <Radix.Title className="truncate font-display text-lg font-semibold text-fg">{title}</Radix.Title>
                <div className="flex shrink-0 gap-2">
                  {actions}
                  <Radix.Close className={mediaControl} aria-label="Close" disabled={busy}>
                    <X aria-hidden="true" className="size-5" />
                  </Radix.Close>
                </div>
              </div>
              {description ? <Radix.Description className="sr-only">{description}</Radix.Description> : null}
              {children}
            </>
          ) : (
            <>
              <Radix.Title className="px-5 pt-5 pr-16 pb-3 font-display text-2xl font-bold text-balance break-words sm:px-6 sm:pt-6 sm:pr-16">
                {title}
              </Radix.Title>
              <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-5 pb-5 sm:px-6 sm:pb-6">
                {description ? (
                  <Radix.Description className="text-sm text-muted">{description}</Radix.Description>
                ) : null}
                {children}
              </div>
              {footer ? (
                <div className="flex flex-wrap justify-end gap-3 border-t border-line px-5 py-4 sm:px-6">{footer}</div>
              ) : null}
              {/* Last in the tab order, so focus starts on the form (or the least destructive answer). */}
              <Radix.Close
                className={cn(closeSheet, 'absolute top-4 right-4 sm:top-5 sm:right-5')}
                aria-label="Close"
                disabled={busy}
              >
                <X aria-hidden="true" className="size-5" />
              </Radix.Close>
            </>
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
