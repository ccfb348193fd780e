import {
  type BrandFilters,
  COLLABORATION_TYPES,
  DIVERSITY_MARKERS,
  dollars,
  MIN_RATINGS,
  type MinRating,
  minRatingLabel,
  POSTING_FREQUENCIES,
  PRICE_RANGE,
  RESPONSE_RATE_RANGE,
  SEARCH_LANGUAGES,
  SEARCH_LOCATIONS,
  SEARCH_NICHES,
  SEARCH_QUERY_MAX,
  toggleDiversityMarker,
  VERIFIED_STUDENTS_LABEL,
} from '@pulse/domain/creator-search';
import { GraduationCap, Search } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { SelectField, TextField } from '../../../ui/field';
import { RangeSlider } from './range-slider';

type OptionKey = 'niche' | 'language' | 'location' | 'collaborationType' | 'postingFrequency';

const SELECTS: readonly { key: OptionKey; label: string; options: readonly string[] }[] = [
  { key: 'niche', label: 'Niche', options: SEARCH_NICHES },
  { key: 'language', label: 'Language', options: SEARCH_LANGUAGES },
  { key: 'location', label: 'Location', options: SEARCH_LOCATIONS },
  { key: 'collaborationType', label: 'Collaboration Type', options: COLLABORATION_TYPES },
  { key: 'postingFrequency', label: 'Posting Frequency', options: POSTING_FREQUENCIES },
];

/** Smart Search's fields: the text, the brand filters (spec part 2, section 9 options) and the two ranges. */
export function SearchFilters({
  filters,
  onChange,
}: {
  filters: BrandFilters;
  onChange: (next: BrandFilters) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="relative">
        <TextField
          label="Search creatives"
          type="search"
          placeholder="Name, niche, style or city"
          maxLength={SEARCH_QUERY_MAX}
          value={filters.q}
          onChange={(e) => onChange({ ...filters, q: e.target.value })}
          className="pl-11"
          enterKeyHint="search"
        />
        <Search aria-hidden="true" className="pointer-events-none absolute bottom-3.5 left-4 size-5 text-muted" />
      </div>

      <div className="grid gap-4 grid-cols-1 sm:grid-cols-2">
        {SELECTS.map(({ key, label, options }) => (
          <SelectField
            key={key}
            label={label}
            value={filters[key] ?? ''}
            onChange={(e) => onChange({ ...filters, [key]: e.target.value === '' ? null : e.target.value })}
          >
            <option value="">Any {label.toLowerCase()}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        ))}
        <SelectField
          label="Minimum rating"
          hint="From reviews after real deals on Pulse"
          value={filters.minRating === null ? '' : String(filters.minRating)}
          onChange={(e) => {
            const picked = MIN_RATINGS.find((m) => String(m) === e.target.value);
            onChange({ ...filters, minRating: (picked ?? null) as MinRating | null });
          }}
        >
          <option value="">Any rating</option>
          {MIN_RATINGS.map((m) => (
            <option key={m} value={String(m)}>
              {minRatingLabel(m)}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="flex flex-col gap-1.5">
        <button
          type="button"
          aria-pressed={filters.verifiedStudents}
          aria-describedby="verified-students-hint"
          onClick={() => onChange({ ...filters, verifiedStudents: !filters.verifiedStudents })}
          className={cn(
            'inline-flex min-h-10 items-center gap-2 self-start rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors duration-150',
            filters.verifiedStudents
              ? 'bg-info-soft text-info ring-info/60'
              : 'bg-raised text-fg ring-line-strong hover:ring-fg/60',
          )}
        >
          <GraduationCap aria-hidden="true" className="size-4" />
          {VERIFIED_STUDENTS_LABEL}
        </button>
        <p id="verified-students-hint" className="text-xs text-muted">
          Creatives who verified a school e-mail this academic year.
        </p>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-fg">Diversity Markers</legend>
        <p className="-mt-1 mb-1 text-xs text-muted">Pick any number; a creative with any of them matches.</p>
        <div className="flex flex-wrap gap-2">
          {DIVERSITY_MARKERS.map((marker) => {
            const on = filters.diversityMarkers.includes(marker);
            return (
              <button
                key={marker}
                type="button"
                aria-pressed={on}
                onClick={() => onChange(toggleDiversityMarker(filters, marker))}
                className={cn(
                  'min-h-10 rounded-full px-4 text-sm font-semibold ring-1 ring-inset transition-colors duration-150',
                  on ? 'bg-accent text-ink ring-accent' : 'bg-raised text-fg ring-line-strong hover:ring-fg/60',
                )}
              >
                {marker}
              </button>
            );
          })}
        </div>
      </fieldset>

      <RangeSlider
        label="Price Range"
        bounds={PRICE_RANGE}
        value={filters.priceRange}
        onChange={(priceRange) => onChange({ ...filters, priceRange })}
        format={dollars}
        thumbLabels={['Minimum price', 'Maximum price']}
      />
      {/* The spec's 1-5 response score is the earned response rate here (decision 060). */}
      <RangeSlider
        label="Response Rate"
        bounds={RESPONSE_RATE_RANGE}
        value={filters.responseRate}
        onChange={(responseRate) => onChange({ ...filters, responseRate })}
        format={(n) => `${n}%`}
        thumbLabels={['Minimum response rate', 'Maximum response rate']}
      />
    </div>
  );
}
