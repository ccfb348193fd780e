/**
 * Verified student status (issue 36 item 4, decision 052): a creative proves a school e-mail, apart from their
 * sign-in e-mail, by a link sent to it, and carries a "Verified student" badge with the school's name until the
 * academic year ends. The rules and messages both sides share; the request and response shapes are in
 * `student-status-contracts.ts`, the kept list of school domains in `school-domains.ts`.
 */
import { ACADEMIC_SUFFIXES, NOT_SCHOOLS, SCHOOL_DOMAINS } from './school-domains';

/** How long a verification link works. */
export const STUDENT_LINK_HOURS = 24;
/** Verification links a creative may send in an hour. */
export const STUDENT_LINKS_PER_HOUR = 5;
/** A status verified this close to the end of the academic year counts for the next one too. */
export const STUDENT_STATUS_MIN_DAYS = 60;
/** The academic year ends on July 31: a status lapses at the start of August 1 (UTC). */
export const ACADEMIC_YEAR_END = { month: 7, day: 1 } as const; // Date.UTC month 7 = August
export const SCHOOL_EMAIL_MAX = 254;

export const STUDENT_STATUS_MESSAGES = {
  required: 'Enter your school e-mail.',
  invalid: 'Enter your school e-mail as your school gave it, like name@school.edu.',
  notSchool: "That doesn't look like a school e-mail. Use the address your school gave you, or ask for a review.",
  characters:
    'That address has look-alike characters in it. Type your school e-mail in plain letters, exactly as your school gave it.',
  alumni: "An alumni address doesn't show you study there now. Use your current student e-mail.",
  taken: 'This school e-mail already verifies another Pulse account.',
  creativesOnly: 'Student status is for creatives. Switch to your creative role to verify a school e-mail.',
  signIn: 'Sign in to verify your school e-mail.',
  accountNeeded: 'Create your account first: a student badge belongs to an account, not a guest visit.',
  tooMany: `You can send ${STUDENT_LINKS_PER_HOUR} links an hour. Try again later.`,
  linkExpired: 'This link has expired. Send a new one from Settings.',
  linkUsed: 'This link has already been used.',
  linkInvalid:
    "This link isn't valid. Open the whole link from the newest e-mail, signed in to the account that asked for it, or send a new one from Settings.",
  removed: 'Student status removed.',
  reviewSent: 'Thanks! A person on the team will look at your school and reply by e-mail.',
} as const;

/** "That address only looks like stanford.edu." */
export function lookalikeMessage(school: string): string {
  return `That address only looks like ${school}. Use the e-mail your school gave you, exactly as it is.`;
}

/** What the settings screen says once a link is on its way. */
export function linkSentMessage(email: string): string {
  return `We sent a link to ${email}. Open it within ${STUDENT_LINK_HOURS} hours to verify.`;
}

/** What the link's page says once it worked. */
export function verifiedMessage(schoolName: string): string {
  return `You're a verified student at ${schoolName}.`;
}

// ---------------------------------------------------------------------------------------------------------
// Domains.

export interface School {
  /** The school's registrable domain: `stanford.edu` for `cs.stanford.edu`. */
  domain: string;
  /** The school's name from the list, else its domain. */
  name: string;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** Labels that mark an address as a graduate's, not a current student's. */
const ALUMNI_LABELS = new Set(['alumni', 'alum', 'alumnae', 'alumnus', 'alumni-mail', 'alumnimail']);
const notSchools = new Set(NOT_SCHOOLS);
// Maps, not the records: a label such as `constructor` must not find Object's own properties.
const schoolNames = new Map(Object.entries(SCHOOL_DOMAINS));
const academicSuffixes = new Map(Object.entries(ACADEMIC_SUFFIXES));

/** Whether `host` is a syntactically valid lower-case ASCII host name of at least two labels. */
export function isHostName(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && !/^[0-9]+$/.test(labels.at(-1) ?? '');
}

/**
 * The school whose domain `host` is or is under, from the kept list: a named school domain (longest first), or
 * one label under an academic suffix. Exact labels only: `stanford.edu.evil.com` and `stanford-edu.com` are
 * not `stanford.edu`. `host` must be lower-case ASCII (see `checkSchoolEmail`).
 */
export function matchSchoolDomain(host: string): School | null {
  if (!isHostName(host)) return null;
  const labels = host.split('.');
  // Named domains: the longest one the host is or is under.
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    const name = schoolNames.get(candidate);
    if (name !== undefined) return { domain: candidate, name };
  }
  // Academic suffixes: the school's domain is the one label right under the longest matching suffix.
  for (let i = 1; i < labels.length; i++) {
    const suffix = labels.slice(i).join('.');
    const excluded = academicSuffixes.get(suffix);
    if (excluded === undefined) continue;
    const label = labels[i - 1] as string;
    const domain = `${label}.${suffix}`;
    if (excluded.includes(label) || notSchools.has(domain) || ALUMNI_LABELS.has(label)) return null;
    // A suffix itself is no school (`ac.uk` under `uk`): `edu.au` must not count as one label under `au`.
    if (academicSuffixes.has(domain)) return null;
    return { domain, name: domain };
  }
  return null;
}

/** Digits and letter pairs people put in place of a letter: stanf0rd, rnit (mit), stanfprd is left alone. */
const CONFUSABLE: [RegExp, string][] = [
  [/0/g, 'o'],
  [/1/g, 'l'],
  [/3/g, 'e'],
  [/4/g, 'a'],
  [/5/g, 's'],
  [/7/g, 't'],
  [/8/g, 'b'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/** Labels of named schools (`stanford` of stanford.edu) long enough that a near copy is no accident. */
const schoolLabels = new Map<string, string>();
for (const domain of schoolNames.keys()) {
  const label = domain.split('.')[0] as string;
  if (label.length >= 5 && !schoolLabels.has(label)) schoolLabels.set(label, domain);
}

/** Damerau-Levenshtein distance of at most one (one letter added, removed, changed or two swapped). */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The school domain a host that is NOT on the list imitates, or null: a school domain with labels added to
 * its right (`stanford.edu.evil.com`), written with hyphens for dots (`stanford-edu.com`), digits for letters
 * (`stanf0rd.com`), or a named school's name one typo off under another domain (`stanfrod.com`).
 */
export function imitatedSchool(host: string): string | null {
  if (!isHostName(host) || matchSchoolDomain(host) !== null) return null;
  let skeleton = host.replace(/[-_]/g, '.');
  for (const [pattern, letter] of CONFUSABLE) skeleton = skeleton.replace(pattern, letter);
  for (const form of new Set([host, skeleton])) {
    const labels = form.split('.').filter((l) => l !== '');
    // A school domain followed by more labels, or the whole form a school's (digits put back).
    for (let end = labels.length; end >= 2; end--) {
      for (let start = 0; start <= end - 2; start++) {
        const part = labels.slice(start, end).join('.');
        if (part === host) continue;
        const school = matchSchoolDomain(part);
        if (school && (end < labels.length || form !== host)) return school.domain;
      }
    }
    // A named school's name, or one typo off it, as a label of another domain.
    for (const label of labels) {
      for (const [name, domain] of schoolLabels) {
        if (label === name || (name.length >= 6 && withinOneEdit(label, name))) return domain;
      }
    }
  }
  return null;
}

export type SchoolEmailProblem = 'required' | 'invalid' | 'characters' | 'lookalike' | 'alumni' | 'not_school';

export type SchoolEmailCheck =
  | {
      ok: true;
      /** The address as it will be kept: the local part as typed, the host in lower case. */
      email: string;
      /** The host after the @ (`cs.stanford.edu`). */
      host: string;
      school: School;
    }
  | { ok: false; problem: SchoolEmailProblem; message: string };

function refuse(problem: SchoolEmailProblem, message: string): SchoolEmailCheck {
  return { ok: false, problem, message };
}

/**
 * Whether `raw` is a school e-mail on the kept list, and if not, why, in the words the settings screen shows.
 * Anything outside plain ASCII in the host (homoglyphs, full-width dots) and punycode (`xn--`) labels are
 * refused as look-alikes: the list holds no internationalised school domains.
 */
export function checkSchoolEmail(raw: string): SchoolEmailCheck {
  const text = raw.trim();
  if (text === '') return refuse('required', STUDENT_STATUS_MESSAGES.required);
  if (text.length > SCHOOL_EMAIL_MAX) return refuse('invalid', STUDENT_STATUS_MESSAGES.invalid);
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return refuse('invalid', STUDENT_STATUS_MESSAGES.invalid);
  const local = text.slice(0, at);
  const rawHost = text.slice(at + 1);
  // Checked before the syntax, so a homoglyph is named as one rather than as a typo.
  if (/[^\x21-\x7e]/.test(rawHost)) return refuse('characters', STUDENT_STATUS_MESSAGES.characters);
  const host = rawHost.toLowerCase();
  if (host.split('.').some((l) => l.startsWith('xn--'))) {
    return refuse('characters', STUDENT_STATUS_MESSAGES.characters);
  }
  if (local.length > 64 || !LOCAL_PART.test(local) || !isHostName(host)) {
    return refuse('invalid', STUDENT_STATUS_MESSAGES.invalid);
  }
  if (host.split('.').some((l) => ALUMNI_LABELS.has(l))) return refuse('alumni', STUDENT_STATUS_MESSAGES.alumni);
  const school = matchSchoolDomain(host);
  if (school) return { ok: true, email: `${local}@${host}`, host, school };
  const imitated = imitatedSchool(host);
  if (imitated) return refuse('lookalike', lookalikeMessage(imitated));
  return refuse('not_school', STUDENT_STATUS_MESSAGES.notSchool);
}

// ---------------------------------------------------------------------------------------------------------
// The academic year and the status's state.

const DAY_MS = 86_400_000;

/**
 * When a status verified at `verifiedAt` lapses: the start of the first August 1 (UTC) at least
 * STUDENT_STATUS_MIN_DAYS days later. Verified in January: August 1 of the same year; in June: August 1 of the
 * next year (a student verifying over the summer is going into the next year).
 */
export function studentStatusExpiry(verifiedAt: Date): Date {
  const year = verifiedAt.getUTCFullYear();
  let end = Date.UTC(year, ACADEMIC_YEAR_END.month, ACADEMIC_YEAR_END.day);
  if (end - verifiedAt.getTime() < STUDENT_STATUS_MIN_DAYS * DAY_MS) {
    end = Date.UTC(year + 1, ACADEMIC_YEAR_END.month, ACADEMIC_YEAR_END.day);
  }
  return new Date(end);
}

/** When a link sent at `sentAt` stops working. */
export function studentLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + STUDENT_LINK_HOURS * 3_600_000);
}

export type StudentStatusState = 'none' | 'pending' | 'verified' | 'expired';

export interface StudentStatusFacts {
  verifiedAt: Date | null;
  expiresAt: Date | null;
}

/** none: never verified nor asked; pending: a link was sent, never verified; verified until `expiresAt`; expired. */
export function studentStatusState(row: StudentStatusFacts | null, now: Date): StudentStatusState {
  if (!row) return 'none';
  if (!row.verifiedAt || !row.expiresAt) return 'pending';
  return row.expiresAt.getTime() > now.getTime() ? 'verified' : 'expired';
}

/** Why a verification link is refused, or null when it may verify. Nothing is written in any refused case. */
export type LinkProblem = 'invalid' | 'used' | 'expired';

/**
 * The link's token against the status it claims: `tokenMatches` (its hash equals the kept one),
 * `tokenExpiresAt` (null once the link was used). An altered, superseded or someone else's token does not match.
 */
export function linkProblem(
  facts: { tokenMatches: boolean; tokenExpiresAt: Date | null } | null,
  now: Date,
): LinkProblem | null {
  if (!facts?.tokenMatches) return 'invalid';
  if (facts.tokenExpiresAt === null) return 'used';
  if (facts.tokenExpiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

export const LINK_PROBLEM_MESSAGES: Record<LinkProblem, string> = {
  invalid: STUDENT_STATUS_MESSAGES.linkInvalid,
  used: STUDENT_STATUS_MESSAGES.linkUsed,
  expired: STUDENT_STATUS_MESSAGES.linkExpired,
};

/** A link's token: 32 random bytes in base64url, no padding. */
export const STUDENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The page a verification link opens. */
export function studentLinkPath(token: string): string {
  return `/student-status/verify?token=${encodeURIComponent(token)}`;
}
