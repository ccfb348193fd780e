import { CirclesHub } from '../components/circles-hub';

/** `/pulse-circles`: My Circles and Discover (issue 11). */
export function PulseCirclesRoute() {
  return <CirclesHub />;
}

/** `/circles/discover`: the same hub, opened on Discover. */
export function CirclesDiscoverRoute() {
  return <CirclesHub initialTab="discover" />;
}
