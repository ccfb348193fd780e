import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationDetails,
  CreativeApplicationRequest,
  PartnerApplicationRequest,
  partnerStanding,
  RejectApplicationRequest,
  reviewAge,
} from './applications';

const HOUR = 3_600_000;

describe('reviewAge (the 48-hour promise)', () => {
  const submitted = new Date('2026-11-20T10:00:00Z');
  const at = (ms: number) => new Date(submitted.getTime() + ms);

  it('counts whole hours and labels them against 48', () => {
    expect(reviewAge(submitted, at(0))).toEqual({ hours: 0, overdue: false, label: '<1 h of 48 h' });
    expect(reviewAge(submitted, at(HOUR - 1)).label).toBe('<1 h of 48 h');
    expect(reviewAge(submitted, at(HOUR)).label).toBe('1 h of 48 h');
    expect(reviewAge(submitted.toISOString(), at(19 * HOUR + 59 * 60_000))).toEqual({
      hours: 19,
      overdue: false,
      label: '19 h of 48 h',
    });
  });

  it('is on time up to exactly 48 hours and overdue after', () => {
    expect(reviewAge(submitted, at(48 * HOUR - 1)).overdue).toBe(false);
    expect(reviewAge(submitted, at(48 * HOUR))).toEqual({ hours: 48, overdue: false, label: '48 h of 48 h' });
    expect(reviewAge(submitted, at(48 * HOUR + 1)).overdue).toBe(true);
    expect(reviewAge(submitted, at(73 * HOUR))).toEqual({ hours: 73, overdue: true, label: '73 h of 48 h' });
  });

  it('never goes negative when the clock is behind', () => {
    expect(reviewAge(submitted, at(-5 * HOUR))).toEqual({ hours: 0, overdue: false, label: '<1 h of 48 h' });
  });

  it('is overdue exactly when more than 48 hours passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * HOUR }), (ms) => {
        const age = reviewAge(submitted, at(ms));
        expect(age.overdue).toBe(ms > 48 * HOUR);
        expect(age.hours).toBe(Math.floor(ms / HOUR));
      }),
    );
  });
});

const firstFields = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('application requests', () => {
  it('creative: name required, e-mail format, portfolio URL', () => {
    const res = CreativeApplicationRequest.safeParse({ name: ' ', email: 'x@', portfolio: 'not a url' });
    expect(firstFields(res)).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      portfolio: 'Please enter a valid URL',
    });
    expect(
      CreativeApplicationRequest.parse({ name: 'Ana', email: 'ANA@x.edu', portfolio: 'ana.work', genres: ['Lo-fi'] }),
    ).toMatchObject({ name: 'Ana', email: 'ana@x.edu', portfolio: 'https://ana.work/', genres: ['Lo-fi'], bio: '' });
  });

  it('partner: company and contact e-mail required, website URL', () => {
    const res = PartnerApplicationRequest.safeParse({ name: 'Jo', company: '', contactEmail: '', website: 'x' });
    expect(firstFields(res)).toEqual({
      company: 'Company is required',
      contactEmail: 'Email is required',
      website: 'Please enter a valid URL',
    });
  });

  it('reject needs a reason', () => {
    expect(firstFields(RejectApplicationRequest.safeParse({ reason: '   ' }))).toEqual({
      reason: 'Please give a reason for the rejection',
    });
    expect(RejectApplicationRequest.parse({ reason: ' Portfolio link is broken ' }).reason).toBe(
      'Portfolio link is broken',
    );
  });
});

describe('applicationDetails', () => {
  it('reads a setup-wizard snapshot with its links and rates', () => {
    const details = applicationDetails({
      source: 'creator_setup',
      name: 'Maya',
      bio: 'Campus events',
      location: 'Austin',
      creativeTypes: ['Videographer'],
      experience: 'professional',
      rates: { consultation: '$40/h', photoShoot: '$200-400', videoProject: '' },
      specialties: ['Event Coverage'],
      availability: 'busy',
      socialLinks: { instagram: '@maya.films', portfolio: 'https://maya.studio/', website: 'https://maya.studio/' },
    });
    expect(details).toMatchObject({
      name: 'Maya',
      experience: 'Professional (3-5 years)',
      availability: 'busy',
      rates: [
        { label: 'Photo Shoot', value: '$200-400' },
        { label: 'Consultation', value: '$40/h' },
      ],
      links: [
        { label: 'Portfolio', url: 'https://maya.studio/' },
        { label: 'Instagram', url: 'https://www.instagram.com/maya.films/' },
      ],
    });
  });

  it('keeps only web links and reads partner payloads', () => {
    const details = applicationDetails({
      source: 'pulsepartner_onboarding',
      name: 'Jo',
      company: 'Campus Radio',
      contactEmail: 'jo@radio.edu',
      website: 'javascript:alert(1)',
      needs: 'Intro music',
    });
    expect(details).toMatchObject({ company: 'Campus Radio', email: 'jo@radio.edu', needs: 'Intro music', links: [] });
  });

  it('survives a payload of the wrong shape', () => {
    expect(applicationDetails({ name: 3, genres: 'x', rates: [] })).toMatchObject({
      name: '',
      genres: [],
      rates: [],
      links: [],
    });
  });
});

describe('partnerStanding (issue 18 item 3: only a submitted application is under review)', () => {
  it('an approved partner stands approved, with or without an application on file', () => {
    expect(partnerStanding('approved', null)).toBe('approved');
    expect(partnerStanding('approved', { status: 'approved' })).toBe('approved');
  });
  it('a partner who only picked the role has yet to apply', () => {
    expect(partnerStanding('pending', null)).toBe('not_applied');
  });
  it('a submitted application is under review; a rejected one is not approved', () => {
    expect(partnerStanding('pending', { status: 'pending' })).toBe('under_review');
    expect(partnerStanding('rejected', { status: 'rejected' })).toBe('not_approved');
  });
});
