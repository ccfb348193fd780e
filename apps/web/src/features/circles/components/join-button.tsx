import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { useSetMembership } from '../api/set-membership';

/** Join Circle / Leave Circle, persisted on the server. */
export function JoinButton({
  id,
  name,
  isMember,
  isOwner = false,
  inviteCode,
}: {
  id: string;
  name: string;
  isMember: boolean;
  isOwner?: boolean;
  inviteCode?: string;
}) {
  const membership = useSetMembership();
  if (isOwner) return null;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant={isMember ? 'ghost' : 'primary'}
        pending={membership.isPending}
        pendingLabel={isMember ? 'Leaving...' : 'Joining...'}
        aria-label={`${isMember ? 'Leave Circle' : 'Join Circle'} ${name}`}
        onClick={() => membership.mutate({ id, join: !isMember, inviteCode })}
      >
        {isMember ? 'Leave Circle' : 'Join Circle'}
      </Button>
      {membership.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(membership.error)}
        </p>
      ) : null}
    </div>
  );
}
