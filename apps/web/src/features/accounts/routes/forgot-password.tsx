import { ForgotPasswordRequest } from '@pulse/domain/account-security';
import { Link } from 'react-router';
import { useSchemaForm } from '../../../lib/schema-form';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useForgotPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';

/** `/forgot-password`: a reset link by e-mail; the answer never tells whether the e-mail has an account. */
export function ForgotPasswordRoute() {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ForgotPasswordRequest, { defaultValues: { email: '' } });

  async function onSubmit(values: ForgotPasswordRequest) {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <AuthCard
      title="Forgot password"
      heading="Forgot your password?"
      lead="Enter the e-mail of your account and we'll send you a link to choose a new one."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/signin" className="font-semibold text-accent underline underline-offset-4">
            Sign in
          </Link>
        </>
      }
    >
      {forgot.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{forgot.data.message}</Alert>
          <p className="text-sm text-muted">
            Nothing after a few minutes? Check your spam folder, or ask again with the e-mail you signed up with.
          </p>
          <Button type="button" variant="secondary" onClick={() => forgot.reset()}>
            Send another link
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Forgot password">
          {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" pending={isSubmitting} pendingLabel="Sending link...">
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
