import { TEST_MODE_BANNER } from '@pulse/domain/test-mode';
import { createContext, useContext } from 'react';

/** Whether the page being rendered on the server is a test deployment's (decision 039). */
export const TestDeploymentContext = createContext(false);

/**
 * The server marks a test deployment's pages (`<html data-test-mode>`), so the banner is in the first paint; while
 * it renders a page there is no document yet, and the renderer says so instead.
 */
function useTestDeployment(): boolean {
  const rendering = useContext(TestDeploymentContext);
  return typeof document === 'undefined' ? rendering : document.documentElement.hasAttribute('data-test-mode');
}

/** Every user of a production deployment on the sandbox provider sees that no real money moves (issue 19). */
export function TestModeBanner() {
  if (!useTestDeployment()) return null;
  return (
    <div role="status" className="bg-amber-300 px-4 py-1.5 text-center font-semibold text-ink text-sm">
      {TEST_MODE_BANNER}
    </div>
  );
}
