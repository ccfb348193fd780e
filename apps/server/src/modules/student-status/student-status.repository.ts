import type { VerifiedStudent } from '@pulse/domain/student-status-contracts';
import { and, eq, gt, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { studentStatuses } from '../../db/schema/student-status';

export type StudentStatusRow = typeof studentStatuses.$inferSelect;

/** The badge as SQL gives it: the school's name and the expiry as JSON text. */
export interface RawVerifiedStudent {
  school: string;
  until: string;
}

/**
 * A creative's badge inside the statement that already reads them (the card, the page, the queue): one probe of
 * student_statuses' primary key per row returned, null unless verified and not yet expired.
 */
export function verifiedStudentSql(userId: SQL | AnyPgColumn): SQL<RawVerifiedStudent | null> {
  return sql<RawVerifiedStudent | null>`(select json_build_object('school', ss.school_name, 'until', ss.expires_at)
    from ${studentStatuses} ss
    where ss.user_id = ${userId} and ss.verified_at is not null and ss.expires_at > now())`;
}

/** `where` part: the creative has a verified, unexpired status (the partner search's "Verified students"). */
export function isVerifiedStudentSql(userId: SQL | AnyPgColumn): SQL {
  return sql`exists (select 1 from ${studentStatuses} ss
    where ss.user_id = ${userId} and ss.verified_at is not null and ss.expires_at > now())`;
}

/** The API's badge from the SQL's (timestamps come back in the server's own text form). */
export function toVerifiedStudent(raw: RawVerifiedStudent | null | undefined): VerifiedStudent | null {
  if (!raw) return null;
  return { school: raw.school, until: new Date(raw.until).toISOString() };
}

/** SQL of student status: one row per user, read and written by its primary key. */
export function createStudentStatusRepository(db: Db) {
  return {
    async findAccount(userId: string) {
      const rows = await db
        .select({ id: user.id, name: user.name, role: user.role, isAnonymous: user.isAnonymous })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async find(userId: string): Promise<StudentStatusRow | null> {
      const rows = await db.select().from(studentStatuses).where(eq(studentStatuses.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    /** Whether another account has verified this address (the partial unique index on lower(school_email)). */
    async verifiedByAnother(schoolEmail: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: studentStatuses.userId })
        .from(studentStatuses)
        .where(
          and(
            sql`lower(${studentStatuses.schoolEmail}) = lower(${schoolEmail})`,
            isNotNull(studentStatuses.verifiedAt),
            ne(studentStatuses.userId, userId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Writes the creative's status as a whole (one row per user). */
    async upsert(row: Omit<StudentStatusRow, 'createdAt' | 'updatedAt'>): Promise<StudentStatusRow> {
      const now = new Date();
      const { userId, ...rest } = row;
      const [saved] = await db
        .insert(studentStatuses)
        .values({ ...row, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: studentStatuses.userId, set: { ...rest, updatedAt: now } })
        .returning();
      return saved as StudentStatusRow;
    },

    /**
     * Verifies with the link whose hash is still pending and unexpired at `now`: the link is used (its expiry
     * cleared, its hash kept so a second use is recognised). Null when another request used it first.
     */
    async verify(userId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<StudentStatusRow | null> {
      const rows = await db
        .update(studentStatuses)
        .set({ verifiedAt: now, expiresAt, tokenExpiresAt: null, updatedAt: now })
        .where(
          and(
            eq(studentStatuses.userId, userId),
            eq(studentStatuses.tokenHash, tokenHash),
            gt(studentStatuses.tokenExpiresAt, now),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    async remove(userId: string): Promise<void> {
      await db.delete(studentStatuses).where(eq(studentStatuses.userId, userId));
    },

    /** The badges of a page of creatives, by primary key (the search cards). */
    async verifiedStudents(userIds: readonly string[]): Promise<Map<string, VerifiedStudent>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: studentStatuses.userId,
          school: studentStatuses.schoolName,
          until: studentStatuses.expiresAt,
        })
        .from(studentStatuses)
        .where(
          and(
            inArray(studentStatuses.userId, [...userIds]),
            isNotNull(studentStatuses.verifiedAt),
            sql`${studentStatuses.expiresAt} > now()`,
          ),
        );
      return new Map(
        rows.map((r) => [r.userId, { school: r.school, until: (r.until as Date).toISOString() }] as const),
      );
    },
  };
}
export type StudentStatusRepository = ReturnType<typeof createStudentStatusRepository>;
