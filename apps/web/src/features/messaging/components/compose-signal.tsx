import { ComposeSignalRequest } from '@pulse/domain/messaging';
import { formatCount } from '@pulse/domain/numbers';
import { SIGNAL_MAX } from '@pulse/domain/studio';
import { Radio } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { TextAreaField } from '../../../ui/field';
import { Page, PageHeading } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useComposeSignal } from '../api/compose-signal';
import { useSignalAudience } from '../api/get-signal-audience';

const followersText = (n: number) => `${formatCount(n)} follower${n === 1 ? '' : 's'}`;

/** `/compose`: Compose Signal, a short message to every follower (each gets a notification). */
export function ComposeSignal() {
  const audience = useSignalAudience();
  const compose = useComposeSignal();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ComposeSignalRequest, { defaultValues: { content: '' } });
  const content = useWatch({ control, name: 'content' }) ?? '';

  async function onSubmit(values: ComposeSignalRequest) {
    setSent(null);
    try {
      const result = await compose.mutateAsync(values);
      reset();
      setSent(`Signal sent to ${followersText(result.delivered)}.`);
      void audience.refetch();
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <Page title="Compose Signal">
      <PageHeading lead="A short note to the people who follow you. It also shows in your studio's Recent tab.">
        Compose Signal
      </PageHeading>
      {audience.isPending ? (
        <p className="flex items-center gap-2 text-muted" role="status">
          <Spinner /> Loading your audience…
        </p>
      ) : audience.isError ? (
        <Alert tone="danger">
          We couldn't load your followers: {errorMessage(audience.error)}{' '}
          <Button variant="ghost" onClick={() => audience.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !audience.data.canCompose.allowed ? (
        <div className="flex flex-col gap-4">
          <Alert tone="info">{audience.data.canCompose.reason}</Alert>
          <ButtonLink to="/start/creative" variant="secondary" className="self-start">
            Become a Creative
          </ButtonLink>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="Compose Signal">
          {sent ? <Alert tone="success">{sent}</Alert> : null}
          {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
          <p className="inline-flex items-center gap-2 text-sm text-fg/90">
            <Radio aria-hidden="true" className="size-4 text-accent" />
            Goes to your {followersText(audience.data.followers)}.
          </p>
          <TextAreaField
            label="Your signal"
            rows={5}
            maxLength={SIGNAL_MAX}
            hint={`${content.length} / ${SIGNAL_MAX} characters`}
            error={errors.content?.message}
            {...register('content')}
          />
          <Button type="submit" size="lg" className="self-start" pending={isSubmitting} pendingLabel="Sending...">
            Send Signal
          </Button>
        </form>
      )}
    </Page>
  );
}
