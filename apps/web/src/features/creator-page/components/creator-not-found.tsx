import { UserX } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';

/** An unknown (or private) creator id: the spec's not-found view, which the prototype never reached. */
export function CreatorNotFound() {
  return (
    <Page title="Creator Not Found">
      <div className="flex flex-col items-center gap-4 pt-12 text-center">
        <UserX aria-hidden="true" className="size-12 text-muted" />
        <h1 className="font-display text-3xl font-bold">Creator Not Found</h1>
        <p className="text-muted">This creative isn't on Pulse, or their profile isn't public yet.</p>
        <ButtonLink to="/fan/feed" variant="primary">
          Back to Feed
        </ButtonLink>
      </div>
    </Page>
  );
}
