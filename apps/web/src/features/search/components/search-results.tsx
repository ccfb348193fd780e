import {
  type CreativeSearchCard,
  filterQueryString,
  filterSummary,
  filtersFromSearchParams,
  filtersToSearchParams,
  removeFilter,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  type SearchSort,
  SHORTLIST_MAX,
  searchAddressProblems,
  shownLabel,
  VERIFIED_STUDENTS_LABEL,
} from '@pulse/domain/creator-search';
import { ArrowLeft, GraduationCap, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { SelectField } from '../../../ui/field';
import { Page } from '../../../ui/page';
import { Loading } from '../../../ui/spinner';
import { useSavedIds, useToggleSaved } from '../api/saved-creatives';
import { useCreatorSearch } from '../api/search-creators';
import { AppliedFilterChips } from './applied-filter-chips';
import { CompareDialog } from './compare-dialog';
import { CreativeCard } from './creative-card';
import { InviteDialog } from './invite-dialog';
import { ShortlistBar } from './shortlist-bar';

/**
 * `/brand/results`: the search the address describes, so a reload or a shared link shows the same results.
 * Load More pages on with the cursor; the shortlist compares 2 to 4 and invites them all to a brief.
 */
export function SearchResults() {
  const [params, setParams] = useSearchParams();
  const key = filtersToSearchParams(filtersFromSearchParams(params)).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters change exactly when their serialisation does
  const filters = useMemo(() => filtersFromSearchParams(params), [key]);
  // The address is read leniently, but a sort or minimum rating it could not use is said, not dropped silently.
  const problems = Object.values(searchAddressProblems(params));
  const search = useCreatorSearch(filters);
  const saved = useSavedIds();
  const toggleSaved = useToggleSaved();
  const [shortlist, setShortlist] = useState<CreativeSearchCard[]>([]);
  const [comparing, setComparing] = useState(false);
  const [inviting, setInviting] = useState(false);
  const editLink = `/pulse-iq${filterQueryString(filters)}`;
  const items = search.data?.pages.flatMap((p) => p.items) ?? [];

  function toggleShortlist(creative: CreativeSearchCard) {
    setShortlist((list) =>
      list.some((c) => c.id === creative.id)
        ? list.filter((c) => c.id !== creative.id)
        : list.length >= SHORTLIST_MAX
          ? list
          : [...list, creative],
    );
  }

  function toggleSave(creative: CreativeSearchCard) {
    const next = !saved.ids.has(creative.id);
    toggleSaved.mutate(
      { creatorId: creative.id, saved: next },
      {
        onSuccess: () => toast.success(next ? `Saved ${creative.name}` : `Removed ${creative.name} from saved`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <Page title="Search results" width="wide" className="pb-48">
      <Link
        to={editLink}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to search
      </Link>
      <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">Creatives for you</h1>
          <p className="text-muted" data-testid="filter-summary">
            {filterSummary(filters)}
          </p>
        </div>
        <ButtonLink to={editLink} variant="secondary">
          <SlidersHorizontal aria-hidden="true" className="size-4" /> Edit search
        </ButtonLink>
      </header>

      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <AppliedFilterChips
          filters={filters}
          onRemove={(chip) => setParams(filtersToSearchParams(removeFilter(filters, chip)))}
        />
        <div className="flex flex-wrap items-end gap-3 sm:shrink-0">
          <button
            type="button"
            aria-pressed={filters.verifiedStudents}
            onClick={() =>
              setParams(filtersToSearchParams({ ...filters, verifiedStudents: !filters.verifiedStudents }))
            }
            className={cn(
              'inline-flex min-h-12 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors duration-150',
              filters.verifiedStudents
                ? 'bg-info-soft text-info ring-info/60'
                : 'bg-raised text-fg ring-line-strong hover:ring-fg/60',
            )}
          >
            <GraduationCap aria-hidden="true" className="size-4" />
            {VERIFIED_STUDENTS_LABEL}
          </button>
          <div className="w-full sm:w-56">
            <SelectField
              label="Sort by"
              value={filters.sort}
              onChange={(e) => {
                const sort = SEARCH_SORTS.find((s) => s === e.target.value) ?? 'best';
                setParams(filtersToSearchParams({ ...filters, sort: sort as SearchSort }));
              }}
            >
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SEARCH_SORT_LABELS[s]}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      </div>
      {problems.length > 0 ? (
        <Alert tone="danger" className="mb-6">
          {problems.join('. ')}. Showing results without it.
        </Alert>
      ) : null}

      {search.isPending ? (
        <Loading>Finding creatives...</Loading>
      ) : !search.data ? (
        <Alert tone="danger">
          The search failed: {errorMessage(search.error)}{' '}
          <button type="button" className="underline" onClick={() => search.refetch()}>
            Try again
          </button>
        </Alert>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-card bg-surface p-6 ring-1 ring-line">
          <h2 className="font-display text-xl font-bold">No creatives match</h2>
          <p className="text-muted">Try fewer filters or a wider price or response range.</p>
          <ButtonLink to={editLink}>Edit search</ButtonLink>
        </div>
      ) : (
        <>
          <p role="status" className="mb-3 text-sm text-muted">
            {shownLabel(items.length, search.hasNextPage)}
          </p>
          <ul aria-label="Results" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {items.map((creative, i) => (
              <li key={creative.id} className="flex min-w-0">
                <CreativeCard
                  creative={creative}
                  priority={i < 2}
                  saved={saved.ids.has(creative.id)}
                  savePending={toggleSaved.isPending && toggleSaved.variables?.creatorId === creative.id}
                  shortlisted={shortlist.some((c) => c.id === creative.id)}
                  shortlistFull={shortlist.length >= SHORTLIST_MAX}
                  onToggleSave={() => toggleSave(creative)}
                  onToggleShortlist={() => toggleShortlist(creative)}
                />
              </li>
            ))}
          </ul>
          {search.isFetchNextPageError ? (
            <Alert tone="danger" className="mt-4">
              Could not load more: {errorMessage(search.error)}
            </Alert>
          ) : null}
          {search.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                size="lg"
                onClick={() => void search.fetchNextPage()}
                pending={search.isFetchingNextPage}
                pendingLabel="Loading..."
              >
                Load More
              </Button>
            </div>
          ) : (
            <p className="mt-6 text-center text-sm text-muted">That is everyone who matches.</p>
          )}
        </>
      )}

      <ShortlistBar
        shortlist={shortlist}
        onCompare={() => setComparing(true)}
        onInvite={() => setInviting(true)}
        onClear={() => setShortlist([])}
      />
      <CompareDialog creatives={shortlist} open={comparing} onOpenChange={setComparing} />
      <InviteDialog
        creatives={shortlist}
        open={inviting}
        onOpenChange={setInviting}
        onInvited={() => setShortlist([])}
      />
    </Page>
  );
}
