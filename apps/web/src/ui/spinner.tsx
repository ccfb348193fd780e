import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

/** The one loading line: a spinner and what is loading ("Loading your deals..."), announced politely. */
export function Loading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-muted', className)}>
      <Spinner className="text-accent" /> {children}
    </p>
  );
}
