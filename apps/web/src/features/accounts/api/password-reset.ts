import type { ForgotPasswordRequest, ResetPasswordRequest } from '@pulse/domain/account-security';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Notice = { message: string };

/** POST /api/accounts/forgot-password: the same answer whether or not the e-mail has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (request: ForgotPasswordRequest) =>
      apiRequest<Notice>('/api/accounts/forgot-password', { method: 'POST', body: request }),
  });
}

/** POST /api/accounts/reset-password: the link's token and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (request: ResetPasswordRequest) =>
      apiRequest<Notice>('/api/accounts/reset-password', { method: 'POST', body: request }),
  });
}
