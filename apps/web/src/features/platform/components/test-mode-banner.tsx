import { TEST_MODE_BANNER } from '@pulse/domain/test-mode';
import { usePlatform } from '../api/get-platform';

/** Every user of a production deployment on the sandbox provider sees that no real money moves (issue 19). */
export function TestModeBanner() {
  const platform = usePlatform();
  if (!platform.data?.testMode) return null;
  return (
    <div role="status" className="bg-amber-300 px-4 py-1.5 text-center font-semibold text-ink text-sm">
      {TEST_MODE_BANNER}
    </div>
  );
}
