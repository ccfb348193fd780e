import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  LINK_PROBLEM_MESSAGES,
  linkProblem,
  linkSentMessage,
  type SchoolEmailCheck,
  STUDENT_LINK_HOURS,
  STUDENT_LINKS_PER_HOUR,
  STUDENT_STATUS_MESSAGES,
  STUDENT_TOKEN_PATTERN,
  studentLinkExpiry,
  studentLinkPath,
  studentStatusExpiry,
  studentStatusState,
  verifiedMessage,
} from '@pulse/domain/student-status';
import type {
  SendStudentLinkResponse,
  StudentStatus,
  VerifyStudentLinkResponse,
} from '@pulse/domain/student-status-contracts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Counters } from '../../plugins/counters';
import type { OutgoingMail } from '../../plugins/mail';
import type { StudentStatusRepository, StudentStatusRow } from './student-status.repository';

type CheckedEmail = Extract<SchoolEmailCheck, { ok: true }>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Constant-time comparison of two hex hashes of the same length. */
function sameHash(a: string, b: string | null): boolean {
  if (b === null || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function toStudentStatus(row: StudentStatusRow | null, now: Date): StudentStatus {
  const state = studentStatusState(row, now);
  if (!row) {
    return {
      state,
      schoolEmail: null,
      school: null,
      verifiedAt: null,
      expiresAt: null,
      linkExpiresAt: null,
    };
  }
  return {
    state,
    schoolEmail: row.schoolEmail,
    school: { name: row.schoolName, domain: row.schoolDomain },
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    // A used link's expiry is cleared; only a link still waiting to be followed is reported.
    linkExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
  };
}

/**
 * Student status (issue 36 item 4, decision 052). `userId` is always the caller: a creative reads, proves and
 * removes only their own status, and a link verifies only for the account that asked for it.
 */
export function createStudentStatusService(deps: {
  repo: StudentStatusRepository;
  counters: Counters;
  sendMail: (mail: OutgoingMail) => Promise<void>;
  /** The web app's origin, for the link in the e-mail. */
  publicUrl: string;
  now?: () => Date;
}) {
  const { repo, counters } = deps;
  const now = deps.now ?? (() => new Date());
  const linksKey = (userId: string) => `student-links:${userId}`;

  /** The caller's account: a creative's, not a guest's; 403 otherwise (the route has checked the role). */
  async function creative(userId: string) {
    const account = await repo.findAccount(userId);
    if (account?.role !== 'creator') throw new AppError('forbidden', STUDENT_STATUS_MESSAGES.creativesOnly);
    if (account.isAnonymous) throw new AppError('forbidden', STUDENT_STATUS_MESSAGES.accountNeeded);
    return account;
  }

  return {
    async get(userId: string): Promise<StudentStatus> {
      await creative(userId);
      return toStudentStatus(await repo.find(userId), now());
    },

    /**
     * Sends a link to the school e-mail (already checked against the kept list by the request's schema). A new
     * address replaces the status; the same address keeps a verified status while the new link waits.
     */
    async sendLink(userId: string, checked: CheckedEmail): Promise<SendStudentLinkResponse> {
      const account = await creative(userId);
      if (await repo.verifiedByAnother(checked.email, userId)) {
        throw new AppError('conflict', STUDENT_STATUS_MESSAGES.taken, { schoolEmail: STUDENT_STATUS_MESSAGES.taken });
      }
      if ((await counters.count(linksKey(userId))) >= STUDENT_LINKS_PER_HOUR) {
        throw new AppError('rate_limited', STUDENT_STATUS_MESSAGES.tooMany);
      }
      const at = now();
      const token = randomBytes(32).toString('base64url');
      const existing = await repo.find(userId);
      const keepsVerification = existing !== null && sameAddress(existing.schoolEmail, checked.email);
      const saved = await repo.upsert({
        userId,
        schoolEmail: checked.email,
        schoolName: checked.school.name,
        schoolDomain: checked.school.domain,
        verifiedAt: keepsVerification ? existing.verifiedAt : null,
        expiresAt: keepsVerification ? existing.expiresAt : null,
        tokenHash: hashOf(token),
        tokenExpiresAt: studentLinkExpiry(at),
      });
      await counters.hit(linksKey(userId), 3600);
      const link = new URL(studentLinkPath(token), deps.publicUrl).toString();
      await deps.sendMail({
        to: checked.email,
        subject: 'Verify your school e-mail for Pulse',
        text: [
          `Hi ${account.name},`,
          '',
          `Open this link to verify ${checked.email} (${checked.school.name}) as your school e-mail on Pulse:`,
          '',
          link,
          '',
          `It works once, for ${STUDENT_LINK_HOURS} hours, in a browser where you are signed in to Pulse.`,
          "If you didn't ask for this, you can ignore this e-mail: nothing changes.",
        ].join('\n'),
      });
      return { status: toStudentStatus(saved, at), message: linkSentMessage(checked.email) };
    },

    /**
     * Verifies the caller's status with a link's token. Expired, used, altered or someone else's links are
     * refused with their message and write nothing.
     */
    async verify(userId: string, token: string): Promise<VerifyStudentLinkResponse> {
      const invalid = () =>
        new AppError('validation_failed', STUDENT_STATUS_MESSAGES.linkInvalid, {
          token: STUDENT_STATUS_MESSAGES.linkInvalid,
        });
      if (!STUDENT_TOKEN_PATTERN.test(token)) throw invalid();
      const at = now();
      const hash = hashOf(token);
      const row = await repo.find(userId);
      const problem = linkProblem(
        row ? { tokenMatches: sameHash(hash, row.tokenHash), tokenExpiresAt: row.tokenExpiresAt } : null,
        at,
      );
      if (problem) {
        const message = LINK_PROBLEM_MESSAGES[problem];
        throw new AppError('validation_failed', message, { token: message });
      }
      if (row && (await repo.verifiedByAnother(row.schoolEmail, userId))) {
        throw new AppError('conflict', STUDENT_STATUS_MESSAGES.taken, { token: STUDENT_STATUS_MESSAGES.taken });
      }
      let verified: StudentStatusRow | null;
      try {
        verified = await repo.verify(userId, hash, at, studentStatusExpiry(at));
      } catch (err) {
        // Another account verified the same address a moment before.
        if (isUniqueViolation(err)) {
          throw new AppError('conflict', STUDENT_STATUS_MESSAGES.taken, { token: STUDENT_STATUS_MESSAGES.taken });
        }
        throw err;
      }
      if (!verified) {
        // The same link followed twice at once: the other request used it.
        throw new AppError('validation_failed', STUDENT_STATUS_MESSAGES.linkUsed, {
          token: STUDENT_STATUS_MESSAGES.linkUsed,
        });
      }
      return { status: toStudentStatus(verified, at), message: verifiedMessage(verified.schoolName) };
    },

    async remove(userId: string): Promise<StudentStatus> {
      await creative(userId);
      await repo.remove(userId);
      return toStudentStatus(null, now());
    },
  };
}
export type StudentStatusService = ReturnType<typeof createStudentStatusService>;
