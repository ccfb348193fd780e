import { ContactForm } from '../components/contact-form';
import { InfoLayout, InfoSection } from '../components/info-layout';

const ADDRESSES = [
  { label: 'Support', email: 'support@pulse.example' },
  { label: 'Creatives', email: 'creatives@pulse.example' },
  { label: 'PulsePartners', email: 'partners@pulse.example' },
  { label: 'Payments', email: 'payments@pulse.example' },
  { label: 'Press', email: 'press@pulse.example' },
] as const;

export function ContactRoute() {
  return (
    <InfoLayout
      title="Contact"
      heading="Talk to a human"
      lead="Every message is read by a person on the team. Ask a question, or ask for a 10-minute call."
    >
      <ContactForm />
      <InfoSection title="Or write to us directly">
        <ul className="grid gap-2 grid-cols-1 sm:grid-cols-2">
          {ADDRESSES.map((address) => (
            <li key={address.email} className="rounded-field bg-surface px-4 py-3 ring-1 ring-line">
              <span className="block text-xs font-semibold tracking-wide text-muted uppercase">{address.label}</span>
              <a
                className="font-semibold text-accent underline-offset-4 hover:underline"
                href={`mailto:${address.email}`}
              >
                {address.email}
              </a>
            </li>
          ))}
        </ul>
      </InfoSection>
    </InfoLayout>
  );
}
