import type { QuizAnswers, RolePreferenceKind, RolePreferencesResponse } from '@pulse/domain/role-quizzes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { rolePreferencesQueryKey } from '../api/get-role-preferences';
import { saveRolePreferences } from '../api/save-role-preferences';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'error'; message: string };

/** Multi-select answers change with every tap; they are sent once the tapping pauses. */
export const MULTI_ANSWER_DEBOUNCE_MS = 500;

interface AnswerSaverOptions {
  kind: RolePreferenceKind;
  /** Whether the visitor had a session when the quiz opened. */
  hasSession: boolean;
  /** Starts a guest session (app/ passes the role choice); called once, before the first save. */
  startSession: () => Promise<unknown>;
  /** The answers on screen now, sent in full after a failed save. */
  currentAnswers: () => QuizAnswers;
}

/**
 * Saves each answer to the server as it is given, one request at a time in order, so a reload resumes
 * where the visitor left off. `finish` sends every answer with `completed` and resolves once stored.
 */
export function useAnswerSaver({ kind, hasSession, startSession, currentAnswers }: AnswerSaverOptions) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const session = useRef<Promise<unknown> | null>(hasSession ? Promise.resolve() : null);
  const pending = useRef(new Map<string, string | string[]>());
  const timer = useRef<number | null>(null);
  const inFlight = useRef(0);
  const lastFailed = useRef(false);
  const latest = useRef({ startSession, currentAnswers });
  latest.current = { startSession, currentAnswers };

  const ensureSession = useCallback(() => {
    if (!session.current) {
      session.current = latest.current.startSession().catch((error: unknown) => {
        session.current = null;
        throw error;
      });
    }
    return session.current;
  }, []);

  const enqueue = useCallback(
    (answers: QuizAnswers, completed = false): Promise<RolePreferencesResponse> => {
      inFlight.current += 1;
      setStatus({ state: 'saving' });
      const run = queue.current
        .catch(() => undefined)
        .then(async () => {
          await ensureSession();
          return saveRolePreferences(kind, { answers, completed });
        });
      queue.current = run;
      run.then(
        (data) => {
          inFlight.current -= 1;
          queryClient.setQueryData(rolePreferencesQueryKey(kind), data);
          if (inFlight.current === 0 && !lastFailed.current) setStatus({ state: 'saved' });
        },
        (error: unknown) => {
          inFlight.current -= 1;
          lastFailed.current = true;
          setStatus({ state: 'error', message: errorMessage(error) });
        },
      );
      return run;
    },
    [ensureSession, kind, queryClient],
  );

  const flush = useCallback(() => {
    if (timer.current !== null) {
      window.clearTimeout(timer.current);
      timer.current = null;
    }
    if (pending.current.size === 0) return;
    // After a failure, resend everything on screen so nothing stays behind on the server.
    const answers = lastFailed.current ? latest.current.currentAnswers() : Object.fromEntries(pending.current);
    pending.current.clear();
    lastFailed.current = false;
    void enqueue(answers);
  }, [enqueue]);

  /** Records one answer; single choices go at once, multi choices after a short pause. */
  const saveAnswer = useCallback(
    (questionId: string, answer: string | string[], mode: 'single' | 'multi') => {
      pending.current.set(questionId, answer);
      if (timer.current !== null) window.clearTimeout(timer.current);
      if (mode === 'single') flush();
      else timer.current = window.setTimeout(flush, MULTI_ANSWER_DEBOUNCE_MS);
    },
    [flush],
  );

  /** Drops an answer that was emptied before it was sent (an unanswered question is not stored). */
  const forgetAnswer = useCallback((questionId: string) => {
    pending.current.delete(questionId);
  }, []);

  const retry = useCallback(() => {
    pending.current.clear();
    lastFailed.current = false;
    void enqueue(latest.current.currentAnswers());
  }, [enqueue]);

  /** The last step: every answer, completed. Rejects with the server's error when it cannot be stored. */
  const finish = useCallback(
    (answers: QuizAnswers) => {
      flush();
      pending.current.clear();
      lastFailed.current = false;
      return enqueue(answers, true);
    },
    [enqueue, flush],
  );

  // Leaving the screen mid-pause still sends what was picked.
  useEffect(() => flush, [flush]);

  return { status, saveAnswer, forgetAnswer, flush, retry, finish };
}
