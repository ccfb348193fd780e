import type { TabChargeReason } from '@pulse/domain/tip-tab';
import type { JobLog, JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/app-error';
import type { TipsService } from './tips.service';

export const CHARGE_DUE_TABS_JOB = 'tips.charge-due-tabs';
export const CHARGE_TAB_JOB = 'tips.charge-tab';

declare module '../../jobs/job-runner' {
  interface JobPayloads {
    /** Finds tabs due for their charge ($10, or 7 days old) and queues one job per tab. */
    'tips.charge-due-tabs': Record<string, never>;
    /** Charges one tab (decision 054). */
    'tips.charge-tab': { tabId: string; reason: TabChargeReason };
  }
}

/**
 * Tabs are charged by jobs: one per tab (singletonKey = the tab), queued at once when a tip takes a tab to $10
 * and by a sweep every minute for tabs 7 days old (and any a crash left half charged). The charge itself runs
 * under the tab's own key, so two instances sweeping at once still charge a tab once.
 */
export function registerTipJobs(jobs: JobRunner, deps: { tips: TipsService; log: JobLog }) {
  const { tips, log } = deps;
  jobs.work(
    CHARGE_DUE_TABS_JOB,
    async () => {
      const due = await tips.dueTabs(new Date());
      for (const tab of due) {
        await jobs.send(CHARGE_TAB_JOB, { tabId: tab.id, reason: 'age' }, { singletonKey: tab.id });
      }
      if (due.length > 0) log.info({ queued: due.length }, 'tabs queued for their charge');
    },
    { retryLimit: 2, retryDelaySeconds: 30, policy: 'stately' },
  );
  jobs.work(
    CHARGE_TAB_JOB,
    async ({ tabId, reason }) => {
      try {
        const reply = await tips.chargeTab(tabId, reason);
        if (reply) log.info({ tabId, status: reply.statusCode }, 'tab charged');
      } catch (err) {
        // Emptied or settled by the fan meanwhile: nothing to charge.
        if (err instanceof AppError && err.code === 'conflict') return;
        throw err;
      }
    },
    { retryLimit: 5, retryDelaySeconds: 60, policy: 'stately' },
  );
  jobs.schedule(CHARGE_DUE_TABS_JOB, '* * * * *', {});
  jobs.onStarted(async () => {
    await jobs.send(CHARGE_DUE_TABS_JOB, {}, { singletonKey: 'boot' });
  });
}
