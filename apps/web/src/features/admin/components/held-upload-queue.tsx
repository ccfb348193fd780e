import type { HeldUpload, HoldWork } from '@pulse/domain/content-holds';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { LinkBar } from '../../../ui/link-bar';
import { MediaPlayer } from '../../../ui/media-player';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useDecideHeldUpload, useHeldUploads } from '../api/held-uploads';
import { ADMIN_PAGES } from './admin-pages';

/** `/admin/held-uploads`: beats held because their audio matches another account's work, each with both recordings. */
export function HeldUploadQueue() {
  const holds = useHeldUploads();
  const pending = holds.data?.holds.filter((h) => h.status === 'pending') ?? [];
  const decided = holds.data?.holds.filter((h) => h.status !== 'pending') ?? [];
  return (
    <Page title="Held uploads" width="wide">
      <LinkBar label="Admin" items={ADMIN_PAGES} className="mb-5" />
      <PageHeading lead="Uploads whose audio matches another creative's work were held instead of published. Listen to both, then release the upload or reject it.">
        Held uploads
      </PageHeading>
      {holds.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading held uploads...
        </p>
      ) : holds.isError ? (
        <Alert tone="danger">
          We couldn't load the held uploads: {errorMessage(holds.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => holds.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-8">
          {pending.length === 0 ? (
            <Card className="flex flex-col items-center gap-2 py-10 text-center">
              <CircleCheck aria-hidden="true" className="size-8 text-success" />
              <p className="font-display text-lg font-bold">Nothing to review</p>
              <p className="text-sm text-muted">Every upload that matched another creative's work has been reviewed.</p>
            </Card>
          ) : (
            <ul className="flex flex-col gap-4" aria-label="Held uploads to review">
              {pending.map((hold) => (
                <li key={hold.id}>
                  <HeldUploadCard hold={hold} />
                </li>
              ))}
            </ul>
          )}
          {decided.length > 0 ? (
            <section aria-labelledby="held-decided">
              <h2 id="held-decided" className="mb-3 font-display text-lg font-bold">
                Reviewed lately
              </h2>
              <ul className="flex flex-col divide-y divide-line rounded-card bg-surface ring-1 ring-line">
                {decided.map((hold) => (
                  <li key={hold.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                    <span className="min-w-0">
                      <strong className="font-semibold">{hold.upload.title}</strong> by {hold.upload.owner.name} ·
                      matches “{hold.original.title}”
                    </span>
                    <span className={hold.status === 'released' ? 'text-success' : 'text-danger'}>
                      {hold.status === 'released' ? 'Released' : 'Rejected'}
                      {hold.decidedAt ? ` ${relativeTime(hold.decidedAt)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </Page>
  );
}

function Recording({ label, work, seed }: { label: string; work: HoldWork; seed: string }) {
  return (
    <section aria-label={`${label}: ${work.title}`} className="flex min-w-0 flex-col gap-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
      <p className="min-w-0">
        <span className="font-display text-base font-bold">{work.title}</span>{' '}
        <span className="text-sm text-muted">by {work.owner.name}</span>
      </p>
      {work.media ? (
        <MediaPlayer
          media={work.media}
          title={work.title}
          seed={seed}
          fullLength
          sizes="(min-width: 1024px) 480px, 100vw"
        />
      ) : (
        <p className="text-sm text-muted">This file is no longer available.</p>
      )}
    </section>
  );
}

function HeldUploadCard({ hold }: { hold: HeldUpload }) {
  const decide = useDecideHeldUpload();
  const [failure, setFailure] = useState<string | null>(null);
  const share = Math.round(hold.ratio * 100);

  async function run(action: 'release' | 'reject') {
    setFailure(null);
    try {
      await decide.mutateAsync({ id: hold.id, action });
      toast.success(
        action === 'release' ? `“${hold.upload.title}” is published.` : `“${hold.upload.title}” stays unpublished.`,
      );
    } catch (cause) {
      setFailure(errorMessage(cause));
    }
  }

  const busy = decide.isPending;
  return (
    <article
      aria-label={`${hold.upload.title} held`}
      className="flex flex-col gap-4 rounded-card bg-surface p-4 ring-1 ring-line"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-display text-lg font-bold">
            “{hold.upload.title}” matches “{hold.original.title}”
          </h2>
          <p className="text-sm text-muted">
            {share}% of the shorter recording lines up
            {hold.offsetSeconds !== 0
              ? `, ${Math.abs(hold.offsetSeconds).toFixed(1)} s ${hold.offsetSeconds > 0 ? 'into' : 'before'} the original`
              : ''}{' '}
            · held {relativeTime(hold.createdAt)}
          </p>
        </div>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <Recording label="Held upload" work={hold.upload} seed={`${hold.id}-upload`} />
        <Recording label="Original" work={hold.original} seed={`${hold.id}-original`} />
      </div>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void run('release')} disabled={busy}>
          {busy && decide.variables?.action === 'release' ? 'Releasing...' : 'Release'}
        </Button>
        <Button variant="secondary" onClick={() => void run('reject')} disabled={busy}>
          {busy && decide.variables?.action === 'reject' ? 'Rejecting...' : 'Reject'}
        </Button>
      </div>
    </article>
  );
}
