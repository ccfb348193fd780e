import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useFeedback, useForYou } from '../../features/discovery/api/for-you';
import { savedListsQueryOptions, useLibrary, useSaveCreator } from '../../features/discovery/api/library';
import { useForYouActions } from '../../features/discovery/api/use-for-you-actions';
import { ForYouLoadError } from '../../features/discovery/components/for-you-load-error';
import { ForYouScreen } from '../../features/swipe/components/for-you-screen';
import type { SwipeCreator } from '../../features/swipe/components/swipe-creator';
import type { ForYouView } from '../../features/swipe/components/view-toggle';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** `/fan/feed` (For You): the discovery feature's ranking and library, shown by the swipe feature. */
export function FanFeedRoute() {
  const [params, setParams] = useSearchParams();
  const view: ForYouView = params.get('view') === 'feed' ? 'feed' : 'stack';
  const navigate = useNavigate();
  const forYou = useForYou();
  const library = useLibrary(forYou.isSuccess);
  const lists = useQuery({ ...savedListsQueryOptions, enabled: forYou.isSuccess });
  const save = useSaveCreator();
  const feedback = useFeedback();
  const actions = useForYouActions();

  async function diveDeeper(creator: SwipeCreator) {
    actions.setError(null);
    try {
      await feedback.mutateAsync({ creatorId: creator.id, action: 'dive_deeper' });
      navigate(`/creator/${encodeURIComponent(creator.id)}`);
    } catch (error) {
      actions.setError(errorMessage(error));
    }
  }

  // Failures show in the save dialog, which stays open.
  async function saveToList(creatorId: string, listName: string) {
    const list = await save.mutateAsync({ creatorId, listName });
    toast.success(`Saved to ${list.name}`);
  }

  const loadError = forYou.isError ? (
    <ForYouLoadError error={forYou.error} onRetry={() => void forYou.refetch()} />
  ) : null;

  return (
    <ForYouScreen
      feed={forYou.data}
      loadError={loadError}
      actionError={actions.error}
      view={view}
      onViewChange={(next) => setParams(next === 'feed' ? { view: 'feed' } : {}, { replace: true })}
      busyId={actions.busyId}
      onCosign={(creator) => actions.react(creator, 'cosign')}
      onSkip={(creator) => actions.react(creator, 'skip')}
      onDiveDeeper={diveDeeper}
      onSave={saveToList}
      savedIds={new Set(library.data?.savedCreatorIds ?? [])}
      listNames={(lists.data?.lists ?? []).map((l) => l.name)}
    />
  );
}
