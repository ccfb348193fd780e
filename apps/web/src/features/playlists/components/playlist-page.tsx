import { formatDuration } from '@pulse/domain/cosign-limit';
import type { PlaylistDetail } from '@pulse/domain/playlists';
import { Bookmark, BookmarkCheck, Heart, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useBookmarkPlaylist, usePlaylist, useSetPlaylistVisibility } from '../api/playlists';
import { SharePlaylistButton } from './share-playlist-button';

function Actions({ p }: { p: PlaylistDetail }) {
  const bookmark = useBookmarkPlaylist();
  const visibility = useSetPlaylistVisibility();
  const toggle = (kind: 'save' | 'favorite', on: boolean) =>
    bookmark.mutate(
      { id: p.id, kind, on },
      {
        onSuccess: () =>
          toast.success(
            kind === 'save'
              ? on
                ? 'Playlist saved'
                : 'Playlist removed from saved'
              : on
                ? 'Added to Favorites'
                : 'Removed from Favorites',
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const busy = bookmark.isPending ? bookmark.variables?.kind : undefined;
  return (
    <div className="mb-6 flex flex-wrap gap-2">
      <Button
        variant={p.saved ? 'primary' : 'secondary'}
        aria-pressed={p.saved}
        pending={busy === 'save'}
        onClick={() => toggle('save', !p.saved)}
      >
        {p.saved ? <BookmarkCheck aria-hidden className="size-4" /> : <Bookmark aria-hidden className="size-4" />}
        {p.saved ? 'Saved' : 'Save'}
      </Button>
      <SharePlaylistButton title={p.title} url={`${window.location.origin}/playlist/${p.id}`} />
      <Button
        variant={p.favorited ? 'primary' : 'secondary'}
        aria-pressed={p.favorited}
        pending={busy === 'favorite'}
        onClick={() => toggle('favorite', !p.favorited)}
      >
        <Heart aria-hidden className="size-4" />
        {p.favorited ? 'In Favorites' : 'Add to Favorites'}
      </Button>
      {p.isOwner ? (
        <Button
          variant="ghost"
          pending={visibility.isPending}
          onClick={() =>
            visibility.mutate(
              { id: p.id, visibility: p.visibility === 'private' ? 'public' : 'private' },
              { onError: (error) => toast.error(errorMessage(error)) },
            )
          }
        >
          {p.visibility === 'private' ? 'Make public' : 'Make private'}
        </Button>
      ) : null}
    </div>
  );
}

/** `/playlist/{id}`: a curated or fan-made playlist of creators' pieces (spec part 1, section 2). */
export function PlaylistPage({ id }: { id: string }) {
  const playlist = usePlaylist(id);
  if (playlist.isPending) return <Spinner />;
  if (playlist.isError) {
    const missing = (playlist.error as { status?: number }).status === 404;
    return (
      <Page title={missing ? 'Playlist Not Found' : 'Playlist'}>
        <PageHeading>{missing ? 'Playlist Not Found' : 'Could not load this playlist'}</PageHeading>
        {missing ? null : <Alert tone="danger">{errorMessage(playlist.error)}</Alert>}
        <ButtonLink to="/feed" variant="secondary" className="mt-4">
          Back to Feed
        </ButtonLink>
      </Page>
    );
  }
  const p = playlist.data;
  const total = p.items.reduce((sum, i) => sum + i.durationSeconds, 0);
  return (
    <Page title={p.title} width="wide">
      <ButtonLink to="/feed" variant="ghost" className="-ml-4 mb-2">
        Back to Feed
      </ButtonLink>
      <PageHeading
        lead={
          <>
            {p.curated ? 'Curated by Pulse' : `By ${p.ownerName ?? 'a fan'}`} · {p.items.length}{' '}
            {p.items.length === 1 ? 'piece' : 'pieces'} · {formatDuration(total)}
            {p.visibility === 'private' ? (
              <>
                {' '}
                · <Lock aria-hidden className="inline size-4" /> Private
              </>
            ) : null}
          </>
        }
      >
        {p.title}
      </PageHeading>
      {p.description ? <p className="mb-3 text-base text-fg">{p.description}</p> : null}
      {p.tags.length > 0 ? (
        <ul className="mb-4 flex flex-wrap gap-2" aria-label="Tags">
          {p.tags.map((t) => (
            <li key={t}>
              <Chip>#{t}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
      <Actions p={p} />
      <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="playlist-items">
          <h2 id="playlist-items" className="mb-3 font-display text-xl font-bold">
            Items
          </h2>
          {p.items.length === 0 ? (
            <p className="text-muted">This playlist has no pieces right now.</p>
          ) : (
            <ol className="flex flex-col gap-3" aria-label="Playlist items">
              {p.items.map((item, index) => (
                <li key={item.id}>
                  <Card className="flex items-center gap-4 p-4">
                    <span aria-hidden className="w-6 text-right font-display text-lg text-muted">
                      {index + 1}
                    </span>
                    <div className="min-w-0 flex-1">
                      <Link to={`/piece/${item.id}`} className="font-semibold text-fg hover:underline">
                        {item.title}
                      </Link>
                      <p className="truncate text-sm text-muted">
                        {item.producer.name} × {item.filmmaker.name}
                      </p>
                    </div>
                    <span className="text-sm text-muted">{formatDuration(item.durationSeconds)}</span>
                  </Card>
                </li>
              ))}
            </ol>
          )}
          <ButtonLink to="/feed" variant="secondary" className="mt-6">
            Discover More
          </ButtonLink>
        </section>
        <aside aria-labelledby="similar-vibes" className="flex flex-col gap-3">
          <h2 id="similar-vibes" className="font-display text-xl font-bold">
            Similar Vibes
          </h2>
          {p.similarVibes.length === 0 ? (
            <p className="text-sm text-muted">No playlists share this one's tags yet.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {p.similarVibes.map((s) => (
                <li key={s.id}>
                  <Card className="p-4">
                    <Link to={`/playlist/${s.id}`} className="font-semibold text-fg hover:underline">
                      {s.title}
                    </Link>
                    <p className="text-sm text-muted">
                      {s.itemCount} {s.itemCount === 1 ? 'piece' : 'pieces'} · shares{' '}
                      {s.sharedTags.map((t) => `#${t}`).join(', ')}
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </Page>
  );
}
