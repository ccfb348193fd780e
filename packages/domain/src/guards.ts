import { ROLE_LABELS } from './roles';
import type { Role } from './roles-contracts';

export const ACCESS_RESTRICTED_TITLE = 'Access Restricted';

export type AccessDecision = { allowed: true } | { allowed: false; message: string; redirectTo: string };

/** Joins role labels the way a sentence reads: "Creative", "Creative or PulsePartner", "A, B or C". */
export function formatRoleList(roles: readonly Role[]): string {
  const labels = roles.map((r) => ROLE_LABELS[r]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

export function accessRestrictedMessage(roles: readonly Role[]): string {
  return `This page is only available for ${formatRoleList(roles)} accounts.`;
}

/** The generic role guard: allowed roles and where to send everyone else. */
export function checkAccess(role: Role | null, allowed: readonly Role[], redirectTo: string): AccessDecision {
  if (role !== null && allowed.includes(role)) return { allowed: true };
  return { allowed: false, message: accessRestrictedMessage(allowed), redirectTo };
}

/** How long the Access Restricted screen shows before its automatic redirect. */
export const ACCESS_REDIRECT_MS = 3000;
