import { eq } from 'drizzle-orm';
import type { Auth } from '../../plugins/auth';
import type { Db } from '../client';
import { user } from '../schema/auth';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD make sure the first admin exists; an existing account is promoted. The operator
 * vouches for the address, so it counts as verified; two-factor is the admin's own to turn on in Settings, and
 * the admin queues wait for it (issue 36).
 */
export async function ensureAdmin(db: Db, auth: Auth, email: string, password: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, normalized)).limit(1);
  let id = existing?.id;
  if (!id) {
    const created = await auth.api.signUpEmail({ body: { name: 'Pulse Admin', email: normalized, password } });
    id = created.user.id;
  }
  await db.update(user).set({ role: 'admin', emailVerified: true, updatedAt: new Date() }).where(eq(user.id, id));
}
