/** Taste: the Taste DNA line and the tags the profile leans on most, from the real weights. */
export function ProfileTaste({ tasteDna, weights }: { tasteDna: string; weights: Record<string, number> }) {
  const liked = Object.entries(weights)
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  const top = liked[0]?.[1] ?? 1;
  return (
    <div className="flex flex-col gap-5">
      <section className="rounded-card bg-surface p-4 ring-1 ring-line">
        <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">Your Taste DNA</h2>
        <p className="mt-1 font-display text-xl font-bold text-fg">{tasteDna}</p>
      </section>
      <section aria-labelledby="leans-heading">
        <h2 id="leans-heading" className="font-display text-lg font-bold text-fg">
          What you lean towards
        </h2>
        {liked.length === 0 ? (
          <p className="mt-1 text-sm text-muted">Co-sign a few creatives and your strongest vibes show up here.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {liked.map(([tag, weight]) => (
              <li key={tag} className="flex items-center gap-3 text-sm">
                <span className="w-28 shrink-0 truncate text-fg">{tag}</span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-raised" aria-hidden="true">
                  <span className="block h-full rounded-full bg-accent" style={{ width: `${(weight / top) * 100}%` }} />
                </span>
                <span className="w-10 text-right text-muted tabular-nums">{weight.toFixed(1)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
