import { SWIPE_END_TEXT, SWIPE_END_TITLE } from '@pulse/domain/swipe';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';

/** Every card decided (or none to show). */
export function SwipeEnd({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-surface px-6 py-12 text-center ring-1 ring-line">
      <Sparkles aria-hidden="true" className="size-10 text-accent" />
      <h2 className="font-display text-2xl font-bold text-fg">{SWIPE_END_TITLE}</h2>
      <p className="text-muted">{SWIPE_END_TEXT}</p>
      {children}
    </div>
  );
}
