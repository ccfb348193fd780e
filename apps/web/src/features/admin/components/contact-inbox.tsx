import {
  CONTACT_MESSAGE_MAX,
  CONTACT_REPLY_MESSAGES,
  CONTACT_TOPIC_LABELS,
  type ContactMessage,
  ContactReplyRequest,
} from '@pulse/domain/contact';
import { Inbox } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { relativeTime } from '../../../lib/relative-time';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { TextAreaField } from '../../../ui/field';
import { LinkBar } from '../../../ui/link-bar';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useContactInbox, useReplyToContact } from '../api/contact-messages';
import { ADMIN_PAGES } from './admin-pages';

/**
 * `/admin/contact`: every message from the contact form, open ones first, each answered by e-mail from here
 * (the contact page promises a person reads and replies; issue 34 item 2).
 */
export function ContactInbox() {
  const inbox = useContactInbox();
  return (
    <Page title="Messages" width="wide">
      <LinkBar label="Admin" items={ADMIN_PAGES} className="mb-5" />
      <PageHeading lead="What people wrote through the contact page. Your reply goes to them by e-mail.">
        Messages
      </PageHeading>
      {inbox.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="text-accent" /> Loading messages...
        </p>
      ) : inbox.isError ? (
        <Alert tone="danger">We couldn't load the messages: {errorMessage(inbox.error)}</Alert>
      ) : inbox.data.items.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-10 text-center">
          <Inbox aria-hidden="true" className="size-8 text-muted" />
          <p className="font-display text-lg font-bold">No messages yet</p>
          <p className="text-sm text-muted">Messages from the contact page appear here.</p>
        </Card>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Contact messages">
          {inbox.data.items.map((m) => (
            <li key={m.id} className="flex">
              <MessageCard message={m} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const send = useReplyToContact();
  const {
    register,
    handleSubmit,
    watch,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ContactReplyRequest, { defaultValues: { reply: '' } });
  const reply = watch('reply');

  async function onSubmit(values: ContactReplyRequest) {
    try {
      await send.mutateAsync({ id: message.id, reply: values.reply });
      toast.success(CONTACT_REPLY_MESSAGES.sent(message.email));
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <article
      aria-label={`Message from ${message.name}`}
      className="flex w-full flex-col gap-3 rounded-card bg-surface p-4 ring-1 ring-line"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-display text-lg font-bold">{message.name}</h2>
          <p className="text-sm break-all text-muted">
            {message.email} · {relativeTime(message.createdAt)}
          </p>
        </div>
        <Chip tone={message.status === 'open' ? 'accent' : 'success'}>
          {message.status === 'open' ? 'Waiting' : 'Answered'}
        </Chip>
      </header>
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">{CONTACT_TOPIC_LABELS[message.topic]}</p>
      <p className="text-sm whitespace-pre-wrap">{message.message}</p>
      {message.status === 'answered' ? (
        <div className="rounded-field bg-raised p-3 text-sm ring-1 ring-line">
          <p className="mb-1 text-xs font-semibold text-muted">
            Your team replied {message.repliedAt ? relativeTime(message.repliedAt) : ''}
          </p>
          <p className="whitespace-pre-wrap">{message.reply}</p>
        </div>
      ) : (
        <form noValidate className="flex flex-col gap-2" onSubmit={handleSubmit(onSubmit)}>
          <TextAreaField
            label={`Reply to ${message.name}`}
            rows={3}
            hint={`${reply.trim().length}/${CONTACT_MESSAGE_MAX}`}
            error={errors.reply?.message}
            {...register('reply')}
          />
          {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
          <Button type="submit" pending={isSubmitting} pendingLabel="Sending reply...">
            Send reply by e-mail
          </Button>
        </form>
      )}
    </article>
  );
}
