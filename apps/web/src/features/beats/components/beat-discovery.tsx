import {
  BEAT_LICENSE_TYPES,
  BEAT_MESSAGES,
  BEAT_MOODS,
  type BeatFilters,
  EMPTY_BEAT_FILTERS,
  hasFilters,
  PRICE_RANGES,
  type PriceRangeId,
} from '@pulse/domain/beats';
import { Music } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { SelectField } from '../../../ui/field';
import { Page, PageHeading } from '../../../ui/page';
import { Loading } from '../../../ui/spinner';
import { ToggleChips, toggled } from '../../../ui/toggle-chips';
import { useBeats } from '../api/beats';
import type { SoundsLikeSource } from '../api/sounds-like';
import { BeatCard } from './beat-card';
import { ReferenceUpload, SoundsLikeResults } from './sounds-like';

/** `/discover/beats` and `/filmmaker/discover` (spec part 2, section 2): beats with their filters. */
export function BeatDiscovery() {
  const [filters, setFilters] = useState<BeatFilters>(EMPTY_BEAT_FILTERS);
  // "Sounds like this" (decision 057): the list becomes the beats nearest a reference clip or a beat.
  const [source, setSource] = useState<SoundsLikeSource | null>(null);
  const results = useRef<HTMLDivElement>(null);
  const beats = useBeats(filters);
  const list = beats.data?.beats ?? [];
  useEffect(() => {
    if (source) results.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [source]);

  return (
    <Page title="Discover Beats" width="wide">
      <PageHeading lead="Sync-ready beats from college producers. Preview, then license for your project.">
        Discover Beats
      </PageHeading>
      <div className="mb-6 flex flex-wrap gap-2">
        <ButtonLink to="/filmmaker/brief" variant="secondary">
          Create Brief
        </ButtonLink>
        <ButtonLink to="/licenses" variant="ghost">
          My licenses
        </ButtonLink>
      </div>
      {/* Desktop: the filters become a side panel that stays in view beside the results. */}
      <div className="lg:grid lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        <div className="mb-6 flex flex-col gap-4 lg:sticky lg:top-20 lg:mb-0">
          <ReferenceUpload onSource={setSource} />
          <section aria-label="Filters" className="flex flex-col gap-4 rounded-card bg-surface p-4 ring-1 ring-line">
            {/* Similar beats are ranked by their sound: moods filter the list only. */}
            {source ? null : (
              <ToggleChips
                legend="Moods"
                options={BEAT_MOODS}
                selected={filters.moods as (typeof BEAT_MOODS)[number][]}
                onToggle={(m) => setFilters((f) => ({ ...f, moods: toggled(f.moods, m) }))}
              />
            )}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <SelectField
                label="License type"
                value={filters.licenseType ?? ''}
                onChange={(e) => setFilters((f) => ({ ...f, licenseType: e.target.value || null }))}
              >
                <option value="">Any license type</option>
                {BEAT_LICENSE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Price range"
                value={filters.priceRange ?? ''}
                onChange={(e) =>
                  setFilters((f) => ({ ...f, priceRange: (e.target.value || null) as PriceRangeId | null }))
                }
              >
                <option value="">Any price</option>
                {PRICE_RANGES.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.label}
                  </option>
                ))}
              </SelectField>
            </div>
            {hasFilters(filters) ? (
              <div>
                <Button variant="ghost" onClick={() => setFilters(EMPTY_BEAT_FILTERS)}>
                  Clear Filters
                </Button>
              </div>
            ) : null}
          </section>
        </div>
        <div ref={results} className="min-w-0 scroll-mt-24">
          {source ? (
            <SoundsLikeResults source={source} filters={filters} onSource={setSource} onClose={() => setSource(null)} />
          ) : beats.isPending ? (
            <Loading>Loading beats...</Loading>
          ) : beats.isError ? (
            <Alert tone="danger">
              We couldn't load beats: {errorMessage(beats.error)}{' '}
              <button type="button" className="underline underline-offset-2" onClick={() => beats.refetch()}>
                Try again
              </button>
            </Alert>
          ) : list.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-card bg-surface p-8 text-center ring-1 ring-line">
              <Music aria-hidden="true" className="size-8 text-muted" />
              <h2 className="font-display text-xl font-bold">{BEAT_MESSAGES.noBeats}</h2>
              <p className="text-sm text-muted">{BEAT_MESSAGES.noBeatsHint}</p>
              <Button variant="secondary" onClick={() => setFilters(EMPTY_BEAT_FILTERS)}>
                Clear Filters
              </Button>
            </div>
          ) : (
            <ul
              aria-label="Beats"
              aria-busy={beats.isFetching || undefined}
              className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
            >
              {list.map((beat) => (
                <BeatCard key={beat.id} beat={beat} onMoreLikeThis={() => setSource({ kind: 'beat', id: beat.id })} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </Page>
  );
}
