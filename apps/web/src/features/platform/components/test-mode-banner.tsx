import { TEST_MODE_BANNER } from '@pulse/domain/test-mode';

/** The server marks a test deployment's pages (`<html data-test-mode>`), so the banner is in the first paint. */
function isTestDeployment(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-test-mode');
}

/** Every user of a production deployment on the sandbox provider sees that no real money moves (issue 19). */
export function TestModeBanner() {
  if (!isTestDeployment()) return null;
  return (
    <div role="status" className="bg-amber-300 px-4 py-1.5 text-center font-semibold text-ink text-sm">
      {TEST_MODE_BANNER}
    </div>
  );
}
