import type { JobLog, JobRunner } from '../../jobs/job-runner';
import type { MoneySteps } from './money-steps';
import type { StripeWebhookService } from './stripe-webhook.service';

export const RECOVER_ATTEMPTS_JOB = 'payments.recover-attempts';
export const STRIPE_EVENT_JOB = 'payments.stripe-event';

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** Settles provider attempts left pending by requests that died after calling the provider (decision 036). */
    'payments.recover-attempts': Record<string, never>;
    /** Apply one kept Stripe event (decision 063). */
    'payments.stripe-event': { eventId: string };
  }
}

/**
 * Recovery of money requests that died between their provider call and their finish (decision 036): at start-up
 * and every minute, once across instances, pending attempts nothing has touched for RECOVER_AFTER_MS are settled
 * by asking the provider. Each request is settled in its own transaction and at most once (the attempts' row
 * locks), so a run that overlaps a retrying client or another instance finishes nothing twice.
 */
export function registerPaymentJobs(jobs: JobRunner, deps: { steps: MoneySteps; log: JobLog }) {
  const { steps, log } = deps;
  jobs.work(
    RECOVER_ATTEMPTS_JOB,
    async () => {
      const result = await steps.recover();
      if (result.finished + result.abandoned + result.failed > 0) log.info(result, 'pending provider attempts settled');
    },
    { retryLimit: 2, retryDelaySeconds: 30, policy: 'stately' },
  );
  jobs.schedule(RECOVER_ATTEMPTS_JOB, '* * * * *', {});
  jobs.onStarted(async () => {
    await jobs.send(RECOVER_ATTEMPTS_JOB, {}, { singletonKey: 'boot' });
  });
}

/** Queues a kept Stripe event's job, once (singletonKey = the event's id). */
export function queueStripeEvent(jobs: JobRunner, eventId: string): Promise<string | null> {
  return jobs.send(STRIPE_EVENT_JOB, { eventId }, { singletonKey: eventId });
}

/**
 * Stripe's events, each applied by a job of its own (decision 063): retried by the runner (1 + 5 tries, from
 * 10 s doubling), then left among the failed jobs at /admin/jobs.
 */
export function registerStripeEventJobs(jobs: JobRunner, deps: { webhooks: StripeWebhookService }) {
  jobs.work(STRIPE_EVENT_JOB, ({ eventId }) => deps.webhooks.apply(eventId), {
    retryLimit: 5,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
    policy: 'stately',
  });
}
