import { useForYou } from '../../features/discovery/api/for-you';
import { useForYouActions } from '../../features/discovery/api/use-for-you-actions';
import { ForYouLoadError } from '../../features/discovery/components/for-you-load-error';
import { MatchesScreen } from '../../features/swipe/components/matches-screen';

/** `/matches` (Curated Matches): the top of the same For You ranking as /fan/feed. */
export function MatchesRoute() {
  const forYou = useForYou();
  const actions = useForYouActions();
  const loadError = forYou.isError ? (
    <ForYouLoadError error={forYou.error} onRetry={() => void forYou.refetch()} />
  ) : null;
  // A failure is already shown by the hook; the catch only keeps it from being unhandled.
  const act = (action: 'cosign' | 'skip') => (creator: { id: string }) =>
    void actions.react(creator, action).catch(() => {});
  return (
    <MatchesScreen
      items={forYou.data?.items}
      loadError={loadError}
      actionError={actions.error}
      busyId={actions.busyId}
      onCosign={act('cosign')}
      onSkip={act('skip')}
    />
  );
}
