import type { JobLog, JobRunner } from '../../jobs/job-runner';
import type { DealsService } from './deals.service';

export const AUTO_APPROVE_SWEEP_JOB = 'deals.auto-approve-sweep';
export const AUTO_APPROVE_JOB = 'deals.auto-approve';
export const MONTH_START_JOB = 'deals.retainer-month-start';

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** Finds deliveries left unanswered for AUTO_APPROVE_DAYS and queues one job per deal. */
    'deals.auto-approve-sweep': Record<string, never>;
    /** Approves one such delivery (DESIGN 5.3). */
    'deals.auto-approve': { dealId: string };
    /**
     * Charges each milestone funded one at a time that started (a retainer's month, a project's next milestone)
     * to the partner's saved card, else tells them (decisions 067, 070, 072). Named when only retainers did.
     */
    'deals.retainer-month-start': Record<string, never>;
  }
}

/**
 * Auto-approval on the job runner (issue 20): an hourly sweep, run once across instances and once at start,
 * queues each due deal as its own job (singletonKey = the deal), so a deal that fails retries with backoff on
 * its own and never blocks the others, and a backlog of any size is queued in one sweep.
 */
export function registerDealJobs(jobs: JobRunner, deps: { deals: DealsService; log: JobLog }) {
  const { deals, log } = deps;
  jobs.work(
    AUTO_APPROVE_SWEEP_JOB,
    async () => {
      let after: { deliveredAt: Date; id: string } | undefined;
      let queued = 0;
      for (;;) {
        const page = await deals.dueForAutoApproval(new Date(), after);
        for (const due of page) {
          if (await jobs.send(AUTO_APPROVE_JOB, { dealId: due.id }, { singletonKey: due.id })) queued++;
        }
        if (page.length === 0) break;
        after = page[page.length - 1];
      }
      if (queued > 0) log.info({ queued }, 'deliveries queued for auto-approval');
    },
    { retryLimit: 3, retryDelaySeconds: 60, policy: 'stately' },
  );
  jobs.work(
    AUTO_APPROVE_JOB,
    async ({ dealId }) => {
      if (await deals.autoApprove(dealId)) log.info({ dealId }, 'delivery auto-approved');
    },
    { retryLimit: 6, retryDelaySeconds: 60, policy: 'stately' },
  );
  jobs.schedule(AUTO_APPROVE_SWEEP_JOB, '0 * * * *', {});
  jobs.work(
    MONTH_START_JOB,
    async () => {
      const started = await deals.startMilestones();
      if (started > 0) log.info({ started }, 'milestones started');
    },
    { retryLimit: 3, retryDelaySeconds: 300, policy: 'stately' },
  );
  jobs.schedule(MONTH_START_JOB, '15 * * * *', {});
  jobs.onStarted(async () => {
    await jobs.send(AUTO_APPROVE_SWEEP_JOB, {}, { singletonKey: 'boot' });
  });
}
