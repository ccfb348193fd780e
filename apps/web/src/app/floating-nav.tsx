import { accountHref, floatingNavItems, type NavItem } from '@pulse/domain/navigation';
import type { Role } from '@pulse/domain/roles-contracts';
import {
  ClipboardList,
  Compass,
  FilePlus2,
  Handshake,
  House,
  LayoutDashboard,
  LogIn,
  type LucideIcon,
  ReceiptText,
  Repeat2,
  ShieldCheck,
  UserPlus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn';

/** Guests are offered an account from the floating navigation too (besides the profile icon), coming back here. */
function guestAccountItems(pathname: string): NavItem[] {
  return [
    { to: accountHref('/signin', pathname), label: 'Sign in' },
    { to: accountHref('/signup', pathname), label: 'Sign up' },
  ];
}

export function navItemsFor(role: Role | null, signedIn: boolean, pathname: string): NavItem[] {
  const items = floatingNavItems(role);
  if (!signedIn) return [...items, ...guestAccountItems(pathname)];
  // A signed-in fan's tab of tips (decision 054), beside Explore.
  return role === 'fan' ? [items[0]!, { to: '/fan/tab', label: 'Tab' }, ...items.slice(1)] : items;
}

const ICONS: Record<string, LucideIcon> = {
  '/': House,
  '/start': Repeat2,
  '/explore': Compass,
  '/fan/tab': ReceiptText,
  '/creator': LayoutDashboard,
  '/creator/deals': Handshake,
  '/deal-diary': Handshake,
  '/brand/briefs': ClipboardList,
  '/brand/new-brief': FilePlus2,
  '/admin/applications': ShieldCheck,
  '/signin': LogIn,
  '/signup': UserPlus,
};

/**
 * The navigation dock (spec part 1, section 2; DESIGN 6 for where it hides; decision 030). On phones a docked
 * tab bar along the bottom edge, with the Vibe Checker's L at its side, so nothing floats over the page; from
 * lg up a side rail beside the content, which never covers it at any scroll position.
 */
export function FloatingNav({
  items,
  extra,
  extraSide = 'left',
}: {
  items: readonly NavItem[];
  /** The Vibe Checker: at the bar's end on phones; on desktop at the rail's foot or, on `/`, in the corner. */
  extra?: ReactNode;
  extraSide?: 'left' | 'right';
}) {
  return (
    <div
      data-dock=""
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-line/70 bg-ink/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md',
        'lg:sticky lg:top-16 lg:z-20 lg:h-[calc(100dvh-4rem-var(--test-banner-height,0rem))] lg:w-60 lg:shrink-0 lg:self-start lg:border-t-0 lg:border-r lg:bg-ink lg:pb-0 lg:backdrop-blur-none',
      )}
    >
      <div className="mx-auto flex max-w-xl items-center gap-2 px-2 py-2 lg:h-full lg:max-w-none lg:flex-col lg:items-stretch lg:gap-6 lg:px-4 lg:py-6">
        <nav aria-label="Floating navigation" className="min-w-0 flex-1 motion-safe:animate-slide-up lg:flex-none">
          <ul className="flex gap-1 overflow-x-auto lg:flex-col lg:overflow-visible">
            {items.map((item) => {
              const Icon = ICONS[item.to.split('?')[0] ?? item.to] ?? Compass;
              return (
                <li key={`${item.to}-${item.label}`} className="min-w-min flex-1 lg:flex-none">
                  <NavLink
                    to={item.to}
                    end
                    className={({ isActive }) =>
                      cn(
                        // A two-word label wraps onto two lines on a phone: six tabs and the Vibe Checker share 390 px.
                        'flex min-h-12 min-w-12 flex-col items-center justify-center gap-0.5 rounded-full px-1.5 text-center text-[0.6875rem] leading-tight font-semibold transition',
                        'lg:flex-row lg:justify-start lg:gap-3 lg:px-4 lg:text-left lg:text-sm lg:leading-normal lg:whitespace-nowrap',
                        isActive ? 'bg-accent text-ink' : 'text-muted hover:bg-raised hover:text-fg',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0" strokeWidth={2.2} />
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {extra ? (
          <div
            className={cn(
              'shrink-0',
              // Bottom-right on `/` (spec part 2, section 2): the landing's centred column leaves the corner free.
              extraSide === 'left' ? 'max-lg:order-first lg:mt-auto' : 'lg:fixed lg:right-6 lg:bottom-6 lg:z-30',
            )}
          >
            {extra}
          </div>
        ) : null}
      </div>
    </div>
  );
}
