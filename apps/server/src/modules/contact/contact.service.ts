import type { ContactRequest, ContactResponse } from '@pulse/domain/contact';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { AccountsRepository } from '../accounts/accounts.repository';
import type { ContactRepository } from './contact.repository';

export function createContactService(deps: { repo: ContactRepository; accounts: AccountsRepository }) {
  return {
    async submit(request: FastifyRequest, input: ContactRequest): Promise<ContactResponse> {
      const viewer = await request.sessionUser();
      const row = await deps.repo.insert({ id: newId(), userId: viewer?.id ?? null, ...input });
      return { id: row.id, receivedAt: row.createdAt.toISOString() };
    },

    /** Contact messages are for admins only. */
    async listForAdmin(request: FastifyRequest, limit: number) {
      const viewer = await request.sessionUser();
      if (!viewer) throw new AppError('unauthenticated', 'Please sign in to continue.');
      const me = await deps.accounts.findUser(viewer.id);
      if (me?.role !== 'admin') throw new AppError('forbidden', 'Only admins can read contact messages.');
      const rows = await deps.repo.list(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
