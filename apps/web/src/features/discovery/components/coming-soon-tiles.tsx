/** The planned features, shown only as Coming Soon tiles (spec part 1, section 1). */
const TILES = [
  { name: 'PulseMap', about: 'Vibes across eras' },
  { name: 'PulseCircles', about: 'Community rooms' },
  { name: 'PulsePath', about: 'A taste timeline' },
] as const;

export function ComingSoonTiles() {
  return (
    <ul className="grid grid-cols-3 gap-2" aria-label="Coming soon">
      {TILES.map((tile) => (
        <li key={tile.name} className="rounded-card bg-surface p-3 ring-1 ring-line">
          <p className="text-[0.65rem] font-semibold tracking-wider text-accent uppercase">Coming Soon</p>
          <p className="mt-1 font-display text-sm font-bold text-fg">{tile.name}</p>
          <p className="text-xs text-muted">{tile.about}</p>
        </li>
      ))}
    </ul>
  );
}
