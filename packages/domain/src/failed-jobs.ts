import { z } from 'zod';

/**
 * Background jobs that failed for good (after their last retry) are kept as dead letters an admin can read and
 * retry (issue 20, decision 020). What each queue does, as an admin reads it.
 */
export const JOB_LABELS: Readonly<Record<string, string>> = {
  'media.process': 'Process an upload',
  'media.analyse': 'Analyse an audio upload',
  'deals.auto-approve': 'Auto-approve a delivered deal',
  'deals.auto-approve-sweep': 'Find deals to auto-approve',
  'email.relay': 'Queue written e-mails',
  'email.deliver': 'Send an e-mail',
  'messaging.prune-events': 'Prune old live events',
  'payments.recover-attempts': 'Settle interrupted payments',
  'payments.stripe-event': 'Apply a Stripe event',
  'reviews.score-sweep': 'Refresh reputation after review windows close',
};

export function jobLabel(name: string): string {
  return JOB_LABELS[name] ?? name;
}

/** The message of the error a failed try left (pg-boss stores the thrown error), or null. */
export function jobErrorMessage(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return typeof output === 'string' && output !== '' ? output : null;
}

export const FailedJob = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  /** What the job was asked to do (ids, never secrets: job payloads carry ids). */
  data: z.unknown(),
  error: z.string().nullable(),
  retryCount: z.number().int().nonnegative(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJob>;

/** GET /api/admin/jobs/failed: newest first. */
export const FailedJobsResponse = z.object({ jobs: z.array(FailedJob) });
export type FailedJobsResponse = z.infer<typeof FailedJobsResponse>;

/** POST /api/admin/jobs/:id/retry */
export const RetryJobResponse = z.object({ retried: z.literal(true) });
export type RetryJobResponse = z.infer<typeof RetryJobResponse>;

export const FAILED_JOB_MESSAGES = {
  notFailed: 'That job is not waiting for a retry any more: it was retried already or never failed.',
  retried: 'Job queued again.',
} as const;
