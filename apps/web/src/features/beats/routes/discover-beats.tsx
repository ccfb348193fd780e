import { BeatDiscovery } from '../components/beat-discovery';

/** `/discover/beats` and `/filmmaker/discover`: the beat list with its filters (issue 10). */
export function DiscoverBeatsRoute() {
  return <BeatDiscovery />;
}
