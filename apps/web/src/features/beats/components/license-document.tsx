import { LICENSE_KIND_LABELS, licenseDocumentText, licenseTerms, licenseVerificationPath } from '@pulse/domain/beats';
import type { LicenseView } from '@pulse/domain/beats-contracts';
import { formatCents } from '@pulse/domain/ledger';
import { BadgeCheck, Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Loading } from '../../../ui/spinner';
import { downloadLicensedBeat, useLicense } from '../api/beats';

/** Saves the license document as a text file. */
function saveDocument(license: LicenseView) {
  const blob = new Blob([licenseDocumentText(license, window.location.origin)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `pulse-license-${license.id}.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The beat's full file through its expiring link; only the license's buyer gets one. */
export function DownloadBeatButton({ license }: { license: Pick<LicenseView, 'id' | 'beat'> }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      pending={pending}
      pendingLabel="Preparing download..."
      onClick={async () => {
        setPending(true);
        try {
          await downloadLicensedBeat(license.id);
        } catch (err) {
          toast.error(errorMessage(err));
        } finally {
          setPending(false);
        }
      }}
    >
      <Download aria-hidden="true" className="size-4" /> Download beat
      <span className="sr-only"> {license.beat.title}</span>
    </Button>
  );
}

/** `/licenses/:id`: the license document, for its buyer and the beat's producer (private: never server-rendered). */
export function LicenseDocument({ id }: { id: string }) {
  const query = useLicense(id);
  if (query.isPending) {
    return (
      <Page title="License">
        <Loading>Loading the license...</Loading>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title="License">
        <Alert tone="danger">{errorMessage(query.error)}</Alert>
      </Page>
    );
  }
  const license = query.data.license;
  const rows: [string, string][] = [
    ['License ID', license.id],
    ['Terms version', license.termsVersion],
    ['Beat', `${license.beat.title} (${license.beat.bpm} BPM, ${license.beat.key})`],
    ['Producer', license.producer.name],
    ...(license.collaborators.length > 0
      ? ([['Collaborators', license.collaborators.map((c) => `${c.name} (${c.percentage}%)`).join(', ')]] as [
          string,
          string,
        ][])
      : []),
    ['Licensee', license.buyer.name],
    ['License', LICENSE_KIND_LABELS[license.kind]],
    ['Usage', license.usageType],
    ['Price', formatCents(license.priceCents)],
    ['Date', new Date(license.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' })],
  ];
  return (
    <Page title="Beat License">
      <PageHeading lead="Keep this document with your project.">Beat License</PageHeading>
      <article className="flex flex-col gap-5 rounded-card bg-surface p-5 ring-1 ring-line">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-muted">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <section>
          <h2 className="mb-2 font-display text-lg font-bold">Terms</h2>
          <ol className="list-decimal pl-5 text-sm">
            {licenseTerms(license).map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ol>
        </section>
        <section className="flex flex-col gap-1 rounded-card bg-info-soft p-4 text-sm ring-1 ring-info/30">
          <h2 className="flex items-center gap-2 font-semibold">
            <BadgeCheck aria-hidden="true" className="size-4 text-info" /> Verification link
          </h2>
          <p className="text-muted">
            Anyone can check this license here, for example a platform that claims your video.
          </p>
          {/* The whole address: the document is shown to people and platforms outside Pulse. */}
          <Link
            to={licenseVerificationPath(license.verificationCode)}
            className="break-all font-medium text-info underline underline-offset-2"
          >
            {window.location.origin}
            {licenseVerificationPath(license.verificationCode)}
          </Link>
        </section>
      </article>
      <div className="mt-6 flex flex-wrap gap-2">
        <Button onClick={() => saveDocument(license)}>
          <FileText aria-hidden="true" className="size-4" /> Download license
        </Button>
        {license.isBuyer ? <DownloadBeatButton license={license} /> : null}
        {/* The buyer's licenses are at /licenses whatever their role; the producer's sales on their dashboard. */}
        {license.isBuyer ? (
          <ButtonLink to="/licenses" variant="ghost">
            My licenses
          </ButtonLink>
        ) : (
          <ButtonLink to="/producer/dashboard" variant="ghost">
            Back to dashboard
          </ButtonLink>
        )}
      </div>
    </Page>
  );
}
