import { SendSignalRequest, SIGNAL_MAX } from '@pulse/domain/studio';
import { Radio } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextAreaField } from '../../../ui/field';
import { useSendSignal } from '../api/send-signal';

/** Send The Signal: a short message from the profile; sent text clears, a failure stays on screen. */
export function SignalDialog() {
  const [open, setOpen] = useState(false);
  const send = useSendSignal();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    control,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(SendSignalRequest, { defaultValues: { content: '', context: 'profile' } });
  const content = useWatch({ control, name: 'content' }) ?? '';

  async function onSubmit(values: SendSignalRequest) {
    try {
      await send.mutateAsync(values);
      reset();
      setOpen(false);
      toast.success('Signal sent');
    } catch (error) {
      // Shown in the dialog; the text stays so nothing typed is lost.
      showServerErrors(error);
    }
  }

  function change(next: boolean) {
    if (isSubmitting) return;
    if (!next) clearErrors();
    setOpen(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      busy={isSubmitting}
      title="Send The Signal"
      description="Tell your people what you're working on. It shows in your studio's Recent tab."
      trigger={
        <Button>
          <Radio aria-hidden="true" className="size-4" /> Send The Signal
        </Button>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <TextAreaField
          label="Your signal"
          maxLength={SIGNAL_MAX}
          hint={`${content.length}/${SIGNAL_MAX}`}
          error={errors.content?.message}
          {...register('content')}
        />
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => change(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" pending={isSubmitting} pendingLabel="Sending...">
            Send
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
