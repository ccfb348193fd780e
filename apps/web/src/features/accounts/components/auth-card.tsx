import type { ReactNode } from 'react';
import { Page, PageHeading } from '../../../ui/page';

export function AuthCard({
  title,
  heading,
  lead,
  children,
  footer,
}: {
  title: string;
  heading: string;
  lead: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Page title={title}>
      <div className="motion-safe:animate-rise">
        <PageHeading lead={lead}>{heading}</PageHeading>
        <div className="rounded-card bg-surface p-5 ring-1 ring-line sm:p-6">{children}</div>
        <p className="mt-6 text-center text-sm text-muted">{footer}</p>
      </div>
    </Page>
  );
}
