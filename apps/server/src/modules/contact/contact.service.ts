import type { ContactRequest, ContactResponse } from '@pulse/domain/contact';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { AccountsRepository } from '../accounts/accounts.repository';
import type { ContactRepository } from './contact.repository';

export function createContactService(deps: { repo: ContactRepository; accounts: AccountsRepository }) {
  return {
    /** `userId`: the sender's account when they have a session, else null. */
    async submit(userId: string | null, input: ContactRequest): Promise<ContactResponse> {
      const row = await deps.repo.insert({ id: newId(), userId, ...input });
      return { id: row.id, receivedAt: row.createdAt.toISOString() };
    },

    /** Contact messages are for admins only; an account deleted since its session was issued is 403 too. */
    async listForAdmin(viewerId: string, limit: number) {
      const me = await deps.accounts.findUser(viewerId);
      if (me?.role !== 'admin') throw new AppError('forbidden', 'Only admins can read contact messages.');
      const rows = await deps.repo.list(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
