import type { MatchPreview } from '@pulse/domain/briefs';
import { MATCH_PART_LABELS, matchPartMax } from '@pulse/domain/matching';

const PART_ORDER = ['tags', 'category', 'rights', 'price', 'reputation'] as const;

/**
 * Why a match score: each part's points of its weight. Partner-facing rankings carry the creative's reviews
 * as a fifth part beside the fit parts (decision 035).
 */
export function ScoreParts({ parts }: { parts: MatchPreview['scoreParts'] }) {
  const withRep = parts.reputation !== undefined;
  const keys = PART_ORDER.filter((k) => k !== 'reputation' || withRep);
  return (
    <dl
      aria-label="Match score parts"
      className={`grid gap-1.5 text-center text-xs ${withRep ? 'grid-cols-5' : 'grid-cols-4'}`}
    >
      {keys.map((k) => (
        <div key={k} className="min-w-0 rounded-field bg-raised px-1 py-1.5">
          <dt className="truncate text-muted">{MATCH_PART_LABELS[k]}</dt>
          <dd className="font-semibold tabular-nums">
            {parts[k] ?? 0}/{matchPartMax(k, withRep)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
