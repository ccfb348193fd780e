import { ShareButton } from '../../features/creator-page/components/share-button';
import { PulseStudio } from '../../features/creators/components/pulse-studio';
import { SharePreviewCard } from '../../features/studio/components/share-preview-card';
import { SignalDialog } from '../../features/studio/components/signal-dialog';
import { StudioCommunities } from '../../features/studio/components/studio-communities';
import { StudioTabs } from '../../features/studio/components/studio-tabs';
import { useMe } from '../../lib/session';
import { ButtonLink } from '../../ui/button';
import { RoleGuard } from '../../ui/role-guard';

function StudioForMe() {
  const me = useMe();
  // RoleGuard renders this only once the account is loaded and is a creator.
  const user = me.data?.user;
  if (!user) return null;
  // Share hands out the public profile: /pulspace itself is only for its owner.
  return (
    <PulseStudio
      user={user}
      actions={
        <>
          <ShareButton title={`${user.name} on Pulse`} path={`/creator/${encodeURIComponent(user.id)}`} />
          <SignalDialog />
          <ButtonLink to="/profile/edit" variant="ghost">
            Edit Profile Details
          </ButtonLink>
        </>
      }
    >
      <div className="mt-6 flex flex-col gap-6">
        <StudioTabs />
        <SharePreviewCard />
        <StudioCommunities />
      </div>
    </PulseStudio>
  );
}

/** `/pulspace`: Creatives only; everyone else sees Access Restricted and goes to /fan/feed. */
export function PulspaceRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/fan/feed">
      <StudioForMe />
    </RoleGuard>
  );
}
