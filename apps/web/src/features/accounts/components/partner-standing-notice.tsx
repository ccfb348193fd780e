import {
  PARTNER_APPLY_PATH,
  PARTNER_NOT_APPLIED_MESSAGE,
  PARTNER_NOT_APPROVED_MESSAGE,
  partnerStanding,
} from '@pulse/domain/applications';
import { PENDING_PARTNER_MESSAGE } from '@pulse/domain/briefs';
import { useMe } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { useMyPartnerApplication } from '../api/get-my-partner-application';

/**
 * Above a partner's brief forms: nothing once approved; "under review" only for a submitted application;
 * otherwise the way to apply (issue 18 item 3).
 */
export function PartnerStandingNotice() {
  const me = useMe();
  const status = me.data?.user?.approvalStatus;
  const application = useMyPartnerApplication({ enabled: status !== undefined && status !== 'approved' });
  if (status === undefined || status === 'approved' || application.isPending) return null;
  // Unknown when the lookup fails: the review message is what this screen said before, never a wrong "apply".
  const standing = application.isError ? 'under_review' : partnerStanding(status, application.data.application);
  if (standing === 'approved') return null;
  if (standing === 'under_review') return <Alert tone="info">{PENDING_PARTNER_MESSAGE}</Alert>;
  return (
    <Alert tone="info" className="flex flex-col items-start gap-3">
      <span>{standing === 'not_approved' ? PARTNER_NOT_APPROVED_MESSAGE : PARTNER_NOT_APPLIED_MESSAGE}</span>
      <ButtonLink to={PARTNER_APPLY_PATH}>
        {standing === 'not_approved' ? 'Apply again' : 'Apply as a PulsePartner'}
      </ButtonLink>
    </Alert>
  );
}
