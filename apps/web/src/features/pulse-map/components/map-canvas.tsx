import { MAP_NODE_HEIGHT, MAP_NODE_WIDTH, MAP_YOU_SIZE, type MapPerson } from '@pulse/domain/pulse-map';
import { cn } from '../../../lib/cn';
import { HEAT_FILL, HEAT_OUTLINE } from './heat';

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * The map itself. Positions and boxes are percentages from the domain's layout (decision 028), so the map
 * scales as one piece: each person's dot and name fill their box, boxes never overlap, and the name's type
 * follows the map's width (container units) within legible bounds.
 */
export function MapCanvas({
  people,
  selectedId,
  onSelect,
}: {
  people: readonly MapPerson[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <section
      className="@container relative mx-auto aspect-square w-full max-w-[36rem] overflow-hidden rounded-card bg-surface ring-1 ring-line"
      aria-label="Taste network"
    >
      {[20, 32, 44].map((r) => (
        <div
          key={r}
          aria-hidden
          className="absolute rounded-full border border-line"
          style={{ left: `${50 - r}%`, top: `${50 - r}%`, width: `${2 * r}%`, height: `${2 * r}%` }}
        />
      ))}
      <div
        className="absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent font-bold text-[clamp(0.8rem,3.4cqw,1.1rem)] text-ink shadow-glow"
        style={{ left: '50%', top: '50%', width: `${MAP_YOU_SIZE}%`, height: `${MAP_YOU_SIZE}%` }}
      >
        You
      </div>
      {people.map((p) => {
        const suggested = p.category === 'suggested';
        const selected = p.id === selectedId;
        return (
          <button
            key={p.id}
            type="button"
            aria-pressed={selected}
            data-category={p.category}
            onClick={() => onSelect(p.id)}
            className="group absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center gap-[0.5cqw] rounded-lg outline-offset-2"
            style={{ left: `${p.x}%`, top: `${p.y}%`, width: `${MAP_NODE_WIDTH}%`, height: `${MAP_NODE_HEIGHT}%` }}
          >
            <span
              aria-hidden
              className={cn(
                'flex aspect-square shrink-0 items-center justify-center rounded-full text-[clamp(0.65rem,2.4cqw,0.95rem)] font-bold transition-transform motion-safe:group-hover:scale-110',
                suggested
                  ? cn('border-2 border-dashed bg-surface', HEAT_OUTLINE[p.heat])
                  : cn('ring-2', HEAT_FILL[p.heat]),
                selected && 'outline-3 outline-fg outline-offset-2',
              )}
              style={{ width: `${(p.size / MAP_NODE_WIDTH) * 100}%` }}
            >
              {initials(p.name)}
            </span>
            {/* The visible name starts the button's name, as a speech user says it (axe label-content-name-mismatch). */}
            <span
              className={cn(
                'max-w-full truncate leading-tight font-semibold text-[clamp(0.6875rem,2.6cqw,0.9rem)]',
                suggested ? 'text-muted' : 'text-fg',
              )}
            >
              {p.name}
            </span>
            <span className="sr-only">
              , {p.alignment}% aligned{suggested ? ', suggested for you' : ''}
            </span>
          </button>
        );
      })}
    </section>
  );
}
