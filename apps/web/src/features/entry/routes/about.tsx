import { ButtonLink } from '../../../ui/button';
import { InfoLayout, InfoSection } from '../components/info-layout';

const DEAL_STEPS = ['Posted', 'Funded', 'Accepted', 'Delivered', 'Paid', 'Complete'] as const;

export function AboutRoute() {
  return (
    <InfoLayout
      title="About"
      heading="About Pulse"
      lead="Pulse is a curated marketplace, now in beta, where college creatives meet the partners who pay for their work and the fans who back it. Where culture meets opportunity."
    >
      <InfoSection title="Who Pulse is for">
        <ul className="flex flex-col gap-3">
          <li>
            <strong className="text-fg">Creatives</strong> are student music producers, videographers, filmmakers and
            graphic designers. You apply, we review your application within 48 hours, and meanwhile you can build your
            profile, upload work and see the briefs that match it.
          </li>
          <li>
            <strong className="text-fg">PulsePartners</strong> are startups, nonprofits, clubs, arts collectives and
            teams. You post paid briefs, review the work that matches them, shortlist and license it. Partners are
            approved before their briefs go live.
          </li>
          <li>
            <strong className="text-fg">Explorers</strong> are fans. Take a short taste quiz, swipe through creatives,
            co-sign the ones you believe in, save them to lists and tip them from $1 to $20.
          </li>
        </ul>
      </InfoSection>

      <InfoSection title="A launch cohort, hand-picked">
        <p>
          We are opening with a launch cohort of 100 curated college creatives, so every partner brief reaches people
          who are ready to deliver, and every creative gets seen.
        </p>
      </InfoSection>

      <InfoSection title="How a deal works">
        <p>
          Every paid engagement is tracked in the Deal Diary, step by step. Money is never sent on trust: a partner
          funds the brief first, and the funds are held in escrow by our card payment provider until the work is
          delivered or accepted.
        </p>
        <ol className="flex flex-wrap gap-2" aria-label="Deal Diary states">
          {DEAL_STEPS.map((step, index) => (
            <li key={step} className="rounded-full bg-surface px-3 py-1 text-sm font-semibold text-fg ring-1 ring-line">
              <span className="text-accent">{index + 1}.</span> {step}
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection title="Fair by default">
        <ul className="list-disc space-y-2 ps-5 marker:text-accent">
          <li>Your first 3 projects are fee-free; after that Pulse keeps a service fee on each project.</li>
          <li>Creators own their work by default. Partners receive a license to the deliverables.</li>
          <li>AI-generated content must be disclosed, and it is licensed separately.</li>
          <li>Retainer briefs shortlist 2 to 4 creatives, so nobody pitches into the void.</li>
        </ul>
      </InfoSection>

      <InfoSection title="Join the cohort">
        <p>Applications take a few minutes. A human reviews every one.</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/creative/onboarding" size="lg">
            Apply as a Creative
          </ButtonLink>
          <ButtonLink to="/pulsepartner/onboarding" variant="secondary" size="lg">
            Become a PulsePartner
          </ButtonLink>
        </div>
      </InfoSection>

      <InfoSection title="Talk to a human">
        <p>
          Write to{' '}
          <a className="font-semibold text-accent underline underline-offset-4" href="mailto:support@pulse.example">
            support@pulse.example
          </a>{' '}
          or ask for a 10-minute call through the contact form. A person on the team answers, not a bot.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
