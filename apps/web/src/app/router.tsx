import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
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
          // Account recovery and e-mail verification (issue 36).
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/accounts/routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/accounts/routes/reset-password')).ResetPasswordRoute,
            }),
          },
          {
            path: 'email-verified',
            lazy: async () => ({
              Component: (await import('../features/accounts/routes/email-verified')).EmailVerifiedRoute,
            }),
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
            lazy: async () => ({
              Component: (await import('../features/onboarding/routes/onboarding-creative')).OnboardingCreativeRoute,
            }),
          },
          // One flow screen at four paths; the path names the stage (decision 004).
          ...['onboarding', 'onboarding/role', 'onboarding/vibe', 'onboarding/taste-anchor'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('../features/taste/routes/onboarding')).OnboardingRoute }),
          })),
          {
            path: 'onboarding/explorer',
            lazy: async () => ({
              Component: (await import('../features/taste/routes/onboarding-explorer')).OnboardingExplorerRoute,
            }),
          },
          // The creator setup wizard: one screen at both of the spec's paths.
          ...['creator/setup', 'creator/onboarding'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/creator-setup')).CreatorSetupRoute }),
          })),
          {
            path: 'admin/applications',
            lazy: async () => ({
              Component: (await import('../features/admin/routes/admin-applications')).AdminApplicationsRoute,
            }),
          },
          {
            path: 'admin/disputes',
            lazy: async () => ({
              Component: (await import('../features/admin/routes/admin-disputes')).AdminDisputesRoute,
            }),
          },
          {
            path: 'admin/reviews',
            lazy: async () => ({ Component: (await import('./routes/admin-reviews')).AdminReviewsRoute }),
          },
          {
            path: 'admin/reports',
            lazy: async () => ({
              Component: (await import('../features/admin/routes/admin-reports')).AdminReportsRoute,
            }),
          },
          {
            path: 'admin/jobs',
            lazy: async () => ({ Component: (await import('../features/admin/routes/admin-jobs')).AdminJobsRoute }),
          },
          {
            path: 'admin/held-uploads',
            lazy: async () => ({
              Component: (await import('../features/admin/routes/admin-held-uploads')).AdminHeldUploadsRoute,
            }),
          },
          {
            path: 'admin/contact',
            lazy: async () => ({
              Component: (await import('../features/admin/routes/admin-contact')).AdminContactRoute,
            }),
          },
          {
            path: 'admin/tip-fees',
            lazy: async () => ({
              Component: (await import('../features/admin/routes/admin-tip-fees')).AdminTipFeesRoute,
            }),
          },
          {
            path: 'admin/price-floors',
            lazy: async () => ({
              Component: (await import('../features/admin/routes/admin-price-floors')).AdminPriceFloorsRoute,
            }),
          },
          // One screen at both of the spec's paths.
          ...['explore', 'explorer/discovery'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('../features/discovery/routes/explore')).ExploreRoute }),
          })),
          {
            path: 'pulse-profile',
            lazy: async () => ({
              Component: (await import('../features/discovery/routes/pulse-profile')).PulseProfileRoute,
            }),
          },
          {
            // Static paths (creator/setup, creator/deals, ...) outrank this dynamic one.
            path: 'creator/:id',
            lazy: async () => ({ Component: (await import('./routes/creator-page')).CreatorPageRoute }),
          },
          {
            path: 'discover',
            lazy: async () => ({ Component: (await import('./routes/discover')).DiscoverRoute }),
          },
          {
            path: 'fan/feed',
            lazy: async () => ({ Component: (await import('./routes/fan-feed')).FanFeedRoute }),
          },
          {
            path: 'matches',
            lazy: async () => ({ Component: (await import('./routes/matches')).MatchesRoute }),
          },
          // Social surfaces (issue 11, decision 017).
          {
            path: 'feed',
            lazy: async () => ({ Component: (await import('../features/feed/routes/public-feed')).PublicFeedRoute }),
          },
          {
            path: 'piece/:id',
            lazy: async () => ({ Component: (await import('../features/feed/routes/piece')).PieceRoute }),
          },
          {
            path: 'pulse-circles',
            lazy: async () => ({
              Component: (await import('../features/circles/routes/pulse-circles')).PulseCirclesRoute,
            }),
          },
          {
            path: 'circles/discover',
            lazy: async () => ({
              Component: (await import('../features/circles/routes/pulse-circles')).CirclesDiscoverRoute,
            }),
          },
          {
            path: 'circles/create',
            lazy: async () => ({
              Component: (await import('../features/circles/routes/circle-create')).CircleCreateRoute,
            }),
          },
          {
            path: 'circles/:id',
            lazy: async () => ({ Component: (await import('../features/circles/routes/circle')).CircleRoute }),
          },
          {
            path: 'pulse-map',
            lazy: async () => ({ Component: (await import('../features/pulse-map/routes/pulse-map')).PulseMapRoute }),
          },
          {
            path: 'playlist/:id',
            lazy: async () => ({ Component: (await import('../features/playlists/routes/playlist')).PlaylistRoute }),
          },
          {
            path: 'playlists',
            lazy: async () => ({ Component: (await import('./routes/playlists')).PlaylistsRoute }),
          },
          // Lou: the chat applications, Talk to Lou and the fast setup (decision: lou).
          {
            path: 'creative/onboarding',
            lazy: async () => ({
              Component: (await import('../features/lou/routes/lou-creative-onboarding')).LouCreativeOnboardingRoute,
            }),
          },
          {
            path: 'fan/onboarding',
            lazy: async () => ({
              Component: (await import('../features/lou/routes/lou-fan-onboarding')).LouFanOnboardingRoute,
            }),
          },
          {
            path: 'pulsepartner/onboarding',
            lazy: async () => ({
              Component: (await import('../features/lou/routes/lou-partner-onboarding')).LouPartnerOnboardingRoute,
            }),
          },
          {
            path: 'creative/application-submitted',
            lazy: async () => ({
              Component: (await import('../features/lou/routes/lou-application-submitted')).LouCreativeSubmittedRoute,
            }),
          },
          {
            path: 'pulsepartner/application-submitted',
            lazy: async () => ({
              Component: (await import('../features/lou/routes/lou-application-submitted')).LouPartnerSubmittedRoute,
            }),
          },
          {
            path: 'onboarding/lou',
            lazy: async () => ({ Component: (await import('../features/lou/routes/lou-assistant')).LouAssistantRoute }),
          },
          {
            path: 'fast-onboarding/:role',
            lazy: async () => ({
              Component: (await import('../features/lou/routes/lou-fast-onboarding')).LouFastOnboardingRoute,
            }),
          },
          // Licensing briefs: the partner's form, board and match review, and the collaborator's board.
          {
            path: 'brand/new-brief',
            lazy: async () => ({ Component: (await import('./routes/brand-new-brief')).BrandNewBriefRoute }),
          },
          {
            path: 'brand/briefs',
            lazy: async () => ({
              Component: (await import('../features/briefs/routes/brand-briefs')).BrandBriefsRoute,
            }),
          },
          {
            path: 'brand/briefs/:briefId',
            lazy: async () => ({ Component: (await import('../features/briefs/routes/brand-brief')).BrandBriefRoute }),
          },
          // Creator search, the partner welcome and Discover Pairings (decision 015).
          ...['pulse-iq', 'brand/onboarding'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('../features/search/routes/pulse-iq')).PulseIqRoute }),
          })),
          {
            path: 'brand/results',
            lazy: async () => ({
              Component: (await import('../features/search/routes/brand-results')).BrandResultsRoute,
            }),
          },
          {
            path: 'brand/invite/:id',
            lazy: async () => ({ Component: (await import('./routes/brand-invite')).BrandInviteRoute }),
          },
          {
            path: 'brand/preview/:creatorId',
            lazy: async () => ({ Component: (await import('./routes/brand-preview')).BrandPreviewRoute }),
          },
          {
            path: 'brand/welcome',
            lazy: async () => ({
              Component: (await import('../features/search/routes/brand-welcome')).BrandWelcomeRoute,
            }),
          },
          {
            path: 'brand/discover',
            lazy: async () => ({
              Component: (await import('../features/search/routes/brand-discover')).BrandDiscoverRoute,
            }),
          },
          {
            path: 'collaborator/brief-board',
            lazy: async () => ({
              Component: (await import('./routes/collaborator-brief-board')).CollaboratorBriefBoardRoute,
            }),
          },
          // Uploads: the wizard at the dashboard's Upload New (decision: media) and the producer's tracks.
          {
            path: 'creator/upload',
            lazy: async () => ({
              Component: (await import('../features/uploads/routes/creator-upload')).CreatorUploadRoute,
            }),
          },
          {
            path: 'producer/upload',
            lazy: async () => ({ Component: (await import('./routes/producer-upload')).ProducerUploadRoute }),
          },
          // The creative's workspace and everyone's profile editor (decision: studio).
          {
            path: 'creator',
            lazy: async () => ({ Component: (await import('./routes/creator-dashboard')).CreatorDashboardRoute }),
          },
          {
            path: 'pieces/new',
            lazy: async () => ({ Component: (await import('./routes/piece-new')).PieceNewRoute }),
          },
          {
            path: 'producer/dashboard',
            lazy: async () => ({ Component: (await import('./routes/producer-dashboard')).ProducerDashboardRoute }),
          },
          {
            path: 'filmmaker/dashboard',
            lazy: async () => ({ Component: (await import('./routes/filmmaker-dashboard')).FilmmakerDashboardRoute }),
          },
          // Beat licensing (issue 10, decision 016).
          {
            path: 'upload/beat/new',
            lazy: async () => ({
              Component: (await import('../features/beats/routes/upload-beat-new')).UploadBeatNewRoute,
            }),
          },
          ...['discover/beats', 'filmmaker/discover'].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import('../features/beats/routes/discover-beats')).DiscoverBeatsRoute,
            }),
          })),
          {
            path: 'filmmaker/brief',
            lazy: async () => ({
              Component: (await import('../features/beats/routes/filmmaker-brief')).FilmmakerBriefRoute,
            }),
          },
          {
            path: 'licenses',
            lazy: async () => ({ Component: (await import('../features/beats/routes/my-licenses')).MyLicensesRoute }),
          },
          // The public proof of a license (issue 32 item 5, decision 057).
          {
            path: 'licenses/verify/:code',
            lazy: async () => ({
              Component: (await import('../features/beats/routes/license-verify')).LicenseVerifyRoute,
            }),
          },
          {
            path: 'licenses/:licenseId',
            lazy: async () => ({ Component: (await import('../features/beats/routes/beat-license')).BeatLicenseRoute }),
          },
          // The fan's tab of tips (issue 33, decision 054).
          {
            path: 'fan/tab',
            lazy: async () => ({ Component: (await import('../features/tips/routes/fan-tab')).FanTabRoute }),
          },
          // The account's security, standing and data (issue 36).
          {
            path: 'settings',
            lazy: async () => ({ Component: (await import('./routes/account-settings')).AccountSettingsRoute }),
          },
          // Where the link in a school e-mail lands (issue 36 item 4, decision 052).
          {
            path: 'student-status/verify',
            lazy: async () => ({
              Component: (await import('../features/student-status/routes/verify-student-link')).VerifyStudentLinkRoute,
            }),
          },
          {
            path: 'profile/edit',
            lazy: async () => ({
              Component: (await import('../features/profile/routes/profile-edit')).ProfileEditRoute,
            }),
          },
          // Messaging and notifications (issue 9).
          ...['messages', 'messages/:threadId'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('../features/messaging/routes/messages')).MessagesRoute }),
          })),
          {
            path: 'notifications',
            lazy: async () => ({
              Component: (await import('../features/messaging/routes/messages')).NotificationsRoute,
            }),
          },
          {
            path: 'compose',
            lazy: async () => ({ Component: (await import('../features/messaging/routes/messages')).ComposeRoute }),
          },
          // Money (decision 013): post and fund project briefs, applications, both Deal Diaries.
          ...['post-brief', 'brief/new'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/post-brief')).PostBriefRoute }),
          })),
          {
            path: 'brief/:briefId/fund',
            lazy: async () => ({ Component: (await import('../features/deals/routes/brief-fund')).BriefFundRoute }),
          },
          {
            path: 'brief/:briefId/applications',
            lazy: async () => ({
              Component: (await import('../features/deals/routes/brief-applications')).BriefApplicationsRoute,
            }),
          },
          {
            path: 'deal-diary',
            lazy: async () => ({ Component: (await import('./routes/deal-diary')).DealDiaryRoute }),
          },
          {
            path: 'creator/deals',
            lazy: async () => ({ Component: (await import('./routes/creator-deals')).CreatorDealsRoute }),
          },
          // The one live deal page both parties open (decision 064).
          {
            path: 'deals/:dealId',
            lazy: async () => ({ Component: (await import('./routes/deal-page')).DealPageRoute }),
          },
          {
            path: 'creative-dashboard-example',
            lazy: async () => ({
              Component: (await import('./routes/creative-dashboard-example')).CreativeDashboardExampleRoute,
            }),
          },
          {
            path: 'creator/projects',
            lazy: async () => ({ Component: (await import('./routes/creator-projects')).CreatorProjectsRoute }),
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

/** Loads the lazy screens `location` shows, so the router starts with them instead of its fallback. */
export async function loadMatchedScreens(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
