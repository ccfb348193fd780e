import { REJECT_REASON_MAX, RejectApplicationRequest } from '@pulse/domain/applications';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextAreaField } from '../../../ui/field';

/** Reject needs a reason the applicant will read; validated with the server's schema. */
export function RejectDialog({
  open,
  onOpenChange,
  applicantName,
  onReject,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applicantName: string;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(RejectApplicationRequest, { defaultValues: { reason: '' } });
  const reason = useWatch({ control, name: 'reason' }) ?? '';

  function change(next: boolean) {
    if (isSubmitting) return;
    if (!next) reset();
    onOpenChange(next);
  }

  async function onSubmit(values: RejectApplicationRequest) {
    try {
      await onReject(values.reason);
      reset();
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
      title={`Reject ${applicantName}?`}
      description="Tell them why. They see this reason on their dashboard and can apply again."
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextAreaField
          label="Reason"
          rows={4}
          maxLength={REJECT_REASON_MAX + 50}
          error={errors.reason?.message}
          hint={`${reason.trim().length} / ${REJECT_REASON_MAX} characters`}
          {...register('reason')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => change(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" pending={isSubmitting} pendingLabel="Rejecting...">
            Reject application
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
