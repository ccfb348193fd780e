import { DISCOVER_CATEGORIES, type DiscoverCategory } from '@pulse/domain/discover';
import { TIP_BUTTON_CENTS } from '@pulse/domain/ledger';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DiscoverScreen } from '../../features/discover/components/discover-screen';
import { useCreatives, useDiscoverTags } from '../../features/discovery/api/discover-creatives';
import { useLibrary, useSaveCreator, useUnsaveCreator } from '../../features/discovery/api/library';
import { TipButton } from '../../features/tips/components/tip';
import { errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/session';
import { toast } from '../../lib/toast';

function readCategory(value: string | null): DiscoverCategory | null {
  return DISCOVER_CATEGORIES.find((c) => c === value) ?? null;
}

/** `/discover`: the filter lives in the address (?category=&tags=) so a reload or a shared link keeps it. */
export function DiscoverRoute() {
  const [params, setParams] = useSearchParams();
  const category = readCategory(params.get('category'));
  const selectedTags = useMemo(() => (params.get('tags') ?? '').split(',').filter((t) => t !== ''), [params]);

  function update(next: { category?: DiscoverCategory | null; tags?: readonly string[] }) {
    const nextCategory = next.category === undefined ? category : next.category;
    const nextTags = next.tags ?? selectedTags;
    const search = new URLSearchParams();
    if (nextCategory) search.set('category', nextCategory);
    if (nextTags.length > 0) search.set('tags', nextTags.join(','));
    setParams(search, { replace: true });
  }

  const me = useMe();
  const hasSession = Boolean(me.data?.user);
  const creatives = useCreatives({ category, tags: selectedTags });
  const tags = useDiscoverTags();
  const library = useLibrary(hasSession);
  const save = useSaveCreator();
  const unsave = useUnsaveCreator();
  const [savingId, setSavingId] = useState<string | null>(null);

  const pages = creatives.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  // Tags chosen from a shared link stay offered even when they are not among the most used.
  const tagButtons = [...(tags.data?.tags ?? []), ...selectedTags.filter((t) => !tags.data?.tags.includes(t))];

  async function changeSave(creatorId: string, saved: boolean) {
    setSavingId(creatorId);
    try {
      if (saved) await save.mutateAsync({ creatorId });
      else await unsave.mutateAsync(creatorId);
    } catch (error) {
      toast.error(`Could not update your saved creatives: ${errorMessage(error)}`);
    } finally {
      setSavingId(null);
    }
  }

  return (
    <DiscoverScreen
      category={category}
      onCategoryChange={(c) => update({ category: c })}
      tags={tagButtons}
      selectedTags={selectedTags}
      onTagToggle={(tag) =>
        update({ tags: selectedTags.includes(tag) ? selectedTags.filter((t) => t !== tag) : [...selectedTags, tag] })
      }
      onReset={() => update({ category: null, tags: [] })}
      creatives={items}
      total={pages[0]?.total}
      loading={creatives.isPending}
      error={creatives.isError ? `We couldn't load creatives: ${errorMessage(creatives.error)}` : null}
      onRetry={() => void creatives.refetch()}
      hasMore={Boolean(creatives.hasNextPage)}
      loadingMore={creatives.isFetchingNextPage}
      onLoadMore={() => void creatives.fetchNextPage()}
      savedIds={new Set(library.data?.savedCreatorIds ?? [])}
      savingId={savingId}
      onSaveChange={(id, saved) => void changeSave(id, saved)}
      renderTip={(c) => <TipButton creatorId={c.id} creatorName={c.name} fixedCents={TIP_BUTTON_CENTS} />}
    />
  );
}
