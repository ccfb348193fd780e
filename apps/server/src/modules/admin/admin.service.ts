import {
  type AdminApplicationsResponse,
  ALREADY_DECIDED_MESSAGE,
  APPLICATION_NOT_FOUND_MESSAGE,
  type ApplicationDecisionResponse,
  applicationDetails,
} from '@pulse/domain/applications';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createAccountsRepository } from '../accounts/accounts.repository';
import { toApplicationSummary } from '../applications/applications.service';
import { type NotifyInput, sendNotification } from '../messaging/notifications';
import { toVerifiedStudent } from '../student-status/student-status.repository';
import { createAdminRepository, type DecidedStatus } from './admin.repository';

export function createAdminService(deps: { db: Db }) {
  const _accounts = createAccountsRepository(deps.db);
  const repo = createAdminRepository(deps.db);

  function decisionNotice(
    userId: string,
    kind: 'creative' | 'partner',
    status: DecidedStatus,
    reason: string | null,
  ): NotifyInput {
    const who = kind === 'partner' ? 'PulsePartner' : 'creative';
    if (status === 'approved') {
      const link = kind === 'partner' ? '/brand/welcome' : '/creator';
      const title = `Your ${who} application is approved`;
      const body =
        kind === 'partner'
          ? 'Welcome to Pulse: post a brief or discover pairings.'
          : 'Your work is now public on Pulse.';
      return { userId, kind: 'application_approved', title, body, link, email: { subject: title, text: body } };
    }
    const title = `Your ${who} application was not approved`;
    const body = reason ? `PulseTeam's note: ${reason}` : 'PulseTeam reviewed it and could not approve it this time.';
    return { userId, kind: 'application_rejected', title, body, link: null, email: { subject: title, text: body } };
  }

  async function decide(
    viewerId: string,
    id: string,
    status: DecidedStatus,
    reason: string | null,
  ): Promise<ApplicationDecisionResponse> {
    const adminId = viewerId; // an admin: the routes require the role
    return deps.db.transaction(async (tx) => {
      const txRepo = createAdminRepository(tx);
      const decided = await txRepo.decide(id, { status, by: adminId, reason });
      if (!decided) {
        const existing = await txRepo.findApplication(id);
        if (!existing) throw new AppError('not_found', APPLICATION_NOT_FOUND_MESSAGE);
        throw new AppError('conflict', ALREADY_DECIDED_MESSAGE);
      }
      // What the user may do follows the decision (DESIGN 5.1), in the same transaction.
      await txRepo.setReviewStatus(decided.userId, decided.kind, status);
      // The applicant hears the decision (and gets an e-mail), committed with it or not at all.
      await sendNotification(tx as unknown as Db, decisionNotice(decided.userId, decided.kind, status, reason));
      return { application: toApplicationSummary(decided) };
    });
  }

  return {
    /** The routes require the admin role (plugins/viewer.ts): every call here is an admin's. */
    async listPending(limit: number): Promise<AdminApplicationsResponse> {
      const rows = await repo.listPending(limit);
      const convoIds = rows.map((r) => r.application.convoId).filter((id): id is string => id !== null);
      // Only the applicant's own conversation is shown: a convo_id pointing at someone else's is ignored.
      const conversations = new Map((await repo.conversations(convoIds)).map((c) => [c.id, c]));
      const conversationOf = (convoId: string | null, userId: string) => {
        const found = convoId ? conversations.get(convoId) : undefined;
        return found && found.userId === userId ? { id: found.id, messages: found.messages } : null;
      };
      return {
        now: new Date().toISOString(),
        items: rows.map(({ application, applicant, verifiedStudent }) => ({
          id: application.id,
          kind: application.kind,
          status: application.status,
          submittedAt: application.submittedAt.toISOString(),
          applicant: {
            id: applicant.id,
            name: applicant.name,
            email: applicant.isAnonymous ? null : applicant.email,
            isGuest: applicant.isAnonymous,
          },
          details: applicationDetails(application.payload),
          verifiedStudent: toVerifiedStudent(verifiedStudent),
          conversation: conversationOf(application.convoId, application.userId),
        })),
        counters: {
          creativeApplications: Number(rows[0]?.creativePending ?? 0),
          partnerApplications: Number(rows[0]?.partnerPending ?? 0),
        },
      };
    },

    approve: (viewerId: string, id: string) => decide(viewerId, id, 'approved', null),
    reject: (viewerId: string, id: string, reason: string) => decide(viewerId, id, 'rejected', reason),
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
