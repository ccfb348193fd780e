import type { Me } from '@pulse/domain/accounts';
import type { MyApplication } from '@pulse/domain/creator-setup-contracts';
import type { ApprovalStatus } from '@pulse/domain/roles-contracts';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useMyCreativeProfile } from '../api/get-my-creative-profile';
import { ProfileCard } from './profile-preview';

const link = 'font-semibold underline underline-offset-4';

/** The review decision as the creator sees it: Approved, Not approved (with the reason), Under review, or not applied. */
function ApprovalNotice({ status, application }: { status: ApprovalStatus; application: MyApplication | null }) {
  if (status === 'approved') {
    return (
      <Alert tone="success">
        <strong>Approved</strong> — Explorers and PulsePartners can find your profile.
      </Alert>
    );
  }
  if (status === 'rejected') {
    return (
      <Alert tone="danger">
        <strong>Not approved</strong> — your application was not approved this time.
        {application?.reason ? (
          <>
            {' '}
            Reason: <q>{application.reason}</q>
          </>
        ) : null}{' '}
        Update your profile to apply again, or{' '}
        <Link className={link} to="/contact">
          contact us
        </Link>
        .
      </Alert>
    );
  }
  // Only a submitted application is under review; a creative who just picked the role has not applied yet.
  if (application === null) {
    return (
      <Alert tone="info">
        <strong>Not applied yet</strong> — set up your profile below and PulseTeam reviews it within 48 hours.
      </Alert>
    );
  }
  return (
    <Alert tone="info">
      <strong>Under review</strong> — PulseTeam replies within 48 hours.
    </Alert>
  );
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * `/pulspace` for a Creative: the studio, showing only what the account really holds. The route adds the
 * studio's actions (Share, Send The Signal) and its tabs, which other features own.
 */
export function PulseStudio({ user, actions, children }: { user: Me; actions?: ReactNode; children?: ReactNode }) {
  const mine = useMyCreativeProfile();
  const status = mine.data?.creatorStatus ?? user.approvalStatus;
  const profile = mine.data?.profile ?? null;
  return (
    <Page title="PulseStudio" width="wide">
      <div className="mb-6 flex items-center justify-between gap-3">
        <h1 className="font-display text-4xl font-bold">
          Pulse<span className="text-accent">Studio</span>
        </h1>
        {profile?.setupCompleted ? (
          <ButtonLink to="/creator/onboarding" variant="secondary">
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </ButtonLink>
        ) : null}
      </div>
      {/* Desktop: who you are and where you stand beside the work, as the public creator page does. */}
      <div className="flex flex-col lg:grid lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="flex flex-col lg:sticky lg:top-20">
          <Card className="flex flex-col gap-5 motion-safe:animate-rise">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-[conic-gradient(from_200deg,var(--color-accent),var(--color-info),var(--color-accent))] font-display text-2xl font-bold text-ink"
              >
                {user.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <div className="flex min-w-0 flex-col gap-1.5">
                <h2 className="truncate font-display text-2xl font-bold">{user.name}</h2>
                <div className="flex flex-wrap gap-2">
                  <Chip tone="accent">Creative</Chip>
                  {user.creativeRole ? <Chip>{capitalise(user.creativeRole)}</Chip> : null}
                </div>
              </div>
            </div>
            <div className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">Application status</h3>
              {mine.isPending ? (
                <p role="status" className="flex items-center gap-2 text-sm text-muted">
                  <Spinner /> Checking your application...
                </p>
              ) : (
                <ApprovalNotice status={status} application={mine.data?.application ?? null} />
              )}
            </div>
            {mine.isError ? (
              <Alert tone="danger">
                We couldn't load your profile: {errorMessage(mine.error)}{' '}
                <button type="button" className="underline underline-offset-2" onClick={() => mine.refetch()}>
                  Try again
                </button>
              </Alert>
            ) : null}
            {user.creativeRole === null ? (
              <p className="text-muted">
                You haven't picked a creative path yet.{' '}
                <Link className={`${link} text-accent`} to="/start/creative">
                  Choose producer or filmmaker
                </Link>
                .
              </p>
            ) : null}
            {mine.isSuccess && !profile?.setupCompleted ? (
              <div className="flex flex-col items-start gap-3">
                <p className="text-muted">Set up your profile so PulseTeam can review it and partners can find you.</p>
                <ButtonLink to="/creator/setup">Set up your profile</ButtonLink>
              </div>
            ) : null}
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          </Card>
          {user.isGuest ? (
            <Alert tone="info" className="mt-5">
              You're using Pulse as a guest.{' '}
              <Link className={link} to="/signup">
                Create an account
              </Link>{' '}
              to keep your studio.
            </Alert>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col lg:*:first:mt-0">
          {children}
          {profile?.setupCompleted ? (
            <section aria-labelledby="studio-profile" className="mt-6 flex flex-col gap-3">
              <h2 id="studio-profile" className="font-display text-xl font-bold">
                Your profile
              </h2>
              <ProfileCard profile={profile} />
            </section>
          ) : null}
        </div>
      </div>
    </Page>
  );
}
