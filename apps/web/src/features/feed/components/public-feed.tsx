import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { usePieces } from '../api/get-pieces';
import { CosignNotice } from './cosign-notice';
import { PieceCard } from './piece-card';
import { useCosignToggle } from './use-cosign-toggle';

/** `/feed`: the public feed of collaboration pieces, open to anonymous visitors (3 co-signs a day). */
export function PublicFeed() {
  const feed = usePieces();
  const { toggle, notice, error, busyId } = useCosignToggle();
  const allowance = feed.data?.allowance;
  return (
    <Page title="Feed" width="wide">
      <PageHeading lead="Finished collaborations from Pulse creatives. Co-sign the work you rate.">
        Collaboration Feed
      </PageHeading>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex-1">
          <CosignNotice allowance={allowance} notice={notice} error={error} />
        </div>
        {allowance && allowance.remaining !== null ? (
          <ButtonLink to="/start" variant="primary">
            Join Pulse
          </ButtonLink>
        ) : null}
      </div>
      {feed.isPending ? <Spinner /> : null}
      {feed.isError ? <Alert tone="danger">{feed.error.message}</Alert> : null}
      {feed.data && feed.data.items.length === 0 ? (
        <p className="text-muted">No pieces yet. Check back soon for new collaborations.</p>
      ) : null}
      {feed.data && allowance ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Collaboration pieces">
          {feed.data.items.map((piece, i) => (
            <li key={piece.id}>
              <PieceCard
                priority={i < 2}
                piece={piece}
                allowance={allowance}
                busy={busyId === piece.id}
                onToggle={(p) => toggle(p, allowance)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
