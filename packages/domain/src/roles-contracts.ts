import { z } from 'zod';
import { APPROVAL_STATUSES, CREATIVE_ROLES, PICKABLE_ROLES, ROLES } from './roles';

/** The API's shapes of roles and review status; the lists and labels are in `roles.ts` (decision 043). */

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const PickableRole = z.enum(PICKABLE_ROLES);
export type PickableRole = z.infer<typeof PickableRole>;

export const CreativeRole = z.enum(CREATIVE_ROLES);
export type CreativeRole = z.infer<typeof CreativeRole>;

export const ApprovalStatus = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;
