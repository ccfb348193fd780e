import { REVIEW_PROMISE_HOURS } from '@pulse/domain/applications';
import { AVAILABILITY_LABELS, EXPERIENCE_LABELS } from '@pulse/domain/creator-setup';
import type { CreativeProfile } from '@pulse/domain/creator-setup-contracts';
import { RATE_KEYS, RATE_LABELS } from '@pulse/domain/rates';
import type { ApprovalStatus } from '@pulse/domain/roles-contracts';
import { BadgeCheck, Clock3, ExternalLink, MapPin } from 'lucide-react';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';

function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-[conic-gradient(from_200deg,var(--color-accent),var(--color-info),var(--color-accent))] font-display text-2xl font-bold text-ink"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** The profile as explorers, brands and agencies will see it once approved. */
export function ProfileCard({ profile }: { profile: CreativeProfile }) {
  const rates = RATE_KEYS.filter((k) => profile.rates[k].trim() !== '');
  const links = [
    { label: 'Portfolio', url: profile.socialLinks.portfolio },
    { label: 'Website', url: profile.socialLinks.website },
  ].filter((l) => l.url !== '');
  return (
    <Card className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <Avatar name={profile.displayName} />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="truncate font-display text-2xl font-bold">{profile.displayName}</h2>
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4" /> {profile.location}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {profile.creativeTypes.map((t) => (
          <Chip key={t} tone="accent">
            {t}
          </Chip>
        ))}
        <Chip tone={profile.availability === 'available' ? 'success' : 'neutral'}>
          {AVAILABILITY_LABELS[profile.availability]}
        </Chip>
      </div>
      <p className="whitespace-pre-line text-fg">{profile.bio}</p>
      <dl className="grid gap-4 text-sm grid-cols-1 sm:grid-cols-2">
        {profile.experience ? (
          <div>
            <dt className="font-semibold text-muted">Experience</dt>
            <dd>
              {EXPERIENCE_LABELS[profile.experience].label} ({EXPERIENCE_LABELS[profile.experience].years})
            </dd>
          </div>
        ) : null}
        {profile.specialties.length > 0 ? (
          <div>
            <dt className="font-semibold text-muted">Specialties</dt>
            <dd>{profile.specialties.join(' · ')}</dd>
          </div>
        ) : null}
        {rates.length > 0 ? (
          <div>
            <dt className="font-semibold text-muted">Rates</dt>
            <dd>
              <ul>
                {rates.map((k) => (
                  <li key={k}>
                    {RATE_LABELS[k]}: {profile.rates[k]}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {links.length > 0 || profile.socialLinks.instagram ? (
          <div>
            <dt className="font-semibold text-muted">Links</dt>
            <dd>
              <ul className="flex flex-col gap-1">
                {links.map((l) => (
                  <li key={l.label}>
                    <a
                      href={l.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 font-semibold text-accent underline underline-offset-4"
                    >
                      {l.label} <ExternalLink aria-hidden="true" className="size-3.5" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
                {profile.socialLinks.instagram ? <li>Instagram: {profile.socialLinks.instagram}</li> : null}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}

/** Step 7's status box: under review (24-48 hours) until PulseTeam decides. */
export function ReviewStatusBox({ status }: { status: ApprovalStatus | null }) {
  if (status === 'approved') {
    return (
      <div className="flex gap-3 rounded-card bg-success-soft p-5 text-success ring-1 ring-success/40 ring-inset">
        <BadgeCheck aria-hidden="true" className="size-6 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-display text-lg font-bold">Approved</p>
          <p className="text-sm">Your changes are live: explorers, brands and agencies see this profile.</p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex gap-3 rounded-card bg-info-soft p-5 text-info ring-1 ring-info/40 ring-inset">
      <Clock3 aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-display text-lg font-bold">Under Review by PulseTeam</p>
        <p className="text-sm">
          Typically 24-{REVIEW_PROMISE_HOURS} hours. Once approved, your profile is visible to explorers, brands and
          agencies.
        </p>
      </div>
    </div>
  );
}
