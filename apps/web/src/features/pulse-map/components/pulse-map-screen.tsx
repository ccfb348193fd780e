import type { HeatBand } from '@pulse/domain/pulse-map';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { usePulseMap } from '../api/get-pulse-map';
import { HEAT_FILL, HEAT_LABEL } from './heat';
import { MapCanvas } from './map-canvas';
import { PersonDetails } from './person-details';

/** `/pulse-map`: you at the centre; the creators you follow or co-signed, and suggestions, by alignment. */
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
            <MapCanvas people={map.data.people} selectedId={selectedId} onSelect={setSelectedId} />
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-xs text-muted" aria-label="Map legend">
              <li className="flex items-center gap-1.5">
                <span aria-hidden className="inline-block size-3 rounded-full bg-fg" />
                Your network
              </li>
              <li className="flex items-center gap-1.5">
                <span aria-hidden className="inline-block size-3 rounded-full border-2 border-dashed border-fg" />
                Suggested
              </li>
              {(Object.keys(HEAT_FILL) as HeatBand[]).map((band) => (
                <li key={band} className="flex items-center gap-1">
                  <span aria-hidden className={cn('inline-block size-3 rounded-full', HEAT_FILL[band])} />
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
              <p className="text-muted">
                Select someone on the map to see why you align. Dashed circles are creators we suggest: co-sign them to
                bring them into your network.
              </p>
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
