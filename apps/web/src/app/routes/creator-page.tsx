import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import {
  creatorPageQueryKey,
  isCreatorNotFound,
  useCreatorPage,
} from '../../features/creator-page/api/get-creator-page';
import { CreatorProfile } from '../../features/creator-page/components/creator-profile';
import { useSaveCreator, useSetFollowing, useUnsaveCreator } from '../../features/discovery/api/library';
import { TipButton } from '../../features/tips/components/tip';
import { errorMessage } from '../../lib/api-client';
import { lazyOnView } from '../../lib/lazy-on-view';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { AfterHydration } from '../../ui/after-hydration';
import { Alert } from '../../ui/alert';
import { Button, ButtonLink } from '../../ui/button';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';

/** Only a partner messages a creative, so the message dialog's code stays out of everyone else's page. */
const CreatorMessage = lazyWithPreload(
  async () => (await import('../../features/messaging/components/creator-message')).CreatorMessage,
);

/** Only an unknown id shows it, and the browser renders that page itself (the server renders none that failed). */
const CreatorNotFound = lazy(async () => ({
  default: (await import('../../features/creator-page/components/creator-not-found')).CreatorNotFound,
}));

/** Reviews sit below the profile's tabs: on a phone, well below the first screen (decision 045). */
const ReputationBlock = lazyOnView(
  async () => (await import('../../features/reviews/components/reputation-block')).ReputationBlock,
);

/** `/creator/{id}`: the profile, with follow and save from the discovery library. */
export function CreatorPageRoute() {
  const { id = '' } = useParams();
  const me = useMe();
  const page = useCreatorPage(id);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: creatorPageQueryKey(id) });

  const setFollowing = useSetFollowing();
  const save = useSaveCreator();
  const unsave = useUnsaveCreator();
  const follow = useMutation({
    mutationFn: (following: boolean) => setFollowing.mutateAsync({ creatorId: id, following }),
    onSettled: refresh,
    onError: (error) => toast.error(`Could not update your follow: ${errorMessage(error)}`),
  });
  const saved = useMutation({
    mutationFn: async (next: boolean) => {
      if (next) await save.mutateAsync({ creatorId: id });
      else await unsave.mutateAsync(id);
    },
    onSettled: refresh,
    onError: (error) => toast.error(`Could not update your saved creatives: ${errorMessage(error)}`),
  });

  if (page.isPending) {
    return (
      <Page title="Creator">
        <div className="flex items-center justify-center gap-2 pt-16 text-muted" role="status">
          <Spinner /> Loading profile…
        </div>
      </Page>
    );
  }
  if (page.isError) {
    if (isCreatorNotFound(page.error)) {
      return (
        <Suspense fallback={null}>
          <CreatorNotFound />
        </Suspense>
      );
    }
    return (
      <Page title="Creator">
        <Alert tone="danger">
          We couldn't load this profile: {errorMessage(page.error)}{' '}
          <Button variant="ghost" onClick={() => page.refetch()}>
            Try again
          </Button>
        </Alert>
      </Page>
    );
  }
  return (
    <CreatorProfile
      page={page.data}
      viewerRole={me.data?.user?.role ?? null}
      sharePath={`/creator/${encodeURIComponent(id)}`}
      onFollowChange={(next) => follow.mutate(next)}
      followPending={follow.isPending}
      onSaveChange={(next) => saved.mutate(next)}
      savePending={saved.isPending}
      reputation={<ReputationBlock creatorId={id} name={page.data.name} />}
      messageAction={
        me.data?.user?.role === 'brand' ? (
          <>
            <AfterHydration
              fallback={
                <Button variant="primary" disabled pending pendingLabel="Message">
                  Message
                </Button>
              }
            >
              <CreatorMessage
                creator={{ id: page.data.id, name: page.data.name, avatar: page.data.avatar }}
                viewerId={me.data.user.id}
              />
            </AfterHydration>
            {/* Booked creatives take no briefs: the button stays, disabled, and the Hire tab says why. */}
            {page.data.availability === 'booked' ? (
              <Button variant="secondary" disabled>
                Invite to Brief
              </Button>
            ) : (
              <ButtonLink to={`/brand/invite/${encodeURIComponent(page.data.id)}`} variant="secondary">
                Invite to Brief
              </ButtonLink>
            )}
            <ButtonLink to={`/brand/preview/${encodeURIComponent(page.data.id)}`} variant="ghost">
              Preview Collaboration
            </ButtonLink>
          </>
        ) : null
      }
      tipAction={
        page.data.status === 'approved' ? <TipButton creatorId={page.data.id} creatorName={page.data.name} /> : null
      }
    />
  );
}
