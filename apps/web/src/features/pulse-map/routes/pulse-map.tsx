import { PulseMapScreen } from '../components/pulse-map-screen';

/** `/pulse-map` (issue 11). */
export function PulseMapRoute() {
  return <PulseMapScreen />;
}
