import { PulseMapScreen } from '../../features/pulse-map/components/pulse-map-screen';

/** `/pulse-map` (issue 11). */
export function PulseMapRoute() {
  return <PulseMapScreen />;
}
