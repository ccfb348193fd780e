import { CreativeApplicationRequest, PartnerApplicationRequest } from '@pulse/domain/applications';
import { earliestToday } from '@pulse/domain/briefs';
import { suggestMilestones } from '@pulse/domain/deal-plan';
import {
  ApplyRequest,
  type DealStatus,
  DeliverRequest,
  PostProjectBriefRequest,
  TipRequest,
} from '@pulse/domain/deals';
import type { DemoAccount, DemoAccountKey } from '@pulse/domain/demo-accounts';
import { SubmitReviewRequest } from '@pulse/domain/reviews-contracts';
import { PostReportRequest } from '@pulse/domain/safety-contracts';
import { SaveTasteRequest } from '@pulse/domain/taste';
import { TAB_CHARGE_AT_CENTS } from '@pulse/domain/tip-tab';
import { and, eq, inArray } from 'drizzle-orm';
import type { JobLog } from '../../jobs/job-runner';
import { turnOnTwoFactor } from '../../modules/accounts/demo-second-factor';
import { createAdminService } from '../../modules/admin/admin.service';
import { createApplicationsService } from '../../modules/applications/applications.service';
import type { MoneyConfig } from '../../modules/deals/deal-money';
import { createDealsService } from '../../modules/deals/deals.service';
import { createProjectBriefsService } from '../../modules/deals/project-briefs.service';
import { createFeedRepository } from '../../modules/feed/feed.repository';
import { createFeedService } from '../../modules/feed/feed.service';
import { createLibraryRepository } from '../../modules/library/library.repository';
import { createLibraryService } from '../../modules/library/library.service';
import { createEarningsPayoutsService } from '../../modules/payments/earnings-payouts.service';
import { ledgerQueries } from '../../modules/payments/ledger.repository';
import { createMoneySteps } from '../../modules/payments/money-steps';
import { moneyStepsQueries } from '../../modules/payments/money-steps.repository';
import { createSandboxProvider, SANDBOX_SUCCEEDS } from '../../modules/payments/payment-provider';
import { createReviewsService } from '../../modules/reviews/reviews.service';
import { createSafetyRepository } from '../../modules/safety/safety.repository';
import { createSafetyService } from '../../modules/safety/safety.service';
import { createTasteRepository } from '../../modules/taste/taste.repository';
import { createTasteService } from '../../modules/taste/taste.service';
import { createSavedCardsService } from '../../modules/tips/saved-cards.service';
import { createTipsService } from '../../modules/tips/tips.service';
import type { Auth } from '../../plugins/auth';
import type { Db } from '../client';
import { account, user } from '../schema/auth';
import { briefs } from '../schema/briefs';
import { tips } from '../schema/ledger';
import { reviews } from '../schema/reviews';
import { reports } from '../schema/safety';
import { dealEvents, submissions } from '../schema/submissions';

/**
 * One-click demo accounts (issue 36 item 8, decision 053): an approved partner with briefs in every state, two
 * demo creatives with deals, earnings and payouts, a fan with taste and tips, and an admin with applications,
 * reports and a dispute waiting. Everything is made through the services a person's requests go through, with
 * the sandbox provider's `pm_card_visa` and fixed idempotency keys, so the ledger holds the same postings a
 * person's clicks would have made.
 *
 * Safe on every start and in two instances at once (it runs under the start-up lock): each step looks first at
 * what is there and acts only when it has never happened. A deal moves forward only to its scenario's goal and
 * only through transitions its timeline has never recorded, so what a person does with a demo account (approving
 * the delivery, asking for changes) is never redone or undone by the next start.
 */

/** The demo accounts' one password, kept here: the one-click sign-in signs in with it. Never in production. */
export const DEMO_ACCOUNT_PASSWORD = 'pulse-demo-account';

const MAYA = 'demo-creator-maya-lin';
const JORDAN = 'demo-creator-jordan-reyes';
const THEO = 'demo-creator-theo-nakamura';
const SOFIA = 'demo-creator-sofia-marquez';
const DEV = 'demo-creator-dev-patel';

export interface DemoAccountSeed extends DemoAccount {
  userId: string;
  /** On the reserved `.invalid` domain (RFC 2606): nothing is ever mailed to it. */
  email: string;
}

/** The accounts the sign-in page offers, in its order. Two are demo creatives the demo seed already has. */
export const DEMO_ACCOUNTS: readonly DemoAccountSeed[] = [
  {
    key: 'partner',
    label: 'Partner',
    role: 'brand',
    userId: 'demo-account-partner',
    email: 'partner@demo.pulse.invalid',
    name: 'Morgan Ellis',
    title: 'Harbor Lights Festival',
    shows:
      'Briefs in every state: one to fund, applicants to choose from, a delivery to approve, a finished deal and a dispute.',
  },
  {
    key: 'creative',
    label: 'Creative',
    role: 'creator',
    userId: JORDAN,
    email: `${JORDAN}@demo.pulse.invalid`,
    name: 'Jordan Reyes',
    title: 'Videographer',
    shows: 'A contract to sign, a paid-out project with reviews, a tip to pay out and open briefs to apply to.',
  },
  {
    key: 'producer',
    label: 'Producer',
    role: 'creator',
    userId: MAYA,
    email: `${MAYA}@demo.pulse.invalid`,
    name: 'Maya Lin',
    title: 'Music producer',
    shows: 'A delivery waiting for approval, beats for sale, tips and a payout.',
  },
  {
    key: 'fan',
    label: 'Explorer',
    role: 'fan',
    userId: 'demo-account-fan',
    email: 'fan@demo.pulse.invalid',
    name: 'Casey Rivera',
    title: 'Fan',
    shows: 'A taste profile, co-signs, a follow, a saved creative and two tips.',
  },
  {
    key: 'admin',
    label: 'Admin',
    role: 'admin',
    userId: 'demo-account-admin',
    email: 'admin@demo.pulse.invalid',
    name: 'Alex Okafor',
    title: 'PulseTeam',
    shows: 'A creative and a partner application to review, two reports and a dispute, with two-factor sign-in on.',
  },
];

export function demoAccount(key: DemoAccountKey): DemoAccountSeed {
  return DEMO_ACCOUNTS.find((a) => a.key === key) as DemoAccountSeed;
}

const PARTNER = demoAccount('partner');
const FAN = demoAccount('fan');
const ADMIN = demoAccount('admin');

/** Applicants waiting in the admin's review queue; they have no password (nobody signs in as them). */
export const DEMO_APPLICANTS = {
  creative: { userId: 'demo-applicant-creative', name: 'Priya Shah', email: 'priya.shah@demo.pulse.invalid' },
  partner: { userId: 'demo-applicant-partner', name: 'Marcus Lee', email: 'marcus.lee@demo.pulse.invalid' },
} as const;

/** How far a brief's deal goes. */
type Goal = 'posted' | 'open' | 'accepted' | 'delivered' | 'complete' | 'disputed';

interface BriefScenario {
  key: string;
  goal: Goal;
  brief: {
    title: string;
    description: string;
    budget: string;
    category: string;
    usageType: string;
    tags: string;
    /** Days after the earliest deadline a brief accepts today. */
    deadlineInDays: number;
  };
  /** Creatives who apply while it is funded; `creativeId` applies too and is selected. */
  applicants?: string[];
  creativeId?: string;
  /**
   * What the creative delivers: file names only. A demo creative's portfolio upload is not attached: a deal's
   * delivered file is private to the deal's parties until showcased, so it would vanish from their public work.
   */
  delivery?: { deliverables: string[]; note: string };
  /** The plan's milestones once the creative is chosen (decision 066), the amount split evenly; else one. */
  milestones?: string[];
  disputeReason?: string;
  reviews?: { partner: string; creative: string };
}

export const DEMO_BRIEFS: readonly BriefScenario[] = [
  {
    key: 'poster-series',
    goal: 'posted',
    brief: {
      title: 'Festival poster series',
      description: 'Three posters for the spring lineup announcement: a headline poster and two crops for social.',
      budget: '$250-$500',
      category: 'graphic_designer',
      usageType: 'commercial',
      tags: 'bold, retro, colorful',
      deadlineInDays: 30,
    },
  },
  {
    key: 'aftermovie',
    goal: 'open',
    brief: {
      title: 'Festival aftermovie',
      description: 'A 90-second aftermovie of both festival nights: the crowd, the stage and the moments backstage.',
      budget: '$500-$1000',
      category: 'videographer',
      usageType: 'film',
      tags: 'cinematic, energetic',
      deadlineInDays: 40,
    },
    applicants: [SOFIA, DEV],
  },
  {
    key: 'lineup-reel',
    goal: 'accepted',
    brief: {
      title: 'Lineup announcement reel',
      description: 'A 30-second vertical reel that reveals the lineup one artist at a time.',
      budget: '$1000-$2500',
      category: 'videographer',
      usageType: 'ugc',
      tags: 'hype, shortform',
      deadlineInDays: 21,
    },
    applicants: [DEV],
    creativeId: JORDAN,
    milestones: ['Storyboard and artist order', 'First cut', 'Final reel with captions'],
  },
  {
    key: 'walk-in-loop',
    goal: 'delivered',
    brief: {
      title: 'Main stage walk-in loop',
      description: 'A two-minute instrumental loop to play on the main stage between sets.',
      budget: '$250-$500',
      category: 'producer',
      usageType: 'live',
      tags: 'lo-fi, chill',
      deadlineInDays: 14,
    },
    creativeId: MAYA,
    delivery: {
      deliverables: ['main-stage-walk-in-loop.wav'],
      note: 'Two minutes, seamless at the loop point.',
    },
  },
  {
    key: 'volunteer-video',
    goal: 'complete',
    brief: {
      title: 'Volunteer call video',
      description: 'A 45-second video inviting students to volunteer at the festival.',
      budget: '$500-$1000',
      category: 'videographer',
      usageType: 'ugc',
      tags: 'bright, upbeat',
      deadlineInDays: 10,
    },
    creativeId: JORDAN,
    delivery: {
      deliverables: ['volunteer-call-final.mp4'],
      note: 'Final cut with captions.',
    },
    reviews: {
      partner: 'Jordan caught exactly the energy we wanted, and volunteers signed up the day it went out.',
      creative: 'A clear brief, quick feedback and paid the day I delivered.',
    },
  },
  {
    key: 'sponsor-jingle',
    goal: 'disputed',
    brief: {
      title: 'Sponsor spot jingle',
      description: 'A 15-second jingle for the sponsor spots played between acts.',
      budget: '$250-$500',
      category: 'producer',
      usageType: 'live',
      tags: 'upbeat, electronic',
      deadlineInDays: 12,
    },
    creativeId: THEO,
    delivery: {
      deliverables: ['sponsor-jingle.wav'],
      note: 'Jingle with a short and a long ending.',
    },
    disputeReason: 'The jingle runs 25 seconds; the brief asked for 15.',
  },
];

/** Reports waiting in the admin's queue: who reports what, and why. */
export const DEMO_REPORTS = [
  {
    reporterId: 'demo-account-fan',
    targetKind: 'piece',
    targetId: 'demo-piece-slow-sunday',
    reason: 'The clip has fast flashing lights in the middle and no warning before it.',
  },
  {
    reporterId: MAYA,
    targetKind: 'profile',
    targetId: 'demo-creator-noah-kim',
    reason: 'Their portfolio shows the cover art of my EP as their own work; it was made by someone else.',
  },
] as const;

/** The fan's tips. */
export const DEMO_TIPS = [
  { creatorId: MAYA, amountCents: 500, note: 'Your poster series made my week.' },
  { creatorId: JORDAN, amountCents: 1000, note: undefined },
] as const;

/** Left on the fan's open tab (decision 054). */
export const DEMO_PENDING_TIP = { creatorId: THEO, amountCents: 200, note: 'Saving this for my study playlist.' };

export interface SeedDemoAccountsOptions {
  auth: Auth;
  config: MoneyConfig;
  log?: JobLog;
}

/** The earliest deadline a brief accepts today, plus `days`. */
function deadlineIn(days: number): string {
  const [y, m, d] = earliestToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function ok<T extends { statusCode: number; body: unknown }>(reply: T, what: string): T {
  if (reply.statusCode >= 300) throw new Error(`demo accounts: ${what} answered ${reply.statusCode}`);
  return reply;
}

export async function seedDemoAccounts(db: Db, options: SeedDemoAccountsOptions): Promise<{ accounts: number }> {
  const { auth, config } = options;
  // The sandbox, whatever the app's provider: the demo's money never leaves the machine (decision 053).
  const provider = createSandboxProvider(db);
  const steps = createMoneySteps({ db, provider });
  const projectBriefs = createProjectBriefsService({ db, provider, config, steps });
  const deals = createDealsService({ db, provider, config, steps });
  const tipsService = createTipsService({ db, provider, steps });
  const cards = createSavedCardsService({ db, provider });
  const earnings = createEarningsPayoutsService({ db, provider, steps });
  const applications = createApplicationsService({ db });
  const admin = createAdminService({ db });
  const reviewsService = createReviewsService({ db });
  const taste = createTasteService({ repo: createTasteRepository(db) });
  const feed = createFeedService({ repo: createFeedRepository(db) });
  const library = createLibraryService({ repo: createLibraryRepository(db) });

  // ---- The accounts ----------------------------------------------------------------------------------------
  const demoCreatives = await db
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.id, [MAYA, JORDAN, THEO, SOFIA, DEV]));
  if (demoCreatives.length < 5) throw new Error('demo accounts: run the demo seed (seedDemo) first');

  await db
    .insert(user)
    .values([
      // The partner starts as someone who picked PulsePartner; the application below makes them approved.
      { id: PARTNER.userId, name: PARTNER.name, email: PARTNER.email, emailVerified: true, role: 'brand' as const },
      { id: FAN.userId, name: FAN.name, email: FAN.email, emailVerified: true, role: 'fan' as const },
      // The admin needs no ADMIN_EMAIL: the role is set the way ensureAdmin sets it.
      { id: ADMIN.userId, name: ADMIN.name, email: ADMIN.email, emailVerified: true, role: 'admin' as const },
      {
        id: DEMO_APPLICANTS.creative.userId,
        name: DEMO_APPLICANTS.creative.name,
        email: DEMO_APPLICANTS.creative.email,
        emailVerified: true,
        creativeRole: 'producer' as const,
      },
      {
        id: DEMO_APPLICANTS.partner.userId,
        name: DEMO_APPLICANTS.partner.name,
        email: DEMO_APPLICANTS.partner.email,
        emailVerified: true,
      },
    ])
    .onConflictDoNothing();
  // Money moves need a verified address (decision 049): the demo creatives' reserved addresses count as verified.
  await db
    .update(user)
    .set({ emailVerified: true })
    .where(and(inArray(user.id, [MAYA, JORDAN]), eq(user.emailVerified, false)));
  const withPassword = new Set(
    (
      await db
        .select({ userId: account.userId })
        .from(account)
        .where(
          and(
            eq(account.providerId, 'credential'),
            inArray(
              account.userId,
              DEMO_ACCOUNTS.map((a) => a.userId),
            ),
          ),
        )
    ).map((r) => r.userId),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !withPassword.has(a.userId));
  if (missing.length > 0) {
    const password = await (await auth.$context).password.hash(DEMO_ACCOUNT_PASSWORD);
    await db
      .insert(account)
      .values(
        missing.map((a) => ({
          id: `demo-credential-${a.key}`,
          accountId: a.userId,
          providerId: 'credential',
          userId: a.userId,
          password,
        })),
      )
      .onConflictDoNothing();
  }

  // ---- The admin turns on two-factor sign-in, as every admin must before the queues open (decision 049) -------
  const [admin2fa] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, ADMIN.userId));
  if (!admin2fa?.on) await turnOnTwoFactor(auth, db, ADMIN, DEMO_ACCOUNT_PASSWORD);

  // ---- The partner applies and the admin approves them ---------------------------------------------------
  const partnerApplication = (await applications.myPartnerApplication(PARTNER.userId)).application;
  if (!partnerApplication) {
    const { application } = await applications.submitPartner(
      PARTNER.userId,
      PartnerApplicationRequest.parse({
        name: PARTNER.name,
        company: PARTNER.title,
        contactEmail: PARTNER.email,
        website: 'https://harborlights.example.org',
        needs: 'Posters, an aftermovie, a walk-in loop and a sponsor jingle for our student-run festival.',
      }),
    );
    await admin.approve(ADMIN.userId, application.id);
  } else if (partnerApplication.status === 'pending') {
    await admin.approve(ADMIN.userId, partnerApplication.id);
  }

  // ---- Applications waiting for the admin ------------------------------------------------------------------
  const [creativeApplicant] = await db
    .select({ status: user.creatorStatus })
    .from(user)
    .where(eq(user.id, DEMO_APPLICANTS.creative.userId));
  if (!creativeApplicant?.status) {
    await applications.submitCreative(
      DEMO_APPLICANTS.creative.userId,
      CreativeApplicationRequest.parse({
        name: DEMO_APPLICANTS.creative.name,
        email: DEMO_APPLICANTS.creative.email,
        portfolio: 'https://priyashah.portfolio.example',
        genres: ['R&B', 'Lo-fi'],
        bio: 'Sophomore producing warm R&B and lo-fi beats for student films and podcasts.',
      }),
    );
  }
  if (!(await applications.myPartnerApplication(DEMO_APPLICANTS.partner.userId)).application) {
    await applications.submitPartner(
      DEMO_APPLICANTS.partner.userId,
      PartnerApplicationRequest.parse({
        name: DEMO_APPLICANTS.partner.name,
        company: 'Eastside Bike Co-op',
        contactEmail: DEMO_APPLICANTS.partner.email,
        website: 'https://eastsidebikes.example.org',
        needs: 'Short videos for our spring repair workshops.',
      }),
    );
  }

  // ---- The partner's briefs, each taken to its goal --------------------------------------------------------
  for (const scenario of DEMO_BRIEFS) await playBrief(scenario);

  // ---- The fan: tips, co-signs, a follow, a save, then the taste quiz (the mark that this part is done) ------
  for (const [i, tip] of DEMO_TIPS.entries()) {
    const [given] = await db
      .select({ id: tips.id })
      .from(tips)
      .where(and(eq(tips.fanId, FAN.userId), eq(tips.creatorId, tip.creatorId)))
      .limit(1);
    if (given) continue;
    // Onto the fan's tab, on the card they saved: $15, so the tab is charged in one payment (decision 054).
    if (!(await cards.get(FAN.userId)).card) await cards.save(FAN.userId, SANDBOX_SUCCEEDS);
    const request = TipRequest.parse({ amountCents: tip.amountCents, note: tip.note });
    const fan = { id: FAN.userId, isGuest: false };
    ok(await tipsService.tip(fan, tip.creatorId, `demo-seed:tip:${i + 1}`, request), 'a tip');
  }
  const { tab } = await tipsService.myTab(FAN.userId);
  if (tab?.status === 'open' && tab.totalCents >= TAB_CHARGE_AT_CENTS) {
    const charged = await tipsService.chargeTab(tab.id, 'threshold');
    if (charged) ok(charged, 'the tab’s charge');
  }
  // And one tip waiting on the fan's next tab, so /fan/tab and Theo's diary show a pending tip.
  const [pending] = await db
    .select({ id: tips.id })
    .from(tips)
    .where(and(eq(tips.fanId, FAN.userId), eq(tips.creatorId, DEMO_PENDING_TIP.creatorId)))
    .limit(1);
  if (!pending) {
    const request = TipRequest.parse({ amountCents: DEMO_PENDING_TIP.amountCents, note: DEMO_PENDING_TIP.note });
    ok(await tipsService.tip({ id: FAN.userId, isGuest: false }, THEO, 'demo-seed:tip:pending', request), 'a tip');
  }
  const fanTaste = await taste.getTaste(FAN.userId);
  if (Object.keys(fanTaste.quizResponses ?? {}).length === 0) {
    const calibrated = new Set((await feed.calibrations(FAN.userId)).items.map((c) => c.creatorId));
    for (const creatorId of [MAYA, THEO]) {
      if (!calibrated.has(creatorId)) await feed.feedback(FAN.userId, { creatorId, action: 'cosign' });
    }
    await library.follow(FAN.userId, MAYA);
    await library.save(FAN.userId, { creatorId: JORDAN });
    await taste.saveTaste(
      FAN.userId,
      SaveTasteRequest.parse({ step: 'micro-calibration', microCalibration: { pace: 'slow-burn' } }),
    );
    await taste.saveTaste(
      FAN.userId,
      SaveTasteRequest.parse({
        step: 'quiz',
        quizResponses: { energy: 'chill', production: 'natural', focus: 'beat' },
      }),
    );
  }

  // ---- Reports for the admin's queue, made as a person makes them; once (a decided one is not made again) ---
  const safety = createSafetyService({
    repo: createSafetyRepository(db),
    // Reporting mails no one and ends no session: only an admin's decision does, and the seed decides nothing.
    sendMail: async () => {
      throw new Error('demo accounts: the seed sends no mail');
    },
    publicUrl: 'http://localhost',
    sessionsEnded: () => {},
  });
  for (const report of DEMO_REPORTS) {
    const [made] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.reporterId, report.reporterId), eq(reports.targetId, report.targetId)))
      .limit(1);
    if (made) continue;
    const { reporterId, ...input } = report;
    await safety.report(reporterId, PostReportRequest.parse(input));
  }

  // ---- Maya pays out her tips (Jordan's stays, for a person to pay out) -------------------------------------
  // Once: a stored reply means it was made; a pending one (a start that died mid-call) is taken up again.
  const payoutKey = 'demo-seed:payout:maya';
  const stored = await moneyStepsQueries(db).findReply(MAYA, payoutKey);
  if (stored ? stored.statusCode === 0 : (await ledgerQueries(db).nonDealPayableCents(MAYA)) > 0) {
    ok(await earnings.payout(MAYA, payoutKey), 'a payout');
  }

  options.log?.info({ accounts: DEMO_ACCOUNTS.length }, 'demo accounts ready');
  return { accounts: DEMO_ACCOUNTS.length };

  // ---- One brief ---------------------------------------------------------------------------------------------

  async function playBrief(s: BriefScenario): Promise<void> {
    const briefId = await ensureBrief(s);
    for (;;) {
      const { deal } = await projectBriefs.get(PARTNER.userId, briefId);
      if (deal.status === 'funded' && s.goal !== 'posted') await applyAll(s, briefId);
      const next = nextStep(deal.status, s.goal);
      // Once only: a transition the timeline already has was made (and maybe undone by a person) before.
      if (!next || (await reached(deal.id, next.to))) break;
      await take(next.step, s, briefId, deal.id);
    }
    if (s.reviews) await reviewBoth(s, briefId);
  }

  async function ensureBrief(s: BriefScenario): Promise<string> {
    const [existing] = await db
      .select({ id: briefs.id })
      .from(briefs)
      .where(and(eq(briefs.ownerId, PARTNER.userId), eq(briefs.kind, 'project'), eq(briefs.title, s.brief.title)))
      .limit(1);
    if (existing) return existing.id;
    const input = PostProjectBriefRequest.parse({
      ...s.brief,
      deadline: deadlineIn(s.brief.deadlineInDays),
      contactEmail: PARTNER.email,
    });
    return (await projectBriefs.post(PARTNER.userId, input)).brief.id;
  }

  async function applyAll(s: BriefScenario, briefId: string): Promise<void> {
    const who = [...(s.applicants ?? []), ...(s.creativeId ? [s.creativeId] : [])];
    const done = new Set(
      (
        await db
          .select({ creatorId: submissions.creatorId })
          .from(submissions)
          .where(and(eq(submissions.briefId, briefId), inArray(submissions.creatorId, who)))
      ).map((r) => r.creatorId),
    );
    const names = new Map(
      (await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, who))).map((r) => [
        r.id,
        r.name,
      ]),
    );
    for (const creatorId of who) {
      if (done.has(creatorId)) continue;
      const slug = creatorId.replace(/^demo-creator-/, '').replace(/-/g, '');
      await projectBriefs.apply(
        creatorId,
        briefId,
        ApplyRequest.parse({
          portfolioLinks: [`https://${slug}.portfolio.example/work`],
          note: `${names.get(creatorId)?.split(' ')[0] ?? 'I'} here: this is right in my lane, and I can start this week.`,
        }),
      );
    }
  }

  async function take(step: Step, s: BriefScenario, briefId: string, dealId: string): Promise<void> {
    const creative = s.creativeId as string;
    switch (step) {
      case 'fund':
        ok(await projectBriefs.fund(PARTNER.userId, briefId, `demo-seed:${s.key}:fund`, SANDBOX_SUCCEEDS), 'funding');
        return;
      case 'select': {
        const { items } = await projectBriefs.applicants(PARTNER.userId, briefId);
        const chosen = items.find((a) => a.creator.id === creative);
        if (!chosen) throw new Error(`demo accounts: ${creative} has not applied to ${s.key}`);
        await projectBriefs.select(PARTNER.userId, briefId, chosen.id);
        if (s.milestones) {
          const { deal } = await deals.getDeal(PARTNER.userId, dealId);
          const plan = suggestMilestones({
            amountCents: deal.amountCents,
            count: s.milestones.length,
            today: new Date().toISOString().slice(0, 10),
            deadline: deal.plan.deadline,
          }).map((m, i) => ({ ...m, title: s.milestones?.[i] ?? m.title }));
          await deals.setPlan(PARTNER.userId, dealId, { milestones: plan });
        }
        return;
      }
      case 'sign':
        // Both sides sign the contract as it reads, with their own names (decision 061).
        for (const signer of [PARTNER.userId, creative]) {
          const contract = await deals.contract(signer, dealId);
          if (!contract.you.canSign) continue;
          await deals.signContract(
            signer,
            dealId,
            { typedName: contract.you.nameToType ?? '', documentHash: contract.documentHash },
            { ip: null, userAgent: 'Pulse demo seed' },
          );
        }
        return;
      case 'deliver': {
        const { deliverables, note } = s.delivery as NonNullable<BriefScenario['delivery']>;
        await deals.deliver(creative, dealId, DeliverRequest.parse({ deliverables, note }));
        return;
      }
      case 'approve':
        ok(await deals.approve(PARTNER.userId, dealId, `demo-seed:${s.key}:approve`), 'an approval');
        return;
      case 'payout':
        ok(await deals.payout(creative, dealId, `demo-seed:${s.key}:payout`), 'a payout');
        return;
      case 'dispute':
        await deals.dispute(PARTNER.userId, dealId, s.disputeReason as string);
        return;
    }
  }

  async function reviewBoth(s: BriefScenario, briefId: string): Promise<void> {
    const { deal } = await projectBriefs.get(PARTNER.userId, briefId);
    if (deal.status !== 'complete' || !s.reviews || !s.creativeId) return;
    const written = new Set(
      (await db.select({ authorId: reviews.authorId }).from(reviews).where(eq(reviews.dealId, deal.id))).map(
        (r) => r.authorId,
      ),
    );
    if (!written.has(PARTNER.userId)) {
      await reviewsService.submit(
        PARTNER.userId,
        deal.id,
        SubmitReviewRequest.parse({
          ratings: { quality: 5, communication: 5, onTime: 5 },
          publicText: s.reviews.partner,
          wouldWorkAgain: true,
        }),
      );
    }
    if (!written.has(s.creativeId)) {
      await reviewsService.submit(
        s.creativeId,
        deal.id,
        SubmitReviewRequest.parse({
          ratings: { clearBrief: 5, communication: 5, promptPayment: 5 },
          publicText: s.reviews.creative,
          wouldWorkAgain: true,
        }),
      );
    }
  }

  async function reached(dealId: string, status: DealStatus): Promise<boolean> {
    const [row] = await db
      .select({ id: dealEvents.id })
      .from(dealEvents)
      .where(and(eq(dealEvents.dealId, dealId), eq(dealEvents.toStatus, status)))
      .limit(1);
    return row !== undefined;
  }
}

type Step = 'fund' | 'select' | 'sign' | 'deliver' | 'approve' | 'payout' | 'dispute';

/** The steps out of each status a demo deal may take, and the status each moves to. */
const STEPS_FROM: Partial<Record<DealStatus, { step: Step; to: DealStatus }[]>> = {
  posted: [{ step: 'fund', to: 'funded' }],
  funded: [{ step: 'select', to: 'accepted' }],
  accepted: [{ step: 'sign', to: 'signed' }],
  signed: [{ step: 'deliver', to: 'delivered' }],
  delivered: [
    { step: 'approve', to: 'paid' },
    { step: 'dispute', to: 'disputed' },
  ],
  paid: [{ step: 'payout', to: 'complete' }],
};

/** Every step on the way to each goal. */
const PATHS: Record<Goal, readonly Step[]> = {
  posted: [],
  open: ['fund'],
  accepted: ['fund', 'select'],
  delivered: ['fund', 'select', 'sign', 'deliver'],
  complete: ['fund', 'select', 'sign', 'deliver', 'approve', 'payout'],
  disputed: ['fund', 'select', 'sign', 'deliver', 'dispute'],
};

/** The step a deal in `status` takes next towards `goal`; null once the goal (or a person's own turn) is reached. */
function nextStep(status: DealStatus, goal: Goal): { step: Step; to: DealStatus } | null {
  return STEPS_FROM[status]?.find((s) => PATHS[goal].includes(s.step)) ?? null;
}
