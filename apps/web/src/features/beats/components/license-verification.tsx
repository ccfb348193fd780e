import { LICENSE_KIND_LABELS } from '@pulse/domain/beats';
import { BadgeCheck, SearchX } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Page } from '../../../ui/page';
import { Loading } from '../../../ui/spinner';
import { useLicenseVerification } from '../api/license-verification';

/** Dates as the license document writes them, in UTC so the server's render and the browser's agree. */
function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * `/licenses/verify/:code` (issue 32 item 5, decision 057): anyone, signed in or not, sees who licensed which
 * beat, when, and for which use, so a filmmaker can prove their license to a platform that claims their video.
 */
export function LicenseVerificationPage({ code }: { code: string }) {
  const query = useLicenseVerification(code);
  if (query.isPending) {
    return (
      <Page title="Verify a license">
        <Loading>Checking the license...</Loading>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title="License not found">
        <div className="flex flex-col items-center gap-3 rounded-card bg-surface p-8 text-center ring-1 ring-line">
          <SearchX aria-hidden="true" className="size-8 text-danger" />
          <h1 className="font-display text-2xl font-bold">License not found</h1>
          <Alert tone="danger">{errorMessage(query.error)}</Alert>
          <ButtonLink to="/discover/beats" variant="ghost">
            Discover Beats
          </ButtonLink>
        </div>
      </Page>
    );
  }
  const v = query.data.verification;
  const rows: [string, string][] = [
    ['Beat', `${v.beat.title} (${v.beat.bpm} BPM, ${v.beat.key})`],
    ['Producer', v.producer],
    ...(v.collaborators.length > 0
      ? ([['Collaborators', v.collaborators.map((c) => `${c.name} (${c.percentage}%)`).join(', ')]] as [
          string,
          string,
        ][])
      : []),
    ['Licensed to', v.licensee],
    ['License', LICENSE_KIND_LABELS[v.kind]],
    ['Use', v.usageType],
    ['Licensed on', longDate(v.licensedAt)],
    ['Terms version', v.termsVersion],
    ['License ID', v.licenseId],
  ];
  return (
    <Page title="License verified">
      <article className="flex flex-col gap-5 rounded-card bg-surface p-5 ring-1 ring-success/40">
        <header className="flex flex-col gap-2">
          <Chip tone="success" className="self-start">
            <BadgeCheck aria-hidden="true" className="size-4" /> Verified by Pulse
          </Chip>
          <h1 className="font-display text-2xl font-bold break-words">License verified</h1>
          <p className="text-sm text-muted">
            {v.licensee} holds a {LICENSE_KIND_LABELS[v.kind].toLowerCase()} license to use “{v.beat.title}” by{' '}
            {v.producer} for {v.usageType}, since {longDate(v.licensedAt)}.
          </p>
        </header>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-muted">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </Page>
  );
}
