import type { Brief } from '@pulse/domain/briefs';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { ScoreParts } from '../../../ui/score-parts';
import { Spinner } from '../../../ui/spinner';
import { useMatchPreview } from '../api/get-match-preview';

/** AI Match Preview: the matching engine's best creatives for the partner's latest brief. */
export function MatchPreviewCards({ brief }: { brief: Brief | null }) {
  const preview = useMatchPreview(brief?.id ?? null);
  return (
    <section aria-labelledby="match-preview-heading" className="flex flex-col gap-3">
      <h2 id="match-preview-heading" className="flex items-center gap-2 font-display text-lg font-bold">
        <Sparkles aria-hidden="true" className="size-5 text-accent" /> AI Match Preview
      </h2>
      {!brief ? (
        <p className="text-sm text-muted">Post a quick brief and we line up the creatives who fit it.</p>
      ) : preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="text-accent" /> Matching creatives to “{brief.title}”...
        </p>
      ) : preview.isError ? (
        <Alert tone="danger">Could not load the match preview: {errorMessage(preview.error)}</Alert>
      ) : preview.data.items.length === 0 ? (
        <p className="text-sm text-muted">No creatives found for “{brief.title}” yet.</p>
      ) : (
        <>
          <p className="text-sm text-muted">For “{brief.title}”</p>
          <ul className="grid gap-3 grid-cols-1 sm:grid-cols-3">
            {preview.data.items.map((item) => (
              <li key={item.creator.id} className="flex flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-line">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <Link
                      to={`/creator/${item.creator.id}`}
                      className="font-display font-bold hover:text-accent hover:underline"
                    >
                      {item.creator.name}
                    </Link>
                    <p className="text-xs text-muted">
                      {[item.creator.niche, item.creator.location].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <span className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-sm font-bold text-accent tabular-nums">
                    {item.matchScore}%
                  </span>
                </div>
                <p className="text-xs text-info">{item.reason}</p>
                <ScoreParts parts={item.scoreParts} />
                {item.snippet ? <p className="text-xs text-muted">Snippet: {item.snippet.title}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
