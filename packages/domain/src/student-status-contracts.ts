import { z } from 'zod';
import { checkSchoolEmail, STUDENT_STATUS_MESSAGES } from './student-status';

/** The API's shapes of student status (decision 052); the rules and messages are in `student-status.ts`. */

/**
 * The badge wherever a creative is shown to others: the school's name and when the status lapses. Null when the
 * creative has none, or it has expired.
 */
export const VerifiedStudent = z.object({ school: z.string(), until: z.string() });
export type VerifiedStudent = z.infer<typeof VerifiedStudent>;

/**
 * POST /api/student-status: the school e-mail to send a link to. Checked against the kept list here, so the
 * form and the API refuse the same addresses with the same words (a 400 naming `schoolEmail`).
 */
export const SendStudentLinkRequest = z.object({
  schoolEmail: z.string({ error: STUDENT_STATUS_MESSAGES.required }).transform((value, ctx) => {
    const check = checkSchoolEmail(value);
    if (!check.ok) {
      ctx.addIssue({ code: 'custom', message: check.message });
      return z.NEVER;
    }
    return check;
  }),
});
export type SendStudentLinkRequest = z.input<typeof SendStudentLinkRequest>;

/** POST /api/student-status/verify: the token from the link. Its form is checked by the service, in the link's words. */
export const VerifyStudentLinkRequest = z.object({
  token: z.string({ error: STUDENT_STATUS_MESSAGES.linkInvalid }).max(200, STUDENT_STATUS_MESSAGES.linkInvalid),
});
export type VerifyStudentLinkRequest = z.infer<typeof VerifyStudentLinkRequest>;

/** GET /api/student-status: the creative's own status. */
export const StudentStatus = z.object({
  state: z.enum(['none', 'pending', 'verified', 'expired']),
  /** The school e-mail the status is (or is being) proven with. */
  schoolEmail: z.string().nullable(),
  school: z.object({ name: z.string(), domain: z.string() }).nullable(),
  verifiedAt: z.string().nullable(),
  /** When a verified status lapses (the end of the academic year). */
  expiresAt: z.string().nullable(),
  /** A link is waiting to be followed: when it stops working (in the past once it has). */
  linkExpiresAt: z.string().nullable(),
});
export type StudentStatus = z.infer<typeof StudentStatus>;

export const SendStudentLinkResponse = z.object({ status: StudentStatus, message: z.string() });
export type SendStudentLinkResponse = z.infer<typeof SendStudentLinkResponse>;

export const VerifyStudentLinkResponse = z.object({ status: StudentStatus, message: z.string() });
export type VerifyStudentLinkResponse = z.infer<typeof VerifyStudentLinkResponse>;
