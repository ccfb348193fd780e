import { z } from 'zod';
import type { PlanMilestoneInput } from './deal-plan';
import { formatCents } from './ledger';

/**
 * Retainer briefs (issue 31 item 4, DESIGN 5.9, decision 067): monthly work. The partner shortlists 2 to 4
 * applicants (the FAQ's promise) and hires one or more; each hire's deal is a plan of one milestone per month,
 * each month funded at its start and released on approval; either side ends it with the notice the plan
 * states, and a month already funded runs to its end.
 */

export const ENGAGEMENTS = ['project', 'retainer'] as const;
export type Engagement = (typeof ENGAGEMENTS)[number];
export const ENGAGEMENT_LABELS: Record<Engagement, string> = {
  project: 'One project',
  retainer: 'Monthly retainer',
};

export const RETAINER_MIN_MONTHS = 2;
/** A plan has at most 6 milestones, so a retainer runs at most 6 months before it is posted again. */
export const RETAINER_MAX_MONTHS = 6;
export const NOTICE_DAYS = [7, 14, 30] as const;
export type NoticeDays = (typeof NOTICE_DAYS)[number];
export const DEFAULT_NOTICE_DAYS: NoticeDays = 14;
export const SHORTLIST_MIN = 2;
export const SHORTLIST_MAX = 4;

export const RETAINER_MESSAGES = {
  monthsRange: `A retainer runs ${RETAINER_MIN_MONTHS} to ${RETAINER_MAX_MONTHS} months.`,
  noticeInvalid: `Choose a notice period: ${NOTICE_DAYS.join(', ')} days.`,
  shortlistSize: `A retainer shortlists ${SHORTLIST_MIN} to ${SHORTLIST_MAX} creatives before hiring.`,
  shortlistFull: `A retainer shortlist holds at most ${SHORTLIST_MAX} creatives.`,
  hireFromShortlist: 'Hire from your shortlist.',
  hireSomeone: 'Choose at least one shortlisted creative to hire.',
  onlyRetainers: 'Only a retainer brief shortlists and hires this way.',
  notFunded: (label: string) => `${label} is not funded yet. The partner funds each month at its start.`,
  nothingToFund: 'Every month of this retainer is funded or ended.',
  notRetainer: 'Only a retainer ends with notice. Cancel a project instead.',
  endNotNow: 'A retainer ends with notice once both sides have signed and before its last month is settled.',
  alreadyEnding: (date: string) => `This retainer already ends on ${date}.`,
  fixedMonths: "A retainer's months are set by its brief. Change the usage rights here, or end it with notice.",
} as const;

/** The post-brief form's retainer fields; `months` and `noticeDays` are required only for a retainer. */
export const RetainerFields = z.object({
  engagement: z.enum(ENGAGEMENTS).default('project'),
  months: z.coerce
    .number({ error: RETAINER_MESSAGES.monthsRange })
    .int(RETAINER_MESSAGES.monthsRange)
    .min(RETAINER_MIN_MONTHS, RETAINER_MESSAGES.monthsRange)
    .max(RETAINER_MAX_MONTHS, RETAINER_MESSAGES.monthsRange)
    .optional(),
  noticeDays: z.coerce
    .number({ error: RETAINER_MESSAGES.noticeInvalid })
    .refine((d) => (NOTICE_DAYS as readonly number[]).includes(d), RETAINER_MESSAGES.noticeInvalid)
    .optional(),
});

/** Calendar months after an ISO date, the day kept where the month has it, else its last day (Jan 31 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** "Month 2" */
export function monthTitle(position: number): string {
  return `Month ${position}`;
}

/**
 * A retainer's plan: one milestone per month, each the monthly amount, month 1 due on `firstDue` and each
 * next one a calendar month later. The deal's amount is the monthly amount times the months.
 */
export function retainerPlan(input: { monthlyCents: number; months: number; firstDue: string }): PlanMilestoneInput[] {
  return Array.from({ length: input.months }, (_, i) => ({
    title: monthTitle(i + 1),
    amountCents: input.monthlyCents,
    dueDate: addMonths(input.firstDue, i),
  }));
}

/** When month `position` starts: the day after the month before it is due; month 1 starts when the deal does. */
export function monthStart(milestones: readonly { position: number; dueDate: string | null }[], position: number) {
  const before = milestones.find((m) => m.position === position - 1);
  return before?.dueDate ? addDays(before.dueDate, 1) : null;
}

/** Whether the partner's shortlist lets them hire: 2 to 4 shortlisted, and whom they hire among them. */
export function hireIssue(input: { shortlisted: readonly string[]; hire: readonly string[] }): string | null {
  const n = input.shortlisted.length;
  if (n < SHORTLIST_MIN || n > SHORTLIST_MAX) return RETAINER_MESSAGES.shortlistSize;
  if (input.hire.length === 0) return RETAINER_MESSAGES.hireSomeone;
  if (input.hire.some((id) => !input.shortlisted.includes(id))) return RETAINER_MESSAGES.hireFromShortlist;
  return null;
}

export interface RetainerMonth {
  position: number;
  dueDate: string | null;
  funded: boolean;
  status: string;
}

/**
 * Ending with notice on `today`: the retainer ends `noticeDays` later. A month already funded runs to its end
 * (nothing funded is lost); an unfunded month that starts after the end date never runs. Returns the end date
 * and the positions of the months that end unrun.
 */
export function endWithNotice(
  months: readonly RetainerMonth[],
  today: string,
  noticeDays: number,
): { endsOn: string; dropped: number[] } {
  const endsOn = addDays(today, noticeDays);
  const dropped = months
    .filter((m) => !m.funded && m.status === 'open')
    .filter((m) => {
      const start = monthStart(months, m.position);
      return start !== null && start > endsOn;
    })
    .map((m) => m.position);
  return { endsOn, dropped };
}

/** "Ends on 2027-01-12 (30 days' notice); months 3 to 4 will not run." */
export function endNote(endsOn: string, noticeDays: number, dropped: readonly number[]): string {
  const months =
    dropped.length === 0
      ? 'every month already started runs to its end'
      : dropped.length === 1
        ? `month ${dropped[0]} will not run`
        : `months ${dropped[0]} to ${dropped[dropped.length - 1]} will not run`;
  return `Retainer ends on ${endsOn} (${noticeDays} days' notice); ${months}.`;
}

/** "$500 a month for 3 months" */
export function retainerSummary(monthlyCents: number, months: number): string {
  return `${formatCents(monthlyCents)} a month for ${months} months`;
}

/** While either side may give notice: once both signed, until the last month is settled. */
export const NOTICE_STATUSES = ['signed', 'delivered', 'disputed'] as const;

/** The month the partner funds next: the first one neither funded nor settled. */

/** POST /api/project-briefs/:id/applications/:applicationId/shortlist */
export const ShortlistRequest = z.object({ shortlisted: z.boolean() });
/** POST /api/project-briefs/:id/hire: whom of the shortlist to hire. */
export const HireRequest = z.object({
  applicationIds: z
    .array(z.string().min(1).max(100), { error: RETAINER_MESSAGES.hireSomeone })
    .min(1, RETAINER_MESSAGES.hireSomeone)
    .max(SHORTLIST_MAX, RETAINER_MESSAGES.shortlistSize),
});
