import { formatDuration } from '@pulse/domain/cosign-limit';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { usePiece } from '../api/get-piece';
import { CosignNotice } from './cosign-notice';
import { PieceCard } from './piece-card';
import { useCosignToggle } from './use-cosign-toggle';

/** `/piece/{id}`: one collaboration piece with its description and the same co-sign toggle as the feed. */
export function PiecePage({ id }: { id: string }) {
  const piece = usePiece(id);
  const { toggle, notice, error, busyId } = useCosignToggle();
  if (piece.isPending) return <Spinner />;
  if (piece.isError) {
    const missing = (piece.error as { status?: number }).status === 404;
    return (
      <Page title={missing ? 'Piece Not Found' : 'Piece'}>
        <PageHeading>{missing ? 'Piece Not Found' : 'Could not load this piece'}</PageHeading>
        {missing ? null : <Alert tone="danger">{piece.error.message}</Alert>}
        <ButtonLink to="/feed" variant="secondary" className="mt-4">
          Back to Feed
        </ButtonLink>
      </Page>
    );
  }
  const { piece: p, allowance } = piece.data;
  return (
    <Page title={p.title}>
      <ButtonLink to="/feed" variant="ghost" className="-ml-4 mb-2">
        Back to Feed
      </ButtonLink>
      {p.media?.kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: creatives' delivered work carries no caption track yet.
        <video
          src={p.media.url}
          controls
          preload="metadata"
          aria-label={`Play ${p.title}`}
          className="mb-5 aspect-video w-full rounded-card bg-ink ring-1 ring-line"
        />
      ) : (
        <div
          aria-hidden
          className="mb-5 flex aspect-video items-end rounded-card bg-gradient-to-br from-accent/50 via-raised to-info/40 p-4 font-display text-2xl font-bold text-fg"
        >
          {formatDuration(p.durationSeconds)}
        </div>
      )}
      {p.media?.kind === 'audio' ? (
        // biome-ignore lint/a11y/useMediaCaption: an instrumental track has no words to caption.
        <audio src={p.media.url} controls preload="metadata" aria-label={`Play ${p.title}`} className="mb-5 w-full" />
      ) : null}
      <PieceCard
        piece={p}
        allowance={allowance}
        busy={busyId === p.id}
        onToggle={(x) => toggle(x, allowance)}
        details={false}
        titleAs="h1"
      />
      {p.description ? <p className="mt-5 text-base text-fg">{p.description}</p> : null}
      <p className="mt-2 text-sm text-muted">
        Published {new Date(p.publishedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
      </p>
      <div className="mt-5">
        <CosignNotice allowance={allowance} notice={notice} error={error} />
      </div>
    </Page>
  );
}
