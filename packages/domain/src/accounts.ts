import { z } from 'zod';
import { displayName, email, password } from './fields-contracts';
import { ApprovalStatus, CreativeRole, PickableRole, Role } from './roles-contracts';

export const SignUpRequest = z.object({ name: displayName, email, password });
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignInRequest = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** Picking a role at /start: a guest session is created when there is none. */
export const ChooseRoleRequest = z.object({
  role: PickableRole,
  creativeRole: CreativeRole.optional(),
  agency: z.boolean().optional(),
});
export type ChooseRoleRequest = z.infer<typeof ChooseRoleRequest>;

export const Me = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isGuest: z.boolean(),
  /** Money moves need a verified e-mail (issue 36); a guest has none to verify. */
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  role: Role.nullable(),
  creativeRole: CreativeRole.nullable(),
  agency: z.boolean(),
  approvalStatus: ApprovalStatus,
  createdAt: z.string(),
});
export type Me = z.infer<typeof Me>;

export const MeResponse = z.object({ user: Me.nullable() });
export type MeResponse = z.infer<typeof MeResponse>;

/** Sign-in's answer: the account, or (two-factor on) no session yet and a code to ask for. */
export const SignInResponse = z.object({ user: Me.nullable(), twoFactorRequired: z.literal(true).optional() });
export type SignInResult = z.infer<typeof SignInResponse>;
