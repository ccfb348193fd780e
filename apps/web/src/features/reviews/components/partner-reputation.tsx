import { ratingLine } from '@pulse/domain/reputation';
import { useReputation } from '../api/get-reputation';
import { Stars } from './star-rating';

/** A partner's record where a creative weighs their brief: the rating from creatives' reviews and disputes. */
export function PartnerReputation({ partnerId, name }: { partnerId: string; name: string }) {
  const query = useReputation('brand', partnerId);
  if (!query.isSuccess) return null;
  const { rating, rates } = query.data;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of the partner's figures, read as one.
    <div
      role="group"
      aria-label={`${name}'s reputation`}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted"
    >
      {rating.count > 0 ? (
        <>
          <Stars score={rating.average} />
          <span className="font-semibold text-fg">{ratingLine(rating.average, rating.count)}</span>
          <span>from creatives</span>
          {rates.dispute.count > 0 ? <span>· {Math.round((rates.dispute.rate ?? 0) * 100)}% disputed</span> : null}
        </>
      ) : (
        <span>New partner: no reviews yet</span>
      )}
    </div>
  );
}
