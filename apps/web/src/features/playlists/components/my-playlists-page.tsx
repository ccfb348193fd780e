import type { SavedListsResponse } from '@pulse/domain/library';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useCreatePlaylist, useMyPlaylists } from '../api/playlists';

/** `/playlists`: the fan's playlists, and a playlist from any of their saved lists (issue 11 item 5). */
export function MyPlaylistsPage({ lists }: { lists: UseQueryResult<SavedListsResponse> }) {
  const mine = useMyPlaylists();
  const create = useCreatePlaylist();
  const navigate = useNavigate();

  if (mine.isPending || lists.isPending) return <Spinner />;
  const signedOut = [mine.error, lists.error].some((e) => (e as { status?: number } | null)?.status === 401);
  if (signedOut)
    return (
      <Page title="Your Playlists">
        <PageHeading>Your Playlists</PageHeading>
        <Alert tone="info">Choose a role first, so we have somewhere to keep your playlists.</Alert>
        <ButtonLink to="/start" className="mt-4">
          Join Pulse
        </ButtonLink>
      </Page>
    );
  if (mine.isError || lists.isError)
    return (
      <Page title="Your Playlists">
        <PageHeading>Your Playlists</PageHeading>
        <Alert tone="danger">{errorMessage(mine.error ?? lists.error)}</Alert>
      </Page>
    );

  return (
    <Page title="Your Playlists">
      <PageHeading lead="Turn a saved list into a playlist of the creatives' published pieces. New playlists are private until you make them public.">
        Your Playlists
      </PageHeading>
      <section aria-labelledby="my-playlists" className="mb-8">
        <h2 id="my-playlists" className="mb-3 font-display text-xl font-bold">
          Playlists
        </h2>
        {mine.data.playlists.length === 0 ? (
          <p className="text-muted">No playlists yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {mine.data.playlists.map((p) => (
              <li key={p.id}>
                <Card className="p-4">
                  <Link to={`/playlist/${p.id}`} className="font-semibold text-fg hover:underline">
                    {p.title}
                  </Link>
                  <p className="text-sm text-muted">
                    {p.curated ? 'Curated · ' : ''}
                    {p.itemCount} {p.itemCount === 1 ? 'piece' : 'pieces'}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="saved-lists">
        <h2 id="saved-lists" className="mb-3 font-display text-xl font-bold">
          From your saved lists
        </h2>
        {lists.data.lists.length === 0 ? (
          <p className="text-muted">
            Save creatives to a list from{' '}
            <Link to="/fan/feed" className="font-semibold text-fg underline">
              For You
            </Link>{' '}
            first.
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {lists.data.lists.map((list) => (
              <li key={list.id}>
                <Card className="flex flex-wrap items-center gap-3 p-4">
                  <div className="flex-1">
                    <p className="font-semibold text-fg">{list.name}</p>
                    <p className="text-sm text-muted">
                      {list.creators.length} {list.creators.length === 1 ? 'creative' : 'creatives'}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    pending={create.isPending && create.variables?.savedListId === list.id}
                    pendingLabel="Creating..."
                    onClick={() =>
                      create.mutate(
                        { savedListId: list.id },
                        {
                          onSuccess: (p) => navigate(`/playlist/${p.id}`),
                          onError: (error) => toast.error(errorMessage(error)),
                        },
                      )
                    }
                  >
                    Create playlist from {list.name}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
