/** Three pulsing dots while Lou "types" (spec section 9: 1500 ms before each reply). */
export function TypingIndicator() {
  return (
    <div role="status" aria-label="Lou is typing" className="flex items-center gap-2 text-sm text-muted">
      <LouAvatar />
      <span className="inline-flex items-center gap-1 rounded-2xl rounded-bl-sm bg-raised px-4 py-3 ring-1 ring-line">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className="size-2 rounded-full bg-muted motion-safe:animate-pulse"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </div>
  );
}

export function LouAvatar() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-display text-sm font-bold text-ink"
    >
      L
    </span>
  );
}
