import { FAILED_JOB_MESSAGES, type FailedJob } from '@pulse/domain/failed-jobs';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { LinkBar } from '../../../ui/link-bar';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useFailedJobs, useRetryJob } from '../api/failed-jobs';
import { ADMIN_PAGES } from './admin-pages';

/** `/admin/jobs`: background jobs that failed after their last retry, newest first, each with Retry. */
export function FailedJobQueue() {
  const jobs = useFailedJobs();
  return (
    <Page title="Failed jobs" width="wide">
      <LinkBar label="Admin" items={ADMIN_PAGES} className="mb-5" />
      <PageHeading lead="Background work (uploads, e-mail, auto-approvals, payments) that failed after every retry. Fix the cause, then retry it.">
        Failed jobs
      </PageHeading>
      {jobs.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading failed jobs...
        </p>
      ) : jobs.isError ? (
        <Alert tone="danger">
          We couldn't load the failed jobs: {errorMessage(jobs.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => jobs.refetch()}>
            Try again
          </button>
        </Alert>
      ) : jobs.data.jobs.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-10 text-center">
          <CircleCheck aria-hidden="true" className="size-8 text-success" />
          <p className="font-display text-lg font-bold">No failed jobs</p>
          <p className="text-sm text-muted">Every background job ran or is still being retried.</p>
        </Card>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Failed jobs">
          {jobs.data.jobs.map((job) => (
            <li key={job.id} className="flex">
              <FailedJobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function FailedJobCard({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  const [failure, setFailure] = useState<string | null>(null);

  async function run() {
    setFailure(null);
    try {
      await retry.mutateAsync(job.id);
      toast.success(FAILED_JOB_MESSAGES.retried);
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
  }

  return (
    <article aria-label={job.label} className="flex w-full flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-display text-lg font-bold">{job.label}</h2>
          <p className="text-sm text-muted">
            <code className="text-xs">{job.name}</code>
            {job.failedAt ? ` · failed ${relativeTime(job.failedAt)}` : null} · {job.retryCount}{' '}
            {job.retryCount === 1 ? 'retry' : 'retries'}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void run()} disabled={retry.isPending}>
          {retry.isPending ? <Spinner /> : <RotateCcw aria-hidden="true" className="size-4" />} Retry
        </Button>
      </header>
      {job.error ? <p className="rounded-field bg-danger-soft px-3 py-2 text-sm break-words">{job.error}</p> : null}
      <pre className="overflow-x-auto rounded-field bg-raised px-3 py-2 text-xs text-muted">
        {JSON.stringify(job.data)}
      </pre>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </article>
  );
}
