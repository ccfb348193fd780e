import type { CircleSummary } from '@pulse/domain/circles';
import { Lock, Users } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { CircleCover } from './circle-cover';
import { JoinButton } from './join-button';

/** A circle in My Circles or Discover: alignment, reason, members, View Circle and Join Circle. */
export function CircleCard({ circle }: { circle: CircleSummary }) {
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={`circle-${circle.id}`}>
      <div className="flex items-start gap-3">
        <CircleCover image={circle.image} name={circle.name} className="size-14 shrink-0 text-xl" />
        <div className="min-w-0 flex-1">
          <h3 id={`circle-${circle.id}`} className="font-display text-lg font-bold text-fg">
            {circle.name} {circle.isPrivate ? <Lock aria-label="Private" className="inline size-4" /> : null}
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted">
            <Users aria-hidden className="size-4" /> {circle.members} {circle.members === 1 ? 'member' : 'members'} ·{' '}
            {circle.category} · {circle.activity}
          </p>
        </div>
        <Chip tone="accent">{circle.alignment}% aligned</Chip>
      </div>
      <p className="text-sm text-fg">{circle.description}</p>
      <p className="text-xs text-info">{circle.reason}</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={`/circles/${circle.id}`} variant="secondary" aria-label={`View Circle ${circle.name}`}>
          View Circle
        </ButtonLink>
        {circle.isPrivate && !circle.isMember ? null : (
          <JoinButton id={circle.id} name={circle.name} isMember={circle.isMember} />
        )}
      </div>
    </Card>
  );
}
