import { Link } from 'react-router';

/**
 * The explore page's feature tiles (spec part 1, section 1): PulseMap and PulseCircles exist now and open;
 * PulsePath stays a Coming Soon tile (DESIGN 1).
 */
const TILES = [
  { name: 'PulseMap', about: 'Vibes across eras', to: '/pulse-map' },
  { name: 'PulseCircles', about: 'Community rooms', to: '/pulse-circles' },
  { name: 'PulsePath', about: 'A taste timeline', to: null },
] as const;

export function ComingSoonTiles() {
  return (
    <ul className="grid grid-cols-3 gap-2" aria-label="Pulse features">
      {TILES.map((tile) => (
        <li key={tile.name}>
          {tile.to ? (
            <Link
              to={tile.to}
              className="block h-full rounded-card bg-surface p-3 ring-1 ring-line transition hover:ring-accent focus-visible:ring-accent"
            >
              <p className="text-[0.65rem] font-semibold tracking-wider text-success uppercase">Open</p>
              <p className="mt-1 font-display text-sm font-bold text-fg">{tile.name}</p>
              <p className="text-xs text-muted">{tile.about}</p>
            </Link>
          ) : (
            <div className="h-full rounded-card bg-surface p-3 ring-1 ring-line">
              <p className="text-[0.65rem] font-semibold tracking-wider text-accent uppercase">Coming Soon</p>
              <p className="mt-1 font-display text-sm font-bold text-fg">{tile.name}</p>
              <p className="text-xs text-muted">{tile.about}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
