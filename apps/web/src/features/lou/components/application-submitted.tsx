import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button';
import { Page } from '../../../ui/page';

interface SubmittedLink {
  to: string;
  label: string;
}

const PAGES = {
  creative: {
    title: 'Application submitted',
    lead: 'Thanks for applying as a Creative! The PulseTeam reviews every application within 48 hours. Meanwhile you can build your profile.',
    links: [
      { to: '/creator/setup', label: 'Set up your profile' },
      { to: '/discover', label: 'Discover creatives' },
      { to: '/', label: 'Home' },
      { to: '/contact', label: 'Contact us' },
    ],
  },
  partner: {
    title: 'Application submitted',
    lead: 'Thanks for applying as a PulsePartner! The PulseTeam reviews every application within 48 hours. You can draft a brief meanwhile; it goes live once you’re approved.',
    links: [
      { to: '/post-brief', label: 'Post a brief' },
      { to: '/about', label: 'About Pulse' },
      { to: '/', label: 'Home' },
      { to: '/contact', label: 'Contact us' },
    ],
  },
} satisfies Record<string, { title: string; lead: string; links: SubmittedLink[] }>;

/** /creative/application-submitted and /pulsepartner/application-submitted, with the spec's links. */
export function ApplicationSubmitted({ kind }: { kind: keyof typeof PAGES }) {
  const page = PAGES[kind];
  return (
    <Page title={page.title}>
      <div className="flex flex-col items-start gap-5 motion-safe:animate-rise">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckCircle2 aria-hidden="true" className="size-8" />
        </span>
        <h1 className="font-display text-3xl font-bold text-fg sm:text-4xl">{page.title}</h1>
        <p className="text-base text-muted">{page.lead}</p>
        <nav aria-label="What next" className="w-full">
          <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {page.links.map((link, i) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={buttonClasses(i === 0 ? 'primary' : 'secondary', 'md', 'w-full sm:w-auto')}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Page>
  );
}
