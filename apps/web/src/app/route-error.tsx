import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../ui/button';
import { DocumentTitle } from '../ui/document-title';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error page (spec: "Unexpected Application Error!"). */
export function RouteError() {
  const error = useRouteError();
  return (
    <div className="mx-auto flex min-h-[60dvh] w-full max-w-xl flex-col justify-center gap-5 px-5 py-10">
      <DocumentTitle title="Unexpected error · Pulse" />
      <h1 className="font-display text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted">
        Something broke while showing this page. Reloading usually fixes it; if it keeps happening, tell us on the
        contact page.
      </p>
      <details className="rounded-field bg-surface p-4 text-sm text-muted ring-1 ring-line">
        <summary className="cursor-pointer font-semibold text-fg">Error details</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words font-mono text-xs">{describe(error)}</pre>
      </details>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('primary', 'lg')} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a href="/" className={buttonClasses('secondary', 'lg')}>
          Go home
        </a>
      </div>
    </div>
  );
}
