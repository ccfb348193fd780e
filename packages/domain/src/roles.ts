import type { ApprovalStatus, CreativeRole, Role } from './roles-contracts';

/** Account roles (DESIGN 5.1). The spec's display names differ from the stored values. */
export const ROLES = ['fan', 'creator', 'brand', 'admin'] as const;

/** Roles a visitor may pick at /start; admin is granted, never chosen. */
export const PICKABLE_ROLES = ['fan', 'creator', 'brand'] as const;

export const CREATIVE_ROLES = ['producer', 'videographer', 'designer', 'filmmaker'] as const;

/** The two creative paths offered at /start/creative. */
export const START_CREATIVE_ROLES = ['producer', 'filmmaker'] as const satisfies readonly CreativeRole[];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const ROLE_LABELS: Record<Role, string> = {
  fan: 'Explorer',
  creator: 'Creative',
  brand: 'PulsePartner',
  admin: 'Admin',
};

/** Fans are approved on arrival; creatives and partners wait for the review queue. */
export function initialApprovalStatus(role: Role): ApprovalStatus {
  return role === 'creator' || role === 'brand' ? 'pending' : 'approved';
}
