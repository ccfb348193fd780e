import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { DocumentTitle } from './document-title';

/** A screen's content column with its document title ("About · Pulse"). */
export function Page({
  title,
  children,
  className,
  width = 'narrow',
}: {
  title: string;
  children: ReactNode;
  className?: string;
  width?: 'narrow' | 'wide';
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-5 pt-6 pb-10 sm:px-8',
        // Wide screens fill the desktop beside the rail (decision 030); narrow ones are forms and reading.
        width === 'narrow' ? 'max-w-xl' : 'max-w-5xl lg:max-w-[90rem] lg:px-10',
        className,
      )}
    >
      <DocumentTitle title={title === 'Pulse' ? 'Pulse' : `${title} · Pulse`} />
      {children}
    </div>
  );
}

export function PageHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-2">
      <h1 className="font-display text-3xl font-bold text-fg sm:text-4xl">{children}</h1>
      {lead ? <p className="text-base text-muted">{lead}</p> : null}
    </header>
  );
}
