import { Chip } from '../../../ui/chip';

/** A planned feature shown only as a tile (spec part 1, section 1). */
export function ComingSoonTile({ name, description }: { name: string; description: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-line ring-dashed">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-display text-base font-bold">{name}</h3>
        <Chip tone="info">Coming Soon</Chip>
      </div>
      <p className="text-sm text-muted">{description}</p>
    </div>
  );
}
