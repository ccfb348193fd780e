import { formatCents } from '@pulse/domain/ledger';
import { PRICE_GUIDANCE_MESSAGES, type PriceFloorsResponse, SetPriceFloorRequest } from '@pulse/domain/price-guidance';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextField } from '../../../ui/field';
import { LinkBar } from '../../../ui/link-bar';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { usePriceFloors, useSetPriceFloor } from '../api/price-floors';
import { ADMIN_PAGES } from './admin-pages';

/** `/admin/price-floors`: the lowest budget a project brief of each category may post with. */
export function PriceFloorSettings() {
  const floors = usePriceFloors();
  return (
    <Page title="Budget floors" width="wide">
      <LinkBar label="Admin" items={ADMIN_PAGES} className="mb-5" />
      <PageHeading lead="A project brief with a budget under its category's floor is refused, with the reason. Leave a floor empty for none.">
        Budget floors
      </PageHeading>
      {floors.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading floors...
        </p>
      ) : floors.isError ? (
        <Alert tone="danger">We couldn't load the floors: {errorMessage(floors.error)}</Alert>
      ) : (
        <ul className="grid gap-3 md:grid-cols-3" aria-label="Budget floors">
          {floors.data.items.map((item) => (
            <li key={item.category} className="flex">
              <FloorCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function FloorCard({ item }: { item: PriceFloorsResponse['items'][number] }) {
  const save = useSetPriceFloor();
  const [dollars, setDollars] = useState(item.floorCents === null ? '' : String(item.floorCents / 100));
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    const floorCents = dollars.trim() === '' ? 0 : Math.round(Number(dollars) * 100);
    const parsed = SetPriceFloorRequest.safeParse({ category: item.category, floorCents });
    if (!parsed.success || !/^\d*$/.test(dollars.trim())) {
      setError(PRICE_GUIDANCE_MESSAGES.floorInvalid);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast.success(
        floorCents === 0 ? `No floor for ${item.label}` : `${item.label} floor set to ${formatCents(floorCents)}`,
      );
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Card className="flex w-full flex-col gap-3">
      <div>
        <h2 className="font-display text-lg font-bold">{item.label}</h2>
        <p className="text-sm text-muted">
          {item.floorCents === null ? 'No floor' : `Floor ${formatCents(item.floorCents)}`}
          {item.updatedAt ? ` · set ${relativeTime(item.updatedAt)}` : ''}
        </p>
      </div>
      <form noValidate onSubmit={submit} aria-label={`${item.label} floor`} className="flex flex-col gap-3">
        <TextField
          label="Floor ($)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={dollars}
          error={error ?? undefined}
          onChange={(e) => setDollars(e.target.value)}
        />
        <div>
          <Button type="submit" pending={save.isPending} pendingLabel="Saving...">
            Save floor
          </Button>
        </div>
      </form>
    </Card>
  );
}
