import type { Me } from '@pulse/domain/accounts';
import type { ApprovalStatus } from '@pulse/domain/roles-contracts';
import type { UserRow } from './accounts.repository';

/** The review status of the role the user is acting in: fans and admins need no review. */
export function approvalStatusOf(row: UserRow): ApprovalStatus {
  if (row.role === 'creator') return row.creatorStatus ?? 'pending';
  if (row.role === 'brand') return row.brandStatus ?? 'pending';
  return 'approved';
}

export function toMe(row: UserRow): Me {
  return {
    id: row.id,
    name: row.name,
    email: row.isAnonymous ? null : row.email,
    isGuest: row.isAnonymous,
    emailVerified: !row.isAnonymous && row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled,
    role: row.role,
    creativeRole: row.creativeRole,
    agency: row.agency,
    approvalStatus: approvalStatusOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}
