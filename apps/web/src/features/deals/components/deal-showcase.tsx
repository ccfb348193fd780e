import { canShowcase, SHOWCASE_COPY } from '@pulse/domain/deal-showcase';
import type { DealView } from '@pulse/domain/deals';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button, ButtonLink } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { usePublishDealPiece } from '../api/publish-deal-piece';
import { useDealSteps } from './use-deal-steps';

/**
 * The partner's showcase consent in the Deal Diary's details panel (decision 017): once the work is
 * delivered, allow the creative to publish it on the public feed, or withdraw (which takes it down).
 */
export function PartnerShowcase({ deal }: { deal: DealView }) {
  const steps = useDealSteps();
  if (!canShowcase(deal.status) || deal.viewer !== 'brand') return null;
  const allowed = deal.showcase.consentAt !== null;
  return (
    <section aria-labelledby={`showcase-${deal.id}`} className="flex flex-col gap-2">
      <h3 id={`showcase-${deal.id}`} className="text-sm font-semibold">
        Showcase
      </h3>
      <p className="text-sm text-muted">{allowed ? SHOWCASE_COPY.explainOn : SHOWCASE_COPY.explainOff}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={allowed ? 'secondary' : 'primary'}
          onClick={() =>
            steps.runFromButton(
              { kind: 'showcase-consent', dealId: deal.id, consent: !allowed },
              allowed ? 'Showcase withdrawn.' : 'Showcase allowed. The creative can publish it now.',
            )
          }
          pending={steps.isBusy(deal.id, 'showcase-consent')}
          pendingLabel={allowed ? SHOWCASE_COPY.withdrawing : SHOWCASE_COPY.allowing}
        >
          {allowed ? SHOWCASE_COPY.withdraw : SHOWCASE_COPY.allow}
        </Button>
        {deal.showcase.pieceId ? (
          <ButtonLink to={`/piece/${deal.showcase.pieceId}`} variant="ghost">
            {SHOWCASE_COPY.viewPiece}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The creative's side in the expanded /creator/deals row: publish the delivered work once the partner has
 * consented, see it published, or wait for consent.
 */
export function CreatorShowcase({ deal }: { deal: DealView }) {
  const publish = usePublishDealPiece();
  if (!canShowcase(deal.status) || deal.viewer !== 'creator') return null;
  const { consentAt, pieceId, media } = deal.showcase;
  const playable = media !== null && media.kind !== 'pdf';
  return (
    <section aria-labelledby={`showcase-${deal.id}`} className="flex flex-col gap-2">
      <h3 id={`showcase-${deal.id}`} className="text-sm font-semibold">
        Public feed
      </h3>
      {pieceId ? (
        <div className="flex flex-wrap items-center gap-2">
          <Chip tone="success">{SHOWCASE_COPY.published}</Chip>
          <ButtonLink to={`/piece/${pieceId}`} variant="secondary">
            {SHOWCASE_COPY.viewPiece}
          </ButtonLink>
        </div>
      ) : consentAt === null ? (
        <p className="text-sm text-muted">{SHOWCASE_COPY.awaiting}</p>
      ) : playable ? (
        <div>
          <Button
            onClick={() =>
              publish.mutate(deal.id, {
                onSuccess: () => toast.success('Published to the feed.'),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
            pending={publish.isPending}
            pendingLabel={SHOWCASE_COPY.publishing}
          >
            {SHOWCASE_COPY.publish}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">{SHOWCASE_COPY.needsFile}</p>
      )}
    </section>
  );
}
