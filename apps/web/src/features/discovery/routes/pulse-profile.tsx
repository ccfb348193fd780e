import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { useCalibrations, useForYou } from '../api/for-you';
import { useFollowing, useLibrary, useSavedLists, useSetFollowing } from '../api/library';
import { useRemoveFromList } from '../api/remove-from-list';
import { ProfileActivity } from '../components/profile-activity';
import { ProfileOverview } from '../components/profile-overview';
import { ProfileTaste } from '../components/profile-taste';

type Tab = 'overview' | 'taste' | 'activity';
const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'taste', label: 'Taste' },
  { id: 'activity', label: 'Activity' },
] as const;

/** `/pulse-profile`: the fan's own Overview, Taste and Activity, all from the server. */
export function PulseProfileScreen({ name }: { name: string }) {
  const [tab, setTab] = useState<Tab>('overview');
  const library = useLibrary();
  const following = useFollowing();
  const lists = useSavedLists();
  const forYou = useForYou();
  const calibrations = useCalibrations();
  const setFollowing = useSetFollowing();
  const remove = useRemoveFromList();
  const failure = [library, following, lists, forYou, calibrations].find((q) => q.isError)?.error;
  const actionError = setFollowing.error ?? remove.error;

  return (
    <Page title="Pulse Profile">
      <PageHeading lead="Your co-signs, follows, saved lists and taste, in one place.">{name}</PageHeading>
      {failure ? (
        <Alert tone="danger">
          {failure instanceof ApiError ? failure.message : 'Something went wrong on our side. Please try again.'}
        </Alert>
      ) : null}
      {actionError ? <Alert tone="danger">{actionError.message}</Alert> : null}
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} label="Profile sections">
        {tab === 'overview' ? (
          following.data && lists.data && library.data ? (
            <ProfileOverview
              cosigns={library.data.cosignedCreatorIds.length}
              following={following.data.items}
              lists={lists.data.lists}
              onUnfollow={(creatorId) => setFollowing.mutate({ creatorId, following: false })}
              onRemove={(listId, creatorId) => remove.mutate({ listId, creatorId })}
            />
          ) : (
            <Spinner />
          )
        ) : tab === 'taste' ? (
          forYou.data ? (
            <ProfileTaste tasteDna={forYou.data.tasteDna} strengths={forYou.data.tasteStrengths} />
          ) : (
            <Spinner />
          )
        ) : calibrations.data ? (
          <ProfileActivity items={calibrations.data.items} />
        ) : (
          <Spinner />
        )}
      </Tabs>
      <ButtonLink to="/pulse-map" className="mt-8 w-full">
        Continue to Pulse Map
      </ButtonLink>
    </Page>
  );
}

/** `/pulse-profile`: needs a session (guest or account); anyone else is asked to choose a role. */
export function PulseProfileRoute() {
  const me = useMe();
  const user = me.data?.user;
  if (me.isPending) return <Spinner />;
  if (!user) {
    return (
      <Page title="Pulse Profile">
        <p className="text-muted">
          Your profile fills up as you co-sign, follow and save.{' '}
          <Link to="/start" className="text-accent underline">
            Choose a role
          </Link>{' '}
          to start.
        </p>
      </Page>
    );
  }
  return <PulseProfileScreen name={user.isGuest ? 'Your Pulse' : user.name || 'Your Pulse'} />;
}
