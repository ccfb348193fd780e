import { Lightbulb } from 'lucide-react';

/** The blue recalibration insight; nothing when there is none yet. */
export function InsightBox({ insight }: { insight: string | null }) {
  if (!insight) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-field bg-info-soft px-4 py-3 text-sm font-medium text-info ring-1 ring-inset ring-info/40"
    >
      <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{insight}</p>
    </div>
  );
}
