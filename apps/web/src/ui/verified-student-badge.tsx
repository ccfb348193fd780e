import { MONTH_NAMES } from '@pulse/domain/numbers';
import type { VerifiedStudent } from '@pulse/domain/student-status-contracts';
import { GraduationCap } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * The last month a status counts, "July 2027" for one that lapses at the start of August 1 (decision 052).
 * Without Intl: a public page's first Intl call costs tens of milliseconds (decision 048).
 */
export function studentUntilLabel(until: string): string {
  const last = new Date(Date.parse(until) - 1);
  if (Number.isNaN(last.getTime())) return '';
  return `${MONTH_NAMES[last.getUTCMonth()]} ${last.getUTCFullYear()}`;
}

/** What the badge says to assistive technology and in its tooltip. */
export function verifiedStudentDescription(student: VerifiedStudent): string {
  const until = studentUntilLabel(student.until);
  return `Verified student at ${student.school}${until ? `, through ${until}` : ''}`;
}

/**
 * "Verified student": a creative proved a school e-mail this academic year (issue 36 item 4). `full` names the
 * school on screen (profiles, the admin queue); `compact` keeps it to the words on cards and says the school
 * to screen readers and in the tooltip.
 */
export function VerifiedStudentBadge({
  student,
  variant = 'compact',
  className,
}: {
  student: VerifiedStudent;
  variant?: 'compact' | 'full';
  className?: string;
}) {
  const description = verifiedStudentDescription(student);
  return (
    <span
      title={description}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full bg-info-soft px-2.5 py-0.5 text-xs font-semibold text-info ring-1 ring-info/40 ring-inset',
        className,
      )}
    >
      <GraduationCap aria-hidden="true" className="size-3.5 shrink-0" />
      {variant === 'full' ? (
        <span className="truncate">
          Verified student <span className="font-medium">· {student.school}</span>
        </span>
      ) : (
        <span className="truncate">
          Verified student<span className="sr-only"> at {student.school}</span>
        </span>
      )}
    </span>
  );
}
