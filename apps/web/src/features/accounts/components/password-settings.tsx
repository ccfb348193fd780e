import { ChangePasswordRequest } from '@pulse/domain/account-security';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useChangePassword } from '../api/account-security';

/** A new password needs the current one; every other device is signed out. */
export function PasswordSettings() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    showServerErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ChangePasswordRequest, { defaultValues: { currentPassword: '', newPassword: '' } });

  async function onSubmit(values: ChangePasswordRequest) {
    try {
      const { message } = await change.mutateAsync(values);
      toast.success(message);
      reset();
    } catch (error) {
      showServerErrors(error);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label="Change password">
      {errors.root?.server ? <Alert tone="danger">{errors.root.server.message}</Alert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Your other devices will be signed out."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <Button type="submit" className="self-start" pending={isSubmitting} pendingLabel="Saving...">
        Change password
      </Button>
    </form>
  );
}
