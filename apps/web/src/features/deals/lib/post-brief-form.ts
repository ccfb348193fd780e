import { postProjectBriefRequest } from '@pulse/domain/deals';
import { z } from 'zod';

/**
 * Post a Brief's fields: the server's request (`today` is the earliest deadline). Its own checks, that a
 * retainer has its months and notice, are checks on the whole object, which zod skips once a field's issue
 * aborts (a missing email or deadline); here they check the engagement, months and notice on their own, so
 * the form says those messages with the other fields' ones, rather than after them.
 */
export function postBriefFormSchema(today: () => string) {
  const server = postProjectBriefRequest(today);
  const { engagement, months, noticeDays, ...rest } = server.shape;
  const retainer = z.object({ engagement, months, noticeDays });
  const retainerChecks = (server.def.checks ?? []) as z.core.$ZodCheck<z.output<typeof retainer>>[];
  return z.object(rest).and(retainer.check(...retainerChecks));
}
export type PostBriefFormOutput = z.output<ReturnType<typeof postBriefFormSchema>>;
