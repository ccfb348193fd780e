import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoLayout } from '../components/info-layout';

const link = 'font-semibold text-accent underline underline-offset-4';

const QUESTIONS: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: 'How long does approval take?',
    answer: (
      <>
        We review every application within 48 hours. Students need approval to join as Creatives, and partners need
        approval to post briefs. While you wait, a Creative can already build a profile and upload work, and a partner
        can draft briefs.
      </>
    ),
  },
  {
    question: 'What does Pulse cost?',
    answer: (
      <>
        Browsing, co-signing and applying are free. For Creatives, the first 3 projects are fee-free; after that Pulse
        keeps a service fee on each project you are paid for.
      </>
    ),
  },
  {
    question: 'How do payments work?',
    answer: (
      <>
        A partner funds a brief before work starts. The money is held in escrow by our card payment provider until the
        work is delivered or accepted, then released to the creatives on the deal. Card numbers go straight to the
        payment provider and never touch Pulse's servers.
      </>
    ),
  },
  {
    question: 'What is the Deal Diary?',
    answer: (
      <>
        Every deal has a diary that shows where it stands: Posted, Funded, Accepted, Delivered, Paid and Complete. Both
        sides see the same timeline.
      </>
    ),
  },
  {
    question: 'Who owns the work?',
    answer: (
      <>
        Creators own their work by default. When a partner pays for a brief, they get a license to the deliverables on
        the terms of that brief; ownership stays with the creator unless both sides agree otherwise in writing.
      </>
    ),
  },
  {
    question: 'Can I use AI in my work?',
    answer: (
      <>
        Yes, if you say so. AI-generated content must be disclosed when you submit it, and it is licensed separately
        from your original work.
      </>
    ),
  },
  {
    question: 'What is a retainer brief?',
    answer: (
      <>
        A brief for ongoing work. Instead of an open call, a retainer brief shortlists 2 to 4 creatives, so each one has
        a real chance and the partner gets a focused choice.
      </>
    ),
  },
  {
    question: 'Do I need an account to look around?',
    answer: (
      <>
        No. Pick a role and browse as a guest. Anonymous visitors get 3 co-signs a day on the public feed;{' '}
        <Link className={link} to="/signup">
          join Pulse
        </Link>{' '}
        for unlimited co-signs and to keep your picks.
      </>
    ),
  },
  {
    question: 'How do tips work?',
    answer: <>Explorers can tip a creative anywhere from $1 to $20, paid by card through our payment provider.</>,
  },
  {
    question: 'How do I reach a human?',
    answer: (
      <>
        Email{' '}
        <a className={link} href="mailto:support@pulse.example">
          support@pulse.example
        </a>{' '}
        or use the{' '}
        <Link className={link} to="/contact">
          contact form
        </Link>{' '}
        and ask for a 10-minute call.
      </>
    ),
  },
];

export function FaqRoute() {
  return (
    <InfoLayout title="FAQ" heading="Frequently asked questions" lead="Short answers about approval, money and rights.">
      <div className="flex flex-col gap-3">
        {QUESTIONS.map((item) => (
          <details
            key={item.question}
            className="group rounded-card bg-surface ring-1 ring-line transition open:ring-accent/50"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 font-display text-lg font-semibold text-fg [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-2xl leading-none text-accent transition group-open:rotate-45 motion-reduce:transition-none"
              >
                +
              </span>
            </summary>
            <div className="px-5 pb-5 text-fg/90">{item.answer}</div>
          </details>
        ))}
      </div>
    </InfoLayout>
  );
}
