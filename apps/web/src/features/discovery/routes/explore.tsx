import { creativesFoundLabel } from '@pulse/domain/discover';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useCreatives, useDiscoverTags } from '../api/discover-creatives';
import { useLibrary, useSaveCreator, useSetFollowing, useUnsaveCreator } from '../api/library';
import { ComingSoonTiles } from '../components/coming-soon-tiles';
import { ExploreCreatorCard } from '../components/explore-creator-card';
import { ExploreEmpty } from '../components/explore-empty';
import { ExploreFilterBar } from '../components/explore-filter-bar';
import { PreviewHint } from '../components/preview-hint';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong on our side. Please try again.';
}

/**
 * `/explore` and `/explorer/discovery`: every approved creative, filtered by one vibe chip (kept in the
 * URL as ?vibe= so a reload keeps it), with Save and Follow that persist for the session's owner.
 */
export function ExploreScreen({ hasSession, sessionKnown }: { hasSession: boolean; sessionKnown: boolean }) {
  const [params, setParams] = useSearchParams();
  const selected = params.get('vibe');
  const tags = useDiscoverTags();
  const creatives = useCreatives({ tags: selected ? [selected] : [] });
  const library = useLibrary(hasSession);
  const save = useSaveCreator();
  const unsave = useUnsaveCreator();
  const follow = useSetFollowing();
  const [actionError, setActionError] = useState<unknown>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  function select(tag: string | null) {
    setParams(tag ? { vibe: tag } : {}, { replace: true });
  }

  async function run(creatorId: string, action: () => Promise<unknown>) {
    setActionError(null);
    setBusyId(creatorId);
    try {
      await action();
    } catch (error) {
      setActionError(error);
    } finally {
      setBusyId(null);
    }
  }

  const pages = creatives.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total;
  const countLabel = creatives.isPending ? 'Loading…' : creativesFoundLabel(total ?? items.length);
  const chipTags = tags.data?.tags ?? [];
  // A vibe from a shared link that is not among the chips still shows, so it can be turned off.
  const shownTags = selected && !chipTags.includes(selected) ? [selected, ...chipTags].slice(0, 8) : chipTags;
  const saved = new Set(library.data?.savedCreatorIds ?? []);
  const following = new Set(library.data?.followedCreatorIds ?? []);
  const needsRole = actionError instanceof ApiError && actionError.status === 401;
  // Save or Unsave, Follow or Unfollow: a toggle cannot say which until the caller's library is known.
  const togglesReady = sessionKnown && (!hasSession || library.isSuccess);

  return (
    <Page title="Explore" width="wide" className="pt-0">
      <ExploreFilterBar countLabel={countLabel} tags={shownTags} selected={selected} onSelect={select} />
      <div className="mt-4 flex flex-col gap-5">
        <ComingSoonTiles />
        <PreviewHint />
        {actionError ? (
          <Alert tone="danger">
            {messageOf(actionError)}{' '}
            {needsRole ? (
              <Link to="/start" className="underline">
                Choose a role
              </Link>
            ) : null}
          </Alert>
        ) : null}
        {creatives.isError ? (
          <Alert tone="danger">
            {messageOf(creatives.error)}{' '}
            <button type="button" className="underline" onClick={() => creatives.refetch()}>
              Try again
            </button>
          </Alert>
        ) : creatives.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : items.length === 0 ? (
          <ExploreEmpty onReset={() => select(null)} />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
            {items.map((creator, i) => (
              <ExploreCreatorCard
                key={creator.id}
                priority={i < 3}
                creator={creator}
                saved={saved.has(creator.id)}
                following={following.has(creator.id)}
                busy={!togglesReady || busyId === creator.id}
                onToggleSave={() =>
                  run(creator.id, () =>
                    saved.has(creator.id)
                      ? unsave.mutateAsync(creator.id)
                      : save.mutateAsync({ creatorId: creator.id }),
                  )
                }
                onToggleFollow={() =>
                  run(creator.id, () =>
                    follow.mutateAsync({ creatorId: creator.id, following: !following.has(creator.id) }),
                  )
                }
              />
            ))}
          </ul>
        )}
        {creatives.hasNextPage ? (
          <Button
            variant="secondary"
            className="self-center"
            pending={creatives.isFetchingNextPage}
            pendingLabel="Loading more..."
            onClick={() => creatives.fetchNextPage()}
          >
            Load more
          </Button>
        ) : null}
      </div>
    </Page>
  );
}

/** `/explore` and `/explorer/discovery`: open to everyone; Save and Follow need a session (any role). */
export function ExploreRoute() {
  const me = useMe();
  return <ExploreScreen hasSession={Boolean(me.data?.user)} sessionKnown={!me.isPending} />;
}
