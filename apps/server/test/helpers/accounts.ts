import type { CreativeProfileInput } from '@pulse/domain/creator-setup-contracts';
import type { CREATIVE_ROLES } from '@pulse/domain/roles';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { partnerProfiles } from '../../src/db/schema/applications';
import { user } from '../../src/db/schema/auth';
import { creatorProfiles } from '../../src/db/schema/creators';
import { Client, type TestApp } from './test-app';

/**
 * The accounts API tests act as (issue 34 item 5): a guest session with a role, a creative, a partner, an admin,
 * and an account signed up before choosing any role.
 * The session is made the way a visitor makes one (POST /api/me/role); what sign-up and an admin's approval would
 * set afterwards is written straight to the user's row, as the suites did each on their own before.
 *
 * One `testAccounts` per test file (one per app, in a file that starts more than one, each with its own prefix):
 * it numbers that file's clients, each from an address of its own under the file's prefix (so per-address rate
 * limits never join two tests), and the names it makes up.
 */

export type SessionRole = 'fan' | 'creator' | 'brand';
export type CreativeRole = (typeof CREATIVE_ROLES)[number];
export type UserValues = Partial<typeof user.$inferInsert>;
export type ProfileValues = Omit<Partial<typeof creatorProfiles.$inferInsert>, 'userId'>;

/**
 * A signed-in client, the user's id, their name (a guest's generated one unless the helper set one) and their
 * e-mail (null for a guest, as /api/me says).
 */
export interface Account {
  c: Client;
  id: string;
  name: string;
  email: string | null;
}

/**
 * Makes the guest an account with a verified mailbox (`isAnonymous` false, `emailVerified` true) at this address,
 * or at the address made from the account's id and final name; `false` leaves a guest.
 */
export type EmailOption = string | ((account: { id: string; name: string }) => string) | false;

/**
 * Signs the guest up the way a person does (POST /api/accounts/sign-up with the account's name, this e-mail and
 * password: a password account) and then marks the e-mail verified, as its link would.
 */
export interface SignUpOption {
  email: string | (() => string);
  password: string;
}

/** A name, or a maker of one called once per account (e.g. a file's `unique('Partner')`). */
export type NameOption = string | (() => string);

export interface SessionOptions {
  /** More of the role request's body (`creativeRole`, `agency`). */
  choose?: Record<string, unknown>;
  /** Columns written to the user's row afterwards (omitted: nothing is written). */
  set?: UserValues;
  email?: EmailOption;
  signUp?: SignUpOption;
}

export interface PartnerOptions {
  /** `brandStatus`; approved unless told. */
  status?: 'approved' | 'pending';
  /** The exact name; otherwise `namePrefix` and a number, otherwise the guest's name is kept. */
  name?: NameOption;
  namePrefix?: string;
  /** Writes a partner profile with this company (and the name). */
  company?: string;
  /** Other columns of the user's row. */
  set?: UserValues;
  email?: EmailOption;
  signUp?: SignUpOption;
}

export interface CreativeOptions {
  /** `creatorStatus`; approved unless told. */
  status?: 'approved' | 'pending';
  /** Written to the user's row when given (and sent with the role choice when `chooseRole` is set). */
  creativeRole?: CreativeRole;
  /** Sends `creativeRole` in the role request too, as the sign-up wizard does. */
  chooseRole?: boolean;
  name?: NameOption;
  namePrefix?: string;
  /** The creator profile's columns (merged over the file's defaults); no row when neither gives one. */
  profile?: ProfileValues;
  /**
   * Completes Creator Setup through the API (POST /api/creative-profiles, as the wizard's Complete Setup does)
   * with these answers over filled-in ones, after the status is written: the display name (the account's name
   * unless given) becomes the account's name, and a creative not approved yet gets a pending application.
   */
  setup?: Partial<CreativeProfileInput>;
  set?: UserValues;
  email?: EmailOption;
  signUp?: SignUpOption;
}

export interface AdminOptions {
  /** Two-factor sign-in on, as the admin routes require, unless `false`. */
  twoFactor?: boolean;
  name?: NameOption;
  signUp?: SignUpOption;
}

export interface AccountOptions {
  /** The exact name; otherwise `namePrefix` and a number, otherwise `Account` and a number. */
  name?: NameOption;
  namePrefix?: string;
  /** The e-mail and password signed up with; otherwise a made-up address under the file's prefix and a password. */
  signUp?: SignUpOption;
  /** Marks the e-mail verified, as its link would; left unverified unless told, as right after sign-up. */
  verified?: boolean;
}

export interface AccountDefaults {
  /** The first two parts of every client's address, e.g. `'10.31'`; unique per file by habit, not need. */
  ip: string;
  /** Every account this file makes has a mailbox, unless a call says `email: false` (or gives its own). */
  email?: EmailOption;
  /** Every account this file makes signs up with a password, unless a call gives its own. */
  signUp?: SignUpOption;
  /** What every partner or creative of the file is unless a call says otherwise (`name`: all share that name). */
  partner?: PartnerOptions;
  creative?: CreativeOptions;
  admin?: AdminOptions;
  account?: AccountOptions;
}

/** Creator Setup's answers when a call gives only some (a videographer in Austin, available). */
const SETUP_ANSWERS = {
  bio: 'Films campus shows and tours.',
  location: 'Austin, TX',
  creativeTypes: ['Videographer'],
  experience: 'getting-experience',
  rates: { photoShoot: '', videoProject: '$400-800', designWork: '', consultation: '' },
  specialties: ['Music Videos'],
  availability: 'available',
  socialLinks: { instagram: '', portfolio: '', website: '' },
} satisfies Omit<CreativeProfileInput, 'displayName'>;

/** The options a call gave, without the ones it left undefined (those keep the file's default). */
function defined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function testAccounts(test: () => TestApp, defaults: AccountDefaults) {
  let ip = 0;
  let n = 0;
  const db = () => test().database.db;
  const nameOf = (name?: NameOption, prefix?: string) =>
    typeof name === 'function' ? name() : (name ?? (prefix ? `${prefix} ${++n}` : undefined));

  /** A client with an address of its own (`<ip>.x.y`) and no session yet. */
  const client = () => new Client(test().app, `${defaults.ip}.${Math.floor(++ip / 250)}.${ip % 250}`);

  /** The role chosen by a new client: a guest session. */
  async function guest(role: SessionRole, choose: Record<string, unknown> = {}): Promise<Account> {
    const c = client();
    const res = await c.post('/api/me/role', { role, ...choose });
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json().user as { id: string; name: string; email: string | null };
    return { c, id: me.id, name: me.name, email: me.email };
  }

  /** The role chosen by a new client, then signed up when `signUp` (or the file's default) says so. */
  async function open(
    role: SessionRole,
    choose: Record<string, unknown> | undefined,
    name: string | undefined,
    signUp = defaults.signUp,
  ): Promise<Account> {
    const p = await guest(role, choose);
    if (!signUp) return p;
    const email = typeof signUp.email === 'string' ? signUp.email : signUp.email();
    const up = await p.c.post('/api/accounts/sign-up', { name: name ?? p.name, email, password: signUp.password });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().user.id as string;
    await db().update(user).set({ emailVerified: true }).where(eq(user.id, id));
    return { c: p.c, id, name: name ?? p.name, email };
  }

  /** Gives the account its mailbox when `email` (or the file's default) says so. */
  async function withEmail<A extends Account>(account: A, email = defaults.email): Promise<A> {
    if (email === undefined || email === false) return account;
    const address = typeof email === 'string' ? email : email({ id: account.id, name: account.name });
    await db()
      .update(user)
      .set({ email: address, isAnonymous: false, emailVerified: true })
      .where(eq(user.id, account.id));
    return { ...account, email: address };
  }

  /** A guest session with the role chosen, as a visitor makes one; `set` is then written to the user's row. */
  async function session(role: SessionRole, options: SessionOptions = {}): Promise<Account> {
    const p = await open(role, options.choose, options.set?.name, options.signUp);
    if (options.set && Object.keys(options.set).length > 0) {
      await db().update(user).set(options.set).where(eq(user.id, p.id));
    }
    return withEmail({ ...p, name: options.set?.name ?? p.name }, options.email);
  }

  /** A guest who chose the creative role (not yet approved), as the sign-up wizard leaves them. */
  function creativeGuest(creativeRole: CreativeRole): Promise<Account> {
    return session('creator', { choose: { creativeRole } });
  }

  /** A fan (explorer) session: its client. */
  async function fan(): Promise<Client> {
    return (await session('fan')).c;
  }

  /** A PulsePartner, approved unless told. */
  async function partner(options: PartnerOptions = {}): Promise<Account> {
    const o = { ...defaults.partner, ...defined(options) };
    const name = nameOf(o.name, o.namePrefix);
    const p = await open('brand', undefined, name, o.signUp);
    await db()
      .update(user)
      .set({ brandStatus: o.status ?? 'approved', ...(name === undefined ? {} : { name }), ...o.set })
      .where(eq(user.id, p.id));
    if (o.company !== undefined) {
      await db()
        .insert(partnerProfiles)
        .values({ userId: p.id, name: name ?? p.name, company: o.company });
    }
    return withEmail({ ...p, name: name ?? p.name }, o.email);
  }

  /** A creative, approved unless told, with a creator profile when the options or the file's defaults give one. */
  async function creative(options: CreativeOptions = {}): Promise<Account & { creativeRole?: CreativeRole }> {
    const base = defaults.creative ?? {};
    const o = { ...base, ...defined(options) };
    const profile = base.profile || options.profile ? { ...base.profile, ...options.profile } : undefined;
    const name = nameOf(o.name, o.namePrefix);
    const p = await open('creator', o.chooseRole ? { creativeRole: o.creativeRole } : undefined, name, o.signUp);
    await db()
      .update(user)
      .set({
        creatorStatus: o.status ?? 'approved',
        ...(name === undefined ? {} : { name }),
        ...(o.creativeRole === undefined ? {} : { creativeRole: o.creativeRole }),
        ...o.set,
      })
      .where(eq(user.id, p.id));
    if (profile) {
      const insert = db()
        .insert(creatorProfiles)
        .values({ userId: p.id, ...profile });
      if (Object.keys(profile).length === 0) await insert.onConflictDoNothing();
      else await insert.onConflictDoUpdate({ target: creatorProfiles.userId, set: profile });
    }
    let finalName = name ?? p.name;
    if (o.setup) {
      const answers = { ...SETUP_ANSWERS, displayName: finalName, ...o.setup };
      const res = await p.c.post('/api/creative-profiles', answers);
      expect(res.statusCode, res.body).toBe(200);
      finalName = answers.displayName;
    }
    return withEmail({ ...p, name: finalName, creativeRole: o.creativeRole }, o.email);
  }

  /** An admin with two-factor sign-in on, as the admin routes require (`twoFactor: false` for one who has not). */
  async function admin(options: AdminOptions = {}): Promise<Account> {
    const o = { ...defaults.admin, ...defined(options) };
    const name = nameOf(o.name);
    const p = await open('fan', undefined, name, o.signUp);
    await db()
      .update(user)
      .set({ role: 'admin', twoFactorEnabled: o.twoFactor ?? true, ...(name === undefined ? {} : { name }) })
      .where(eq(user.id, p.id));
    return withEmail({ ...p, name: name ?? p.name });
  }

  /**
   * An account signed up straight away by a new client (POST /api/accounts/sign-up), with no guest session before
   * it and no role chosen: a person who signed up first and has not picked a role yet.
   */
  async function account(options: AccountOptions = {}): Promise<Account> {
    const o = { ...defaults.account, ...defined(options) };
    const name = nameOf(o.name, o.namePrefix ?? 'Account') as string;
    const signUp = o.signUp ??
      defaults.signUp ?? {
        email: () => `account-${defaults.ip}-${n}-${Date.now()}@example.edu`,
        password: 'test-account-password',
      };
    const email = typeof signUp.email === 'string' ? signUp.email : signUp.email();
    const c = client();
    const up = await c.post('/api/accounts/sign-up', { name, email, password: signUp.password });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().user.id as string;
    if (o.verified) await db().update(user).set({ emailVerified: true }).where(eq(user.id, id));
    return { c, id, name, email };
  }

  return { client, session, creativeGuest, fan, partner, creative, admin, account };
}
