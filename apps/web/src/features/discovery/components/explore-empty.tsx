import { Button } from '../../../ui/button';

/** The explore empty state; it renders (the prototype's crashed: spec defect). */
export function ExploreEmpty({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-12 text-center ring-1 ring-line">
      <h2 className="font-display text-xl font-bold text-fg">No creatives found</h2>
      <Button variant="secondary" onClick={onReset}>
        Reset Filters
      </Button>
    </div>
  );
}
