import { LICENSE_KIND_LABELS } from '@pulse/domain/beats';
import { formatCents } from '@pulse/domain/ledger';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { Loading } from '../../../ui/spinner';
import { useMyBeats, useMyLicenses, usePublishBeat } from '../api/beats';
import { useMyHeldUploads } from '../api/held-uploads';
import { DownloadBeatButton } from './license-document';

const STATUS_LABELS = { draft: 'Draft', published: 'Published', sold_exclusive: 'Sold exclusively' } as const;

/** The caller's beat licenses, each with its document, the full file's download and its status. */
export function LicenseList() {
  const licenses = useMyLicenses();
  if (licenses.isPending) return <Loading>Loading your licenses...</Loading>;
  if (licenses.isError) {
    return <Alert tone="danger">We couldn't load your licenses: {errorMessage(licenses.error)}</Alert>;
  }
  if (licenses.data.licenses.length === 0) return <p className="text-sm text-muted">No licensed beats yet.</p>;
  return (
    <ul aria-label="Your licenses" className="flex flex-col gap-2">
      {licenses.data.licenses.map((l) => (
        <li key={l.id} className="flex flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-line">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold break-words">{l.beat.title}</p>
              <p className="text-sm text-muted">
                {l.producer.name} · {LICENSE_KIND_LABELS[l.kind]} · {l.usageType} · {formatCents(l.priceCents)}
              </p>
              <p className="text-xs text-muted">
                Purchased {new Date(l.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              </p>
            </div>
            <Chip tone="success">Licensed</Chip>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={`/licenses/${l.id}`} variant="ghost">
              View license<span className="sr-only"> for {l.beat.title}</span>
            </ButtonLink>
            <DownloadBeatButton license={l} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The filmmaker dashboard's licensed beats, with their documents and downloads. */
export function LicensedBeats() {
  return (
    <div className="mx-auto w-full max-w-xl px-5 pb-10 sm:px-8">
      <section aria-labelledby="licensed-beats" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="licensed-beats" className="font-display text-xl font-bold">
            Licensed Beats
          </h2>
          <ButtonLink to="/filmmaker/discover" variant="secondary">
            Discover Beats
          </ButtonLink>
        </div>
        <LicenseList />
      </section>
    </div>
  );
}

/** The producer dashboard's beats: status, sales and license holders per beat. */
export function BeatSales() {
  const beats = useMyBeats();
  const publish = usePublishBeat();
  const holds = useMyHeldUploads();
  /** The latest hold of each beat (a beat's file can be held once; an edit with a new file again). */
  const holdOf = (id: string) => holds.data?.holds.find((h) => h.subject === 'beat' && h.subjectId === id);
  return (
    <div className="mx-auto w-full max-w-xl px-5 pb-10 sm:px-8">
      <section aria-labelledby="my-beats" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="my-beats" className="font-display text-xl font-bold">
            Beats
          </h2>
          <ButtonLink to="/upload/beat/new" variant="secondary">
            List a Beat
          </ButtonLink>
        </div>
        {beats.isPending ? (
          <Loading>Loading your beats...</Loading>
        ) : beats.isError ? (
          <Alert tone="danger">We couldn't load your beats: {errorMessage(beats.error)}</Alert>
        ) : beats.data.beats.length === 0 ? (
          <p className="text-sm text-muted">No beats listed yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {beats.data.beats.map((b) => (
              <li key={b.id} className="flex flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-line">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{b.title}</p>
                    <p className="text-sm text-muted">
                      {b.licenses.length} {b.licenses.length === 1 ? 'license' : 'licenses'} ·{' '}
                      {formatCents(b.salesCents)} in sales
                    </p>
                  </div>
                  {b.status === 'draft' && holdOf(b.id)?.status === 'pending' ? (
                    <Chip tone="info">Held for review</Chip>
                  ) : b.status === 'draft' && holdOf(b.id)?.status === 'rejected' ? (
                    <Chip tone="danger">Not published</Chip>
                  ) : (
                    <Chip tone={b.status === 'published' ? 'success' : 'neutral'}>{STATUS_LABELS[b.status]}</Chip>
                  )}
                </div>
                {b.status === 'draft' && (holdOf(b.id)?.status === 'pending' || holdOf(b.id)?.status === 'rejected') ? (
                  <Alert tone={holdOf(b.id)?.status === 'rejected' ? 'danger' : 'info'}>{holdOf(b.id)?.message}</Alert>
                ) : b.status === 'draft' ? (
                  <div>
                    <Button
                      variant="secondary"
                      pending={publish.isPending && publish.variables === b.id}
                      onClick={() => publish.mutate(b.id)}
                    >
                      Publish<span className="sr-only"> {b.title}</span>
                    </Button>
                    {publish.isError && publish.variables === b.id ? (
                      <Alert tone="danger" className="mt-2">
                        {errorMessage(publish.error)}
                      </Alert>
                    ) : null}
                  </div>
                ) : null}
                {b.licenses.length > 0 ? (
                  <ul aria-label={`License holders of ${b.title}`} className="flex flex-col gap-1 text-sm">
                    {b.licenses.map((l) => (
                      <li key={l.id} className="flex flex-wrap justify-between gap-2">
                        <Link to={`/licenses/${l.id}`} className="underline underline-offset-2">
                          {l.buyer}
                        </Link>
                        <span className="text-muted">
                          {LICENSE_KIND_LABELS[l.kind]} · {l.usageType} · {formatCents(l.priceCents)}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
