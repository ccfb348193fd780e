import { SignInRequest } from '@pulse/domain/accounts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSchemaForm } from '../../../lib/schema-form';
import { isSignedIn, useMe } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useSignIn } from '../api/sign-in';
import { afterAuthDestination } from '../components/after-auth';
import { AuthCard } from '../components/auth-card';
import { DemoAccounts } from '../components/demo-accounts';
import { SecondFactorForm } from '../components/second-factor-form';
import { SignedInPanel } from '../components/signed-in-panel';

export function SignInRoute() {
  const me = useMe();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  // Two-factor on: the password was right, and the code from the app is asked for next.
  const [secondFactor, setSecondFactor] = useState(false);
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(SignInRequest, { defaultValues: { email: '', password: '' } });

  async function onSubmit(values: SignInRequest) {
    try {
      const { user, twoFactorRequired } = await signIn.mutateAsync(values);
      if (twoFactorRequired || !user) {
        setSecondFactor(true);
        return;
      }
      navigate(afterAuthDestination(user, next), { replace: true });
    } catch (error) {
      showServerErrors(error);
    }
  }

  if (secondFactor) {
    return (
      <AuthCard
        title="Sign in"
        heading="Two-factor sign-in"
        lead="One more step: prove it is you with your second factor."
        footer={
          <button
            type="button"
            className="font-semibold text-accent underline underline-offset-4"
            onClick={() => setSecondFactor(false)}
          >
            Back to e-mail and password
          </button>
        }
      >
        <SecondFactorForm
          onSignedIn={(user) => navigate(afterAuthDestination(user, next), { replace: true })}
          onRestart={() => setSecondFactor(false)}
        />
      </AuthCard>
    );
  }

  if (me.data?.user && isSignedIn(me.data) && !isSubmitting && !signIn.isSuccess) {
    return <SignedInPanel user={me.data.user} title="Sign in" />;
  }

  const signUpHref = next ? `/signup?next=${encodeURIComponent(next)}` : '/signup';
  return (
    <AuthCard
      title="Sign in"
      heading="Welcome back"
      lead="Sign in to pick up where you left off."
      footer={
        <>
          New to Pulse?{' '}
          <Link to={signUpHref} className="font-semibold text-accent underline underline-offset-4">
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Sign in">
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" pending={isSubmitting} pendingLabel="Signing in...">
          Sign in
        </Button>
        <Link
          to="/forgot-password"
          className="self-center text-sm font-semibold text-muted underline underline-offset-4 hover:text-fg"
        >
          Forgot password?
        </Link>
      </form>
      <DemoAccounts next={next} />
    </AuthCard>
  );
}
