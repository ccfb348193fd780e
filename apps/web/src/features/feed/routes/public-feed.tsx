import { PublicFeed } from '../components/public-feed';

/** `/feed`: the public feed (issue 11). */
export function PublicFeedRoute() {
  return <PublicFeed />;
}
