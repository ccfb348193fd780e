import { APPLICATION_KIND_LABELS } from '@pulse/domain/applications';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { LinkBar } from '../../../ui/link-bar';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useApproveApplication } from '../api/approve-application';
import { useApplications } from '../api/get-applications';
import { useRejectApplication } from '../api/reject-application';
import { ADMIN_PAGES } from './admin-pages';
import { ApplicationCard } from './application-card';

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <span className="font-display text-3xl font-bold tabular-nums">{value}</span>
      <span className="text-sm text-muted">{label}</span>
    </Card>
  );
}

/** `/admin/applications`: pending creatives and partners, oldest first, against the 48-hour promise. */
export function ApplicationQueue() {
  const queue = useApplications();
  const approve = useApproveApplication();
  const reject = useRejectApplication();

  // The decisions taken on this visit stay on screen (newest first) once their cards leave the queue.
  const [decisions, setDecisions] = useState<{ id: string; text: string }[]>([]);
  const record = (id: string, text: string) => setDecisions((list) => [{ id, text }, ...list].slice(0, 5));

  async function approveOne(id: string, name: string, kind: keyof typeof APPLICATION_KIND_LABELS) {
    try {
      await approve.mutateAsync(id);
      record(id, `Approved ${name} as a ${APPLICATION_KIND_LABELS[kind]}. They have been notified.`);
    } catch (error) {
      toast.error(`Could not approve ${name}: ${errorMessage(error)}`);
    }
  }

  async function rejectOne(id: string, name: string, reason: string) {
    await reject.mutateAsync({ id, reason });
    record(id, `Rejected ${name}'s application. They have been told why.`);
  }

  return (
    <Page title="Review queue" width="wide">
      <LinkBar label="Admin" items={ADMIN_PAGES} className="mb-5" />
      <PageHeading lead="Pending Creatives and PulsePartners, oldest first. We promise a decision within 48 hours.">
        Review queue
      </PageHeading>
      {queue.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading applications...
        </p>
      ) : queue.isError ? (
        <Alert tone="danger">
          We couldn't load the applications: {errorMessage(queue.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => queue.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <section aria-label="Pending applications by kind" className="grid grid-cols-2 gap-3 sm:max-w-md">
            <Counter label="Creative applications" value={queue.data.counters.creativeApplications} />
            <Counter label="Partner applications" value={queue.data.counters.partnerApplications} />
          </section>
          <div aria-live="polite">
            {decisions.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {decisions.map((d) => (
                  <li key={d.id}>
                    <Alert tone="success">{d.text}</Alert>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <section aria-labelledby="pending-heading" className="flex flex-col gap-4">
            <h2 id="pending-heading" className="font-display text-xl font-bold">
              {/* The counters' own sum: both come from one query, and the list may be a first page of it. */}
              Pending ({queue.data.counters.creativeApplications + queue.data.counters.partnerApplications})
            </h2>
            {queue.data.items.length === 0 ? (
              <Card className="flex flex-col items-center gap-2 py-10 text-center">
                <Inbox aria-hidden="true" className="size-8 text-muted" />
                <p className="font-display text-lg font-bold">No applications waiting</p>
                <p className="text-sm text-muted">You're all caught up. New ones appear here oldest first.</p>
              </Card>
            ) : (
              queue.data.items.map((application) => {
                const name = application.details.name || application.applicant.name;
                return (
                  <ApplicationCard
                    key={application.id}
                    application={application}
                    now={new Date(queue.data.now)}
                    approving={approve.isPending && approve.variables === application.id}
                    onApprove={() => void approveOne(application.id, name, application.kind)}
                    onReject={(reason) => rejectOne(application.id, name, reason)}
                  />
                );
              })
            )}
          </section>
        </div>
      )}
    </Page>
  );
}
