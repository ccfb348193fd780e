import type { DealView } from '@pulse/domain/deals';
import { type DEMO_ACCOUNT_KEYS, DEMO_ACCOUNT_MESSAGES } from '@pulse/domain/demo-accounts';
import { escrowAccount, payableAccount } from '@pulse/domain/ledger';
import { cardFeeCents, tabFeeShares } from '@pulse/domain/tip-tab';
import { and, eq, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { account, user } from '../src/db/schema/auth';
import { ledgerEntries } from '../src/db/schema/ledger';
import { deals as dealRows } from '../src/db/schema/submissions';
import {
  DEMO_ACCOUNT_PASSWORD,
  DEMO_ACCOUNTS,
  DEMO_BRIEFS,
  DEMO_PENDING_TIP,
  demoAccount,
} from '../src/db/seed/demo-accounts';
import { seedOnStart } from '../src/db/seed/on-start';
import { underStartupLock } from '../src/db/startup-lock';
import { demoAccountsEnabled } from '../src/modules/accounts/demo-accounts.service';
import { ledgerBalance } from './helpers/money';
import { Client, createTestApp, type TestApp } from './helpers/test-app';

/**
 * One-click demo accounts (issue 36 item 8, decision 053): what a fresh development start offers on the sign-in
 * page, that each sign-in is a real session of its role, that each account's promised data is there and was made
 * by the rules (the ledger balances), that a second start changes nothing, and that production has none of it.
 */
let t: TestApp;
const seed = (app: TestApp) => seedOnStart({ env: app.env, db: app.database.db, auth: app.app.auth, log: app.app.log });

beforeAll(async () => {
  t = await createTestApp();
  await seed(t);
}, 120_000);
afterAll(() => t.close());

let ip = 0;
const client = () => new Client(t.app, `10.53.${Math.floor(++ip / 250)}.${ip % 250}`);

/** A browser signed in with the demo account's button. */
async function signedIn(key: (typeof DEMO_ACCOUNT_KEYS)[number]) {
  const c = client();
  const res = await c.post(`/api/demo-accounts/${key}/sign-in`);
  expect(res.statusCode, res.body).toBe(200);
  return c;
}

async function dealsOf(c: Client, as: 'brand' | 'creator'): Promise<DealView[]> {
  const res = await c.get(`/api/deals?as=${as}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

const titled = (deals: DealView[], title: string) => deals.find((d) => d.title === title) as DealView;
const brief = (key: string) => DEMO_BRIEFS.find((b) => b.key === key)!.brief.title;

/** Every table's row count: what a second start must leave as it found it. */
async function rowCounts(app: TestApp): Promise<Record<string, number>> {
  const tables = (await app.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const res = (await app.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = Number(res.rows[0]?.n ?? 0);
  }
  return counts;
}

describe('GET /api/demo-accounts', () => {
  it('lists an account for every side of Pulse, with what each one shows', async () => {
    const res = await client().get('/api/demo-accounts');
    expect(res.statusCode).toBe(200);
    const { accounts } = res.json();
    expect(accounts.map((a: { key: string; role: string }) => [a.key, a.role])).toEqual([
      ['partner', 'brand'],
      ['creative', 'creator'],
      ['producer', 'creator'],
      ['fan', 'fan'],
      ['admin', 'admin'],
    ]);
    expect(accounts[0]).toMatchObject({ label: 'Partner', name: 'Morgan Ellis', title: 'Harbor Lights Festival' });
    expect(accounts[1]).toMatchObject({ label: 'Creative', name: 'Jordan Reyes' });
    expect(accounts[2]).toMatchObject({ label: 'Producer', name: 'Maya Lin' });
    for (const a of accounts) expect(a.shows.length).toBeGreaterThan(20);
    // The password stays on the server.
    expect(res.body).not.toContain(DEMO_ACCOUNT_PASSWORD);
  });
});

describe('POST /api/demo-accounts/:key/sign-in', () => {
  it.each([
    ['partner', 'brand'],
    ['creative', 'creator'],
    ['producer', 'creator'],
    ['fan', 'fan'],
    ['admin', 'admin'],
  ] as const)('signs in as the %s: a real session of role %s, its e-mail verified', async (key, role) => {
    const c = client();
    const res = await c.post(`/api/demo-accounts/${key}/sign-in`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.map((cookie) => cookie.name)).toContain('pulse.session_token');
    const expected = demoAccount(key);
    expect(res.json().user).toMatchObject({
      id: expected.userId,
      role,
      approvalStatus: 'approved',
      emailVerified: true,
      isGuest: false,
      // Admins need two-factor sign-in (decision 049): the demo admin has it on, and one click answers it.
      twoFactorEnabled: key === 'admin',
    });
    // The cookie is a session the rest of the API knows.
    expect((await c.get('/api/me')).json().user).toMatchObject({ id: expected.userId, role });
    // An ordinary account too: its e-mail and password sign in through the form's endpoint.
    const form = await client().post('/api/accounts/sign-in', {
      email: expected.email,
      password: DEMO_ACCOUNT_PASSWORD,
    });
    expect(form.statusCode, form.body).toBe(200);
  });

  it('answers an unknown account with 400 and keeps a one-click sign-in from becoming a session mill', async () => {
    const c = client();
    expect((await c.post('/api/demo-accounts/nobody/sign-in')).statusCode).toBe(400);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await c.post('/api/demo-accounts/fan/sign-in')).statusCode);
    expect(answers).toEqual([...Array(10).fill(200), 429]);
  });

  it('keeps a demo account whose password a person changed out of one-click sign-in, with a reason', async () => {
    const fan = eq(account.userId, demoAccount('fan').userId);
    const [kept] = await t.database.db.select({ password: account.password }).from(account).where(fan);
    const changed = await (await t.app.auth.$context).password.hash('a-password-someone-chose');
    await t.database.db.update(account).set({ password: changed }).where(fan);
    try {
      const res = await client().post('/api/demo-accounts/fan/sign-in');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(DEMO_ACCOUNT_MESSAGES.passwordChanged);
    } finally {
      await t.database.db.update(account).set({ password: kept?.password }).where(fan);
    }
  });
});

describe("each demo account's data", () => {
  it('the partner is approved and has briefs in every state', async () => {
    const partner = await signedIn('partner');
    const deals = await dealsOf(partner, 'brand');
    expect(Object.fromEntries(DEMO_BRIEFS.map((b) => [b.key, titled(deals, b.brief.title)?.status]))).toEqual({
      'poster-series': 'posted',
      aftermovie: 'funded',
      'lineup-reel': 'accepted',
      'walk-in-loop': 'delivered',
      'volunteer-video': 'complete',
      'sponsor-jingle': 'disputed',
    });

    // Accepted with a plan of three milestones the partner set, the amount split evenly, waiting for signatures.
    const planned = titled(deals, brief('lineup-reel'));
    expect(planned.plan.milestones.map((m: { title: string }) => m.title)).toEqual([
      'Storyboard and artist order',
      'First cut',
      'Final reel with captions',
    ]);
    expect(planned.plan.milestones.reduce((sum: number, m: { amountCents: number }) => sum + m.amountCents, 0)).toBe(
      planned.amountCents,
    );

    // Open with applications: two creatives waiting to be chosen.
    const open = titled(deals, brief('aftermovie'));
    const applicants = await partner.get(`/api/project-briefs/${open.briefId}/applications`);
    expect(applicants.statusCode, applicants.body).toBe(200);
    expect(
      applicants.json().items.map((a: { creator: { name: string }; status: string }) => [a.creator.name, a.status]),
    ).toEqual(
      expect.arrayContaining([
        ['Sofia Marquez', 'pending'],
        ['Dev Patel', 'pending'],
      ]),
    );

    // The posted one can be funded by whoever signs in.
    const posted = titled(deals, brief('poster-series'));
    expect((await partner.get(`/api/project-briefs/${posted.briefId}`)).json().fundBlockedReason).toBeNull();

    // The delivery awaits the partner's approval.
    const delivered = titled(deals, brief('walk-in-loop'));
    expect(delivered.creator?.name).toBe('Maya Lin');
    expect(delivered.deliverables).toEqual(['main-stage-walk-in-loop.wav']);
    // No demo creative's public work became a deal's private delivered file.
    const withFiles = await t.database.db
      .select({ id: dealRows.id })
      .from(dealRows)
      .where(and(eq(dealRows.brandId, demoAccount('partner').userId), isNotNull(dealRows.deliverableMediaId)));
    expect(withFiles).toEqual([]);

    // The completed deal was reviewed by both sides; the reviews are public.
    const complete = titled(deals, brief('volunteer-video'));
    const reviews = await partner.get(`/api/deals/${complete.id}/reviews`);
    expect(reviews.statusCode, reviews.body).toBe(200);
    expect(reviews.json()).toMatchObject({
      revealed: true,
      mine: { publicText: expect.stringContaining('volunteers signed up') },
      theirs: { publicText: expect.stringContaining('paid the day I delivered') },
    });
  });

  it('the creative has deals, earnings and a paid-out payout; the producer a delivery, tips and a payout', async () => {
    const jordan = await signedIn('creative');
    const jordanDeals = await dealsOf(jordan, 'creator');
    expect(titled(jordanDeals, brief('lineup-reel')).status).toBe('accepted');
    expect(titled(jordanDeals, brief('volunteer-video')).status).toBe('complete');
    const jordanEarnings = (await jordan.get('/api/me/earnings')).json();
    expect(jordanEarnings.releasedCents).toBeGreaterThan(0);
    expect(jordanEarnings.paidOutCents).toBe(jordanEarnings.releasedCents);
    // The fan's tips went on their tab and were charged in one payment; each bore its share of the fee.
    const [mayaFee, jordanFee] = tabFeeShares(cardFeeCents(1500), [500, 1000]) as [number, number];
    // The fan's tip is left to pay out by hand.
    const jordanTips = 1000 - jordanFee;
    expect(jordanEarnings).toMatchObject({
      tipsCents: jordanTips,
      payoutAvailableCents: jordanTips,
      payableCents: jordanTips,
    });
    expect(jordanEarnings.recentTips).toEqual([
      expect.objectContaining({ fan: 'Casey Rivera', amountCents: 1000, status: 'paid', feeCents: jordanFee }),
    ]);
    // And there are open briefs to apply to.
    const open = (await jordan.get('/api/project-briefs/open')).json().items;
    expect(open.map((i: { brief: { title: string } }) => i.brief.title)).toContain(brief('aftermovie'));

    const maya = await signedIn('producer');
    expect(titled(await dealsOf(maya, 'creator'), brief('walk-in-loop')).status).toBe('delivered');
    expect((await maya.get('/api/me/earnings')).json()).toMatchObject({
      tipsCents: 500 - mayaFee,
      paidOutCents: 500 - mayaFee,
      payableCents: 0,
    });
  });

  it('the fan has a taste profile, co-signs, a follow, a save and tips', async () => {
    const fan = await signedIn('fan');
    // Their saved card, a tab charged once for the first tips, and one tip waiting on the next.
    const tab = (await fan.get('/api/me/tab')).json();
    expect(tab.card).toMatchObject({ brand: 'Visa', last4: '4242' });
    expect(tab.history).toEqual([expect.objectContaining({ status: 'paid', totalCents: 1500 })]);
    expect(tab.tab).toMatchObject({ status: 'open', totalCents: DEMO_PENDING_TIP.amountCents });
    const taste = (await fan.get('/api/taste')).json();
    expect(taste.quizResponses).toEqual({ energy: 'chill', production: 'natural', focus: 'beat' });
    expect(taste.preferredVibes.length).toBeGreaterThan(0);
    const calibrations = (await fan.get('/api/feedback')).json().items;
    expect(calibrations.map((c: { creatorName: string; action: string }) => [c.creatorName, c.action])).toEqual(
      expect.arrayContaining([
        ['Maya Lin', 'cosign'],
        ['Theo Nakamura', 'cosign'],
      ]),
    );
    expect((await fan.get('/api/me/following')).json().items.map((c: { name: string }) => c.name)).toEqual([
      'Maya Lin',
    ]);
    expect(await ledgerBalance(t.database.db, payableAccount('demo-creator-maya-lin'))).toBe(0);
  });

  it('the admin has a creative and a partner application, two reports and a dispute waiting', async () => {
    const admin = await signedIn('admin');
    const queue = await admin.get('/api/admin/applications');
    expect(queue.statusCode, queue.body).toBe(200);
    const pending = queue
      .json()
      .items.map((i: { kind: string; applicant: { name: string } }) => [i.kind, i.applicant.name]);
    expect(pending).toEqual(
      expect.arrayContaining([
        ['creative', 'Priya Shah'],
        ['partner', 'Marcus Lee'],
      ]),
    );
    // The demo partner's own application was approved by this admin, through the queue's service.
    expect(pending).not.toContainEqual(['partner', 'Morgan Ellis']);

    const reports = await admin.get('/api/admin/reports');
    expect(reports.statusCode, reports.body).toBe(200);
    expect(
      reports
        .json()
        .items.map((r: { targetKind: string; target: { title: string }; reporter: { name: string } }) => [
          r.targetKind,
          r.target.title,
          r.reporter.name,
        ]),
    ).toEqual(
      expect.arrayContaining([
        ['piece', 'Slow Sunday', 'Casey Rivera'],
        ['profile', 'Noah Kim', 'Maya Lin'],
      ]),
    );

    const disputes = await admin.get('/api/admin/disputes');
    expect(disputes.statusCode, disputes.body).toBe(200);
    expect(disputes.json().items).toEqual([
      expect.objectContaining({
        deal: expect.objectContaining({ title: brief('sponsor-jingle'), status: 'disputed' }),
        reason: 'The jingle runs 25 seconds; the brief asked for 15.',
        disputedBy: 'Harbor Lights Festival',
      }),
    ]);
  });
});

describe('the ledger', () => {
  it('balances: every transaction sums to zero, escrow holds what the open deals were funded with', async () => {
    const db = t.database.db;
    const unbalanced = await db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    expect(unbalanced).toEqual([]);
    const negative = await db
      .select({ account: ledgerEntries.account })
      .from(ledgerEntries)
      .where(or(like(ledgerEntries.account, 'escrow:%'), like(ledgerEntries.account, 'creator_payable:%')))
      .groupBy(ledgerEntries.account)
      .having(sql`sum(${ledgerEntries.amountCents}) < 0`);
    expect(negative).toEqual([]);

    const partner = await signedIn('partner');
    const deals = await dealsOf(partner, 'brand');
    const held = async (key: string) => ledgerBalance(db, escrowAccount(titled(deals, brief(key)).id));
    // Funded and not yet released: the whole amount is held; released or never funded: nothing.
    for (const key of ['aftermovie', 'lineup-reel', 'walk-in-loop', 'sponsor-jingle']) {
      expect(await held(key)).toBe(titled(deals, brief(key)).amountCents);
    }
    expect(await held('poster-series')).toBe(0);
    expect(await held('volunteer-video')).toBe(0);
  });
});

describe('a second start', () => {
  it('changes nothing', async () => {
    const before = await rowCounts(t);
    await seed(t);
    expect(await rowCounts(t)).toEqual(before);
  }, 60_000);

  it('leaves what a person did with a demo account as they left it', async () => {
    const partner = await signedIn('partner');
    const delivered = titled(await dealsOf(partner, 'brand'), brief('walk-in-loop'));
    const changes = await partner.post(`/api/deals/${delivered.id}/request-changes`, { note: 'Longer fade out' });
    expect(changes.statusCode, changes.body).toBe(200);
    await seed(t);
    // The seed delivered once; it does not deliver again over the partner's request.
    expect(titled(await dealsOf(partner, 'brand'), brief('walk-in-loop')).status).toBe('signed');
  }, 60_000);

  // PGlite is one process's database: no second instance can start beside it.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two instances starting at once on one PostgreSQL make everything once',
    async () => {
      const fresh = await createTestApp();
      try {
        await Promise.all([
          underStartupLock(fresh.database, () => seed(fresh)),
          underStartupLock(fresh.database, () => seed(fresh)),
        ]);
        const once = await rowCounts(fresh);
        await seed(fresh);
        expect(await rowCounts(fresh)).toEqual(once);
        const users = await fresh.database.db
          .select({ id: user.id })
          .from(user)
          .where(
            inArray(
              user.id,
              DEMO_ACCOUNTS.map((a) => a.userId),
            ),
          );
        expect(users).toHaveLength(DEMO_ACCOUNTS.length);
      } finally {
        await fresh.close();
      }
    },
    120_000,
  );
});

describe('when demo accounts exist', () => {
  it('only with the demo data on, outside production, on the sandbox provider', () => {
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      STRIPE_WEBHOOK_SECRET: 'wh',
    };
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-32-characters-at-least',
      SMTP_URL: 'smtp://mail.example.test:587',
      PAYMENT_PROVIDER: 'sandbox',
    };
    expect(demoAccountsEnabled(loadEnv({}))).toBe(true);
    expect(demoAccountsEnabled(loadEnv({ SEED_DEMO: 'false' }))).toBe(false);
    expect(demoAccountsEnabled(loadEnv(stripe))).toBe(false);
    expect(demoAccountsEnabled(loadEnv(production))).toBe(false);
    expect(demoAccountsEnabled(loadEnv({ ...production, SEED_DEMO: 'true' }))).toBe(false);
  });
});

describe('a production start', () => {
  it('has no demo accounts, even with the demo data asked for, and both endpoints answer 404', async () => {
    const live = await createTestApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-of-32-characters-at-least',
        PAYMENT_PROVIDER: 'sandbox',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SEED_DEMO: 'true',
      },
    });
    try {
      await seed(live);
      const c = new Client(live.app);
      expect((await c.get('/api/demo-accounts')).statusCode).toBe(404);
      expect((await c.post('/api/demo-accounts/admin/sign-in')).statusCode).toBe(404);
      // The demo creatives are there (SEED_DEMO=true), but no account anyone can sign in to with one click.
      const db = live.database.db;
      expect(await db.select({ id: user.id }).from(user).where(eq(user.id, 'demo-creator-maya-lin'))).toHaveLength(1);
      const demoUsers = await db
        .select({ id: user.id })
        .from(user)
        .where(
          or(
            inArray(
              user.id,
              DEMO_ACCOUNTS.map((a) => a.userId).filter((id) => !id.startsWith('demo-creator-')),
            ),
            like(user.email, '%@demo.pulse.invalid'),
            eq(user.role, 'admin'),
          ),
        );
      // The demo data's people (creatives, partners and the fans whose co-signs the demo counts) have no password.
      const demoData = ['demo-creator-', 'demo-partner-', 'demo-fan-'];
      expect(demoUsers.filter((u) => !demoData.some((prefix) => u.id.startsWith(prefix)))).toEqual([]);
      expect(await db.select({ id: account.id }).from(account)).toEqual([]);
      expect(await db.select({ id: ledgerEntries.id }).from(ledgerEntries)).toEqual([]);
    } finally {
      await live.close();
    }
  }, 120_000);
});
