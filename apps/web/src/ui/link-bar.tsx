import { NavLink } from 'react-router';
import { cn } from '../lib/cn';

export interface LinkBarItem {
  to: string;
  label: string;
}

/** A tabs-like row of links between sibling pages; the current one is marked for everyone. */
export function LinkBar({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly LinkBarItem[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('-mx-1 overflow-x-auto', className)}>
      <ul className="flex min-w-max gap-1 rounded-full bg-surface p-1 ring-1 ring-line">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                cn(
                  'block rounded-full px-4 py-2 text-sm font-semibold transition',
                  isActive ? 'bg-accent text-ink' : 'text-muted hover:text-fg',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
