import { Link } from 'react-router';
import { InfoLayout, InfoSection } from '../components/info-layout';

export function TermsRoute() {
  return (
    <InfoLayout
      title="Terms"
      heading="Terms of use"
      lead="The plain-language rules of Pulse. Pulse is in beta; if these terms change, we will tell you before the change applies."
    >
      <InfoSection title="1. Accounts and approval">
        <p>
          Anyone can browse Pulse as a guest. Students need approval to join as Creatives, and partners need approval to
          post briefs. We review applications within 48 hours and may decline or remove an account that breaks these
          terms.
        </p>
      </InfoSection>
      <InfoSection title="2. Briefs, escrow and payment">
        <p>
          A partner funds a brief before work starts. Funds are held in escrow by our card payment provider until the
          work is delivered or accepted, and are then released to the creatives on the deal. Each deal moves through
          Posted, Funded, Accepted, Delivered, Paid and Complete in its Deal Diary.
        </p>
      </InfoSection>
      <InfoSection title="3. Fees">
        <p>
          A Creative's first 3 projects are fee-free. After that, Pulse keeps a service fee on each project. Browsing,
          co-signing and applying cost nothing.
        </p>
      </InfoSection>
      <InfoSection title="4. Ownership and licensing">
        <p>
          Creators own their work by default. A partner who pays for a brief receives a license to the deliverables on
          the terms stated in that brief. Retainer briefs shortlist 2 to 4 creatives.
        </p>
      </InfoSection>
      <InfoSection title="5. AI-generated content">
        <p>
          AI-generated content must be disclosed when it is submitted, and it is licensed separately from original work.
        </p>
      </InfoSection>
      <InfoSection title="6. Co-signs and tips">
        <p>
          Co-signs are personal endorsements: anonymous visitors get 3 a day on the public feed. Explorers can tip
          creatives from $1 to $20.
        </p>
      </InfoSection>
      <InfoSection title="7. Conduct">
        <p>
          Be honest about who you are and what you made, respect other people's work and rights, and keep payments for
          Pulse deals on Pulse so escrow can protect both sides.
        </p>
      </InfoSection>
      <InfoSection title="8. Questions">
        <p>
          Write to{' '}
          <a className="font-semibold text-accent underline underline-offset-4" href="mailto:support@pulse.example">
            support@pulse.example
          </a>{' '}
          or use the{' '}
          <Link className="font-semibold text-accent underline underline-offset-4" to="/contact">
            contact form
          </Link>
          . A human replies.
        </p>
      </InfoSection>
    </InfoLayout>
  );
}
