import { floatingNavItems, type NavItem } from '@pulse/domain/navigation';
import type { Role } from '@pulse/domain/roles';
import {
  ClipboardList,
  Compass,
  FilePlus2,
  Handshake,
  House,
  LayoutDashboard,
  LogIn,
  type LucideIcon,
  Repeat2,
  ShieldCheck,
  UserPlus,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn';

/** Guests are offered an account from the floating navigation too (besides the profile icon). */
export const GUEST_ACCOUNT_ITEMS: readonly NavItem[] = [
  { to: '/signin', label: 'Sign in' },
  { to: '/signup', label: 'Sign up' },
];

export function navItemsFor(role: Role | null, signedIn: boolean): NavItem[] {
  const items = floatingNavItems(role);
  return signedIn ? items : [...items, ...GUEST_ACCOUNT_ITEMS];
}

const ICONS: Record<string, LucideIcon> = {
  '/': House,
  '/start': Repeat2,
  '/explore': Compass,
  '/creator': LayoutDashboard,
  '/creator/deals': Handshake,
  '/brand/briefs': ClipboardList,
  '/brand/new-brief': FilePlus2,
  '/admin/applications': ShieldCheck,
  '/signin': LogIn,
  '/signup': UserPlus,
};

/** The floating pill bar at the bottom (spec part 1, section 2; DESIGN 6 for where it hides). */
export function FloatingNav({ items }: { items: readonly NavItem[] }) {
  return (
    <nav
      aria-label="Floating navigation"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex justify-center px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <ul className="pointer-events-auto flex max-w-full gap-px overflow-x-auto rounded-full bg-surface/90 p-1.5 shadow-float backdrop-blur-md motion-safe:animate-slide-up">
        {items.map((item) => {
          const Icon = ICONS[item.to] ?? Compass;
          return (
            <li key={`${item.to}-${item.label}`}>
              <NavLink
                to={item.to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex min-h-12 min-w-12 flex-col items-center justify-center gap-0.5 rounded-full px-1.5 text-[0.6875rem] font-semibold whitespace-nowrap transition sm:min-w-14 sm:px-2.5',
                    isActive ? 'bg-accent text-ink' : 'text-muted hover:bg-raised hover:text-fg',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" strokeWidth={2.2} />
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
