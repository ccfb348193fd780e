import { AVAILABILITY_LABEL } from '@pulse/domain/creator-page';
import type { CreatorPage } from '@pulse/domain/creator-page-contracts';
import { pulseScoreText } from '@pulse/domain/earned-numbers';
import { formatCount } from '@pulse/domain/numbers';
import { BadgeCheck, MapPin } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Avatar } from '../../../ui/avatar';
import { Chip, type ChipTone } from '../../../ui/chip';
import { VerifiedStudentBadge } from '../../../ui/verified-student-badge';

const AVAILABILITY_TONE: Record<CreatorPage['availability'], ChipTone> = {
  available: 'success',
  busy: 'info',
  booked: 'danger',
};

/** `earned`: false when there is no figure yet; the words ("No score yet") read quieter than a number. */
function Stat({ label, value, earned = true }: { label: string; value: string; earned?: boolean }) {
  return (
    // dt before dd for assistive tech; the number reads first on screen.
    <div className="flex flex-col-reverse items-center justify-end rounded-field bg-raised px-2 py-2.5">
      <dt className="text-center text-[0.6875rem] leading-tight font-medium tracking-wide text-muted uppercase">
        {label}
      </dt>
      <dd
        className={cn(
          'text-center font-display font-bold',
          earned ? 'text-lg text-fg' : 'text-xs leading-7 text-muted',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** Avatar, name, type, location, availability and the counts (spec part 2, section 3's creator profile). */
export function CreatorHeader({ page }: { page: CreatorPage }) {
  const stats = [
    { label: 'Followers', value: formatCount(page.followers) },
    { label: 'Following', value: formatCount(page.following) },
    { label: 'Projects', value: formatCount(page.projects) },
    // "No score yet" until one is earned, as on every card (decision 060).
    { label: 'Pulse Score', value: pulseScoreText(page.pulseScore), earned: page.pulseScore !== null },
  ];
  return (
    <header className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <Avatar src={page.avatar} size={80} eager className="size-20 ring-2 ring-accent/60" />
        <div className="flex min-w-0 flex-col gap-1">
          {/* A long name wraps (balanced) rather than losing its end: the column beside the work is narrow. */}
          <h1 className="flex items-center gap-1.5 font-display text-2xl font-bold text-fg sm:text-3xl">
            <span className="min-w-0 [overflow-wrap:anywhere] text-balance">{page.name}</span>
            {page.verified ? (
              <BadgeCheck aria-label="Verified" role="img" className="size-6 shrink-0 text-accent" />
            ) : null}
          </h1>
          <p className="text-sm font-medium text-fg/90">{page.type}</p>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {page.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5" />
                {page.location}
              </span>
            ) : null}
            <Chip tone={AVAILABILITY_TONE[page.availability]}>{AVAILABILITY_LABEL[page.availability]}</Chip>
            {page.verifiedStudent ? <VerifiedStudentBadge student={page.verifiedStudent} variant="full" /> : null}
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-4 gap-2">
        {stats.map((s) => (
          <Stat key={s.label} {...s} />
        ))}
      </dl>
    </header>
  );
}
