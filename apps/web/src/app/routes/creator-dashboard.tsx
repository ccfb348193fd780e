import { useMatchingBriefs } from '../../features/briefs/api/get-matching-briefs';
import { useSubmitMatch } from '../../features/briefs/api/submit-match';
import { BriefInvitations } from '../../features/search/components/brief-invitations';
import { CreatorDashboard } from '../../features/studio/components/creator-dashboard';
import type { SubmitMatchInput } from '../../features/studio/components/open-briefs';
import { useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { ButtonLink } from '../../ui/button';
import { RoleGuard } from '../../ui/role-guard';

function DashboardForMe() {
  const me = useMe();
  const matching = useMatchingBriefs();
  const submit = useSubmitMatch();
  if (!me.data?.user) return null;

  async function submitMatch(input: SubmitMatchInput) {
    await submit.mutateAsync(input);
    toast.success('Match submitted');
  }

  return (
    <>
      <CreatorDashboard
        user={me.data.user}
        matching={{
          isPending: matching.isPending,
          error: matching.error,
          data: matching.data,
          refetch: matching.refetch,
        }}
        onSubmitMatch={submitMatch}
      />
      {/* Partners' Invite All (decision 015), under the dashboard. */}
      <div className="mx-auto w-full max-w-5xl px-5 pb-10 sm:px-8 lg:max-w-[90rem] lg:px-10">
        {/* Publishing a piece to the public feed (decision 017). */}
        <ButtonLink to="/pieces/new" variant="secondary" className="mb-6">
          Publish to the feed
        </ButtonLink>
        <BriefInvitations />
      </div>
    </>
  );
}

/** `/creator`: the Creator Dashboard for Creatives; the Open Briefs tab comes from the briefs feature. */
export function CreatorDashboardRoute() {
  return (
    <RoleGuard allowed={['creator']} redirectTo="/start">
      <DashboardForMe />
    </RoleGuard>
  );
}
