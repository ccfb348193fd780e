import type { CreatorCard } from '@pulse/domain/creators-contracts';
import type { SavedList } from '@pulse/domain/library';
import { Link } from 'react-router';
import { Avatar } from '../../../ui/avatar';

function CreatorRow({ creator, action }: { creator: CreatorCard; action: { label: string; run: () => void } }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar src={creator.avatarUrl} size={40} className="size-10" />
      <Link to={`/creator/${encodeURIComponent(creator.id)}`} className="min-w-0 flex-1 hover:underline">
        <span className="block truncate font-semibold text-fg">{creator.name}</span>
        <span className="block truncate text-xs text-muted">{creator.niche}</span>
      </Link>
      <button
        type="button"
        onClick={action.run}
        aria-label={`${action.label} ${creator.name}`}
        className="min-h-9 rounded-full px-3 text-sm font-medium text-muted ring-1 ring-line ring-inset hover:text-fg"
      >
        {action.label}
      </button>
    </li>
  );
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-card bg-surface p-3 text-center ring-1 ring-line">
      <p className="font-display text-2xl font-bold text-fg">{value}</p>
      <p className="text-xs text-muted">{label}</p>
    </div>
  );
}

/** Overview: the fan's real counts, who they follow and their saved lists. */
export function ProfileOverview({
  cosigns,
  following,
  lists,
  onUnfollow,
  onRemove,
}: {
  cosigns: number;
  following: readonly CreatorCard[];
  lists: readonly SavedList[];
  onUnfollow: (creatorId: string) => void;
  onRemove: (listId: string, creatorId: string) => void;
}) {
  const saved = new Set(lists.flatMap((l) => l.creators.map((c) => c.id))).size;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-3 gap-2">
        <Stat value={cosigns} label="Co-signs" />
        <Stat value={following.length} label="Following" />
        <Stat value={saved} label="Saved" />
      </div>
      <section aria-labelledby="following-heading">
        <h2 id="following-heading" className="font-display text-lg font-bold text-fg">
          Following
        </h2>
        {following.length === 0 ? (
          <p className="mt-1 text-sm text-muted">
            You don't follow anyone yet.{' '}
            <Link to="/explore" className="text-accent underline">
              Explore creatives
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {following.map((c) => (
              <CreatorRow key={c.id} creator={c} action={{ label: 'Unfollow', run: () => onUnfollow(c.id) }} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="lists-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="lists-heading" className="font-display text-lg font-bold text-fg">
            Saved lists
          </h2>
          {/* Playlists are built from saved lists (issue 11), so this is where fans find them. */}
          <Link
            to="/playlists"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline"
          >
            Your playlists
          </Link>
        </div>
        {lists.length === 0 ? (
          <p className="mt-1 text-sm text-muted">Save creatives from For You or Explore and they land here.</p>
        ) : (
          lists.map((list) => (
            <section key={list.id} aria-label={list.name} className="mt-3 rounded-card bg-surface p-4 ring-1 ring-line">
              <h3 className="font-semibold text-fg">
                {list.name} <span className="text-sm font-normal text-muted">({list.creators.length})</span>
              </h3>
              {list.creators.length === 0 ? (
                <p className="text-sm text-muted">Nothing saved here any more.</p>
              ) : (
                <ul className="divide-y divide-line">
                  {list.creators.map((c) => (
                    <CreatorRow
                      key={c.id}
                      creator={c}
                      action={{ label: 'Remove', run: () => onRemove(list.id, c.id) }}
                    />
                  ))}
                </ul>
              )}
            </section>
          ))
        )}
      </section>
    </div>
  );
}
