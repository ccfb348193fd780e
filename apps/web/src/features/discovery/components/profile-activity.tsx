import type { TasteCalibration } from '@pulse/domain/feedback';
import { Link } from 'react-router';
import { relativeTime } from '../../../lib/relative-time';

const VERB: Record<TasteCalibration['action'], string> = {
  cosign: 'Co-signed',
  skip: 'Skipped',
  dive_deeper: 'Dove deeper into',
};

/** Activity: the fan's taste calibrations, newest first, with the reason each was shown. */
export function ProfileActivity({ items }: { items: readonly TasteCalibration[] }) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted">
        No activity yet.{' '}
        <Link to="/fan/feed" className="text-accent underline">
          Start swiping in For You
        </Link>
      </p>
    );
  }
  return (
    <ol className="flex flex-col divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="py-3">
          <p className="text-sm text-fg">
            {VERB[item.action]}{' '}
            <Link to={`/creator/${encodeURIComponent(item.creatorId)}`} className="font-semibold hover:underline">
              {item.creatorName}
            </Link>
          </p>
          <p className="text-xs text-muted">
            {item.reason} · <time dateTime={item.createdAt}>{relativeTime(item.createdAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
