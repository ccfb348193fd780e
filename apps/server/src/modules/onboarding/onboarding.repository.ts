import type { CreativeOnboardingRole } from '@pulse/domain/creative-onboarding';
import type { QuizAnswers, RolePreferenceKind } from '@pulse/domain/role-quizzes';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { onboardingDrafts, rolePreferences } from '../../db/schema/onboarding';

export type RolePreferencesRow = typeof rolePreferences.$inferSelect;
export type OnboardingDraftRow = typeof onboardingDrafts.$inferSelect;

/** SQL only; every query is keyed by the caller's user id, which the service passes in. */
export function createOnboardingRepository(db: Db) {
  return {
    async findPreferences(userId: string, kind: RolePreferenceKind): Promise<RolePreferencesRow | null> {
      const rows = await db
        .select()
        .from(rolePreferences)
        .where(and(eq(rolePreferences.userId, userId), eq(rolePreferences.kind, kind)))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Merges answers into the stored ones in one statement and, when `complete` is set, checks the merged
     * answers with it inside the same transaction: if the check throws, nothing is written.
     */
    async mergePreferences(
      userId: string,
      kind: RolePreferenceKind,
      answers: QuizAnswers,
      complete?: (merged: RolePreferencesRow) => void,
    ): Promise<RolePreferencesRow> {
      return db.transaction(async (tx) => {
        const [merged] = await tx
          .insert(rolePreferences)
          .values({ userId, kind, preferences: answers })
          .onConflictDoUpdate({
            target: [rolePreferences.userId, rolePreferences.kind],
            set: {
              preferences: sql`${rolePreferences.preferences} || excluded.preferences`,
              updatedAt: sql`now()`,
            },
          })
          .returning();
        if (!complete) return merged!;
        complete(merged!);
        const [done] = await tx
          .update(rolePreferences)
          .set({ onboardingCompleted: true })
          .where(and(eq(rolePreferences.userId, userId), eq(rolePreferences.kind, kind)))
          .returning();
        return done!;
      });
    },

    async findDraft(userId: string, role: CreativeOnboardingRole): Promise<OnboardingDraftRow | null> {
      const rows = await db
        .select()
        .from(onboardingDrafts)
        .where(and(eq(onboardingDrafts.userId, userId), eq(onboardingDrafts.role, role)))
        .limit(1);
      return rows[0] ?? null;
    },

    async upsertDraft(
      userId: string,
      role: CreativeOnboardingRole,
      currentStep: number,
      data: Record<string, unknown>,
    ): Promise<OnboardingDraftRow> {
      const [row] = await db
        .insert(onboardingDrafts)
        .values({ userId, role, currentStep, data })
        .onConflictDoUpdate({
          target: [onboardingDrafts.userId, onboardingDrafts.role],
          set: { currentStep, data, updatedAt: sql`now()` },
        })
        .returning();
      return row!;
    },

    async deleteDraft(userId: string, role: CreativeOnboardingRole): Promise<void> {
      await db
        .delete(onboardingDrafts)
        .where(and(eq(onboardingDrafts.userId, userId), eq(onboardingDrafts.role, role)));
    },
  };
}
export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
