import { formatCount } from '@pulse/domain/numbers';
import { Mail } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { Chip } from '../../../ui/chip';
import { Spinner } from '../../../ui/spinner';
import { useMyInvitations } from '../api/my-invitations';

function dollars(cents: number | null): string | null {
  return cents === null ? null : `$${formatCount(Math.round(cents / 100))}`;
}

function budget(min: number | null, max: number | null): string {
  const a = dollars(min);
  const b = dollars(max);
  if (a && b) return a === b ? a : `${a}–${b}`;
  return a ?? b ?? 'Budget open';
}

/** A creative's brief invitations (partners' Invite All), newest first; shown on the Creator Dashboard. */
export function BriefInvitations() {
  const invitations = useMyInvitations();
  if (invitations.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="text-accent" /> Loading your invitations...
      </p>
    );
  }
  if (invitations.isError) {
    return <p className="text-sm text-danger">Could not load your invitations: {errorMessage(invitations.error)}</p>;
  }
  const items = invitations.data.items;
  return (
    <section id="invitations" aria-labelledby="invitations-heading" className="flex flex-col gap-3">
      <h2 id="invitations-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        <Mail aria-hidden="true" className="size-5 text-accent" /> Brief invitations
        {items.length > 0 ? <Chip tone="accent">{items.length}</Chip> : null}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted">No invitations yet. Partners who shortlist you can invite you to a brief.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((inv) => (
            <li key={inv.briefId}>
              <article
                aria-label={`Invitation: ${inv.briefTitle}`}
                className="flex h-full flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-line"
              >
                <p className="text-xs font-semibold tracking-wide text-accent uppercase">{inv.brand} invited you</p>
                <h3 className="font-display text-lg font-bold">{inv.briefTitle}</h3>
                {inv.description ? <p className="line-clamp-2 text-sm text-muted">{inv.description}</p> : null}
                {inv.message ? <p className="text-sm text-fg italic">“{inv.message}”</p> : null}
                <p className="text-sm text-fg">
                  {budget(inv.budgetMinCents, inv.budgetMaxCents)}
                  {inv.deadline ? ` · Due ${inv.deadline}` : ''}
                  {inv.briefStatus === 'closed' ? ' · Closed' : ''}
                </p>
                {inv.tags.length > 0 ? (
                  <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                    {inv.tags.slice(0, 3).map((tag) => (
                      <li key={tag}>
                        <Chip>{tag}</Chip>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
