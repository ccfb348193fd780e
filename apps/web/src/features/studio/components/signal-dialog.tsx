import { SendSignalRequest, SIGNAL_MAX } from '@pulse/domain/studio';
import { Radio } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextAreaField } from '../../../ui/field';
import { useSendSignal } from '../api/send-signal';

/** Send The Signal: a short message from the profile; sent text clears, a failure stays on screen. */
export function SignalDialog() {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useSendSignal();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SendSignalRequest.safeParse({ content, context: 'profile' });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    try {
      await send.mutateAsync(parsed.data);
      setContent('');
      setOpen(false);
      toast.success('Signal sent');
    } catch {
      // Shown in the dialog; the text stays so nothing typed is lost.
    }
  }

  function change(next: boolean) {
    if (send.isPending) return;
    if (!next) {
      setInvalid(null);
      send.reset();
    }
    setOpen(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      busy={send.isPending}
      title="Send The Signal"
      description="Tell your people what you're working on. It shows in your studio's Recent tab."
      trigger={
        <Button>
          <Radio aria-hidden="true" className="size-4" /> Send The Signal
        </Button>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextAreaField
          label="Your signal"
          value={content}
          maxLength={SIGNAL_MAX}
          hint={`${content.length}/${SIGNAL_MAX}`}
          onChange={(e) => setContent(e.target.value)}
          error={invalid ?? undefined}
        />
        {send.isError ? <Alert tone="danger">{errorMessage(send.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => change(false)} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" pending={send.isPending} pendingLabel="Sending...">
            Send
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
