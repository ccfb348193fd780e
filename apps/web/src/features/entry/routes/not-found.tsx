import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { logNotFound } from '../api/log-not-found';

/** Any path that matches no screen (spec: "Oops! Page not found", with the path logged). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  const logged = useRef<string | null>(null);

  useEffect(() => {
    if (logged.current === pathname) return;
    logged.current = pathname;
    logNotFound(pathname);
  }, [pathname]);

  return (
    <Page title="Page not found">
      <div className="flex flex-col items-start gap-5 pt-8">
        <p aria-hidden="true" className="font-display text-8xl font-bold tracking-tighter text-accent">
          404
        </p>
        <h1 className="font-display text-3xl font-bold">Oops! Page not found</h1>
        <p className="text-muted">
          Nothing lives at <code className="rounded bg-raised px-1.5 py-0.5 text-fg">{pathname}</code> yet.
        </p>
        <ButtonLink to="/" size="lg">
          Go back home
        </ButtonLink>
      </div>
    </Page>
  );
}
