import { formatCents } from '@pulse/domain/ledger';
import { HandCoins } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonVariant } from '../../../ui/button';

// Its own chunk, loaded when the dialog first opens: payment methods and the card form are heavy, and most
// visitors of a page with a Tip button never press it.
const TipDialog = lazy(async () => ({ default: (await import('./tip-dialog')).TipDialog }));

/**
 * A fan's tip to a creative (spec part 2, sections 8 and 9): $1 to $20 through the payment provider into
 * the creative's earnings. `fixedCents` makes it the $5 Tip button; without it the fan picks the amount.
 */
export function TipButton({
  creatorId,
  creatorName,
  fixedCents,
  variant = 'secondary',
  className,
}: {
  creatorId: string;
  creatorName: string;
  fixedCents?: number;
  variant?: ButtonVariant;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} className={className}>
        <HandCoins aria-hidden="true" className="size-4" />
        {fixedCents ? `Tip ${formatCents(fixedCents)}` : 'Tip'}
        <span className="sr-only"> {creatorName}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <TipDialog
            creatorId={creatorId}
            creatorName={creatorName}
            fixedCents={fixedCents}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
