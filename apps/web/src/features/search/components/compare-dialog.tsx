import { type CreativeSearchCard, cardRatingLabel, priceRangeCentsLabel } from '@pulse/domain/creator-search';
import { pulseScoreText, responseRateText, responseTimeLabel } from '@pulse/domain/earned-numbers';
import { formatCount } from '@pulse/domain/numbers';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../../ui/avatar';
import { Dialog } from '../../../ui/dialog';
import { AVAILABILITY_LABEL } from './creative-card';

const ROWS: readonly { label: string; value: (c: CreativeSearchCard) => ReactNode }[] = [
  { label: 'Type', value: (c) => c.type },
  { label: 'Location', value: (c) => c.location || '—' },
  { label: 'Pulse Score', value: (c) => pulseScoreText(c.pulseScore) },
  { label: 'Rating', value: (c) => cardRatingLabel(c.rating) },
  { label: 'Response rate', value: (c) => responseRateText(c.responseRate) },
  { label: 'Response time', value: (c) => responseTimeLabel(c.responseMinutes) ?? '—' },
  { label: 'Price', value: (c) => priceRangeCentsLabel(c.priceRangeCents) },
  { label: 'Availability', value: (c) => AVAILABILITY_LABEL[c.availability] },
  { label: 'Niche', value: (c) => c.niche ?? '—' },
  { label: 'Languages', value: (c) => c.languages.join(', ') || '—' },
  { label: 'Region', value: (c) => c.region ?? '—' },
  { label: 'Collaboration', value: (c) => c.collaborationTypes.join(', ') || '—' },
  { label: 'Posting', value: (c) => c.postingFrequency ?? '—' },
  { label: 'Tags', value: (c) => c.tags.join(', ') || '—' },
  { label: 'Followers', value: (c) => formatCount(c.followers) },
  { label: 'Engagement', value: (c) => formatCount(c.engagement) },
  { label: 'Recent uploads', value: (c) => formatCount(c.recentUploads) },
];

/** Compare: 2 to 4 shortlisted creatives side by side (a table that scrolls sideways on a phone). */
export function CompareDialog({
  creatives,
  open,
  onOpenChange,
}: {
  creatives: readonly CreativeSearchCard[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Compare creatives"
      description={`${creatives.length} creatives side by side.`}
    >
      <div className="min-h-0 flex-1 overflow-auto rounded-2xl ring-1 ring-line">
        <table className="w-full border-collapse text-left text-sm">
          <thead className="sticky top-0 bg-raised">
            <tr>
              <td className="sticky left-0 w-24 bg-raised p-2 sm:w-36" />
              {creatives.map((c) => (
                <th key={c.id} scope="col" className="w-36 min-w-32 p-2 align-bottom sm:w-44 sm:p-3">
                  <Avatar src={c.avatarUrl} size={40} className="mb-2 size-10" />
                  <span className="flex items-center gap-1 font-display font-bold text-fg">
                    {c.name}
                    {c.verified ? <BadgeCheck aria-label="Verified" role="img" className="size-4 text-info" /> : null}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} className="border-t border-line">
                <th
                  scope="row"
                  className="sticky left-0 w-24 bg-surface p-2 text-xs font-semibold text-muted sm:w-36 sm:p-3 sm:text-sm"
                >
                  {row.label}
                </th>
                {creatives.map((c) => (
                  <td key={c.id} className="p-2 align-top text-fg sm:p-3">
                    {row.value(c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
