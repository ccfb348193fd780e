import { Alert } from '../../../ui/alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';

/** The screen while the session or saved answers load. */
export function OnboardingLoading({ title, label }: { title: string; label: string }) {
  return (
    <Page title={title}>
      <p role="status" className="flex items-center gap-3 py-10 text-muted">
        <Spinner className="text-accent" /> {label}
      </p>
    </Page>
  );
}

/** A load that failed: what went wrong and a way to try again. */
export function OnboardingLoadError({
  title,
  what,
  message,
  retry,
}: {
  title: string;
  what: string;
  message: string;
  retry: () => void;
}) {
  return (
    <Page title={title}>
      <Alert tone="danger" className="mt-6">
        {what}: {message}{' '}
        <button type="button" className="font-semibold underline underline-offset-2" onClick={retry}>
          Try again
        </button>
      </Alert>
    </Page>
  );
}
