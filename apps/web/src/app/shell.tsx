import { isFloatingNavVisible } from '@pulse/domain/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { TestModeBanner } from '../features/platform/components/test-mode-banner';
import { errorMessage } from '../lib/api-client';
import { cn } from '../lib/cn';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { isSignedIn, useMe } from '../lib/session';
import { Alert } from '../ui/alert';
import { DeferredToaster } from './deferred-toaster';
import { FloatingNav, navItemsFor } from './floating-nav';
import { TopBar } from './top-bar';

// Their own chunks, so the first load of `/` stays within the script budget; a page the server rendered fetches
// them before it hydrates (preloadShell), so they are never a step behind the rest of the page.
const VibeChecker = lazyWithPreload(
  async () => (await import('../features/vibe-checker/components/vibe-checker')).VibeChecker,
);
// Only for an account whose e-mail is not verified: no page's first load carries it.
const VerifyEmailBanner = lazyWithPreload(
  async () => (await import('../features/accounts/components/verify-email-banner')).VerifyEmailBanner,
);
const SessionLinks = lazyWithPreload(
  async () => (await import('../features/messaging/components/session-links')).SessionLinks,
);

/** Fetches the shell's own parts that a page shows: the Vibe Checker always, the session's links when signed in. */
export function preloadShell(signedIn: boolean): Promise<unknown> {
  return Promise.all([VibeChecker.preload(), signedIn ? SessionLinks.preload() : null]);
}

/** The frame of every screen: top bar, navigation dock (bottom bar on phones, side rail on desktop), content. */
export function Shell() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const me = useMe();
  const role = me.data?.user?.role ?? null;
  const signedIn = isSignedIn(me.data);
  const showNav = isFloatingNavVisible(pathname) && !me.isPending;
  const vibeSide = pathname === '/' ? 'right' : 'left';
  const vibeChecker = (
    <Suspense fallback={null}>
      <VibeChecker side={vibeSide} docked={showNav} />
    </Suspense>
  );

  // A page the server rendered is the app's now: its buttons work (the end-to-end tests wait for this).
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-server-rendered');
  }, []);

  // Move focus to the new screen after client-side navigation, as a full page load would.
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="relative flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div className="fixed inset-x-0 top-0 z-40 h-0.5 overflow-hidden" role="progressbar" aria-label="Loading page">
          <div className="h-full w-2/5 bg-accent motion-safe:animate-progress" />
        </div>
      ) : null}
      <TestModeBanner />
      {me.data?.user && !me.data.user.isGuest && !me.data.user.emailVerified ? (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      ) : null}
      <TopBar
        pathname={pathname}
        role={role}
        signedIn={signedIn}
        actions={
          me.data?.user ? (
            <Suspense fallback={null}>
              <SessionLinks userId={me.data.user.id} role={role} />
            </Suspense>
          ) : null
        }
      />
      <div className="flex flex-1 flex-col lg:flex-row">
        {showNav ? (
          <FloatingNav items={navItemsFor(role, signedIn, pathname)} extra={vibeChecker} extraSide={vibeSide} />
        ) : null}
        <main
          id="main"
          ref={mainRef}
          tabIndex={-1}
          // The end of every page stays clear of the dock (phones) or the floating L (no dock).
          className={cn('flex min-w-0 flex-1 flex-col focus:outline-none', showNav ? 'pb-24 lg:pb-0' : 'pb-20')}
        >
          {me.isError ? (
            <div className="mx-auto w-full max-w-xl px-5 pt-4">
              <Alert tone="danger">
                We couldn't load your session: {errorMessage(me.error)}{' '}
                <button type="button" className="underline underline-offset-2" onClick={() => me.refetch()}>
                  Try again
                </button>
              </Alert>
            </div>
          ) : null}
          <Outlet />
        </main>
      </div>
      {showNav ? null : vibeChecker}
      <ScrollRestoration />
      <DeferredToaster now={Boolean(me.data?.user)} />
    </div>
  );
}
