import { TipRequest } from '@pulse/domain/deals';
import { z } from 'zod';

/** Cents from what the fan typed ("5", "2.50"); NaN when it is not an amount, so the range rule answers. */
export function centsOf(dollars: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(dollars.trim())) return Number.NaN;
  return Math.round(Number(dollars) * 100);
}

/** The tip dialog's fields: the server's TipRequest rules, with the amount typed in dollars. */
export const tipFormSchema = TipRequest.pick({ note: true, anonymous: true }).extend({
  dollars: z.string().transform(centsOf).pipe(TipRequest.shape.amountCents),
});
export type TipFormValues = z.output<typeof tipFormSchema>;
