import { isSignedIn, useMe } from '../../../lib/session';
import { AfterHydration } from '../../../ui/after-hydration';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { ReportButton } from '../../../ui/report-button';
import { Spinner } from '../../../ui/spinner';
import { usePiece } from '../api/get-piece';
import { CosignNotice } from './cosign-notice';
import { PieceCard, PieceMedia } from './piece-card';
import { useCosignToggle } from './use-cosign-toggle';

/** `/piece/{id}`: one collaboration piece with its description and the same co-sign toggle as the feed. */
export function PiecePage({ id }: { id: string }) {
  const piece = usePiece(id);
  const me = useMe();
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
    <Page title={p.title} width="wide">
      <ButtonLink to="/feed" variant="ghost" className="-ml-4 mb-2">
        Back to Feed
      </ButtonLink>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-start">
        <PieceMedia piece={p} priority sizes="(min-width: 1024px) 720px, 100vw" />
        <div>
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
          {/* Signed-in accounts report a piece that is not theirs (decision 050); it depends on the viewer. */}
          <AfterHydration>
            {isSignedIn(me.data) && me.data?.user?.id !== p.producer.id && me.data?.user?.id !== p.filmmaker.id ? (
              <ReportButton kind="piece" targetId={p.id} subject={`“${p.title}”`} className="mt-1" />
            ) : null}
          </AfterHydration>
          <div className="mt-5">
            <CosignNotice allowance={allowance} notice={notice} error={error} />
          </div>
        </div>
      </div>
    </Page>
  );
}
