import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUCCESS_MESSAGE,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  ContactRequest,
} from '@pulse/domain/contact';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField, TextAreaField, TextField } from '../../../ui/field';
import { useSendContact } from '../api/send-contact';

/** The contact form, validated with the same schema as the server (so the messages match). */
export function ContactForm() {
  const send = useSendContact();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    showServerErrors,
    control,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ContactRequest, { defaultValues: { name: '', email: '', topic: undefined, message: '' } });
  const message = useWatch({ control, name: 'message' }) ?? '';

  async function onSubmit(values: ContactRequest) {
    setSent(false);
    try {
      await send.mutateAsync(values);
      reset();
      setSent(true);
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Contact Pulse">
      {sent ? <Alert tone="success">{CONTACT_SUCCESS_MESSAGE}</Alert> : null}
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField label="Topic" error={errors.topic?.message} {...register('topic')}>
        <option value="">Choose a topic</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {CONTACT_TOPIC_LABELS[topic]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        hint={`${message.length} / ${CONTACT_MESSAGE_MAX} characters. Want a 10-minute call? Say so here.`}
        error={errors.message?.message}
        rows={6}
        {...register('message')}
      />
      <Button type="submit" size="lg" pending={isSubmitting} pendingLabel="Sending..." className="self-start">
        Send message
      </Button>
    </form>
  );
}
