import { cardLabel } from '@pulse/domain/tip-tab';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { isSignedIn, useMe } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useSavedCard } from '../api/saved-card';
import { SavedCardForm } from './saved-card-form';

/**
 * The caller's saved card in one line, with Save card or Change card: where something else is charged to it
 * (a retainer's later months, decision 070). The copy is the caller's; the card is the one the tab uses too.
 */
export function SavedCardLine({
  withCard,
  withoutCard,
  guest,
}: {
  withCard: (card: string) => string;
  withoutCard: string;
  guest: string;
}) {
  const me = useMe();
  const signedIn = isSignedIn(me.data);
  const card = useSavedCard(signedIn);
  const [open, setOpen] = useState(false);
  if (me.isPending) return null;
  if (!signedIn) return <p className="text-sm text-muted">{guest}</p>;
  if (card.isPending) return null;
  const saved = card.data?.card ?? null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-field bg-raised px-3 py-2 ring-1 ring-line">
      <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
        <CreditCard aria-hidden="true" className="size-4 shrink-0 text-fg" />
        <span>{saved ? withCard(cardLabel(saved)) : withoutCard}</span>
      </p>
      {card.isError ? <Alert tone="danger">{errorMessage(card.error)}</Alert> : null}
      <Button variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
        {saved ? 'Change card' : 'Save card'}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={saved ? 'Change card' : 'Save a card'}
        description="The card number goes to the payment provider; Pulse keeps only its brand and last four digits."
      >
        <SavedCardForm onSaved={() => setOpen(false)} />
      </Dialog>
    </div>
  );
}
