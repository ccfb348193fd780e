import { SAFETY_MESSAGES } from '@pulse/domain/safety';
import { ShieldOff } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { useBlocks, useUnblock } from '../../../lib/blocks';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { SettingsSection } from '../../../ui/settings-section';
import { Spinner } from '../../../ui/spinner';

/**
 * `/settings` › Blocked people (decision 050): everyone the account blocked, newest first, each with Unblock.
 * Blocking happens where the person is met (a message thread); here it is undone.
 */
export function BlockedPeopleSection() {
  const blocks = useBlocks();
  const unblock = useUnblock();

  async function lift(id: string, name: string) {
    try {
      await unblock.mutateAsync(id);
      toast.success(`You unblocked ${name}.`);
    } catch (error) {
      toast.error(`Could not unblock ${name}: ${errorMessage(error)}`);
    }
  }

  return (
    <SettingsSection
      id="blocked-people"
      title="Blocked people"
      lead="They can't message you, send offers or invites, and you don't see each other in discovery or search."
    >
      {blocks.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Loading...
        </p>
      ) : blocks.isError ? (
        <Alert tone="danger">
          We couldn't load the people you blocked: {errorMessage(blocks.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => blocks.refetch()}>
            Try again
          </button>
        </Alert>
      ) : blocks.data.items.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <ShieldOff aria-hidden="true" className="size-4" /> {SAFETY_MESSAGES.noBlocks}
        </p>
      ) : (
        <ul aria-label="Blocked people" className="flex flex-col divide-y divide-line">
          {blocks.data.items.map((person) => (
            <li key={person.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <Avatar src={person.avatar} size={40} className="size-10" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-fg">{person.name}</p>
                <p className="text-xs text-muted">Blocked {relativeTime(person.blockedAt)}</p>
              </div>
              <Button
                variant="secondary"
                onClick={() => void lift(person.id, person.name)}
                disabled={unblock.isPending}
                pending={unblock.isPending && unblock.variables === person.id}
                pendingLabel="Unblocking..."
                aria-label={`Unblock ${person.name}`}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
