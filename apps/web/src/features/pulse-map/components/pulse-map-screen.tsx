import { explainAlignment, type HeatBand, type MapPerson } from '@pulse/domain/pulse-map';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { usePulseMap } from '../api/get-pulse-map';

/** Heat colours by alignment band (spec part 1, section 9): 90+, 80+, 70+, 60+, below 60. */
const HEAT: Record<HeatBand, string> = {
  blazing: 'bg-rose-500 ring-rose-300',
  hot: 'bg-orange-500 ring-orange-300',
  warm: 'bg-amber-400 ring-amber-200',
  mild: 'bg-sky-500 ring-sky-300',
  cool: 'bg-indigo-600 ring-indigo-300',
};
const HEAT_LABEL: Record<HeatBand, string> = {
  blazing: '90%+',
  hot: '80-89%',
  warm: '70-79%',
  mild: '60-69%',
  cool: 'below 60%',
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function PersonDetails({ person }: { person: MapPerson }) {
  return (
    <Card className="flex flex-col gap-2" aria-live="polite">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-display text-xl font-bold">{person.name}</h2>
        <Chip tone="accent">{person.alignment}% aligned</Chip>
      </div>
      <p className="text-sm text-muted">
        {person.specialty} · {person.relationship} · {person.followers.toLocaleString('en-US')} co-signs
      </p>
      <p className="text-fg">{explainAlignment(person)}</p>
      {person.aesthetic ? <p className="text-sm text-muted">Aesthetic: {person.aesthetic}</p> : null}
      {person.recentWork ? <p className="text-sm text-muted">Recent work: {person.recentWork}</p> : null}
      {person.recentActivity ? <p className="text-sm text-muted">{person.recentActivity}</p> : null}
      <ButtonLink to={`/creator/${person.id}`} variant="secondary" className="self-start">
        View profile
      </ButtonLink>
    </Card>
  );
}

/** `/pulse-map`: you at the centre, the creators you follow or co-signed around you by alignment. */
export function PulseMapScreen() {
  const map = usePulseMap();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = map.data?.people.find((p) => p.id === selectedId) ?? null;
  return (
    <Page title="Pulse Map" width="wide">
      <PageHeading lead="Your taste network: the closer someone sits, the more your taste aligns.">
        Pulse Map
      </PageHeading>
      {map.isPending ? <Spinner /> : null}
      {map.isError ? (
        map.error instanceof ApiError && map.error.status === 401 ? (
          <Alert tone="info">{map.error.message}</Alert>
        ) : (
          <Alert tone="danger">{errorMessage(map.error)}</Alert>
        )
      ) : null}
      {map.data ? (
        <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
          <div>
            <section
              className="relative aspect-square w-full overflow-hidden rounded-card bg-surface ring-1 ring-line"
              aria-label="Taste network"
            >
              {[44, 32, 22].map((r) => (
                <div
                  key={r}
                  aria-hidden
                  className="absolute rounded-full border border-line"
                  style={{ left: `${50 - r}%`, top: `${50 - r}%`, width: `${2 * r}%`, height: `${2 * r}%` }}
                />
              ))}
              <div
                className="absolute flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent font-bold text-ink shadow-glow"
                style={{ left: '50%', top: '50%' }}
              >
                You
              </div>
              {map.data.people.map((p) => (
                <button
                  key={p.id}
                  type="button"
                  aria-pressed={p.id === selectedId}
                  aria-label={`${p.name}, ${p.alignment}% aligned`}
                  onClick={() => setSelectedId(p.id)}
                  className={cn(
                    'absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full text-xs font-bold text-white ring-2 transition-transform motion-safe:hover:scale-110',
                    HEAT[p.heat],
                    p.id === selectedId && 'ring-4 ring-fg',
                  )}
                  style={{ left: `${p.x}%`, top: `${p.y}%`, width: p.size, height: p.size }}
                >
                  {initials(p.name)}
                </button>
              ))}
            </section>
            <ul className="mt-3 flex flex-wrap gap-3 text-xs text-muted" aria-label="Heat legend">
              {(Object.keys(HEAT) as HeatBand[]).map((band) => (
                <li key={band} className="flex items-center gap-1">
                  <span aria-hidden className={cn('inline-block size-3 rounded-full', HEAT[band])} />
                  {HEAT_LABEL[band]}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-4">
            {map.data.people.length === 0 ? (
              <p className="text-muted">
                Your map is empty. Follow or co-sign creators and they will appear here, placed by how closely your
                taste aligns.
              </p>
            ) : selected ? (
              <PersonDetails person={selected} />
            ) : (
              <p className="text-muted">Select someone on the map to see why you align.</p>
            )}
          </div>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/fan/feed" variant="secondary">
          Back to Feed
        </ButtonLink>
        <ButtonLink to="/pulse-circles" variant="primary">
          Continue to Pulse Circles
        </ButtonLink>
      </div>
    </Page>
  );
}
