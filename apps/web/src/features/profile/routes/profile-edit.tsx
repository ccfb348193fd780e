import { profileEditExit } from '@pulse/domain/profile';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Loading } from '../../../ui/spinner';
import { useProfile } from '../api/get-profile';
import { ProfileEditForm } from '../components/profile-edit-form';

/** `/profile/edit`: every role edits their profile; Back, Cancel and Save lead to the role's profile page. */
export function ProfileEditRoute() {
  const me = useMe();
  const user = me.data?.user ?? null;
  const profile = useProfile();
  const navigate = useNavigate();
  const exit = profileEditExit(user?.role ?? null);

  if (me.isSuccess && !user) {
    return (
      <Page title="Edit Profile">
        <PageHeading>Edit Profile</PageHeading>
        <p className="mb-4 text-muted">Pick a role first, so there is a profile to edit.</p>
        <ButtonLink to="/start">Choose Role</ButtonLink>
      </Page>
    );
  }

  return (
    <Page title="Edit Profile">
      <Link to={exit} className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back
      </Link>
      <PageHeading lead="What partners, creatives and fans see about you.">Edit Profile</PageHeading>
      {profile.isPending || me.isPending ? (
        <Loading>Loading your profile...</Loading>
      ) : profile.isError ? (
        <Alert tone="danger">
          We couldn't load your profile: {errorMessage(profile.error)}{' '}
          <button type="button" className="underline underline-offset-2" onClick={() => profile.refetch()}>
            Try again
          </button>
        </Alert>
      ) : (
        <ProfileEditForm
          profile={profile.data}
          onCancel={() => navigate(exit)}
          onSaved={() => {
            toast.success('Profile saved');
            navigate(exit);
          }}
        />
      )}
    </Page>
  );
}
