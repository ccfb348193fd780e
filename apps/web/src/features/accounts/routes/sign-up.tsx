import { SignUpRequest } from '@pulse/domain/accounts';
import { PASSWORD_MIN } from '@pulse/domain/fields';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/schema-form';
import { isSignedIn, useMe } from '../../../lib/session';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useSignUp } from '../api/sign-up';
import { afterAuthDestination } from '../components/after-auth';
import { AuthCard } from '../components/auth-card';
import { SignedInPanel } from '../components/signed-in-panel';

export function SignUpRoute() {
  const me = useMe();
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const {
    register,
    handleSubmit,
    setError,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(SignUpRequest, { defaultValues: { name: '', email: '', password: '' } });

  async function onSubmit(values: SignUpRequest) {
    try {
      const { user } = await signUp.mutateAsync(values);
      navigate(afterAuthDestination(user, next), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_taken' && !error.fields) {
        setError('email', { type: 'server', message: error.message });
        return;
      }
      showServerErrors(error);
    }
  }

  if (me.data?.user && isSignedIn(me.data) && !isSubmitting && !signUp.isSuccess) {
    return <SignedInPanel user={me.data.user} title="Sign up" />;
  }

  const guest = me.data?.user?.isGuest === true;
  const signInHref = next ? `/signin?next=${encodeURIComponent(next)}` : '/signin';
  return (
    <AuthCard
      title="Sign up"
      heading="Join Pulse"
      lead={
        guest
          ? 'Keep everything you picked as a guest: your role, taste, saves and co-signs move into your account.'
          : 'Create an account to keep your taste, saves and co-signs, with unlimited co-signs.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={signInHref} className="font-semibold text-accent underline underline-offset-4">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Sign up">
        {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
        <TextField label="Display name" autoComplete="name" error={errors.name?.message} {...register('name')} />
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
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" pending={isSubmitting} pendingLabel="Creating account...">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
