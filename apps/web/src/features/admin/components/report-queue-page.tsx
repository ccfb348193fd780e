import type { UseQueryResult } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { LinkBar } from '../../../ui/link-bar';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { ADMIN_PAGES } from './admin-pages';

/**
 * The frame of an admin report queue (reported reviews, reports): the admin pages' bar, the heading, and the
 * loading, failure and empty states around the open reports' cards. One frame, so the queues read alike.
 */
export function ReportQueuePage<T extends { id: string }>({
  title,
  lead,
  reports,
  empty,
  emptyHint,
  card,
}: {
  title: string;
  lead: string;
  reports: UseQueryResult<{ items: T[] }>;
  empty: string;
  emptyHint: string;
  card: (item: T) => ReactNode;
}) {
  return (
    <Page title={title} width="wide">
      <LinkBar label="Admin" items={ADMIN_PAGES} className="mb-5" />
      <PageHeading lead={lead}>{title}</PageHeading>
      {reports.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading reports...
        </p>
      ) : reports.isError ? (
        <Alert tone="danger">
          We couldn't load the reports: {errorMessage(reports.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => reports.refetch()}>
            Try again
          </button>
        </Alert>
      ) : reports.data.items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-10 text-center">
          <Flag aria-hidden="true" className="size-8 text-muted" />
          <p className="font-display text-lg font-bold">{empty}</p>
          <p className="text-sm text-muted">{emptyHint}</p>
        </Card>
      ) : (
        <section aria-labelledby="reports-heading" className="flex flex-col gap-4">
          <h2 id="reports-heading" className="font-display text-xl font-bold">
            Open ({reports.data.items.length})
          </h2>
          <ul className="grid gap-4 lg:grid-cols-2">
            {reports.data.items.map((item) => (
              <li key={item.id} className="flex">
                {card(item)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
