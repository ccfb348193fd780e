import type { MediaAnalysis } from '@pulse/domain/media-analysis-contracts';
import { Check, Plus, Sparkles } from 'lucide-react';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

type Suggestion = MediaAnalysis['suggestions'][number];

/** What the analysis measured, in one line: "92 BPM · A minor · -14.2 LUFS". */
export function analysisSummary(analysis: MediaAnalysis): string {
  return [
    analysis.bpm !== null ? `${analysis.bpm} BPM` : null,
    analysis.key,
    analysis.loudnessLufs !== null ? `${analysis.loudnessLufs.toFixed(1)} LUFS` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The server's analysis of an upload beside a form (decision 056): "Analysing..." while it runs, "Analysis
 * unavailable" while a failed job waits for its retry, the file's own reason when it cannot be analysed, and
 * once heard, each suggested tag with the reason for it and a button to add it. Adding never removes or
 * replaces anything a person chose.
 */
export function SoundSuggestions({
  analysis,
  suggestions,
  isAdded,
  onAdd,
  label = 'Suggested from the sound',
}: {
  analysis: MediaAnalysis | null;
  /** The suggestions this form can take (the caller filters, e.g. to the beat moods). */
  suggestions: readonly Suggestion[];
  isAdded: (tag: string) => boolean;
  onAdd: (tag: string) => void;
  label?: string;
}) {
  if (analysis === null || analysis.status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-3.5" /> Analysing the audio for tempo, key and energy...
      </p>
    );
  }
  if (analysis.status === 'failed') {
    return (
      <p role="status" className="text-sm text-muted">
        <span className="font-semibold text-fg">Analysis unavailable.</span> We'll try again in a moment; you can fill
        in the details yourself.
      </p>
    );
  }
  if (analysis.status === 'unanalysable') {
    return (
      <p role="status" className="text-sm text-muted">
        {analysis.message ?? 'Analysis unavailable'}
      </p>
    );
  }
  const summary = analysisSummary(analysis);
  return (
    <section aria-label={label} className="flex flex-col gap-2 rounded-field bg-info-soft/40 p-3 ring-1 ring-info/30">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Sparkles aria-hidden="true" className="size-4 text-info" />
        <span className="font-semibold">{label}</span>
        {summary ? <span className="text-muted">· Heard {summary}</span> : null}
      </p>
      {analysis.message ? <p className="text-sm text-muted">{analysis.message}</p> : null}
      {suggestions.length > 0 ? (
        <ul className="flex flex-col gap-1.5">
          {suggestions.map((s) => {
            const added = isAdded(s.tag);
            return (
              <li key={s.tag} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <button
                  type="button"
                  disabled={added}
                  aria-label={added ? `${s.tag} added` : `Add ${s.tag}`}
                  onClick={() => onAdd(s.tag)}
                  className={cn(
                    'inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-xs font-semibold ring-1 ring-inset transition',
                    added
                      ? 'bg-success-soft text-success ring-success/40'
                      : 'bg-raised text-fg ring-line-strong hover:ring-info focus-visible:outline-2 focus-visible:outline-accent',
                  )}
                >
                  {added ? (
                    <Check aria-hidden="true" className="size-3.5" />
                  ) : (
                    <Plus aria-hidden="true" className="size-3.5" />
                  )}
                  {s.tag}
                </button>
                <span className="text-xs text-muted">{s.reason}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
