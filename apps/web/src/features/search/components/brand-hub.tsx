import {
  type BrandFilters,
  DEFAULT_BRAND_FILTERS,
  filterQueryString,
  filtersFromSearchParams,
  filtersToSearchParams,
  removeFilter,
} from '@pulse/domain/creator-search';
import { ArrowLeft, Compass, FilePlus2, Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button, ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Tabs } from '../../../ui/tabs';
import { useLeaveHub } from '../api/partner-kind';
import { AppliedFilterChips } from './applied-filter-chips';
import { PartnerKindToggle } from './partner-kind-toggle';
import { SavedCreatives } from './saved-creatives';
import { SearchFilters } from './search-filters';

type TabId = 'search' | 'map';
const TABS = [
  { id: 'search', label: 'Smart Search' },
  { id: 'map', label: 'PulseMap' },
] as const;

/**
 * `/pulse-iq` (also `/brand/onboarding`): the brand hub. The filters live in the address too, so Edit on the
 * results page comes back here with them, and a reload keeps them.
 */
export function BrandHub({ agency }: { agency: boolean }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const leave = useLeaveHub();
  const [tab, setTab] = useState<TabId>('search');
  // Local state keeps what is typed as typed (a trailing space between words); the address follows it.
  const [filters, setFilters] = useState<BrandFilters>(() => filtersFromSearchParams(params));

  useEffect(() => {
    const next = filtersToSearchParams(filters).toString();
    if (next !== new URLSearchParams(window.location.search).toString()) setParams(next, { replace: true });
  }, [filters, setParams]);

  function find(event?: FormEvent) {
    event?.preventDefault();
    navigate(`/brand/results${filterQueryString(filters)}`);
  }

  async function back() {
    try {
      await leave.mutateAsync();
      navigate('/onboarding');
    } catch (error) {
      toast.error(`Your role could not be cleared: ${errorMessage(error)}`);
    }
  }

  return (
    <Page title="PulseIQ" width="wide">
      <button
        type="button"
        onClick={() => void back()}
        disabled={leave.isPending}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back
      </button>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl font-bold sm:text-4xl">Find your creatives</h1>
          <p className="text-muted">Search vetted college creatives by style, reach and how they work.</p>
        </div>
        <PartnerKindToggle agency={agency} />
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Brand hub">
            {tab === 'search' ? (
              <form onSubmit={find} className="flex flex-col gap-6" aria-label="Smart Search">
                <SearchFilters filters={filters} onChange={setFilters} />
                <div className="flex flex-col gap-2">
                  <h2 className="text-sm font-semibold text-fg">Applied filters</h2>
                  <AppliedFilterChips
                    filters={filters}
                    onRemove={(chip) => setFilters(removeFilter(filters, chip))}
                    onClear={() => setFilters(DEFAULT_BRAND_FILTERS)}
                  />
                </div>
                <Button type="submit" size="lg" className="self-stretch sm:self-start">
                  <Search aria-hidden="true" className="size-5" /> Find
                </Button>
              </form>
            ) : (
              <div className="flex flex-col items-start gap-2 rounded-card bg-surface p-6 ring-1 ring-line">
                <p className="text-xs font-semibold tracking-wider text-accent uppercase">Coming Soon</p>
                <h2 className="font-display text-2xl font-bold">PulseMap</h2>
                <p className="text-muted">
                  See the creatives and brands around you on a live map of campus culture. We are building it now.
                </p>
              </div>
            )}
          </Tabs>
        </div>

        <aside className="flex flex-col gap-6">
          <section
            aria-labelledby="next-heading"
            className="flex flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-line"
          >
            <h2 id="next-heading" className="font-display text-lg font-bold">
              Not sure where to start?
            </h2>
            <ButtonLink to="/brand/discover" variant="secondary">
              <Compass aria-hidden="true" className="size-4" /> Discover Pairings
            </ButtonLink>
            <ButtonLink to="/brief/new?type=brand" variant="secondary">
              <FilePlus2 aria-hidden="true" className="size-4" /> Post Brief
            </ButtonLink>
            <Link
              to="/brand/briefs"
              className="mt-1 text-center text-sm font-semibold text-muted underline underline-offset-2"
            >
              Your briefs
            </Link>
            <Link to="/licenses" className="text-center text-sm font-semibold text-muted underline underline-offset-2">
              Your beat licenses
            </Link>
          </section>
          <SavedCreatives />
        </aside>
      </div>
    </Page>
  );
}
