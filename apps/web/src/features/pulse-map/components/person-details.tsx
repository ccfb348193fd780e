import { formatCount } from '@pulse/domain/numbers';
import { explainAlignment, type MapPerson } from '@pulse/domain/pulse-map';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';

/** Why you align with the person selected on the map. */
export function PersonDetails({ person }: { person: MapPerson }) {
  return (
    <Card className="flex flex-col gap-2" aria-live="polite">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-display text-xl font-bold">{person.name}</h2>
        <Chip tone="accent">{person.alignment}% aligned</Chip>
      </div>
      <p className="text-sm text-muted">
        {person.specialty} · {person.relationship} · {formatCount(person.followers)} co-signs
      </p>
      <p className="text-fg">{explainAlignment(person)}</p>
      {person.aesthetic ? <p className="text-sm text-muted">Aesthetic: {person.aesthetic}</p> : null}
      {person.recentWork ? <p className="text-sm text-muted">Recent work: {person.recentWork}</p> : null}
      {person.recentActivity ? <p className="text-sm text-muted">{person.recentActivity}</p> : null}
      <ButtonLink to={`/creator/${person.id}`} variant="secondary" className="self-start">
        View profile
      </ButtonLink>
    </Card>
  );
}
