import type { Role } from './roles-contracts';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * Floating navigation is hidden only on the role-choice and onboarding paths.
 * The prototype's rule hid it everywhere (spec part 1, section 2); DESIGN 6 keeps the intended reading.
 */
export function isFloatingNavVisible(pathname: string): boolean {
  return !(pathname.startsWith('/start') || pathname.startsWith('/onboarding'));
}

/** Items by role; everyone also gets Home. Guests get Choose Role. */
export function floatingNavItems(role: Role | null): NavItem[] {
  const items: NavItem[] = [];
  switch (role) {
    case 'fan':
      items.push({ to: '/explore', label: 'Explore' }, { to: '/start', label: 'Switch Role' });
      break;
    case 'creator':
      items.push(
        { to: '/creator', label: 'Dashboard' },
        { to: '/creator/deals', label: 'Deals' },
        { to: '/start', label: 'Switch Role' },
      );
      break;
    case 'brand':
      items.push(
        { to: '/brand/briefs', label: 'Briefs' },
        { to: '/brand/new-brief', label: 'New Brief' },
        // Not in the spec's list, which left a partner no way back to their deals (decision 065).
        { to: '/deal-diary', label: 'Deals' },
        { to: '/start', label: 'Switch Role' },
      );
      break;
    case 'admin':
      items.push({ to: '/admin/applications', label: 'Review' });
      break;
    default:
      items.push({ to: '/start', label: 'Choose Role' });
  }
  items.push({ to: '/', label: 'Home' });
  return items;
}

/** Where the top bar's profile icon leads (spec part 2, "Profile icon destination"). */
export function profileDestination(role: Role | null, signedIn: boolean): string {
  if (!signedIn || role === null) return '/signin';
  if (role === 'brand') return '/pulse-iq';
  if (role === 'admin') return '/admin/applications';
  return '/pulspace';
}

/** Pages a sign-in should not return to: the landing and the account forms themselves. */
const NO_RETURN_PATHS: ReadonlySet<string> = new Set(['/', '/signin', '/signup']);

/** A link to sign in or up that brings the visitor back to the page they were on (`?next=`). */
export function accountHref(to: '/signin' | '/signup', pathname: string): string {
  return NO_RETURN_PATHS.has(pathname) ? to : `${to}?next=${encodeURIComponent(pathname)}`;
}

/**
 * Where each role's day starts: a signed-in or signed-up visitor lands here (issue 18 item 1). Unlike the
 * profile icon, a fan's home is For You, not the creators' studio (which tells fans Access Restricted).
 */
export const ROLE_HOMES: Record<Role, string> = {
  fan: '/fan/feed',
  creator: '/pulspace',
  brand: '/pulse-iq',
  admin: '/admin/applications',
};

/** A role's home; without a role, the role choice. */
export function homeDestination(role: Role | null): string {
  return role === null ? '/start' : ROLE_HOMES[role];
}

const LEGAL_PAGES = new Set(['/about', '/terms', '/faq', '/contact']);
const CHAT_ONBOARDING = new Set(['/creative/onboarding', '/fan/onboarding', '/pulsepartner/onboarding']);

/**
 * The top bar's Back target by path (spec part 1, section 2). `null` means "no parent rule":
 * the caller then goes one step back when history has more than 2 entries, else to /.
 */
export function backParent(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (LEGAL_PAGES.has(path)) return '/';
  if (CHAT_ONBOARDING.has(path)) return '/';
  if (path === '/creative/application-submitted') return '/creative/onboarding';
  if (path === '/pulsepartner/application-submitted') return '/pulsepartner/onboarding';
  if (/^\/brief\/[^/]+\/fund$/.test(path)) return '/post-brief';
  if (path === '/profile/edit') return '/pulse-profile';
  if (path.startsWith('/brand/') && path !== '/brand/briefs') return '/brand/briefs';
  // The setup wizard's top Back leaves setup for the onboarding choice (spec part 1, section 4).
  if (path === '/creator/setup' || path === '/creator/onboarding') return '/onboarding';
  if (path.startsWith('/creator/') && path !== '/creator') return '/creator';
  if (path.startsWith('/producer/') && path !== '/producer/dashboard') return '/producer/dashboard';
  if (path.startsWith('/filmmaker/') && path !== '/filmmaker/dashboard') return '/filmmaker/dashboard';
  return null;
}

export type BackAction = { kind: 'path'; to: string } | { kind: 'history' };

export function backAction(pathname: string, historyLength: number): BackAction {
  const parent = backParent(pathname);
  if (parent !== null) return { kind: 'path', to: parent };
  if (historyLength > 2) return { kind: 'history' };
  return { kind: 'path', to: '/' };
}
