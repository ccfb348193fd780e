import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { requestIdOf } from './lib/request-context';
import { accountDataRoutes } from './modules/accounts/account-data.routes';
import { createAccountDeletionService } from './modules/accounts/account-deletion.service';
import { accountSecurityRoutes } from './modules/accounts/account-security.routes';
import { createAccountSecurityService } from './modules/accounts/account-security.service';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createDataExportRepository } from './modules/accounts/data-export.repository';
import { createDataExportService } from './modules/accounts/data-export.service';
import { demoAccountsRoutes } from './modules/accounts/demo-accounts.routes';
import { createDemoAccountsService, demoAccountsEnabled } from './modules/accounts/demo-accounts.service';
import { linkGuestToAccount } from './modules/accounts/guest-link';
import { adminRoutes } from './modules/admin/admin.routes';
import { createAdminService } from './modules/admin/admin.service';
import { failedJobsRoutes } from './modules/admin/failed-jobs.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { createApplicationsService } from './modules/applications/applications.service';
import { beatsRoutes } from './modules/beats/beats.routes';
import { createBeatsService } from './modules/beats/beats.service';
import { createBriefsRepository } from './modules/briefs/briefs.repository';
import { briefsRoutes } from './modules/briefs/briefs.routes';
import { createBriefsService } from './modules/briefs/briefs.service';
import { createCirclesRepository } from './modules/circles/circles.repository';
import { circlesRoutes } from './modules/circles/circles.routes';
import { createCirclesService } from './modules/circles/circles.service';
import { clientLogRoutes } from './modules/client-log/client-log.routes';
import { createContactRepository } from './modules/contact/contact.repository';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { registerCreatorStatsJobs } from './modules/creator-stats/creator-stats.jobs';
import { createCreatorStatsRepository } from './modules/creator-stats/creator-stats.repository';
import { createAvatarRepository } from './modules/creators/avatar.repository';
import { creativeProfilesRoutes } from './modules/creators/creative-profiles.routes';
import { createCreativeProfilesService } from './modules/creators/creative-profiles.service';
import { createCreatorPageRepository } from './modules/creators/creator-page.repository';
import { creatorPageRoutes } from './modules/creators/creator-page.routes';
import { createCreatorPageService } from './modules/creators/creator-page.service';
import { creatorsRoutes } from './modules/creators/creators.routes';
import { registerDealJobs } from './modules/deals/deals.jobs';
import { dealsRoutes } from './modules/deals/deals.routes';
import { createDealsService } from './modules/deals/deals.service';
import { createProjectBriefsService } from './modules/deals/project-briefs.service';
import { createDiscoveryRepository } from './modules/discovery/discovery.repository';
import { discoveryRoutes } from './modules/discovery/discovery.routes';
import { createDiscoveryService } from './modules/discovery/discovery.service';
import { createFeedRepository } from './modules/feed/feed.repository';
import { feedRoutes } from './modules/feed/feed.routes';
import { createFeedService } from './modules/feed/feed.service';
import { healthRoutes } from './modules/health/health.routes';
import { heldUploadsAdminRoutes, myHoldsRoutes } from './modules/holds/holds.routes';
import { createHoldsService } from './modules/holds/holds.service';
import { createLibraryRepository } from './modules/library/library.repository';
import { libraryRoutes } from './modules/library/library.routes';
import { createLibraryService } from './modules/library/library.service';
import { createLouRepository } from './modules/lou/lou.repository';
import { louRoutes } from './modules/lou/lou.routes';
import { createLouService } from './modules/lou/lou.service';
import { configureFfmpeg } from './modules/media/ffmpeg';
import { registerMediaJobs } from './modules/media/media.jobs';
import { createMediaRepository } from './modules/media/media.repository';
import { mediaRoutes } from './modules/media/media.routes';
import { createMediaService } from './modules/media/media.service';
import { createMediaStorage, mediaStoreOrigins } from './modules/media/media-storage';
import { devMailboxRoutes } from './modules/messaging/dev-mailbox.routes';
import { messagingModule } from './modules/messaging/messaging.module';
import { createOnboardingRepository } from './modules/onboarding/onboarding.repository';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { createOnboardingService } from './modules/onboarding/onboarding.service';
import { earningsPayoutsRoutes } from './modules/payments/earnings-payouts.routes';
import { createEarningsPayoutsService } from './modules/payments/earnings-payouts.service';
import { createMoneySteps } from './modules/payments/money-steps';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { queueStripeEvent, registerPaymentJobs, registerStripeEventJobs } from './modules/payments/payments.jobs';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { payoutAccountsRoutes } from './modules/payments/payout-accounts.routes';
import { createPayoutAccountsService } from './modules/payments/payout-accounts.service';
import { createPaymentProvider } from './modules/payments/stripe-provider';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { createStripeWebhookService } from './modules/payments/stripe-webhook.service';
import { createPiecePublishingRepository } from './modules/pieces/piece-publishing.repository';
import { piecePublishingRoutes } from './modules/pieces/piece-publishing.routes';
import { createPiecePublishingService } from './modules/pieces/piece-publishing.service';
import { createPiecesRepository } from './modules/pieces/pieces.repository';
import { piecesRoutes } from './modules/pieces/pieces.routes';
import { createPiecesService } from './modules/pieces/pieces.service';
import { platformRoutes } from './modules/platform/platform.routes';
import { createPlaylistsRepository } from './modules/playlists/playlists.repository';
import { playlistsRoutes } from './modules/playlists/playlists.routes';
import { createPlaylistsService } from './modules/playlists/playlists.service';
import { registerPricingJobs } from './modules/pricing/pricing.jobs';
import { createPricingRepository } from './modules/pricing/pricing.repository';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { createPricingService } from './modules/pricing/pricing.service';
import { createProfileRepository } from './modules/profile/profile.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createPulseMapRepository } from './modules/pulse-map/pulse-map.repository';
import { pulseMapRoutes } from './modules/pulse-map/pulse-map.routes';
import { createPulseMapService } from './modules/pulse-map/pulse-map.service';
import { createReviewModerationService } from './modules/reviews/review-moderation.service';
import { registerReviewJobs } from './modules/reviews/reviews.jobs';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { createReviewsService } from './modules/reviews/reviews.service';
import { blockedIdsOf, createSafetyRepository } from './modules/safety/safety.repository';
import { safetyRoutes } from './modules/safety/safety.routes';
import { createSafetyService } from './modules/safety/safety.service';
import { createSearchRepository } from './modules/search/search.repository';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { createShareRepository } from './modules/share/share.repository';
import { shareRoutes } from './modules/share/share.routes';
import { createShareService } from './modules/share/share.service';
import { createRenderPage } from './modules/share/share-page';
import { loadRenderApp } from './modules/share/web-renderer';
import { createSnippetsRepository } from './modules/snippets/snippets.repository';
import { snippetsRoutes } from './modules/snippets/snippets.routes';
import { createSnippetsService } from './modules/snippets/snippets.service';
import { createBeatVectors } from './modules/sounds-like/beat-vectors';
import { enqueueReferenceAnalysis, registerSoundsLikeJobs } from './modules/sounds-like/sounds-like.jobs';
import { createSoundsLikeRepository } from './modules/sounds-like/sounds-like.repository';
import { soundsLikeRoutes } from './modules/sounds-like/sounds-like.routes';
import { createSoundsLikeService } from './modules/sounds-like/sounds-like.service';
import { createStudentStatusRepository } from './modules/student-status/student-status.repository';
import { studentStatusRoutes } from './modules/student-status/student-status.routes';
import { createStudentStatusService } from './modules/student-status/student-status.service';
import { createStudioRepository } from './modules/studio/studio.repository';
import { studioRoutes } from './modules/studio/studio.routes';
import { createStudioService } from './modules/studio/studio.service';
import { createSubmissionsRepository } from './modules/submissions/submissions.repository';
import { submissionsRoutes } from './modules/submissions/submissions.routes';
import { createSubmissionsService } from './modules/submissions/submissions.service';
import { createTasteRepository } from './modules/taste/taste.repository';
import { tasteRoutes } from './modules/taste/taste.routes';
import { createTasteService } from './modules/taste/taste.service';
import { createSavedCardsService } from './modules/tips/saved-cards.service';
import { CHARGE_TAB_JOB, registerTipJobs } from './modules/tips/tips.jobs';
import { tipsRoutes } from './modules/tips/tips.routes';
import { createTipsService } from './modules/tips/tips.service';
import { createVibeCheckerRepository } from './modules/vibe-checker/vibe-checker.repository';
import { vibeCheckerRoutes } from './modules/vibe-checker/vibe-checker.routes';
import { createVibeCheckerService } from './modules/vibe-checker/vibe-checker.service';
import { createVideoPreviewsRepository } from './modules/video-previews/video-previews.repository';
import { videoPreviewsRoutes } from './modules/video-previews/video-previews.routes';
import { createVideoPreviewsService } from './modules/video-previews/video-previews.service';
import { accountGatesPlugin } from './plugins/account-gates';
import { authPlugin } from './plugins/auth';
import { csrfPlugin } from './plugins/csrf';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { jobsPlugin } from './plugins/jobs';
import { lifecyclePlugin } from './plugins/lifecycle';
import { mailPlugin } from './plugins/mail';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticPlugin } from './plugins/static';
import { viewerPlugin } from './plugins/viewer';

// apps/web/dist, from this file (apps/server/src/app.ts) and from the production bundle (apps/server/dist/server.js)
// alike: both sit one folder below apps/server.
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  env: Env;
  database: Database;
  authSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** Wraps the payment provider the environment asks for (tests: a slow or failing provider). */
  wrapPaymentProvider?: (provider: PaymentProvider) => PaymentProvider;
  /** How long a request waits for the provider before answering 503 (decision 036). */
  providerTimeoutMs?: number;
}

/** Builds the whole app: infrastructure plugins, then feature modules. server.ts only listens. */
export async function buildApp({
  env,
  database,
  authSecret,
  logger,
  wrapPaymentProvider,
  providerTimeoutMs,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    trustProxy: Boolean(env.PUBLIC_URL),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // X-Request-Id from the load balancer or caller when it looks like one, else a UUID (issue 20).
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const publicOrigin = new URL(publicUrl).origin;

  // Infrastructure.
  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, { database, token: env.METRICS_TOKEN });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and animation libraries set inline styles; scripts stay self-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Large media comes straight from the bucket through signed URLs when it is in S3 (issue 20).
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaStoreOrigins(env)],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', ...mediaStoreOrigins(env)],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: publicOrigin.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
  // Brotli at quality 5, not the plugin's 4: a rendered page (its stylesheet inline, about 190 KB) comes out 7%
  // smaller for under a millisecond more; quality 9 would take five times as long for 2% more.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
  });
  await app.register(cookie);
  await app.register(csrfPlugin, {
    trustedOrigins: [publicOrigin, ...env.TRUSTED_ORIGINS],
    trustRequestOrigin: env.PUBLIC_URL === undefined,
  });
  await app.register(rateLimitPlugin, { redisUrl: env.REDIS_URL });

  // Background jobs (decision 020): modules register handlers below; the runner starts when the app is ready.
  await app.register(jobsPlugin, {
    database,
    work: env.JOBS_WORK,
    // Running jobs get what the shutdown's bound leaves after the drain, less a margin for the rest.
    stopTimeoutMs: Math.max(1_000, (env.SHUTDOWN_TIMEOUT_SECONDS - env.SHUTDOWN_DRAIN_SECONDS - 3) * 1000),
  });
  // E-mail as a job, before auth: recovery and verification mails go through it (issue 36).
  await app.register(mailPlugin, {
    database,
    smtpUrl: env.SMTP_URL,
    from: env.SMTP_FROM,
    runJobs: env.NODE_ENV !== 'test',
  });

  const accountsRepo = createAccountsRepository(database.db);
  await app.register(authPlugin, {
    db: database.db,
    secret: authSecret,
    baseURL: publicUrl,
    secureCookies: publicOrigin.startsWith('https:'),
    onGuestLinked: (guestId, accountId) => linkGuestToAccount(database.db, accountsRepo, guestId, accountId),
    mail: app.mail,
    // The security service exists once auth does; better-auth calls this only at request time.
    onPasswordReset: (user) => accountSecurity.afterPasswordReset(user),
    currentEmailOf: async (id) => (await accountsRepo.findUser(id))?.email ?? null,
  });
  await app.register(viewerPlugin, {
    roleOf: async (id: string) => {
      const account = await accountsRepo.findUser(id);
      return account ? account.role : undefined;
    },
  });
  // Verified e-mail before money moves, a second factor for payout accounts and admins (issue 36).
  await app.register(accountGatesPlugin, { findAccount: (id: string) => accountsRepo.gateAccount(id) });
  await app.register(docsPlugin);

  // Features.
  await app.register(healthRoutes, { database });
  const testMode = env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox';
  await app.register(platformRoutes, { testMode });
  await app.register(accountsRoutes, {
    service: createAccountsService({ auth: app.auth, repo: accountsRepo, counters: app.counters }),
    signUpsPerHour: env.SIGN_UPS_PER_HOUR,
  });
  // One-click demo accounts on the sign-in page, only while they exist: never in production (decision 053).
  if (demoAccountsEnabled(env)) {
    await app.register(demoAccountsRoutes, {
      service: createDemoAccountsService({ auth: app.auth, db: database.db, repo: accountsRepo }),
    });
  }
  // Recovery, e-mail verification, password, two-factor and sessions (issue 36, decision 049).
  const accountSecurity = createAccountSecurityService({
    auth: app.auth,
    repo: accountsRepo,
    counters: app.counters,
    mail: app.mail,
    publicUrl,
    sessionsEnded: app.sessionsEnded,
  });
  await app.register(accountSecurityRoutes, { service: accountSecurity });
  await app.register(contactRoutes, {
    service: createContactService({ repo: createContactRepository(database.db), mail: app.mail }),
  });
  await app.register(discoveryRoutes, {
    service: createDiscoveryService({
      repo: createDiscoveryRepository(database.db),
      blockedIdsOf: (id) => blockedIdsOf(database.db, id),
    }),
  });
  await app.register(feedRoutes, { service: createFeedService({ repo: createFeedRepository(database.db) }) });
  await app.register(libraryRoutes, { service: createLibraryService({ repo: createLibraryRepository(database.db) }) });
  await app.register(creatorsRoutes, { avatars: createAvatarRepository(database.db) });
  const reviewsService = createReviewsService({ db: database.db });
  registerReviewJobs(app.jobs, { reviews: reviewsService, log: app.log.child({ module: 'reviews' }) });
  // The cards' figures that time alone changes (decision 060); the rest are counted by triggers as rows change.
  registerCreatorStatsJobs(app.jobs, {
    stats: createCreatorStatsRepository(database.db),
    log: app.log.child({ module: 'creator-stats' }),
  });
  await app.register(reviewsRoutes, {
    service: reviewsService,
    moderation: createReviewModerationService({ db: database.db }),
  });
  await app.register(creatorPageRoutes, {
    service: createCreatorPageService({
      repo: createCreatorPageRepository(database.db),
      pulseScoreOf: reviewsService.pulseScoreOf,
    }),
  });
  await app.register(vibeCheckerRoutes, {
    service: createVibeCheckerService({ repo: createVibeCheckerRepository(database.db) }),
  });
  await app.register(creativeProfilesRoutes, { service: createCreativeProfilesService({ db: database.db }) });
  await app.register(applicationsRoutes, { service: createApplicationsService({ db: database.db }) });
  const adminService = createAdminService({ db: database.db });
  await app.register(adminRoutes, { service: adminService });
  await app.register(failedJobsRoutes);
  // Price and timeline guidance from completed deals, and the admins' budget floors (decision 055).
  const pricingService = createPricingService({
    repo: createPricingRepository(database.db),
  });
  await app.register(pricingRoutes, { service: pricingService });
  registerPricingJobs(app.jobs, { pricing: pricingService, log: app.log.child({ module: 'pricing' }) });
  await app.register(clientLogRoutes);
  await app.register(tasteRoutes, { service: createTasteService({ repo: createTasteRepository(database.db) }) });
  await app.register(onboardingRoutes, {
    service: createOnboardingService({ repo: createOnboardingRepository(database.db) }),
  });

  await app.register(louRoutes, {
    service: createLouService({
      repo: createLouRepository(database.db),
      llm:
        env.LOU_LLM_URL && env.LOU_LLM_KEY
          ? { url: env.LOU_LLM_URL, key: env.LOU_LLM_KEY, model: env.LOU_LLM_MODEL }
          : null,
      log: app.log,
    }),
  });

  const briefsRepo = createBriefsRepository(database.db);
  await app.register(briefsRoutes, { service: createBriefsService({ repo: briefsRepo }) });
  await app.register(submissionsRoutes, {
    service: createSubmissionsService({
      repo: createSubmissionsRepository(database.db),
      briefs: briefsRepo,
    }),
  });
  // Creator search, Invite All, the creative's invitations and the partner's pairings (decision 015).
  await app.register(searchRoutes, {
    service: createSearchService({
      repo: createSearchRepository(database.db),
      students: createStudentStatusRepository(database.db),
    }),
  });
  // Verified student status: a school e-mail proven by a link, the badge until the academic year ends (decision 052).
  await app.register(studentStatusRoutes, {
    service: createStudentStatusService({
      repo: createStudentStatusRepository(database.db),
      counters: app.counters,
      sendMail: (mail) => app.mail.sendNow(mail),
      publicUrl,
    }),
  });

  // Money (DESIGN 5.3, 5.4): project briefs, escrow, the deal lifecycle, payouts and tips.
  const envProvider = createPaymentProvider(env, database.db);
  const paymentProvider = wrapPaymentProvider ? wrapPaymentProvider(envProvider) : envProvider;
  const moneyConfig = { feeBps: env.PLATFORM_FEE_BPS, autoApproveDays: env.AUTO_APPROVE_DAYS };
  // One set of money steps: provider calls outside transactions, and recovery of requests that died (decision 036).
  const moneySteps = createMoneySteps({
    db: database.db,
    provider: paymentProvider,
    log: app.log.child({ module: 'payments' }),
    timeoutMs: providerTimeoutMs,
    afterProviderCall:
      env.FAILPOINT === 'crash-after-provider-call' ? () => process.kill(process.pid, 'SIGKILL') : undefined,
  });
  app.decorate('moneySteps', moneySteps);
  registerPaymentJobs(app.jobs, { steps: moneySteps, log: app.log.child({ module: 'payments' }) });
  const dealsService = createDealsService({
    db: database.db,
    provider: paymentProvider,
    config: moneyConfig,
    log: app.log,
    steps: moneySteps,
  });
  // Deliveries left unanswered approve themselves (AUTO_APPROVE_DAYS), one job per deal.
  registerDealJobs(app.jobs, { deals: dealsService, log: app.log.child({ module: 'deals' }) });
  await app.register(dealsRoutes, {
    deals: dealsService,
    projectBriefs: createProjectBriefsService({
      db: database.db,
      pricing: pricingService,
      provider: paymentProvider,
      config: moneyConfig,
      steps: moneySteps,
    }),
  });
  await app.register(paymentsRoutes, {
    service: createPaymentsService({ db: database.db, provider: paymentProvider }),
  });
  // Tips: the fan's tab charged once for many tips, and one-off tips (decision 054).
  const tipsService = createTipsService({
    db: database.db,
    provider: paymentProvider,
    steps: moneySteps,
    queueCharge: (tabId) => {
      app.jobs
        .send(CHARGE_TAB_JOB, { tabId, reason: 'threshold' }, { singletonKey: tabId })
        .catch((err) => app.log.warn({ err, tabId }, 'tab charge not queued; the sweep will charge it'));
    },
  });
  registerTipJobs(app.jobs, { tips: tipsService, log: app.log.child({ module: 'tips' }) });
  await app.register(tipsRoutes, {
    tips: tipsService,
    cards: createSavedCardsService({ db: database.db, provider: paymentProvider }),
  });
  // Payout of tips and beat license income (decision 016).
  await app.register(earningsPayoutsRoutes, {
    service: createEarningsPayoutsService({ db: database.db, provider: paymentProvider, steps: moneySteps }),
  });
  // Stripe: creatives' connected payout accounts and the signed webhook (decision 018).
  await app.register(payoutAccountsRoutes, {
    service: createPayoutAccountsService({ db: database.db, provider: paymentProvider, publicUrl, log: app.log }),
  });
  const stripeWebhooks = createStripeWebhookService({
    db: database.db,
    queue: (eventId) => queueStripeEvent(app.jobs, eventId),
  });
  registerStripeEventJobs(app.jobs, { webhooks: stripeWebhooks });
  await app.register(stripeWebhookRoutes, { provider: paymentProvider, service: stripeWebhooks });

  // Uploads and playback (DESIGN 2, media), and the creative's snippets made from them.
  const mediaStorage = createMediaStorage(env);
  const mediaLog = app.log.child({ module: 'media' });
  // Uploads are decoded behind a fence (decision 059), by a current ffmpeg where the operator installed one.
  configureFfmpeg({ path: env.FFMPEG_PATH ?? null });
  if (env.NODE_ENV === 'production' && !env.FFMPEG_PATH) {
    mediaLog.warn(
      'FFMPEG_PATH is unset: uploads are decoded by the packaged ffmpeg from 2018; set it to a current build',
    );
  }
  // Acoustic fingerprints and held uploads (issue 32 item 4, decision 058): the analysis job fingerprints.
  const holdsService = createHoldsService({ db: database.db });
  registerMediaJobs(app.jobs, { db: database.db, storage: mediaStorage, log: mediaLog, fingerprints: holdsService });
  await app.register(heldUploadsAdminRoutes, { service: holdsService });
  await app.register(myHoldsRoutes, { service: holdsService });
  await app.register(mediaRoutes, {
    service: createMediaService({
      repo: createMediaRepository(database.db),
      storage: mediaStorage,
      jobs: app.jobs,
      log: mediaLog,
    }),
  });
  await app.register(snippetsRoutes, {
    service: createSnippetsService({ repo: createSnippetsRepository(database.db), storage: mediaStorage }),
  });
  // Beat licensing (issue 10, decision 016): beats from producers' uploads, licenses paid into the ledger.
  // "Sounds like this" (issue 32 item 3, decision 057) keeps the listed beats' vectors; a changed beat refreshes.
  const soundsLikeLog = app.log.child({ module: 'sounds-like' });
  const soundsLikeRepo = createSoundsLikeRepository(database.db);
  const beatVectors = createBeatVectors({
    repo: soundsLikeRepo,
    onError: (err) => soundsLikeLog.error({ err }, 'could not reload the beat vectors'),
  });
  const beatsService = createBeatsService({
    db: database.db,
    provider: paymentProvider,
    storage: mediaStorage,
    signingSecret: authSecret,
    steps: moneySteps,
    holds: holdsService,
    onBeatChanged: (id) =>
      void beatVectors.refreshBeat(id).catch((err) => soundsLikeLog.error({ err, id }, 'could not refresh a beat')),
  });
  await app.register(beatsRoutes, { service: beatsService });
  const soundsLikeService = createSoundsLikeService({
    repo: soundsLikeRepo,
    storage: mediaStorage,
    vectors: beatVectors,
    beats: beatsService,
    enqueueAnalysis: (clipId) => enqueueReferenceAnalysis(app.jobs, clipId),
    log: soundsLikeLog,
  });
  registerSoundsLikeJobs(app.jobs, { service: soundsLikeService, log: soundsLikeLog });
  // A listening server loads the copy at once rather than on its first search (seconds at 100k beats);
  // tests that only inject requests never listen, so they never load it behind their backs.
  app.addHook('onListen', async () => {
    void beatVectors.warm().catch((err) => soundsLikeLog.error({ err }, 'could not load the beat vectors'));
  });
  await app.register(soundsLikeRoutes, { service: soundsLikeService });

  // Leaving with one's data (issue 36 item 7, decision 051): the download, and deleting the account.
  await app.register(accountDataRoutes, {
    exports: createDataExportService({
      repo: createDataExportRepository(database.db),
      storage: mediaStorage,
      log: app.log.child({ module: 'accounts' }),
    }),
    deletion: createAccountDeletionService({
      db: database.db,
      verifyPassword: async (input) => (await app.auth.$context).password.verify(input),
      storage: mediaStorage,
      mail: app.mail,
      log: app.log.child({ module: 'accounts' }),
    }),
  });

  // The creative's workspace (dashboard, PulseStudio, Send The Signal) and everyone's editable profile.
  await app.register(studioRoutes, { service: createStudioService({ repo: createStudioRepository(database.db) }) });
  await app.register(profileRoutes, { service: createProfileService({ repo: createProfileRepository(database.db) }) });

  // Social surfaces (issue 11, decision 017): the public feed's pieces and co-signs, circles and the map.
  await app.register(piecesRoutes, {
    service: createPiecesService({
      repo: createPiecesRepository(database.db),
      secureCookies: publicOrigin.startsWith('https:'),
      blockedIdsOf: (id) => blockedIdsOf(database.db, id),
    }),
  });
  await app.register(piecePublishingRoutes, {
    service: createPiecePublishingService({
      repo: createPiecePublishingRepository(database.db),
      pieces: createPiecesRepository(database.db),
    }),
  });
  await app.register(circlesRoutes, { service: createCirclesService({ repo: createCirclesRepository(database.db) }) });
  await app.register(playlistsRoutes, {
    service: createPlaylistsService({ repo: createPlaylistsRepository(database.db) }),
  });
  await app.register(pulseMapRoutes, {
    service: createPulseMapService({
      repo: createPulseMapRepository(database.db),
      feedRepo: createFeedRepository(database.db),
    }),
  });
  // The collaboration preview helper: an external video provider, when configured (decision 017).
  await app.register(videoPreviewsRoutes, {
    service: createVideoPreviewsService({
      repo: createVideoPreviewsRepository(database.db),
      provider: env.VIDEO_GEN_URL && env.VIDEO_GEN_KEY ? { url: env.VIDEO_GEN_URL, key: env.VIDEO_GEN_KEY } : null,
      log: app.log,
    }),
  });

  // Threads, notifications, the event stream and the e-mail outbox (issue 9).
  await app.register(messagingModule, { database, publicUrl });
  // Blocking, reporting, the admin's reports queue and suspension (issue 36 item 6, decision 050).
  await app.register(safetyRoutes, {
    service: createSafetyService({
      repo: createSafetyRepository(database.db),
      sendMail: app.mail.sendNow,
      publicUrl,
      sessionsEnded: (userId) => app.sessionsEnded(userId),
    }),
  });

  // The local mailbox page when mail stays on this machine (issue 36; never in production).
  if (env.NODE_ENV !== 'production' && !env.SMTP_URL) await app.register(devMailboxRoutes, { db: database.db });

  // Link previews and search (issue 21, decision 033): share cards, sitemap, robots.txt and each public page's head.
  const shareService = createShareService({
    repo: createShareRepository(database.db),
    storage: mediaStorage,
    publicUrl,
  });
  await app.register(shareRoutes, { service: shareService, storage: mediaStorage, publicOrigin });
  const webDist = env.WEB_DIST ? resolve(env.WEB_DIST) : DEFAULT_WEB_DIST;
  const renderPage = createRenderPage({
    service: shareService,
    origin: publicOrigin,
    // The visitor's own GET, answered in process: their session and address, so access rules and rate limits
    // apply as if the app had asked.
    askApi: async (visit, path, init) => {
      if ((init.method ?? 'GET') !== 'GET') throw new Error(`a page render asked to ${init.method} ${path}`);
      const answer = await app.inject({
        method: 'GET',
        url: path,
        remoteAddress: visit.ip,
        headers: { accept: 'application/json', ...(visit.cookie ? { cookie: visit.cookie } : {}) },
      });
      const type = answer.headers['content-type'];
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: typeof type === 'string' ? { 'content-type': type } : {},
      });
    },
    renderApp: await loadRenderApp(webDist),
    testMode,
    onRenderError: (err, url) => app.log.warn({ err, url }, 'page could not be rendered on the server'),
  });

  await app.register(staticPlugin, {
    webDist,
    renderPage: (request, templates) =>
      renderPage({ url: request.url, ip: request.ip, cookie: request.headers.cookie }, templates),
    testMode,
  });
  return app;
}
