import {
  type CreativeDraft,
  type CreativeOnboardingRole,
  draftErrors,
  FIRST_ACTIONS,
  type FirstAction,
  type saveCreativeDraftRequest,
} from '@pulse/domain/creative-onboarding';
import {
  knownAnswers,
  missingAnswers,
  type QuizAnswers,
  ROLE_QUIZZES,
  type RolePreferenceKind,
  type RolePreferencesResponse,
} from '@pulse/domain/role-quizzes';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { OnboardingDraftRow, OnboardingRepository, RolePreferencesRow } from './onboarding.repository';

type SaveDraftInput = z.output<ReturnType<typeof saveCreativeDraftRequest>>;

function toPreferences(kind: RolePreferenceKind, row: RolePreferencesRow | null): RolePreferencesResponse {
  return {
    kind,
    preferences: knownAnswers(ROLE_QUIZZES[kind], row?.preferences ?? {}),
    onboardingCompleted: row?.onboardingCompleted ?? false,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const string = (value: unknown): string => (typeof value === 'string' ? value : '');

function toDraft(role: CreativeOnboardingRole, row: OnboardingDraftRow): CreativeDraft {
  const d = row.data;
  const firstAction = (FIRST_ACTIONS as readonly unknown[]).includes(d.firstAction)
    ? (d.firstAction as FirstAction)
    : null;
  return {
    role,
    currentStep: row.currentStep,
    displayName: string(d.displayName),
    location: string(d.location),
    portfolioLink: string(d.portfolioLink),
    genres: strings(d.genres),
    vibes: strings(d.vibes),
    bio: string(d.bio),
    specialties: strings(d.specialties),
    links: strings(d.links),
    firstAction,
    completed: d.completed === true,
    completedAt: typeof d.completedAt === 'string' ? d.completedAt : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Quiz answers (role_preferences) and creative onboarding drafts. Every read and write is the caller's own:
 * the routes pass the session's user id, never an id from the input, so another user's rows cannot be named.
 */
export function createOnboardingService(deps: { repo: OnboardingRepository }) {
  const { repo } = deps;

  return {
    async getPreferences(userId: string, kind: RolePreferenceKind): Promise<RolePreferencesResponse> {
      return toPreferences(kind, await repo.findPreferences(userId, kind));
    },

    /** Saves the answers given so far; `completed` (the last step) needs every question answered. */
    async savePreferences(
      userId: string,
      kind: RolePreferenceKind,
      input: { answers: QuizAnswers; completed: boolean },
    ): Promise<RolePreferencesResponse> {
      const quiz = ROLE_QUIZZES[kind];
      const answers = Object.fromEntries(Object.entries(input.answers).filter(([, v]) => v !== undefined));
      const row = await repo.mergePreferences(
        userId,
        kind,
        answers,
        input.completed
          ? (merged) => {
              const missing = missingAnswers(quiz, knownAnswers(quiz, merged.preferences));
              const keys = Object.keys(missing);
              if (keys.length > 0) {
                const fields = Object.fromEntries(keys.map((k) => [`answers.${k}`, missing[k]!]));
                throw new AppError('validation_failed', missing[keys[0]!]!, fields);
              }
            }
          : undefined,
      );
      return toPreferences(kind, row);
    },

    async getDraft(userId: string, role: CreativeOnboardingRole): Promise<CreativeDraft | null> {
      const row = await repo.findDraft(userId, role);
      return row ? toDraft(role, row) : null;
    },

    /**
     * Replaces the caller's draft for this role. Completion sticks: once completed, a later save keeps it
     * completed, so it must still pass every step's rules.
     */
    async saveDraft(userId: string, role: CreativeOnboardingRole, input: SaveDraftInput): Promise<CreativeDraft> {
      const existing = await repo.findDraft(userId, role);
      const wasCompleted = existing?.data.completed === true;
      const completed = input.completed || wasCompleted;
      if (completed) {
        const errors = draftErrors({ ...input, completed: true }, role);
        const keys = Object.keys(errors);
        if (keys.length > 0) throw new AppError('validation_failed', errors[keys[0]!]!, errors);
      }
      const { currentStep, ...fields } = input;
      const completedAt =
        wasCompleted && typeof existing?.data.completedAt === 'string'
          ? existing.data.completedAt
          : completed
            ? new Date().toISOString()
            : null;
      const row = await repo.upsertDraft(userId, role, completed ? 4 : currentStep, {
        ...fields,
        completed,
        completedAt,
      });
      return toDraft(role, row);
    },

    async deleteDraft(userId: string, role: CreativeOnboardingRole): Promise<void> {
      await repo.deleteDraft(userId, role);
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
