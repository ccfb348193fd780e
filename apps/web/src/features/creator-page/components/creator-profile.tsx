import { CREATOR_PAGE_TABS, type CreatorPageTab, creatorPageTabLabels } from '@pulse/domain/creator-page';
import type { CreatorPage } from '@pulse/domain/creator-page-contracts';
import type { Role } from '@pulse/domain/roles-contracts';
import { Bookmark, BookmarkCheck, Pencil, UserCheck, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { isSignedIn, useMe } from '../../../lib/session';
import { AfterHydration } from '../../../ui/after-hydration';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { ReportButton } from '../../../ui/report-button';
import { Tabs } from '../../../ui/tabs';
import { CreatorHeader } from './creator-header';
import { AboutPanel, ContactPanel, PortfolioPanel, RatesPanel } from './creator-tab-panels';
import { ShareButton } from './share-button';

export interface CreatorProfileProps {
  page: CreatorPage;
  viewerRole: Role | null;
  /** The profile's own address, for Share. */
  /** The page's own path; the share button makes it a full address when pressed. */
  sharePath: string;
  onFollowChange: (following: boolean) => void;
  followPending: boolean;
  onSaveChange: (saved: boolean) => void;
  savePending: boolean;
  /** Message (brand viewers): the messaging feature's button and chat panel, composed by the route. */
  messageAction?: ReactNode;
  /** Tip (everyone but brands and the owner): the payments feature's button, composed by the route. */
  tipAction?: ReactNode;
  /** Reviews and reputation: the reviews feature's block, composed by the route. */
  reputation?: ReactNode;
}

const PANELS: Record<CreatorPageTab, (props: { page: CreatorPage }) => ReactNode> = {
  about: AboutPanel,
  portfolio: PortfolioPanel,
  rates: RatesPanel,
  contact: ContactPanel,
};

/**
 * `/creator/{id}` (spec part 2, section 2). Brands get Message (from the route) and Save; everyone else
 * Follow and Share.
 */
export function CreatorProfile(props: CreatorProfileProps) {
  const { page, viewerRole } = props;
  const labels = creatorPageTabLabels(viewerRole);
  const isBrand = viewerRole === 'brand';
  const { isOwner, isFollowing, isSaved } = page.viewer;
  const [tab, setTab] = useState<CreatorPageTab>((page.works ?? []).length > 0 ? 'portfolio' : 'about');
  const Panel = PANELS[tab];

  return (
    <Page title={page.name} width="wide">
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[300px_minmax(0,1fr)] lg:items-start lg:gap-10">
        <div className="flex flex-col gap-6 lg:sticky lg:top-20">
          {page.status !== 'approved' ? (
            <Alert tone="info">
              {isOwner
                ? 'Your profile is waiting for review. Only you and the Pulse team can see it until it is approved.'
                : `This profile is ${page.status}: only its owner and admins can see it.`}
            </Alert>
          ) : null}
          <CreatorHeader page={page} />

          <div className="flex flex-wrap items-start gap-3">
            {!isOwner && isBrand ? props.messageAction : null}
            {isOwner ? (
              <ButtonLink to="/creator/setup" variant="secondary">
                <Pencil aria-hidden="true" className="size-4" />
                Edit Profile
              </ButtonLink>
            ) : isBrand ? (
              <Button
                variant={isSaved ? 'secondary' : 'primary'}
                aria-pressed={isSaved}
                pending={props.savePending}
                pendingLabel={isSaved ? 'Removing...' : 'Saving...'}
                onClick={() => props.onSaveChange(!isSaved)}
              >
                {isSaved ? (
                  <BookmarkCheck aria-hidden="true" className="size-4" />
                ) : (
                  <Bookmark aria-hidden="true" className="size-4" />
                )}
                {isSaved ? 'Saved' : 'Save'}
              </Button>
            ) : (
              <Button
                variant={isFollowing ? 'secondary' : 'primary'}
                aria-pressed={isFollowing}
                pending={props.followPending}
                pendingLabel={isFollowing ? 'Unfollowing...' : 'Following...'}
                onClick={() => props.onFollowChange(!isFollowing)}
              >
                {isFollowing ? (
                  <UserCheck aria-hidden="true" className="size-4" />
                ) : (
                  <UserPlus aria-hidden="true" className="size-4" />
                )}
                {isFollowing ? 'Following' : 'Follow'}
              </Button>
            )}
            {!isBrand ? <ShareButton title={`${page.name} on Pulse`} path={props.sharePath} /> : null}
            {!isOwner && !isBrand ? props.tipAction : null}
          </div>
          {/* Signed-in accounts report a profile (decision 050); it depends on the viewer, so after hydration. */}
          {!isOwner ? (
            <AfterHydration>
              <ProfileReport page={page} />
            </AfterHydration>
          ) : null}
        </div>

        <div className="flex min-w-0 flex-col gap-8">
          <Tabs
            label={`${page.name}'s profile`}
            tabs={CREATOR_PAGE_TABS.map((id) => ({ id, label: labels[id] }))}
            selected={tab}
            onSelect={setTab}
          >
            <Panel page={page} />
          </Tabs>
          {props.reputation}
        </div>
      </div>
    </Page>
  );
}

function ProfileReport({ page }: { page: CreatorPage }) {
  const me = useMe();
  if (!isSignedIn(me.data) || me.data?.user?.id === page.id) return null;
  return (
    <ReportButton
      kind="profile"
      targetId={page.id}
      subject={`${page.name}’s profile`}
      label="Report profile"
      className="-mt-3 self-start"
    />
  );
}
