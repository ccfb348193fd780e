import type { Me } from '@pulse/domain/accounts';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { Page } from '../../../ui/page';

const link = 'font-semibold underline underline-offset-4';

function ApprovalNotice({ status }: { status: Me['approvalStatus'] }) {
  if (status === 'pending') return <Alert tone="info">Under review — we reply within 48 hours</Alert>;
  if (status === 'approved') {
    return <Alert tone="success">Approved — Explorers and PulsePartners can find your profile.</Alert>;
  }
  return (
    <Alert tone="danger">
      Your application was not approved this time.{' '}
      <Link className={link} to="/contact">
        Contact us
      </Link>{' '}
      if you have questions.
    </Alert>
  );
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** `/pulspace` for a Creative: the studio, showing only what the account really holds. */
export function PulseStudio({ user }: { user: Me }) {
  return (
    <Page title="PulseStudio">
      <h1 className="mb-6 font-display text-4xl font-bold">
        Pulse<span className="text-accent">Studio</span>
      </h1>
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
          <ApprovalNotice status={user.approvalStatus} />
        </div>
        {user.creativeRole === null ? (
          <p className="text-muted">
            You haven't picked a creative path yet.{' '}
            <Link className={`${link} text-accent`} to="/start/creative">
              Choose producer or filmmaker
            </Link>
            .
          </p>
        ) : null}
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
    </Page>
  );
}
