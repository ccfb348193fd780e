import type { ReactNode } from 'react';
import { LinkBar } from '../../../ui/link-bar';
import { Page, PageHeading } from '../../../ui/page';

const INFO_TABS = [
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/terms', label: 'Terms' },
  { to: '/contact', label: 'Contact' },
] as const;

/** About, FAQ, Terms and Contact share one tab bar. */
export function InfoLayout({
  title,
  heading,
  lead,
  children,
}: {
  title: string;
  heading: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title={title}>
      <LinkBar label="Info pages" items={INFO_TABS} className="mb-8" />
      <PageHeading lead={lead}>{heading}</PageHeading>
      <div className="flex flex-col gap-8 text-base leading-relaxed text-fg/90">{children}</div>
    </Page>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-display text-xl font-bold text-fg">{title}</h2>
      {children}
    </section>
  );
}
