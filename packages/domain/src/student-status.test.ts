import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACADEMIC_SUFFIXES, SCHOOL_DOMAINS } from './school-domains';
import {
  checkSchoolEmail,
  imitatedSchool,
  LINK_PROBLEM_MESSAGES,
  linkProblem,
  lookalikeMessage,
  matchSchoolDomain,
  STUDENT_STATUS_MESSAGES,
  studentLinkExpiry,
  studentStatusExpiry,
  studentStatusState,
} from './student-status';
import { SendStudentLinkRequest } from './student-status-contracts';

const schoolDomains = Object.keys(SCHOOL_DOMAINS);
const suffixes = Object.keys(ACADEMIC_SUFFIXES);
/** A host label: lower-case letters and digits, hyphens inside. */
const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,14}[a-z0-9])?$/);
const namedSchool = fc.constantFrom(...schoolDomains);

describe('the kept list of school domains', () => {
  it('names well-known schools, on .edu and elsewhere', () => {
    expect(matchSchoolDomain('stanford.edu')).toEqual({ domain: 'stanford.edu', name: 'Stanford University' });
    expect(matchSchoolDomain('ethz.ch')).toEqual({ domain: 'ethz.ch', name: 'ETH Zurich' });
    expect(matchSchoolDomain('utoronto.ca')?.name).toBe('University of Toronto');
    expect(matchSchoolDomain('ox.ac.uk')?.name).toBe('University of Oxford');
  });

  it('takes any .edu second-level domain and the national academic suffixes, named by their domain', () => {
    expect(matchSchoolDomain('smallcollege.edu')).toEqual({ domain: 'smallcollege.edu', name: 'smallcollege.edu' });
    expect(matchSchoolDomain('brighton.ac.uk')?.domain).toBe('brighton.ac.uk');
    expect(matchSchoolDomain('waseda.ac.jp')?.domain).toBe('waseda.ac.jp');
    expect(matchSchoolDomain('curtin.edu.au')?.domain).toBe('curtin.edu.au');
    expect(matchSchoolDomain('zju.edu.cn')?.domain).toBe('zju.edu.cn');
  });

  it('matches a subdomain as its school (cs.stanford.edu is stanford.edu)', () => {
    expect(matchSchoolDomain('cs.stanford.edu')?.domain).toBe('stanford.edu');
    expect(matchSchoolDomain('mail.utoronto.ca')?.domain).toBe('utoronto.ca');
    expect(matchSchoolDomain('students.brighton.ac.uk')?.domain).toBe('brighton.ac.uk');
  });

  it('refuses suffixes alone, non-schools under .edu, and Australian state school systems', () => {
    for (const host of ['edu', 'ac.uk', 'edu.au', 'si.edu', 'nsw.edu.au', 'school.vic.edu.au', 'example.com']) {
      expect(matchSchoolDomain(host)).toBeNull();
    }
  });

  it('does not find Object properties through a label', () => {
    expect(matchSchoolDomain('foo.constructor')).toBeNull();
    expect(checkSchoolEmail('a@x.constructor').ok).toBe(false);
  });

  it('property: any label under a school domain matches that school', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), namedSchool, (labels, domain) => {
        expect(matchSchoolDomain(`${labels.join('.')}.${domain}`)?.domain).toBe(domain);
      }),
    );
  });

  it('property: appending any label to the right of a school domain never matches that school', () => {
    fc.assert(
      fc.property(namedSchool, fc.array(label, { minLength: 1, maxLength: 3 }), (domain, extra) => {
        const host = `${domain}.${extra.join('.')}`;
        expect(matchSchoolDomain(host)?.domain).not.toBe(domain);
        const check = checkSchoolEmail(`student@${host}`);
        // Either refused, or a different school by the list's own rules (stanford.edu.au is under edu.au).
        if (check.ok) expect(check.school.domain).not.toBe(domain);
      }),
    );
  });

  it('property: one label under an academic suffix is a school, the suffix alone is not', () => {
    fc.assert(
      fc.property(label, fc.constantFrom(...suffixes), (name, suffix) => {
        fc.pre(!(ACADEMIC_SUFFIXES[suffix] ?? []).includes(name) && !suffixes.includes(`${name}.${suffix}`));
        fc.pre(!['alumni', 'alum', 'alumnae', 'alumnus'].includes(name));
        const school = matchSchoolDomain(`${name}.${suffix}`);
        if (school) expect(school.domain.endsWith(`.${suffix}`)).toBe(true);
        expect(matchSchoolDomain(suffix)).toBeNull();
      }),
    );
  });

  it('property: matching ignores letter case in the address', () => {
    fc.assert(
      fc.property(namedSchool, (domain) => {
        const check = checkSchoolEmail(`Student@${domain.toUpperCase()}`);
        expect(check.ok && check.school.domain).toBe(domain);
        expect(check.ok && check.email).toBe(`Student@${domain}`);
      }),
    );
  });
});

describe('a school e-mail', () => {
  it('is accepted with the school it proves', () => {
    const check = checkSchoolEmail('  ada@cs.stanford.edu ');
    expect(check).toEqual({
      ok: true,
      email: 'ada@cs.stanford.edu',
      host: 'cs.stanford.edu',
      school: { domain: 'stanford.edu', name: 'Stanford University' },
    });
  });

  it('a non-school domain gets the message with the way to a review', () => {
    for (const email of ['ada@gmail.com', 'ada@outlook.com', 'ada@icloud.com', 'ada@yahoo.com', 'ada@proton.me']) {
      expect(checkSchoolEmail(email)).toEqual({
        ok: false,
        problem: 'not_school',
        message: "That doesn't look like a school e-mail. Use the address your school gave you, or ask for a review.",
      });
    }
  });

  it('look-alike domains are refused and name the school they imitate', () => {
    for (const host of [
      'stanford.edu.evil.com',
      'stanford-edu.com',
      'stanf0rd.com',
      'stanfrod.com',
      'mail.stanford.edu.co.uk',
      'harvard.edu-login.net',
    ]) {
      const check = checkSchoolEmail(`ada@${host}`);
      expect(check.ok, host).toBe(false);
      if (!check.ok) expect(check.problem, host).toBe('lookalike');
    }
    expect(checkSchoolEmail('ada@stanf0rd.com')).toMatchObject({ message: lookalikeMessage('stanford.edu') });
    expect(imitatedSchool('stanford.edu')).toBeNull();
  });

  it('unicode homoglyphs and punycode are refused as look-alike characters', () => {
    for (const email of ['ada@stаnford.edu', 'ada@stanford．edu', 'ada@xn--stnford-2fg.edu', 'ada@ѕtanford.edu']) {
      expect(checkSchoolEmail(email)).toEqual({
        ok: false,
        problem: 'characters',
        message: STUDENT_STATUS_MESSAGES.characters,
      });
    }
  });

  it('property: any character outside plain ASCII in the domain is refused', () => {
    fc.assert(
      fc.property(
        namedSchool,
        fc.nat(),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((c) => /[^\x21-\x7e]/.test(c)),
        (domain, at, char) => {
          // Never at the very end: a trailing space is trimmed from the whole address, rightly.
          const i = at % domain.length;
          const host = domain.slice(0, i) + char + domain.slice(i);
          expect(checkSchoolEmail(`ada@${host}`).ok).toBe(false);
        },
      ),
    );
  });

  it('malformed addresses, alumni addresses and blanks each say so', () => {
    expect(checkSchoolEmail('   ')).toMatchObject({ problem: 'required' });
    for (const email of ['ada', 'ada@', '@stanford.edu', 'a b@stanford.edu', 'ada@stanford', 'ada@-x.edu']) {
      expect(checkSchoolEmail(email), email).toMatchObject({ problem: 'invalid' });
    }
    expect(checkSchoolEmail('ada@alumni.stanford.edu')).toMatchObject({ problem: 'alumni' });
  });

  it('the request schema carries the check and its message', () => {
    expect(SendStudentLinkRequest.safeParse({ schoolEmail: 'ada@ucla.edu' }).data?.schoolEmail).toMatchObject({
      school: { domain: 'ucla.edu' },
    });
    const refused = SendStudentLinkRequest.safeParse({ schoolEmail: 'ada@gmail.com' });
    expect(refused.error?.issues[0]?.message).toBe(STUDENT_STATUS_MESSAGES.notSchool);
  });
});

describe('the academic year', () => {
  it('a status lapses at the start of the next August 1, or the one after within 60 days of it', () => {
    expect(studentStatusExpiry(new Date('2026-01-10T12:00:00Z')).toISOString()).toBe('2026-08-01T00:00:00.000Z');
    expect(studentStatusExpiry(new Date('2026-05-25T00:00:00Z')).toISOString()).toBe('2026-08-01T00:00:00.000Z');
    expect(studentStatusExpiry(new Date('2026-06-15T00:00:00Z')).toISOString()).toBe('2027-08-01T00:00:00.000Z');
    expect(studentStatusExpiry(new Date('2026-09-01T00:00:00Z')).toISOString()).toBe('2027-08-01T00:00:00.000Z');
  });

  it('property: always an August 1 at midnight UTC, 60 days to 14 months after verifying', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (at) => {
        const end = studentStatusExpiry(at);
        expect([end.getUTCMonth(), end.getUTCDate(), end.getUTCHours(), end.getUTCMinutes()]).toEqual([7, 1, 0, 0]);
        const days = (end.getTime() - at.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(60);
        expect(days).toBeLessThanOrEqual(426);
      }),
    );
  });

  it('state: none, pending, verified until it expires, then expired', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(studentStatusState(null, now)).toBe('none');
    expect(studentStatusState({ verifiedAt: null, expiresAt: null }, now)).toBe('pending');
    const verified = { verifiedAt: new Date('2026-01-01T00:00:00Z'), expiresAt: new Date('2026-08-01T00:00:00Z') };
    expect(studentStatusState(verified, now)).toBe('verified');
    expect(studentStatusState(verified, new Date('2026-08-01T00:00:00Z'))).toBe('expired');
  });
});

describe('verification links', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('work for 24 hours, once, and only with the token that was sent', () => {
    expect(studentLinkExpiry(now).toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(linkProblem({ tokenMatches: true, tokenExpiresAt: studentLinkExpiry(now) }, now)).toBeNull();
    expect(linkProblem({ tokenMatches: true, tokenExpiresAt: now }, now)).toBe('expired');
    expect(linkProblem({ tokenMatches: true, tokenExpiresAt: null }, now)).toBe('used');
    expect(linkProblem({ tokenMatches: false, tokenExpiresAt: studentLinkExpiry(now) }, now)).toBe('invalid');
    expect(linkProblem(null, now)).toBe('invalid');
    expect(LINK_PROBLEM_MESSAGES.expired).toBe('This link has expired. Send a new one from Settings.');
    expect(LINK_PROBLEM_MESSAGES.used).toBe('This link has already been used.');
  });
});
