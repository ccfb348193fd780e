import { password } from '@pulse/domain/fields-contracts';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

const NewPasswordForm = z
  .object({ newPassword: password, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
type NewPasswordForm = z.infer<typeof NewPasswordForm>;

/** `/reset-password?token=...`: the link from the reset e-mail opens this form. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(NewPasswordForm, { defaultValues: { newPassword: '', confirmPassword: '' } });

  async function onSubmit(values: NewPasswordForm) {
    try {
      await reset.mutateAsync({ token, newPassword: values.newPassword });
    } catch (error) {
      showServerErrors(error);
    }
  }

  const footer = (
    <Link to="/forgot-password" className="font-semibold text-accent underline underline-offset-4">
      Ask for a new link
    </Link>
  );

  if (reset.isSuccess) {
    return (
      <AuthCard title="Reset password" heading="Password changed" lead={reset.data.message} footer={footer}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">For your safety, every device that was signed in has been signed out.</p>
          <ButtonLink to="/signin" size="lg">
            Sign in
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" heading="Choose a new password" lead="At least 8 characters." footer={footer}>
      {token === '' ? (
        <Alert tone="danger">
          This reset link is not complete. Open it again from the e-mail, or ask for a new one.
        </Alert>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Reset password">
          {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" pending={isSubmitting} pendingLabel="Saving...">
            Save new password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
