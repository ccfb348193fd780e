import type { CreatorCard } from '@pulse/domain/creators-contracts';
import {
  creativesFoundLabel,
  DISCOVER_CATEGORIES,
  DISCOVER_CATEGORY_LABEL,
  type DiscoverCategory,
} from '@pulse/domain/discover';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { DiscoverCard } from './discover-card';

export interface DiscoverScreenProps {
  category: DiscoverCategory | null;
  onCategoryChange: (category: DiscoverCategory | null) => void;
  /** The tag buttons (the most used vibe tags). */
  tags: readonly string[];
  selectedTags: readonly string[];
  onTagToggle: (tag: string) => void;
  onReset: () => void;
  creatives: readonly CreatorCard[];
  /** "N creatives found" ("1 creative found"); undefined while the first page loads. */
  total: number | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  savedIds: ReadonlySet<string>;
  savingId: string | null;
  onSaveChange: (creatorId: string, saved: boolean) => void;
  /** The card's Tip $5 button, composed by the route (payments). */
  renderTip?: (creative: CreatorCard) => ReactNode;
}

function FilterButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'min-h-10 rounded-full px-4 text-sm font-semibold ring-1 transition',
        pressed ? 'bg-accent text-ink ring-accent' : 'bg-raised text-muted ring-line hover:text-fg',
      )}
    >
      {children}
    </button>
  );
}

/** `/discover` (spec part 2, section 2): one category, any of the tags, a card per creative. */
export function DiscoverScreen(props: DiscoverScreenProps) {
  const filtered = props.category !== null || props.selectedTags.length > 0;
  return (
    <Page title="Discover Creatives" width="wide">
      <PageHeading>Discover Creatives</PageHeading>
      <div className="flex flex-col gap-3">
        <fieldset className="flex min-w-0 flex-wrap gap-2">
          <legend className="sr-only">Category</legend>
          {DISCOVER_CATEGORIES.map((c) => (
            <FilterButton
              key={c}
              pressed={props.category === c}
              onClick={() => props.onCategoryChange(props.category === c ? null : c)}
            >
              {DISCOVER_CATEGORY_LABEL[c]}
            </FilterButton>
          ))}
        </fieldset>
        {props.tags.length > 0 ? (
          <fieldset className="flex min-w-0 flex-wrap gap-2">
            <legend className="sr-only">Tags</legend>
            {props.tags.map((tag) => (
              <FilterButton key={tag} pressed={props.selectedTags.includes(tag)} onClick={() => props.onTagToggle(tag)}>
                {tag}
              </FilterButton>
            ))}
          </fieldset>
        ) : null}
        <p role="status" className="text-sm font-medium text-muted">
          {props.loading || props.total === undefined ? 'Loading…' : creativesFoundLabel(props.total)}
        </p>
      </div>

      {props.error ? (
        <Alert tone="danger" className="mt-5">
          {props.error}{' '}
          <button type="button" className="underline underline-offset-2" onClick={props.onRetry}>
            Try again
          </button>
        </Alert>
      ) : null}

      {!props.loading && !props.error && props.creatives.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted" />
          <h2 className="font-display text-xl font-bold">No creatives found</h2>
          <p className="text-muted">Try adjusting your filters to see more results</p>
          {filtered ? (
            <Button variant="secondary" onClick={props.onReset}>
              Reset Filters
            </Button>
          ) : null}
        </div>
      ) : null}

      {props.creatives.length > 0 ? (
        <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {props.creatives.map((creative, i) => (
            <li key={creative.id} className="flex min-w-0">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <DiscoverCard
                  creative={creative}
                  saved={props.savedIds.has(creative.id)}
                  saving={props.savingId === creative.id}
                  onSaveChange={(saved) => props.onSaveChange(creative.id, saved)}
                  tip={props.renderTip?.(creative)}
                  priority={i < 3}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {props.hasMore ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" pending={props.loadingMore} pendingLabel="Loading..." onClick={props.onLoadMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
