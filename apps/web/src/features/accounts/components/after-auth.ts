import type { Me } from '@pulse/domain/accounts';
import { homeDestination } from '@pulse/domain/navigation';

/** A `?next=` value is followed only when it is a path on this site. */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** Where a visitor goes after signing in or up: `?next=`, else their role's home, else the role choice. */
export function afterAuthDestination(user: Me, next: string | null): string {
  return safeNextPath(next) ?? homeDestination(user.role);
}
