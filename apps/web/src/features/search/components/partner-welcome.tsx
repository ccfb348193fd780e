import { Compass, FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../ui/page';

const CHOICES = [
  {
    to: '/brand/discover',
    label: 'Discover Pairings',
    about: 'Creatives our matching engine ranks for your briefs and what you told us you need.',
    icon: Compass,
  },
  {
    to: '/brief/new?type=brand',
    label: 'Post Brief',
    about: 'Describe the work, set the budget, and vetted creatives apply.',
    icon: FilePlus2,
  },
] as const;

/** The partner welcome (spec part 2, other screens): two ways in. */
export function PartnerWelcome({ name, approved }: { name: string; approved: boolean }) {
  return (
    <Page title="Welcome">
      <header className="mb-8 flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">PulsePartner</p>
        <h1 className="font-display text-4xl font-bold">Welcome to Pulse, {name}</h1>
        <p className="text-lg text-muted">
          {approved
            ? 'You are approved: your briefs go live the moment you post them.'
            : 'Your application is under review (within 48 hours). You can explore creatives and draft briefs now.'}
        </p>
      </header>
      <ul className="flex flex-col gap-4">
        {CHOICES.map(({ to, label, about, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-4 rounded-card bg-surface p-5 ring-1 ring-line transition hover:ring-accent focus-visible:ring-accent"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex flex-col">
                <span className="font-display text-xl font-bold text-fg">{label}</span>
                <span className="text-sm text-muted">{about}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-muted">
        Or{' '}
        <Link to="/pulse-iq" className="font-semibold text-accent underline underline-offset-2">
          search creatives yourself
        </Link>
        .
      </p>
    </Page>
  );
}
