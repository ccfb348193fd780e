import {
  type CreativeSearchCard,
  INVITE_MESSAGES,
  InviteCreativesRequest,
  inviteResultLabel,
} from '@pulse/domain/creator-search';
import { useEffect } from 'react';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useInviteCreatives } from '../api/invite-creatives';
import { InviteBriefPicker, useOpenBriefs } from './invite-brief-picker';

/** The brief picked (the request's path) and the note, checked by the server's rule for an invitation's note. */
const InviteAllForm = z.object({
  briefId: z.string({ error: INVITE_MESSAGES.pickBrief }).min(1, INVITE_MESSAGES.pickBrief),
  message: InviteCreativesRequest.shape.message,
});
type InviteAllForm = z.output<typeof InviteAllForm>;

/** Invite All: the shortlisted creatives to one of the partner's open briefs. */
export function InviteDialog({
  creatives,
  open,
  onOpenChange,
  onInvited,
}: {
  creatives: readonly CreativeSearchCard[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: () => void;
}) {
  const { briefs, openBriefs } = useOpenBriefs(open);
  const invite = useInviteCreatives();
  const {
    handleSubmit,
    watch,
    setValue,
    clearErrors,
    showServerErrors,
    formState: { errors, isSubmitted, isSubmitting },
  } = useSchemaForm(InviteAllForm, { defaultValues: { briefId: '', message: '' } });
  // The picker is shared with Invite Creator: the form gives it its values and takes its changes.
  const briefId = watch('briefId');
  const message = watch('message');
  const failure = errors.briefId?.message ?? errors.root?.server?.message;

  // Closed, the dialog forgets its messages; the brief and the note stay for the next time.
  useEffect(() => {
    if (!open) clearErrors();
  }, [open, clearErrors]);

  function change(next: boolean) {
    if (isSubmitting) return;
    onOpenChange(next);
  }

  async function onSubmit(values: InviteAllForm) {
    try {
      const result = await invite.mutateAsync({
        briefId: values.briefId,
        creatorIds: creatives.map((c) => c.id),
        message: values.message,
      });
      toast.success(inviteResultLabel(result));
      setValue('message', '');
      onInvited();
      onOpenChange(false);
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      busy={isSubmitting}
      title="Invite All"
      description={`Invite ${creatives.map((c) => c.name).join(', ')} to one of your open briefs. They see it on their dashboard.`}
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
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
          <Button variant="secondary" onClick={() => change(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            pending={isSubmitting}
            pendingLabel="Sending Invites..."
            disabled={openBriefs.length === 0}
          >
            Send Invites
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
