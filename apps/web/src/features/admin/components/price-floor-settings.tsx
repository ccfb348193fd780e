import { formatCents } from '@pulse/domain/ledger';
import { PRICE_GUIDANCE_MESSAGES, type PriceFloorsResponse, SetPriceFloorRequest } from '@pulse/domain/price-guidance';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { useSchemaForm } from '../../../lib/schema-form';
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

/** The floor as the field types it (whole dollars, empty for none), checked by the server's cents rule. */
const FloorForm = SetPriceFloorRequest.extend({
  floorCents: z
    .string()
    .trim()
    .regex(/^\d*$/, PRICE_GUIDANCE_MESSAGES.floorInvalid)
    .transform((dollars) => (dollars === '' ? 0 : Number(dollars) * 100))
    .pipe(SetPriceFloorRequest.shape.floorCents),
});

function FloorCard({ item }: { item: PriceFloorsResponse['items'][number] }) {
  const save = useSetPriceFloor();
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(FloorForm, {
    defaultValues: {
      category: item.category,
      floorCents: item.floorCents === null ? '' : String(item.floorCents / 100),
    },
  });

  async function onSubmit(values: SetPriceFloorRequest) {
    try {
      await save.mutateAsync(values);
      toast.success(
        values.floorCents === 0
          ? `No floor for ${item.label}`
          : `${item.label} floor set to ${formatCents(values.floorCents)}`,
      );
    } catch (error) {
      showServerErrors(error);
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
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        aria-label={`${item.label} floor`}
        className="flex flex-col gap-3"
      >
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextField
          label="Floor ($)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.floorCents?.message}
          {...register('floorCents')}
        />
        <div>
          <Button type="submit" pending={isSubmitting} pendingLabel="Saving...">
            Save floor
          </Button>
        </div>
      </form>
    </Card>
  );
}
