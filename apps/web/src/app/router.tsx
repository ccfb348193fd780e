import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLoading } from './app-loading';
import { RouteError } from './route-error';
import { Shell } from './shell';

/**
 * Every screen is its own chunk (React Router `lazy`), so the first load of `/` carries only the
 * shell and the landing. Routes that later issues build are deliberately absent: they reach the 404.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
    children: [
      {
        // Screens fail inside the shell, so Back and Home stay usable.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/entry/routes/landing')).LandingRoute }),
          },
          {
            path: 'enter',
            lazy: async () => ({ Component: (await import('../features/entry/routes/enter')).EnterRoute }),
          },
          {
            path: 'start',
            lazy: async () => ({ Component: (await import('./routes/start')).StartRoute }),
          },
          {
            path: 'start/creative',
            lazy: async () => ({ Component: (await import('./routes/start-creative')).StartCreativeRoute }),
          },
          {
            path: 'start/brand',
            lazy: async () => ({ Component: (await import('./routes/start-brand')).StartBrandRoute }),
          },
          {
            path: 'about',
            lazy: async () => ({ Component: (await import('../features/entry/routes/about')).AboutRoute }),
          },
          {
            path: 'faq',
            lazy: async () => ({ Component: (await import('../features/entry/routes/faq')).FaqRoute }),
          },
          {
            path: 'terms',
            lazy: async () => ({ Component: (await import('../features/entry/routes/terms')).TermsRoute }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('../features/entry/routes/contact')).ContactRoute }),
          },
          {
            path: 'signin',
            lazy: async () => ({ Component: (await import('../features/accounts/routes/sign-in')).SignInRoute }),
          },
          {
            path: 'signup',
            lazy: async () => ({ Component: (await import('../features/accounts/routes/sign-up')).SignUpRoute }),
          },
          {
            path: 'pulspace',
            lazy: async () => ({ Component: (await import('./routes/pulspace')).PulspaceRoute }),
          },
          {
            path: 'onboarding/producer',
            lazy: async () => ({ Component: (await import('./routes/onboarding-producer')).OnboardingProducerRoute }),
          },
          {
            path: 'onboarding/collaborator',
            lazy: async () => ({
              Component: (await import('./routes/onboarding-collaborator')).OnboardingCollaboratorRoute,
            }),
          },
          {
            // Every subpath: the screen itself sends unknown ones to basics (keeping ?role=).
            path: 'onboarding/creative/*',
            lazy: async () => ({ Component: (await import('./routes/onboarding-creative')).OnboardingCreativeRoute }),
          },
          // One flow screen at four paths; the path names the stage (decision 004).
          ...['onboarding', 'onboarding/role', 'onboarding/vibe', 'onboarding/taste-anchor'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/onboarding')).OnboardingRoute }),
          })),
          {
            path: 'onboarding/explorer',
            lazy: async () => ({ Component: (await import('./routes/onboarding-explorer')).OnboardingExplorerRoute }),
          },
          // The creator setup wizard: one screen at both of the spec's paths.
          ...['creator/setup', 'creator/onboarding'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/creator-setup')).CreatorSetupRoute }),
          })),
          {
            path: 'admin/applications',
            lazy: async () => ({ Component: (await import('./routes/admin-applications')).AdminApplicationsRoute }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/entry/routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
