import { Dna } from 'lucide-react';

/** "Your Taste DNA" and its line (already formatted by the server: up to 3 tags joined by a middle dot). */
export function TasteDnaHeader({ tasteDna }: { tasteDna: string }) {
  return (
    <header className="flex items-center gap-3 rounded-card bg-surface px-3 py-2 ring-1 ring-line">
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Dna aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">Your Taste DNA</h2>
        <p className="truncate font-display text-base font-bold text-fg" data-testid="taste-dna">
          {tasteDna}
        </p>
      </div>
    </header>
  );
}
