import { SIGN_IN_REQUIRED_MESSAGE } from '@pulse/domain/accounts';
import {
  ALREADY_APPROVED_MESSAGE,
  APPLICATION_COUNTERS,
  type ApplicationKind,
  type ApplicationSummary,
  type CreativeApplicationRequest,
  type MyPartnerApplicationResponse,
  type PartnerApplicationRequest,
  type SubmitApplicationResponse,
} from '@pulse/domain/applications';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { type AccountsRepository, createAccountsRepository, type UserRow } from '../accounts/accounts.repository';
import { ADMIN_ROLE_SWITCH_MESSAGE } from '../accounts/accounts.service';
import {
  type ApplicationRow,
  type ApplicationsRepository,
  createApplicationsRepository,
} from './applications.repository';

export function toApplicationSummary(row: ApplicationRow): ApplicationSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    reason: row.decisionReason,
  };
}

/** Admins keep the Admin role (accounts service); they cannot apply as a Creative or PulsePartner. */
export function assertMayApply(row: UserRow | null): asserts row is UserRow {
  if (!row) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
  if (row.role === 'admin') throw new AppError('forbidden', ADMIN_ROLE_SWITCH_MESSAGE);
}

/**
 * One pending application per user and kind: a resubmission updates the pending one (its payload; the age
 * still counts from the first submission), otherwise a new one is created and its counter bumped. Call it
 * inside a transaction that has locked the user's row (`lockUser`).
 */
export async function recordApplication(
  repo: ApplicationsRepository,
  input: { userId: string; kind: ApplicationKind; payload: Record<string, unknown>; convoId?: string | null },
): Promise<{ row: ApplicationRow; created: boolean }> {
  const pending = await repo.findPending(input.userId, input.kind);
  if (pending) {
    const payload = { ...pending.payload, ...input.payload };
    const row = await repo.updatePayload(pending.id, payload, input.convoId ?? pending.convoId);
    return { row, created: false };
  }
  const row = await repo.insert({
    id: newId(),
    userId: input.userId,
    kind: input.kind,
    status: 'pending',
    payload: input.payload,
    convoId: input.convoId ?? null,
  });
  await repo.bumpCounter(APPLICATION_COUNTERS[input.kind]);
  return { row, created: true };
}

interface Repos {
  applications: ApplicationsRepository;
  accounts: AccountsRepository;
}

export function createApplicationsService(deps: { db: Db }) {
  function inTransaction<T>(work: (repos: Repos) => Promise<T>): Promise<T> {
    return deps.db.transaction((tx) =>
      work({ applications: createApplicationsRepository(tx), accounts: createAccountsRepository(tx) }),
    );
  }

  return {
    /** The caller's latest PulsePartner application: the partner forms tell "apply" from "under review" by it. */
    async myPartnerApplication(userId: string): Promise<MyPartnerApplicationResponse> {
      const latest = await createApplicationsRepository(deps.db).findLatest(userId, 'partner');
      return { application: latest ? toApplicationSummary(latest) : null };
    },

    /** submit-creative: the caller applies as a Creative; their role becomes creator, review pending. */
    async submitCreative(userId: string, input: CreativeApplicationRequest): Promise<SubmitApplicationResponse> {
      return inTransaction(async ({ applications, accounts }) => {
        const me = await applications.lockUser(userId);
        assertMayApply(me);
        if (me.creatorStatus === 'approved') throw new AppError('conflict', ALREADY_APPROVED_MESSAGE.creative);
        const { row, created } = await recordApplication(applications, {
          userId: me.id,
          kind: 'creative',
          convoId: input.convo_id ?? null,
          payload: {
            source: input.extras?.source ?? 'creative_onboarding_new',
            name: input.name,
            email: input.email,
            portfolio: input.portfolio,
            genres: input.genres,
            bio: input.bio,
          },
        });
        await accounts.updateUser(me.id, { role: 'creator', creatorStatus: 'pending' });
        return { application: toApplicationSummary(row), created };
      });
    },

    /** submit-partner: the caller applies as a PulsePartner; partner profile saved, role brand, review pending. */
    async submitPartner(userId: string, input: PartnerApplicationRequest): Promise<SubmitApplicationResponse> {
      return inTransaction(async ({ applications, accounts }) => {
        const me = await applications.lockUser(userId);
        assertMayApply(me);
        if (me.brandStatus === 'approved') throw new AppError('conflict', ALREADY_APPROVED_MESSAGE.partner);
        const { row, created } = await recordApplication(applications, {
          userId: me.id,
          kind: 'partner',
          convoId: input.convo_id ?? null,
          payload: {
            source: input.extras?.source ?? 'pulsepartner_onboarding',
            name: input.name,
            company: input.company,
            contactEmail: input.contactEmail,
            website: input.website,
            needs: input.needs,
          },
        });
        await applications.upsertPartnerProfile(me.id, {
          name: input.name,
          company: input.company,
          contactEmail: input.contactEmail,
          website: input.website,
          needs: input.needs,
        });
        await accounts.updateUser(me.id, { role: 'brand', brandStatus: 'pending' });
        return { application: toApplicationSummary(row), created };
      });
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
