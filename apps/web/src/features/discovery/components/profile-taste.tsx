import type { TasteStrength } from '@pulse/domain/taste-dna';

/**
 * Taste: the Taste DNA line and the liked tags it is made of, strongest first, each with its share of the
 * profile. The server derives both from the same weights (decision 028), so they never disagree.
 */
export function ProfileTaste({ tasteDna, strengths }: { tasteDna: string; strengths: readonly TasteStrength[] }) {
  const top = strengths[0]?.percent ?? 100;
  return (
    <div className="flex flex-col gap-5">
      <section className="rounded-card bg-surface p-4 ring-1 ring-line">
        <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">Your Taste DNA</h2>
        <p className="mt-1 font-display text-xl font-bold text-fg" data-testid="taste-dna">
          {tasteDna}
        </p>
      </section>
      <section aria-labelledby="leans-heading">
        <h2 id="leans-heading" className="font-display text-lg font-bold text-fg">
          What you lean towards
        </h2>
        {strengths.length === 0 ? (
          <p className="mt-1 text-sm text-muted">Co-sign a few creatives and your strongest vibes show up here.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted">Share of your taste profile, from your answers and co-signs.</p>
            <ol className="mt-3 flex flex-col gap-2.5" aria-label="Your strongest vibes">
              {strengths.map((s) => (
                <li key={s.tag} className="grid grid-cols-[7.5rem_1fr_3rem] items-center gap-3 text-sm">
                  <span className="truncate font-medium text-fg">{s.label}</span>
                  {/* The bar is relative to the strongest vibe; the number is the share of the whole profile. */}
                  <span className="h-2 overflow-hidden rounded-full bg-raised" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-accent"
                      style={{ width: `${Math.max(4, (s.percent / top) * 100)}%` }}
                    />
                  </span>
                  <span className="text-right text-muted tabular-nums">{s.percent}%</span>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}
