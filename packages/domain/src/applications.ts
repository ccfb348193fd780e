import { z } from 'zod';
import { experienceLabel } from './creator-setup';
import { MyApplication, optionalUrl } from './creator-setup-contracts';
import { normalizePortfolioUrl } from './fields';
import { email } from './fields-contracts';
import { RATE_LABELS } from './rates';
import { APPROVAL_STATUSES } from './roles';
import { VerifiedStudent } from './student-status-contracts';

/** Creatives and partners apply; admins review against the 48-hour promise (DESIGN 5.1, spec section 9). */
export const APPLICATION_KINDS = ['creative', 'partner'] as const;
export const ApplicationKind = z.enum(APPLICATION_KINDS);
export type ApplicationKind = z.infer<typeof ApplicationKind>;

export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  creative: 'Creative',
  partner: 'PulsePartner',
};

/** Counter names (table `counters`), bumped when an application is created. */
export const APPLICATION_COUNTERS: Record<ApplicationKind, 'creativeApplications' | 'partnerApplications'> = {
  creative: 'creativeApplications',
  partner: 'partnerApplications',
};

export const REVIEW_PROMISE_HOURS = 48;
const HOUR_MS = 3_600_000;

export interface ReviewAge {
  /** Whole hours since submission (never negative). */
  hours: number;
  /** True once more than 48 hours have passed. */
  overdue: boolean;
  /** "19 h of 48 h" ("<1 h of 48 h" in the first hour). */
  label: string;
}

/** An application's age against the 48-hour promise; exactly 48 hours is still on time. */
export function reviewAge(submittedAt: Date | string, now: Date): ReviewAge {
  const submitted = typeof submittedAt === 'string' ? new Date(submittedAt) : submittedAt;
  const elapsed = Math.max(0, now.getTime() - submitted.getTime());
  const hours = Math.floor(elapsed / HOUR_MS);
  const overdue = elapsed > REVIEW_PROMISE_HOURS * HOUR_MS;
  const shown = hours === 0 ? '<1 h' : `${hours} h`;
  return { hours, overdue, label: `${shown} of ${REVIEW_PROMISE_HOURS} h` };
}

// ---------------------------------------------------------------------------------------------
// Submissions (spec part 1, section 7: submit-creative and submit-partner).

const requiredName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required', abort: true })
  .max(100, 'Name must be at most 100 characters');
const convoId = z.string().trim().max(100).nullish();
const extras = z.object({ source: z.string().trim().max(60).optional() }).optional();

/** POST /api/creatives: submit-creative (name, email, portfolio, genres, bio, convo_id, extras.source). */
export const CreativeApplicationRequest = z.object({
  name: requiredName,
  email,
  portfolio: optionalUrl,
  genres: z
    .array(z.string().trim().min(1).max(40), { error: 'Genres must be a list' })
    .max(20, 'Pick at most 20 genres')
    .default([]),
  bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters').default(''),
  convo_id: convoId,
  extras,
});
export type CreativeApplicationRequest = z.infer<typeof CreativeApplicationRequest>;

/** POST /api/pulsepartners: submit-partner (name, company, contactEmail, website, needs, convo_id, extras.source). */
export const PartnerApplicationRequest = z.object({
  name: requiredName,
  company: z
    .string({ error: 'Company is required' })
    .trim()
    .min(1, { error: 'Company is required', abort: true })
    .max(120, 'Company must be at most 120 characters'),
  contactEmail: email,
  website: optionalUrl,
  needs: z.string().trim().max(1000, 'Needs must be at most 1000 characters').default(''),
  convo_id: convoId,
  extras,
});
export type PartnerApplicationRequest = z.infer<typeof PartnerApplicationRequest>;

/** The applicant's own view of an application (the same shape the creator's studio reads). */
export const ApplicationSummary = MyApplication;
export type ApplicationSummary = MyApplication;

/** 201 when a new application was created, 200 when the pending one was updated. */
export const SubmitApplicationResponse = z.object({ application: ApplicationSummary, created: z.boolean() });
export type SubmitApplicationResponse = z.infer<typeof SubmitApplicationResponse>;

/** GET /api/pulsepartners/me: the caller's latest PulsePartner application, null before they ever applied. */
export const MyPartnerApplicationResponse = z.object({ application: ApplicationSummary.nullable() });
export type MyPartnerApplicationResponse = z.infer<typeof MyPartnerApplicationResponse>;

/** Where the PulsePartner application is made (Lou's partner chat). */
export const PARTNER_APPLY_PATH = '/pulsepartner/onboarding';

/**
 * Where a partner stands before posting: only a submitted application is under review (issue 18 item 3);
 * a partner who only picked the role at /start has yet to apply.
 */
export type PartnerStanding = 'approved' | 'under_review' | 'not_applied' | 'not_approved';

export function partnerStanding(
  approvalStatus: (typeof APPROVAL_STATUSES)[number],
  application: Pick<ApplicationSummary, 'status'> | null,
): PartnerStanding {
  if (approvalStatus === 'approved') return 'approved';
  if (application === null) return 'not_applied';
  return application.status === 'rejected' ? 'not_approved' : 'under_review';
}

/** The notice on the partner's brief forms for each standing but approved (PENDING_PARTNER_MESSAGE is the review's). */
export const PARTNER_NOT_APPLIED_MESSAGE =
  'Apply to become a PulsePartner to post briefs. You can save briefs as drafts now; they go live once you are approved.';
export const PARTNER_NOT_APPROVED_MESSAGE =
  'Your PulsePartner application was not approved. You can save briefs as drafts and apply again.';

export const ALREADY_APPROVED_MESSAGE: Record<ApplicationKind, string> = {
  creative: "You're already approved as a Creative.",
  partner: "You're already approved as a PulsePartner.",
};

// ---------------------------------------------------------------------------------------------
// The admin review queue.

export const ApplicationLink = z.object({ label: z.string(), url: z.string() });
export type ApplicationLink = z.infer<typeof ApplicationLink>;

/** What the reviewer reads, whichever form the application came from. */
export const ApplicationDetails = z.object({
  source: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  bio: z.string(),
  location: z.string(),
  creativeTypes: z.array(z.string()),
  experience: z.string().nullable(),
  specialties: z.array(z.string()),
  genres: z.array(z.string()),
  availability: z.string().nullable(),
  rates: z.array(z.object({ label: z.string(), value: z.string() })),
  company: z.string(),
  needs: z.string(),
  links: z.array(ApplicationLink),
});
export type ApplicationDetails = z.infer<typeof ApplicationDetails>;

const RATE_ROW_LABELS: Record<string, string> = RATE_LABELS;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Only http(s) links reach the reviewer's screen; an Instagram handle becomes its profile address. */
function safeLink(label: string, value: string): ApplicationLink | null {
  const v = value.trim();
  if (v === '') return null;
  if (label === 'Instagram') {
    const handle = v.replace(/^@/, '');
    if (/^[A-Za-z0-9._]{1,30}$/.test(handle) && !/instagram\.com$/i.test(handle)) {
      return { label, url: `https://www.instagram.com/${handle}/` };
    }
  }
  const url = normalizePortfolioUrl(v);
  return url ? { label, url } : null;
}

/** Reads a stored application payload (a snapshot of what was sent) into what the reviewer sees. */
export function applicationDetails(payload: Record<string, unknown>): ApplicationDetails {
  const social = record(payload.socialLinks);
  const candidates: [string, string][] = [
    ['Portfolio', str(payload.portfolio)],
    ...strList(payload.portfolio).map((url): [string, string] => ['Portfolio', url]),
    ['Portfolio', str(social.portfolio)],
    ['Website', str(payload.website)],
    ['Website', str(social.website)],
    ['Instagram', str(social.instagram)],
  ];
  const links: ApplicationLink[] = [];
  for (const [label, value] of candidates) {
    const link = safeLink(label, value);
    if (link && !links.some((l) => l.url === link.url)) links.push(link);
  }
  // In the wizard's order (stored JSON does not keep key order).
  const rateOrder = Object.keys(RATE_ROW_LABELS);
  const rank = (k: string) => (rateOrder.includes(k) ? rateOrder.indexOf(k) : rateOrder.length);
  const rates = Object.entries(record(payload.rates))
    .filter(([, v]) => typeof v === 'string' && v.trim() !== '')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([k, v]) => ({ label: RATE_ROW_LABELS[k] ?? k, value: String(v) }));
  return {
    source: str(payload.source),
    name: str(payload.name),
    email: str(payload.email) || str(payload.contactEmail) || null,
    bio: str(payload.bio),
    location: str(payload.location),
    creativeTypes: strList(payload.creativeTypes),
    experience: experienceLabel(str(payload.experience)),
    specialties: strList(payload.specialties),
    genres: strList(payload.genres),
    availability: str(payload.availability) || null,
    rates,
    company: str(payload.company),
    needs: str(payload.needs),
    links,
  };
}

export const AdminApplication = z.object({
  id: z.string(),
  kind: ApplicationKind,
  status: z.enum(APPROVAL_STATUSES),
  submittedAt: z.string(),
  applicant: z.object({
    id: z.string(),
    name: z.string(),
    /** null for a guest session (no account e-mail yet). */
    email: z.string().nullable(),
    isGuest: z.boolean(),
  }),
  details: ApplicationDetails,
  /** The applicant's "Verified student" badge (decision 052); null without one or once it has expired. */
  verifiedStudent: VerifiedStudent.nullable(),
  /** The chat with Lou the application came from, when it came from one. */
  conversation: z
    .object({
      id: z.string(),
      messages: z.array(z.object({ sender: z.enum(['lou', 'user']), content: z.string(), timestamp: z.string() })),
    })
    .nullable(),
});
export type AdminApplication = z.infer<typeof AdminApplication>;

/** Applications waiting for a decision, by kind, counted with the queue's own list (they always agree). */
export const ApplicationCounters = z.object({
  creativeApplications: z.number().int(),
  partnerApplications: z.number().int(),
});
export type ApplicationCounters = z.infer<typeof ApplicationCounters>;

export const ADMIN_QUEUE_MAX = 200;
export const AdminApplicationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_QUEUE_MAX).default(100),
});

/** GET /api/admin/applications: pending applications, oldest first, with the server's clock. */
export const AdminApplicationsResponse = z.object({
  now: z.string(),
  items: z.array(AdminApplication),
  counters: ApplicationCounters,
});
export type AdminApplicationsResponse = z.infer<typeof AdminApplicationsResponse>;

export const REJECT_REASON_REQUIRED = 'Please give a reason for the rejection';
export const REJECT_REASON_MAX = 500;
export const RejectApplicationRequest = z.object({
  reason: z
    .string({ error: REJECT_REASON_REQUIRED })
    .trim()
    .min(1, { error: REJECT_REASON_REQUIRED, abort: true })
    .max(REJECT_REASON_MAX, `Keep the reason under ${REJECT_REASON_MAX} characters`),
});
export type RejectApplicationRequest = z.infer<typeof RejectApplicationRequest>;

export const ApplicationDecisionResponse = z.object({ application: ApplicationSummary });
export type ApplicationDecisionResponse = z.infer<typeof ApplicationDecisionResponse>;

export const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found';
export const ALREADY_DECIDED_MESSAGE = 'This application has already been decided.';
export const ADMIN_ONLY_MESSAGE = 'Only admins can review applications.';
