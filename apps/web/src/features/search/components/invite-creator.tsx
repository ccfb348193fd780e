import { INVITE_MESSAGES, InviteCreativesRequest, inviteResultLabel } from '@pulse/domain/creator-search';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Avatar } from '../../../ui/avatar';
import { Button, ButtonLink } from '../../../ui/button';
import { Page, PageHeading } from '../../../ui/page';
import { useInviteCreatives } from '../api/invite-creatives';
import { InviteBriefPicker, useOpenBriefs } from './invite-brief-picker';

/** The brief picked (the request's path) and the note, checked by the server's rule for an invitation's note. */
const InviteForm = z.object({
  briefId: z.string({ error: INVITE_MESSAGES.pickBrief }).min(1, INVITE_MESSAGES.pickBrief),
  message: InviteCreativesRequest.shape.message,
});
type InviteForm = z.output<typeof InviteForm>;

export interface InviteCreatorTarget {
  id: string;
  name: string;
  avatar: string;
  /** Set when the creative cannot take briefs now (Booked), with the reason. */
  unavailableReason: string | null;
}

/** `/brand/invite/{id}` (spec: Invite Creator): invite one creative to one of the partner's open briefs. */
export function InviteCreatorScreen({ creator }: { creator: InviteCreatorTarget }) {
  const { briefs, openBriefs } = useOpenBriefs();
  const invite = useInviteCreatives();
  const navigate = useNavigate();
  const {
    handleSubmit,
    watch,
    setValue,
    showServerErrors,
    formState: { errors, isSubmitted, isSubmitting },
  } = useSchemaForm(InviteForm, { defaultValues: { briefId: '', message: '' } });
  const profile = `/creator/${encodeURIComponent(creator.id)}`;
  // The picker is shared with Invite All: the form gives it its values and takes its changes.
  const briefId = watch('briefId');
  const message = watch('message');
  const failure = errors.briefId?.message ?? errors.root?.server?.message;

  async function onSubmit(values: InviteForm) {
    try {
      const result = await invite.mutateAsync({
        briefId: values.briefId,
        creatorIds: [creator.id],
        message: values.message,
      });
      toast.success(inviteResultLabel(result));
      navigate(profile);
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <Page title="Invite Creator">
      <Link
        to={profile}
        className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to profile
      </Link>
      <PageHeading lead={`Invite ${creator.name} to one of your open briefs. They see it on their dashboard.`}>
        Invite Creator
      </PageHeading>

      <div className="mb-6 flex items-center gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
        <Avatar src={creator.avatar} size={48} className="size-12" />
        <p className="font-semibold text-fg">{creator.name}</p>
      </div>

      {creator.unavailableReason ? (
        <Alert tone="info">{creator.unavailableReason}</Alert>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
          <InviteBriefPicker
            briefs={briefs}
            openBriefs={openBriefs}
            briefId={briefId === '' ? null : briefId}
            setBriefId={(id) => setValue('briefId', id, { shouldValidate: isSubmitted })}
            message={message ?? ''}
            setMessage={(text) => setValue('message', text, { shouldValidate: isSubmitted })}
            messageError={errors.message?.message}
          />
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <ButtonLink to={profile} variant="secondary">
              Cancel
            </ButtonLink>
            <Button
              type="submit"
              pending={isSubmitting}
              pendingLabel="Sending Invitation..."
              disabled={openBriefs.length === 0}
            >
              Send Invitation
            </Button>
          </div>
        </form>
      )}
    </Page>
  );
}
