import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
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

/** A dashboard tile for a part of Pulse that exists: it opens it (PulseCircles, issue 34 item 2). */
export function FeatureTile({ name, description, to }: { name: string; description: string; to: string }) {
  return (
    <Link
      to={to}
      className="group flex flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-line transition hover:ring-accent/60"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-display text-base font-bold">{name}</h3>
        <ArrowRight aria-hidden="true" className="size-4 text-accent transition group-hover:translate-x-0.5" />
      </div>
      <p className="text-sm text-muted">{description}</p>
    </Link>
  );
}
