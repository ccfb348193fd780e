import { SendSignalRequest, SIGNAL_MAX } from '@pulse/domain/studio';
import { Radio } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
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
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>
        <Button>
          <Radio aria-hidden="true" className="size-4" /> Send The Signal
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/80 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-lg flex-col gap-4 rounded-card bg-surface p-6 shadow-float ring-1 ring-line sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
          <Dialog.Title className="font-display text-2xl font-bold">Send The Signal</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">
            Tell your people what you're working on. It shows in your studio's Recent tab.
          </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
